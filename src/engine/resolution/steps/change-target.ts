/**
 * Changing the target of a spell or ability on the stack (CR 115.7a): "Change the target of
 * target spell with a single target" (Bolt Bend, Misdirection, Redirect Lightning). The player
 * the effect belongs to picks a new target among those legal for that spell or ability, other
 * than the one it has; with none, or with no target to change, the target stays as it was, even
 * an illegal one. Loaded with the cards that use it (every-step.ts), not with the engine.
 */
import { castHalf, displayName } from '../../derived/characteristics';
import { legalTargets, targeterFor } from '../../derived/filters';
import { spellSpecOf, withSpliced } from '../../casting/cast-options';
import { defOf, emit, liveObject, peek, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { RULE } from '../../state/rules';
import type { TargetSpec } from '../../state/card-def';
import type { EntityId, ObjectId, PlayerId } from '../../state/types';
import { abilityProgram } from '../resolve';
import { refId, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';

/** A spell or ability on the stack, with what it targets and how (its slots' specs). */
interface StackItem {
  id: ObjectId;
  words: string;
  controller: PlayerId;
  /** The object its targets' filters read as "this" (a spell itself, an ability's source). */
  source: ObjectId;
  chosen: EntityId[][];
  specs: TargetSpec[];
}

function stackItem(ctx: Ctx, id: EntityId | null): StackItem | null {
  if (!id || !ctx.s.stack.includes(id)) return null;
  const a = Object.hasOwn(ctx.s.abilities, id) ? ctx.s.abilities[id] : undefined;
  if (a) {
    const { targets } = abilityProgram(ctx, a);
    return {
      id,
      words: `${a.sourceName}'s ability`,
      controller: a.controller,
      source: a.source,
      chosen: a.targets,
      specs: targets,
    };
  }
  const o = peek(ctx, id);
  if (!o?.spell) return null;
  const def = defOf(ctx, o);
  const specs = withSpliced(
    ctx,
    spellSpecOf(def, castHalf(def, o)?.name ?? null, o.spell.modes, o.spell.altCost, o.spell.kicked),
    o.spell.spliced,
  ).targets;
  return { id, words: displayName(ctx, o), controller: o.controller, source: o.id, chosen: o.spell.targets, specs };
}

/**
 * A target in words: a player, or an object's name. (derived/filters.ts has its own, kept
 * private: exporting it from the eagerly loaded chunk costs first-load bytes.)
 */
function targetWords(ctx: Ctx, id: EntityId): string {
  if (id === 'p1' || id === 'p2') return id;
  const o = peek(ctx, id);
  return o ? displayName(ctx, o) : id;
}

/**
 * CR 115.7a: the spell or ability `what` names gets a new target in place of its one target: one
 * the controller of this effect chooses or the object `to`
 * names when that one is legal ("you may change …" is asked before, by the `may` step). The new target must be legal for that spell or ability, from the
 * point of view of its controller and source (CR 115.1); the number of targets never changes.
 */
function runChangeTarget(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'changeTarget'>): StepResult {
  const name = sourceName(ctx, r);
  const item = stackItem(ctx, refId(ctx, r, step.what));
  if (!item) {
    nothing(
      ctx,
      r,
      `${name}: that spell or ability is no longer on the stack, so no target changes.`,
      RULE.changeTarget,
    );
    return 'next';
  }
  const slot = item.chosen.findIndex((s) => s.length > 0);
  const spec = item.specs[slot];
  const old = item.chosen[slot]?.length === 1 ? item.chosen[slot][0] : undefined;
  if (!spec || old === undefined || item.chosen.flat().length !== 1) {
    nothing(ctx, r, `${name}: ${item.words} doesn't have a single target, so no target changes.`, RULE.changeTarget);
    return 'next';
  }
  const by = targeterFor(ctx, item.id, item.controller);
  const before = item.chosen.slice(0, slot);
  let candidates = legalTargets(ctx, spec, item.controller, item.source, by, before).filter((id) => id !== old);
  if (step.to) {
    const to = refId(ctx, r, step.to);
    candidates = candidates.filter((id) => id === to);
  }
  if (!candidates.length) {
    nothing(
      ctx,
      r,
      `${name}: ${item.words} has no other legal target, so its target stays ${targetWords(ctx, old)} (CR 115.7a).`,
      RULE.changeTarget,
    );
    return 'next';
  }
  let ans = takeAnswer(t);
  if (!Array.isArray(ans)) {
    if (step.to) ans = candidates;
    else
      return ask(ctx, {
        player: r.controller,
        kind: 'chooseObjects',
        purpose: 'targets',
        rule: RULE.changeTarget,
        about: item.id,
        prompt: `${name}: choose the new target of ${item.words} (${spec.label}) in place of ${targetWords(ctx, old)}.`,
        candidates,
        min: 1,
        max: 1,
      });
  }
  const next = ans[0];
  if (next === undefined) return 'next';
  const targets = item.chosen.map((s, i) => (i === slot ? [next] : [...s]));
  const a = Object.hasOwn(ctx.s.abilities, item.id) ? ctx.s.abilities[item.id] : undefined;
  if (a) a.targets = targets;
  else {
    // The previous state stays frozen: the spell's record is replaced, not written in place.
    const o = liveObject(ctx, item.id);
    if (o?.spell) o.spell = { ...o.spell, targets };
  }
  emit(ctx, {
    type: 'Note',
    rule: RULE.changeTarget,
    objects: [item.id, next],
    cards: [],
    text: `${name} changed the target of ${item.words} from ${targetWords(ctx, old)} to ${targetWords(ctx, next)} (CR 115.7a).`,
  });
  return 'next';
}

export const changeTargetSteps: Pick<StepTable, 'changeTarget'> = {
  changeTarget: { rule: RULE.changeTarget, run: runChangeTarget },
};
