/**
 * Resolving the top object of the stack (CR 608) as a resumable task: the intervening "if" is
 * rechecked (603.4, 608.2a), targets are rechecked (608.2b), the instructions run in order with
 * a cursor and named results (608.2c), possibly stopping for decisions or for a spell cast
 * during the resolution (608.2g); then an instant or sorcery goes to its owner's graveyard
 * (608.2n; exile for flashback, 702.34a), an ability ceases to exist, and a permanent spell
 * enters the battlefield (608.3), an Aura attached to its target (608.3c) or, with an illegal
 * target, into the graveyard (608.3b); a copy of a permanent spell becomes a token (608.3f).
 */
import type { StepSpec, TargetSpec } from '../state/card-def';
import { castHalf, displayName, hasType, isPermanentCard } from '../derived/characteristics';
import { defByKey, defOf, emit, liveObject, MERGED, peek, type Ctx } from '../state/context';
import { getLki } from '../state/object-table';
import { spellSpecOf, withSpliced } from '../casting/cast-options';
import { modalTriggerProgram } from '../casting/modes';
import type { ResolveTask } from './resolve-task';
import { allowedBy, targeterFor } from '../derived/filters';
import { withAbilityX } from '../derived/object-filter';
import { spellLeavesStack } from '../zones/stack';
import { condition, type Resolving } from './refs';
import { RULE } from '../state/rules';
import { enterAsPermanent } from './enter';
import type { StepResult } from './steps';
import { runStep } from './steps/registry';
import type { EntityId, GameObject, StackAbility } from '../state/types';

export { resolveTask, type ResolveTask } from './resolve-task';

/**
 * The ability's target specs and steps from its definition (or its own steps, for delayed
 * triggers, and its own target specs too for a reflexive trigger, CR 603.12).
 */
export function abilityProgram(ctx: Ctx, a: StackAbility): { targets: TargetSpec[]; steps: StepSpec[] } {
  // "with mana value X": the X it was activated with or its source entered with (CR 602.2b, 107.3m).
  const p = program0(ctx, a);
  return { targets: withAbilityX(p.targets, a.x), steps: withAbilityX(p.steps, a.x) };
}

function program0(ctx: Ctx, a: StackAbility): { targets: TargetSpec[]; steps: StepSpec[] } {
  if (a.steps) return { targets: a.ownTargets ?? [], steps: a.steps };
  // An ability an effect gave its source (CR 613.1f) carries its own text (113.7a).
  if (a.granted) {
    if ('triggered' in a.granted) return modalTriggerProgram(a.granted.triggered, a.modes);
    return { targets: a.granted.activated.targets ?? [], steps: a.granted.activated.steps ?? [] };
  }
  const def = defByKey(ctx, a.def);
  if (a.kind === 'triggered') {
    const trig = def.triggered?.[a.abilityIndex];
    return trig ? modalTriggerProgram(trig, a.modes) : { targets: [], steps: [] };
  }
  const spec = def.activated?.[a.abilityIndex];
  return { targets: spec?.targets ?? [], steps: spec?.steps ?? [] };
}

function program(
  ctx: Ctx,
  t: ResolveTask,
): { targets: TargetSpec[]; steps: StepSpec[]; ability: StackAbility | null; spell: GameObject | null } {
  const ability = ctx.s.abilities[t.item] ?? null;
  if (ability) return { ...abilityProgram(ctx, ability), ability, spell: null };
  // A spell that moved itself while resolving ("Shuffle ~ into its owner's library") goes on
  // with its remaining instructions, read as it last existed on the stack (CR 608.2c, 608.2h).
  const spell = peek(ctx, t.item) ?? (t.stage === 'steps' ? (getLki(ctx.s, t.item)?.object ?? null) : null);
  if (!spell) return { targets: [], steps: [], ability: null, spell: null };
  const def = defOf(ctx, spell);
  const spec = withSpliced(
    ctx,
    spellSpecOf(def, castHalf(def, spell)?.name ?? null, spell.spell?.modes, spell.spell?.altCost, spell.spell?.kicked),
    spell.spell?.spliced,
  );
  return { targets: spec.targets, steps: isPermanentCard(ctx, spell) ? [] : spec.steps, ability: null, spell };
}

/** Whether an ability's source was a kicked spell ("if it was kicked", CR 702.33d): live, or as it last existed. */
function sourceWasKicked(ctx: Ctx, source: string): boolean {
  return !!(peek(ctx, source) ?? getLki(ctx.s, source)?.object)?.kicked;
}

/** The resolution context for the steps. */
export function resolving(ctx: Ctx, t: ResolveTask): Resolving {
  const { ability, spell } = program(ctx, t);
  return {
    item: t.item,
    ability,
    spell,
    controller: ability?.controller ?? spell?.controller ?? 'p1',
    source: ability ? ability.source : t.item,
    x: ability ? ability.x : (spell?.spell?.x ?? 0),
    kicked: ability ? sourceWasKicked(ctx, ability.source) : (spell?.spell?.kicked ?? false),
    sacrificed: ability ? (ability.sacrificed ?? []) : (spell?.spell?.sacrificed ?? []),
    targets: t.targets,
    chosenTargets: ability ? ability.targets : (spell?.spell?.targets ?? []),
    division: ability ? (ability.division ?? null) : (spell?.spell?.division ?? null),
    vars: t.vars,
  };
}

function nameOfItem(ctx: Ctx, t: ResolveTask): string {
  const a = ctx.s.abilities[t.item];
  if (a) return `${a.sourceName}'s ability`;
  const o = peek(ctx, t.item);
  return o ? displayName(ctx, o) : 'the spell';
}

