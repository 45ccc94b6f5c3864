/**
 * The instruction that makes a spell or ability modal (CR 700.2): "Choose one —", "Choose two —",
 * "Choose one or both —", "Choose one or more —", "Choose up to one —", and "Choose three. You
 * may choose the same mode more than once." (700.2d), and "Choose one that hasn't been chosen [this
 * turn] —" (700.2: the ability remembers its modes), each followed by its bulleted modes.
 */
import type { ModeChoice, Ref } from '../../../engine';
import { parseCondition } from '../phrases/conditions';

const NUMBER: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5 };

/** How many modes are chosen, and the text of each mode, or null when `text` is not modal. */
export interface ModalText {
  choice: Omit<ModeChoice, 'options' | 'instead'>;
  /**
   * "Choose one. If you control a commander as you cast this spell, you may choose both
   * instead.": the condition's words ("as you cast this spell" left off: modes are chosen as it
   * is cast, CR 601.2b) and the choice that replaces `choice` while it holds (700.2).
   */
  instead?: { condition: string; count: number; min: number };
  /** Each mode's text to read (its name, a flavor word, left off). */
  modes: string[];
  /** Each mode as written, for display. */
  labels: string[];
  /** A spree spell's modes' additional costs, in order (CR 702.172a). */
  costs?: string[];
}

/**
 * A mode's name ("• Stimpak — Draw a card.", "• Breathe Flame — ~ deals X damage …") is a flavor
 * word (CR 207.2c): it has no rules meaning, so the mode is read from after its dash. A dash
 * followed by a cost ("• Cure — {0} — …", a tiered mode's cost) keeps the whole line, which then
 * stays text.
 */
function withoutModeName(mode: string): string {
  const named = /^[^—{}•"]+? — (?!\{)(.+)$/.exec(mode);
  return named ? (named[1] as string) : mode;
}

/** The bulleted modes' lines, without their bullets. */
function bulletLabels(bullets: string): string[] {
  return bullets
    .split('\n')
    .filter(Boolean)
    .map((l) => l.replace(/^• /, ''));
}

/**
 * "Choose one. If …, [you may] choose both / two / one or more instead.\n• …": a choice of one
 * mode that grows while a condition holds (CR 700.2). "Both" without "you may" is exactly both;
 * "any number" (kicked spells, whose kicker is announced after the modes here) is not read.
 */
function readConditionalCount(text: string): ModalText | null {
  const m =
    /^[Cc]hoose one\. If (.+?)(?: as you cast (?:this spell|~))?, (you may )?choose (both|two|one or more) instead\.\n((?:• .+\n?)+)$/.exec(
      text,
    );
  if (!m) return null;
  const labels = bulletLabels(m[4] as string);
  if (labels.length < 2) return null;
  const n = m[3] === 'one or more' ? labels.length : 2;
  const min = m[3] === 'both' && !m[2] ? 2 : 1;
  return {
    choice: { count: 1 },
    modes: labels.map(withoutModeName),
    labels,
    instead: { condition: m[1] as string, count: n, min },
  };
}

/**
 * "Spree\n+ {1} — …\n+ {2}{R} — …" (CR 702.172a): choose one or more modes, and as an additional
 * cost pay each chosen mode's cost (its mana after "+"). A cost that is not plain mana is not read.
 */
function readSpree(text: string): ModalText | null {
  const m = /^Spree\n((?:\+ .+\n?)+)$/.exec(text);
  if (!m) return null;
  const labels = (m[1] as string).split('\n').filter(Boolean);
  const costs: string[] = [];
  const modes: string[] = [];
  for (const l of labels) {
    const mode = /^\+ ((?:\{[0-9WUBRGC]\})+) — (.+)$/.exec(l);
    if (!mode) return null;
    costs.push(mode[1] as string);
    modes.push(mode[2] as string);
  }
  if (labels.length < 2) return null;
  return { choice: { count: labels.length, min: 1 }, modes, labels, costs };
}

/** Reads "Choose … —\n• …\n• …" (either case of its first letter: a triggered ability's effect is lower case). */
export function readModalText(text: string): ModalText | null {
  const spree = readSpree(text);
  if (spree) return spree;
  const conditional = readConditionalCount(text);
  if (conditional) return conditional;
  const fresh = /^[Cc]hoose one that hasn't been chosen( this turn)? —\n((?:• .+\n?)+)$/.exec(text);
  if (fresh) {
    const labels = bulletLabels(fresh[2] as string);
    const unchosen = fresh[1] ? 'turn' : 'game';
    return { choice: { count: 1, unchosen }, modes: labels.map(withoutModeName), labels };
  }
  const m =
    /^[Cc]hoose (up to )?(one|two|three|four|five)(?: or (both|more))? —\n((?:• .+\n?)+)$/.exec(text) ??
    /^[Cc]hoose (?<same>two|three|four|five)\. You may choose the same mode more than once\.\n((?:• .+\n?)+)$/.exec(
      text,
    );
  if (!m) return null;
  const labels = bulletLabels(m.at(-1) as string);
  const modes = labels.map(withoutModeName);
  const same = m.groups?.same;
  if (same) return { choice: { count: NUMBER[same] as number, repeat: true }, modes, labels };
  const n = NUMBER[m[2] as string] as number;
  if (m[3] === 'both') return n === 1 && modes.length === 2 ? { choice: { count: 2, min: 1 }, modes, labels } : null;
  if (m[3] === 'more') return n === 1 ? { choice: { count: modes.length, min: 1 }, modes, labels } : null;
  if (m[1]) return { choice: { count: Math.min(n, modes.length), min: 0 }, modes, labels };
  return n < modes.length ? { choice: { count: n }, modes, labels } : null;
}

/**
 * The choice of a modal text with its options, its "… instead" condition read with "it" the spell
 * or source (`it`); null when that condition is not understood or reads the kicker, which is
 * announced after the modes here (CR 601.2b).
 */
export function modeChoiceOf(modal: ModalText, options: ModeChoice['options'], it: Ref | null): ModeChoice | null {
  if (!modal.instead) return { ...modal.choice, options };
  const condition = parseCondition(modal.instead.condition, it);
  if (!condition || JSON.stringify(condition).includes('kicked')) return null;
  const { count, min } = modal.instead;
  return { ...modal.choice, options, instead: { condition, count, min } };
}
