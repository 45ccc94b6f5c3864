/**
 * Every effect family's verb phrases and lowerings, in one table keyed by kind (so a verb phrase
 * kind cannot exist without its lowering). A family is one file: its tree nodes, its parsers
 * (tried in the order listed here) and its lowerings. To add one: write the file, list it here.
 */
import { verbAhead } from '../nouns';
import { alt, rule, type P } from '../peg';
import { COUNTER_ACTION_VERBS, LOWER_COUNTER_ACTIONS, type CounterActionVp } from './counter-actions';
import { COPIES_VERBS, LOWER_COPIES, type CopiesVp } from './copies';
import { BECOME_COPY_VERBS, LOWER_BECOME_COPY, type BecomeCopyVp } from './become-copy';
import { LOWER_RETARGET, RETARGET_VERBS, type RetargetVp } from './retarget';
import { CANT_BLOCK_IT_VERB, LOWER_REQUIREMENTS, REQUIREMENT_VERBS, type RequirementVp } from './requirements';
import { AMASS_VERBS, LOWER_AMASS, type AmassVp } from './amass';
import { EARTHBEND_VERBS, LOWER_EARTHBEND, type EarthbendVp } from './earthbend';
import { INCUBATE_VERBS, LOWER_INCUBATE, type IncubateVp } from './incubate';
import { LOWER_ROLES, ROLE_VERBS, type RoleVp } from './roles';
import { DISCOVER_VERBS, LOWER_DISCOVER, type DiscoverVp } from './discover';
import { LOWER_MANIFEST, MANIFEST_VERBS, type ManifestVp } from './manifest';
import { EXCHANGE_VERBS, LOWER_EXCHANGE, type ExchangeVp } from './exchange';
import { LOWER_OWNER_LIBRARY, OWNER_LIBRARY_VERBS, type OwnerLibraryVp } from './owner-library';
import { LOWER_SEARCH_NAMED, SEARCH_NAMED_VERBS, type SearchNamedVp } from './search-named';
import { EXPLORE_VERBS, LOWER_EXPLORE, type ExploreVp } from './explore';
import { DESIGNATION_VERBS, LOWER_DESIGNATION, type DesignationVp } from './designations';
import { EMBLEM_VERBS, LOWER_EMBLEMS, type EmblemVp } from './emblems';
import { ATTACH_VERBS, LOWER_ATTACH, type AttachVp } from './attach';
import { DAMAGE_VERBS, LOWER_DAMAGE, type DamageVp } from './damage';
import { CARDS_VERBS, LOWER_CARDS, type CardsVp } from './cards';
import { LASTING_VERBS, LOWER_LASTING, type LastingVp } from './lasting';
import { CAST_BAN_VERBS, LOWER_CAST_BANS, type CastBanVp } from './cast-bans';
import { IMPULSE_VERBS, LOWER_IMPULSE, type ImpulseVp } from './impulse';
import { LIBRARY_VERBS, LOWER_LIBRARY, type LibraryVp } from './library';
import { LOWER_MISC, MISC_VERBS, type MiscVp } from './misc';
import { LOWER_REVEAL_HAND, REVEAL_HAND_VERBS, type RevealHandVp } from './reveal-hand';
import { LOWER_PLAYERS_CHOOSE, PLAYERS_CHOOSE_VERBS, type PlayersChooseVp } from './players-choose';
import { LOWER_PROLIFERATE, PROLIFERATE_VERBS, type ProliferateVp } from './proliferate';
import { LEARN_VERBS, LOWER_LEARN, type LearnVp } from './learn';
import { FLASHBACK_GRANT_VERBS, LOWER_FLASHBACK_GRANTS, type FlashbackGrantVp } from './flashback-grants';
import { COUNTERS_CHOSEN_VERBS, LOWER_COUNTERS_CHOSEN, type CountersChosenVp } from './counters-chosen';
import { LOWER_PUT_FROM_HAND, PUT_FROM_HAND_VERBS, type PutFromHandVp } from './put-from-hand';
import { LOWER_SEARCH, SEARCH_VERBS, type SearchVp } from './search';
import { LOWER_SHIELDS, SHIELDS_VERBS, type ShieldsVp } from './shields';
import { LOWER_TOKENS, TOKENS_VERBS, type TokensVp } from './tokens';
import { LOWER_ZONES, ZONES_VERBS, type ZonesVp } from './zones';
import type { LowerTable, VerbEntry } from './verb';

