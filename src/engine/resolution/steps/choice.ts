/**
 * Steps that involve a choice made on resolution (CR 608.2d): "you may", choosing among
 * objects (untargeted, CR 115.10), attaching an Aura to a chosen object (CR 701.3), scry and
 * surveil (CR 701.22, 701.25), discarding or sacrificing a chosen card, exiling with a link
 * (imprint, CR 607.2a), and "do this only once each turn" (CR 603.2h).
 */
import type { StepSpec } from '../../state/card-def';
import { attach } from '../../zones/attach';
import { displayName } from '../../derived/characteristics';
import { emit, peek, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { matchesFilter, objectsMatching } from '../../derived/filters';
import { discard, sacrifice } from '../../zones/game-actions';
import { moveObject, readZone, setZone } from '../../zones/objects';
import { amount, objectSet, refIds, refLive, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { RULE } from '../../state/rules';
import { nothing, sourceName, type StepResult } from './common';
import type { ObjectId } from '../../state/types';

/** The "once each turn" key of an ability: keyed by its source object (DESIGN: linked records). */
export function onceKey(r: Resolving): string {
  return `once:${r.source}:${r.ability?.abilityIndex ?? 0}`;
}

/** Runs a choice step, or returns undefined if `step` is not one. */
export function runChoiceStep(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepSpec): StepResult | undefined {
  const name = sourceName(ctx, r);
  switch (step.do) {
    case 'may': {
      if (step.onlyIf && !objectSet(ctx, r, step.onlyIf).length) { r.vars[step.as] = false; return 'next'; }
      const ans = takeAnswer(t);
      if (typeof ans !== 'boolean') {
        return ask(ctx, { player: r.controller, kind: 'may', purpose: step.as, rule: RULE.resolve, about: r.item, prompt: `${name}: ${step.prompt}` });
      }
      r.vars[step.as] = ans;
      return 'next';
    }
    case 'choose': {
      const cands = objectSet(ctx, r, step.from).map((o) => o.id);
      if (!cands.length) {
        // CR 608.2c, 101.3: with nothing to choose, the instructions that use the choice do nothing.
        nothing(ctx, r, `${name}: there is nothing to choose (${step.prompt}), so the instructions that depend on that choice do nothing.`);
        r.vars[step.as] = null;
        return 'next';
      }
      if (cands.length === 1) { r.vars[step.as] = cands[0] ?? null; return 'next'; }
      const ans = takeAnswer(t);
      if (!Array.isArray(ans)) {
        return ask(ctx, {
          player: r.controller, kind: 'chooseObjects', purpose: step.as, rule: RULE.resolve, about: r.item,
          prompt: `${name}: ${step.prompt}`, candidates: cands, min: 1, max: 1,
        });
      }
      r.vars[step.as] = ans[0] ?? null;
      return 'next';
    }
    case 'attach': {
      const aura = refLive(ctx, r, step.what);
      if (!aura || aura.zone !== 'battlefield') {
        nothing(ctx, r, `${name}: the Aura is no longer on the battlefield, so it can't be attached to anything (CR 701.3b).`, RULE.attachImpossible);
        return 'next';
      }
      if (step.to) {
        // Attach to the object named (equip's target, CR 702.6a); one that left is not it (400.7).
        const host = refLive(ctx, r, step.to);
        if (!host || host.id === aura.id) nothing(ctx, r, `${name}: what ${displayName(ctx, aura)} would be attached to is gone, so nothing happens (CR 701.3b).`, RULE.attachImpossible);
        else if (host.id !== aura.attachedTo) attach(ctx, aura, host.id, RULE.attach);
        return 'next';
      }
      const exclude = step.notRef ? refIds(ctx, r, step.notRef) : [];
      const cands = objectsMatching(ctx, step.chooseFrom ?? {}, r.controller, aura.id).map((o) => o.id).filter((id) => !exclude.includes(id));
      if (!cands.length) {
        nothing(ctx, r, `${name}: there is no other card to attach ${displayName(ctx, aura)} to, so it stays attached to nothing and state-based actions will put it into its owner's graveyard (CR 704.5m).`, RULE.attachImpossible);
        return 'next';
      }
      let host = cands.length === 1 ? cands[0] : undefined;
      if (!host) {
        const ans = takeAnswer(t);
        if (!Array.isArray(ans)) {
          return ask(ctx, {
            player: r.controller, kind: 'chooseObjects', purpose: 'attach', rule: RULE.notTargeted, about: aura.id,
            prompt: `${name}: choose what ${displayName(ctx, aura)} becomes attached to (a choice, not a target).`,
            candidates: cands, min: 1, max: 1,
          });
        }
        host = ans[0];
      }
      if (host) attach(ctx, aura, host, RULE.attach, `(chosen on resolution of ${name}; not targeted, CR 115.10)`);
      return 'next';
    }
    case 'scry': {
      const top = ctx.s.players[r.controller].library[0];
      if (!top) return 'next';
      const ans = takeAnswer(t);
      if (typeof ans !== 'boolean') {
        const card = peek(ctx, top);
        return ask(ctx, {
          player: r.controller, kind: 'may', purpose: 'scry', rule: RULE.scry, about: top,
          prompt: `Scry 1: put ${card ? displayName(ctx, card) : 'the top card'} on the bottom of your library?`,
        });
      }
      if (ans) setZone(ctx, 'library', r.controller, [...readZone(ctx, 'library', r.controller).filter((id) => id !== top), top]);
      emit(ctx, { type: 'Note', rule: RULE.scry, objects: [r.controller], cards: [], text: `${r.controller} scried 1 and put the card on the ${ans ? 'bottom' : 'top'}.` });
      return 'next';
    }
    case 'surveil': {
      const n = amount(ctx, r, step.count);
      const top = ctx.s.players[r.controller].library.slice(0, n);
      if (!top.length) return 'next';
      const ans = takeAnswer(t);
      if (!Array.isArray(ans)) {
        return ask(ctx, {
          player: r.controller, kind: 'chooseObjects', purpose: 'surveil', rule: RULE.surveil, about: r.item,
          prompt: `Surveil ${n}: choose the cards to put into your graveyard (the rest stay on top).`,
          candidates: top, min: 0, max: top.length,
        });
      }
      for (const id of ans) moveObject(ctx, id, 'graveyard', { rule: RULE.surveil, why: 'surveil' });
      return 'next';
    }
    case 'discardChosen': {
      const hand = ctx.s.players[r.controller].hand;
      if (!hand.length) { r.vars[step.as] = false; return 'next'; }
      const ans = hand.length === 1 ? [hand[0] as string] : takeAnswer(t);
      if (!Array.isArray(ans)) {
        return ask(ctx, {
          player: r.controller, kind: 'chooseObjects', purpose: 'discard', rule: '701.9', about: r.item,
          prompt: `${name}: choose a card to discard.`, candidates: [...hand], min: 1, max: 1,
        });
      }
      const card = peek(ctx, ans[0]);
      if (card) discard(ctx, card);
      r.vars[step.as] = true;
      return 'next';
    }
    case 'sacrificeChosen': {
      const cands = objectsMatching(ctx, step.filter, r.controller, r.source).map((o) => o.id);
      if (!cands.length) { r.vars[step.as] = null; return 'next'; }
      let pick: ObjectId | undefined = cands.length === 1 ? cands[0] : undefined;
      if (!pick) {
        const ans = takeAnswer(t);
        if (!Array.isArray(ans)) {
          return ask(ctx, {
            player: r.controller, kind: 'chooseObjects', purpose: 'sacrifice', rule: RULE.sacrifice, about: r.item,
            prompt: `${name}: choose a permanent to sacrifice.`, candidates: cands, min: 1, max: 1,
          });
        }
        pick = ans[0];
      }
      const obj = peek(ctx, pick);
      if (obj && matchesFilter(ctx, obj, step.filter, r.controller, r.source)) sacrifice(ctx, obj, `for ${name}`);
      r.vars[step.as] = pick ?? null;
      return 'next';
    }
    case 'exileLinked': {
      for (const id of refIds(ctx, r, step.what)) {
        if (!peek(ctx, id)) continue;
        const moved = moveObject(ctx, id, 'exile', { rule: RULE.linked, why: `exiled with ${name}` });
        ctx.s.links.push({ linker: { objectId: r.source }, object: moved.id });
        emit(ctx, {
          type: 'Linked', linker: r.source, objectId: moved.id, rule: RULE.linked, objects: [moved.id, r.source], cards: [],
          text: `${displayName(ctx, moved)} is now exiled with ${name} (its linked abilities refer to it, CR 607.2a).`,
        });
      }
      return 'next';
    }
    case 'onceEachTurnCheck':
      if (ctx.s.turnFlags[onceKey(r)]) {
        nothing(ctx, r, `${name}: a copy was already made with this ability this turn, so this instance does nothing (CR 603.2h).`, RULE.onceEachTurn);
        return 'stop';
      }
      return 'next';
    case 'onceEachTurnMark':
      ctx.s.turnFlags[onceKey(r)] = true;
      return 'next';
    default:
      return undefined;
  }
}
