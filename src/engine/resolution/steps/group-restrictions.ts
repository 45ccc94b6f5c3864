/**
 * Restrictions on a group from a resolving spell or ability: "Creatures without flying can't
 * block this turn" (Falter), "Creatures can't attack this turn", "Creatures target player controls
 * can't block this turn". Such an effect changes the rules of the game, not any object's
 * characteristics, so it isn't locked to the objects there as it began: it applies to every
 * object matching its filter while it lasts, those that enter or change later too (CR 611.2c).
 * One effect per "you" goes in `state.effects` (its `object` is that player, its `group` the
 * filter and the source), ended with its duration like any other (cleanup 514.2, end of combat
 * 511.3, "until your next turn" 500.5). Combat and untapping ask derived/restrictions.ts, which
 * reads these through `LAZY_CAST_BANS.group`, installed as this module loads (with the step, so
 * a game holding such an effect has it). Objects named one by one are ./continuous.ts's.
 */
import { matchesFilter } from '../../derived/filters';
import { withAbilityX } from '../../derived/object-filter';
import { LAZY_CAST_BANS } from '../../derived/restrictions';
import type { Restriction } from '../../state/card-def';
import { emit, newTimestamp, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import type { GameObject } from '../../state/types';
import { refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';
import { restrictionWords } from './continuous';
import { durationFields } from './durations';

const UNTIL_WORDS: Record<StepOf<'restrictAll'>['until'], string> = {
  endOfTurn: 'this turn',
  endOfCombat: 'this combat',
  yourNextTurn: "until its controller's next turn",
};

function runRestrictAll(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'restrictAll'>): StepResult {
  const lasting = durationFields(ctx, r, step.until);
  if (!lasting) return 'next';
  const name = sourceName(ctx, r);
  // "With mana value X" is the X it resolved with (CR 107.3a, 608.2h), fixed in the filter.
  const filter = step.filter.manaValueIsX ? withAbilityX(step.filter, r.x) : step.filter;
  const yous = step.relativeTo ? refPlayers(ctx, r, step.relativeTo) : [r.controller];
  for (const you of yous) {
    ctx.s.effects.push({
      object: you,
      until: step.until,
      ...lasting,
      timestamp: newTimestamp(ctx),
      sourceName: name,
      cant: [...step.cant],
      group: { filter, source: r.source },
    });
    emit(ctx, {
      type: 'Note',
      rule: RULE.continuousEffect,
      objects: [you, r.item],
      cards: [],
      text: `Each permanent of the kind ${name} names${step.relativeTo ? ` (for ${you})` : ''} ${step.cant.map(restrictionWords).join(' and ')} ${UNTIL_WORDS[step.until]}, those that come later too (CR 611.2c).`,
    });
  }
  return 'next';
}

/** The restrictions of group effects that apply to `obj` now: it matches their filter (CR 611.2c). */
function groupRestrictions(ctx: Ctx, obj: GameObject, out: Restriction[]): void {
  for (const e of ctx.s.effects) {
    if (!e.group || !e.cant) continue;
    if (matchesFilter(ctx, obj, e.group.filter, e.object as GameObject['controller'], e.group.source))
      out.push(...e.cant);
  }
}

LAZY_CAST_BANS.group = groupRestrictions;

/** The step of this family. */
export const groupRestrictionSteps: Pick<StepTable, 'restrictAll'> = {
  restrictAll: { rule: RULE.continuousEffect, run: runRestrictAll },
};
