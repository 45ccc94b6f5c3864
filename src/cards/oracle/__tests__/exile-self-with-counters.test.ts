// "Exile ~ with three time counters on it" as a spell's last instruction (CR 608.2n: the spell
// goes to exile, not to its owner's graveyard; 122.1: the counters are on it as it is exiled). With
// suspend (702.62a, 702.62b) the card is then suspended: its upkeep trigger counts it down and it is
// cast again for free. Real cards played.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const SUSPEND3 = (cost: string) =>
  `Suspend 3—${cost} (Rather than cast this card from your hand, you may pay ${cost} and exile it with three time counters on it. At the beginning of your upkeep, remove a time counter. When the last is removed, you may cast it without paying its mana cost.)`;
const arcBlade = card(
  'Arc Blade',
  '{3}{R}{R}',
  'Sorcery',
  `Arc Blade deals 2 damage to any target. Exile Arc Blade with three time counters on it.\n${SUSPEND3('{2}{R}')}`,
);
const strobe = card(
  'Reality Strobe',
  '{4}{U}{U}',
  'Sorcery',
  `Return target permanent to its owner's hand. Exile Reality Strobe with three time counters on it.\n${SUSPEND3('{2}{U}')}`,
);
const CARDS = compiled(arcBlade, strobe);
const library = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'];

describe('a spell exiling itself with counters (CR 608.2n, 122.1)', () => {
  it('Arc Blade cast from hand: 2 damage, then it is in exile with three time counters, not in the graveyard', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
            hand: ['Arc Blade'],
            library,
          },
          p2: { library },
        },
      },
      [{ cast: 'Arc Blade', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(18);
    expect(g.names('p1', 'graveyard')).toEqual([]);
    expect(g.names('p1', 'exile')).toEqual(['Arc Blade']);
    expect(g.get('Arc Blade').counters.time).toBe(3);
    // Suspended (702.62b): its owner's next upkeep removes one time counter.
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    for (let i = 0; i < 5 && g.state.stack.length; i++) g.act({ pass: true });
    expect(g.get('Arc Blade').counters.time).toBe(2);
  });

  it('Reality Strobe returns the target, then exiles itself with three time counters', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'],
            hand: ['Reality Strobe'],
            library,
          },
          p2: { battlefield: ['Grizzly Bears'], library },
        },
      },
      [{ cast: 'Reality Strobe', targets: ['Grizzly Bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'hand')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'exile')).toEqual(['Reality Strobe']);
    expect(g.get('Reality Strobe').counters.time).toBe(3);
  });

  it('near misses stay text: a permanent exiling itself, a count that disagrees with its noun', () => {
    const keeper = card(
      'Made-up Keeper',
      '{2}',
      'Artifact Creature — Golem',
      '{T}: Exile Made-up Keeper with three time counters on it.',
      '2/2',
    );
    expect(unenforced(keeper)).toHaveLength(1);
    const odd = card(
      'Made-up Bolt',
      '{R}',
      'Sorcery',
      'Made-up Bolt deals 1 damage to any target. Exile Made-up Bolt with three time counter on it.',
    );
    expect(unenforced(odd)).toHaveLength(1);
  });
});
