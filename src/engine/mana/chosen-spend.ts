/**
 * Mana whose restriction names what its source chose ("Spend this mana only to cast a creature
 * spell of the chosen type", CR 106.6, 614.12): the type chosen is written into the restriction as
 * the mana is made, so it keeps it wherever the source goes afterwards. Installed into spend.ts as
 * this module loads (../every-step.ts).
 */
import type { ManaSpend, ObjectFilter } from '../state/card-def';
import type { GameObject } from '../state/types';
import { LAZY_SPEND } from './spend';
import { castFrom } from '../derived/cast-from';

/** `f` with "of the chosen type" written in as the type `chosen` (none chosen: nothing matches). */
function withChosen(f: ObjectFilter, chosen: string | undefined): ObjectFilter {
  let out = f;
  if (f.chosenType) {
    const { chosenType: _c, ...rest } = f;
    void _c;
    out = { ...rest, allSubtypes: [...(f.allSubtypes ?? []), chosen ?? ''] };
  }
  return f.anyOf ? { ...out, anyOf: f.anyOf.map((a) => withChosen(a, chosen)) } : out;
}

/**
 * The restriction of mana `source` makes, with the creature type chosen for it written in
 * ("Spend this mana only to cast a creature spell of the chosen type", CR 106.6, 614.12): the
 * mana keeps the type chosen as it was made, wherever its source goes afterwards.
 */
function fixedSpend(spend: ManaSpend, source: GameObject | null | undefined): ManaSpend {
  if (!JSON.stringify(spend).includes('chosenType')) return spend;
  const chosen = source?.chosenType;
  const out: ManaSpend = { ...spend };
  if (spend.spells) out.spells = withChosen(spend.spells, chosen);
  if (spend.abilities) out.abilities = withChosen(spend.abilities, chosen);
  return out;
}

LAZY_SPEND.fixed = fixedSpend;
LAZY_SPEND.castFrom = castFrom;
