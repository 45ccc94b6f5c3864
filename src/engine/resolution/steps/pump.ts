/**
 * "Target creature gets +N/+N and gains K until end of turn" (CR 611.2): each object affected
 * as it resolves (611.2c) gets one effect in `state.effects` with a timestamp (613.7), its
 * numbers fixed now (608.2h), applied in layers 6 and 7c until the duration ends (514.2, 511.2).
 * "loses all abilities" (613.1f) takes away, at its timestamp, every ability it has then.
 * Loaded with the cards that use it (every-step.ts), not with the engine (core.ts).
 */
import type { ContinuousEffect, ManaType } from '../../state/types';
import type { Keyword } from '../../state/card-def';
import { displayName } from '../../derived/characteristics';
import { keywordWords } from '../../derived/keyword-kinds';
import { boardChanged, emit, newTimestamp, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import { amount, refObjects, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';
import { durationFields } from './durations';
import '../../derived/loses-all';

const UNTIL = {
  endOfTurn: 'until end of turn',
  endOfCombat: 'until end of combat',
  yourNextTurn: "until its controller's next turn",
  whileYouControlSource: 'for as long as its controller controls the source',
  whileSourceTapped: 'for as long as the source remains tapped',
  whileYouControlSourceTapped: 'for as long as its controller controls the source and it remains tapped',
} as const;

function signed(n: number): string {
  return n < 0 ? `${n}` : `+${n}`;
}

/**
 * The keywords gained, with "protection from the color of your choice" made the colour chosen as
 * it resolved (CR 608.2d); without a choice (none could be made), that protection is not gained.
 */
function chosenGains(r: Resolving, gains: readonly Keyword[]): Keyword[] {
  return gains.flatMap((k): Keyword[] => {
    if (typeof k !== 'object' || !('protection' in k) || !('colorChosen' in k.protection)) return [k];
    const c = r.vars[k.protection.colorChosen];
    return typeof c === 'string' && 'WUBRG'.includes(c) && c.length === 1
      ? [{ protection: { color: c as Exclude<ManaType, 'C'> } }]
      : [];
  });
}

function runPump(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'pump'>): StepResult {
  const name = sourceName(ctx, r);
  const power = step.power === undefined ? undefined : amount(ctx, r, step.power);
  const toughness = step.toughness === undefined ? undefined : amount(ctx, r, step.toughness);
  const gains = step.gains && chosenGains(r, step.gains);
  const lasting = durationFields(ctx, r, step.until);
  if (!lasting) return 'next';
  for (const obj of refObjects(ctx, r, step.what)) {
    if (obj.zone !== 'battlefield') continue;
    const e: ContinuousEffect = {
      object: obj.id,
      until: step.until,
      ...lasting,
      timestamp: newTimestamp(ctx),
      sourceName: name,
      ...(power !== undefined ? { power } : {}),
      ...(toughness !== undefined ? { toughness } : {}),
      ...(gains ? { gains } : {}),
      ...(step.loses ? { loses: [...step.loses] } : {}),
      // Its keyword counters now: one put on later still gives its ability (CR 122.1b, 613.7).
      ...(step.losesAll ? { losesAll: { ...obj.counters } } : {}),
      ...(step.grants ? { grants: [...step.grants] } : {}),
    };
    ctx.s.effects.push(e);
    // The object may now have triggered or mana abilities, or none: the board index is read again.
    if (step.grants || step.losesAll) boardChanged(ctx);
    const parts = [
      power !== undefined || toughness !== undefined ? `gets ${signed(power ?? 0)}/${signed(toughness ?? 0)}` : '',
      gains?.length ? `gains ${gains.map(keywordWords).join(', ')}` : '',
      step.losesAll ? 'loses all abilities' : '',
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

export const pumpSteps: Pick<StepTable, 'pump'> = {
  pump: { rule: RULE.continuousEffect, run: runPump },
};
