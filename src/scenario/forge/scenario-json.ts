/**
 * TypeScript shapes for the `stackyard/scenario@1` JSON document (docs/scenario-format.md),
 * limited to the parts the Forge importer produces. Kept local to the importer until a shared
 * scenario type exists; the shapes follow the format document exactly.
 */

/** A seat: `p1` is Forge's human (p0), `p2` is Forge's AI (p1). */
export type PlayerId = 'p1' | 'p2';

/** Steps of a turn (CR 500), in turn order. */
export const PHASES = [
  'untap',
  'upkeep',
  'draw',
  'main1',
  'beginCombat',
  'declareAttackers',
  'declareBlockers',
  'combatDamage',
  'endCombat',
  'main2',
  'end',
  'cleanup',
] as const;

/** One of {@link PHASES}. */
export type Phase = (typeof PHASES)[number];

/** Zones a player's entry lists (`sideboard` = outside the game). */
export type ZoneName = 'library' | 'hand' | 'battlefield' | 'graveyard' | 'exile' | 'sideboard';

/** A vanilla stand-in for a card the pool does not script. */
export interface ProxySpec {
  name: string;
  typeLine?: string;
  manaCost?: string;
  power?: number;
  toughness?: number;
  text?: string;
}

/** Keys shared by `card` and `proxy` entries. */
export interface CardEntryCommon {
  id?: string;
  owner?: PlayerId;
  token?: boolean;
  tapped?: boolean;
  summoningSick?: boolean;
  /** counter kind (`+1/+1`, `-1/-1` or a lowercase word) → positive count */
  counters?: Record<string, number>;
  damage?: number;
  attachedTo?: string;
  copyOf?: string;
  exiledWith?: string;
  castableFrom?: boolean;
  chosenName?: string;
}

/** A card entry in object form: exactly one of `card` / `proxy`. */
export type CardEntryObject =
  | (CardEntryCommon & { card: string; proxy?: never })
  | (CardEntryCommon & { proxy: ProxySpec; card?: never });

/** A card entry: a bare card name or an object. */
export type CardEntry = string | CardEntryObject;

/** One player's part of the board. */
export interface PlayerJson {
  life?: number;
  manaPool?: string;
  library?: CardEntry[];
  hand?: CardEntry[];
  battlefield?: CardEntry[];
  graveyard?: CardEntry[];
  exile?: CardEntry[];
  sideboard?: CardEntry[];
}

/** Teaching text attached to a scenario. */
export interface LessonJson {
  card: string;
  ruling: string;
  rules: string[];
  steps: string[];
}

/** A whole `stackyard/scenario@1` document (script actions are not produced by the importer). */
export interface ScenarioJson {
  format: 'stackyard/scenario@1';
  title?: string;
  description?: string;
  turn?: { number?: number; active?: PlayerId; phase?: Phase };
  options?: { sandbox?: boolean; seed?: number };
  players: Partial<Record<PlayerId, PlayerJson>>;
  script?: Record<string, unknown>[];
  lesson?: LessonJson;
}
