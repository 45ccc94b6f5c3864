// Splice onto Arcane / onto instant or sorcery (CR 702.47): as a player casts a matching spell, they
// may reveal cards with splice from their hand and pay their splice costs as additional costs; the
// spell gets the cards' instructions after its own (its own characteristics stay), targets chosen
// normally; the cards stay in the hand. Real pool cards played in the engine.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { withSplices } from '../../../engine/casting/splice';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const REMINDER = (onto: string) =>
  `(As you cast an ${onto} spell, you may reveal this card from your hand and pay its splice cost. If you do, add this card's effects to that spell.)`;
const spike = card(
  'Lava Spike',
  '{R}',
  'Sorcery — Arcane',
  'Lava Spike deals 3 damage to target player or planeswalker.',
);
const ray = card(
  'Glacial Ray',
  '{1}{R}',
  'Instant — Arcane',
  `Glacial Ray deals 2 damage to any target.\nSplice onto Arcane {1}{R} ${REMINDER('Arcane')}`,
);
const might = card(
  "Kodama's Might",
  '{G}',
  'Instant — Arcane',
  `Target creature gets +2/+2 until end of turn.\nSplice onto Arcane {G} ${REMINDER('Arcane')}`,
);
const everdream = card(
  'Everdream',
  '{1}{U}',
  'Instant',
  `Draw a card.\nSplice onto instant or sorcery {2}{U} ${REMINDER('instant or sorcery')}`,
);
const whisper = card(
  "Horobi's Whisper",
  '{1}{B}{B}',
  'Instant — Arcane',
  `If you control a Swamp, destroy target nonblack creature.\nSplice onto Arcane—Exile four cards from your graveyard. ${REMINDER('Arcane')}`,
);
const CARDS = compiled(spike, ray, might, everdream);
const library = ['Island', 'Island', 'Island', 'Island', 'Island'];

/** p1: Mountains, Forests and Islands (`lands`), and `hand`; p2: `creatures`. */
function table(hand: string[], lands: string[], creatures: string[] = ['Grizzly Bears']) {
  return game(
    {
      turn: main,
      players: {
        p1: { hand, battlefield: lands.map((c, i) => ({ id: `l${i}`, card: c })), library },
        p2: { battlefield: creatures.map((c, i) => ({ id: `c${i}`, card: c })), library },
      },
    },
    [],
    { cards: CARDS },
  );
}

/** Resolves the stack. */
function resolve(g: ReturnType<typeof table>) {
  while (g.stack().length) g.act({ pass: true });
}

