// Scavenge (CR 702.97a): "[Cost], Exile this card from your graveyard: Put a number of +1/+1
// counters equal to the power of the card you exiled on target creature. Activate only as a
// sorcery." Real cards played: the counters are the scavenged card's power, the card ends in exile.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const mangler = card(
  'Dreg Mangler',
  '{1}{B}{G}',
  'Creature — Plant Zombie',
  "Haste\nScavenge {3}{B}{G} ({3}{B}{G}, Exile this card from your graveyard: Put a number of +1/+1 counters equal to this card's power on target creature. Scavenge only as a sorcery.)",
  '3/3',
);
const slitherhead = card(
  'Slitherhead',
  '{B/G}',
  'Creature — Plant Zombie',
  "Scavenge {0} ({0}, Exile this card from your graveyard: Put a number of +1/+1 counters equal to this card's power on target creature. Scavenge only as a sorcery.)",
  '1/1',
);
const CARDS = compiled(mangler, slitherhead);
const LANDS = ['Swamp', 'Swamp', 'Forest', 'Forest', 'Forest'];

describe('scavenge (CR 702.97a)', () => {
  it('Dreg Mangler from the graveyard: three +1/+1 counters (its power), the card exiled', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [...LANDS, { id: 'bear', card: 'Grizzly Bears' }],
            graveyard: [{ id: 'dm', card: 'Dreg Mangler' }],
          },
        },
      },
      [{ activate: 'dm', ability: 0, targets: ['bear'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('bear').counters['+1/+1']).toBe(3);
    expect(g.names('p1', 'graveyard')).toEqual([]);
    expect(g.names('p1', 'exile')).toEqual(['Dreg Mangler']);
  });

  it('only as a sorcery: not in the beginning of combat step', () => {
    const g = game(
      {
        turn: { ...main, phase: 'beginCombat' as const },
        players: {
          p1: { battlefield: [{ id: 'bear', card: 'Grizzly Bears' }], graveyard: [{ id: 's', card: 'Slitherhead' }] },
        },
      },
      [{ activate: 's', ability: 0, targets: ['bear'] }],
      { cards: CARDS },
    );
    expect(g.error).toMatch(/sorcery/);
    expect(g.names('p1', 'graveyard')).toEqual(['Slitherhead']);
  });

  it('near miss: a scavenge cost that is not mana stays text', () => {
    const odd = { ...slitherhead, name: 'Odd Slitherhead', oracle_text: 'Scavenge—Discard a card.' };
    expect(unenforced(odd)).toEqual(['Scavenge—Discard a card.']);
  });
});
