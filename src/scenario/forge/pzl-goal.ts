/**
 * A Forge puzzle's goal (`[metadata]` lines `Goal`, `Turns`, `Targets`) and how a game stands
 * against it. The file format is a fact (Forge's puzzle files); the words of each goal here
 * are ours.
 *
 * - `Goal:Win` — the opponent loses (CR 104.2a) by the end of turn `Turns`;
 * - `Goal:Survive` — you have not lost when turn `Turns` is over (the next turn begins);
 * - `Goal:Destroy specified permanents` (also "Kill specified creatures") — every permanent
 *   `Targets` names is gone from the battlefield by the end of turn `Turns`;
 * - `Goal:Put the specified permanent on the battlefield` (also "Play the specified
 *   permanent") — a permanent `Targets` names is on the battlefield under your control.
 *
 * `Targets` is `;`-separated: card names, or a card type with Forge's properties after a dot,
 * joined by `+` (`Creature.OppCtrl`, `Permanent.YouCtrl`, `Card.namedRoyal Assassin`,
 * `Creature.namedRoyal Assassin+OppCtrl`). A property this app does not read makes the goal
 * untracked (said, never failed). You are p1 (Forge's human), the opponent p2.
 */
import { getObject, type CardRegistry, type GameState } from '../../engine';
import { objectFacts } from '../object-view';
import type { PuzzleGoal, PuzzleGoalKind } from '../teaching/schema-teaching';

const GOAL_WORDS: readonly [RegExp, PuzzleGoalKind][] = [
  [/^win$/i, 'win'],
  [/^survive$/i, 'survive'],
  [/^(destroy|kill|remove) (the )?specified (permanents?|creatures?)$/i, 'destroy'],
  [
    /^(put|play) (the )?specified permanents? (on|onto) (the )?battlefield$|^play (the )?specified permanents?$/i,
    'battlefield',
  ],
];

/** The tracked kind of a `Goal:` value, or null for a goal this app does not track. */
export function goalKind(value: string): PuzzleGoalKind | null {
  const v = value.trim().replace(/\s+/g, ' ');
  return GOAL_WORDS.find(([re]) => re.test(v))?.[1] ?? null;
}

/** How the game stands: still playing, solved, or failed, with the reason in words. */
export type GoalStatus =
  { status: 'playing'; reason: string } | { status: 'solved'; reason: string } | { status: 'failed'; reason: string };

const turnsWord = (n: number) => `turn ${n}`;

/** One `Targets` entry as a matcher; `unread` lists the properties this app can't read. */
interface Target {
  name?: string;
  type?: string;
  controller?: 'p1' | 'p2';
  unread?: string[];
}

/** Forge's type words before the dot (`Card` and `Permanent` match any permanent). */
const TYPE_WORD = /^(card|permanent|creature|artifact|enchantment|land|planeswalker|battle)$/i;

/** Reads `Targets` (`Name;Name`, `Type`, `Type.Prop+Prop`) into matchers. */
export function readTargets(text: string | undefined): Target[] {
  return (text ?? '')
    .split(';')
    .map((t) => t.trim())
    .filter(Boolean)
    .map((t): Target => {
      const dot = t.indexOf('.');
      const head = dot < 0 ? t : t.slice(0, dot);
      if (!TYPE_WORD.test(head)) return { name: t };
      const type = head.toLowerCase() === 'card' ? 'permanent' : head.toLowerCase();
      const target: Target = { type };
      for (const prop of dot < 0 ? [] : t.slice(dot + 1).split('+')) {
        const named = /^named(.+)$/.exec(prop);
        if (named) target.name = (named[1] as string).trim();
        else if (/^oppctrl$/i.test(prop)) target.controller = 'p2';
        else if (/^youctrl$/i.test(prop)) target.controller = 'p1';
        else (target.unread ??= []).push(prop);
      }
      return target;
    });
}

/** The `Targets` properties this app can't read (the goal is then not tracked), or []. */
export function unreadTargets(text: string | undefined): string[] {
  return readTargets(text).flatMap((t) => t.unread ?? []);
}

function matches(state: GameState, reg: CardRegistry, id: string, target: Target): boolean {
  const obj = getObject(state, id);
  const facts = objectFacts(state, reg, id);
  if (!obj || !facts) return false;
  if (target.controller && obj.controller !== target.controller) return false;
  if (
    target.name &&
    facts.name.toLowerCase() !== target.name.toLowerCase() &&
    !facts.halves.some((h) => h.name.toLowerCase() === target.name?.toLowerCase())
  )
    return false;
  if (target.type && target.type !== 'permanent') return facts.types.includes(target.type);
  return true;
}

/** The physical cards (card ids) of the permanents `targets` names on `state`'s battlefield. */
export function targetCards(state: GameState, reg: CardRegistry, targets: readonly Target[]): string[] {
  return state.battlefield
    .filter((id) => targets.some((t) => matches(state, reg, id, t)))
    .map((id) => getObject(state, id)?.cardId ?? id);
}

/**
 * The last turn of the puzzle: `Turns`, one more when the puzzle starts in a cleanup step (that
 * turn is all but over; Forge counts so too), undefined without a limit.
 */
export function turnLimit(goal: PuzzleGoal, start: GameState): number | undefined {
  if (goal.turns === undefined) return undefined;
  return goal.turns + (start.turn.step === 'cleanup' ? 1 : 0);
}

