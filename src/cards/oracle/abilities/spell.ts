/**
 * The spell ability of an instant or sorcery (CR 113.3a): its effect, or its modes ("Choose
 * one —", CR 700.2), plus the lines that change how it is cast: "Cast ~ only …"
 * (601.3), "As an additional cost to cast ~, sacrifice a creature" (118.8).
 */
import type { CastTiming, ModeSpec, SpellSpec, Step } from '../../../engine';
import { newBuild, type CardFacts } from '../build';
import { buildEffect } from '../effects';
import { parseObjects } from '../phrases/objects';
import { parseCount } from '../phrases/numbers';
import { readModalText } from './mode-header';
import { refuse, type AbilityCompiler, type AbilityResult } from './part';

/** "Choose one —\n• …\n• …" → modes; or a plain effect. */
export function compileSpellEffect(text: string, card: CardFacts): AbilityResult {
  const modal = readModalText(text);
  if (modal) {
    const options: ModeSpec[] = [];
    for (const modeText of modal.modes) {
      const b = newBuild(card);
      const failed = buildEffect(modeText, b);
      if (failed !== null) return refuse(`no template matches "${failed}"`);
      options.push({ text: modeText, targets: b.targets, steps: b.steps });
    }
    const spell: SpellSpec = { targets: [], steps: [], modes: { ...modal.choice, options } };
    return { spell };
  }
  const b = newBuild(card);
  const failed = buildEffect(text, b);
  if (failed !== null) return refuse(`no template matches "${failed}"`);
  return { spell: { targets: b.targets, steps: b.steps } };
}

const TIMING: Record<string, CastTiming> = {
  'Cast ~ only during combat before blockers are declared': 'duringCombatBeforeBlockers',
  'Cast ~ only during combat': {
    onlyDuring: ['beginCombat', 'declareAttackers', 'declareBlockers', 'combatDamage', 'endCombat'],
  },
  'Cast ~ only during the declare blockers step': { onlyDuring: ['declareBlockers'] },
  'Cast ~ only during your declare attackers step': { onlyDuring: ['declareAttackers'], yourTurnOnly: true },
  'Cast ~ only before the combat damage step': { onlyBefore: 'combatDamage' },
  'Cast ~ only during your turn': {
    onlyDuring: [
      'upkeep',
      'draw',
      'main1',
      'beginCombat',
      'declareAttackers',
      'declareBlockers',
      'combatDamage',
      'endCombat',
      'main2',
      'end',
    ] as Step[],
    yourTurnOnly: true,
  },
};

/** Lines that change how a spell is cast: timing restrictions and additional costs. */
export const castingLine: AbilityCompiler = (text) => {
  const s = text.replace(/\.$/, '');
  const timing = TIMING[s];
  if (timing) return { castRestriction: timing };
  if (/^Cast ~ only /.test(s)) return refuse(`the timing restriction "${s}" is not understood`);
  const sac = /^As an additional cost to cast ~, sacrifice (?:a|an) (.+)$/.exec(s);
  if (sac) {
    const ph = parseObjects(`${sac[1]} you control`);
    if (!ph || ph.plural) return refuse(`the additional cost "sacrifice a ${sac[1]}" is not understood`);
    return {
      additionalCosts: [
        {
          kind: 'sacrifice',
          filter: ph.filter,
          label: `a${/^[aeiou]/.test(sac[1] as string) ? 'n' : ''} ${sac[1]} to sacrifice`,
        },
      ],
    };
  }
  const discard = /^As an additional cost to cast ~, discard (a|two|three) cards?$/.exec(s);
  if (discard) return { additionalCosts: [{ kind: 'discard', count: parseCount(discard[1] as string) as number }] };
  if (/^As an additional cost to cast ~/.test(s)) return refuse(`the additional cost "${s}" is not understood`);
  return null;
};
