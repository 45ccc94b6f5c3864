/**
 * "… becomes a copy of …" (CR 707.2, 613.2a layer 1): a resolving spell or ability gives each
 * permanent it names the copiable values of another object — "This artifact becomes a copy of
 * target artifact until end of turn" (Mirage Mirror), "Each other creature becomes a copy of
 * target nonlegendary creature until end of turn" (Mirrorweave), "Target artifact or creature
 * becomes a copy of another target artifact or creature" (True Polymorph).
 *
 * The values are those of the copied object as the effect begins (its card's or token's
 * definition, with its own copy exceptions, 707.3; a face-down object's are the face-down ones,
 * 708.2a), with this copy's exceptions over them (707.9b). The effect is a continuous effect of
 * the resolved ability (`ContinuousEffect.copy`) with its duration (611.2a: none stated, for as
 * long as the permanent is the same object). Only the copiable values change: counters, damage,
 * tapped state, attachments, control and the effects of other layers stay (707.2, 613.1).
 *
 * The engine reads a permanent's values from its definition key (`GameObject.def`), so the
 * effects are realised on the object: the latest copy effect on it gives its key and exceptions
 * (timestamp order, 613.7); its own values are kept in `copyBase` and given back when the last
 * one ends ({@link syncCopyEffects}, called where effects end: cleanup, 514.2; a turn beginning,
 * 500.5). Leaving the battlefield it is its own card again (400.7), as a Clone is (`ownDef`).
 * Durations: "until end of turn", "until your next turn", or none (the compiler writes no other).
 */
import { displayName } from '../../derived/characteristics';
import {
  boardChanged,
  COPY_EFFECTS,
  defByKey,
  emit,
  liveObject,
  newTimestamp,
  peek,
  type Ctx,
} from '../../state/context';
import { BACK_FACE_SUFFIX, copiableKey } from '../../state/faces';
import { composeCopyExceptions } from '../../state/copy-exception';
import { RULE } from '../../state/rules';
import type { ContinuousEffect, GameObject, ObjectId } from '../../state/types';
import { objectOrLki, readZone } from '../../zones/objects';
import { refId, refObjects, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';
import { UNTIL } from './becomes';
import { durationFields } from './durations';

type CopyValues = NonNullable<ContinuousEffect['copy']>;

/**
 * The copiable values of `orig` (CR 707.2–707.3): its definition key — the face that is up of a
 * double-faced permanent (712.8d–e; a prototyped one's prototype values, 718.3b; a face-down
 * one's face-down values, 708.2a) — and its own copy exceptions.
 */
function copiableValues(ctx: Ctx, orig: GameObject): CopyValues {
  const card = defByKey(ctx, orig.def);
  let def = copiableKey(orig, card);
  if (!orig.faceDown && orig.backFaceUp && def === orig.def && card.back) def = orig.def + BACK_FACE_SUFFIX;
  return { def, ...(orig.copyExcept ? { except: orig.copyExcept } : {}) };
}

/** What an object's values are without copy effects of resolved abilities. */
function baseOf(o: GameObject): NonNullable<GameObject['copyBase']> {
  return (
    o.copyBase ?? {
      def: o.def,
      ...(o.ownDef ? { ownDef: o.ownDef } : {}),
      ...(o.copyExcept ? { copyExcept: o.copyExcept } : {}),
      ...(o.backFaceUp ? { backFaceUp: true as const } : {}),
    }
  );
}

/**
 * Gives each permanent the values of the latest copy effect that applies to it (CR 613.7), or
 * its own once none does; marks the board changed when any changes.
 */
export function syncCopyEffects(ctx: Ctx): void {
  const latest = new Map<ObjectId, ContinuousEffect>();
  for (const e of ctx.s.effects) {
    const had = latest.get(e.object);
    if (e.copy && (!had || had.timestamp < e.timestamp)) latest.set(e.object, e);
  }
  for (const id of readZone(ctx, 'battlefield')) {
    const o = peek(ctx, id);
    const c = latest.get(id)?.copy;
    if (!o || (!c && !o.copyBase)) continue;
    const base = baseOf(o);
    const want = c
      ? { def: c.def, ownDef: base.ownDef ?? base.def, copyExcept: c.except, backFaceUp: undefined }
      : { def: base.def, ownDef: base.ownDef, copyExcept: base.copyExcept, backFaceUp: base.backFaceUp };
    if (
      o.def === want.def &&
      o.ownDef === want.ownDef &&
      JSON.stringify(o.copyExcept) === JSON.stringify(want.copyExcept) &&
      o.backFaceUp === want.backFaceUp &&
      !!o.copyBase === !!c
    )
      continue;
    const live = liveObject(ctx, id) as GameObject;
    live.def = want.def;
    for (const k of ['ownDef', 'copyExcept', 'backFaceUp'] as const) {
      if (want[k] === undefined) delete live[k];
      else (live as unknown as Record<string, unknown>)[k] = want[k];
    }
    if (c) live.copyBase = base;
    else delete live.copyBase;
    boardChanged(ctx);
  }
}

function runBecomeCopy(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'becomeCopy'>): StepResult {
  const name = sourceName(ctx, r);
  const look = objectOrLki(ctx, refId(ctx, r, step.of));
  // A permanent (or one as it last existed on the battlefield, CR 608.2h) is copied.
  if (!look || look.object.zone !== 'battlefield') {
    nothing(ctx, r, `${name}: there is no permanent to copy, so nothing becomes a copy.`, RULE.copy);
    return 'next';
  }
  const objs = refObjects(ctx, r, step.what).filter(
    (o) => o.zone === 'battlefield' && !(step.otherThanCopied && o.id === look.object.id),
  );
  if (!objs.length) {
    nothing(ctx, r, `${name}: there is nothing to become a copy (it has left the battlefield, CR 400.7).`, RULE.copy);
    return 'next';
  }
  const lasting = durationFields(ctx, r, step.until);
  if (!lasting) return 'next';
  const values = copiableValues(ctx, look.object);
  // CR 707.9b–c: this copy's exceptions over the copied object's own.
  const except = composeCopyExceptions(values.except, step.except);
  const copy: CopyValues = { def: values.def, ...(except ? { except } : {}) };
  const copiedName = displayName(ctx, look.object);
  for (const obj of objs) {
    const was = displayName(ctx, obj);
    ctx.s.effects = [
      ...ctx.s.effects,
      {
        object: obj.id,
        until: step.until ?? 'indefinitely',
        ...lasting,
        timestamp: newTimestamp(ctx),
        sourceName: name,
        copy,
      },
    ];
    emit(ctx, {
      type: 'Note',
      rule: RULE.copy,
      objects: [obj.id, look.object.id, r.item],
      cards: obj.cardId ? [obj.cardId] : [],
      text: `${was} became a copy of ${copiedName}${step.until ? UNTIL[step.until] : ''} (${name}; CR 707.2, 613.2a).`,
    });
  }
  syncCopyEffects(ctx);
  return 'next';
}

COPY_EFFECTS.sync = syncCopyEffects;

export const becomeCopySteps: Pick<StepTable, 'becomeCopy'> = {
  becomeCopy: { rule: RULE.copy, run: runBecomeCopy },
};
