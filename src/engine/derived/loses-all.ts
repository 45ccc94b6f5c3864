/**
 * "Loses all abilities" in layer 6 (CR 613.1f), at the effect's timestamp (613.7): the object's
 * keywords and the abilities earlier effects gave it go, and `abilitiesLost` tells the board
 * index and the activated abilities that its rules text's abilities (and its land types'
 * intrinsic mana abilities, 305.6) are gone too. A keyword counter put on after a resolved effect
 * began still gives its ability (122.1b): the effect keeps the keyword counters it saw. Loaded
 * with the steps that make such effects (resolution/steps/pump.ts, becomes.ts).
 */
import { withKeywordCounters } from './keyword-counters';
import { LOSES_ALL } from './static-parts';

LOSES_ALL.apply = (c, v, obj) => {
  const later: Record<string, number> = {};
  if (v !== true) for (const k in obj.counters) if ((obj.counters[k] ?? 0) > (v[k] ?? 0)) later[k] = 1;
  c.keywords = withKeywordCounters([], later);
  c.granted = undefined;
  c.abilitiesLost = true;
};
