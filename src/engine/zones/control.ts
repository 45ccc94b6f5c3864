/**
 * Layer 2 (CR 613.1b): control-changing static abilities ("You control enchanted creature",
 * Control Magic) and control-changing effects of resolved spells and abilities ("gain control
 * of target creature until end of turn", Act of Treason) realised on the permanents, since every rule reads `controller`. After each
 * task and before each state-based-action check the wanted controller of every affected
 * permanent is worked out — the latest timestamp wins (CR 613.7) — and a permanent whose
 * controller changes is under its new controller's control only from now on (summoning
 * sickness, CR 302.6) and leaves combat (CR 506.4). When the effect ends (the Aura leaves, its
 * condition fails, the turn's cleanup step ends "until end of turn", CR 514.2) the permanent goes
 * back to the controller it would have without it.
 */
import { READER, displayName } from '../derived/characteristics';
import { candidateApplies, staticCandidate } from '../derived/layers';
import { matchesObjectFilter } from '../derived/object-filter';
import { STATIC_PARTS } from '../derived/static-parts';
import { staticIndex, type StaticApplication } from '../derived/statics';
import { boardChanged, emit, liveObject, peek, type Ctx } from '../state/context';
import { RULE } from '../state/rules';
import type { ContinuousEffect, GameObject, ObjectId, PlayerId } from '../state/types';

/** The control-changing static abilities on the board, oldest first. */
function controlApplications(ctx: Ctx): StaticApplication[] {
  const idx = staticIndex(ctx);
  const all = [...[...idx.onHost.values()].flat(), ...[...idx.onSelf.values()].flat(), ...idx.global];
  return all.filter((a) => a.spec.controlledBySourceController).sort((a, b) => a.timestamp - b.timestamp);
}

/** The permanents a static ability could affect: its host, its source, or every permanent matching. */
function reach(ctx: Ctx, app: StaticApplication, source: GameObject): GameObject[] {
  const a = app.spec.affects;
  if ('self' in a) return [source];
  if ('enchanted' in a || 'equipped' in a) {
    const host = source.attachedTo ? peek(ctx, source.attachedTo) : undefined;
    return host ? [host] : [];
  }
  if (!('objects' in a)) return [];
  const out: GameObject[] = [];
  for (const id of ctx.s.battlefield) {
    const o = peek(ctx, id);
    if (o && matchesObjectFilter(ctx, READER, o, a.objects, source.controller, source.id)) out.push(o);
  }
  return out;
}

/**
 * Permanent → the controller control-changing effects give it now: those of static abilities
 * and those of resolved spells and abilities ("gain control of … until end of turn"), the
 * latest timestamp winning (CR 613.7).
 */
function wantedControllers(ctx: Ctx): Map<ObjectId, PlayerId> {
  const changes: { timestamp: number; object: ObjectId; to: PlayerId }[] = [];
  for (const app of controlApplications(ctx)) {
    const source = peek(ctx, app.source);
    if (!source) continue;
    for (const obj of reach(ctx, app, source)) {
      const k = staticCandidate(ctx, app);
      if (!candidateApplies(ctx, READER, obj, k, null)) continue;
      const to = STATIC_PARTS.controlledBySourceController.controller(true, { ctx, read: READER, scope: k.scope, obj });
      if (to) changes.push({ timestamp: app.timestamp, object: obj.id, to });
    }
  }
  for (const e of ctx.s.effects)
    if (e.controller) changes.push({ timestamp: e.timestamp, object: e.object, to: e.controller });
  changes.sort((a, b) => a.timestamp - b.timestamp);
  const wanted = new Map<ObjectId, PlayerId>();
  for (const c of changes) wanted.set(c.object, c.to);
  return wanted;
}

function changeController(ctx: Ctx, id: ObjectId, to: PlayerId, base: PlayerId, initial: boolean): void {
  const o = liveObject(ctx, id) as GameObject;
  const from = o.controller;
  o.controller = to;
  // CR 701.54a: a Ring-bearer another player gains control of is no longer anyone's Ring-bearer.
  const ring = ctx.s.ring?.[from];
  if (ring?.bearer === id) ctx.s.ring = { ...ctx.s.ring, [from]: { ...ring, bearer: null } };
  o.zonePlayer = to;
  if (to === base) delete o.baseController;
  else o.baseController = base;
  // CR 302.6: it hasn't been under its new controller's control since their turn began (a board
  // as built is as described: its summoning sickness is the scenario's).
  if (!initial) o.controlSince = ctx.s.turn.number;
  const combat = ctx.s.combat;
  let left = false;
  if (combat && (combat.attackers[id] || combat.blockers[id])) {
    // CR 506.4: a permanent that changes control is removed from combat.
    delete combat.attackers[id];
    delete combat.blockers[id];
    delete combat.also?.[id];
    if (combat.attacks) delete combat.attacks[id];
    left = true;
  }
  if (combat?.attacks && Object.values(combat.attacks).includes(id)) {
    // CR 506.4: an attacked planeswalker that changes control stops being attacked; its attackers attack nothing (506.4c).
    for (const [a, pw] of Object.entries(combat.attacks)) if (pw === id) combat.attacks[a] = '';
    left = true;
  }
  boardChanged(ctx);
  emit(ctx, {
    type: 'ControlChanged',
    objectId: id,
    from,
    to,
    rule: RULE.layerControl,
    objects: [id, from, to],
    cards: o.cardId ? [o.cardId] : [],
    text:
      `${to} now controls ${displayName(ctx, o)} (it was ${from}'s)${initial ? '' : '; it came under their control this turn (CR 302.6)'}` +
      `${left ? ' and was removed from combat (CR 506.4)' : ''}.`,
  });
}

/**
 * Applies layer 2: gives every permanent the controller its control-changing effects say, and
 * gives back the ones no effect changes any more. `initial`: the board as a scenario built it.
 */
export function applyControlEffects(ctx: Ctx, opts: { initial?: boolean } = {}): void {
  // CR 611.2b: a "for as long as you control ~" effect ends once that player doesn't control it,
  // a "for as long as ~ remains tapped" one once it is untapped or gone.
  const over = (e: ContinuousEffect): boolean => {
    const w = e.whileControls;
    const src = w && peek(ctx, w.source);
    const t = e.whileTapped !== undefined ? peek(ctx, e.whileTapped) : undefined;
    return (
      (!!w && (src?.zone !== 'battlefield' || src.controller !== w.player)) ||
      (e.whileTapped !== undefined && (t?.zone !== 'battlefield' || !t.tapped))
    );
  };
  if (ctx.s.effects.some(over)) {
    boardChanged(ctx);
    ctx.s.effects = ctx.s.effects.filter((e) => !over(e));
  }
  if (!staticIndex(ctx).uses.control && !ctx.s.controlChanged?.length && !ctx.s.effects.some((e) => e.controller))
    return;
  // A change of a source's controller changes what it gives: repeat until nothing moves.
  for (let round = 0; round < 8; round++) {
    const wanted = wantedControllers(ctx);
    const next: ObjectId[] = [];
    let moved = false;
    for (const id of new Set([...(ctx.s.controlChanged ?? []), ...wanted.keys()])) {
      const o = peek(ctx, id);
      if (!o || o.zone !== 'battlefield') continue;
      const base = o.baseController ?? o.controller;
      const want = wanted.get(id) ?? base;
      if (want !== o.controller) {
        changeController(ctx, id, want, base, !!opts.initial);
        moved = true;
      }
      if (want !== base) next.push(id);
    }
    if (next.length) ctx.s.controlChanged = next;
    else delete ctx.s.controlChanged;
    if (!moved) return;
  }
}
