/**
 * The instruction that makes a spell or ability modal (CR 700.2): "Choose one —", "Choose two —",
 * "Choose one or both —", "Choose one or more —", "Choose up to one —", and "Choose three. You
 * may choose the same mode more than once." (700.2d), each followed by its bulleted modes.
 */
import type { ModeChoice } from '../../../engine';

const NUMBER: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 };

/** How many modes are chosen, and the text of each mode, or null when `text` is not modal. */
export interface ModalText {
  choice: Omit<ModeChoice, 'options'>;
  modes: string[];
}

/** Reads "Choose … —\n• …\n• …" (either case of its first letter: a triggered ability's effect is lower case). */
export function readModalText(text: string): ModalText | null {
  const m =
    /^[Cc]hoose (up to )?(one|two|three|four|five)(?: or (both|more))? —\n((?:• .+\n?)+)$/.exec(text) ??
    /^[Cc]hoose (?<same>two|three|four|five)\. You may choose the same mode more than once\.\n((?:• .+\n?)+)$/.exec(
      text,
    );
  if (!m) return null;
  const modes = (m.at(-1) as string)
    .split('\n')
    .filter(Boolean)
    .map((l) => l.replace(/^• /, ''));
  const same = m.groups?.same;
  if (same) return { choice: { count: NUMBER[same] as number, repeat: true }, modes };
  const n = NUMBER[m[2] as string] as number;
  if (m[3] === 'both') return n === 1 && modes.length === 2 ? { choice: { count: 2, min: 1 }, modes } : null;
  if (m[3] === 'more') return n === 1 ? { choice: { count: modes.length, min: 1 }, modes } : null;
  if (m[1]) return { choice: { count: Math.min(n, modes.length), min: 0 }, modes };
  return n < modes.length ? { choice: { count: n }, modes } : null;
}
