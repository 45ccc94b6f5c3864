/**
 * Damage (CR 120) and fights (701.14): "~ deals 3 damage to any target", "… to each creature
 * and each player", "… to any target and 2 damage to you", "deals damage equal to its power to
 * …", "deals damage to that player equal to …", "deals 3 damage divided as you choose among one,
 * two, or three targets" (601.2d), "Target creature you control fights target creature you
 * don't control".
 */
import type { Amount, ObjectFilter, Ref } from '../../../../engine';
import { freshVar, type Build } from '../../build';
import { amountNode, lowerAmount, type AmountNode } from '../amounts';
import { actedOn, lowerNP } from '../lower-nouns';
import { eachNP, objectRef, recipient, targetNP, type NP } from '../nouns';
import { alt, as, list, lit, map, opt, seq, w, type P } from '../peg';
import { count, X } from '../words';
import type { LowerTable, VerbCtx, VerbEntry } from './verb';

export type DamageVp =
  | {
      k: 'damage';
      parts: { amount: AmountNode; to: NP; recipientFirst?: boolean }[];
      /** The recipient is a creature blocking, or blocked by, "it": the object dealing the damage. */
      ofDealer?: true;
    }
  | { k: 'damageDivided'; n: number | 'X'; to: Extract<NP, { k: 'target' }> }
  | { k: 'fight'; other: NP };

/** "deals", "also deals" (after an earlier instruction: the same damage, CR 120.3). */
const deals = map(seq(opt(w('also')), w('deal', 'deals')), ([, d]) => d);

/**
 * "blocking it", "that's blocking it", "blocking or blocked by it" after a creature phrase (CR
 * 509.1): the creatures on the other side of a block from "it". ("target creature it's blocking"
 * on Tinder Wall, whose cost sacrifices it before the target is checked again, is not read.)
 */
const blockIt: P<Pick<ObjectFilter, 'blockingSource' | 'blockedBySource'>> = alt(
  as(seq(opt(lit("that's")), lit('blocking or blocked by it')), {
    blockingSource: true,
    blockedBySource: true,
  } as const),
  as(seq(opt(lit("that's")), lit('blocking it')), { blockingSource: true } as const),
);

/** "each creature blocking it", "target creature that's blocking it" (see blockIt). */
const blockRecipient: P<NP> = map(seq(alt(targetNP, eachNP), blockIt), ([np, f]): NP | null => {
  if (np.k === 'target') {
    const objs = np.filter.objects;
    if (!objs || np.filter.players || np.filter.spells || np.max !== 1) return null;
    return { ...np, filter: { ...np.filter, objects: { ...objs, ...f } } };
  }
  if (np.k !== 'each' || np.relativeTo) return null;
  return { ...np, filter: { ...np.filter, ...f } };
});

/** "3 damage to another target": one part of a list of damage amounts, each to its recipient. */
const damagePart = map(seq(amountNode, w('damage'), w('to'), recipient), ([amount, , , to]) => ({ amount, to }));

export const DAMAGE_VERBS: VerbEntry<DamageVp>[] = [
  {
    subject: 'object',
    parse: alt(
      // "deals 3 damage divided as you choose among one, two, or three targets", "… among any
      // number of target creatures" (CR 601.2d).
      map(
        seq(deals, alt(count, as(X, 'X' as const)), lit('damage divided as you choose among'), targetNP),
        ([, n, , to]): DamageVp | null =>
          to.k === 'target' && !to.countIsX && to.max > 1 ? { k: 'damageDivided', n, to } : null,
      ),
      // "deals damage equal to its power to target creature".
      map(seq(deals, lit('damage equal to'), amountNode, w('to'), recipient), ([, , amount, , to]): DamageVp => ({
        k: 'damage',
        parts: [{ amount, to }],
      })),
      // "deals damage to that player equal to the number of Swamps they control": the recipient first.
      map(seq(deals, lit('damage to'), recipient, lit('equal to'), amountNode), ([, , to, , amount]): DamageVp => ({
        k: 'damage',
        parts: [{ amount, to, recipientFirst: true }],
      })),
      // "it deals 1 damage to each creature blocking it": "it" is the object dealing the damage.
      map(seq(deals, amountNode, lit('damage to'), blockRecipient), ([, amount, , to]): DamageVp => ({
        k: 'damage',
        parts: [{ amount, to }],
        ofDealer: true,
      })),
      // "deals 4 damage to any target and 2 damage to you", "deals 1 damage to any target, 2
      // damage to another target, and 3 damage to a third target": each part in text order.
      map(seq(deals, list(damagePart, 'and', 2)), ([, parts]): DamageVp => ({ k: 'damage', parts })),
      map(seq(deals, amountNode, w('damage'), w('to'), recipient), ([, amount, , , to]): DamageVp => ({
        k: 'damage',
        parts: [{ amount, to }],
      })),
    ),
  },
  {
    subject: 'object',
    parse: map(seq(w('fights', 'fight'), alt(targetNP, objectRef)), ([, other]) => ({ k: 'fight', other }) as DamageVp),
  },
];

