/**
 * Putting waiting triggered abilities on the stack (CR 603.3): in APNAP order, each player
 * ordering their own (603.3b), choosing targets for each target slot as the ability is put on
 * the stack (603.3d: an ability that can't get a legal target for a slot that needs one is
 * removed). A delayed trigger keeps the targets of the ability that created it (603.7c); a
 * reflexive trigger chooses its own (603.12).
 */
import type { TargetSpec, TriggeredSpec } from '../state/card-def';
import {
  fewestModes,
  modalTriggerProgram,
  modeChoiceNow,
  modeOptions,
  modePrompt,
  modesLeft,
  NO_MORE_MODES,
} from '../casting/modes';
import { displayName } from '../derived/characteristics';
import { emit, MERGED, newObjectId, peek, type Ctx } from '../state/context';
import { ask, takeAnswer } from '../state/decisions';
import { chooseDivision, type Dividing } from '../casting/division';
import { ensure } from '../state/errors';
import { abilityTargeter, legalChoice, legalTargets } from '../derived/filters';
import { withAbilityX } from '../derived/object-filter';
import { RULE } from '../state/rules';
import type { EntityId, PendingTrigger, PlayerId } from '../state/types';
import { getLki } from '../state/object-table';
import { backFaceDef, cardKeyOf, isBackFaceKey } from '../state/faces';

declare module '../state/task' {
  interface TaskKinds {
    triggers: TriggersTask;
  }
}

export interface TriggersTask extends Dividing {
  kind: 'triggers';
  queue: PendingTrigger[];
  ordered: PlayerId[];
  placed: number;
  /** Targets chosen so far for the trigger being placed, one list per slot. */
  chosen?: EntityId[][];
  /** Modes chosen so far for the (modal) trigger being placed (CR 603.3c). */
  modes?: number[];
  /** "No more modes" was answered for the trigger being put on the stack (CR 700.2). */
  modesDone?: boolean;
}

/** Takes every waiting trigger into a placement task (APNAP order, CR 603.3b). */
export function triggersTask(ctx: Ctx): TriggersTask {
  const ap = ctx.s.turn.active;
  const all = ctx.s.pendingTriggers;
  ctx.s.pendingTriggers = [];
  const queue = [...all.filter((p) => p.controller === ap), ...all.filter((p) => p.controller !== ap)];
  return { kind: 'triggers', queue, ordered: [], placed: 0, chosen: [] };
}

function triggeredSpec(ctx: Ctx, p: PendingTrigger): TriggeredSpec | undefined {
  if (p.steps) return undefined;
  if (p.granted) return 'triggered' in p.granted ? p.granted.triggered : undefined;
  // A merged permanent's ability is found in its merged definition (CR 730.2a).
  const merged = MERGED.def?.(ctx, p.def);
  if (merged) return merged.triggered?.[p.abilityIndex];
  const card = ctx.s.proxies[p.def] ? undefined : ctx.reg.get(cardKeyOf(p.def));
  // An ability of a back face (CR 712.8e) is the back face's.
  const def = card && isBackFaceKey(p.def) ? backFaceDef(card) : card;
  return def?.triggered?.[p.abilityIndex];
}

function targetSpecs(ctx: Ctx, p: PendingTrigger, modes: readonly number[] | undefined): TargetSpec[] {
  // A reflexive trigger chooses its own targets (CR 603.12, 603.3d).
  if (p.steps) return p.ownTargets ?? [];
  const spec = triggeredSpec(ctx, p);
  if (!spec) return [];
  // "target … with mana value X" in an enters ability: the X of the spell it was (CR 107.3m).
  return withAbilityX(spec.modes ? modalTriggerProgram(spec, modes).targets : (spec.targets ?? []), etbX(ctx, p));
}

/**
 * CR 603.3c, 700.2: a modal triggered ability's modes are chosen as it is put on the stack,
 * one at a time among those whose targets can all be chosen. Returns the modes, 'wait' while
 * its controller decides, 'removed' when no mode can be chosen, or undefined if not modal.
 */
