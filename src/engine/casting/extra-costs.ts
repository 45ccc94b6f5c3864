/**
 * The additional costs announced together after kicker (CR 601.2b) and added to the total cost
 * (601.2f), for the keywords whose code loads with their cards (./cost-keywords.ts): buyback and
 * offspring (702.27a, 702.175a; ./optional-costs.ts), replicate, squad, casualty and conspire
 * (702.56a, 702.157a, 702.153a, 702.78a; ./copy-costs.ts), an "A or B" additional cost
 * (./either-cost.ts), and the cards spliced onto the spell (702.47b; ./splice.ts).
 */
import type { Ctx } from '../state/context';
import { addCosts, parseManaCost, type ManaCost } from '../state/mana-cost';
import type { CardDef } from '../state/card-def';
import type { GameObject } from '../state/types';
import type { CastTask } from './cast';
import { copyCostOf, eitherCostOf } from './cost-keywords';
import { announceCopyCost } from './copy-costs';
import { announceEither } from './either-cost';
import { announceOptionalCost } from './optional-costs';
import { announceSplice, spliceCost } from './splice';

/** The choices these announcements make, as `payable` is asked about them. */
export type ExtraChoice = Pick<CastTask, 'boughtBack' | 'offspring' | 'copyCostPaid' | 'either' | 'spliced'>;

/**
 * CR 601.2b: announces, in order, buyback or offspring, a copy cost, an "A or B" option and the
 * spliced cards of `spell` (definition `def`), each asked only when `payable` says the total cost
 * with it could be paid; 'wait' while one is asked.
 */
export function announceExtras(
  ctx: Ctx,
  t: CastTask,
  spell: GameObject,
  def: CardDef,
  payable: (choice: ExtraChoice) => boolean,
): 'done' | 'wait' {
  const extra = def.additionalCosts?.find((c) => c.kind === 'buyback' || c.kind === 'offspring');
  if (!extra || (extra.kind !== 'buyback' && extra.kind !== 'offspring')) {
    t.boughtBack = false;
    t.offspring = false;
  } else if (announceOptionalCost(ctx, t, spell, extra, (key) => payable({ [key]: true })) === 'wait') return 'wait';
  const copies = copyCostOf(def);
  if (copies && announceCopyCost(ctx, t, spell, (n) => payable({ copyCostPaid: n })) === 'wait') return 'wait';
  t.copyCostPaid ??= 0;
  const either = eitherCostOf(def);
  if (either && announceEither(ctx, t, either, spell, (i) => payable({ either: i })) === 'wait') return 'wait';
  return announceSplice(ctx, t, spell, (keys) => payable({ spliced: keys }));
}

/** CR 601.2f: `cost` plus the mana of the additional costs `t` announced (see {@link announceExtras}). */
export function extraCosts(ctx: Ctx, t: CastTask, def: CardDef, cost: ManaCost): ManaCost {
  let total = cost;
  for (const c of def.additionalCosts ?? []) {
    if ((c.kind === 'buyback' && t.boughtBack) || (c.kind === 'offspring' && t.offspring))
      total = addCosts(total, parseManaCost(c.mana));
  }
  // CR 702.56a, 702.157a: the replicate or squad cost, once for each time it is paid.
  const copies = copyCostOf(def);
  for (let i = 0; copies?.mana && i < (t.copyCostPaid ?? 0); i++) total = addCosts(total, parseManaCost(copies.mana));
  // The mana of the announced option of an "A or B" additional cost.
  const eitherMana = t.either !== undefined ? eitherCostOf(def)?.options[t.either]?.cost.mana : undefined;
  if (eitherMana) total = addCosts(total, parseManaCost(eitherMana));
  // CR 702.47a: each spliced card's splice cost.
  return t.spliced?.length ? addCosts(total, spliceCost(ctx, t.spliced)) : total;
}
