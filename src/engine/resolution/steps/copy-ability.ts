/**
 * Copying an activated or triggered ability on the stack (CR 707.10): "Copy target activated or
 * triggered ability you control" (Lithoform Engine), "Copy target triggered ability you control
 * twice" (Mister Fantastic). The copy is put on the stack above the original — not activated and
 * not triggered, so nothing that waits for an ability to be activated or to trigger sees it
 * (707.10). It has the original's source (113.7a: the ability, not the source, is copied), text,
 * modes, X, targets, division and the costs paid for it ("the sacrificed creature"), and is
 * controlled by the player who copied it (707.10). With "You may choose new targets for the copy"
 * that player may change any of its targets, each to a legal one (707.10c, 115.7d). Loaded with
 * the cards that use it (every-step.ts), not with the engine.
 */
import { legalTargets, targeterFor } from '../../derived/filters';
import { emit, newObjectId, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { RULE } from '../../state/rules';
import type { EntityId, StackAbility } from '../../state/types';
import { abilityProgram } from '../resolve';
import { refId, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';
import { repeatCopies } from './repeat-copies';

/** The ability on the stack that `id` names, or undefined (it has resolved or left the stack). */
function stackAbility(ctx: Ctx, id: EntityId | null): StackAbility | undefined {
  if (!id || !ctx.s.stack.includes(id) || !Object.hasOwn(ctx.s.abilities, id)) return undefined;
  return ctx.s.abilities[id];
}

/** Puts one copy of `orig` on the stack under `controller`'s control (CR 707.10); its id. */
function putCopy(ctx: Ctx, orig: StackAbility, controller: StackAbility['controller']): string {
  const id = newObjectId(ctx);
  ctx.s.abilities[id] = {
    ...orig,
    id,
    controller,
    targets: orig.targets.map((s) => [...s]),
    ...(orig.modes ? { modes: [...orig.modes] } : {}),
    ...(orig.division ? { division: orig.division.map((d) => [...d]) } : {}),
    ...(orig.sacrificed ? { sacrificed: [...orig.sacrificed] } : {}),
    trigger: { ...orig.trigger },
    ...(orig.vars ? { vars: { ...orig.vars } } : {}),
    stackedAt: ctx.s.nextTimestamp,
  };
  ctx.s.stack.push(id);
  return id;
}

/** Makes one copy, then asks for its new targets one slot at a time (CR 707.10c, 115.7d). */
function copyOnce(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'copyAbility'>): StepResult {
  const name = sourceName(ctx, r);
  if (t.sub === 0) {
    const orig = stackAbility(ctx, refId(ctx, r, step.what));
    if (!orig) {
      nothing(ctx, r, `${name}: that ability is no longer on the stack, so it isn't copied.`, RULE.copySpell);
      r.vars._abilityCopiesLeft = null;
      return 'next';
    }
    const id = putCopy(ctx, orig, r.controller);
    r.vars._abilityCopy = id;
    emit(ctx, {
      type: 'Note',
      rule: RULE.copySpell,
      objects: [id, orig.id, orig.source],
      cards: [],
      text:
        `${name} put a copy of ${orig.sourceName}'s ${orig.kind} ability on the stack, controlled by ${r.controller} ` +
        `(not ${orig.kind === 'activated' ? 'activated' : 'triggered'}; it keeps the original's choices${orig.targets.some((s) => s.length) ? ', its targets' : ''}, CR 707.10).`,
    });
    t.sub = 1;
  }
  const copy = stackAbility(ctx, r.vars._abilityCopy as string);
  if (!copy || !step.newTargets) return 'next';
  const specs = abilityProgram(ctx, copy).targets;
  if (!specs.length) return 'next';
  if (t.sub === 1) {
    const ans = takeAnswer(t);
    if (typeof ans !== 'boolean') {
      return ask(ctx, {
        player: r.controller,
        kind: 'may',
        purpose: 'new-targets',
        rule: RULE.copySpellNewTargets,
        about: copy.id,
        prompt: `${name}: choose new targets for the copy of ${copy.sourceName}'s ability?`,
      });
    }
    if (!ans) return 'next';
    t.sub = 2;
  }
  // One decision per target slot; the number of targets and any division stay (CR 707.10, 115.7f).
  for (;;) {
    const slot = t.sub - 2;
    const spec = specs[slot];
    if (!spec) return 'next';
    const cur = stackAbility(ctx, copy.id);
    if (!cur) return 'next';
    const count = cur.targets[slot]?.length ?? 0;
    if (count === 0) {
      t.sub++;
      continue;
    }
    const ans = takeAnswer(t);
    if (!Array.isArray(ans)) {
      const by = targeterFor(ctx, copy.id, copy.controller);
      const cands = legalTargets(ctx, spec, copy.controller, copy.source, by, cur.targets.slice(0, slot));
      // With no legal new target the old one stays, even an illegal one (CR 115.7d).
      if (cands.length < count) {
        t.sub++;
        continue;
      }
      return ask(ctx, {
        player: r.controller,
        kind: 'chooseObjects',
        purpose: 'targets',
        rule: RULE.targetsNewChoose,
        about: copy.id,
        prompt: `Choose ${count === 1 ? `1 new target (${spec.label})` : `${count} new targets (${spec.label})`} for the copy of ${copy.sourceName}'s ability.`,
        candidates: cands,
        min: count,
        max: count,
      });
    }
    ctx.s.abilities[copy.id] = { ...cur, targets: cur.targets.map((s, i) => (i === slot ? [...ans] : [...s])) };
    t.sub++;
  }
}

/** Copies an ability once, or `count` times, each copy and its new targets before the next. */
function copyAbility(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'copyAbility'>): StepResult {
  return repeatCopies(ctx, r, t, step.count, '_abilityCopiesLeft', () => copyOnce(ctx, r, t, step));
}

export const copyAbilitySteps: Pick<StepTable, 'copyAbility'> = {
  copyAbility: { rule: RULE.copySpell, run: copyAbility },
};
