/**
 * Requirements from a resolving spell or ability (CR 508.1d): "target creature attacks this turn
 * if able", and goad (701.15a) — "goad target creature": until the goading player's next turn it
 * attacks each combat if able, and attacks a player other than the goading player if able. In a
 * two-player game that other player is its own controller or the player it attacks anyway, so
 * only the attack requirement is left (turn/combat.ts checks it as attackers are declared).
 * Loaded with the cards that use it (every-step.ts), not with the engine.
 *
 * "It blocks ~ this combat if able" (CR 509.1c; provoke, 702.39a): an effect on the blocker naming
 * the attacker, which the block declaration must obey as far as it can (turn/block-requirements.ts).
 *
 * Suspect (CR 701.60a, 701.60c): the permanent becomes suspected until it leaves the battlefield;
 * while suspected it has menace and can't block. Kept as one effect with no duration (611.2a,
 * ended by 400.7) marked `suspected`, its timestamp the moment it became suspected (613.7); a
 * permanent already suspected stays so and gets nothing more (701.60d).
 */
import { displayName } from '../../derived/characteristics';
import { emit, newTimestamp, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import { refObjects, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';
import { durationFields } from './durations';

function runMustAttack(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'mustAttack'>): StepResult {
  const name = sourceName(ctx, r);
  const until = step.until;
  const lasting = durationFields(ctx, r, until);
  if (!lasting) return 'next';
  for (const obj of refObjects(ctx, r, step.what)) {
    if (obj.zone !== 'battlefield') continue;
    ctx.s.effects.push({
      object: obj.id,
      until,
      ...lasting,
      timestamp: newTimestamp(ctx),
      sourceName: name,
      mustAttack: true,
      ...(step.goad ? { goadedBy: r.controller } : {}),
    });
    emit(ctx, {
      type: 'Note',
      rule: step.goad ? RULE.goad : RULE.attackRequirement,
      objects: [obj.id, r.item],
      cards: obj.cardId ? [obj.cardId] : [],
      text: step.goad
        ? `${r.controller} goaded ${displayName(ctx, obj)} (${name}): until ${r.controller}'s next turn it attacks each combat if able, and a player other than ${r.controller} if able (CR 701.15a).`
        : `${displayName(ctx, obj)} attacks ${until === 'endOfCombat' ? 'this combat' : 'this turn'} if able (${name}, CR 508.1d).`,
    });
  }
  return 'next';
}

/**
 * "It blocks ~ this combat if able" (CR 509.1c): one effect on each creature named, holding the
 * attacker it must block; with `cant`, "target creature can't block ~ this turn" (509.1b).
 */
function runMustBlock(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'mustBlock'>): StepResult {
  const name = sourceName(ctx, r);
  const lasting = durationFields(ctx, r, step.until);
  const attacker = refObjects(ctx, r, step.attacker)[0];
  if (!lasting || attacker?.zone !== 'battlefield') return 'next';
  for (const obj of refObjects(ctx, r, step.what)) {
    if (obj.zone !== 'battlefield') continue;
    ctx.s.effects.push({
      object: obj.id,
      until: step.until,
      ...lasting,
      timestamp: newTimestamp(ctx),
      sourceName: name,
      ...(step.cant ? { cantBlock: attacker.id } : { mustBlock: attacker.id }),
    });
    const when = step.until === 'endOfCombat' ? 'this combat' : 'this turn';
    emit(ctx, {
      type: 'Note',
      rule: step.cant ? RULE.blockRestriction : RULE.blockRequirementCount,
      objects: [obj.id, attacker.id, r.item],
      cards: obj.cardId ? [obj.cardId] : [],
      text: step.cant
        ? `${displayName(ctx, obj)} can't block ${displayName(ctx, attacker)} ${when} (${name}, CR 509.1b).`
        : `${displayName(ctx, obj)} blocks ${displayName(ctx, attacker)} ${when} if able (${name}, CR 509.1c).`,
    });
  }
  return 'next';
}

function runSuspect(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'suspect'>): StepResult {
  const name = sourceName(ctx, r);
  for (const obj of refObjects(ctx, r, step.what)) {
    if (obj.zone !== 'battlefield' || ctx.s.effects.some((e) => e.object === obj.id && e.suspected)) continue;
    ctx.s.effects.push({
      object: obj.id,
      until: 'indefinitely',
      timestamp: newTimestamp(ctx),
      sourceName: name,
      gains: ['menace'],
      cant: ['block'],
      suspected: true,
    });
    emit(ctx, {
      type: 'Note',
      rule: RULE.suspect,
      objects: [obj.id, r.item],
      cards: obj.cardId ? [obj.cardId] : [],
      text: `${displayName(ctx, obj)} becomes suspected (${name}): it has menace and can't block for as long as it's suspected (CR 701.60c).`,
    });
  }
  return 'next';
}

export const requirementSteps: Pick<StepTable, 'mustAttack' | 'mustBlock' | 'suspect'> = {
  mustAttack: { rule: RULE.attackRequirement, run: runMustAttack },
  mustBlock: { rule: RULE.blockRequirementCount, run: runMustBlock },
  suspect: { rule: RULE.suspect, run: runSuspect },
};
