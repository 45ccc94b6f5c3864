/**
 * Damage (CR 120): "~ deals N damage to any target", "... to each creature and each player",
 * "... to any target and M damage to you", "deals damage equal to ... to ...".
 */
import type { Amount, Ref } from '../../../engine';
import { parseAmount } from '../phrases/numbers';
import { parseRecipient } from '../phrases/refs';
import { parseAmountPhrase } from '../phrases/amounts';
import type { Build } from '../build';
import type { EffectTemplate } from './template';

/** The amount of a damage phrase, noting X. */
function amountOf(b: Build, n: string): Amount | null {
  const a = parseAmount(n);
  if (a !== null && typeof a === 'object') b.usesX = true;
  return a;
}

/** "X damage ... where X is the number of ..." is not read here: those stay text. */
function damage(b: Build, n: string, to: string, by: Ref | null = null): boolean {
  const amount = amountOf(b, n);
  const ref = amount === null ? null : parseRecipient(b, to);
  if (amount === null || !ref) return false;
  b.steps.push({ do: 'damage', amount, to: ref, ...(by ? { by } : {}) });
  return true;
}

export const DAMAGE: EffectTemplate[] = [
  {
    id: 'damage-equal',
    re: /^(?<by>~|It|it) deals damage equal to (?<n>.+?) to (?<to>.+?)$/,
    build: (g, b) => {
      // "It deals damage …" after a trigger: the damage is dealt by that object, not the source.
      // Read before the recipient, which may name a new "it" (a target).
      const by = byRef(b, g.by as string);
      // "This creature deals damage equal to its power": with nothing named before, "it" is the subject.
      const subjectIsIt = g.by === '~' && !b.it && !b.trigger?.object;
      if (subjectIsIt) b.it = { ref: 'source' };
      const amount = parseAmountPhrase(b, g.n as string);
      if (subjectIsIt) b.it = null;
      const ref = amount === null ? null : parseRecipient(b, g.to as string);
      if (amount === null || !ref) return false;
      b.steps.push({ do: 'damage', amount, to: ref, ...(by ? { by } : {}) });
      return true;
    },
  },
  {
    // "~ deals damage to that player equal to the number of Swamps they control": the recipient
    // is read first, so "they" in the amount is that player.
    id: 'damage-to-equal',
    re: /^(?<by>~|It|it) deals damage to (?<to>.+?) equal to (?<n>.+)$/,
    build: (g, b) => {
      const by = byRef(b, g.by as string);
      const ref = parseRecipient(b, g.to as string);
      const amount = ref ? parseAmountPhrase(b, g.n as string) : null;
      if (amount === null || !ref) return false;
      b.steps.push({ do: 'damage', amount, to: ref, ...(by ? { by } : {}) });
      return true;
    },
  },
  {
    id: 'damage',
    re: /^(?<by>~|It|it|Enchanted creature|enchanted creature|That creature|that creature) deals? (?<n>\w+) damage to (?<to>.+?)$/,
    build: (g, b) => damage(b, g.n as string, g.to as string, byRef(b, g.by as string)),
  },
  {
    id: 'damage-two',
    re: /^~ deals (?<n>\w+) damage to (?<to>.+?) and (?<m>\w+) damage to (?<to2>.+?)$/,
    build: (g, b) => damage(b, g.n as string, g.to as string) && damage(b, g.m as string, g.to2 as string),
  },
];

/** Who deals the damage: the source, or another object named ("it deals ..." after a trigger). */
function byRef(b: Build, by: string): Ref | null {
  if (by === '~') return null;
  if (/^[Ee]nchanted creature$/.test(by)) return { ref: 'enchanted' };
  return b.it ?? (b.trigger?.object ? { ref: 'trigger', key: b.trigger.object } : null);
}