/**
 * Where the game on `state` stands against `goal`; `start` is the puzzle's first state (it
 * fixes which permanents "specified" means for Destroy). The puzzle ends when its turn limit
 * passes (see {@link turnLimit}): from the cleanup step of turn `Turns` nothing can solve Win,
 * Destroy or Put onto the battlefield (they fail), and once that turn is over Survive is solved. Checks, in order: you lost within the limit (failed,
 * CR 104.3), the limit passed, the goal met (solved), else playing. A game that is over stays on
 * the turn it ended in, so a loss is read against that turn. This reads one state; a goal once
 * decided stays decided across later states: see {@link advanceGoal}.
 */
export function goalStatus(goal: PuzzleGoal, reg: CardRegistry, start: GameState, state: GameState): GoalStatus {
  const limit = turnLimit(goal, start);
  const turn = state.turn.number;
  const over = state.gameOver;
  const youLost = over?.losers.includes('p1') ?? state.players.p1.lost;
  const oppLost = over?.losers.includes('p2') ?? state.players.p2.lost;
  // Win and the other goals end as the last turn's cleanup step begins; Survive once it is over.
  const late = limit !== undefined && (turn > limit || (turn === limit && state.turn.step === 'cleanup'));
  const survived = limit !== undefined && turn > limit;
  const by = limit !== undefined ? ` by the end of ${turnsWord(limit)}` : '';
  const ended = limit !== undefined ? `${turnsWord(limit)} ended` : '';
  if (goal.goal === 'survive') {
    if (survived) return { status: 'solved', reason: `you were still in the game when ${ended}` };
    if (youLost) return { status: 'failed', reason: `you lost the game (${over?.reason ?? 'CR 104.3'})` };
    return {
      status: 'playing',
      reason: `stay in the game until ${limit !== undefined ? `${turnsWord(limit)} is over` : 'the end'}`,
    };
  }
  if (youLost) return { status: 'failed', reason: `you lost the game (${over?.reason ?? 'CR 104.3'})` };
  const unread = unreadTargets(goal.targets);
  if ((goal.goal === 'destroy' || goal.goal === 'battlefield') && unread.length) {
    return {
      status: 'playing',
      reason: `the puzzle's Targets (${goal.targets}) uses ${unread.join(', ')}, which Stackyard can't read: this goal is not tracked`,
    };
  }
  switch (goal.goal) {
    case 'win':
      if (late) return { status: 'failed', reason: `${ended} and the opponent had not lost` };
      if (oppLost) return { status: 'solved', reason: `the opponent lost${over ? ` (${over.reason})` : ''}` };
      return { status: 'playing', reason: `make the opponent lose${by}` };
    case 'destroy': {
      const wanted = new Set(targetCards(start, reg, readTargets(goal.targets)));
      const left = state.battlefield.filter((id) => wanted.has(getObject(state, id)?.cardId ?? ''));
      if (!wanted.size)
        return {
          status: 'playing',
          reason: `no permanent on the battlefield at the start matches the puzzle's Targets (${goal.targets}): this goal is not tracked`,
        };
      if (late)
        return {
          status: 'failed',
          reason: `${ended} before every specified permanent had left the battlefield`,
        };
      if (!left.length)
        return { status: 'solved', reason: `every specified permanent (${wanted.size}) has left the battlefield` };
      return {
        status: 'playing',
        reason: `remove ${goal.targets ?? 'the specified permanents'} from the battlefield${by} (${left.length} left)`,
      };
    }
    case 'battlefield': {
      if (late)
        return {
          status: 'failed',
          reason: `${ended} without ${goal.targets ?? 'the specified permanent'} on the battlefield`,
        };
      const there = state.battlefield.some(
        (id) =>
          getObject(state, id)?.controller === 'p1' &&
          readTargets(goal.targets).some((t) => matches(state, reg, id, t)),
      );
      if (there)
        return {
          status: 'solved',
          reason: `${goal.targets ?? 'the specified permanent'} is on the battlefield under your control`,
        };
      return {
        status: 'playing',
        reason: `put ${goal.targets ?? 'the specified permanent'} onto the battlefield${by}`,
      };
    }
  }
}

/**
 * The goal's standing after one more state of the game: a goal once solved or failed stays so
 * (the puzzle is over: a later state, such as the opponent drawing from an empty library after
 * the turn limit, changes nothing); otherwise `state` is read with {@link goalStatus}. `prev`
 * undefined means `state` is the first one.
 */
export function advanceGoal(
  prev: GoalStatus | undefined,
  goal: PuzzleGoal,
  reg: CardRegistry,
  start: GameState,
  state: GameState,
): GoalStatus {
  return prev && prev.status !== 'playing' ? prev : goalStatus(goal, reg, start, state);
}

/** The standing after every state of a game in order (the first is the puzzle's start). */
export function foldGoal(
  goal: PuzzleGoal,
  reg: CardRegistry,
  start: GameState,
  states: Iterable<GameState>,
): GoalStatus {
  let status: GoalStatus | undefined;
  for (const state of states) {
    status = advanceGoal(status, goal, reg, start, state);
    if (status.status !== 'playing') return status;
  }
  return status ?? goalStatus(goal, reg, start, start);
}

const GOAL_HEADS: Record<PuzzleGoalKind, string> = {
  win: 'Win',
  survive: 'Survive',
  destroy: 'Destroy the specified permanents',
  battlefield: 'Put the specified permanent onto the battlefield',
};

/** The goal in words: "Win by the end of turn 1", "Survive until turn 2 is over". */
export function goalHeadline(goal: PuzzleGoal): string {
  if (goal.turns === undefined) return GOAL_HEADS[goal.goal];
  return goal.goal === 'survive'
    ? `Survive until ${turnsWord(goal.turns)} is over`
    : `${GOAL_HEADS[goal.goal]} by the end of ${turnsWord(goal.turns)}`;
}
