import { describe, expect, it } from 'vitest';
import { cardRegistry } from '../../cards/registry';
import { allObjects } from '../../engine';
import { game } from '../../testing/harness';
import { exportPzl } from './export-pzl';
import { importForgePuzzle } from './import-pzl';
import { advanceGoal, foldGoal, goalHeadline, goalKind, goalStatus, turnLimit } from './pzl-goal';
import { LOOKUP } from './test-helpers';

const reg = cardRegistry;
const pool = {
  isKnownCard: (n: string) => cardRegistry.canonicalName(n) === n,
  knownCardName: (n: string) => cardRegistry.canonicalName(n),
};

/** The metadata of Forge's "Perplexing Chimera 102715" puzzle (real goal lines), on a small board. */
const PC_102715 = `[metadata]
Name:Perplexing Chimera (GatheringMagic.com) 102715 - This Is My Broomstick
URL:http://www.gatheringmagic.com/seanuy-102715-this-is-my-broomstick/
Goal:Win
Turns:2
Difficulty:Rare
Description: Win on your next turn.
[state]
ActivePlayer=AI
ActivePhase=main2
HumanLife=14
AILife=5
humanbattlefield=Swamp
`;

describe('Forge puzzle goals: reading Goal, Turns, Targets', () => {
  it('Goal:Win with Turns:2 (PC_102715) becomes a tracked goal', () => {
    const r = importForgePuzzle(PC_102715, LOOKUP);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.scenario.puzzle).toEqual({ goal: 'win', turns: 2, description: 'Win on your next turn.' });
  });

  it('Goal:Win with Turns:1 (Pauper Puzzles #04)', () => {
    const r = importForgePuzzle(
      '[metadata]\nName:Pauper Puzzles #04 - Make Love, Not War\nGoal:Win\nTurns:1\nDifficulty:Rare\n[state]\nActivePlayer=Human\nActivePhase=Main1\nHumanLife=1\nAILife=5\n',
      LOOKUP,
    );
    expect(r.ok && r.scenario.puzzle).toEqual({ goal: 'win', turns: 1 });
  });

  it('says the goal in words', () => {
    expect(goalHeadline({ goal: 'win', turns: 1 })).toBe('Win by the end of turn 1');
    expect(goalHeadline({ goal: 'survive', turns: 2 })).toBe('Survive until turn 2 is over');
    expect(goalHeadline({ goal: 'win' })).toBe('Win');
  });

  it('Turns:9999 (PS_MKM4, PS_ONE3) is no turn limit, with a warning; the puzzle still opens', () => {
    const r = importForgePuzzle('[metadata]\nGoal:Win\nTurns:9999\n[state]\nturn=1\nhumanlife=20\n', LOOKUP);
    expect(r.ok && r.scenario.puzzle).toEqual({ goal: 'win' });
    expect(r.warnings.map((w) => w.message)).toContain(
      'line 3: Turns:9999 is past any game (at most 1000 is read as a limit); the goal has no turn limit',
    );
  });

  it('a puzzle that starts in a cleanup step (INQ01) gets one more turn, as that turn is all but over', () => {
    const g = game({ turn: { number: 1, active: 'p2', phase: 'cleanup' }, players: {} });
    expect(turnLimit({ goal: 'win', turns: 1 }, g.state)).toBe(2);
    expect(turnLimit({ goal: 'win', turns: 1 }, game({ players: {} }).state)).toBe(1);
    expect(turnLimit({ goal: 'win' }, g.state)).toBeUndefined();
  });

  it('knows Survive, Destroy specified permanents and Put the specified permanent on the battlefield', () => {
    expect(goalKind('Survive')).toBe('survive');
    expect(goalKind('Destroy specified permanents')).toBe('destroy');
    expect(goalKind('Destroy Specified Creatures')).toBe('destroy');
    expect(goalKind('Put the specified permanent on the battlefield')).toBe('battlefield');
    expect(goalKind('Play the specified permanent')).toBe('battlefield');
    expect(goalKind('Gain 20 life')).toBeNull();
  });

  it('Targets is read; a Destroy goal without Targets, or an unknown goal, is a warning and stays text', () => {
    const ok = importForgePuzzle(
      '[metadata]\nGoal:Destroy specified permanents\nTurns:1\nTargets:Grizzly Bears;Creature.OppCtrl\n[state]\nhumanlife=20\n',
      LOOKUP,
    );
    expect(ok.ok && ok.scenario.puzzle).toEqual({
      goal: 'destroy',
      turns: 1,
      targets: 'Grizzly Bears;Creature.OppCtrl',
    });
    const noTargets = importForgePuzzle(
      '[metadata]\nGoal:Destroy specified permanents\n[state]\nhumanlife=20\n',
      LOOKUP,
    );
    expect(noTargets.ok && noTargets.scenario.puzzle).toBeUndefined();
    expect(noTargets.warnings.map((w) => w.message)).toContain(
      'line 2: Goal:Destroy specified permanents needs a Targets line; shown as text only',
    );
    const unknown = importForgePuzzle('[metadata]\nGoal:Gain 20 life\n[state]\nhumanlife=20\n', LOOKUP);
    expect(unknown.warnings[0]?.message).toMatch(/^line 2: Goal:Gain 20 life is not a goal Stackyard tracks/);
  });
});

