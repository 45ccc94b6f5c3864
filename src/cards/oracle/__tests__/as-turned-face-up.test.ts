// "As this creature is turned face up, put four +1/+1 counters on it" (CR 614.1e): a replacement
// effect applied as the permanent turns face up (702.37e), so it is never face up without them
// (708.8). Real cards played; "As ~ enters or is turned face up, put X … where X is …" stays text.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const DISGUISE =
  '(You may cast this card face down for {3} as a 2/2 creature with ward {2}. Turn it face up any time for its disguise cost.)';
const smuggler = card(
  'Bubble Smuggler',
  '{1}{U}',
  'Creature — Octopus Fish',
  `Disguise {5}{U} ${DISGUISE}\nAs this creature is turned face up, put four +1/+1 counters on it.`,
  '2/1',
);
const hydra = card(
  'Hooded Hydra',
  '{X}{G}{G}',
  'Creature — Snake Hydra',
  'This creature enters with X +1/+1 counters on it.\nWhen this creature dies, create a 1/1 green Snake creature token for each +1/+1 counter on it.\nMorph {3}{G}{G}\nAs this creature is turned face up, put five +1/+1 counters on it.',
  '0/0',
);
const warden = card(
  'Crowd-Control Warden',
  '{3}{G}{W}',
  'Creature — Centaur Soldier',
  `As this creature enters or is turned face up, put X +1/+1 counters on it, where X is the number of other creatures you control.\nDisguise {3}{G/W}{G/W} ${DISGUISE}`,
  '4/4',
);
const CARDS = compiled(smuggler, hydra);

/** p1 casts `name` face down with `lands` and it resolves. */
function faceDown(name: string, lands: string[]): Game {
  const g = game(
    { turn: main, players: { p1: { battlefield: lands, hand: [{ id: 'fd', card: name }] }, p2: {} } },
    [{ cast: 'fd', alt: 'face-down' }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('"As ~ is turned face up, put … counters on it" (CR 614.1e)', () => {
  it('Bubble Smuggler: face down a 2/2 with no counters; turned face up for {5}{U}, a 2/1 with four +1/+1 counters', () => {
    const g = faceDown('Bubble Smuggler', [...Array(3).fill('Island'), ...Array(6).fill('Island')]);
    expect(g.get('fd').counters).toEqual({});
    expect(pt(g, 'fd')).toEqual([2, 2]);
    g.perform({ type: 'turnFaceUp', player: 'p1', object: g.get('fd').id });
    expect(g.get('fd').counters).toEqual({ '+1/+1': 4 });
    expect(pt(g, 'fd')).toEqual([6, 5]);
    expect(g.has('CountersAdded', RULE.asTurnedFaceUp)).toBe(true);
    // A replacement, not a trigger: nothing goes on the stack.
    expect(g.state.stack).toEqual([]);
  });

  it('Hooded Hydra: cast face down it enters with no counters (X is 0, and face down it has no abilities); turned face up, five', () => {
    const g = faceDown('Hooded Hydra', Array(8).fill('Forest'));
    expect(g.get('fd').counters).toEqual({});
    g.perform({ type: 'turnFaceUp', player: 'p1', object: g.get('fd').id });
    // A 0/0 Hydra that would die without them: they are there as it turns face up (708.8).
    expect(pt(g, 'fd')).toEqual([5, 5]);
    g.act({ pass: true });
    expect(g.get('fd').zone).toBe('battlefield');
  });

  it('"As ~ enters or is turned face up, put X … where X is …" stays text', () => {
    expect(unenforced(warden)).toEqual([
      'As this creature enters or is turned face up, put X +1/+1 counters on it, where X is the number of other creatures you control.',
    ]);
  });
});
