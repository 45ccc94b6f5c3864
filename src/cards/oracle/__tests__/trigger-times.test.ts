// "If an artifact or creature entering causes a triggered ability of a permanent you control to
// trigger, that ability triggers an additional time" (Panharmonicon, CR 603.2d) and "Creatures
// entering don't cause abilities to trigger" (Torpor Orb; CR 603.2, 603.6a): read as the game is
// after the event (the static abilities on the battlefield then, the entering object as a
// permanent), each ability adding one time; a "one or more" ability counts every object of its
// batch. Other causes (dying, attacking, leaving: 603.10a) stay text.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, run, unenforced } from './compiled';

const panharmonicon = card(
  'Panharmonicon',
  '{4}',
  'Artifact',
  'If an artifact or creature entering causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.',
);
const greenwarden = card(
  'Ancient Greenwarden',
  '{4}{G}{G}',
  'Creature — Elemental',
  'Reach (This creature can block creatures with flying.)\nYou may play lands from your graveyard.\nIf a land entering causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.',
  '5/7',
);
const naban = card(
  'Naban, Dean of Iteration',
  '{1}{U}',
  'Legendary Creature — Human Wizard',
  'If a Wizard you control entering causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.',
  '2/1',
);
const yarok = card(
  'Yarok, the Desecrated',
  '{2}{B}{G}{U}',
  'Legendary Creature — Elemental Horror',
  'Deathtouch, lifelink\nIf a permanent entering causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.',
  '3/5',
);
const eleshNorn = card(
  'Elesh Norn, Mother of Machines',
  '{4}{W}',
  'Legendary Creature — Phyrexian Praetor',
  "Vigilance\nIf a permanent entering causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.\nPermanents entering don't cause abilities of permanents your opponents control to trigger.",
  '4/7',
);
const torpor = card('Torpor Orb', '{2}', 'Artifact', "Creatures entering don't cause abilities to trigger.");
const visionary = card(
  'Elvish Visionary',
  '{1}{G}',
  'Creature — Elf Shaman',
  'When this creature enters, draw a card.',
  '1/1',
);
const warden = card(
  'Soul Warden',
  '{W}',
  'Creature — Human Cleric',
  'Whenever another creature enters, you gain 1 life.',
  '1/1',
);
const leopard = card(
  'Scythe Leopard',
  '{G}',
  'Creature — Cat',
  'Landfall — Whenever a land you control enters, this creature gets +1/+1 until end of turn.',
  '1/1',
);
const CARDS = compiled(panharmonicon, greenwarden, naban, yarok, eleshNorn, torpor, visionary, warden, leopard);

const lands = (n: number) => Array.from({ length: n }, (_, i) => ['Island', 'Forest', 'Swamp'][i % 3] as string);

/** P1 (with `p1` on the battlefield and lands) casts `spell` (if any) in their main phase; P2 has `p2`. */
function play(p1: string[], spell: string | null, p2: string[] = [], hand: string[] = []): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [...p1, ...lands(10)],
          hand: [...(spell ? [spell] : []), ...hand],
          library: ['Plains', 'Plains', 'Plains', 'Plains'],
        },
        p2: { battlefield: p2, library: ['Plains', 'Plains', 'Plains'] },
      },
    },
    spell ? [{ cast: spell }, { pass: true }] : [],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

const life = (g: Game, p: 'p1' | 'p2') => g.state.players[p].life;

/** The stack once every player has ordered their triggered abilities as listed (CR 603.3b), top first. */
function stacked(g: Game): string[] {
  for (let d = g.state.pendingDecision; d?.kind === 'chooseOrder'; d = g.state.pendingDecision)
    g.act({ decide: (d.options ?? []).map((o) => o.value) });
  expect(g.error).toBeNull();
  return g.stack();
}

