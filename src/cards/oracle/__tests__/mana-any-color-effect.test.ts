// Mana added by a resolving spell or ability that isn't a mana ability (CR 106.3): "When this
// creature enters, add one mana of any color" (a triggered ability, it uses the stack), "Add two
// mana of any one color" (Traitorous Greed). The controller chooses the colour as it resolves
// (CR 608.2d); the mana goes to their pool (106.4).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compileCard } from '../compile';
import { compiled, main, unenforced } from './compiled';

const quirionSentinel = card(
  'Quirion Sentinel',
  '{1}{G}',
  'Creature — Elf Druid',
  'When this creature enters, add one mana of any color.',
  '2/1',
);
const traitorousGreed = card(
  'Traitorous Greed',
  '{3}{R}',
  'Sorcery',
  'Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn. Add two mana of any one color. (The creature can attack and {T} this turn.)',
);
const cards = compiled(quirionSentinel, traitorousGreed);

function colourChoice(g: ReturnType<typeof game>): { player: string; options: string[] } | null {
  const d = g.state.pendingDecision;
  return d?.kind === 'chooseOption' ? { player: d.player, options: d.options.map((o) => o.value) } : null;
}

describe('"When this creature enters, add one mana of any color." (Quirion Sentinel)', () => {
  it('the trigger uses the stack; as it resolves its controller chooses a colour and adds one', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Forest', 'Forest'], hand: ['Quirion Sentinel'] }, p2: {} },
      },
      [{ cast: 'Quirion Sentinel' }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    // The creature resolved; its enters trigger waits on the stack (not a mana ability, CR 605.1a).
    expect(g.names('p1', 'battlefield')).toContain('Quirion Sentinel');
    expect(g.state.stack).toHaveLength(1);
    expect(g.state.players.p1.manaPool).toEqual({});
    g.act({ pass: true });
    expect(colourChoice(g)).toEqual({ player: 'p1', options: ['W', 'U', 'B', 'R', 'G'] });
    g.act({ decide: 'U' });
    expect(g.state.players.p1.manaPool).toEqual({ U: 1 });
    expect(g.state.stack).toEqual([]);
  });
});

describe('"Add two mana of any one color." (Traitorous Greed)', () => {
  it('after taking the creature, two mana of the one colour chosen', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Traitorous Greed'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears', tapped: true }] },
        },
      },
      [{ cast: 'Traitorous Greed', targets: ['bears'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(colourChoice(g)?.options).toEqual(['W', 'U', 'B', 'R', 'G']);
    g.act({ decide: 'B' });
    expect(g.state.players.p1.manaPool).toEqual({ B: 2 });
    expect(g.get('bears').controller).toBe('p1');
    expect(g.get('bears').tapped).toBe(false);
  });
});

describe('near misses stay text', () => {
  it('"Target player adds two mana of any one color" (another player adds it)', () => {
    const bigger = card(
      'Bigger on the Inside',
      '{3}{R}{G}',
      'Enchantment — Aura',
      'Enchant artifact or land\nEnchanted permanent has "{T}: Target player adds two mana of any one color. The next spell they cast this turn has cascade." (When they cast their next spell, they exile cards from the top of their library until they exile a nonland card that costs less. They may cast it without paying its mana cost. They put the exiled cards on the bottom in a random order.)',
    );
    expect(unenforced(bigger).length).toBeGreaterThan(0);
  });
  it('tapped for mana, "adds an additional one mana of any color" is a mana ability (CR 605.1b), not a trigger on the stack', () => {
    const burgeoning = card(
      'Blighted Burgeoning',
      '{2}{G}',
      'Enchantment — Aura',
      'Enchant land\nWhen this Aura enters, incubate 2. (Create an Incubator token with two +1/+1 counters on it and "{2}: Transform this token." It transforms into a 0/0 Phyrexian artifact creature.)\nWhenever enchanted land is tapped for mana, its controller adds an additional one mana of any color.',
    );
    // Read as a triggered mana ability (triggered-mana-colors.test.ts), never as an "add" on the stack.
    expect(unenforced(burgeoning)).toEqual([]);
    const trig = compileCard(burgeoning).def.triggered?.find((t) => t.on.event === 'tappedForMana');
    expect(trig).toMatchObject({ manaAbility: { adds: 'anyColor' }, steps: [] });
  });
});
