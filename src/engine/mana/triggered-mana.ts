/**
 * Triggered mana abilities (CR 605.1b): "Whenever enchanted land is tapped for mana, its
 * controller adds an additional {G}" (Wild Growth), "… one mana of any color" (Fertile Ground),
 * "… two mana in any combination of colors" (Market Festival), "Whenever a player taps a land for
 * mana, that player adds one mana of any type that land produced" (Mana Flare; of the type chosen
 * when it produced several), "… its controller adds an additional one mana of the chosen color"
 * (Utopia Sprawl), "… {G} for each Elf on the battlefield" (Elvish Guidance, counted as it
 * resolves), with an intervening "if" or a "while" read as it triggers (Rikala). They trigger
 * only when a permanent is tapped for mana and mana was produced (106.12a) and resolve at once,
 * right after the mana ability (605.4a), in the order their sources are indexed. Colours are
 * chosen by the tapped permanent's controller as each resolves (106.1a, 605.3b); while paying
 * automatically, the type the payer asked for (or white) is chosen and logged. Installed into
 * ./mana-abilities.ts as this module loads (../every-step.ts).
 */
import { displayName, READER } from '../derived/characteristics';
import { amountOf, conditionHolds } from '../derived/static-values';
import { hasAtLevel } from '../derived/class-level';
import { staticIndex } from '../derived/statics';
import { tappedMatches } from '../derived/tapped-for-mana';
import { sourceTriggerTimes } from '../derived/trigger-source-times';
import type { TriggeredSpec } from '../state/card-def';
import { defOf, emit, peek, type Ctx } from '../state/context';
import { ask, takeAnswer } from '../state/decisions';
import { ensure } from '../state/errors';
import { firstType, isEmptyAmounts, type ManaAmounts } from '../state/mana-amounts';
import { RULE } from '../state/rules';
import { COLORS, MANA_TYPES, type GameObject, type ManaType } from '../state/types';
import { addMana } from './mana';
import { LAZY_TRIGGERED_MANA, type ManaTask } from './mana-abilities';

/** The colour combinations of `n` mana, each once ("WU" but not also "UW"), in WUBRG order. */
function combinations(n: number, from = 0): string[] {
  if (n === 0) return [''];
  const out: string[] = [];
  for (let i = from; i < COLORS.length; i++)
    for (const rest of combinations(n - 1, i)) out.push((COLORS[i] as string) + rest);
  return out;
}

/** Asks `tapped`'s controller which of `options` (colour strings) the ability adds. */
function askMana(ctx: Ctx, t: ManaTask, source: GameObject, tapped: GameObject, options: string[], what: string) {
  return ask(ctx, {
    player: tapped.controller,
    kind: 'chooseOption',
    purpose: 'mana',
    rule: RULE.triggeredManaAbility,
    about: source.id,
    prompt: `${displayName(ctx, source)}: choose the ${what} of the mana it adds.`,
    options: options.map((c) => ({ value: c, label: [...c].map((m) => `{${m}}`).join('') })),
  });
}

/**
 * "One mana of any type that land produced" (CR 106.12a): of the one type it produced, or of the
 * type its controller chooses among several ("{U}{B}"); while paying automatically, the type the
 * payer asked for, else the first, and said so.
 */
function typeProduced(ctx: Ctx, t: ManaTask, source: GameObject, tapped: GameObject): ManaType | 'wait' {
  const types = MANA_TYPES.filter((m) => (t.produced[m] ?? 0) > 0);
  if (types.length === 1) return types[0] as ManaType;
  const ans = takeAnswer(t);
  if (typeof ans === 'string') {
    ensure(
      types.includes(ans as ManaType),
      `${displayName(ctx, tapped)} didn't produce {${ans}}`,
      RULE.tappedForManaTrigger,
    );
    return ans as ManaType;
  }
  if (t.auto) return t.want && types.includes(t.want) ? t.want : (firstType(t.produced) as ManaType);
  return askMana(ctx, t, source, tapped, types, 'type');
}

/**
 * The mana `adds` makes for this tapping: fixed, of a type produced, of the source's chosen colour,
 * or colours its controller chooses ('wait' while asked); `times` counted now (CR 605.3b).
 */
