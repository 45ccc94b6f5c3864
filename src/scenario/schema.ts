/**
 * The scenario document `stackyard/scenario@1` as zod schemas and inferred types, exactly as
 * docs/scenario-format.md describes it. Every object is strict: an unknown key is a problem.
 * Parsing fills the defaults (life 20, empty zones, turn 1 / p1 / main1, sandbox off, seed 1),
 * so a parsed {@link ScenarioDoc} is complete.
 *
 * Only shape is checked here. Cross-references (ids, card names, lesson length) are checked by
 * the restore step (`restore.ts`); rules knowledge (what an Aura may enchant) by the board builder.
 */
import * as z from 'zod/mini';
import { isReadableManaCost, SIMPLE_KEYWORDS, type PredefinedTokenName } from '../engine';
import { CREATURE_TYPES, PREDEFINED_TOKENS } from '../engine/tables';
import { CARD_LIMITS } from '../cards/data/card-data';
import { CURRENT_FORMAT } from './migrations';
import { count } from './problem';
import { Count, EntryId, IdRef, LIMITS, ManaPool, Name, Phase, PlayerId, ZONES, text } from './schema-primitives';
import { ScriptAction } from './schema-script';
import { EngineActionSchema, MAX_ENGINE_ACTIONS } from './link/actions';
import { PuzzleGoal, SavedBranches, StepNotes } from './teaching/schema-teaching';

/** Building blocks (limits, ids, names, phases, zones, mana): see schema-primitives.ts. */
export * from './schema-primitives';
/** Script actions, card references and decision answers: see schema-script.ts. */
export * from './schema-script';

/** The predefined tokens the engine knows (CR 111.10), by name: Treasure, Food, Clue, Blood. */
export const PREDEFINED_TOKEN_NAMES = Object.keys(PREDEFINED_TOKENS) as [PredefinedTokenName, ...PredefinedTokenName[]];

/** A vanilla stand-in for a card the pool does not script; its `name` must not be blank. */
export const ProxySpec = z.strictObject({
  name: Name.check(
    z.refine((name: string) => name === '' || name.trim() !== '', { error: 'a proxy needs a name that is not blank' }),
  ),
  typeLine: z.optional(text(LIMITS.titleLength)),
  manaCost: z.optional(
    text(100).check(
      z.refine(isReadableManaCost, {
        error: 'a mana cost written in mana symbols, such as {2}{G}, {X}{R} or {G/U} (CR 107.4)',
      }),
    ),
  ),
  power: z.optional(z.int().check(z.minimum(-LIMITS.bigNumber), z.maximum(LIMITS.bigNumber))),
  toughness: z.optional(z.int().check(z.minimum(-LIMITS.bigNumber), z.maximum(LIMITS.bigNumber))),
  text: z.optional(text()),
  /** A token's colours (CR 111.4: given by the effect that made it), `W U B R G` (CR 105.1). */
  colors: z.optional(z.array(z.enum(['W', 'U', 'B', 'R', 'G'])).check(z.maxLength(5))),
  /** A token's keyword abilities without a parameter (CR 111.4, 702), such as `"menace"`. */
  keywords: z.optional(z.array(z.enum(SIMPLE_KEYWORDS)).check(z.maxLength(SIMPLE_KEYWORDS.length))),
  /**
   * A predefined token (CR 111.10): the stand-in gets that token's type line, colour and
   * abilities (a Treasure's mana ability); `typeLine`, `colors` and `text` are then not given.
   */
  predefined: z.optional(z.enum(PREDEFINED_TOKEN_NAMES)),
});
/** `{ name, typeLine?, manaCost?, power?, toughness?, text?, colors?, keywords?, predefined? }`. */
export type ProxySpec = z.infer<typeof ProxySpec>;

/** A counter kind: `+1/+1`, `-1/-1` (any `±N/±N`) or a lowercase word such as `loyalty`. */
export const CounterKind = z.string().check(
  z.regex(/^(?:[+-]\d{1,2}\/[+-]\d{1,2}|[a-z][a-z-]{0,39})$/, {
    error: 'a counter kind ("+1/+1", "-1/-1" or a lowercase word)',
  }),
);

/** The keys an object card entry may have, for messages and suggestions. */
export const CARD_ENTRY_KEYS = [
  'card',
  'proxy',
  'id',
  'owner',
  'tapped',
  'summoningSick',
  'counters',
  'damage',
  'attachedTo',
  'copyOf',
  'token',
  'exiledWith',
  'castableFrom',
  'chosenName',
  'chosenColor',
  'chosenType',
  'level',
  'transformed',
  'commander',
] as const;

