import { describe, expect, it } from 'vitest';
import { game } from '../../testing/harness';
import type { ScriptAction } from '../../scenario/schema';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };

describe('CR 601.2d / 608.2b — divided damage is announced while casting and stands', () => {
  it('Fire at a creature and a player: when the creature leaves, the player still takes only 1', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain', 'Island'], hand: ['Fire // Ice', 'Unsummon'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [
        { cast: 'Fire // Ice', half: 'Fire', targets: ['bears', 'p2'] },
        { cast: 'Unsummon', targets: ['bears'] },
        { pass: true },
        { pass: true },
      ],
    );
    expect(g.error).toBeNull();
    expect(g.has('Note', '601.2d')).toBe(true);
    expect(g.state.players.p2.life).toBe(19);
  });
  it('a single target takes all 2', () => {
    const g = game({ turn: main, players: { p1: { manaPool: 'CR', hand: ['Fire // Ice'] } } }, [
      { cast: 'Fire // Ice', half: 'Fire', targets: ['p2'] },
      { pass: true },
    ]);
    expect(g.state.players.p2.life).toBe(18);
  });
});

describe('CR 707.10 / 115.7d / 115.7f — a copy with new targets keeps the number of targets and the division', () => {
  const board = (targets: string[]) => ({
    turn: main,
    players: {
      p1: {
        battlefield: ['Spider-Verse', 'Mountain', 'Mountain'],
        graveyard: [{ id: 'fi', card: 'Fire // Ice', castableFrom: true }],
      },
      p2: {
        battlefield: [
          { id: 'bears', card: 'Grizzly Bears' },
          { id: 'gs', card: 'Giant Spider' },
        ],
      },
    },
    script: [
      { cast: 'fi', half: 'Fire', targets },
      { pass: true },
      { decide: true },
      { decide: true },
    ] as ScriptAction[],
  });
  it('Fire at one target: the copy has exactly one new target, which takes 2', () => {
    const { script, ...doc } = board(['p2']);
    const g = game(doc, script);
    expect(g.state.pendingDecision).toMatchObject({ min: 1, max: 1 });
    g.act({ decide: ['bears'] });
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });
  it('Fire split 1 and 1: the copy needs two targets, 1 each', () => {
    const { script, ...doc } = board(['p2', 'gs']);
    const g = game(doc, script);
    expect(g.state.pendingDecision).toMatchObject({ min: 2, max: 2 });
    g.act({ decide: ['bears', 'p2'] });
    g.act({ pass: true });
    expect(g.get('bears').damage).toBe(1);
    expect(g.state.players.p2.life).toBe(19);
  });
});
