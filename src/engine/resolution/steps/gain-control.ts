/**
 * "Gain control of target creature until end of turn" (CR 613.1b): an effect that gives the
 * resolving ability's controller (or the one player `to` names, or each object's owner with
 * `toOwner`) control of each permanent named — a group ("all creatures") being the objects named
 * as it resolves, each with its own effect (611.2c) — applied at once (layer 2 in
 * zones/control.ts says so with a ControlChanged event, and the permanent leaves combat,
 * CR 506.4), so the instructions after it ("Untap that creature") see the new controller.
 * Loaded with the cards that use it (every-step.ts), not with the engine (core.ts).
 */
import { displayName } from '../../derived/characteristics';
import { boardChanged, emit, newTimestamp, peek, type Ctx } from '../../state/context';
import { applyControlEffects } from '../../zones/control';
import { RULE } from '../../state/rules';
import { refObjects, refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';
import { durationFields } from './durations';

const UNTIL = {
  endOfTurn: 'until end of turn',
  endOfCombat: 'until end of combat',
  yourNextTurn: 'until their next turn',
  whileYouControlSource: 'for as long as they control the source',
  whileSourceTapped: 'for as long as the source remains tapped',
  whileYouControlSourceTapped: 'for as long as they control the source and it remains tapped',
  whileSourceOnBattlefield: 'for as long as the source remains on the battlefield',
} as const;

/**
 * "for as long as ~ remains on the battlefield" (CR 611.2b): the source, if it is still on the
 * battlefield as the ability resolves (else the effect does nothing); the effect ends as it
 * leaves (triggers/while-on-battlefield.ts, installed by every-step.ts).
 */
function whileOnBattlefield(ctx: Ctx, r: Resolving): { whileOnBattlefield: string } | null {
  return peek(ctx, r.source)?.zone === 'battlefield' ? { whileOnBattlefield: r.source } : null;
}

function runGainControl(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'gainControl'>): StepResult {
  const name = sourceName(ctx, r);
  let any = false;
  const lasting =
    step.until === 'whileSourceOnBattlefield' ? whileOnBattlefield(ctx, r) : durationFields(ctx, r, step.until);
  if (!lasting) return 'next';
  // "Target opponent gains control of ~": exactly one player, or nobody gains control.
  const to = step.to ? refPlayers(ctx, r, step.to) : [r.controller];
  const controller = to.length === 1 ? to[0] : undefined;
  if (!controller) return 'next';
  // CR 611.2c: "all creatures" is the objects named as it resolves, each getting its own effect.
  for (const obj of refObjects(ctx, r, step.what)) {
    if (obj.zone !== 'battlefield') continue;
    const gainer = step.toOwner ? obj.owner : controller;
    ctx.s.effects = [
      ...ctx.s.effects,
      {
        object: obj.id,
        until: step.until ?? 'indefinitely',
        ...lasting,
        timestamp: newTimestamp(ctx),
        sourceName: name,
        controller: gainer,
      },
    ];
    any = true;
    emit(ctx, {
      type: 'Note',
      rule: RULE.layerControl,
      objects: [obj.id, r.item],
      cards: obj.cardId ? [obj.cardId] : [],
      text: `${gainer} gains control of ${displayName(ctx, obj)}${step.until ? ` ${UNTIL[step.until]}` : ''} (${name}).`,
    });
  }
  if (any) {
    boardChanged(ctx);
    applyControlEffects(ctx);
  }
  return 'next';
}

/**
 * Exchanging control of two permanents (CR 701.12): both still on the battlefield and under
 * different controllers, or nothing happens (701.12a, 701.12b); then each controller gains
 * control of the other's, indefinitely (611.2a), by two layer-2 effects with one timestamp (613.7).
 */
function runExchangeControl(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'exchangeControl'>): StepResult {
  const name = sourceName(ctx, r);
  const objs = [...refObjects(ctx, r, step.what), ...(step.other ? refObjects(ctx, r, step.other) : [])];
  const [a, b] = objs;
  if (
    objs.length !== 2 ||
    !a ||
    !b ||
    a.id === b.id ||
    a.zone !== 'battlefield' ||
    b.zone !== 'battlefield' ||
    a.controller === b.controller
  ) {
    emit(ctx, {
      type: 'Note',
      rule: RULE.layerControl,
      objects: [r.item],
      cards: [],
      text: `No exchange of control is made: it needs two permanents controlled by different players (CR 701.12a, 701.12b) (${name}).`,
    });
    return 'next';
  }
  const timestamp = newTimestamp(ctx);
  ctx.s.effects = [
    ...ctx.s.effects,
    { object: a.id, until: 'indefinitely', timestamp, sourceName: name, controller: b.controller },
    { object: b.id, until: 'indefinitely', timestamp, sourceName: name, controller: a.controller },
  ];
  emit(ctx, {
    type: 'Note',
    rule: RULE.layerControl,
    objects: [a.id, b.id, r.item],
    cards: [a.cardId, b.cardId].filter((c): c is NonNullable<typeof c> => !!c),
    text: `${a.controller} and ${b.controller} exchange control of ${displayName(ctx, a)} and ${displayName(ctx, b)} (CR 701.12b) (${name}).`,
  });
  boardChanged(ctx);
  applyControlEffects(ctx);
  return 'next';
}

export const gainControlSteps: Pick<StepTable, 'gainControl' | 'exchangeControl'> = {
  gainControl: { rule: RULE.layerControl, run: runGainControl },
  exchangeControl: { rule: RULE.layerControl, run: runExchangeControl },
};
