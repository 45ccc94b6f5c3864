/**
 * "Partner with [name]" (CR 702.124j) is two abilities: one for building a Commander deck, which a
 * game here begins after (see deck-construction.ts), and a triggered ability, "When this
 * permanent enters, target player may search their library for a card named [name], reveal it,
 * put it into their hand, then shuffle." That ability is written out and read by the
 * triggered-ability compiler (triggered.ts), through the same grammar a printed ability goes through.
 */
import type { AbilityCompiler } from './part';
import { triggered } from './triggered';

export const partnerWith: AbilityCompiler = (text, card) => {
  const m = /^Partner with ([^()]+?)$/.exec(text.trim());
  if (!m) return null;
  const name = m[1] as string;
  return triggered(
    `When ~ enters, target player may search their library for a card named ${name}, reveal it, put it into their hand, then shuffle.`,
    card,
  );
};
