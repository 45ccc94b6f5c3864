/**
 * "Sacrifice it. If you do, …", "Remove a +1/+1 counter from it. If you do, …", "Discard a card.
 * If you do, …", "Create a Food token. When you do, …": "If you do" / "When you do" after an
 * instruction that is not a choice refers to that instruction, and holds only if it was done
 * (CR 608.2c: instructions are followed in order, and a later one may depend on whether an
 * earlier one happened; 603.12: a reflexive ability triggers only when the action is performed;
 * 701.21a: a permanent that has left can't be sacrificed; 122.8: counters that aren't there
 * can't be removed). Read only where the engine keeps what the instruction did.
 */
import type { Condition, StepSpec } from '../../../engine';
import { freshVar, type Build } from '../build';
import { isOneObject } from './effects/verb';

/** Steps that are a choice: "If you do" after them is the choice's (lower-effect.ts `lastChoice`). */
const CHOICES = new Set<StepSpec['do']>(['may', 'payMana', 'payEnergy', 'payLife', 'payManaAndLife', 'castFromHand']);

/** Sentences that are instructions ("Sacrifice it.", "Discard a card for each …", "…, where X is …"). */
const INSTRUCTIONS = new Set(['do', 'forEach', 'where']);

/** Instructions that can't fail to happen: "Roll a d20. When you do, …" (CR 706.1). */
const ALWAYS = new Set<StepSpec['do']>(['rollDie', 'flipCoin']);

/**
 * Whether step `st` was done, from the result it keeps (naming one if it names none yet): null
 * when the engine can't tell; true when it always happens.
 */
export function stepDone(b: Build, st: StepSpec, chosen: ReadonlySet<string>): Condition | true | null {
  if (ALWAYS.has(st.do)) return true;
  switch (st.do) {
    case 'sacrifice':
      if (!isOneObject(b, st.what)) return null;
      st.as ??= freshVar(b, 'did');
      return { var: st.as };
    case 'removeCounters':
      // True only when every counter was removed (none missing, the object still there).
      st.as ??= freshVar(b, 'did');
      return { var: st.as };
    case 'sacrificeChosen': {
      // "Sacrifice a creature" with none: nothing sacrificed (the result is empty); "sacrifice two
      // creatures" with one: not done, so the count must be met.
      if (st.anyNumber) return null;
      return st.count && st.count > 1 ? { compare: [{ varAmount: st.as }, '>=', st.count] } : { var: st.as };
    }
    case 'discard': {
      // "Discard a card" / "discard two cards" by one player: done only with that many discarded.
      if (typeof st.count !== 'number' || st.count < 1 || st.chosenBy || st.anyNumber || st.upTo) return null;
      if (st.player.ref !== 'you' && !isOneObjectPlayer(b, st)) return null;
      st.as ??= freshVar(b, 'did');
      return { compare: [{ varAmount: st.as }, '>=', st.count] };
    }
    case 'moveTo':
      // "Exile it": one object, moved only if it was still where it was (CR 400.7); "exile a
      // creature card from your graveyard": the one card chosen, none if there was none.
      if (!isOneObject(b, st.what) || (st.what.ref === 'var' && !chosen.has(st.what.name))) return null;
      st.as ??= freshVar(b, 'did');
      return { var: st.as };
    case 'createToken':
      // "Create a Food token": the tokens made (none if a replacement made none).
      st.as ??= freshVar(b, 'did');
      return { var: st.as };
    default:
      return null;
  }
}

/** A discard by one player the ability names (a target player, the trigger's player): not "each player". */
function isOneObjectPlayer(b: Build, st: Extract<StepSpec, { do: 'discard' }>): boolean {
  const p = st.player;
  if (p.ref === 'trigger') return true;
  if (p.ref !== 'target') return false;
  const t = b.targets[p.slot];
  return !!t && t.max === 1 && !t.countIsX;
}

/**
 * What "If you do" / "When you do" tests when the sentence before it is an instruction, not a
 * choice: that every instruction it gave was done (`true`: it always is). Null when one of them
 * can't be told; undefined when the sentence before is a choice or there is none (the caller then
 * reads the last choice).
 */
export function actionDone(b: Build): Condition | true | null | undefined {
  // The sentence before said itself what doing it is ("You may sacrifice an artifact or discard a card").
  if (b.lastDone?.either && b.lastDone.at === b.prevSentence) return b.lastDone.done;
  if (b.prevSentence === undefined || !b.prevKind || !INSTRUCTIONS.has(b.prevKind)) return undefined;
  const steps = b.steps.slice(b.prevSentence);
  // "You may put a land card from among them into your hand" is a choice too (lower-effect.ts `lastChoice`).
  if (!steps.length || steps.some((st) => CHOICES.has(st.do) || (st.do === 'pickAmong' && st.upTo))) return undefined;
  return stepsDone(b, steps);
}

/**
 * Whether every instruction of `steps` was done: a condition on their results, `true` when they
 * always are, null when one of them can't be told.
 */
export function stepsDone(b: Build, steps: readonly StepSpec[]): Condition | true | null {
  const parts: Condition[] = [];
  // "Exile a creature card from your graveyard": the choice of one card, then its move.
  const chosen = new Set(steps.flatMap((st) => (st.do === 'choose' ? [st.as] : [])));
  for (const st of steps) {
    if (st.do === 'choose') continue;
    const done = stepDone(b, st, chosen);
    if (done === null) return null;
    if (done !== true) parts.push(done);
  }
  if (!parts.length) return steps.every((st) => ALWAYS.has(st.do)) ? true : null;
  return parts.length === 1 ? (parts[0] as Condition) : { all: parts };
}
