/**
 * A triggered ability that has triggered waits in `pendingTriggers` until a player would
 * receive priority (CR 603.3). It is controlled by whoever controlled its source when it
 * triggered (603.3a; for a source that has left, as it last existed); an intervening "if" is
 * checked now and again on resolution (603.4); "do this only once each turn" keeps it from
 * triggering once done (603.2h); triggered mana abilities resolve at once instead (605.4a).
 */
import type { TriggeredSpec } from '../state/card-def';
import { displayName } from '../derived/characteristics';
import { emit, type Ctx } from '../state/context';
import { faceKeyOf } from '../state/faces';
import { condition, type Resolving } from '../resolution/refs';
import { RULE } from '../state/rules';
import type { PendingTrigger } from '../state/types';
import { getLki } from '../state/object-table';
import type { TriggerData, Watcher } from './watcher';

/** The watcher's name as it is, or was (CR 603.10a). */
function watcherName(ctx: Ctx, w: Watcher): string {
  return w.lki ? (getLki(ctx.s, w.id)?.names.join(' // ') ?? displayName(ctx, w.obj)) : displayName(ctx, w.obj);
}

/** A resolution context for evaluating a trigger's conditions before it is on the stack. */
export function triggerContext(ctx: Ctx, w: Watcher, index: number, spec: TriggeredSpec, data: TriggerData): Resolving {
  const src = w.obj;
  return {
    item: w.id,
    ability: {
      id: '',
      kind: 'triggered',
      source: w.id,
      sourceName: watcherName(ctx, w),
      def: faceKeyOf(src),
      abilityIndex: index,
      controller: src.controller,
      targets: [],
      x: src.etbX ?? 0,
      trigger: data,
      steps: null,
      condition: null,
      text: spec.text,
    },
    spell: null,
    controller: src.controller,
    source: w.id,
    // An intervening "if X is …" of an enters ability reads the X of the spell it was (CR 107.3m, 603.4), as placing it does.
    x: src.etbX ?? 0,
    kicked: !!src.kicked,
    sacrificed: [],
    targets: [],
    chosenTargets: [],
    division: null,
    vars: {},
  };
}

/** Queues ability `index` of the watcher, triggered with `data`. */
export function queueTrigger(
  ctx: Ctx,
  w: Watcher,
  index: number,
  spec: TriggeredSpec,
  data: TriggerData,
  granted = false,
): void {
  if (spec.manaAbility) return; // triggered mana abilities resolve at once (mana-abilities.ts)
  const src = w.obj;
  if (spec.onceEachTurn && ctx.s.turnFlags[`once:${w.id}:${index}`]) return; // CR 603.2h
  const pending: PendingTrigger = {
    source: w.id,
    sourceName: watcherName(ctx, w),
    def: faceKeyOf(src),
    abilityIndex: index,
    controller: src.controller,
    trigger: data,
    steps: null,
    condition: spec.condition ?? null,
    text: spec.text,
    // An ability an effect gave it (CR 613.1f) is not its card's: it travels with the trigger.
    ...(granted ? { granted: { triggered: spec } } : {}),
  };
  // CR 603.4: with an intervening "if" that is false, it doesn't trigger at all; nor with its
  // event's own "while" condition false (CR 603.2).
  for (const c of [spec.condition, spec.while])
    if (c && !condition(ctx, triggerContext(ctx, w, index, spec, data), c)) return;
  // CR 603.2h: "This ability triggers only once each turn."
  if (spec.triggersOnceEachTurn) {
    const key = `triggered:${w.id}:${index}`;
    if (ctx.s.turnFlags[key]) return;
    ctx.s.turnFlags[key] = true;
  }
  ctx.s.pendingTriggers.push(pending);
  emit(ctx, {
    type: 'AbilityTriggered',
    source: w.id,
    player: src.controller,
    rule: RULE.trigger,
    objects: [w.id, ...Object.values(data).filter((v): v is string => typeof v === 'string')],
    cards: src.cardId ? [src.cardId] : [],
    text: `${pending.sourceName}'s ability triggered: "${spec.text}"`,
  });
}