describe('Forge puzzle goals: tracking', () => {
  const boltBoard = {
    turn: { number: 1, active: 'p1', phase: 'main1' },
    players: {
      p1: { battlefield: ['Mountain'], hand: ['Lightning Bolt'], library: ['Mountain', 'Mountain'] },
      p2: { life: 3, battlefield: ['Grizzly Bears'], library: ['Forest', 'Forest'] },
    },
  };

  it('Win: playing, then solved once the opponent loses (0 life, CR 704.5a)', () => {
    const g = game(boltBoard);
    const start = g.state;
    const goal = { goal: 'win' as const, turns: 1 };
    expect(goalStatus(goal, reg, start, g.state)).toEqual({
      status: 'playing',
      reason: 'make the opponent lose by the end of turn 1',
    });
    g.act({ cast: 'Lightning Bolt', targets: ['p2'] });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(0);
    const s = goalStatus(goal, reg, start, g.state);
    expect(s.status).toBe('solved');
    expect(s.reason).toMatch(/^the opponent lost/);
  });

  it('Win: failed when the turn limit passes', () => {
    const g = game(boltBoard);
    const start = g.state;
    g.perform({ type: 'advance', to: 'next-turn' });
    expect(g.state.turn.number).toBe(2);
    expect(goalStatus({ goal: 'win', turns: 1 }, reg, start, g.state)).toEqual({
      status: 'failed',
      reason: 'turn 1 ended and the opponent had not lost',
    });
  });

  it('Win: once turn 1 has ended the goal stays failed, even when the opponent then draws from an empty library (CR 704.5b)', () => {
    const g = game({
      turn: { number: 1, active: 'p1', phase: 'main1' },
      players: { p1: { library: ['Forest', 'Forest'] }, p2: { life: 3, library: [] } },
    });
    const start = g.state;
    const states = [g.state];
    g.perform({ type: 'advance', to: 'next-turn' });
    states.push(g.state);
    // p2's turn 2: p2 draws from an empty library and loses the game (CR 704.5b).
    while (!g.state.gameOver && g.state.turn.step !== 'main1') {
      g.perform({ type: 'pass' });
      states.push(g.state);
    }
    expect(g.state.gameOver?.losers).toEqual(['p2']);
    expect(g.state.turn.number).toBe(2);
    const goal = { goal: 'win' as const, turns: 1 };
    expect(foldGoal(goal, reg, start, states)).toEqual({
      status: 'failed',
      reason: 'turn 1 ended and the opponent had not lost',
    });
    // Read on its own, the last state fails too: the opponent lost in turn 2, after the limit.
    expect(goalStatus(goal, reg, start, g.state).status).toBe('failed');
  });

  it('a solved goal stays solved: Grizzly Bears put onto the battlefield, then gone again', () => {
    const g = game({
      turn: { number: 1, active: 'p1', phase: 'main1' },
      players: { p1: { battlefield: ['Forest', 'Forest', 'Mountain'], hand: ['Grizzly Bears', 'Lightning Bolt'] } },
    });
    const start = g.state;
    const goal = { goal: 'battlefield' as const, turns: 1, targets: 'Grizzly Bears' };
    const states = [g.state];
    g.act({ cast: 'Grizzly Bears' });
    g.act({ pass: true });
    states.push(g.state);
    g.act({ cast: 'Lightning Bolt', targets: ['Grizzly Bears'] });
    g.act({ pass: true });
    states.push(g.state);
    expect(goalStatus(goal, reg, start, g.state).status).toBe('playing');
    expect(foldGoal(goal, reg, start, states)).toEqual({
      status: 'solved',
      reason: 'Grizzly Bears is on the battlefield under your control',
    });
    expect(advanceGoal(foldGoal(goal, reg, start, states), goal, reg, start, g.state).status).toBe('solved');
  });

  it('Survive: solved once the last turn is over and you are still in the game', () => {
    const g = game(boltBoard);
    const start = g.state;
    expect(goalStatus({ goal: 'survive', turns: 1 }, reg, start, g.state).status).toBe('playing');
    g.perform({ type: 'advance', to: 'next-turn' });
    expect(goalStatus({ goal: 'survive', turns: 1 }, reg, start, g.state)).toEqual({
      status: 'solved',
      reason: 'you were still in the game when turn 1 ended',
    });
  });

  it('Destroy specified permanents: solved when Grizzly Bears (the target) has left the battlefield', () => {
    const g = game(boltBoard);
    const start = g.state;
    const goal = { goal: 'destroy' as const, turns: 1, targets: 'Creature.OppCtrl' };
    expect(goalStatus(goal, reg, start, g.state).reason).toBe(
      'remove Creature.OppCtrl from the battlefield by the end of turn 1 (1 left)',
    );
    g.act({ cast: 'Lightning Bolt', targets: ['Grizzly Bears'] });
    g.act({ pass: true });
    expect(goalStatus(goal, reg, start, g.state)).toEqual({
      status: 'solved',
      reason: 'every specified permanent (1) has left the battlefield',
    });
  });

  it("Targets in Forge's property form: Card.namedGrizzly Bears and Creature.namedGrizzly Bears+OppCtrl name that permanent", () => {
    for (const targets of ['Card.namedGrizzly Bears', 'Creature.namedGrizzly Bears+OppCtrl']) {
      const g = game(boltBoard);
      const start = g.state;
      const goal = { goal: 'destroy' as const, turns: 1, targets };
      expect(goalStatus(goal, reg, start, g.state).reason).toBe(
        `remove ${targets} from the battlefield by the end of turn 1 (1 left)`,
      );
      g.act({ cast: 'Lightning Bolt', targets: ['Grizzly Bears'] });
      g.act({ pass: true });
      expect(goalStatus(goal, reg, start, g.state)).toEqual({
        status: 'solved',
        reason: 'every specified permanent (1) has left the battlefield',
      });
    }
  });

  it('a Targets this app can\'t read, or one matching nothing at the start, is not tracked (never "0 left", never failed)', () => {
    const g = game(boltBoard);
    const unread = { goal: 'destroy' as const, turns: 1, targets: 'Creature.powerGE3' };
    expect(goalStatus(unread, reg, g.state, g.state)).toEqual({
      status: 'playing',
      reason:
        "the puzzle's Targets (Creature.powerGE3) uses powerGE3, which Stackyard can't read: this goal is not tracked",
    });
    const none = { goal: 'destroy' as const, turns: 1, targets: 'Card.namedRoyal Assassin' };
    expect(goalStatus(none, reg, g.state, g.state)).toEqual({
      status: 'playing',
      reason:
        "no permanent on the battlefield at the start matches the puzzle's Targets (Card.namedRoyal Assassin): this goal is not tracked",
    });
  });

  it('Put the specified permanent on the battlefield: solved when it is there under your control', () => {
    const g = game({
      turn: { number: 1, active: 'p1', phase: 'main1' },
      players: { p1: { battlefield: ['Forest', 'Forest'], hand: ['Grizzly Bears'] } },
    });
    const start = g.state;
    const goal = { goal: 'battlefield' as const, turns: 1, targets: 'Grizzly Bears' };
    expect(goalStatus(goal, reg, start, g.state).status).toBe('playing');
    g.act({ cast: 'Grizzly Bears' });
    g.act({ pass: true });
    expect(goalStatus(goal, reg, start, g.state)).toEqual({
      status: 'solved',
      reason: 'Grizzly Bears is on the battlefield under your control',
    });
  });
});