function chooseTriggerModes(ctx: Ctx, t: TriggersTask, p: PendingTrigger): number[] | 'wait' | 'removed' | undefined {
  const written = triggeredSpec(ctx, p)?.modes;
  if (!written) return undefined;
  const modal = modeChoiceNow(ctx, written, p.controller, p.source);
  const by = abilityTargeter(ctx, p.source, p.controller);
  const open: number[] = [];
  // CR 700.2: "choose one that hasn't been chosen [this turn]" skips the modes chosen before for
  // this object's ability (`modesChosen`: 0 for ever, else the turn).
  const key = `${p.source}:${p.abilityIndex}:`;
  modal.options.forEach((m, i) => {
    const at = ctx.s.modesChosen?.[key + i];
    if (at === 0 || at === ctx.s.turn.number) return;
    if (m.targets.every((ts) => legalTargets(ctx, ts, p.controller, p.source, by).length >= ts.min)) open.push(i);
  });
  const modes = (t.modes ??= []);
  while (!t.modesDone && modes.length < modal.count) {
    const left = modesLeft(modal, modes, open);
    if (!left.length) return modes.length ? modes : 'removed';
    const ans = takeAnswer(t);
    if (ans === NO_MORE_MODES) {
      t.modesDone = true;
      continue;
    }
    if (typeof ans === 'string') {
      const m = Number(ans);
      ensure(left.includes(m), `that mode can't be chosen for ${p.sourceName}'s ability`, RULE.triggerModes);
      modes.push(m);
      continue;
    }
    if (left.length === 1 && fewestModes(modal) === modal.count && !modal.repeat) {
      modes.push(left[0] as number);
      continue;
    }
    return ask(ctx, {
      player: p.controller,
      kind: 'chooseOption',
      purpose: 'mode',
      rule: RULE.triggerModes,
      about: p.source,
      prompt: modePrompt(modal, modes, `${p.sourceName}'s triggered ability`),
      options: modeOptions(modal, modes, left),
    });
  }
  // CR 700.2b: a modal triggered ability with no mode chosen ("choose up to one —") is removed.
  return modes.length ? modes : 'removed';
}

/** Each player orders their own triggers (CR 603.3b); 'wait' while a player decides. */
function order(ctx: Ctx, t: TriggersTask): 'done' | 'wait' {
  for (const player of [ctx.s.turn.active, ctx.s.turn.active === 'p1' ? 'p2' : 'p1'] as PlayerId[]) {
    if (t.ordered.includes(player)) continue;
    const mine = t.queue.map((p, i) => ({ p, i })).filter((x) => x.p.controller === player);
    if (mine.length > 1) {
      const ans = takeAnswer(t);
      if (!Array.isArray(ans)) {
        return ask(ctx, {
          player,
          kind: 'chooseOrder',
          purpose: 'trigger-order',
          rule: RULE.triggerOrder,
          prompt: 'Order your triggered abilities: the first one listed goes on the stack last, so it resolves first.',
          options: orderLabels(
            ctx,
            mine.map((x) => x.p),
          ).map((label, k) => ({ value: String(mine[k]?.i), label })),
        });
      }
      const reordered = [...ans].reverse().map((v) => t.queue[Number(v)] as PendingTrigger);
      const slots = mine.map((x) => x.i);
      const next = [...t.queue];
      slots.forEach((slot, k) => {
        next[slot] = reordered[k] as PendingTrigger;
      });
      t.queue = next;
    }
    t.ordered.push(player);
  }
  return 'done';
}

/**
 * Chooses the targets of `p` slot by slot (CR 603.3d). Returns the targets, 'wait' while its
 * controller decides, or 'removed' when a slot that needs a target has none.
 */
function chooseTargets(ctx: Ctx, t: TriggersTask, p: PendingTrigger): EntityId[][] | 'wait' | 'removed' {
  const specs = targetSpecs(ctx, p, t.modes);
  const chosen = (t.chosen ??= []);
  while (chosen.length < specs.length) {
    const spec = specs[chosen.length] as TargetSpec;
    // Hexproof, shroud and protection see the trigger's source, as it is or last existed (CR 702.16b);
    // the filter reads it too ("another target creature": not the source, Breaching Hippocamp).
    const by = abilityTargeter(ctx, p.source, p.controller);
    const cands = legalTargets(ctx, spec, p.controller, p.source, by, chosen);
    if (cands.length < spec.min) return 'removed';
    const ans = takeAnswer(t);
    if (Array.isArray(ans)) {
      const bad = legalChoice(ctx, spec, ans, p.controller, p.source, by, chosen);
      ensure(!bad, bad ?? '', RULE.triggerToStack);
      chosen.push(ans);
    } else if (cands.length === spec.min && spec.min === spec.max) {
      chosen.push(cands);
    } else {
      return ask(ctx, {
        player: p.controller,
        kind: 'chooseObjects',
        purpose: 'targets',
        rule: RULE.triggerToStack,
        about: p.source,
        prompt: `Choose ${spec.label} for ${p.sourceName}'s triggered ability.`,
        candidates: cands,
        min: spec.min,
        max: spec.max,
      });
    }
  }
  return chosen;
}