/** A verb phrase of the tree. */
export type Vp =
  | DamageVp
  | ZonesVp
  | CardsVp
  | MiscVp
  | LastingVp
  | ShieldsVp
  | SearchVp
  | PutFromHandVp
  | LibraryVp
  | TokensVp
  | ImpulseVp
  | ProliferateVp
  | LearnVp
  | AttachVp
  | ExploreVp
  | DesignationVp
  | EmblemVp
  | CounterActionVp
  | AmassVp
  | EarthbendVp
  | IncubateVp
  | RoleVp
  | DiscoverVp
  | ManifestVp
  | CopiesVp
  | BecomeCopyVp
  | ExchangeVp
  | OwnerLibraryVp
  | SearchNamedVp
  | RevealHandVp
  | RetargetVp
  | RequirementVp
  | PlayersChooseVp
  | CountersChosenVp
  | CastBanVp
  | FlashbackGrantVp;

const VERBS: VerbEntry<Vp>[] = [
  // Before "shuffles" alone (cards.ts): "shuffles it into their library".
  ...OWNER_LIBRARY_VERBS,
  ...SEARCH_NAMED_VERBS,
  ...DAMAGE_VERBS,
  ...ZONES_VERBS,
  ...CARDS_VERBS,
  ...MISC_VERBS,
  CANT_BLOCK_IT_VERB,
  // Before "gains <keyword>" (lasting.ts): "gains flashback until end of turn. The flashback cost …".
  ...FLASHBACK_GRANT_VERBS,
  ...LASTING_VERBS,
  ...SHIELDS_VERBS,
  ...SEARCH_VERBS,
  ...PUT_FROM_HAND_VERBS,
  ...LIBRARY_VERBS,
  ...IMPULSE_VERBS,
  ...TOKENS_VERBS,
  ...PROLIFERATE_VERBS,
  ...LEARN_VERBS,
  ...ATTACH_VERBS,
  ...EXPLORE_VERBS,
  ...DESIGNATION_VERBS,
  ...EMBLEM_VERBS,
  ...COUNTER_ACTION_VERBS,
  ...AMASS_VERBS,
  ...EARTHBEND_VERBS,
  ...INCUBATE_VERBS,
  ...ROLE_VERBS,
  ...DISCOVER_VERBS,
  ...MANIFEST_VERBS,
  ...COPIES_VERBS,
  ...BECOME_COPY_VERBS,
  ...EXCHANGE_VERBS,
  ...REVEAL_HAND_VERBS,
  ...RETARGET_VERBS,
  ...REQUIREMENT_VERBS,
  ...PLAYERS_CHOOSE_VERBS,
  ...COUNTERS_CHOSEN_VERBS,
  ...CAST_BAN_VERBS,
];

/** How each kind of verb phrase is lowered. */
export const LOWER_VP: LowerTable<Vp> = {
  ...LOWER_DAMAGE,
  ...LOWER_ZONES,
  ...LOWER_CARDS,
  ...LOWER_MISC,
  ...LOWER_LASTING,
  ...LOWER_SHIELDS,
  ...LOWER_SEARCH,
  ...LOWER_PUT_FROM_HAND,
  ...LOWER_LIBRARY,
  ...LOWER_IMPULSE,
  ...LOWER_TOKENS,
  ...LOWER_PROLIFERATE,
  ...LOWER_LEARN,
  ...LOWER_ATTACH,
  ...LOWER_EXPLORE,
  ...LOWER_DESIGNATION,
  ...LOWER_EMBLEMS,
  ...LOWER_COUNTER_ACTIONS,
  ...LOWER_AMASS,
  ...LOWER_EARTHBEND,
  ...LOWER_INCUBATE,
  ...LOWER_ROLES,
  ...LOWER_DISCOVER,
  ...LOWER_MANIFEST,
  ...LOWER_COPIES,
  ...LOWER_BECOME_COPY,
  ...LOWER_EXCHANGE,
  ...LOWER_OWNER_LIBRARY,
  ...LOWER_SEARCH_NAMED,
  ...LOWER_REVEAL_HAND,
  ...LOWER_RETARGET,
  ...LOWER_REQUIREMENTS,
  ...LOWER_PLAYERS_CHOOSE,
  ...LOWER_COUNTERS_CHOSEN,
  ...LOWER_CAST_BANS,
  ...LOWER_FLASHBACK_GRANTS,
};

/** A verb phrase whose subject is a player, or none ("you"). */
export const playerVp: P<Vp> = rule('player verb', () =>
  alt(...VERBS.filter((e) => e.subject === 'player').map((e) => e.parse)),
);

/** A verb phrase whose subject is an object ("~ deals", "target creature gets"). */
export const objectVp: P<Vp> = rule('object verb', () =>
  alt(...VERBS.filter((e) => e.subject === 'object').map((e) => e.parse)),
);

verbAhead.p = alt(playerVp, objectVp);