/** CR 608.2b: keeps the targets that are still legal; false if it had targets and none are. */
function recheckTargets(ctx: Ctx, t: ResolveTask, specs: TargetSpec[], chosen: EntityId[][], r: Resolving): boolean {
  let had = 0;
  let legal = 0;
  t.targets = specs.map((spec, i) => {
    const ids = chosen[i] ?? [];
    had += ids.length;
    // The filter reads the source ("another", "the chosen color"); the spell or ability on the
    // stack is what targets (hexproof, protection, CR 115.5).
    const by = targeterFor(ctx, t.item, r.controller);
    const ok = ids.filter((id) => allowedBy(ctx, spec.filter, id, r.controller, r.source, by));
    legal += ok.length;
    return ok;
  });
  return had === 0 || legal > 0;
}

/** Runs a resolve task as far as it can. 'continue' means a child task was pushed. */
export function runResolveTask(ctx: Ctx, t: ResolveTask): 'done' | 'wait' | 'continue' {
  for (;;) {
    const prog = program(ctx, t);
    const r = resolving(ctx, t);
    switch (t.stage) {
      case 'start': {
        const a = prog.ability;
        // A delayed trigger starts with what the ability that created it found (CR 400.7j).
        if (a?.vars) Object.assign(r.vars, a.vars);
        if (a?.condition && !condition(ctx, r, a.condition)) {
          emit(ctx, {
            type: 'NothingHappened',
            rule: RULE.interveningIfResolution,
            objects: [t.item, a.source],
            cards: [],
            text: `${a.sourceName}'s ability does nothing: its "if" condition is no longer true on resolution (CR 603.4).`,
          });
          t.stage = 'finish';
          break;
        }
        const chosen = a ? a.targets : (prog.spell?.spell?.targets ?? []);
        if (a?.steps && !a.ownTargets) {
          // A delayed trigger's "it" is what the creating ability named, not a target of its own (CR 603.7c).
          t.targets = a.targets.map((slot) => [...slot]);
          t.stage = 'steps';
          break;
        }
        if (!recheckTargets(ctx, t, prog.targets, chosen, r)) {
          // CR 702.103e: a bestowed Aura spell whose target is illegal ceases to be bestowed and
          // resolves as a creature spell (its enchant creature is gone with it).
          // CR 702.140b: so does a mutating creature spell (it enters as a creature spell would).
          if (prog.spell?.bestowed || prog.spell?.spell?.altCost === 'mutate') {
            delete liveObject(ctx, prog.spell.id)!.bestowed;
            t.stage = 'enter';
            break;
          }
          emit(ctx, {
            type: 'DidNotResolve',
            objectId: t.item,
            rule: RULE.targetsRechecked,
            objects: [t.item, ...chosen.flat()],
            cards: [],
            text: `${nameOfItem(ctx, t)} doesn't resolve: all its targets are illegal now (CR 608.2b).`,
          });
          finish(ctx, t, false);
          return 'done';
        }
        t.stage = prog.spell && isPermanentCard(ctx, prog.spell) ? 'enter' : 'steps';
        break;
      }
      case 'steps': {
        const step = prog.steps[t.cursor];
        if (!step) {
          t.stage = 'finish';
          break;
        }
        if (step.when && !condition(ctx, r, step.when)) {
          t.cursor++;
          t.sub = 0;
          break;
        }
        const res: StepResult = runStep(ctx, r, t, step);
        if (res === 'wait') return 'wait';
        if (res === 'stop') {
          t.stage = 'finish';
          break;
        }
        t.cursor++;
        t.sub = 0;
        if (res === 'child') return 'continue';
        break;
      }
      case 'enter': {
        const spell = prog.spell;
        if (!spell) {
          t.stage = 'finish';
          break;
        }
        // CR 702.140c: a mutating creature spell with a legal target merges with it instead.
        const res =
          spell.spell?.altCost === 'mutate' && t.targets[0]?.length
            ? MERGED.merge!(ctx, t, spell)
            : enterAsPermanent(ctx, t, spell);
        if (res === 'wait') return 'wait';
        emitResolved(ctx, t, spell);
        return 'done';
      }
      case 'finish':
        finish(ctx, t, true);
        return 'done';
    }
  }
}

function emitResolved(ctx: Ctx, t: ResolveTask, spell: GameObject | null): void {
  if (spell) {
    emit(ctx, {
      type: 'SpellResolved',
      objectId: t.item,
      rule: RULE.resolve,
      objects: [t.item],
      cards: spell.cardId ? [spell.cardId] : [],
      text: `${displayName(ctx, spell)} resolved.`,
    });
  }
}

/** Ends a resolution: the spell leaves the stack (CR 608.2n) or the ability ceases to exist. */
function finish(ctx: Ctx, t: ResolveTask, resolved: boolean): void {
  const a = ctx.s.abilities[t.item];
  if (a) {
    ctx.s.stack.splice(ctx.s.stack.indexOf(t.item), 1);
    delete ctx.s.abilities[t.item];
    if (resolved) {
      emit(ctx, {
        type: 'AbilityResolved',
        objectId: t.item,
        rule: RULE.resolve,
        objects: [t.item, a.source],
        cards: [],
        text: `${a.sourceName}'s ability resolved.`,
      });
    }
    return;
  }
  const spell = peek(ctx, t.item);
  if (!spell || spell.zone !== 'stack') return;
  if (resolved) emitResolved(ctx, t, spell);
  const permanent = isPermanentCard(ctx, spell);
  spellLeavesStack(
    ctx,
    spell,
    resolved
      ? RULE.spellToGraveyard
      : permanent && hasType(ctx, spell, 'enchantment')
        ? RULE.auraIllegalTarget
        : RULE.targetsRechecked,
    resolved ? 'finished resolving' : 'did not resolve',
    resolved,
  );
}
