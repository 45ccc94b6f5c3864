/**
 * Cost changes from a resolving spell or ability (CR 601.2f, 611.2a): "Spells your opponents cast
 * cost {1} more to cast this turn", "Until your next turn, spells your opponents cast cost {1} more
 * to cast" (Tax Collector), "Artifact spells you cast this turn cost {1} less to cast". One effect
 * in `state.effects` (its `object` the effect's controller, "you"), ended with its duration like
 * any other (cleanup 514.2, "until your next turn" 500.5). It changes the rules of the game, so it
 * applies to spells that weren't anywhere yet when it began (611.2c). The total cost of a spell
 * asks here through derived/restrictions.ts `LAZY_CAST_BANS.costs`, installed as this module loads
 * (with the step, so a game holding such an effect has it).
 */
import { READER } from '../../derived/characteristics';
import { matchesSpellFilter } from '../../derived/object-filter';
import { LAZY_CAST_BANS } from '../../derived/restrictions';
import type { CostChange, SpellFilter } from '../../state/card-def';
import { emit, newTimestamp, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import type { GameObject, PlayerId } from '../../state/types';
import type { Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';
import { durationFields } from './durations';

const WHO: Record<StepOf<'changeSpellCosts'>['casters'], string> = {
  you: 'you cast',
  opponents: 'your opponents cast',
  each: 'players cast',
};

function runChangeSpellCosts(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'changeSpellCosts'>): StepResult {
  const lasting = durationFields(ctx, r, step.until);
  if (!lasting) return 'next';
  const name = sourceName(ctx, r);
  const { casters, spells, change, mana } = step;
  ctx.s.effects.push({
    object: r.controller,
    until: step.until,
    ...lasting,
    timestamp: newTimestamp(ctx),
    sourceName: name,
    spellCosts: { casters, spells, change, mana },
  });
  emit(ctx, {
    type: 'Note',
    rule: RULE.continuousEffect,
    objects: [r.controller, r.item],
    cards: [],
    text: `Spells of the kind ${name} names that ${WHO[casters]} cost ${mana} ${change} to cast ${step.until === 'endOfTurn' ? 'this turn' : `until ${r.controller}'s next turn`} (CR 601.2f).`,
  });
  return 'next';
}

/** The cost changes of resolved effects for `spell` cast by `player` (CR 601.2f), added to `out`. */
function effectCostChanges(ctx: Ctx, player: PlayerId, spell: GameObject, out: CostChange[]): void {
  for (const e of ctx.s.effects) {
    const c = e.spellCosts;
    if (!c) continue;
    const you = e.object as PlayerId;
    if (c.casters === 'you' ? player !== you : c.casters === 'opponents' ? player === you : false) continue;
    if (!matchesSpellFilter(ctx, READER, spell, c.spells as SpellFilter, you, null)) continue;
    out.push({ change: c.change, mana: c.mana });
  }
}

LAZY_CAST_BANS.costs = effectCostChanges;

/** The step of this family. */
export const spellCostEffectSteps: Pick<StepTable, 'changeSpellCosts'> = {
  changeSpellCosts: { rule: RULE.continuousEffect, run: runChangeSpellCosts },
};
