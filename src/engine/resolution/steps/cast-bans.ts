/**
 * Prohibitions on casting from a resolving spell or ability (CR 601.3, 611.2): "Target player
 * can't cast spells this turn" (Orim's Chant), "Your opponents can't cast noncreature spells this
 * turn", "Until end of turn, target player can't cast instant or sorcery spells". Each player
 * named as it resolves gets one effect in `state.effects` (its `object` is that player) with the
 * spells' filter as a `cast` restriction; the effect ends with its duration like any other
 * (cleanup 514.2, end of combat 511.3, "until your next turn" as that turn begins 500.5). It
 * changes the rules of the game, not any object's characteristics, so it forbids spells that
 * weren't anywhere yet when it began (611.2c). Casting asks here through
 * derived/restrictions.ts `LAZY_CAST_BANS`, which this module installs as it loads (with the
 * step, so a game holding such an effect has it).
 */
import { READER } from '../../derived/characteristics';
import { matchesSpellFilter } from '../../derived/object-filter';
import { LAZY_CAST_BANS, type Prohibition } from '../../derived/restrictions';
import type { SpellFilter } from '../../state/card-def';
import { emit, newTimestamp, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import type { GameObject, PlayerId } from '../../state/types';
import { refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';
import { durationFields } from './durations';

const UNTIL_WORDS: Record<StepOf<'banCast'>['until'], string> = {
  endOfTurn: 'this turn',
  endOfCombat: 'this combat',
  yourNextTurn: "until its controller's next turn",
};

function runBanCast(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'banCast'>): StepResult {
  const lasting = durationFields(ctx, r, step.until);
  if (!lasting) return 'next';
  const name = sourceName(ctx, r);
  for (const p of refPlayers(ctx, r, step.player)) {
    ctx.s.effects.push({
      object: p,
      until: step.until,
      ...lasting,
      timestamp: newTimestamp(ctx),
      sourceName: name,
      cant: [{ cast: step.spells }],
    });
    emit(ctx, {
      type: 'Note',
      rule: RULE.castPermission,
      objects: [p, r.item],
      cards: [],
      text: `${p} can't cast ${Object.keys(step.spells).length ? 'spells of the kind named' : 'spells'} ${UNTIL_WORDS[step.until]} (${name}).`,
    });
  }
  return 'next';
}

/**
 * Why an effect of a resolved spell or ability forbids `player` to cast `card` as the spell named
 * `name` (a split card's half or an Adventure is judged by its own characteristics, CR 709.3,
 * 715.3b), or null.
 */
function castBan(ctx: Ctx, player: PlayerId, card: GameObject, name: string): Prohibition | null {
  for (const e of ctx.s.effects) {
    if (e.object !== player || !e.cant) continue;
    for (const c of e.cant) {
      if (typeof c !== 'object' || !('cast' in c)) continue;
      const spell = name
        ? ({ ...card, zone: 'stack', spell: { ...(card.spell ?? {}), half: name } } as GameObject)
        : card;
      if (matchesSpellFilter(ctx, READER, spell, c.cast as SpellFilter, player, null))
        return { source: e.sourceName, reason: `${name || 'that spell'} can't be cast` };
    }
  }
  return null;
}

LAZY_CAST_BANS.find = castBan;

/** The step of this family. */
export const castBanSteps: Pick<StepTable, 'banCast'> = {
  banCast: { rule: RULE.castPermission, run: runBanCast },
};
