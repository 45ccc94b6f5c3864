/**
 * Reads the `[metadata]` lines of a Forge puzzle (Name, URL, Goal, Turns, Difficulty,
 * Description; keys case-insensitive) into a title and one description text.
 */
import { PzlDiagnostics, quote } from './pzl-diagnostics';
import type { PzlKeyLine } from './pzl-sections';
import type { PuzzleGoal } from '../teaching/schema-teaching';
import { goalKind, unreadTargets } from './pzl-goal';

/** Title and description; each absent when the file gives nothing for it. */
export interface PzlMetadata {
  title?: string;
  description?: string;
  /** The goal to track (Goal, Turns, Targets), when the file states one this app tracks. */
  goal?: PuzzleGoal;
}

/** The largest `Turns` read as a turn limit (the scenario format's limit on a puzzle's turns). */
export const MAX_TURNS = 1000;

/** The format's limit on `title`. */
export const MAX_TITLE_CHARS = 200;

const KNOWN = ['name', 'url', 'goal', 'turns', 'targets', 'difficulty', 'description'] as const;
type MetadataKey = (typeof KNOWN)[number];

/**
 * Builds the title (from Name, shortened to 200 characters with a warning) and the
 * description: the Description text, then "Goal: … · Turns: … · Difficulty: …", then
 * "Source: <URL>", one per line. Warnings: unknown keys, repeated keys (the last one wins).
 * Never records errors.
 */
export function readPzlMetadata(entries: readonly PzlKeyLine[], diag: PzlDiagnostics): PzlMetadata {
  const values = new Map<MetadataKey, string>();
  const lines = new Map<MetadataKey, number>();
  for (const entry of entries) {
    const key = entry.key.toLowerCase() as MetadataKey;
    if (!KNOWN.includes(key)) {
      diag.warn('unknown-metadata-key', entry.line, `metadata key ${quote(entry.key)} is not imported`);
      continue;
    }
    const earlier = lines.get(key);
    if (earlier !== undefined) {
      diag.warn(
        'duplicate-metadata-key',
        entry.line,
        `metadata key ${entry.key} repeats line ${earlier}; the later value is used`,
      );
    }
    lines.set(key, entry.line);
    values.set(key, entry.value);
  }

  const result: PzlMetadata = {};
  const name = values.get('name');
  if (name) {
    if (name.length > MAX_TITLE_CHARS) {
      diag.warn('title-truncated', lines.get('name'), `Name is longer than ${MAX_TITLE_CHARS} characters; shortened`);
      result.title = `${name.slice(0, MAX_TITLE_CHARS - 1)}…`;
    } else {
      result.title = name;
    }
  }

  const parts: string[] = [];
  const description = values.get('description');
  if (description) parts.push(description);
  const facts = (
    [
      ['Goal', values.get('goal')],
      ['Turns', values.get('turns')],
      ['Difficulty', values.get('difficulty')],
    ] as const
  )
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`);
  if (facts.length > 0) parts.push(facts.join(' · '));
  const url = values.get('url');
  if (url) parts.push(`Source: ${url}`);
  if (parts.length > 0) result.description = parts.join('\n');
  const goalText = values.get('goal');
  if (goalText) {
    const kind = goalKind(goalText);
    const turnsText = values.get('turns');
    const number = turnsText !== undefined && /^\d{1,9}$/.test(turnsText.trim()) ? Number(turnsText) : undefined;
    const turns = number !== undefined && number >= 1 && number <= MAX_TURNS ? number : undefined;
    if (number !== undefined && number > MAX_TURNS)
      diag.warn(
        'unknown-metadata-key',
        lines.get('turns'),
        `Turns:${number} is past any game (at most ${MAX_TURNS} is read as a limit); the goal has no turn limit`,
      );
    else if (turnsText !== undefined && turns === undefined)
      diag.warn(
        'unknown-metadata-key',
        lines.get('turns'),
        `Turns:${turnsText} is not a turn number; the goal has no turn limit`,
      );
    const targets = values.get('targets');
    if (!kind)
      diag.warn(
        'unknown-metadata-key',
        lines.get('goal'),
        `Goal:${goalText} is not a goal Stackyard tracks (Win, Survive, Destroy specified permanents, Put the specified permanent on the battlefield); shown as text only`,
      );
    else if ((kind === 'destroy' || kind === 'battlefield') && !targets)
      diag.warn('unknown-metadata-key', lines.get('goal'), `Goal:${goalText} needs a Targets line; shown as text only`);
    else {
      const unread = unreadTargets(targets);
      if (unread.length)
        diag.warn(
          'unknown-metadata-key',
          lines.get('targets'),
          `Targets:${targets} uses ${unread.join(', ')}, which Stackyard can't read; the goal is shown but not tracked`,
        );
      result.goal = {
        goal: kind,
        ...(turns !== undefined ? { turns } : {}),
        ...(targets ? { targets: targets.slice(0, 500) } : {}),
        ...(description ? { description: description.slice(0, 2000) } : {}),
      };
    }
  }
  return result;
}
