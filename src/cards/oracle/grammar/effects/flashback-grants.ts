/**
 * Flashback an effect gives (CR 702.34a): "Target instant or sorcery card in your graveyard gains
 * flashback until end of turn. The flashback cost is equal to its mana cost." (Snapcaster Mage),
 * "Target sorcery card in your graveyard …" (Recoup), "Each instant and sorcery card in your
 * graveyard gains flashback until end of turn. …" (Past in Flames; the cards are locked in as
 * it resolves, 611.2c). Only with the sentence that fixes the cost at the card's mana cost, only
 * for instant or sorcery cards in "your" graveyard, only "until end of turn": another cost
 * ("gains flashback {2}{R}{G}"), duration or kind of card stays text. The engine's
 * `gainFlashback` step gives it (resolution/steps/flashback-grants.ts).
 */
import type { ObjectFilter, Ref } from '../../../../engine';
import { actedOn } from '../lower-nouns';
import { alt, lit, map, seq, w } from '../peg';
import type { LowerTable, VerbEntry } from './verb';

export type FlashbackGrantVp = { k: 'gainFlashback' };

export const FLASHBACK_GRANT_VERBS: VerbEntry<FlashbackGrantVp>[] = [
  {
    subject: 'object',
    parse: map(
      seq(
        lit('gains flashback until end of turn'),
        w('.'),
        alt(
          lit('the flashback cost is equal to its mana cost'),
          lit("the flashback cost is equal to that card's mana cost"),
        ),
      ),
      () => ({ k: 'gainFlashback' }) as FlashbackGrantVp,
    ),
  },
];

/** Whether a filter names only instant or sorcery cards in its controller's own graveyard. */
function ownGraveyardSpells(f: ObjectFilter | undefined): boolean {
  if (!f || f.zone !== 'graveyard' || f.allTypes) return false;
  const types = f.types;
  return (
    !!types?.length &&
    types.every((t) => t === 'instant' || t === 'sorcery') &&
    (f.owner === 'you' || f.controller === 'you')
  );
}

export const LOWER_FLASHBACK_GRANTS: LowerTable<FlashbackGrantVp> = {
  gainFlashback: (_v, c) => {
    const what: Ref | null = actedOn(c.b, c.actor);
    if (!what || c.until) return false;
    if (what.ref === 'target') {
      const t = c.b.targets[what.slot];
      if (!t || t.max !== 1 || t.countIsX || !ownGraveyardSpells(t.filter.objects)) return false;
    } else if (what.ref !== 'all' || !ownGraveyardSpells(what.filter)) return false;
    c.b.steps.push({ do: 'gainFlashback', what });
    return true;
  },
};
