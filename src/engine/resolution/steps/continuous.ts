/**
 * Continuous effects from a resolving spell or ability (CR 611.2): "gets +N/+N and gains K
 * until end of turn", "can't block this turn". The set of objects affected is fixed as it
 * resolves (611.2c) and so are the numbers (608.2h: "+X/+0 where X is ..." is computed now);
 * each affected object gets one effect in `state.effects` with a timestamp (613.7), applied in
 * layer order by derived/ (layers 6 and 7c) and derived/restrictions.ts, until the duration
 * ends: "until end of turn" in the cleanup step (514.2), "until end of combat" when the combat
 * phase ends (511.2).
 */
import type { ContinuousEffect } from '../../state/types';
import { displayName } from '../../derived/characteristics';
import { keywordWords } from '../../derived/keyword-kinds';
import { boardChanged, emit, newTimestamp, type Ctx } from '../../state/context';
import { applyControlEffects } from '../../zones/control';
import { RULE } from '../../state/rules';
import { amount, refObjects, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';

const UNTIL = { endOfTurn: 'until end of turn', endOfCombat: 'until end of combat' } as const;

function signed(n: number): string {
  return n < 0 ? `${n}` : `+${n}`;
}

function runPump(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'pump'>): StepResult {
  const name = sourceName(ctx, r);
  const power = step.power === undefined ? undefined : amount(ctx, r, step.power);
  const toughness = step.toughness === undefined ? undefined : amount(ctx, r, step.toughness);
  for (const obj of refObjects(ctx, r, step.what)) {
    if (obj.zone !== 'battlefield') continue;
    const e: ContinuousEffect = {
      object: obj.id,
      until: step.until,
      timestamp: newTimestamp(ctx),
      sourceName: name,
      ...(power !== undefined ? { power } : {}),
      ...(toughness !== undefined ? { toughness } : {}),
      ...(step.gains ? { gains: [...step.gains] } : {}),
      ...(step.loses ? { loses: [...step.loses] } : {}),
      ...(step.grants ? { grants: [...step.grants] } : {}),
    };
    ctx.s.effects.push(e);
    // The object may now have triggered or mana abilities: the board index is read again.
    if (step.grants) boardChanged(ctx);
    const parts = [
      power !== undefined || toughness !== undefined ? `gets ${signed(power ?? 0)}/${signed(toughness ?? 0)}` : '',
      step.gains?.length ? `gains ${step.gains.map(keywordWords).join(', ')}` : '',
      step.loses?.length ? `loses ${step.loses.map(keywordWords).join(', ')}` : '',
      ...(step.grants ?? []).map((g) => `gains "${'activated' in g ? g.activated.text : g.triggered.text}"`),
    ].filter(Boolean);
    emit(ctx, {
      type: 'Note',
      rule: RULE.continuousEffect,
      objects: [obj.id, r.item],
      cards: obj.cardId ? [obj.cardId] : [],
      text: `${displayName(ctx, obj)} ${parts.join(' and ')} ${UNTIL[step.until]} (${name}).`,
    });
  }
  return 'next';
}

function restrictionWords(c: unknown): string {
  if (c === 'attack') return "can't attack";
  if (c === 'block') return "can't block";
  if (c === 'beBlocked') return "can't be blocked";
  if (c === 'untap') return "doesn't untap";
  return `is restricted (${JSON.stringify(c)})`;
}

const UNTIL_WORDS: Record<StepOf<'restrict'>['until'], string> = {
  endOfTurn: 'this turn',
  endOfCombat: 'this combat',
  nextUntapStep: "during its controller's next untap step",
};

function runRestrict(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'restrict'>): StepResult {
  const name = sourceName(ctx, r);
  for (const obj of refObjects(ctx, r, step.what)) {
    if (obj.zone !== 'battlefield') continue;
    ctx.s.effects.push({
      object: obj.id,
      until: step.until,
      timestamp: newTimestamp(ctx),
      sourceName: name,
      cant: [...step.cant],
    });
    emit(ctx, {
      type: 'Note',
      rule: RULE.continuousEffect,
      objects: [obj.id, r.item],
      cards: obj.cardId ? [obj.cardId] : [],
      text: `${displayName(ctx, obj)} ${step.cant.map(restrictionWords).join(' and ')} ${UNTIL_WORDS[step.until]} (${name}).`,
    });
  }
  return 'next';
}

/**
 * "Gain control of target creature until end of turn" (CR 613.1b): an effect that gives the
 * resolving ability's controller control of each permanent named, applied at once (layer 2 in
 * zones/control.ts says so with a ControlChanged event, and the permanent leaves combat,
 * CR 506.4), so the instructions after it ("Untap that creature") see the new controller.
 */
function runGainControl(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'gainControl'>): StepResult {
  const name = sourceName(ctx, r);
  let any = false;
  for (const obj of refObjects(ctx, r, step.what)) {
    if (obj.zone !== 'battlefield') continue;
    ctx.s.effects = [
      ...ctx.s.effects,
      {
        object: obj.id,
        until: step.until ?? 'indefinitely',
        timestamp: newTimestamp(ctx),
        sourceName: name,
        controller: r.controller,
      },
    ];
    any = true;
    emit(ctx, {
      type: 'Note',
      rule: RULE.layerControl,
      objects: [obj.id, r.item],
      cards: obj.cardId ? [obj.cardId] : [],
      text: `${r.controller} gains control of ${displayName(ctx, obj)}${step.until ? ` ${UNTIL[step.until]}` : ''} (${name}).`,
    });
  }
  if (any) {
    boardChanged(ctx);
    applyControlEffects(ctx);
  }
  return 'next';
}

export const continuousSteps: Pick<StepTable, 'pump' | 'restrict' | 'gainControl'> = {
  pump: { rule: RULE.continuousEffect, run: runPump },
  restrict: { rule: RULE.continuousEffect, run: runRestrict },
  gainControl: { rule: RULE.layerControl, run: runGainControl },
};
