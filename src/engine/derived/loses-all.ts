/**
 * "Loses all abilities" in layer 6 (CR 613.1f), at the effect's timestamp (613.7): the object's
 * keywords and the abilities earlier effects gave it go, and `abilitiesLost` tells the board
 * index and the activated abilities that its rules text's abilities (and its land types'
 * intrinsic mana abilities, 305.6) are gone too. A keyword counter put on after the effect began
 * still gives its ability (122.1b): a resolved effect keeps the keyword counters it saw; a static
 * ability (`true`, at its timestamp `at`) compares when each kind was last put on
 * (`keywordCountersAt`; one the object entered with, at the object's timestamp). Loaded with the
 * steps that make such effects (resolution/steps/pump.ts, becomes.ts), which the Oracle
 * compiler's cards load (every-step.ts).
 */
import { KEYWORD_COUNTERS, withKeywordCounters } from './keyword-counters';
import { LOSES_ALL } from './static-parts';

LOSES_ALL.apply = (c, v, obj, at) => {
  const later: Record<string, number> = {};
  for (const k in obj.counters) {
    if (!(obj.counters[k] ?? 0)) continue;
    if (v !== true) {
      if ((obj.counters[k] ?? 0) > (v[k] ?? 0)) later[k] = 1;
    } else if (at !== undefined && KEYWORD_COUNTERS.has(k) && (obj.keywordCountersAt?.[k] ?? obj.timestamp) > at)
      later[k] = 1;
  }
  c.keywords = withKeywordCounters([], later);
  c.granted = undefined;
  c.abilitiesLost = true;
};