describe('splice (CR 702.47)', () => {
  it('Glacial Ray spliced onto Lava Spike: both deal damage, the splice cost is paid, the Ray stays in the hand', () => {
    const g = table(['Lava Spike', 'Glacial Ray'], ['Mountain', 'Mountain', 'Mountain', 'Mountain']);
    g.act({ cast: 'Lava Spike' });
    expect(g.state.pendingDecision?.purpose).toBe('splice');
    expect(g.state.pendingDecision?.candidates).toEqual([g.get('Glacial Ray').id]);
    g.act({ decide: [g.get('Glacial Ray').id] });
    // Targets: Lava Spike's own first, then the spliced text's (CR 601.2c, 702.47d).
    if (g.state.pendingDecision) g.act({ decide: ['p2'] });
    g.act({ decide: [g.get('c0').id] });
    // {R} + {1}{R}: three of the four Mountains tapped.
    expect(g.state.pendingDecision).toBeNull();
    resolve(g);
    expect(g.state.players.p2.life).toBe(17);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'hand')).toEqual(['Glacial Ray']);
    expect(g.names('p1', 'graveyard')).toEqual(['Lava Spike']);
    expect(['l0', 'l1', 'l2', 'l3'].filter((id) => !g.get(id).tapped)).toHaveLength(1);
  });

  it('the spliced text keeps the spell its own: it is still a red Arcane sorcery named Lava Spike (CR 702.47c)', () => {
    const g = table(['Lava Spike', "Kodama's Might"], ['Mountain', 'Forest']);
    g.act({ cast: 'Lava Spike', targets: ['p2', g.get('c0').id] });
    g.act({ decide: [g.get("Kodama's Might").id] });
    const spell = g.get('Lava Spike');
    const c = characteristics(readContext(g.state, g.engine.registry), spell);
    expect(c.names).toEqual(['Lava Spike']);
    expect(c.colors).toEqual(['R']);
    expect(c.subtypes).toEqual(['Arcane']);
    resolve(g);
    // Lava Spike's 3 damage, then the spliced instruction: p2's bears get +2/+2 until end of turn.
    expect(g.state.players.p2.life).toBe(17);
    expect(pt(g, 'c0')).toEqual([4, 4]);
  });

  it('two cards spliced at once: each splice cost is paid and each instruction follows, in the order chosen', () => {
    const g = table(
      ['Lava Spike', 'Glacial Ray', "Kodama's Might"],
      ['Mountain', 'Mountain', 'Mountain', 'Forest'],
      ['Grizzly Bears'],
    );
    g.act({ cast: 'Lava Spike' });
    g.act({ decide: [g.get("Kodama's Might").id, g.get('Glacial Ray').id] });
    // Lava Spike: p2; Kodama's Might: the bears; Glacial Ray: the bears. Might comes first, so the
    // 4/4 bears survive the Ray's 2 damage.
    const answers: string[][] = [['p2'], [g.get('c0').id], [g.get('c0').id]];
    while (g.state.pendingDecision?.purpose === 'targets') g.act({ decide: answers.shift()! });
    resolve(g);
    expect(g.state.players.p2.life).toBe(17);
    expect(g.names('p2', 'battlefield')).toEqual(['Grizzly Bears']);
    expect(g.get('c0').damage).toBe(2);
    expect(g.names('p1', 'hand').sort()).toEqual(['Glacial Ray', "Kodama's Might"]);
  });

  it('not offered onto a spell that is not Arcane; "onto instant or sorcery" is', () => {
    const g = table(['Lightning Bolt', 'Glacial Ray', 'Everdream'], ['Mountain', 'Mountain', 'Island', 'Island']);
    g.act({ cast: 'Lightning Bolt' });
    expect(g.state.pendingDecision?.purpose).toBe('splice');
    expect(g.state.pendingDecision?.candidates).toEqual([g.get('Everdream').id]);
    g.act({ decide: [g.get('Everdream').id] });
    if (g.state.pendingDecision) g.act({ decide: ['p2'] });
    resolve(g);
    expect(g.state.players.p2.life).toBe(17);
    // Everdream's "Draw a card" followed Lightning Bolt's damage.
    expect(g.names('p1', 'hand').sort()).toEqual(['Everdream', 'Glacial Ray', 'Island']);
  });

  it("not offered when its splice cost can't be paid, or its instruction's target can't be chosen (CR 702.47b)", () => {
    // One Mountain: Lava Spike's {R} and nothing more.
    const poor = table(['Lava Spike', 'Glacial Ray'], ['Mountain']);
    poor.act({ cast: 'Lava Spike', targets: ['p2'] });
    expect(poor.state.pendingDecision).toBeNull();
    // No creature anywhere: Kodama's Might has no target; Glacial Ray (any target) is offered.
    const g = table(['Lava Spike', 'Glacial Ray', "Kodama's Might"], ['Mountain', 'Mountain', 'Forest'], []);
    g.act({ cast: 'Lava Spike' });
    expect(g.state.pendingDecision?.candidates).toEqual([g.get('Glacial Ray').id]);
  });

  it('declining: no splice, no extra cost', () => {
    const g = table(['Lava Spike', 'Glacial Ray'], ['Mountain', 'Mountain', 'Mountain']);
    g.act({ cast: 'Lava Spike', targets: ['p2'] });
    g.act({ decide: [] });
    resolve(g);
    expect(g.state.players.p2.life).toBe(17);
    expect(g.names('p2', 'battlefield')).toEqual(['Grizzly Bears']);
    expect(['l0', 'l1', 'l2'].filter((id) => !g.get(id).tapped)).toHaveLength(2);
  });

  it("the spell's program: its own targets and steps, then each spliced card's after a splicedText step, target slots shifted", () => {
    const g = table(['Lava Spike', 'Glacial Ray'], ['Mountain', 'Mountain', 'Mountain']);
    const spec = { targets: [{ filter: { players: true }, min: 1, max: 1, label: 'target player' }], steps: [] };
    const ray = g.engine.registry.get('Glacial Ray')!.spell!;
    const ctx = { reg: g.engine.registry } as unknown as Parameters<typeof withSplices>[0];
    const out = withSplices(ctx, spec as never, ['Glacial Ray']);
    expect(out.targets).toHaveLength(2);
    expect(out.steps[0]).toEqual({ do: 'splicedText', name: 'Glacial Ray' });
    expect(out.steps[1]).toMatchObject({ ...ray.steps[0], to: { ref: 'target', slot: 1 } });
  });

  it('near miss: a splice cost that is not mana stays text', () => {
    expect(unenforced(whisper)).toEqual([
      `Splice onto Arcane—Exile four cards from your graveyard. ${REMINDER('Arcane')}`,
    ]);
  });
});
