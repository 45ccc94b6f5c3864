/**
 * Shield steps: "Regenerate it" leaves a regeneration shield (CR 701.19a, 614.8), "Prevent
 * ... damage ... this turn" a prevention shield (CR 615.1, 615.7) and "If that creature would
 * die this turn, exile it instead" an exile shield (614.1a). They wait in `state.shields` until
 * used or until the cleanup step (514.2); zones/destroy.ts, zones/prevention.ts and
 * zones/objects.ts apply them.
 */
import type { StepSpec } from '../../state/card-def';
import { displayName } from '../../derived/characteristics';
import { emit, newTimestamp, peek, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import type { EntityId, ObjectId, Shield } from '../../state/types';
import { amount, refIds, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepResult } from './common';

function isPlayer(id: EntityId): boolean {
  return id === 'p1' || id === 'p2';
}

/** Words for a list of players and objects. */
function names(ctx: Ctx, ids: EntityId[]): string {
  return ids
    .map((id) => {
      const o = isPlayer(id) ? undefined : peek(ctx, id);
      return o ? displayName(ctx, o) : id;
    })
    .join(', ');
}

/**
 * "Regenerate [permanent]" (CR 701.19a): for each permanent the reference names that is still on
 * the battlefield, a shield that replaces its next destruction this turn.
 */
export function runRegenerateStep(
  ctx: Ctx,
  r: Resolving,
  _t: ResolveTask,
  step: Extract<StepSpec, { do: 'regenerate' }>,
): StepResult {
  const name = sourceName(ctx, r);
  const ids = refIds(ctx, r, step.what).filter((id) => !isPlayer(id) && peek(ctx, id)?.zone === 'battlefield');
  if (!ids.length) {
    nothing(
      ctx,
      r,
      `${name}: there is no permanent to regenerate (it has left the battlefield, CR 400.7).`,
      RULE.newObject,
    );
    return 'next';
  }
  for (const id of ids) {
    ctx.s.shields = [
      ...ctx.s.shields,
      { kind: 'regeneration', object: id, sourceName: name, timestamp: newTimestamp(ctx) },
    ];
    emit(ctx, {
      type: 'Note',
      rule: RULE.regenerate,
      objects: [id, r.item],
      cards: [],
      text: `${name}: the next time ${names(ctx, [id])} would be destroyed this turn, instead all damage is removed from it, it is tapped and removed from combat.`,
    });
  }
  return 'next';
}

/**
 * "Prevent the next N damage that would be dealt to X this turn" / "Prevent all (combat) damage
 * (that would be dealt to / by X) this turn" (CR 615.1, 615.7): a prevention shield. A `to` or
 * `by` reference that names nothing any more (an illegal target, a creature that left) leaves
 * no shield. The next N damage to several objects or players is a shield for each of them.
 */
export function runPreventStep(
  ctx: Ctx,
  r: Resolving,
  _t: ResolveTask,
  step: Extract<StepSpec, { do: 'prevent' }>,
): StepResult {
  const name = sourceName(ctx, r);
  const n = step.amount === 'all' ? 'all' : amount(ctx, r, step.amount);
  const live = (id: EntityId) => isPlayer(id) || !!peek(ctx, id);
  const to = step.to ? refIds(ctx, r, step.to).filter(live) : null;
  const by = step.by ? (refIds(ctx, r, step.by).filter((id) => !isPlayer(id) && live(id)) as ObjectId[]) : null;
  if ((to && !to.length) || (by && !by.length) || n === 0) {
    nothing(
      ctx,
      r,
      `${name}: nothing to prevent damage ${to ? 'to' : 'from'} (it is gone or no longer a legal target).`,
      RULE.prevent,
    );
    return 'next';
  }
  // "… is dealt to target creature you control instead" (CR 614.9): one player or object, still there.
  const redirect = step.redirect ? refIds(ctx, r, step.redirect).filter(live) : null;
  // "All damage that would be dealt to target creature this turn is dealt to you instead": for one recipient.
  if (redirect && (redirect.length !== 1 || (n === 'all' && (!to || to.length !== 1 || by || step.group)))) {
    nothing(ctx, r, `${name}: there is nothing to deal the damage to instead.`, RULE.redirection);
    return 'next';
  }
  const once = !!step.once && n === 'all';
  const { words, ...g } = step.group ?? { words: '' };
  const group = step.group && n === 'all' ? { ...g, you: r.controller } : undefined;
  const timestamp = newTimestamp(ctx);
  // "Prevent the next 1 damage that would be dealt to each creature and each player": a shield
  // of its own for each (CR 615.7), not one the first damage to any of them uses up.
  const each = typeof n === 'number' && to && to.length > 1 ? to.map((id) => [id]) : [to];
  ctx.s.shields = [
    ...ctx.s.shields,
    ...each.map((recipients): Shield => ({
      kind: 'prevention',
      amount: n,
      to: recipients,
      by,
      combatOnly: !!step.combatOnly,
      sourceName: name,
      timestamp,
      ...(once ? { once } : {}),
      ...(group ? { group } : {}),
      ...(step.gain ? { gain: r.controller } : {}),
      ...(step.counters ? { counters: step.counters } : {}),
      ...(redirect ? { redirect: redirect[0] as EntityId } : {}),
    })),
  ];
  const what = `${n === 'all' ? 'all' : `the next ${n}`}${step.combatOnly ? ' combat' : ''} damage`;
  const where = group ? ` ${words}` : `${to ? ` to ${names(ctx, to)}` : ''}${by ? ` by ${names(ctx, by)}` : ''}`;
  emit(ctx, {
    type: 'Note',
    rule: redirect
      ? RULE.redirection
      : once
        ? RULE.sourceOfChoice
        : typeof n === 'number'
          ? RULE.preventionShield
          : RULE.prevent,
    objects: [...(to ?? []), ...(by ?? []), r.item],
    cards: [],
    text: redirect
      ? `${name}: ${what} that would be dealt${where} this turn will be dealt to ${names(ctx, redirect)} instead.`
      : once
        ? `${name}: the next time ${by ? names(ctx, by) : 'a source'} would deal damage${to ? ` to ${names(ctx, to)}` : ''} this turn, that damage will be prevented.`
        : `${name}: ${what} that would be dealt${where} this turn will be prevented.`,
  });
  return 'next';
}

/**
 * "If that creature would die this turn, exile it instead" / "If a creature an opponent controls
 * would die this turn, exile it instead" (CR 614.1a, 700.4): an exile shield for the object the
 * reference names while it is still on the battlefield (a new object is not it, 400.7), or for
 * whatever matches the filter as it would die, read for the resolving ability's controller.
 */
export function runExileIfDiesStep(
  ctx: Ctx,
  r: Resolving,
  _t: ResolveTask,
  step: Extract<StepSpec, { do: 'exileIfDies' }>,
): StepResult {
  const name = sourceName(ctx, r);
  const timestamp = newTimestamp(ctx);
  if (step.filter && !step.what) {
    ctx.s.shields = [
      ...ctx.s.shields,
      { kind: 'exileIfDies', object: null, filter: step.filter, controller: r.controller, sourceName: name, timestamp },
    ];
    emit(ctx, {
      type: 'Note',
      rule: RULE.insteadReplacement,
      objects: [r.item],
      cards: [],
      text: `${name}: this turn, each such permanent that would die is exiled instead.`,
    });
    return 'next';
  }
  const ids = (step.what ? refIds(ctx, r, step.what) : []).filter(
    (id): id is ObjectId => !isPlayer(id) && peek(ctx, id)?.zone === 'battlefield',
  );
  if (!ids.length) {
    nothing(ctx, r, `${name}: there is no permanent left to exile instead (CR 400.7).`, RULE.newObject);
    return 'next';
  }
  for (const id of ids) {
    ctx.s.shields = [
      ...ctx.s.shields,
      {
        kind: 'exileIfDies',
        object: id,
        filter: step.filter ?? null,
        controller: r.controller,
        sourceName: name,
        timestamp,
      },
    ];
    emit(ctx, {
      type: 'Note',
      rule: RULE.insteadReplacement,
      objects: [id, r.item],
      cards: [],
      text: `${name}: if ${names(ctx, [id])} would die this turn, it is exiled instead.`,
    });
  }
  return 'next';
}
