// Graft N (CR 702.58a): "This permanent enters with N +1/+1 counters on it" and "Whenever another
// creature enters, if this permanent has a +1/+1 counter on it, you may move a +1/+1 counter from
// this permanent onto that creature." Real cards played: the counters it enters with, the move,
// declining it, and nothing moved once the other creature has left.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const spider = card(
  'Aquastrand Spider',
  '{1}{G}',
  'Creature — Spider Mutant',
  'Graft 2 (This creature enters with two +1/+1 counters on it. Whenever another creature enters, you may move a +1/+1 counter from this creature onto it.)\n{G}: Target creature with a +1/+1 counter on it gains reach until end of turn. (It can block creatures with flying.)',
  '0/0',
);
const initiate = card(
  'Simic Initiate',
  '{G}',
  'Creature — Human Mutant',
  'Graft 1 (This creature enters with a +1/+1 counter on it. Whenever another creature enters, you may move a +1/+1 counter from this creature onto it.)',
  '0/0',
);
const rootKin = card(
  'Cytoplast Root-Kin',
  '{2}{G}{G}',
  'Creature — Elemental Mutant',
  'Graft 4 (This creature enters with four +1/+1 counters on it. Whenever another creature enters, you may move a +1/+1 counter from this creature onto it.)\nWhen this creature enters, put a +1/+1 counter on each other creature you control that has a +1/+1 counter on it.\n{2}: Move a +1/+1 counter from target creature you control onto this creature.',
  '0/0',
);
const CARDS = compiled(spider, initiate);

/** p1 has `battlefield` and Grizzly Bears in hand, casts the Bears; p2 may answer with Unsummon. */
function bears(battlefield: (string | object)[]): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: { hand: [{ id: 'bears', card: 'Grizzly Bears' }], battlefield: [...battlefield, 'Forest', 'Forest'] },
        p2: { hand: ['Unsummon'], battlefield: ['Island'] },
      },
    },
    [{ cast: 'bears' }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('graft (CR 702.58a)', () => {
  it('Aquastrand Spider enters with two +1/+1 counters: a 2/2', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { hand: [{ id: 's', card: 'Aquastrand Spider' }], battlefield: ['Forest', 'Forest'] } },
      },
      [{ cast: 's' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.get('s').counters).toEqual({ '+1/+1': 2 });
    expect(pt(g, 's')).toEqual([2, 2]);
  });

  it('Grizzly Bears enter: a counter moves from the Spider onto them (3/3 and 1/1)', () => {
    const g = bears([{ id: 's', card: 'Aquastrand Spider', counters: { '+1/+1': 2 } }]);
    expect(g.stack()).toHaveLength(1);
    g.act({ pass: true });
    g.act({ decide: true });
    expect(pt(g, 'bears')).toEqual([3, 3]);
    expect(pt(g, 's')).toEqual([1, 1]);
  });

  it('declining: nothing moves', () => {
    const g = bears([{ id: 's', card: 'Aquastrand Spider', counters: { '+1/+1': 2 } }]);
    g.act({ pass: true });
    g.act({ decide: false });
    expect(pt(g, 'bears')).toEqual([2, 2]);
    expect(g.get('s').counters).toEqual({ '+1/+1': 2 });
  });

  it('Simic Initiate moves its only counter onto the Bears and dies a 0/0 (CR 704.5f)', () => {
    const g = bears([{ id: 'i', card: 'Simic Initiate', counters: { '+1/+1': 1 } }]);
    g.act({ pass: true });
    g.act({ decide: true });
    expect(pt(g, 'bears')).toEqual([3, 3]);
    expect(g.names('p1', 'graveyard')).toEqual(['Simic Initiate']);
  });

  it('the Bears returned to their owner’s hand in response: no counter is moved', () => {
    const g = bears([{ id: 'i', card: 'Simic Initiate', counters: { '+1/+1': 1 } }]);
    g.act({ cast: 'Unsummon', player: 'p2', targets: ['bears'] });
    for (let i = 0; i < 6 && g.state.stack.length && !g.state.pendingDecision; i++) g.act({ pass: true });
    if (g.state.pendingDecision) g.act({ decide: true });
    expect(g.names('p1', 'hand')).toEqual(['Grizzly Bears']);
    expect(g.get('i').counters).toEqual({ '+1/+1': 1 });
  });

  it('Cytoplast Root-Kin’s activated "Move a +1/+1 counter from target creature …" is read now (move-counters-targets.test.ts)', () => {
    expect(unenforced(rootKin)).not.toContain(
      '{2}: Move a +1/+1 counter from target creature you control onto this creature.',
    );
  });
});
