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
 * Where the game on `state` stands against `goal`; `start` is the puzzle's first state (it
 * fixes which permanents "specified" means for Destroy). Checks, in order: you lost (failed,
 * CR 104.3), the goal met (solved), the turn limit passed (failed), else playing.
 */
export function goalStatus(goal: PuzzleGoal, reg: CardRegistry, start: GameState, state: GameState): GoalStatus {
  const limit = goal.turns;
  const turn = state.turn.number;
  const over = state.gameOver;
  const youLost = over?.losers.includes('p1') ?? state.players.p1.lost;
  const oppLost = over?.losers.includes('p2') ?? state.players.p2.lost;
  const late = limit !== undefined && turn > limit;
  const by = limit !== undefined ? ` by the end of ${turnsWord(limit)}` : '';
  if (youLost && goal.goal !== 'win')
    return { status: 'failed', reason: `you lost the game (${over?.reason ?? 'CR 104.3'})` };
  const unread = unreadTargets(goal.targets);
  if ((goal.goal === 'destroy' || goal.goal === 'battlefield') && unread.length) {
    return {
      status: 'playing',
      reason: `the puzzle's Targets (${goal.targets}) uses ${unread.join(', ')}, which Stackyard can't read: this goal is not tracked`,
    };
  }
  switch (goal.goal) {
    case 'win':
      if (youLost) return { status: 'failed', reason: `you lost the game (${over?.reason ?? 'CR 104.3'})` };
      if (oppLost) return { status: 'solved', reason: `the opponent lost${over ? ` (${over.reason})` : ''}` };
      if (late)
        return { status: 'failed', reason: `${turnsWord(limit as number)} ended and the opponent has not lost` };
      return { status: 'playing', reason: `make the opponent lose${by}` };
    case 'survive':
      if (late) return { status: 'solved', reason: `you are still in the game after ${turnsWord(limit as number)}` };
      return {
        status: 'playing',
        reason: `stay in the game until ${limit !== undefined ? `${turnsWord(limit)} is over` : 'the end'}`,
      };
    case 'destroy': {
      const wanted = new Set(targetCards(start, reg, readTargets(goal.targets)));
      const left = state.battlefield.filter((id) => wanted.has(getObject(state, id)?.cardId ?? ''));
      if (!wanted.size)
        return {
          status: 'playing',
          reason: `no permanent on the battlefield at the start matches the puzzle's Targets (${goal.targets}): this goal is not tracked`,
        };
      if (!left.length)
        return { status: 'solved', reason: `every specified permanent (${wanted.size}) has left the battlefield` };
      if (late)
        return {
          status: 'failed',
          reason: `${turnsWord(limit as number)} ended with ${left.length} specified permanent${left.length === 1 ? '' : 's'} still on the battlefield`,
        };
      return {
        status: 'playing',
        reason: `remove ${goal.targets ?? 'the specified permanents'} from the battlefield${by} (${left.length} left)`,
      };
    }
    case 'battlefield': {
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
      if (late)
        return {
          status: 'failed',
          reason: `${turnsWord(limit as number)} ended without ${goal.targets ?? 'the specified permanent'} on the battlefield`,
        };
      return {
        status: 'playing',
        reason: `put ${goal.targets ?? 'the specified permanent'} onto the battlefield${by}`,
      };
    }
  }
}
