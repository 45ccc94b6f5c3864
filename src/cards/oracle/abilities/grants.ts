/**
 * Abilities in quotation marks that an effect gives other objects (CR 113.1b, 613.1f):
 * "Enchanted land has \"{T}: Add one mana of any color.\"" (Abundant Growth), "All Slivers have
 * \"{2}, Sacrifice this permanent: This permanent deals 2 damage to any target.\"", "Creatures you
 * control have \"Whenever this creature attacks, …\"". The quotation is read with the grammar of
 * a card's own abilities (activated, mana and triggered abilities); its "this creature" /
 * "this permanent" (`~` once normalised) is the object that has the ability, which is the
 * ability's source (CR 113.7). A grant is made only when the quoted ability compiles in full;
 * otherwise the sentence stays text.
 */
import type { GrantedAbility, Keyword, TriggeredSpec } from '../../../engine';
import { cardFacts, type CardFacts } from '../build';
import { activated } from './activated';
import { isRefusal, refuse, type AbilityResult, type Refusal } from './part';
import { quotedGrants } from './statics';
import { quotedGrant } from '../grammar/effects/lasting';
import { triggered } from './triggered';
import { keywordTrigger } from './keyword-triggers';
import { keywordByReminder } from './keyword-reminders';
import { grantedKeyword } from './static-predicates';

/**
 * Why a granted triggered ability of this kind isn't enforced, or null. The engine watches a
 * permanent's granted triggers while it is on the battlefield (triggers/detect.ts); a
 * leaves-the-battlefield trigger looks back in time (CR 603.10a): one a resolved spell's or
 * ability's effect gave (`byEffect`, CR 611.2) is kept with the object's last-known information
 * (zones/objects.ts `snapshot`), one a static ability gives is not (its source may leave at the
 * same time). A state trigger, a triggered mana ability, a chapter or level ability and "when you
 * cast this spell" are read from the card itself, so those stay text.
 */
function unreadTrigger(t: TriggeredSpec, byEffect: boolean): string | null {
  const on = t.on;
  if (on.event === 'zoneChange' && on.from === 'battlefield' && !byEffect)
    return 'a leaves-the-battlefield trigger a static ability gives looks back in time (CR 603.10a), which is not modelled';
  if (t.manaAbility || on.event === 'tappedForMana') return 'a granted triggered mana ability is not modelled';
  if (
    on.event === 'state' ||
    on.event === 'chapter' ||
    on.event === 'becomesLevel' ||
    (on.event === 'spellCast' && on.self)
  )
    return `a granted "${on.event}" trigger is not modelled`;
  return null;
}

/** The one activated or triggered ability a compiler made of the quotation, or why not. */
function oneAbility(r: AbilityResult, byEffect: boolean): GrantedAbility | Refusal | null {
  if (!r) return null;
  if (isRefusal(r)) return r;
  const keys = Object.keys(r);
  if (keys.length !== 1) return refuse('the quoted ability is more than one ability');
  if (r.activated?.length === 1 && !r.activated[0]?.zone) return { activated: r.activated[0]! };
  const t = r.triggered?.length === 1 ? r.triggered[0] : undefined;
  if (t) {
    const unread = unreadTrigger(t, byEffect);
    return unread ? refuse(unread) : { triggered: t };
  }
  return refuse('only activated and triggered abilities in quotation marks are given to other objects');
}

/**
 * The ability a quotation gives (its text normalised, `~` being the object that has it), or a
 * refusal. The granting card's facts don't apply inside the quotation (it is another object's
 * ability): it is read as a permanent's ability with no name of its own.
 */
function readQuote(quote: string, card: CardFacts, byEffect = false): GrantedAbility | Refusal {
  // The card's own name inside the quotation is the card, not the object the ability is given to.
  // The card's own name there is the permanent giving it by a static ability, `grantor`
  // (normalise.ts); not read for an effect's grant (no permanent gives it, CR 611.2), after
  // "named" (a name, which the grammar would take for the object), nor with a personal pronoun.
  if (card.nameInQuote && (byEffect || /named ~/.test(quote) || card.pronounInNamedQuote))
    return refuse("the quoted ability names the card that gives it, which isn't read");
  const facts = cardFacts('', '');
  let refusal: Refusal | null = null;
  for (const compiler of [triggered, activated]) {
    const r = oneAbility(compiler(quote.trim(), facts), byEffect);
    if (r && !('refused' in r)) return r;
    if (r && !refusal) refusal = r;
  }
  return refusal ?? refuse(`the quoted ability "${quote}" is not understood`);
}

quotedGrants.read = (quote, card) => readQuote(quote, card);
quotedGrant.read = (quote, card) => {
  const g = readQuote(quote, card, true);
  return 'refused' in g ? null : g;
};

/**
 * A keyword that is a triggered ability (CR 702: "ward {2}", "mentor", "flanking", "prowess",
 * "bushido 1"), as an effect gives it to another object (CR 613.1f): its written-out triggered
 * abilities, read as a quotation is (the object that has them is their source, CR 113.7), and the
 * keyword itself where the rules ask about it ("a creature without flanking", 702.25a). Null when
 * the item is no such keyword, the keyword is more than triggered abilities (riot, modular), or
 * one of them can't be given (see `unreadTrigger`: persist, afterlife, cascade).
 */
function readKeywordGrant(item: string): { grants: GrantedAbility[]; keywords: Keyword[] } | null {
  const k = item.trim();
  if (!/^[a-z][a-z ]*(?: \d+| \{\d+\}|—pay \d+ life)?$/.test(k)) return null;
  const printed = (k[0] as string).toUpperCase() + k.slice(1);
  const part = keywordTrigger(k, printed) ?? keywordByReminder(k, printed, cardFacts('', ''));
  if (!part || isRefusal(part)) return null;
  if (Object.keys(part).some((key) => key !== 'triggered' && key !== 'keywords')) return null;
  const triggers = part.triggered ?? [];
  if (!triggers.length || triggers.some((t) => unreadTrigger(t, false) !== null)) return null;
  return { grants: triggers.map((t) => ({ triggered: t })), keywords: part.keywords ?? [] };
}

grantedKeyword.read = readKeywordGrant;
