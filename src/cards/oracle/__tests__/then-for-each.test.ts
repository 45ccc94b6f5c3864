// "Put a charge counter on this artifact, then draw a card for each charge counter on it" (Insight
// Engine): verbs joined by "then", the count ("for each") the last verb's only; the counter is put
// first, so the count includes it (CR 608.2c, 608.2h). Mind Unbound's upkeep trigger reads the same
// way. Lock and Load's "for each other instant and sorcery spell you've cast this turn" stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const engine = card(
  'Insight Engine',
  '{2}{U}',
  'Artifact',
  '{2}, {T}: Put a charge counter on this artifact, then draw a card for each charge counter on it.',
);
const mindUnbound = card(
  'Mind Unbound',
  '{4}{U}{U}',
  'Enchantment',
  'At the beginning of your upkeep, put a lore counter on this enchantment, then draw a card for each lore counter on this enchantment.',
);
const lockAndLoad = card(
  'Lock and Load',
  '{2}{U}',
  'Sorcery',
  "Draw a card, then draw a card for each other instant and sorcery spell you've cast this turn.\nPlot {3}{U} (You may pay {3}{U} and exile this card from your hand. Cast it as a sorcery on a later turn without paying its mana cost. Plot only as a sorcery.)",
);
const CARDS = compiled(engine, mindUnbound);
const library = Array<string>(6).fill('Island');

describe('"…, then draw a card for each …": the count is the last verb\'s', () => {
  it('Insight Engine with two charge counters gets a third, then draws three cards', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'ie', card: 'Insight Engine', counters: { charge: 2 } }, 'Island', 'Island'],
            library,
          },
        },
      },
      [{ activate: 'ie', ability: 0 }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('ie').counters).toEqual({ charge: 3 });
    expect(g.names('p1', 'hand')).toHaveLength(3);
  });

  it('Mind Unbound with one lore counter: two counters, two cards drawn in the upkeep', () => {
    const g = game(
      {
        turn: { number: 3, active: 'p1' as const, phase: 'untap' as const },
        players: { p1: { battlefield: [{ id: 'mu', card: 'Mind Unbound', counters: { lore: 1 } }], library } },
      },
      [{ advance: 'upkeep' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('mu').counters).toEqual({ lore: 2 });
    expect(g.names('p1', 'hand')).toHaveLength(2);
  });

  it('"for each other instant and sorcery spell you\'ve cast this turn" stays text', () => {
    expect(unenforced(lockAndLoad)).toHaveLength(1);
  });
});