function manaOf(
  ctx: Ctx,
  t: ManaTask,
  source: GameObject,
  ability: NonNullable<TriggeredSpec['manaAbility']>,
  tapped: GameObject,
): ManaAmounts | 'wait' {
  const times = ability.times
    ? Math.max(0, amountOf(ctx, READER, { you: source.controller, source: source.id }, ability.times))
    : 1;
  const n = (ability.count ?? 1) * times;
  if (n === 0) return {};
  if (ability.adds === 'typeProduced') {
    const type = typeProduced(ctx, t, source, tapped);
    return type === 'wait' ? type : { [type]: n };
  }
  // "one mana of the chosen color": none chosen, the type is undefined and it adds nothing (CR 106.5).
  if (ability.adds === 'chosenColor') return source.chosenColor ? { [source.chosenColor]: n } : {};
  if (ability.adds !== 'anyColor') return { [ability.adds]: n };
  const options = combinations(n);
  let pick: string | undefined;
  const ans = takeAnswer(t);
  if (typeof ans === 'string') pick = ans;
  else if (t.auto) pick = (t.want && t.want !== 'C' ? t.want : 'W').repeat(n);
  else return askMana(ctx, t, source, tapped, options, n > 1 ? 'colours' : 'colour');
  ensure(options.includes(pick), `${pick} is not ${n} mana of colours`, RULE.triggeredManaAbility);
  const out: ManaAmounts = {};
  for (const m of pick as string) out[m as ManaType] = (out[m as ManaType] ?? 0) + 1;
  return out;
}

/** Whether a triggered mana ability's intervening "if" and "while" hold now (CR 603.4, 605.4a). */
function conditionsHold(ctx: Ctx, o: GameObject, trig: TriggeredSpec): boolean {
  const at = { you: o.controller, source: o.id };
  return (
    (!trig.condition || conditionHolds(ctx, READER, at, trig.condition)) &&
    (!trig.while || conditionHolds(ctx, READER, at, trig.while))
  );
}

/**
 * Resolves the triggered mana abilities `tapped`'s being tapped for mana triggers, from the one
 * after the last resolved (the task remembers how many, so a colour asked for resumes there).
 */
function runTriggeredMana(ctx: Ctx, t: ManaTask, tapped: GameObject): 'done' | 'wait' {
  let at = 0;
  for (const id of [...staticIndex(ctx).triggerSources]) {
    const o = peek(ctx, id);
    if (!o) continue;
    for (const trig of defOf(ctx, o).triggered ?? []) {
      if (trig.on.event !== 'tappedForMana' || !trig.manaAbility || !hasAtLevel(o, trig)) continue;
      if (!tappedMatches(ctx, trig.on.what, o, tapped) || !conditionsHold(ctx, o, trig)) continue;
      // "That ability triggers an additional time" (CR 603.2d): each time resolves at once.
      for (let k = 1 + sourceTriggerTimes(ctx, o); k > 0; k--) {
        if (at++ < (t.triggersDone ?? 0)) continue;
        const mana = manaOf(ctx, t, o, trig.manaAbility, tapped);
        if (mana === 'wait') return 'wait';
        t.triggersDone = at;
        emit(ctx, {
          type: 'AbilityTriggered',
          source: o.id,
          player: o.controller,
          rule: RULE.triggeredManaAbility,
          objects: [o.id, tapped.id],
          cards: o.cardId ? [o.cardId] : [],
          text: `${displayName(ctx, o)} triggered because ${displayName(ctx, tapped)} was tapped for mana; as a mana ability it resolves at once.`,
        });
        // "its controller adds", "that player adds": the tapped permanent's controller.
        const chosenAuto = (trig.manaAbility.adds === 'anyColor' || trig.manaAbility.adds === 'typeProduced') && t.auto;
        if (isEmptyAmounts(mana)) continue;
        addMana(
          ctx,
          tapped.controller,
          mana,
          o,
          RULE.triggeredManaAbility,
          `from ${displayName(ctx, o)}'s triggered mana ability${chosenAuto ? ' (chosen while paying automatically; tap by hand to choose)' : ''}`,
        );
      }
    }
  }
  return 'done';
}

LAZY_TRIGGERED_MANA.run = runTriggeredMana;