/**
 * A card entry in object form: exactly one of `card` (a pool name) or `proxy`, plus state.
 * `attachedTo` is an id or `"p1"`/`"p2"`; `copyOf` an id; `exiledWith` an id or a card name.
 */
export const CardObject = z
  .strictObject({
    card: z.optional(Name),
    proxy: z.optional(ProxySpec),
    id: z.optional(EntryId),
    owner: z.optional(PlayerId),
    tapped: z.optional(z.boolean()),
    summoningSick: z.optional(z.boolean()),
    counters: z.optional(z.record(CounterKind, z.int().check(z.minimum(1), z.maximum(LIMITS.bigNumber)))),
    damage: z.optional(Count),
    attachedTo: z.optional(IdRef),
    copyOf: z.optional(IdRef),
    token: z.optional(z.boolean()),
    exiledWith: z.optional(Name),
    castableFrom: z.optional(z.boolean()),
    chosenName: z.optional(Name),
    /** "As ~ enters, choose a color" made before the scenario starts (CR 614.12). */
    chosenColor: z.optional(z.enum(['W', 'U', 'B', 'R', 'G'])),
    /** "As ~ enters, choose a creature type" made before the scenario starts (CR 614.12, 205.3m). */
    chosenType: z.optional(z.enum(CREATURE_TYPES as [string, ...string[]])),
    /** A Class's level (CR 716.2b: a designation, not a counter); absent is level 1 (716.2d). */
    level: z.optional(z.int().check(z.minimum(1), z.maximum(99))),
    /** A double-faced permanent with its back face up (CR 701.27g, 712.8e); absent is front face up. */
    transformed: z.optional(z.boolean()),
    /** Its owner's commander (CR 903.3): a legendary card, kept through zone changes. */
    commander: z.optional(z.boolean()),
  })
  .check(
    z.superRefine(
      (entry, ctx) => {
        const has = (key: 'card' | 'proxy') => typeof entry === 'object' && entry !== null && entry[key] !== undefined;
        if (has('card') === has('proxy')) {
          const message = has('card')
            ? 'give either "card" or "proxy", not both'
            : 'a card entry needs "card" (a card name) or "proxy"';
          ctx.addIssue({ code: 'custom', message });
        }
      },
      { when: () => true },
    ),
  );
/** A card entry object: `card` or `proxy`, plus optional state keys. */
export type CardObject = z.infer<typeof CardObject>;

/** A card entry: a card name (`"Island"`) or a {@link CardObject}. */
export const CardEntry = z.union([Name, CardObject], {
  error: 'a card entry: a card name or an object with "card" or "proxy"',
});
/** `string | CardObject`. */
export type CardEntry = z.infer<typeof CardEntry>;

const zone = z._default(z.array(CardEntry).check(z.maxLength(LIMITS.zoneEntries)), () => []);

/** One player's part of the board; zone lists are ordered (`library[0]` is the top card). */
export const PlayerSetup = z.strictObject({
  life: z._default(z.int().check(z.minimum(-LIMITS.bigNumber), z.maximum(LIMITS.bigNumber)), 20),
  manaPool: z._default(ManaPool, ''),
  library: zone,
  hand: zone,
  battlefield: zone,
  graveyard: zone,
  exile: zone,
  sideboard: zone,
  /** The command zone (CR 408): planes, phenomena, schemes, vanguards (408.3). */
  command: zone,
});
/** `{ life, manaPool, library, hand, battlefield, graveyard, exile, sideboard, command }`, all filled in. */
export type PlayerSetup = z.infer<typeof PlayerSetup>;

function countEntries(players: unknown): number {
  let total = 0;
  for (const setup of Object.values(players ?? {}) as unknown[]) {
    if (typeof setup !== 'object' || setup === null) continue;
    for (const name of ZONES) {
      const list = (setup as Record<string, unknown>)[name];
      if (Array.isArray(list)) total += list.length;
    }
  }
  return total;
}

