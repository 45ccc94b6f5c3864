// "Colorless creatures you control enter with two additional +1/+1 counters on them" (Curator
// Beastie; CR 614.1c): another permanent's replacement for what enters after it, a printed number
// of counters. A colorless Ornithopter enters with two, a green Grizzly Bears with none. Venser,
// Visionary Traveler's "… that wasn't cast from your hand …" stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const beastie = card(
  'Curator Beastie',
  '{4}{G}{G}',
  'Creature — Beast',
  "Reach\nColorless creatures you control enter with two additional +1/+1 counters on them.\nWhenever this creature enters or attacks, manifest dread. (Look at the top two cards of your library. Put one onto the battlefield face down as a 2/2 creature and the other into your graveyard. Turn it face up any time for its mana cost if it's a creature card.)",
  '6/6',
);
const ornithopter = card('Ornithopter', '{0}', 'Artifact Creature — Thopter', 'Flying', '0/2');
const venser = card(
  'Venser, Visionary Traveler',
  '{3}{W}{U}',
  'Legendary Planeswalker — Venser',
  "Each nontoken creature you control that wasn't cast from your hand enters with two additional +1/+1 counters on it.\n+1: Exile up to one other target permanent you control. At the beginning of the next end step, return that card to the battlefield under its owner's control.\n−2: For each opponent, return up to one target nonland permanent that player controls to its owner's hand.\nVenser, Visionary Traveler can be your commander.",
);
const CARDS = compiled(beastie, ornithopter);

describe('"enter with two additional +1/+1 counters on them" (CR 614.1c)', () => {
  it('Curator Beastie: a colorless Ornithopter enters with two counters, Grizzly Bears with none', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Ornithopter', 'Grizzly Bears'],
            battlefield: [{ id: 'cb', card: 'Curator Beastie' }, 'Forest', 'Forest'],
          },
        },
      },
      [{ cast: 'Ornithopter' }, { pass: true }, { cast: 'Grizzly Bears' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('Ornithopter').counters['+1/+1']).toBe(2);
    expect(pt(g, 'Ornithopter')).toEqual([2, 4]);
    expect(g.get('Grizzly Bears').counters['+1/+1']).toBeUndefined();
    expect(g.get('cb').counters['+1/+1']).toBeUndefined();
  });

  it('"that wasn\'t cast from your hand" stays text', () => {
    expect(unenforced(venser)).toHaveLength(1);
  });
});
