/**
 * The rest of a board: a new empty scenario, the turn (number, active player, step), each
 * player's life and mana pool, the title and the lesson text.
 */
import { CURRENT_FORMAT } from '../migrations';
import { RuleNumber, ScenarioDoc, type Lesson } from '../schema';
import { LIMITS, ManaPool, type Phase, type PlayerId } from '../schema-primitives';
import type { EditResult } from './cards';

/** A board with nothing on it: turn 1, Player 1's first main phase, 20 life each. */
export function emptyScenario(title = 'New board'): ScenarioDoc {
  return ScenarioDoc.parse({ format: CURRENT_FORMAT, title });
}

/** Changes the turn: any of its number, active player and step. */
export function setTurn(
  doc: ScenarioDoc,
  turn: Partial<{ number: number; active: PlayerId; phase: Phase }>,
): EditResult {
  if (
    turn.number !== undefined &&
    (!Number.isInteger(turn.number) || turn.number < 1 || turn.number > LIMITS.bigNumber)
  ) {
    return { ok: false, reason: `the turn number is a whole number from 1 to ${LIMITS.bigNumber}` };
  }
  return { ok: true, doc: { ...doc, turn: { ...doc.turn, ...turn } } };
}

function withPlayer(doc: ScenarioDoc, player: PlayerId, patch: Partial<ScenarioDoc['players']['p1']>): ScenarioDoc {
  return { ...doc, players: { ...doc.players, [player]: { ...doc.players[player], ...patch } } };
}

export function setLife(doc: ScenarioDoc, player: PlayerId, life: number): EditResult {
  if (!Number.isInteger(life) || Math.abs(life) > LIMITS.bigNumber)
    return { ok: false, reason: `life is a whole number from -${LIMITS.bigNumber} to ${LIMITS.bigNumber}` };
  return { ok: true, doc: withPlayer(doc, player, { life }) };
}

/** Sets a mana pool from symbols ("UUG"; lowercase and spaces are accepted). */
export function setManaPool(doc: ScenarioDoc, player: PlayerId, pool: string): EditResult {
  const symbols = pool.toUpperCase().replace(/[\s{}]/g, '');
  if (!ManaPool.safeParse(symbols).success) return { ok: false, reason: 'mana symbols W, U, B, R, G or C, e.g. UUG' };
  return { ok: true, doc: withPlayer(doc, player, { manaPool: symbols }) };
}

/** Sets the title (blank removes it). */
export function setTitle(doc: ScenarioDoc, title: string): ScenarioDoc {
  const { title: _old, ...rest } = doc;
  return title.trim() ? { ...rest, title: title.slice(0, LIMITS.titleLength) } : rest;
}

/** Parses a rule list as typed ("704.5m, 400.7 303.4"); unknown shapes are reported, not dropped. */
export function parseRules(text: string): { rules: string[]; bad: string[] } {
  const words = text
    .split(/[\s,;]+/)
    .map((w) => w.replace(/^CR/i, ''))
    .filter(Boolean);
  return {
    rules: words.filter((w) => RuleNumber.safeParse(w).success),
    bad: words.filter((w) => !RuleNumber.safeParse(w).success),
  };
}

/**
 * Changes the lesson text. Blank fields are removed, and so is a lesson left empty. Steps are
 * kept one per script action (missing ones filled with `fill(i)`).
 */
export function setLesson(
  doc: ScenarioDoc,
  patch: Partial<Lesson>,
  fill: (index: number) => string = () => '',
): ScenarioDoc {
  const lesson: Lesson = { ...(doc.lesson ?? {}), ...patch };
  if (patch.steps) {
    const length = doc.script?.length ?? 0;
    lesson.steps = Array.from({ length }, (_, i) => patch.steps?.[i] ?? fill(i));
  }
  for (const key of Object.keys(lesson) as (keyof Lesson)[]) {
    const value = lesson[key];
    if (value === undefined || (typeof value === 'string' && !value.trim()) || (Array.isArray(value) && !value.length))
      delete lesson[key];
  }
  const { lesson: _old, ...rest } = doc;
  return Object.keys(lesson).length ? { ...rest, lesson } : rest;
}

/** Removes the script (and the lesson's steps that went with it): the board is kept. */
export function removeScript(doc: ScenarioDoc): ScenarioDoc {
  const next = { ...doc };
  delete next.script;
  if (next.lesson?.steps) {
    const { steps: _s, ...lesson } = next.lesson;
    if (Object.keys(lesson).length) next.lesson = lesson;
    else delete next.lesson;
  }
  return next;
}
