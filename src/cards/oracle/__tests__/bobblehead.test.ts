// Bobblehead is an artifact type (CR 205.3g): "the number of Bobbleheads you control" counts the
// artifacts with that subtype. Strength Bobblehead with two Bobbleheads puts two +1/+1 counters.
// Near miss that stays text: Luck Bobblehead's "Roll X six-sided dice".
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const strength = card(
  'Strength Bobblehead',
  '{3}',
  'Artifact — Bobblehead',
  '{T}: Add one mana of any color.\n{3}, {T}: Put X +1/+1 counters on target creature, where X is the number of Bobbleheads you control. Activate only as a sorcery.',
);
const intelligence = card(
  'Intelligence Bobblehead',
  '{3}',
  'Artifact — Bobblehead',
  '{T}: Add one mana of any color.\n{5}, {T}: Draw X cards, where X is the number of Bobbleheads you control.',
);
const CARDS = compiled(strength, intelligence);

describe('"the number of Bobbleheads you control" (CR 205.3g)', () => {
  it('Strength Bobblehead with another Bobblehead: two +1/+1 counters', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Forest',
              'Forest',
              'Forest',
              'Intelligence Bobblehead',
              { id: 'sb', card: 'Strength Bobblehead' },
              { id: 'bear', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ activate: 'sb', ability: 1, targets: ['bear'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('bear').counters['+1/+1']).toBe(2);
  });

  it('near miss: Luck Bobblehead\'s "Roll X six-sided dice" stays text', () => {
    const luck = card(
      'Luck Bobblehead',
      '{3}',
      'Artifact — Bobblehead',
      '{T}: Add one mana of any color.\n{1}, {T}: Roll X six-sided dice, where X is the number of Bobbleheads you control. Create a tapped Treasure token for each even result. If you rolled 6 exactly seven times, you win the game.',
    );
    expect(unenforced(luck)).toHaveLength(1);
  });
});
