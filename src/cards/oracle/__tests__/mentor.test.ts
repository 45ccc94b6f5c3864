// Mentor (CR 702.134a): "Whenever this creature attacks, put a +1/+1 counter on target attacking
// creature with lesser power" — lesser than the mentor's own power. Real cards played.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const sergeant = card(
  'Barging Sergeant',
  '{4}{R}',
  'Creature — Minotaur Soldier',
  'Haste\nMentor (Whenever this creature attacks, put a +1/+1 counter on target attacking creature with lesser power.)',
  '4/2',
);
const CARDS = compiled(sergeant);

describe('mentor (CR 702.134a)', () => {
  it('targets only an attacking creature with less power than the mentor: the Bears (2), not the other Sergeant (4)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 's1', card: 'Barging Sergeant' },
              { id: 's2', card: 'Barging Sergeant' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['s1', 's2', 'bears'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // Two mentor triggers: ordered first, then each one's target (only the Bears are legal).
    for (let i = 0; i < 6 && g.state.pendingDecision; i++) {
      const d = g.state.pendingDecision;
      if (d.purpose === 'targets' || d.kind === 'chooseObjects') {
        expect(d.candidates).toEqual([g.get('bears').id]);
        g.act({ decide: [g.get('bears').id] });
      } else g.act({ decide: 'options' in d ? d.options.map((o) => o.value) : true });
    }
    for (let i = 0; i < 4 && g.state.stack.length && !g.state.pendingDecision; i++) g.act({ pass: true });
    expect(g.get('bears').counters).toEqual({ '+1/+1': 2 });
    expect(g.get('s1').counters).toEqual({});
  });
});

describe('"can\'t be blocked by creatures with greater power" (CR 509.1b)', () => {
  it('Ant-Man (power 1) can be blocked by Llanowar Elves (1), not by Grizzly Bears (2)', () => {
    const antMan = card(
      'Ant-Man, Elusive Avenger',
      '{1}{U}{R}',
      'Legendary Creature — Human Rogue Hero',
      "Ant-Man can't be blocked by creatures with greater power.\nWhenever Ant-Man deals combat damage to a player, create that many Treasure tokens.",
      '1/2',
    );
    const board = (blocker: string) => ({
      turn: main,
      players: {
        p1: { battlefield: [{ id: 'ant', card: 'Ant-Man, Elusive Avenger' }] },
        p2: { battlefield: [{ id: 'b', card: blocker }] },
      },
    });
    const script = [{ advance: 'declareAttackers' as const }, { attack: ['ant'] }];
    const bears = game(board('Grizzly Bears'), script, { cards: compiled(antMan) });
    expect(() => bears.act({ block: { b: 'ant' } })).toThrow(/can't be blocked by/);
    const elves = game(board('Llanowar Elves'), script, { cards: compiled(antMan) });
    elves.act({ block: { b: 'ant' } });
    expect(elves.state.combat?.blockersDeclared).toBe(true);
  });
});
