// Cumulative upkeep [cost] (CR 702.24a): "At the beginning of your upkeep, if this permanent is on
// the battlefield, put an age counter on this permanent. Then you may pay [cost] for each age
// counter on it. If you don't, sacrifice it." Real cards played.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, unenforced } from './compiled';

const unicorn = card(
  'Revered Unicorn',
  '{1}{W}',
  'Creature — Unicorn',
  'Cumulative upkeep {1} (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)\nWhen this creature leaves the battlefield, you gain life equal to the number of age counters on it.',
  '2/3',
);
const CARDS = compiled(unicorn);
const library = ['Plains', 'Plains', 'Plains'];

/** Player 1's Revered Unicorn with `age` age counters, at the start of player 1's turn 3 with `lands` Plains. */
function upkeep(age: number, lands: number) {
  const g = game(
    {
      turn: { number: 2, active: 'p2', phase: 'main1' },
      players: {
        p1: {
          battlefield: [
            { id: 'unicorn', card: 'Revered Unicorn', ...(age ? { counters: { age } } : {}) },
            ...Array<string>(lands).fill('Plains'),
          ],
          library,
        },
        p2: { library },
      },
    },
    [{ advance: 'next-turn' }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  for (let i = 0; i < 5 && g.state.stack.length && !g.state.pendingDecision; i++) g.act({ pass: true });
  return g;
}

describe('cumulative upkeep (CR 702.24a)', () => {
  it('with one age counter already, a second is put on it and {1} is paid twice', () => {
    const g = upkeep(1, 3);
    expect(g.get('unicorn').counters).toEqual({ age: 2 });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', prompt: expect.stringContaining('{2}') });
    g.act({ decide: true });
    expect(g.names('p1', 'battlefield')).toContain('Revered Unicorn');
    expect(g.state.players.p1.life).toBe(20);
  });

  it('not paid, it is sacrificed, and its leaves trigger counts its age counters as it last existed', () => {
    const g = upkeep(2, 3);
    expect(g.get('unicorn').counters).toEqual({ age: 3 });
    g.act({ decide: false });
    for (let i = 0; i < 5 && g.state.stack.length && !g.state.pendingDecision; i++) g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Revered Unicorn']);
    expect(g.state.players.p1.life).toBe(23);
  });

  it("when it can't be paid, no payment is asked and it is sacrificed", () => {
    const g = upkeep(2, 2);
    for (let i = 0; i < 5 && g.state.stack.length && !g.state.pendingDecision; i++) g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Revered Unicorn']);
  });

  it('near miss: "Cumulative upkeep—Pay 1 life" stays text', () => {
    const sanctum = card(
      'Inner Sanctum',
      '{1}{W}{W}',
      'Enchantment',
      'Cumulative upkeep—Pay 2 life. (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)\nPrevent all damage that would be dealt to creatures you control.',
    );
    expect(unenforced(sanctum)[0]).toMatch(/^Cumulative upkeep—Pay 2 life\./);
  });
});
