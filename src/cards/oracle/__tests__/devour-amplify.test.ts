// Devour N (CR 702.82a) and amplify N (702.38a): choices made as the creature enters (614.12).
// Devour: any number of creatures its controller controls are sacrificed, and it enters with N
// +1/+1 counters for each. Amplify: any number of cards sharing a creature type with it are
// revealed from its controller's hand, N counters for each. Real cards played.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const wurm = card(
  'Gorger Wurm',
  '{3}{R}{G}',
  'Creature — Wurm',
  'Devour 1 (As this creature enters, you may sacrifice any number of creatures. It enters with that many +1/+1 counters on it.)',
  '5/5',
);
const rogon = card(
  'Glowering Rogon',
  '{5}{G}',
  'Creature — Beast',
  'Amplify 1 (As this creature enters, put a +1/+1 counter on it for each Beast card you reveal in your hand.)',
  '4/4',
);
const crawler = card(
  'Canopy Crawler',
  '{3}{G}',
  'Creature — Beast',
  'Amplify 1 (As this creature enters, put a +1/+1 counter on it for each Beast card you reveal in your hand.)\n{T}: Target creature gets +1/+1 until end of turn for each +1/+1 counter on this creature.',
  '2/2',
);
const skullmulcher = card(
  'Skullmulcher',
  '{4}{G}',
  'Creature — Elemental',
  'Devour 1 (As this creature enters, you may sacrifice any number of creatures. It enters with that many +1/+1 counters on it.)\nWhen this creature enters, draw a card for each creature it devoured.',
  '3/3',
);
const CARDS = compiled(wurm, rogon, crawler);

/** p1 casts `name` with `lands`, `battlefield` and `hand` beside it; it resolves (and asks). */
function cast(name: string, lands: string[], battlefield: object[], hand: object[] = []): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: { hand: [{ id: 'c', card: name }, ...hand], battlefield: [...lands, ...battlefield] },
        p2: { battlefield: [{ id: 'theirs', card: 'Grizzly Bears' }] },
      },
    },
    [{ cast: 'c' }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

const WURM_LANDS = ['Mountain', 'Forest', 'Forest', 'Forest', 'Forest'];
const ROGON_LANDS = ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'];

describe('devour (CR 702.82a)', () => {
  it('Gorger Wurm devours two Grizzly Bears: they are sacrificed and it is a 7/7', () => {
    const g = cast('Gorger Wurm', WURM_LANDS, [
      { id: 'b1', card: 'Grizzly Bears' },
      { id: 'b2', card: 'Grizzly Bears' },
    ]);
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ player: 'p1', kind: 'chooseObjects', purpose: 'enterDevour' });
    // Only p1's creatures can be devoured.
    expect(d && 'candidates' in d ? d.candidates : []).toEqual([g.get('b1').id, g.get('b2').id]);
    g.act({ decide: ['b1', 'b2'] });
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears', 'Grizzly Bears']);
    expect(g.get('c').counters).toEqual({ '+1/+1': 2 });
    expect(pt(g, 'c')).toEqual([7, 7]);
  });

  it('devouring none: a 5/5 and the Bears stay', () => {
    const g = cast('Gorger Wurm', WURM_LANDS, [{ id: 'b1', card: 'Grizzly Bears' }]);
    g.act({ decide: [] });
    expect(pt(g, 'c')).toEqual([5, 5]);
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
  });

  it('near miss: Skullmulcher’s "for each creature it devoured" (702.82b) stays text', () => {
    expect(unenforced(skullmulcher)).toEqual(['When this creature enters, draw a card for each creature it devoured.']);
  });
});

describe('amplify (CR 702.38a)', () => {
  it('Glowering Rogon reveals Canopy Crawler (a Beast), not Grizzly Bears: a 5/5', () => {
    const g = cast(
      'Glowering Rogon',
      ROGON_LANDS,
      [],
      [
        { id: 'beast', card: 'Canopy Crawler' },
        { id: 'bear', card: 'Grizzly Bears' },
      ],
    );
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ player: 'p1', kind: 'chooseObjects', purpose: 'enterAmplify' });
    expect(d && 'candidates' in d ? d.candidates : []).toEqual([g.get('beast').id]);
    g.act({ decide: ['beast'] });
    expect(pt(g, 'c')).toEqual([5, 5]);
    // Revealed, not discarded: the Crawler stays in the hand.
    expect(g.names('p1', 'hand')).toEqual(['Canopy Crawler', 'Grizzly Bears']);
  });

  it('with no Beast card in hand nothing is asked: a 4/4', () => {
    const g = cast('Glowering Rogon', ROGON_LANDS, [], [{ id: 'bear', card: 'Grizzly Bears' }]);
    expect(g.state.pendingDecision).toBeNull();
    expect(pt(g, 'c')).toEqual([4, 4]);
  });
});
