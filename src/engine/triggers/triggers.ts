/**
 * Triggered abilities (CR 603): detected as events happen (603.2), with an intervening "if"
 * checked at that moment (603.4) and "do this only once each turn" honoured (603.2h); they
 * wait in `pendingTriggers` until a player would receive priority (603.3), when the task below
 * puts them on the stack in APNAP order with each controller ordering their own (603.3b) and
 * choosing targets (603.3d: with no legal targets the ability is removed).
 * Leaves-the-battlefield triggers look back in time (603.10a): they are found on the object's
 * last-known information.
 */
import type { TriggeredSpec } from '../state/card-def';
import { displayName, hasType, isCard } from '../derived/characteristics';
import { defOf, emit, newObjectId, peek, type Ctx } from '../state/context';
import { staticIndex } from '../derived/statics';
import { ask, takeAnswer, type Asking } from '../state/decisions';
import type { GameEvent } from '../state/events';
import { ensure } from '../state/errors';
import { legalChoice, legalTargets } from '../derived/filters';
import { condition, type Resolving } from '../resolution/refs';
import { RULE } from '../state/rules';
import type { EntityId, GameObject, PendingTrigger, PlayerId } from '../state/types';
import { getLki } from '../state/object-table';

function queueTrigger(ctx: Ctx, src: GameObject, index: number, spec: TriggeredSpec, data: PendingTrigger['trigger'], srcId = src.id): void {
  if (spec.manaAbility) return; // triggered mana abilities resolve at once (mana-abilities.ts)
  if (spec.onceEachTurn && ctx.s.turnFlags[`once:${srcId}:${index}`]) return; // CR 603.2h
  const pending: PendingTrigger = {
    source: srcId, sourceName: displayName(ctx, src), def: src.def, abilityIndex: index, controller: src.controller,
    trigger: data, steps: null, condition: spec.condition ?? null, text: spec.text,
  };
  if (spec.condition) {
    const r: Resolving = {
      item: srcId, ability: { id: '', kind: 'triggered', source: srcId, sourceName: pending.sourceName, def: src.def, abilityIndex: index,
        controller: src.controller, targets: [], x: 0, trigger: data, steps: null, condition: null, text: spec.text },
      spell: null, controller: src.controller, source: srcId, x: 0, kicked: false, sacrificed: [], targets: [], chosenTargets: [], division: null, vars: {},
    };
    if (!condition(ctx, r, spec.condition)) return; // CR 603.4: doesn't trigger at all
  }
  ctx.s.pendingTriggers.push(pending);
  emit(ctx, {
    type: 'AbilityTriggered', source: srcId, player: src.controller, rule: RULE.trigger, objects: [srcId, ...Object.values(data).filter((v): v is string => typeof v === 'string')],
    cards: src.cardId ? [src.cardId] : [], text: `${pending.sourceName}'s ability triggered: "${spec.text}"`,
  });
}

function eachTrigger(ctx: Ctx, obj: GameObject, fn: (spec: TriggeredSpec, index: number) => void): void {
  defOf(ctx, obj).triggered?.forEach((spec, i) => fn(spec, i));
}

function onBattlefield(ctx: Ctx, fn: (obj: GameObject) => void): void {
  for (const id of [...staticIndex(ctx).triggerSources]) {
    const o = peek(ctx, id);
    if (o) fn(o);
  }
}

/** Finds the abilities an event triggers (CR 603.2). Installed as the context's event listener. */
export function detectTriggers(ctx: Ctx, ev: GameEvent): void {
  switch (ev.type) {
    case 'SpellCast': {
      const spell = peek(ctx, ev.objectId);
      if (!spell) return;
      onBattlefield(ctx, (o) => eachTrigger(ctx, o, (spec, i) => {
        const on = spec.on;
        if (on.event !== 'spellCast') return;
        if (on.by === 'you' && ev.player !== o.controller) return;
        if (on.spellTypes && !on.spellTypes.some((t) => hasType(ctx, spell, t))) return;
        if (on.cardOnly && !isCard(spell)) return; // CR 108.2: a cast copy is not a card
        if (on.notFromHand && ev.from === 'hand') return;
        queueTrigger(ctx, o, i, spec, { spell: spell.id });
      }));
      return;
    }
    case 'ZoneChanged': {
      if (ev.to.zone === 'battlefield') {
        const obj = peek(ctx, ev.to.objectId);
        if (obj) eachTrigger(ctx, obj, (spec, i) => { if (spec.on.event === 'entersBattlefield') queueTrigger(ctx, obj, i, spec, { permanent: obj.id }); });
      }
      if (ev.from.zone === 'battlefield' && ev.to.zone === 'graveyard') {
        const lki = getLki(ctx.s, ev.from.objectId);
        if (lki) {
          eachTrigger(ctx, lki.object, (spec, i) => {
            if (spec.on.event === 'putIntoGraveyardFromBattlefield') queueTrigger(ctx, lki.object, i, spec, { card: ev.to.objectId }, lki.object.id);
          });
        }
      }
      return;
    }
    case 'Tapped': {
      const obj = peek(ctx, ev.objectId);
      if (obj) eachTrigger(ctx, obj, (spec, i) => { if (spec.on.event === 'becomesTapped') queueTrigger(ctx, obj, i, spec, { permanent: obj.id }); });
      return;
    }
    case 'AttackersDeclared': {
      if (ev.attackers.length !== 1) return;
      const attacker = peek(ctx, ev.attackers[0]);
      if (!attacker) return;
      onBattlefield(ctx, (o) => eachTrigger(ctx, o, (spec, i) => {
        if (spec.on.event === 'attacksAlone' && o.controller === attacker.controller) queueTrigger(ctx, o, i, spec, { attacker: attacker.id });
      }));
      return;
    }
    case 'StepBegan': {
      if (ev.step !== 'upkeep') return;
      const active = ctx.s.turn.active;
      onBattlefield(ctx, (o) => eachTrigger(ctx, o, (spec, i) => {
        if (spec.on.event === 'beginningOfUpkeep' && o.controller === active) queueTrigger(ctx, o, i, spec, {});
      }));
      const due = ctx.s.delayedTriggers.filter((d) => d.at === 'nextUpkeep' && ctx.s.turn.number > d.afterTurn);
      ctx.s.delayedTriggers = ctx.s.delayedTriggers.filter((d) => !due.includes(d));
      for (const d of due) {
        ctx.s.pendingTriggers.push({
          source: d.source, sourceName: d.sourceName, def: '', abilityIndex: -1, controller: d.controller,
          trigger: {}, steps: d.steps, condition: null, text: d.text,
        });
        emit(ctx, { type: 'AbilityTriggered', source: d.source, player: d.controller, rule: '603.7', objects: [d.source], cards: [], text: `${d.sourceName}'s delayed trigger triggered: "${d.text}"` });
      }
      return;
    }
    default:
      return;
  }
}