/** Both seats (each defaults to an empty setup); at most {@link LIMITS.totalEntries} entries. */
export const Players = z.strictObject({ p1: z.prefault(PlayerSetup, {}), p2: z.prefault(PlayerSetup, {}) }).check(
  z.superRefine(
    (players, ctx) => {
      const total = countEntries(players);
      if (total > LIMITS.totalEntries) {
        ctx.addIssue({
          code: 'custom',
          message: `${count(total)} card entries in all; at most ${count(LIMITS.totalEntries)} are allowed`,
        });
      }
    },
    { when: () => true },
  ),
);
/** `{ p1: PlayerSetup; p2: PlayerSetup }`. */
export type Players = z.infer<typeof Players>;

/** Whose turn, which turn and which step the board is in. */
export const TurnSetup = z.strictObject({
  number: z._default(z.int().check(z.minimum(1), z.maximum(LIMITS.bigNumber)), 1),
  active: z._default(PlayerId, 'p1'),
  phase: z._default(Phase, 'main1'),
});
/** `{ number, active, phase }`, all filled in. */
export type TurnSetup = z.infer<typeof TurnSetup>;

/** `sandbox`: manual moves allowed; `seed`: the shuffle seed (an unsigned 32-bit integer). */
export const ScenarioOptions = z.strictObject({
  sandbox: z._default(z.boolean(), false),
  seed: z._default(z.int().check(z.minimum(0), z.maximum(0xffff_ffff)), 1),
  /** Shuffle each library (with `seed`) as the game starts, after pre-game actions (CR 103.3). */
  shuffle: z._default(z.boolean(), false),
});
/** `{ sandbox, seed, shuffle }`, all filled in. */
export type ScenarioOptions = z.infer<typeof ScenarioOptions>;

/** A Comprehensive Rules number such as `"704.5m"`, `"400.7"` or `"607"`. */
export const RuleNumber = z
  .string()
  .check(z.regex(/^\d{3}(?:\.\d{1,3}[a-z]?)?$/, { error: 'a rule number such as "704.5m"' }));

/** Lesson text; `steps` has one sentence per script action (checked by the restore step). */
export const Lesson = z.strictObject({
  card: z.optional(Name),
  ruling: z.optional(text(LIMITS.lessonTextLength)),
  rules: z.optional(z.array(RuleNumber).check(z.maxLength(LIMITS.listItems))),
  steps: z.optional(z.array(text(LIMITS.lessonTextLength)).check(z.maxLength(LIMITS.scriptActions))),
});
/** `{ card?, ruling?, rules?, steps? }`. */
export type Lesson = z.infer<typeof Lesson>;

/** A whole scenario at {@link CURRENT_FORMAT}; older formats are migrated before parsing. */
export const ScenarioDoc = z.strictObject({
  format: z.literal(CURRENT_FORMAT),
  title: z.optional(text(LIMITS.titleLength)),
  description: z.optional(text()),
  turn: z.prefault(TurnSetup, {}),
  options: z.prefault(ScenarioOptions, {}),
  players: z.prefault(Players, {}),
  script: z.optional(z.array(ScriptAction).check(z.maxLength(LIMITS.scriptActions))),
  lesson: z.optional(Lesson),
  /**
   * Card data the scenario carries (Scryfall card objects, DESIGN "Real cards"): the cards it
   * names that the pool does not script, so the file opens the same anywhere, offline too.
   * Resolved before the offline catalogue, the cache and Scryfall; links leave it out. Each
   * object is checked against the card-data schema by the restore context of a game with real
   * cards (`RestoreContext.checkCards`, scenario/cards/), which keeps that schema — and the
   * compiler — out of the code every page loads first.
   */
  cards: z.optional(z.array(z.unknown()).check(z.maxLength(CARD_LIMITS.scenarioCards))),
  /**
   * The moment a saved file or link reached: engine actions taken after the board was built
   * (object ids, not script REFs), replayed in order when the scenario is opened. Exports
   * write it; the app strips it from the document it keeps (see `open-link.ts`).
   */
  actions: z.optional(z.array(EngineActionSchema).check(z.maxLength(MAX_ENGINE_ACTIONS))),
  /** Notes on history steps, other saved lines, a puzzle's goal: see teaching/schema-teaching.ts. */
  notes: z.optional(StepNotes),
  branches: z.optional(SavedBranches),
  puzzle: z.optional(PuzzleGoal),
});
/** A restored, complete scenario (defaults filled). */
export type ScenarioDoc = z.output<typeof ScenarioDoc>;
/** A scenario as written by hand: defaults may be left out. */
export type ScenarioInput = z.input<typeof ScenarioDoc>;
