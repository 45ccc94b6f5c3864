/**
 * Running one instruction of a resolving spell or ability (CR 608.2c). Each step acts only on
 * objects that are still the objects it refers to (a card that changed zones is a new object,
 * CR 400.7); an instruction that can't be followed is skipped and said so (CR 101.3, 608.2c).
 */
import type { StepSpec } from '../../state/card-def';
import { displayName } from '../../derived/characteristics';
import { emit, newTimestamp, peek, type Ctx } from '../../state/context';
import { addCounters, createToken, dealDamage, destroy, drawCard, sacrifice } from '../../zones/game-actions';
import { addMana } from '../../mana/mana';
import { moveObject } from '../../zones/objects';
import { amount, refIds, refLive, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { RULE } from '../../state/rules';
import { spellLeavesStack } from '../../zones/stack';
import { runChoiceStep } from './choice';
import { nothing, sourceName, type StepResult } from './common';
import { runCopyStep } from './copy';
import type { PlayerId } from '../../state/types';

export type { StepResult } from './common';

function players(ctx: Ctx, r: Resolving, ids: string[]): PlayerId[] {
  return ids.filter((x): x is PlayerId => x === 'p1' || x === 'p2');
}

/** Runs `step` for the resolving object `r` (task `t` holds cursor and results). */
export function runStep(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepSpec): StepResult {
  const name = sourceName(ctx, r);
  switch (step.do) {
    case 'damage': {
      const n = amount(ctx, r, step.amount);
      const targets = refIds(ctx, r, step.to);
      const source = r.spell ?? peek(ctx, r.source) ?? null;
      const slot = step.to.ref === 'target' ? step.to.slot : -1;
      const shares = step.divided && slot >= 0 ? r.division?.[slot] : undefined;
      if (shares) {
        // The division announced while casting stands (CR 601.2d); an illegal target's share is
        // simply not dealt (CR 608.2b).
        (r.chosenTargets[slot] ?? []).forEach((id, i) => { if (targets.includes(id)) dealDamage(ctx, source, name, id, shares[i] ?? 0); });
      } else for (const id of targets) dealDamage(ctx, source, name, id, n);
      return 'next';
    }
    case 'draw': {
      const n = amount(ctx, r, step.count);
      for (const p of players(ctx, r, refIds(ctx, r, step.player))) for (let i = 0; i < n; i++) drawCard(ctx, p);
      return 'next';
    }
    case 'counterSpell': {
      const spell = refLive(ctx, r, step.what);
      if (!spell || spell.zone !== 'stack') { nothing(ctx, r, `${name}: the spell to counter is gone.`); return 'next'; }
      emit(ctx, {
        type: 'SpellCountered', objectId: spell.id, rule: RULE.counter, objects: [spell.id, r.item], cards: spell.cardId ? [spell.cardId] : [],
        text: `${name} countered ${displayName(ctx, spell)}.`,
      });
      spellLeavesStack(ctx, spell, RULE.counter, 'countered');
      return 'next';
    }
    case 'destroy': {
      const obj = refLive(ctx, r, step.what);
      if (obj) destroy(ctx, obj, `destroyed by ${name}`);
      return 'next';
    }
    case 'moveTo': {
      for (const id of refIds(ctx, r, step.what)) {
        const obj = peek(ctx, id);
        if (!obj) {
          nothing(ctx, r, `${name}: the object to move is no longer there; a card that changed zones is a new object (CR 400.7).`, RULE.newObject);
          continue;
        }
        const verb = step.zone === 'exile' ? 'exiled' : step.zone === 'hand' ? 'returned to hand' : `put onto the ${step.zone}`;
        moveObject(ctx, id, step.zone, {
          controller: step.zone === 'battlefield' ? r.controller : undefined,
          rule: step.zone === 'exile' ? '406.2' : RULE.newObject, why: `${verb} by ${name}`,
        });
      }
      return 'next';
    }
    case 'tap': {
      const obj = refLive(ctx, r, step.what);
      if (obj?.zone === 'battlefield' && !obj.tapped) {
        obj.tapped = true;
        emit(ctx, {
          type: 'Tapped', objectId: obj.id, forMana: false, rule: '701.26a', objects: [obj.id], cards: obj.cardId ? [obj.cardId] : [],
          text: `${displayName(ctx, obj)} became tapped by ${name} (not "tapped for mana": no mana ability was activated, CR 106.12).`,
        });
      }
      return 'next';
    }
    case 'createToken':
      createToken(ctx, step.token, r.controller, name);
      return 'next';
    case 'addCounters': {
      const obj = refLive(ctx, r, step.what);
      if (obj) addCounters(ctx, obj, step.counter, amount(ctx, r, step.count), RULE.resolve, `from ${name}`);
      return 'next';
    }
    case 'sacrifice': {
      const obj = refLive(ctx, r, step.what);
      if (obj && obj.zone === 'battlefield' && obj.controller === r.controller) sacrifice(ctx, obj, `by ${name}`);
      return 'next';
    }
    case 'cantBlock': {
      const obj = refLive(ctx, r, step.what);
      if (obj) {
        ctx.s.effects.push({ object: obj.id, until: 'endOfTurn', timestamp: newTimestamp(ctx), sourceName: name, cant: ['block'] });
        emit(ctx, {
          type: 'Note', rule: '611.2', objects: [obj.id], cards: [],
          text: `${displayName(ctx, obj)} can't block this turn (${name}).`,
        });
      }
      return 'next';
    }
    case 'delayed':
      ctx.s.delayedTriggers.push({
        at: step.at, afterTurn: ctx.s.turn.number, controller: r.controller, sourceName: name,
        source: r.source, steps: step.steps, text: step.text,
      });
      emit(ctx, { type: 'Note', rule: '603.7', objects: [r.item], cards: [], text: `${name} set up a delayed trigger: ${step.text}` });
      return 'next';
    case 'addMana':
      addMana(ctx, r.controller, step.mana, peek(ctx, r.source) ?? null, RULE.resolve, `from ${name}`);
      return 'next';
    default:
      return runChoiceStep(ctx, r, t, step) ?? runCopyStep(ctx, r, t, step) ?? unknown(step);
  }
}

function unknown(step: StepSpec): never {
  throw new Error(`unknown step kind ${step.do}`);
}