/** The name of the variable an amount counted for each recipient uses until it is known to be used. */
const EACH = '\u0000each';

/**
 * "deals damage to each player equal to the number of lands they control", "… to each opponent
 * equal to the number of cards in that player's hand": "they" / "that player" in the amount is
 * each player dealt damage in turn (the step's `each`, CR 120.3). An amount naming no such player
 * is counted once. Null when the amount isn't read.
 */
export function eachRecipient(b: Build, node: AmountNode): { amount: Amount; each?: string } | null {
  const saved = b.player;
  b.player = { ref: 'var', name: EACH };
  const amount = lowerAmount(b, node);
  b.player = saved;
  if (amount === null) return null;
  const text = JSON.stringify(amount);
  if (!text.includes(JSON.stringify(EACH))) return { amount };
  const each = freshVar(b, 'each');
  return { amount: JSON.parse(text.split(JSON.stringify(EACH)).join(JSON.stringify(each))) as Amount, each };
}

/** Who deals the damage: none for the source itself, else the object the subject names (CR 120.3). */
function by(c: VerbCtx): Ref | null {
  return c.actor.ref === 'source' ? null : c.actor;
}

/** A reference to one creature: a one-creature target slot, the source, or the object of a trigger. */
function oneCreature(c: VerbCtx, r: Ref | null): boolean {
  if (!r) return false;
  if (r.ref === 'source' || r.ref === 'trigger') return true;
  if (r.ref !== 'target') return false;
  const t = c.b.targets[r.slot];
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

export const LOWER_DAMAGE: LowerTable<DamageVp> = {
  damage: (v, c) => {
    // A filter "blocking the source" reads "it" as the source: only where the source deals it,
    // or the object of the source's own attack or block trigger, which is the source.
    const selfEvent = c.actor.ref === 'trigger' && !!c.b.trigger?.objectIsSource && c.actor.key === c.b.trigger.object;
    const byRef = by(c);
    if (v.ofDealer && !selfEvent && (byRef || c.actor.ref !== 'source')) return false;
    for (const part of v.parts) {
      let amount;
      let to;
      let each: string | undefined;
      if (part.recipientFirst) {
        to = lowerNP(c.b, part.to);
        if (to?.ref === 'players') {
          const counted = eachRecipient(c.b, part.amount);
          if (!counted) return false;
          ({ amount, each } = counted);
        } else amount = to ? lowerAmount(c.b, part.amount) : null;
      } else {
        amount = lowerAmount(c.b, part.amount);
        to = amount === null ? null : lowerNP(c.b, part.to);
      }
      if (amount === null || !to) return false;
      // "Target creature deals damage to itself equal to its power" (Justice Strike): "itself" is
      // that creature (one target), not the spell; "Each creature deals damage to itself" is not read.
      const itself = !!byRef && part.to.k === 'pronoun' && part.to.word === 'itself';
      if (itself) {
        if (!oneCreature(c, byRef) || byRef?.ref !== 'target') return false;
        to = byRef;
      }
      // A bite ("Target creature deals damage equal to its power to target creature"): never to itself.
      else if (byRef && byRef.ref === 'target' && JSON.stringify(to) === JSON.stringify(byRef)) return false;
      if (byRef?.ref === 'target' && (to.ref === 'you' || to.ref === 'players')) return false;
      c.b.steps.push({ do: 'damage', amount, to, ...(byRef ? { by: byRef } : {}), ...(each ? { each } : {}) });
    }
    return true;
  },
  damageDivided: (v, c) => {
    // The controller divides the damage as the spell is cast or the ability is put on the stack
    // (CR 601.2d, 602.2b, 603.3d): "among one or more targets", so at least one, and no more
    // targets than the damage can give 1 each. The source deals it, or the object of the
    // trigger ("When this creature dies, it deals …").
    if ((c.actor.ref !== 'source' && c.actor.ref !== 'trigger') || v.to.other) return false;
    const byRef = by(c);
    const { filter, label } = v.to;
    const max = v.n === 'X' ? v.to.max : Math.min(v.to.max, v.n);
    if (max < 1) return false;
    if (v.n === 'X') c.b.usesX = true;
    c.b.targets.push({ filter, min: Math.max(1, v.to.min), max, label });
    c.b.steps.push({
      do: 'damage',
      amount: v.n === 'X' ? { x: true } : v.n,
      to: { ref: 'target', slot: c.b.targets.length - 1 },
      divided: true,
      ...(byRef ? { by: byRef } : {}),
    });
    return true;
  },
  fight: (v, c) => {
    const what = actedOn(c.b, c.actor);
    if (!oneCreature(c, what)) return false;
    const other = lowerNP(c.b, v.other, 'object');
    if (!oneCreature(c, other)) return false;
    c.b.steps.push({ do: 'fight', what: what as Ref, other: other as Ref });
    return true;
  },
};