describe('export as a Forge puzzle', () => {
  it('round-trips through the importer: zones, life, turn, phase, tapped, counters, attachments across zones', () => {
    const g = game({
      title: 'Volute export',
      turn: { number: 3, active: 'p1', phase: 'main2' },
      players: {
        p1: {
          life: 14,
          battlefield: [
            { card: 'Island', tapped: true },
            'Island',
            { card: 'Grizzly Bears', counters: { '+1/+1': 2 } },
            { id: 'vol', card: 'Spellweaver Volute', attachedTo: 'bolt' },
          ],
          hand: ['Divination'],
          library: ['Island'],
        },
        p2: { life: 5, graveyard: [{ id: 'bolt', card: 'Lightning Bolt' }, 'Shock'], battlefield: ['Forest'] },
      },
    });
    const { text, warnings } = exportPzl(g.state, reg, { title: 'Volute export', goal: { goal: 'win', turns: 3 } });
    expect(warnings).toEqual([]);
    expect(text).toContain('Goal:Win\nTurns:3\n');
    expect(text).toContain('activephase=MAIN2');
    const back = importForgePuzzle(text, pool);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.warnings).toEqual([]);
    const s = back.scenario;
    expect(s.title).toBe('Volute export');
    expect(s.turn).toEqual({ number: 3, active: 'p1', phase: 'main2' });
    expect(s.puzzle).toEqual({ goal: 'win', turns: 3 });
    const again = game({ turn: s.turn, players: s.players });
    for (const p of ['p1', 'p2'] as const) {
      for (const z of ['battlefield', 'hand', 'graveyard', 'library', 'exile'] as const)
        expect(again.names(p, z)).toEqual(g.names(p, z));
      expect(again.state.players[p].life).toBe(g.state.players[p].life);
    }
    expect(
      allObjects(again.state)
        .filter((o) => o.zone === 'battlefield' && o.tapped)
        .map((o) => o.def),
    ).toEqual(['Island']);
    expect(again.get('Grizzly Bears').counters).toEqual({ '+1/+1': 2 });
    // The Volute still enchants Lightning Bolt in p2's graveyard (CR 303.4, 702.5a).
    expect(again.get('Spellweaver Volute').attachedTo).toBe(again.get('Lightning Bolt').id);
  });

  it('says what the format cannot carry: the stack', () => {
    const g = game({
      turn: { number: 1, active: 'p1', phase: 'main1' },
      players: { p1: { battlefield: ['Mountain'], hand: ['Lightning Bolt'] } },
    });
    g.act({ cast: 'Lightning Bolt', targets: ['p2'] });
    expect(exportPzl(g.state, reg).warnings).toEqual([
      'the stack (1 item) is not exported: a Forge puzzle starts with an empty stack',
    ]);
  });

  it('effects of resolved spells and delayed triggers are listed as not exported (Panic: "can\'t block this turn", draw at the next upkeep)', () => {
    const g = game({
      turn: { number: 1, active: 'p1', phase: 'beginCombat' },
      players: { p1: { battlefield: ['Mountain'], hand: ['Panic'] }, p2: { battlefield: ['Grizzly Bears'] } },
    });
    g.act({ cast: 'Panic', targets: ['Grizzly Bears'] });
    g.act({ pass: true });
    expect(exportPzl(g.state, reg).warnings).toEqual([
      'Grizzly Bears: the effect of Panic on it is not exported (a Forge puzzle starts without effects of resolved spells and abilities)',
      '1 delayed triggered ability is not exported',
    ]);
  });
});
