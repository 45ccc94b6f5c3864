/**
 * Paying a mana cost (CR 601.2g–h): first from the mana pool, then by activating untapped mana
 * abilities whose only cost is {T}, in a documented deterministic order:
 *
 * 1. lands before other permanents, each group in battlefield order;
 * 2. each missing coloured symbol (in W U B R G C order) is paid by the first source that could
 *    produce that type (CR 106.7), preferring sources that could produce the fewest types;
 * 3. generic mana is paid by a source of the type most untapped sources could produce, so the
 *    scarce types stay available (ties: the order above).
 *
 * Mana abilities with other costs (Pili-Pala's {2},{Q}) are never activated automatically:
 * activate them by hand first. If the cost can't be paid the cast is illegal (CR 601.2h).
 */
import { beginWrite } from '../state/cow';
import { createContext, defOf, peek, type Ctx } from '../state/context';
import { defFlags, staticIndex } from '../derived/statics';
import { isSummoningSick } from '../zones/permanents';
import { IllegalActionError } from '../state/errors';
import { couldProduceAll, payFromPool } from './mana';
import { runManaTask } from './mana-abilities';
import { formatCost, type ManaCost } from '../state/mana-cost';
import { RULE } from '../state/rules';
import type { GameObject, ManaType, ObjectId, PlayerId } from '../state/types';

/** A usable source: the types its ability could produce, plus what attached triggered mana
 * abilities add when it is tapped for mana (Wild Growth's {G}, CR 605.4a). */
interface Source { obj: GameObject; ability: number; types: ManaType[]; extra: ManaType[] }

/** Fixed mana that triggered mana abilities of Auras attached to `obj` add when it's tapped for mana. */
function extraFromAttached(ctx: Ctx, obj: GameObject): ManaType[] {
  const out: ManaType[] = [];
  for (const id of staticIndex(ctx).triggerSources) {
    const aura = peek(ctx, id);
    if (!aura || aura.attachedTo !== obj.id) continue;
    for (const trig of defOf(ctx, aura).triggered ?? []) {
      if (trig.on.event === 'tappedForMana' && trig.on.what === 'enchanted' && trig.manaAbility?.adds === 'G') out.push('G');
    }
  }
  return out;
}

function sources(ctx: Ctx, player: PlayerId, exclude: ObjectId | null): Source[] {
  const could = couldProduceAll(ctx);
  const lands: Source[] = [];
  const others: Source[] = [];
  for (const id of staticIndex(ctx).manaSources) {
    const obj = peek(ctx, id);
    if (!obj || obj.controller !== player || obj.id === exclude || obj.tapped) continue;
    const types = could[obj.id];
    if (!types?.length) continue;
    const def = defOf(ctx, obj);
    const flags = defFlags(def);
    if (flags.creature && isSummoningSick(ctx, obj)) continue; // CR 302.6
    const index = (def.activated ?? []).findIndex((spec) => spec.mana && !spec.targets?.length && spec.cost.tap && !spec.cost.untap && !spec.cost.mana);
    if (index < 0) continue;
    (flags.land ? lands : others).push({ obj, ability: index, types, extra: extraFromAttached(ctx, obj) });
  }
  return [...lands, ...others];
}

function activate(ctx: Ctx, player: PlayerId, src: Source, want: ManaType): void {
  runManaTask(ctx, {
    kind: 'mana', player, source: src.obj.id, ability: src.ability, stage: 'pay',
    want, produced: [], tapped: false, auto: true,
  });
}

/**
 * Pays `cost` (X already fixed) for `player`, spending pool mana and activating mana
 * abilities as described above. Throws {@link IllegalActionError} (CR 601.2h) when it can't;
 * callers run inside `perform`, so the whole action is then undone.
 */
export function payManaCost(ctx: Ctx, player: PlayerId, cost: ManaCost, exclude: ObjectId | null = null): void {
  let left = payFromPool(ctx, player, cost);
  if (!left.colored.length && left.generic <= 0) return;
  // The candidate sources are found once: paying taps them but doesn't change what they could produce.
  const avail = sources(ctx, player, exclude);
  while (left.colored.length || left.generic > 0) {
    const need = left.colored[0];
    let pick: Source | undefined;
    let want: ManaType | undefined;
    if (need) {
      for (const src of avail) if (src.types.includes(need) && (!pick || src.types.length < pick.types.length)) pick = src;
      want = need;
      if (!pick) {
        // No source produces it itself: one whose attached triggered mana ability adds it.
        pick = avail.find((src) => src.extra.includes(need));
        want = pick?.types[0];
      }
    } else {
      // Generic mana: keep scarce types for later; tap a source of the most plentiful type.
      const count = new Map<ManaType, number>();
      for (const src of avail) for (const t of src.types) count.set(t, (count.get(t) ?? 0) + 1);
      let best = -1;
      for (const src of avail) {
        for (const t of src.types) {
          const n = count.get(t) ?? 0;
          if (n > best) { best = n; pick = src; want = t; }
        }
      }
    }
    if (!pick || !want) {
      throw new IllegalActionError(
        `automatic payment found no way to pay ${formatCost(left)} for ${player}: no usable untapped mana source produces it ` +
        '(summoning-sick creatures can\'t tap, CR 302.6; sources with other costs must be activated by hand). Tap mana sources by hand to pay another way',
        RULE.castPay,
      );
    }
    avail.splice(avail.indexOf(pick), 1);
    activate(ctx, player, pick, want);
    left = payFromPool(ctx, player, left);
  }
}

/** Whether `player` could pay `cost` now, by trying it on a throwaway copy of the context. */
export function canPayMana(ctx: Ctx, player: PlayerId, cost: ManaCost, exclude: ObjectId | null = null): boolean {
  // A throwaway working copy: copy-on-write makes this cheap, and `ctx.s` is never touched.
  const { s, cow } = beginWrite(ctx.s);
  const scratch = createContext(s, ctx.reg, { cow });
  try {
    payManaCost(scratch, player, cost, exclude);
    return true;
  } catch (e) {
    if (e instanceof IllegalActionError) return false;
    throw e;
  }
}
