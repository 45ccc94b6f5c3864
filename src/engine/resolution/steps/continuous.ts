/**
 * Restrictions from a resolving spell or ability (CR 611.2): "can't block this turn", "can't
 * attack", "doesn't untap during its controller's next untap step". The set of objects affected
 * is fixed as it resolves (611.2c); each gets one effect in `state.effects` with a timestamp
 * (613.7), read by derived/restrictions.ts until the duration ends. "Gets +N/+N" is in
 * ./pump.ts, "gain control of" in ./gain-control.ts.
 */
import { displayName } from '../../derived/characteristics';
import { emit, newTimestamp, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import { refObjects, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';
import { durationFields } from './durations';

/**
 * The words of restrictions whose code loads with the cards that have them (requirements on
 * blocks, blocking more, "can't be blocked by …": turn/combat-restrictions.ts, installed by
 * every-step.ts), or null for another.
 */
export const RESTRICTION_WORDS: { of?: (c: unknown) => string | null } = {};

/** A restriction in words, for notes ("can't block"). */
export function restrictionWords(c: unknown): string {
  if (c === 'attack') return "can't attack";
  if (c === 'block') return "can't block";
  if (c === 'beBlocked') return "can't be blocked";
  if (c === 'untap') return "doesn't untap";
  if (c === 'assignCombatDamage') return 'assigns no combat damage';
  if (c === 'attackPlayerIfAble') return 'attacks the defending player if able';
  if (Object(c).attacksAsThough === 'noDefender') return "can attack as though it didn't have defender";
  return RESTRICTION_WORDS.of?.(c) ?? `is restricted (${JSON.stringify(c)})`;
}

const UNTIL_WORDS: Record<StepOf<'restrict'>['until'], string> = {
  endOfTurn: 'this turn',
  endOfCombat: 'this combat',
  yourNextTurn: "until its controller's next turn",
  whileYouControlSource: 'for as long as its controller controls the source',
  whileSourceTapped: 'for as long as the source remains tapped',
  whileYouControlSourceTapped: 'for as long as its controller controls the source and it remains tapped',
  nextUntapStep: "during its controller's next untap step",
};

function runRestrict(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'restrict'>): StepResult {
  const name = sourceName(ctx, r);
  const lasting = durationFields(ctx, r, step.until);
  if (!lasting) return 'next';
  for (const obj of refObjects(ctx, r, step.what)) {
    if (obj.zone !== 'battlefield') continue;
    ctx.s.effects.push({
      object: obj.id,
      until: step.until,
      ...lasting,
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

export const continuousSteps: Pick<StepTable, 'restrict'> = {
  restrict: { rule: RULE.continuousEffect, run: runRestrict },
};
