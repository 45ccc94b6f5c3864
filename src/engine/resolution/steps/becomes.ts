/**
 * "… becomes …" (CR 611.2): a resolving spell or ability changes the characteristics of each
 * object it names — "Target spell or permanent becomes red" (layer 5, CR 105.3), "This land
 * becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land."
 * (layer 4, types added, 205.1b; base P/T set, 7b), "Target creature with flying has base
 * power 0 until end of turn" (7b), "Switch target creature's power and toughness until end of
 * turn" (7d, 613.4d), "becomes the color of your choice" (chosen first, 608.2d). The set of
 * objects is fixed as it resolves (611.2c); a spell
 * on the stack is changed as well as a permanent. Without a stated duration the effect lasts
 * for as long as the object is the same object (611.2a, 400.7).
 */
import type { ContinuousEffect, ManaType } from '../../state/types';
import { displayName } from '../../derived/characteristics';
import { keywordWords } from '../../derived/keyword-kinds';
import { boardChanged, emit, newTimestamp, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import { amount, refObjects, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';
import { durationFields } from './durations';
import '../../derived/loses-all';

const COLOR_NAMES = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' } as const;
/** The words of a lasting change's duration in the log (" until end of turn"), for becomes and become-copy. */
export const UNTIL = {
  endOfTurn: ' until end of turn',
  endOfCombat: ' until end of combat',
  yourNextTurn: " until its controller's next turn",
  whileYouControlSource: ' for as long as its controller controls the source',
  whileSourceTapped: ' for as long as the source remains tapped',
  whileYouControlSourceTapped: ' for as long as its controller controls the source and it remains tapped',
} as const;

const TYPE_WORDS = {
  add: 'in addition to its other types',
  creatureTypes: 'keeping its other card types',
  set: 'and no other card type',
} as const;

/** The change in words: "becomes red", "becomes a 2/2 artifact creature Assembly-Worker", "has base power 0". */
function words(step: StepOf<'becomes'>, base: { power?: number; toughness?: number } | undefined): string {
  const parts: string[] = [];
  if (step.losesAll) parts.push('loses all abilities');
  if (step.setColors) parts.push(`becomes ${step.setColors.map((c) => COLOR_NAMES[c]).join(' and ') || 'colorless'}`);
  if (step.addTypes?.mode === 'remove') parts.push(`isn't ${(step.addTypes.types ?? []).join(' or ')}`);
  else if (step.addTypes)
    parts.push(
      `becomes ${[...(step.addTypes.subtypes ?? []), ...(step.addTypes.types ?? [])].join(' ')} ${TYPE_WORDS[(step.addTypes.mode as keyof typeof TYPE_WORDS | undefined) ?? 'add']}`,
    );
  if (base) {
    const { power, toughness } = base;
    parts.push(
      power !== undefined && toughness !== undefined
        ? `has base power and toughness ${power}/${toughness}`
        : power !== undefined
          ? `has base power ${power}`
          : `has base toughness ${toughness}`,
    );
  }
  if (step.switchPT) parts.push('has its power and toughness switched');
  if (step.gains?.length) parts.push(`gains ${step.gains.map(keywordWords).join(', ')}`);
  if (step.grants?.length)
    parts.push(
      `gains ${step.grants.length === 1 ? 'an ability' : `${step.grants.length} abilities`} in quotation marks`,
    );
  return parts.join(' and ');
}

function runBecomes(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'becomes'>): StepResult {
  const name = sourceName(ctx, r);
  const objs = refObjects(ctx, r, step.what).filter(
    (o) => o.zone === 'battlefield' || (o.zone === 'stack' && !!o.spell),
  );
  if (!objs.length) {
    nothing(ctx, r, `${name}: there is nothing to change (it has left its zone, CR 400.7).`, RULE.newObject);
    return 'next';
  }
  // Amounts are fixed as it resolves (CR 608.2h): "an X/X Construct artifact creature".
  const base = step.setBase && {
    ...(step.setBase.power !== undefined ? { power: amount(ctx, r, step.setBase.power) } : {}),
    ...(step.setBase.toughness !== undefined ? { toughness: amount(ctx, r, step.setBase.toughness) } : {}),
  };
  const lasting = durationFields(ctx, r, step.until);
  if (!lasting) return 'next';
  // "becomes the color (creature type) of your choice" (CR 608.2d): what was chosen as it resolved.
  if (step.chosen !== undefined) {
    const v = r.vars[step.chosen];
    if (typeof v !== 'string') return 'next';
    step =
      v.length === 1 && 'WUBRG'.includes(v)
        ? { ...step, setColors: [v as Exclude<ManaType, 'C'>] }
        : { ...step, addTypes: { ...step.addTypes, subtypes: [...(step.addTypes?.subtypes ?? []), v] } };
  }
  for (const obj of objs) {
    const e: ContinuousEffect = {
      object: obj.id,
      until: step.until ?? 'indefinitely',
      ...lasting,
      timestamp: newTimestamp(ctx),
      sourceName: name,
      ...(step.addTypes ? { addTypes: step.addTypes } : {}),
      ...(step.setColors ? { setColors: [...step.setColors] } : {}),
      ...(base ? { setBase: base } : {}),
      ...(step.gains ? { gains: [...step.gains] } : {}),
      ...(step.grants ? { grants: [...step.grants] } : {}),
      ...(step.switchPT ? { switchPT: true as const } : {}),
      // Its keyword counters now: one put on later still gives its ability (CR 122.1b, 613.7).
      ...(step.losesAll ? { losesAll: { ...obj.counters } } : {}),
    };
    ctx.s.effects = [...ctx.s.effects, e];
    // A type change may take a land's rules text away (CR 305.7), and granted abilities join the
    // board index: it is read again.
    if (e.addTypes || e.grants || e.losesAll) boardChanged(ctx);
    emit(ctx, {
      type: 'Note',
      rule: RULE.continuousEffect,
      objects: [obj.id, r.item],
      cards: obj.cardId ? [obj.cardId] : [],
      text: `${displayName(ctx, obj)} ${words(step, base)}${step.until ? UNTIL[step.until] : ''} (${name}).`,
    });
  }
  return 'next';
}

export const becomesSteps: Pick<StepTable, 'becomes'> = {
  becomes: { rule: RULE.continuousEffect, run: runBecomes },
};
