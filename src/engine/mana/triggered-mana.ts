/**
 * Triggered mana abilities (CR 605.1b): "Whenever enchanted land is tapped for mana, its
 * controller adds an additional {G}" (Wild Growth), "… one mana of any color" (Fertile Ground),
 * "… two mana in any combination of colors" (Market Festival), "Whenever a player taps a land for
 * mana, that player adds one mana of any type that land produced" (Mana Flare). They trigger
 * only when a permanent is tapped for mana and mana was produced (106.12a) and resolve at once,
 * right after the mana ability (605.4a), in the order their sources are indexed. Colours are
 * chosen by the tapped permanent's controller as each resolves (106.1a, 605.3b); while paying
 * automatically, the type the payer asked for (or white) is chosen and logged. Installed into
 * ./mana-abilities.ts as this module loads (../every-step.ts).
 */
import { displayName } from '../derived/characteristics';
import { hasAtLevel } from '../derived/class-level';
import { staticIndex } from '../derived/statics';
import { tappedMatches } from '../derived/tapped-for-mana';
import type { TriggeredSpec } from '../state/card-def';
import { defOf, emit, peek, type Ctx } from '../state/context';
import { ask, takeAnswer } from '../state/decisions';
import { ensure } from '../state/errors';
import { firstType, type ManaAmounts } from '../state/mana-amounts';
import { RULE } from '../state/rules';
import { COLORS, type GameObject, type ManaType } from '../state/types';
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

/**
 * The mana `adds` makes for this tapping: fixed, of the type produced (the first, if several), or
 * colours its controller chooses ('wait' while asked).
 */
function manaOf(
  ctx: Ctx,
  t: ManaTask,
  source: GameObject,
  ability: NonNullable<TriggeredSpec['manaAbility']>,
  tapped: GameObject,
): ManaAmounts | 'wait' {
  const n = ability.count ?? 1;
  if (ability.adds === 'typeProduced') return { [firstType(t.produced) as ManaType]: n };
  if (ability.adds !== 'anyColor') return { [ability.adds]: n };
  const options = combinations(n);
  let pick: string | undefined;
  const ans = takeAnswer(t);
  if (typeof ans === 'string') pick = ans;
  else if (t.auto) pick = (t.want && t.want !== 'C' ? t.want : 'W').repeat(n);
  else
    return ask(ctx, {
      player: tapped.controller,
      kind: 'chooseOption',
      purpose: 'mana',
      rule: RULE.triggeredManaAbility,
      about: source.id,
      prompt: `${displayName(ctx, source)}: choose the colour${n > 1 ? 's' : ''} of the mana it adds.`,
      options: options.map((c) => ({ value: c, label: [...c].map((m) => `{${m}}`).join('') })),
    });
  ensure(options.includes(pick), `${pick} is not ${n} mana of colours`, RULE.triggeredManaAbility);
  const out: ManaAmounts = {};
  for (const m of pick as string) out[m as ManaType] = (out[m as ManaType] ?? 0) + 1;
  return out;
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
      if (!tappedMatches(ctx, trig.on.what, o, tapped)) continue;
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
      const chosenAuto = trig.manaAbility.adds === 'anyColor' && t.auto;
      addMana(
        ctx,
        tapped.controller,
        mana,
        o,
        RULE.triggeredManaAbility,
        `from ${displayName(ctx, o)}'s triggered mana ability${chosenAuto ? ' (colour chosen while paying automatically; tap by hand to choose)' : ''}`,
      );
    }
  }
  return 'done';
}

LAZY_TRIGGERED_MANA.run = runTriggeredMana;
