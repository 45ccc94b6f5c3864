// "If that spell is countered this way, exile it / put it on top of its owner's library / into
// its owner's hand instead of into that player's graveyard" (CR 701.6a, 614.1a): a rider on the
// counter before it. A spell cast with flashback still goes to exile (702.34a). Real pool cards.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const dissipate = card(
  'Dissipate',
  '{1}{U}{U}',
  'Instant',
  "Counter target spell. If that spell is countered this way, exile it instead of putting it into its owner's graveyard.",
);
const memoryLapse = card(
  'Memory Lapse',
  '{1}{U}',
  'Instant',
  "Counter target spell. If that spell is countered this way, put it on top of its owner's library instead of into that player's graveyard.",
);
const remand = card(
  'Remand',
  '{1}{U}',
  'Instant',
  "Counter target spell. If that spell is countered this way, put it into its owner's hand instead of into that player's graveyard.\nDraw a card.",
);
// Think Twice is one of the scripted cards (src/cards/t/think-twice.ts).
const CARDS = compiled(dissipate, memoryLapse, remand);

/** p1 casts Grizzly Bears, then (holding priority) `counter` targeting it. */
function counterBears(counter: string) {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: ['Forest', 'Forest', 'Island', 'Island', 'Island'],
          hand: ['Grizzly Bears', counter],
          library: ['Island'],
        },
      },
    },
    [{ cast: 'Grizzly Bears' }, { cast: counter, targets: ['Grizzly Bears'] }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('a countered spell put elsewhere than the graveyard (CR 614.1a)', () => {
  it('Dissipate: the Bears are exiled', () => {
    const g = counterBears('Dissipate');
    expect(g.names('p1', 'exile')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'graveyard')).toEqual(['Dissipate']);
  });

  it('Memory Lapse: the Bears go on top of the library', () => {
    const g = counterBears('Memory Lapse');
    expect(g.state.players.p1.library.map((id) => g.state.objects[id]?.def)).toHaveLength(2);
    expect(g.names('p1', 'library')[0]).toBe('Grizzly Bears');
    expect(g.names('p1', 'graveyard')).toEqual(['Memory Lapse']);
  });

  it('Remand: the Bears return to the hand, and Remand draws a card', () => {
    const g = counterBears('Remand');
    expect(g.names('p1', 'hand').sort()).toEqual(['Grizzly Bears', 'Island']);
  });

  it('a spell cast with flashback is exiled even so (CR 702.34a)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Island', 'Island', 'Island'],
            hand: ['Memory Lapse'],
            graveyard: ['Think Twice'],
            library: ['Island', 'Island'],
          },
        },
      },
      [{ cast: 'Think Twice', alt: 'flashback' }, { cast: 'Memory Lapse', targets: ['Think Twice'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'exile')).toEqual(['Think Twice']);
  });

  it('near miss: a rider on an ability countered ("If a permanent\'s ability is countered this way") stays text', () => {
    const c = card(
      'Test Interdictor',
      '{2}{W}',
      'Creature — Human',
      "When this creature enters, counter target activated or triggered ability. If a permanent's ability is countered this way, destroy that permanent.",
      '2/2',
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});
