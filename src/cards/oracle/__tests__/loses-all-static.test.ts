// A static "loses all abilities" (CR 613.1f, 604.1): "Enchanted creature loses all abilities and
// has base power and toughness 1/1" (Kasmina's Transmutation), "All creatures lose all abilities
// and have base power and toughness 1/1" (Humility). In layer 6 at the static's timestamp (the
// Aura's, 613.7a): the creature's keywords and its rules text's abilities go — its own static
// abilities stop applying to others — and a keyword counter put on after the static began still
// gives its ability (122.1b); one put on before doesn't. Real pool cards, played in the engine.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const transmutation = card(
  "Kasmina's Transmutation",
  '{1}{U}',
  'Enchantment — Aura',
  'Enchant creature\nEnchanted creature loses all abilities and has base power and toughness 1/1.',
);
const humility = card(
  'Humility',
  '{2}{W}{W}',
  'Enchantment',
  'All creatures lose all abilities and have base power and toughness 1/1.',
);
const stopCold = card(
  'Stop Cold',
  '{3}{U}',
  'Enchantment — Aura',
  "Flash\nEnchant artifact or creature\nWhen this Aura enters, tap enchanted permanent.\nEnchanted permanent loses all abilities and doesn't untap during its controller's untap step.",
);
const marshal = card(
  'Benalish Marshal',
  '{W}{W}{W}',
  'Creature — Human Knight',
  'Other creatures you control get +1/+1.',
  '3/3',
);
const assistant = card(
  "Alchemist's Assistant",
  '{1}{B}',
  'Creature — Monkey',
  'Lifelink\nRenew — {1}{B}, Exile this card from your graveyard: Put a lifelink counter on target creature. Activate only as a sorcery.',
  '2/1',
);
const CARDS = compiled(transmutation, humility, stopCold, marshal, assistant);

type G = ReturnType<typeof game>;
const chars = (g: G, ref: string) => characteristics(readContext(g.state, g.engine.registry), g.get(ref));

describe('a static "loses all abilities" (CR 613.1f)', () => {
  it("Kasmina's Transmutation: Giant Spider is a 1/1 without reach while enchanted", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ["Kasmina's Transmutation"], battlefield: ['Island', 'Island'] },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
        },
      },
      [{ cast: "Kasmina's Transmutation", targets: ['spider'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'spider')).toEqual([1, 1]);
    expect(chars(g, 'spider').keywords).toEqual([]);
  });

  it('Humility: every creature is a 1/1; Benalish Marshal\'s "+1/+1" no longer applies; Llanowar Elves has no mana ability', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Humility',
              { id: 'marshal', card: 'Benalish Marshal' },
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'elves', card: 'Llanowar Elves' },
            ],
          },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'marshal')).toEqual([1, 1]);
    expect(pt(g, 'bears')).toEqual([1, 1]);
    expect(pt(g, 'spider')).toEqual([1, 1]);
    expect(chars(g, 'spider').keywords).toEqual([]);
    expect(() => g.act({ activate: 'Llanowar Elves' })).toThrow(/has no activated ability/);
  });

  it("Stop Cold: Llanowar Elves is tapped, can't tap for mana, and stays tapped in its untap step", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Stop Cold'], battlefield: ['Island', 'Island', 'Island', 'Island'] },
          p2: { battlefield: [{ id: 'elves', card: 'Llanowar Elves' }] },
        },
      },
      [{ cast: 'Stop Cold', targets: ['elves'] }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('elves').tapped).toBe(true);
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p2');
    expect(g.get('elves').tapped).toBe(true);
  });

  it('a keyword counter put on before the Aura loses its ability; one put on after keeps it (CR 122.1b, 613.7)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ["Kasmina's Transmutation"],
            graveyard: ["Alchemist's Assistant"],
            battlefield: [
              'Island',
              'Island',
              'Swamp',
              'Swamp',
              { id: 'spider', card: 'Giant Spider', counters: { flying: 1 } },
            ],
          },
        },
      },
      [{ cast: "Kasmina's Transmutation", targets: ['spider'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(chars(g, 'spider').keywords).toEqual([]);
    g.act({ activate: "Alchemist's Assistant", targets: ['spider'] });
    g.act({ pass: true });
    expect(g.get('spider').counters).toMatchObject({ flying: 1, lifelink: 1 });
    expect(chars(g, 'spider').keywords).toEqual(['lifelink']);
    expect(pt(g, 'spider')).toEqual([1, 1]);
  });

  it('near miss: "loses all abilities and can\'t become untapped" stays text (Frozen in Ice)', () => {
    const frozen = card(
      'Frozen in Ice',
      '{2}{U}',
      'Enchantment — Aura',
      "Enchant creature\nWhen this Aura enters, tap enchanted creature.\nEnchanted creature loses all abilities and can't become untapped.",
    );
    expect(unenforced(frozen)).toHaveLength(1);
  });
});
