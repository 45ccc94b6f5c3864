// "Whenever one or more +1/+1 counters are put on ~ / on another creature you control" (CR
// 122.6): once for each event that puts counters of that kind on a matching permanent, counters
// given as a permanent enters included (122.6). "Whenever a +1/+1 counter is put on ~" (once per
// counter) is another event (counter-put-triggers.test.ts).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const herdBaloth = card(
  'Herd Baloth',
  '{3}{G}{G}',
  'Creature — Beast',
  'Whenever one or more +1/+1 counters are put on this creature, you may create a 4/4 green Beast creature token.',
  '4/4',
);
const scalelord = card(
  'Enduring Scalelord',
  '{4}{G}{W}',
  'Creature — Dragon',
  'Flying\nWhenever one or more +1/+1 counters are put on another creature you control, you may put a +1/+1 counter on this creature.',
  '4/4',
);
const hangarback = card(
  'Hangarback Walker',
  '{X}{X}',
  'Artifact Creature — Construct',
  'This creature enters with X +1/+1 counters on it.\nWhen this creature dies, create a 1/1 colorless Thopter artifact creature token with flying for each +1/+1 counter on this creature.\n{1}, {T}: Put a +1/+1 counter on this creature.',
  '0/0',
);
const sharktocrab = card(
  'Sharktocrab',
  '{2}{G}{U}',
  'Creature — Shark Octopus Crab',
  "{2}{G}{U}: Adapt 1. (If this creature has no +1/+1 counters on it, put a +1/+1 counter on it.)\nWhenever one or more +1/+1 counters are put on this creature, tap target creature an opponent controls. That creature doesn't untap during its controller's next untap step.",
  '4/4',
);
const abzanAdvantage = card(
  'Abzan Advantage',
  '{1}{W}',
  'Instant',
  'Target player sacrifices an enchantment of their choice. Bolster 1. (Choose a creature with the least toughness among creatures you control and put a +1/+1 counter on it.)',
);
const CARDS = compiled(herdBaloth, scalelord, hangarback, sharktocrab, abzanAdvantage);

describe('"Whenever one or more +1/+1 counters are put on …" (CR 122.6)', () => {
  it('Herd Baloth bolstered: one event, one trigger, and it may create one 4/4 Beast', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Abzan Advantage'], battlefield: [{ id: 'baloth', card: 'Herd Baloth' }, 'Plains', 'Plains'] },
        },
      },
      [{ cast: 'Abzan Advantage', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('baloth').counters['+1/+1']).toBe(1);
    expect(g.stack()).toEqual(['Herd Baloth ability']);
    g.act({ pass: true });
    g.act({ decide: true });
    expect(g.names('p1', 'battlefield').filter((n) => n.includes('Beast'))).toEqual(['Beast Token (token)']);
    expect(g.stack()).toEqual([]);
  });

  it('counters put on another permanent: Herd Baloth does not trigger', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'baloth', card: 'Herd Baloth' },
              { id: 'hb', card: 'Hangarback Walker', counters: { '+1/+1': 1 } },
              'Forest',
            ],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    // Nothing put on Herd Baloth yet: no Beast.
    expect(g.names('p1', 'battlefield').filter((n) => n.includes('Beast'))).toEqual([]);
    // The Walker's counter is on the Walker, not the Baloth: the Baloth does not trigger.
    g.act({ activate: 'hb' });
    g.act({ pass: true });
    expect(g.get('hb').counters['+1/+1']).toBe(2);
    expect(g.state.pendingDecision).toBeNull();
    expect(g.stack()).toEqual([]);
  });

  it('Sharktocrab adapts: the counter put on it triggers, and the target creature is tapped', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'crab', card: 'Sharktocrab' }, 'Forest', 'Forest', 'Island', 'Island'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ activate: 'crab' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('crab').counters['+1/+1']).toBe(1);
    if (g.state.pendingDecision?.purpose === 'targets') g.act({ decide: ['bears'] });
    g.act({ pass: true });
    expect(g.get('bears').tapped).toBe(true);
  });

  it('adapting again puts no counter: no trigger, the opponent’s creature stays untapped', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'crab', card: 'Sharktocrab', counters: { '+1/+1': 1 } },
              'Forest',
              'Forest',
              'Island',
              'Island',
            ],
          },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ activate: 'crab' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual([]);
    expect(g.get('bears').tapped).toBe(false);
  });

  it('Enduring Scalelord sees another creature enter with counters (X = 1): it may take a counter', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Hangarback Walker'],
            battlefield: [{ id: 'lord', card: 'Enduring Scalelord' }, 'Plains', 'Plains'],
          },
        },
      },
      [{ cast: 'Hangarback Walker', x: 1 }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('Hangarback Walker').counters['+1/+1']).toBe(1);
    expect(g.stack()).toEqual(['Enduring Scalelord ability']);
    g.act({ pass: true });
    g.act({ decide: true });
    expect(g.get('lord').counters['+1/+1']).toBe(1);
    // Its own counter is put on itself, not "another" creature: no second trigger.
    expect(g.stack()).toEqual([]);
  });

  it('a Hangarback Walker with X = 0 enters with no counters: Enduring Scalelord does not trigger (the Walker just dies)', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { hand: ['Hangarback Walker'], battlefield: [{ id: 'lord', card: 'Enduring Scalelord' }] } },
      },
      [{ cast: 'Hangarback Walker', x: 0 }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).not.toContain('Enduring Scalelord ability');
    expect(g.names('p1', 'graveyard')).toEqual(['Hangarback Walker']);
  });

  it('near miss: "Whenever one or more counters are put on a creature you control" (any kind) stays text', () => {
    const successor = card(
      'Stalwart Successor',
      '{1}{B}{G}',
      'Creature — Human Warrior',
      "Menace (This creature can't be blocked except by two or more creatures.)\nWhenever one or more counters are put on a creature you control, if it's the first time counters have been put on that creature this turn, put a +1/+1 counter on that creature.",
      '3/2',
    );
    expect(unenforced(successor)).toHaveLength(1);
  });
});
