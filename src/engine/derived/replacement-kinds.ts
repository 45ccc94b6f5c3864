/**
 * The replacement-effect table (DESIGN "Handler tables keyed by kind"): for each kind of
 * replacement or prevention effect from a static ability (CR 614, 615), the rule it follows
 * and the event it replaces. The table's type lists every `ReplacementSpec` kind, so a new kind
 * can't compile without an entry; the code that performs each event applies its kinds:
 *
 * - `mana`: mana produced by tapping for mana (CR 106.12b) — `mana/mana.ts`, `mana/mana-abilities.ts`
 * - `entering`: a permanent entering the battlefield (CR 614.1c–d) — `zones/entering.ts`
 * - `damage`: damage about to be dealt (CR 615) — `zones/prevention.ts`; damage increased
 *   (Torbran) and the life it takes (Ali from Cairo) — `zones/damage-replacements.ts`, loaded
 *   with the cards that have them; damage that can't be prevented (CR 615.12) — `zones/unpreventable.ts`
 * - `dying`: a permanent put into a graveyard from the battlefield (CR 700.4) — `zones/objects.ts`
 * - `counters`: counters about to be put on a permanent (CR 122.6) — `zones/counter-replacements.ts`,
 *   loaded with the cards that have them
 * - `lifeGain`: life about to be gained (CR 119.3) — `zones/life-replacements.ts`, loaded with
 *   the cards that have them
 * - `graveyard`: an object about to be put into a graveyard, from anywhere or the battlefield
 *   (CR 614.1a) — `zones/graveyard-replacements.ts`, loaded with the cards that have them
 * - `tokens`: tokens about to be created (CR 111.2) — `zones/token-replacements.ts`, loaded with
 *   the cards that have them
 * - `gameOutcome`: a player winning or losing the game (CR 104.2b, 104.3) — `zones/game-outcome.ts`,
 *   loaded with the cards that have them (a prohibition, 101.2, not a replacement)
 */
import type { ReplacementKind } from '../state/card-def';
import { RULE, type RuleNumber } from '../state/rules';

/** The event a replacement effect watches for. */
export type ReplacedEvent =
  'mana' | 'entering' | 'damage' | 'dying' | 'counters' | 'lifeGain' | 'graveyard' | 'tokens' | 'gameOutcome';

/** Where each event's replacements are applied (for the handler-coverage test). */
export const REPLACED_EVENT_FILES: Record<ReplacedEvent, readonly string[]> = {
  mana: ['mana/mana.ts', 'mana/mana-abilities.ts'],
  entering: ['zones/entering.ts'],
  damage: ['zones/prevention-effects.ts', 'zones/damage-replacements.ts', 'zones/unpreventable.ts'],
  dying: ['zones/objects.ts'],
  counters: ['zones/counter-replacements.ts'],
  lifeGain: ['zones/life-replacements.ts'],
  graveyard: ['zones/graveyard-replacements.ts'],
  tokens: ['zones/token-replacements.ts'],
  gameOutcome: ['zones/game-outcome.ts'],
};

/** Every kind of replacement effect, with its rule and the event it replaces. */
export const REPLACEMENT_TABLE: { [K in ReplacementKind]: { rule: RuleNumber; replaces: ReplacedEvent } } = {
  landManaBecomes: { rule: RULE.tappedForManaReplacement, replaces: 'mana' },
  yourTappedManaDoubled: { rule: RULE.tappedForManaReplacement, replaces: 'mana' },
  entersWithCounters: { rule: RULE.entersWith, replaces: 'entering' },
  entersTapped: { rule: RULE.entersTapped, replaces: 'entering' },
  entersPrepared: { rule: RULE.entersTapped, replaces: 'entering' },
  preventDamage: { rule: RULE.prevent, replaces: 'damage' },
  damageLeavesOneLife: { rule: RULE.replacement, replaces: 'damage' },
  damageUnpreventable: { rule: RULE.unpreventable, replaces: 'damage' },
  damageIncreased: { rule: RULE.insteadReplacement, replaces: 'damage' },
  exileIfDies: { rule: RULE.insteadReplacement, replaces: 'dying' },
  countersIncreased: { rule: RULE.insteadReplacement, replaces: 'counters' },
  lifeGainReplaced: { rule: RULE.insteadReplacement, replaces: 'lifeGain' },
  ownGraveyardInstead: { rule: RULE.insteadReplacement, replaces: 'graveyard' },
  tokensReplaced: { rule: RULE.insteadReplacement, replaces: 'tokens' },
  gameOutcomeBarred: { rule: RULE.cantBeatsCan, replaces: 'gameOutcome' },
};
