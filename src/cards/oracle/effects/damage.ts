/**
 * Damage (CR 120): "~ deals N damage to any target", "... to each creature and each player",
 * "... to any target and M damage to you", "deals damage equal to ... to ...".
 */
import type { Amount, Ref } from '../../../engine';
import { ANY_TARGET } from '../../../engine';
import { parseAmount, parseCount } from '../phrases/numbers';
import { addTarget, parseRecipient } from '../phrases/refs';
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
      // "Sacrifice ~: It deals damage equal to its power …": with nothing named, "it" is the source too.
      const subjectIsIt =
        (g.by === '~' || (/^[Ii]t$/.test(g.by as string) && !b.itUnnamed)) && !b.it && !b.trigger?.object;
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
    // "~ deals 3 damage divided as you choose among one, two, or three targets" (CR 601.2d):
    // the engine announces the division as the spell is cast, evenly in the order the targets
    // were chosen (the first ones take any remainder). That is every division the caster could
    // choose only while the damage is 3 or less (2 among two targets is 1 and 1; 3 is 2 and 1 in
    // either order), and only spells announce one: anything else stays text.
    id: 'damage-divided',
    re: /^~ deals (?<n>\w+) damage divided as you choose among (?<range>one or two|one, two, or three) targets$/,
    build: (g, b) => {
      const n = parseCount(g.n as string);
      const max = g.range === 'one or two' ? 2 : 3;
      if (!b.card.isSpell || n === null || n > 3 || max > n) return false;
      const to = addTarget(b, { filter: ANY_TARGET, min: 1, max, label: `${g.range} targets` });
      b.steps.push({ do: 'damage', amount: n, to, divided: true });
      return true;
    },
  },
  {
    // "Target creature you control deals damage equal to its power to target creature you don't
    // control" (a bite, CR 120.3): the first creature is the source. If it is an illegal target
    // as the spell resolves, its power is not read and it deals no damage (CR 608.2b).
    id: 'bite',
    re: /^(?<by>[Tt]arget .+?|[Tt]hat creature) deals damage equal to its power to (?<to>.+)$/,
    build: (g, b) => {
      const by = parseRecipient(b, g.by as string);
      if (!creatureRef(b, by)) return false;
      const amount = parseAmountPhrase(b, 'its power');
      const to = amount === null ? null : parseRecipient(b, g.to as string);
      if (
        amount === null ||
        !to ||
        to.ref === 'you' ||
        to.ref === 'players' ||
        JSON.stringify(to) === JSON.stringify(by)
      )
        return false;
      b.steps.push({ do: 'damage', amount, to, by: by as Ref });
      return true;
    },
  },
  {
    // "Target creature you control fights target creature you don't control" (CR 701.14a).
    id: 'fight',
    re: /^(?<a>.+?) fights (?<b>.+)$/,
    build: (g, b) => {
      const a = parseRecipient(b, g.a as string);
      if (!creatureRef(b, a)) return false;
      const other = parseRecipient(b, g.b as string);
      if (!creatureRef(b, other)) return false;
      b.steps.push({ do: 'fight', what: a as Ref, other: other as Ref });
      return true;
    },
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
  if (b.it) return b.it;
  if (b.itUnnamed) return null;
  return b.trigger?.object ? { ref: 'trigger', key: b.trigger.object } : null;
}

/**
 * A reference to one creature: a target slot for one creature only (no player, spell or
 * planeswalker), the source, or the object of a trigger ("it" after "When ~ enters").
 */
function creatureRef(b: Build, ref: Ref | null): boolean {
  if (!ref) return false;
  // The source or the object of a trigger: whether it is still a creature is checked as it resolves (CR 701.14b).
  if (ref.ref === 'source' || ref.ref === 'trigger') return true;
  if (ref.ref !== 'target') return false;
  const t = b.targets[ref.slot];
  const f = t?.filter;
  return (
    !!t &&
    t.max === 1 &&
    !t.countIsX &&
    !!f?.objects &&
    !f.players &&
    !f.spells &&
    JSON.stringify(f.objects.types) === '["creature"]'
  );
}