/** Runs the placement task. */
export function runTriggersTask(ctx: Ctx, t: TriggersTask): 'done' | 'wait' {
  if (order(ctx, t) === 'wait') return 'wait';
  while (t.placed < t.queue.length) {
    const p = t.queue[t.placed] as PendingTrigger;
    const modes = chooseTriggerModes(ctx, t, p);
    if (modes === 'wait') return 'wait';
    const targets =
      modes === 'removed'
        ? 'removed'
        : p.steps && !p.ownTargets
          ? (p.targets ?? []).map((s) => [...s])
          : chooseTargets(ctx, t, p);
    if (targets === 'wait') return 'wait';
    const spec = targets === 'removed' ? undefined : triggeredSpec(ctx, p);
    // CR 603.3d (applying 601.2d): a division of damage is announced as it is put on the stack.
    const division = spec
      ? chooseDivision(ctx, t, {
          player: p.controller,
          about: p.source,
          name: `${p.sourceName}'s triggered ability`,
          steps: modalTriggerProgram(spec, Array.isArray(modes) ? modes : undefined).steps,
          targets: targets as EntityId[][],
          x: etbX(ctx, p),
        })
      : null;
    if (division === 'wait') return 'wait';
    t.chosen = [];
    t.modes = undefined;
    t.modesDone = undefined;
    t.placed++;
    if (targets === 'removed') {
      emit(ctx, {
        type: 'NothingHappened',
        rule: RULE.triggerNoTargets,
        objects: [p.source],
        cards: [],
        text: `${p.sourceName}'s triggered ability has no legal targets, so it is removed from the stack (CR ${RULE.triggerNoTargets}).`,
      });
      continue;
    }
    // CR 700.2: "choose one that hasn't been chosen" remembers the modes chosen for this object.
    const unchosen = spec?.modes?.unchosen;
    if (unchosen && Array.isArray(modes))
      for (const m of modes)
        ctx.s.modesChosen = {
          ...ctx.s.modesChosen,
          [`${p.source}:${p.abilityIndex}:${m}`]: unchosen === 'game' ? 0 : ctx.s.turn.number,
        };
    const id = newObjectId(ctx);
    ctx.s.abilities[id] = {
      id,
      kind: 'triggered',
      source: p.source,
      sourceName: p.sourceName,
      def: p.def,
      abilityIndex: p.abilityIndex,
      controller: p.controller,
      targets,
      ...(Array.isArray(modes) ? { modes: [...modes] } : {}),
      ...(division ? { division } : {}),
      x: etbX(ctx, p),
      trigger: p.trigger,
      steps: p.steps,
      ...(p.ownTargets ? { ownTargets: p.ownTargets } : {}),
      condition: p.condition,
      text: p.text,
      ...(p.vars ? { vars: p.vars } : {}),
      ...(p.granted ? { granted: p.granted } : {}),
      stackedAt: ctx.s.nextTimestamp,
    };
    ctx.s.stack.push(id);
    emit(ctx, {
      type: 'AbilityPutOnStack',
      objectId: id,
      source: p.source,
      player: p.controller,
      rule: RULE.triggerToStack,
      objects: [id, p.source, ...targets.flat()],
      cards: [],
      text: `${p.sourceName}'s triggered ability was put on the stack.`,
    });
  }
  return 'done';
}

/**
 * Labels for ordering triggers that tell same-named sources apart: an Aura says what it
 * enchants, other duplicates are numbered.
 */
function orderLabels(ctx: Ctx, pending: PendingTrigger[]): string[] {
  const base = pending.map((p) => {
    const src = peek(ctx, p.source) ?? getLki(ctx.s, p.source)?.object;
    const host = src?.attachedTo ? peek(ctx, src.attachedTo) : undefined;
    return host ? `${p.sourceName} (enchanting ${displayName(ctx, host)})` : p.sourceName;
  });
  return base.map((b, i) => {
    const same = base.filter((x) => x === b).length;
    const n = base.slice(0, i + 1).filter((x) => x === b).length;
    return `${same > 1 ? `${b} #${n}` : b}: ${pending[i]?.text ?? ''}`;
  });
}

/** X for an enters-the-battlefield trigger is the X of the spell it came from (CR 107.3m). */
function etbX(ctx: Ctx, p: PendingTrigger): number {
  const src = peek(ctx, p.source) ?? getLki(ctx.s, p.source)?.object;
  return src?.etbX ?? 0;
}
