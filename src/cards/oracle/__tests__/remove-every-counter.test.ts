// "Remove all counters from target permanent" (Vampire Hexmage), "Remove all counters from all
// permanents and exile all tokens" (Aether Snap): every counter of every kind (CR 122.1), so a
// planeswalker left with no loyalty is put into its owner's graveyard (704.5i). Near miss that
// stays text: "remove all counters from up to one target permanent or opponent" (Mutated Cultist:
// a player's counters are not read).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const hexmage = card(
  'Vampire Hexmage',
  '{B}{B}',
  'Creature — Vampire Shaman',
  'First strike\nSacrifice this creature: Remove all counters from target permanent.',
  '2/1',
);
const snap = card(
  'Aether Snap',
  '{3}{B}{B}',
  'Sorcery',
  'Remove all counters from all permanents and exile all tokens.',
);
const CARDS = compiled(hexmage, snap);

describe('"remove all counters from …" (CR 122.1)', () => {
  it('Vampire Hexmage removes counters of every kind from its target', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'v', card: 'Vampire Hexmage' }] },
          p2: { battlefield: [{ id: 's', card: 'Giant Spider', counters: { '+1/+1': 2, stun: 1, lifelink: 1 } }] },
        },
      },
      [{ activate: 'v', targets: ['s'] }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Vampire Hexmage']);
    expect(g.get('s').counters).toEqual({});
    expect(pt(g, 's')).toEqual([2, 4]);
  });

  it('Aether Snap removes every counter from every permanent, both players’', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              ...Array<string>(5).fill('Swamp'),
              { id: 'a', card: 'Grizzly Bears', counters: { '+1/+1': 1 } },
            ],
            hand: ['Aether Snap'],
          },
          p2: { battlefield: [{ id: 's', card: 'Giant Spider', counters: { '-1/-1': 1, charge: 3 } }] },
        },
      },
      [{ cast: 'Aether Snap' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('a').counters).toEqual({});
    expect(g.get('s').counters).toEqual({});
    expect(pt(g, 's')).toEqual([2, 4]);
  });

  it('near miss: "… from up to one target permanent or opponent" stays text', () => {
    const cultist = card(
      'Mutated Cultist',
      '{2}{B}',
      'Creature — Eldrazi Horror',
      'Devoid (This card has no color.)\nWhen you cast this spell, remove all counters from up to one target permanent or opponent. The next spell you cast this turn costs {1} less to cast for each counter removed this way.\nDeathtouch',
      '1/3',
    );
    expect(unenforced(cultist)).toHaveLength(1);
  });
});
