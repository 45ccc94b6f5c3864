/**
 * Steps that move objects between zones: destroy (CR 701.8), exile (406.2), return to hand,
 * put onto the battlefield or into a graveyard or a library (a card goes to its owner's zone,
 * CR 400.3), sacrifice (701.21: only permanents the player controls), and counter (701.6).
 * Everything a step moves, it moves at once (one simultaneous event). A reference to an object
 * that has already changed zones names nothing (CR 400.7), and says so.
 */
import { askEnteringAll, type EnteringAnswers } from '../../zones/entering-ask';
import { displayName } from '../../derived/characteristics';
import { defOf, emit, peek, simultaneously, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { matchesFilter, objectsMatching } from '../../derived/filters';
import { RULE } from '../../state/rules';
import { destroy, sacrifice } from '../../zones/game-actions';
import { moveObject } from '../../zones/objects';
import { spellLeavesStack } from '../../zones/stack';
import { refIds, refObjects, refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';
import { isPlayerId, type GameObject, type ObjectId, type PlayerId } from '../../state/types';

function runDestroy(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'destroy'>): StepResult {
  const name = sourceName(ctx, r);
  const opts = step.noRegenerate ? { noRegenerate: true } : {};
  const destroyed: ObjectId[] = [];
  simultaneously(ctx, () => {
    for (const obj of refObjects(ctx, r, step.what))
      if (destroy(ctx, obj, `destroyed by ${name}`, RULE.destroy, opts)) destroyed.push(obj.id);
  });
  if (step.as) r.vars[step.as] = destroyed;
  return 'next';
}

const VERB: Record<StepOf<'moveTo'>['zone'], string> = {
  exile: 'exiled',
  hand: "returned to its owner's hand",
  battlefield: 'put onto the battlefield',
  graveyard: "put into its owner's graveyard",
  library: "put into its owner's library",
};

function runMoveTo(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'moveTo'>): StepResult {
  const name = sourceName(ctx, r);
  const ids = refIds(ctx, r, step.what).filter((id) => !isPlayerId(id));
  const controllerOf = (obj: GameObject): PlayerId => (step.controller === 'owner' ? obj.owner : r.controller);
  // CR 614.12: what it puts onto the battlefield makes its "as enters" choices first.
  const enterAnswers =
    step.zone === 'battlefield'
      ? askEnteringAll(ctx, t, t.vars, ids, controllerOf)
      : new Map<ObjectId, EnteringAnswers>();
  if (enterAnswers === 'wait') return 'wait';
  const found: ObjectId[] = [];
  const left: ObjectId[] = [];
  simultaneously(ctx, () => {
    for (const id of ids) {
      const obj = peek(ctx, id);
      if (!obj) {
        nothing(
          ctx,
          r,
          `${name}: the object to move is no longer there; a card that changed zones is a new object (CR 400.7).`,
          RULE.newObject,
        );
        continue;
      }
      const toBattlefield = step.zone === 'battlefield';
      const moved = moveObject(ctx, id, step.zone, {
        // CR 110.2a: it enters under the control of the player who put it there, unless the text says otherwise.
        ...(toBattlefield ? { controller: controllerOf(obj) } : {}),
        ...(enterAnswers.has(id) ? { enterAnswers: enterAnswers.get(id) } : {}),
        ...(step.position ? { position: step.position } : {}),
        ...(toBattlefield && step.withCounters ? { enterWithCounters: step.withCounters } : {}),
        rule: step.zone === 'exile' ? RULE.exile : RULE.newObject,
        why: `${VERB[step.zone]}${step.position ? ` (${step.position})` : ''}${toBattlefield && step.tapped ? ' tapped' : ''} by ${name}`,
      });
      if (toBattlefield && step.tapped) moved.tapped = true;
      if (toBattlefield && step.exileIfLeaves && moved.zone === 'battlefield') moved.exileIfLeaves = true;
      // Exiled "with three time counters on it": on it as it is exiled, not put on it (CR 122.1, 702.62a).
      if (step.zone === 'exile' && step.withCounters && moved.zone === 'exile')
        moved.counters[step.withCounters.counter] =
          (moved.counters[step.withCounters.counter] ?? 0) + step.withCounters.count;
      found.push(moved.id);
      if (moved.zone === step.zone) left.push(id);
    }
  });
  if (step.left) r.vars[step.left] = left;
  // CR 400.7j: the effect can find what it moved to a public zone.
  if (step.as) r.vars[step.as] = found.length === 1 ? (found[0] as ObjectId) : found;
  return 'next';
}

function runSacrifice(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'sacrifice'>): StepResult {
  const name = sourceName(ctx, r);
  let done = false;
  simultaneously(ctx, () => {
    for (const obj of refObjects(ctx, r, step.what)) {
      // CR 701.21a: a player can sacrifice only a permanent they control.
      if (obj.zone === 'battlefield' && (step.byController || obj.controller === r.controller)) {
        sacrifice(ctx, obj, `by ${name}`);
        done = true;
      }
    }
  });
  if (step.as) r.vars[step.as] = done;
  return 'next';
}

/**
 * "sacrifice a creature" / "each player sacrifices a creature": each player (APNAP order)
 * chooses one permanent they control that matches, then all are sacrificed at once.
 */
function runSacrificeChosen(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'sacrificeChosen'>): StepResult {
  const name = sourceName(ctx, r);
  const players: PlayerId[] = step.player ? refPlayers(ctx, r, step.player) : [r.controller];
  const picks = (t.vars._sacrifice ?? []) as ObjectId[];
  for (; t.sub < players.length; t.sub++) {
    const p = players[t.sub] as PlayerId;
    const cands = objectsMatching(ctx, { ...step.filter, controller: 'you' }, p, r.source).map((o) => o.id);
    // "any number of": from none to all of them (CR 701.21a).
    const n = step.anyNumber ? cands.length : (step.count ?? 1);
    if (step.exactly && cands.length < n) continue;
    if (!cands.length || (cands.length <= n && !step.anyNumber)) {
      picks.push(...cands);
      continue;
    }
    const ans = takeAnswer(t);
    if (!Array.isArray(ans)) {
      t.vars._sacrifice = picks;
      return ask(ctx, {
        player: p,
        kind: 'chooseObjects',
        purpose: 'sacrifice',
        rule: RULE.sacrifice,
        about: r.item,
        prompt: n === 1 ? `${name}: choose a permanent to sacrifice.` : `${name}: choose ${n} permanents to sacrifice.`,
        candidates: cands,
        min: step.anyNumber ? 0 : n,
        max: n,
      });
    }
    picks.push(...ans);
  }
  delete t.vars._sacrifice;
  simultaneously(ctx, () => {
    for (const id of picks) {
      const obj = peek(ctx, id);
      if (obj && matchesFilter(ctx, obj, { ...step.filter, controller: 'you' }, obj.controller, r.source))
        sacrifice(ctx, obj, `for ${name}`);
    }
  });
  r.vars[step.as] = picks.length === 1 && !step.count && !step.anyNumber ? (picks[0] as ObjectId) : picks;
  return 'next';
}

function runCounterSpell(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'counterSpell'>): StepResult {
  const name = sourceName(ctx, r);
  for (const id of refIds(ctx, r, step.what)) {
    const ability = ctx.s.abilities[id];
    if (ability) {
      // CR 701.6b: a countered ability is removed from the stack.
      ctx.s.stack.splice(ctx.s.stack.indexOf(id), 1);
      delete ctx.s.abilities[id];
      emit(ctx, {
        type: 'SpellCountered',
        objectId: id,
        rule: RULE.counter,
        objects: [id, r.item],
        cards: [],
        text: `${name} countered ${ability.sourceName}'s ability.`,
      });
      continue;
    }
    const spell = peek(ctx, id);
    if (!spell || spell.zone !== 'stack') {
      nothing(ctx, r, `${name}: the spell to counter is gone.`);
      continue;
    }
    if (defOf(ctx, spell).cantBeCountered) {
      emit(ctx, {
        type: 'Note',
        rule: RULE.cantBeatsCan,
        objects: [spell.id, r.item],
        cards: spell.cardId ? [spell.cardId] : [],
        text: `${displayName(ctx, spell)} can't be countered: ${name} doesn't counter it.`,
      });
      continue;
    }
    emit(ctx, {
      type: 'SpellCountered',
      objectId: spell.id,
      rule: RULE.counter,
      objects: [spell.id, r.item],
      cards: spell.cardId ? [spell.cardId] : [],
      text: `${name} countered ${displayName(ctx, spell)}.`,
    });
    spellLeavesStack(ctx, spell, RULE.counter, 'countered', false, step.instead);
  }
  return 'next';
}

export const zoneSteps: Pick<StepTable, 'destroy' | 'moveTo' | 'sacrifice' | 'sacrificeChosen' | 'counterSpell'> = {
  destroy: { rule: RULE.destroy, run: runDestroy },
  moveTo: { rule: RULE.newObject, run: runMoveTo },
  sacrifice: { rule: RULE.sacrifice, run: runSacrifice },
  sacrificeChosen: { rule: RULE.sacrifice, run: runSacrificeChosen },
  counterSpell: { rule: RULE.counter, run: runCounterSpell },
};
