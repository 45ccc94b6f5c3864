// "for each other …" counted for an instruction about an object other than the source: "other"
// is other than that object (CR 608.2c), not other than the source. Read when the object is the
// source ("it" of "Whenever this creature attacks") or the text says "other than ~"; otherwise
// left as text, never counted with the object itself (Paladin Class, Sigil of Valor, Run).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, run, unenforced } from './compiled';

const piledriver = card(
  'Goblin Piledriver',
  '{1}{R}',
  'Creature — Goblin Warrior',
  'Protection from blue\nWhenever this creature attacks, it gets +2/+0 until end of turn for each other attacking Goblin.',
  '1/2',
);
const marton = card(
  'Márton Stromgald',
  '{2}{R}{R}',
  'Legendary Creature — Human Knight',
  'Whenever Márton Stromgald attacks, other attacking creatures get +1/+1 until end of turn for each attacking creature other than Márton Stromgald.\nWhenever Márton Stromgald blocks, other blocking creatures get +1/+1 until end of turn for each blocking creature other than Márton Stromgald.',
  '1/1',
);
const CARDS = compiled(piledriver, marton);
const library = ['Island', 'Island', 'Island'];

function attackWith(ids: [string, string][]) {
  const g = game(
    {
      turn: main,
      players: { p1: { battlefield: ids.map(([id, c]) => ({ id, card: c })), library }, p2: { library } },
    },
    [{ advance: 'declareAttackers' }, { attack: ids.map(([id]) => id) }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  // The attack triggers are p1's at once: p1 puts them on the stack in the order offered (CR 603.3b).
  const d = g.state.pendingDecision;
  run(g, d && 'options' in d ? [d.options.map((o) => String(o.value))] : []);
  expect(g.state.stack).toEqual([]);
  return g;
}

describe('"for each other …" (CR 608.2c)', () => {
  it('Goblin Piledriver: it (the source) counts the other attacking Goblins, not itself', () => {
    const g = attackWith([
      ['a', 'Goblin Piledriver'],
      ['b', 'Goblin Piledriver'],
    ]);
    // Each Piledriver sees one other attacking Goblin: +2/+0.
    expect(pt(g, 'a')).toEqual([3, 2]);
    expect(pt(g, 'b')).toEqual([3, 2]);
  });

  it('Márton Stromgald: "other than Márton Stromgald" is said of the source', () => {
    const g = attackWith([
      ['m', 'Márton Stromgald'],
      ['x', 'Grizzly Bears'],
      ['y', 'Grizzly Bears'],
    ]);
    // Two attacking creatures other than Márton: each other attacker gets +2/+2; Márton doesn't.
    expect(pt(g, 'x')).toEqual([4, 4]);
    expect(pt(g, 'm')).toEqual([1, 1]);
  });

  it('near misses: "other" about a target, an equipped creature or each of a group stays text', () => {
    const paladin = card(
      'Paladin Class',
      '{W}',
      'Enchantment — Class',
      '(Gain the next level as a sorcery to add its ability.)\nSpells your opponents cast during your turn cost {1} more to cast.\n{2}{W}: Level 2\nCreatures you control get +1/+1.\n{4}{W}: Level 3\nWhenever you attack, until end of turn, target attacking creature gets +1/+1 for each other attacking creature and gains double strike.',
    );
    const sigil = card(
      'Sigil of Valor',
      '{2}',
      'Artifact — Equipment',
      'Whenever equipped creature attacks alone, it gets +1/+1 until end of turn for each other creature you control.\nEquip {1}',
    );
    expect(unenforced(paladin)).toEqual([
      'Whenever you attack, until end of turn, target attacking creature gets +1/+1 for each other attacking creature and gains double strike.',
    ]);
    expect(unenforced(sigil)).toEqual([
      'Whenever equipped creature attacks alone, it gets +1/+1 until end of turn for each other creature you control.',
    ]);
  });
});
