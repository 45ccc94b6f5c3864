/**
 * Steps that involve a choice made on resolution (CR 608.2d): "you may", choosing among
 * objects (untargeted, CR 115.10), attaching an Aura to a chosen object (CR 701.3), and
 * "do this only once each turn" (CR 603.2h).
 */
import { attach } from '../../zones/attach';
import { characteristics, displayName } from '../../derived/characteristics';
import { emit, peek, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { objectsMatching } from '../../derived/filters';
import { objectSet, refIds, refLive, refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { RULE } from '../../state/rules';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';
import type { ObjectId } from '../../state/types';

/** The "once each turn" key of an ability: keyed by its source object (DESIGN: linked records). */
export function onceKey(r: Resolving): string {
  return `once:${r.source}:${r.ability?.abilityIndex ?? 0}`;
}

function runMay(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'may'>): StepResult {
  if (step.onlyIf && !objectSet(ctx, r, step.onlyIf).length) {
    r.vars[step.as] = false;
    return 'next';
  }
  const player = step.player ? refPlayers(ctx, r, step.player)[0] : r.controller;
  if (!player) {
    r.vars[step.as] = false;
    return 'next';
  }
  const ans = takeAnswer(t);
  if (typeof ans !== 'boolean') {
    return ask(ctx, {
      player,
      kind: 'may',
      purpose: step.as,
      rule: RULE.resolve,
      about: r.item,
      prompt: `${sourceName(ctx, r)}: ${step.prompt}`,
    });
  }
  r.vars[step.as] = ans;
  return 'next';
}

/**
 * Whether objects are alike in every respect a rule or a player could tell apart: cards in exile
 * (no order there) with the same definition, owner, status, counters, links and attachments.
 * Object and card ids and timestamps differ, and don't matter in exile.
 */
function alike(ctx: Ctx, ids: readonly ObjectId[]): boolean {
  const looks = ids.map((id) => {
    const o = peek(ctx, id);
    if (!o || o.zone !== 'exile') return null;
    const { id: _id, cardId: _card, timestamp: _ts, controlSince: _since, ...rest } = o;
    const linkers = ctx.s.links
      .filter((l) => l.object === id)
      .map((l) => JSON.stringify(l.linker))
      .sort();
    const attached = ctx.s.battlefield.filter((b) => peek(ctx, b)?.attachedTo === id).length;
    return JSON.stringify([rest, linkers, attached]);
  });
  return looks.every((l) => l !== null && l === looks[0]);
}

function runChoose(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'choose'>): StepResult {
  const name = sourceName(ctx, r);
  const cands = objectSet(ctx, r, step.from).map((o) => o.id);
  if (!cands.length) {
    // CR 608.2c, 101.3: with nothing to choose, the instructions that use the choice do nothing.
    nothing(
      ctx,
      r,
      `${name}: there is nothing to choose (${step.prompt}), so the instructions that depend on that choice do nothing.`,
    );
    r.vars[step.as] = null;
    return 'next';
  }
  if (cands.length === 1) {
    r.vars[step.as] = cands[0] ?? null;
    return 'next';
  }
  if (alike(ctx, cands)) {
    // Cards in exile alike in every respect (two imprinted Lava Axes): whichever is chosen, the
    // game goes on the same way, so nobody is asked (CR 608.2d asks for a choice that matters).
    const first = peek(ctx, cands[0] as ObjectId);
    emit(ctx, {
      type: 'Note',
      rule: RULE.choiceOnResolution,
      objects: cands,
      cards: [],
      text: `${name}: the ${cands.length} cards to choose from (${first ? displayName(ctx, first) : 'cards'} in exile) are alike in every respect, so either one is taken (${step.prompt}).`,
    });
    r.vars[step.as] = cands[0] ?? null;
    return 'next';
  }
  const ans = takeAnswer(t);
  if (!Array.isArray(ans)) {
    return ask(ctx, {
      player: r.controller,
      kind: 'chooseObjects',
      purpose: step.as,
      rule: step.rule ?? ('source' in step.from ? RULE.sourceOfChoice : RULE.resolve),
      about: r.item,
      prompt: `${name}: ${step.prompt}`,
      candidates: cands,
      min: 1,
      max: 1,
    });
  }
  r.vars[step.as] = ans[0] ?? null;
  return 'next';
}

function runAttach(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'attach'>): StepResult {
  const name = sourceName(ctx, r);
  const aura = refLive(ctx, r, step.what);
  if (!aura || aura.zone !== 'battlefield') {
    nothing(
      ctx,
      r,
      `${name}: the Aura or Equipment is no longer on the battlefield, so it can't be attached to anything (CR 701.3b).`,
      RULE.attachImpossible,
    );
    return 'next';
  }
  if (!characteristics(ctx, aura).subtypes.some((t) => t === 'Aura' || t === 'Equipment' || t === 'Fortification')) {
    // Only an Aura, Equipment or Fortification can be attached to an object (CR 701.3a).
    nothing(
      ctx,
      r,
      `${name}: ${displayName(ctx, aura)} is not an Aura or Equipment, so it can't be attached (CR 701.3a).`,
      RULE.attach,
    );
    return 'next';
  }
  if (step.to) {
    // Attach to the object named (equip's target, CR 702.6a); one that left is not it (400.7).
    const host = refLive(ctx, r, step.to);
    if (!host || host.id === aura.id)
      nothing(
        ctx,
        r,
        `${name}: what ${displayName(ctx, aura)} would be attached to is gone, so nothing happens (CR 701.3b).`,
        RULE.attachImpossible,
      );
    else if (host.id !== aura.attachedTo) attach(ctx, aura, host.id, RULE.attach);
    return 'next';
  }
  const exclude = step.notRef ? refIds(ctx, r, step.notRef) : [];
  const cands = objectsMatching(ctx, step.chooseFrom ?? {}, r.controller, aura.id)
    .map((o) => o.id)
    .filter((id) => !exclude.includes(id));
  if (!cands.length) {
    nothing(
      ctx,
      r,
      `${name}: there is no other card to attach ${displayName(ctx, aura)} to, so it stays attached to nothing and state-based actions will put it into its owner's graveyard (CR 704.5m).`,
      RULE.attachImpossible,
    );
    return 'next';
  }
  let host = cands.length === 1 ? cands[0] : undefined;
  if (!host) {
    const ans = takeAnswer(t);
    if (!Array.isArray(ans)) {
      return ask(ctx, {
        player: r.controller,
        kind: 'chooseObjects',
        purpose: 'attach',
        rule: RULE.notTargeted,
        about: aura.id,
        prompt: `${name}: choose what ${displayName(ctx, aura)} becomes attached to (a choice, not a target).`,
        candidates: cands,
        min: 1,
        max: 1,
      });
    }
    host = ans[0];
  }
  if (host) attach(ctx, aura, host, RULE.attach, `(chosen on resolution of ${name}; not targeted, CR 115.10)`);
  return 'next';
}

function runOnceCheck(ctx: Ctx, r: Resolving): StepResult {
  if (ctx.s.turnFlags[onceKey(r)]) {
    nothing(
      ctx,
      r,
      `${sourceName(ctx, r)}: this ability was already used this turn, so this instance does nothing (CR 603.2h).`,
      RULE.onceEachTurn,
    );
    return 'stop';
  }
  return 'next';
}

function runOnceMark(ctx: Ctx, r: Resolving): StepResult {
  ctx.s.turnFlags[onceKey(r)] = true;
  return 'next';
}

export const choiceSteps: Pick<StepTable, 'may' | 'choose' | 'attach' | 'onceEachTurnCheck' | 'onceEachTurnMark'> = {
  may: { rule: RULE.choiceOnResolution, run: runMay },
  choose: { rule: RULE.notTargeted, run: runChoose },
  attach: { rule: RULE.attach, run: runAttach },
  onceEachTurnCheck: { rule: RULE.onceEachTurn, run: runOnceCheck },
  onceEachTurnMark: { rule: RULE.onceEachTurn, run: runOnceMark },
};
