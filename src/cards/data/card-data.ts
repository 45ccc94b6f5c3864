/**
 * Card data in the shape of a Scryfall card object (DESIGN "Real cards"): what the offline
 * catalogue, a scenario file, a `--cards` file, the IndexedDB cache and Scryfall all give.
 * Only the fields Stackyard reads are named; others may be present and are ignored.
 * Strings are as Scryfall prints them: `mana_cost` in braces (`{2}{U}`), `power` and
 * `toughness` as strings because they may be `*` or `1+*`.
 */
export interface CardFace {
  name: string;
  mana_cost?: string;
  type_line?: string;
  oracle_text?: string;
  power?: string;
  toughness?: string;
  loyalty?: string;
  /** A battle's printed defense (CR 310.4a), a string as Scryfall prints it. */
  defense?: string;
  colors?: string[];
  image_uris?: ImageUris;
}

/** Scryfall image URLs (the file hosts have no rate limit; never crop away the artist line). */
export interface ImageUris {
  small?: string;
  normal?: string;
  large?: string;
  png?: string;
  art_crop?: string;
  border_crop?: string;
}

/** One card: a Scryfall card object, trimmed to what Stackyard reads. */
export interface CardData {
  object?: 'card';
  id?: string;
  oracle_id?: string;
  name: string;
  /** `normal`, `split`, `transform`, `modal_dfc`, `adventure`, `flip`, `token`, ... */
  layout?: string;
  mana_cost?: string;
  type_line?: string;
  oracle_text?: string;
  power?: string;
  toughness?: string;
  loyalty?: string;
  /** A battle's printed defense (CR 310.4a), a string as Scryfall prints it. */
  defense?: string;
  colors?: string[];
  color_identity?: string[];
  /** Keyword abilities Scryfall recognised (e.g. `Flying`, `Protection`). */
  keywords?: string[];
  /** Mana symbols the card's abilities could produce (`W`, `U`, `B`, `R`, `G`, `C`). */
  produced_mana?: string[];
  card_faces?: CardFace[];
  image_uris?: ImageUris;
  artist?: string;
  set?: string;
  collector_number?: string;
}

/** Size limits of card data. */
export const CARD_LIMITS = {
  /** Characters in a card's or face's name (Scryfall's longest full names are ~ 150). */
  nameLength: 300,
  /** Characters in Oracle text (the longest real ones are under 1,500). */
  textLength: 5_000,
  /** Characters in a mana cost, a type line and the other short fields. */
  shortLength: 300,
  /** Faces of one card (Scryfall's most is 4, for a few joke cards). */
  faces: 4,
  /** Cards in one list (a `--cards` file; all of Scryfall's Oracle cards are ~ 30,000). */
  listCards: 40_000,
  /** Cards a scenario may embed. */
  scenarioCards: 2_000,
} as const;
