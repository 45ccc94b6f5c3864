/**
 * Two lines of play side by side (issue 13, "branches side by side"): what each shows at its
 * step — every player's life and zones, the stack, and the rules log since the lines parted —
 * with what differs marked. Pure data for the compare view, tested in Node.
 *
 * Cards are compared by name per zone as multisets (object ids differ between lines even for
 * the same card, CR 400.7, so names are what a person compares); a log line differs when the
 * other line's log since the fork has no line with the same text.
 */
import type { Action, CardRegistry, GameEvent, GameState, PlayerId } from '../engine';
import { getObject } from '../engine';
import { entityName, playerName } from './names';

/** A line to compare: its name, the state at its step, and the events of each step up to it. */
export interface LineForCompare {
  name: string;
  /** The step shown (0 = the loaded board). */
  step: number;
  state: GameState;
  /** The engine actions of the line up to its step. */
  actions: readonly Action[];
  /** The events of each step up to `step` (index 0 = the board's own, may be empty). */
  stepEvents: readonly (readonly GameEvent[])[];
  /** Notes by step. */
  notes?: readonly { step: number; text: string }[];
}

/** A card name in a zone, and whether the other line's same zone lacks it. */
export interface ComparedCard {
  name: string;
  differs: boolean;
}
export interface ComparedZone {
  zone: 'battlefield' | 'hand' | 'graveyard' | 'exile' | 'library';
  cards: ComparedCard[];
  differs: boolean;
}
export interface ComparedPlayer {
  player: PlayerId;
  name: string;
  life: number;
  lifeDiffers: boolean;
  zones: ComparedZone[];
}
export interface ComparedLog {
  step: number;
  rule: string;
  text: string;
  differs: boolean;
}
export interface ComparedSide {
  name: string;
  step: number;
  players: ComparedPlayer[];
  stack: ComparedCard[];
  /** The rules log after the fork, step by step. */
  log: ComparedLog[];
  notes: { step: number; text: string }[];
  gameOver: string | null;
}
/** Both sides, and the step where the lines part (the last step they share). */
export interface Comparison {
  fork: number;
  sides: [ComparedSide, ComparedSide];
  differences: number;
}

const ZONES: ComparedZone['zone'][] = ['battlefield', 'hand', 'graveyard', 'exile', 'library'];

/** The number of leading actions two lines share (compared as JSON: the engine is deterministic). */
export function sharedSteps(a: readonly Action[], b: readonly Action[]): number {
  let i = 0;
  while (i < a.length && i < b.length && (a[i] === b[i] || JSON.stringify(a[i]) === JSON.stringify(b[i]))) i++;
  return i;
}

function zoneNames(state: GameState, reg: CardRegistry, p: PlayerId, zone: ComparedZone['zone']): string[] {
  const ids =
    zone === 'battlefield'
      ? state.battlefield.filter((id) => getObject(state, id)?.controller === p)
      : state.players[p][zone];
  return ids.map((id) => entityName(state, reg, id));
}

/** Marks the names of `mine` that `theirs` lacks (as multisets: two Islands vs one marks one). */
function markAgainst(mine: readonly string[], theirs: readonly string[]): ComparedCard[] {
  const left = new Map<string, number>();
  for (const n of theirs) left.set(n, (left.get(n) ?? 0) + 1);
  return mine.map((name) => {
    const k = left.get(name) ?? 0;
    if (k > 0) {
      left.set(name, k - 1);
      return { name, differs: false };
    }
    return { name, differs: true };
  });
}

function logAfter(line: LineForCompare, fork: number): { step: number; rule: string; text: string }[] {
  const out: { step: number; rule: string; text: string }[] = [];
  for (let step = fork + 1; step <= line.step; step++)
    for (const ev of line.stepEvents[step] ?? []) out.push({ step, rule: ev.rule, text: ev.text });
  return out;
}

/**
 * Compares two lines: the fork is the number of actions they share (capped by each side's
 * step); `differences` counts the marked cards, life totals and log lines of both sides.
 */
export function compareLines(reg: CardRegistry, a: LineForCompare, b: LineForCompare): Comparison {
  const fork = Math.min(sharedSteps(a.actions, b.actions), a.step, b.step);
  const sides = [a, b].map((line, i): ComparedSide => {
    const other = i === 0 ? b : a;
    const players = (['p1', 'p2'] as const).map((p): ComparedPlayer => {
      const zones = ZONES.map((zone): ComparedZone => {
        const cards = markAgainst(zoneNames(line.state, reg, p, zone), zoneNames(other.state, reg, p, zone));
        const otherCount = zoneNames(other.state, reg, p, zone).length;
        return { zone, cards, differs: cards.some((c) => c.differs) || cards.length !== otherCount };
      });
      const life = line.state.players[p].life;
      return { player: p, name: playerName(p), life, lifeDiffers: life !== other.state.players[p].life, zones };
    });
    const stackNames = (s: GameState) => s.stack.map((id) => entityName(s, reg, id));
    const stack = markAgainst(stackNames(line.state), stackNames(other.state));
    const theirLog = new Map<string, number>();
    for (const l of logAfter(other, fork)) theirLog.set(l.text, (theirLog.get(l.text) ?? 0) + 1);
    const log = logAfter(line, fork).map((l) => {
      const k = theirLog.get(l.text) ?? 0;
      if (k > 0) {
        theirLog.set(l.text, k - 1);
        return { ...l, differs: false };
      }
      return { ...l, differs: true };
    });
    const over = line.state.gameOver;
    return {
      name: line.name,
      step: line.step,
      players,
      stack,
      log,
      notes: [...(line.notes ?? [])].filter((n) => n.step <= line.step),
      gameOver: over ? `${over.losers.map(playerName).join(' and ')} lost: ${over.reason}` : null,
    };
  }) as [ComparedSide, ComparedSide];
  const differences = sides.reduce(
    (sum, s) =>
      sum +
      s.players.reduce(
        (n, p) =>
          n + (p.lifeDiffers ? 1 : 0) + p.zones.reduce((m, z) => m + z.cards.filter((c) => c.differs).length, 0),
        0,
      ) +
      s.stack.filter((c) => c.differs).length +
      s.log.filter((l) => l.differs).length,
    0,
  );
  return { fork, sides, differences };
}