/** Putting waiting triggers on the stack (CR 603.3). */
declare module '../state/task' {
  interface TaskKinds { triggers: TriggersTask }
}

export interface TriggersTask extends Asking {
  kind: 'triggers';
  queue: PendingTrigger[];
  ordered: PlayerId[];
  placed: number;
}

/** Takes every waiting trigger into a placement task (APNAP order, CR 603.3b). */
export function triggersTask(ctx: Ctx): TriggersTask {
  const ap = ctx.s.turn.active;
  const all = ctx.s.pendingTriggers;
  ctx.s.pendingTriggers = [];
  const queue = [...all.filter((p) => p.controller === ap), ...all.filter((p) => p.controller !== ap)];
  return { kind: 'triggers', queue, ordered: [], placed: 0 };
}

function targetSpecs(ctx: Ctx, p: PendingTrigger) {
  if (p.steps) return [];
  const def = ctx.s.proxies[p.def] ? undefined : ctx.reg.get(p.def);
  return def?.triggered?.[p.abilityIndex]?.targets ?? [];
}

/** Runs the placement task. */
export function runTriggersTask(ctx: Ctx, t: TriggersTask): 'done' | 'wait' {
  for (const player of [ctx.s.turn.active, ctx.s.turn.active === 'p1' ? 'p2' : 'p1'] as PlayerId[]) {
    if (t.ordered.includes(player)) continue;
    const mine = t.queue.map((p, i) => ({ p, i })).filter((x) => x.p.controller === player);
    if (mine.length > 1) {
      const ans = takeAnswer(t);
      if (!Array.isArray(ans)) {
        return ask(ctx, {
          player, kind: 'chooseOrder', purpose: 'trigger-order', rule: RULE.triggerOrder,
          prompt: 'Order your triggered abilities: the first one listed goes on the stack last, so it resolves first.',
          options: orderLabels(ctx, mine.map((x) => x.p)).map((label, k) => ({ value: String(mine[k]?.i), label })),
        });
      }
      const reordered = [...ans].reverse().map((v) => t.queue[Number(v)] as PendingTrigger);
      const slots = mine.map((x) => x.i);
      const next = [...t.queue];
      slots.forEach((slot, k) => { next[slot] = reordered[k] as PendingTrigger; });
      t.queue = next;
    }
    t.ordered.push(player);
  }
  while (t.placed < t.queue.length) {
    const p = t.queue[t.placed] as PendingTrigger;
    const specs = targetSpecs(ctx, p);
    let targets: EntityId[][] = [];
    const spec = specs[0]; // every triggered ability in the pool has at most one target slot
    if (spec) {
      const cands = legalTargets(ctx, spec, p.controller, null);
      if (cands.length < spec.min) {
        emit(ctx, {
          type: 'NothingHappened', rule: '603.3d', objects: [p.source], cards: [],
          text: `${p.sourceName}'s triggered ability has no legal targets, so it is removed from the stack (CR 603.3d).`,
        });
        t.placed++;
        continue;
      }
      const ans = takeAnswer(t);
      if (Array.isArray(ans)) {
        const bad = legalChoice(ctx, spec, ans, p.controller, null);
        ensure(!bad, bad ?? '', RULE.triggerToStack);
        targets = [ans];
      } else if (cands.length === spec.min && spec.min === spec.max) {
        targets = [cands];
      } else {
        return ask(ctx, {
          player: p.controller, kind: 'chooseObjects', purpose: 'targets', rule: RULE.triggerToStack, about: p.source,
          prompt: `Choose ${spec.label} for ${p.sourceName}'s triggered ability.`, candidates: cands, min: spec.min, max: spec.max,
        });
      }
    }
    const id = newObjectId(ctx);
    ctx.s.abilities[id] = {
      id, kind: 'triggered', source: p.source, sourceName: p.sourceName, def: p.def, abilityIndex: p.abilityIndex,
      controller: p.controller, targets, x: etbX(ctx, p), trigger: p.trigger, steps: p.steps, condition: p.condition, text: p.text,
    };
    ctx.s.stack.push(id);
    emit(ctx, {
      type: 'AbilityPutOnStack', objectId: id, source: p.source, player: p.controller, rule: RULE.triggerToStack,
      objects: [id, p.source, ...targets.flat()], cards: [], text: `${p.sourceName}'s triggered ability was put on the stack.`,
    });
    t.placed++;
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
