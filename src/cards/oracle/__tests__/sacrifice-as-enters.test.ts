// Devour's choice written out (CR 614.12, 614.1c; as 702.82a): "As this creature enters, you may
// sacrifice any number of creatures and/or planeswalkers. If you do, it enters with twice that
// many +1/+1 counters on it." (Devouring Hellion), "As Shimatsu enters, sacrifice any number of
// permanents. Shimatsu enters with that many +1/+1 counters on it." Chosen before it moves, only
// among permanents its controller controls, never itself.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const hellion = card(
  'Devouring Hellion',
  '{2}{R}',
  'Creature — Hellion',
  'As this creature enters, you may sacrifice any number of creatures and/or planeswalkers. If you do, it enters with twice that many +1/+1 counters on it.',
  '2/2',
);
const shimatsu = card(
  'Shimatsu the Bloodcloaked',
  '{3}{R}',
  'Legendary Creature — Demon Spirit',
  'As Shimatsu enters, sacrifice any number of permanents. Shimatsu enters with that many +1/+1 counters on it.',
  '0/0',
);
const thromok = card(
  'Thromok the Insatiable',
  '{3}{R}{G}',
  'Legendary Creature — Hellion',
  'Devour X, where X is the number of creatures devoured this way (As this creature enters, you may sacrifice any number of creatures. It enters with X +1/+1 counters on it for each of those creatures.)',
  '0/0',
);
const CARDS = compiled(hellion, shimatsu);

/** p1 casts `name` with `battlefield` beside it; it resolves and asks. */
function cast(name: string, battlefield: (string | object)[]): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: { hand: [{ id: 'c', card: name }], battlefield },
        p2: { battlefield: [{ id: 'theirs', card: 'Grizzly Bears' }] },
      },
    },
    [{ cast: 'c' }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

const candidates = (g: Game) => {
  const d = g.state.pendingDecision;
  return d && 'candidates' in d ? d.candidates : [];
};

describe('"As ~ enters, you may sacrifice any number of … If you do, it enters with twice that many …"', () => {
  it('Devouring Hellion sacrifices two Grizzly Bears: four counters, a 6/6; lands and their Bears are not offered', () => {
    const g = cast('Devouring Hellion', [
      'Mountain',
      'Mountain',
      'Mountain',
      { id: 'b1', card: 'Grizzly Bears' },
      { id: 'b2', card: 'Grizzly Bears' },
    ]);
    expect(g.state.pendingDecision).toMatchObject({ player: 'p1', kind: 'chooseObjects', purpose: 'enterDevour' });
    expect(candidates(g)).toEqual([g.get('b1').id, g.get('b2').id]);
    g.act({ decide: ['b1', 'b2'] });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears', 'Grizzly Bears']);
    expect(g.get('c').counters).toEqual({ '+1/+1': 4 });
    expect(pt(g, 'c')).toEqual([6, 6]);
  });

  it('Devouring Hellion sacrificing nothing: a 2/2 and the Bears stay', () => {
    const g = cast('Devouring Hellion', ['Mountain', 'Mountain', 'Mountain', { id: 'b1', card: 'Grizzly Bears' }]);
    g.act({ decide: [] });
    expect(pt(g, 'c')).toEqual([2, 2]);
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
  });
});

describe('"As ~ enters, sacrifice any number of permanents. ~ enters with that many …"', () => {
  it('Shimatsu sacrifices a land and a creature: two counters, a 2/2', () => {
    const g = cast('Shimatsu the Bloodcloaked', [
      { id: 'm1', card: 'Mountain' },
      'Mountain',
      'Mountain',
      'Mountain',
      { id: 'b1', card: 'Grizzly Bears' },
    ]);
    expect(candidates(g)).toContain(g.get('m1').id);
    expect(candidates(g)).not.toContain(g.get('theirs').id);
    g.act({ decide: ['m1', 'b1'] });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Grizzly Bears', 'Mountain']);
    expect(g.get('c').counters).toEqual({ '+1/+1': 2 });
    expect(pt(g, 'c')).toEqual([2, 2]);
  });

  it('Shimatsu sacrificing nothing is a 0/0 and dies', () => {
    const g = cast('Shimatsu the Bloodcloaked', ['Mountain', 'Mountain', 'Mountain', 'Mountain']);
    g.act({ decide: [] });
    expect(g.names('p1', 'graveyard')).toContain('Shimatsu the Bloodcloaked');
  });

  it('near miss: "Devour X, where X is the number of creatures devoured this way" stays text', () => {
    expect(unenforced(thromok)).toHaveLength(1);
  });
});