describe('triggering an additional time (CR 603.2d)', () => {
  it('Panharmonicon: a creature entering triggers its own enters ability twice, each its own ability', () => {
    const g = play(['Panharmonicon'], 'Elvish Visionary');
    expect(stacked(g)).toEqual(['Elvish Visionary ability', 'Elvish Visionary ability']);
    run(g);
    expect(g.names('p1', 'hand')).toEqual(['Plains', 'Plains']);
  });

  it('two Panharmonicons: three times, not four; an opponent’s Panharmonicon: once', () => {
    const two = play(['Panharmonicon', 'Panharmonicon'], 'Elvish Visionary');
    expect(stacked(two)).toHaveLength(3);
    const theirs = play([], 'Elvish Visionary', ['Panharmonicon']);
    expect(stacked(theirs)).toEqual(['Elvish Visionary ability']);
  });

  it("Panharmonicon: an opponent's creature entering doubles your ability it triggers", () => {
    // P2's creature enters: P1's Soul Warden triggers twice (Panharmonicon names any creature).
    const h = game(
      {
        turn: { number: 4, active: 'p2', phase: 'main1' },
        players: {
          p1: { battlefield: ['Panharmonicon', 'Soul Warden'] },
          p2: { battlefield: lands(4), hand: ['Elvish Visionary'], library: ['Plains'] },
        },
      },
      [{ cast: 'Elvish Visionary', player: 'p2' }, { pass: true }],
      { cards: CARDS },
    );
    expect(h.error).toBeNull();
    expect(stacked(h).filter((s) => s === 'Soul Warden ability')).toHaveLength(2);
    run(h);
    expect(life(h, 'p1')).toBe(22);
  });

  it('Yarok entering at the same time counts: Soul Warden triggers twice on Yarok itself', () => {
    const g = play(['Soul Warden'], 'Yarok, the Desecrated');
    expect(stacked(g)).toEqual(['Soul Warden ability', 'Soul Warden ability']);
    run(g);
    expect(life(g, 'p1')).toBe(22);
  });

  it('Ancient Greenwarden: a land entering twice, a creature entering once', () => {
    const g = play(['Ancient Greenwarden', 'Scythe Leopard', 'Soul Warden'], null, [], ['Forest']);
    g.act({ cast: 'Forest' });
    expect(g.error).toBeNull();
    expect(stacked(g)).toEqual(['Scythe Leopard ability', 'Scythe Leopard ability']);
    const c = play(['Ancient Greenwarden', 'Soul Warden'], 'Elvish Visionary');
    expect(stacked(c).filter((s) => s === 'Soul Warden ability')).toHaveLength(1);
  });

  it('Naban: a Wizard you control entering, not another creature', () => {
    // Naban himself entering is a Wizard you control: Soul Warden twice.
    expect(stacked(play(['Soul Warden'], 'Naban, Dean of Iteration'))).toEqual([
      'Soul Warden ability',
      'Soul Warden ability',
    ]);
    expect(stacked(play(['Soul Warden', 'Naban, Dean of Iteration'], 'Elvish Visionary'))).toEqual([
      'Elvish Visionary ability',
      'Soul Warden ability',
    ]);
  });
});

describe("entering doesn't cause abilities to trigger (CR 603.2, 603.6a)", () => {
  it('Torpor Orb: no enters ability of the creature or another, either player’s; a land still triggers', () => {
    const g = play(['Torpor Orb', 'Soul Warden'], 'Elvish Visionary', ['Soul Warden']);
    expect(stacked(g)).toEqual([]);
    expect(g.names('p1', 'hand')).toEqual([]);
    const land = play(['Torpor Orb', 'Scythe Leopard'], null, [], ['Forest']);
    land.act({ cast: 'Forest' });
    expect(stacked(land)).toEqual(['Scythe Leopard ability']);
  });

  it("Elesh Norn: the opponent's permanents' abilities don't trigger, yours trigger twice", () => {
    const g = play(['Elesh Norn, Mother of Machines', 'Soul Warden'], 'Elvish Visionary', ['Soul Warden']);
    expect(stacked(g)).toEqual([
      'Elvish Visionary ability',
      'Elvish Visionary ability',
      'Soul Warden ability',
      'Soul Warden ability',
    ]);
    run(g);
    expect(life(g, 'p1')).toBe(22);
    expect(life(g, 'p2')).toBe(20);
  });
});

describe('near misses stay text', () => {
  it('dying, leaving, attacking and "entering or dying" look back or name another event', () => {
    const teysa = card(
      'Teysa Karlov',
      '{2}{W}{B}',
      'Legendary Creature — Human Advisor',
      'If a creature dying causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.\nCreature tokens you control have vigilance and lifelink.',
      '2/4',
    );
    expect(unenforced(teysa)).toEqual([
      'If a creature dying causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.',
    ]);
    const hushbringer = card(
      'Hushbringer',
      '{1}{W}',
      'Creature — Faerie',
      "Flying, lifelink\nCreatures entering or dying don't cause abilities to trigger.",
      '1/2',
    );
    expect(unenforced(hushbringer)).toEqual(["Creatures entering or dying don't cause abilities to trigger."]);
    const gandalf = card(
      'Gandalf the White',
      '{3}{W}{W}',
      'Legendary Creature — Avatar Wizard',
      'Flash\nYou may cast legendary spells and artifact spells as though they had flash.\nIf a legendary permanent or an artifact entering or leaving the battlefield causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.',
      '4/5',
    );
    expect(unenforced(gandalf)).toEqual([
      'If a legendary permanent or an artifact entering or leaving the battlefield causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time.',
    ]);
  });
});
