/**
 * Schema of a scenario's script (docs/scenario-format.md "Script actions"): card references,
 * decision answers and the eight actions, each an object with exactly one verb key plus options.
 * Names in references are not checked here; the restore step and the engine resolve them.
 */
import * as z from 'zod/mini';
import { MAX_ANSWER_NUMBER, MAX_COMBATANTS, MAX_LISTED_OBJECTS } from './limits';
import { Count, ManaSymbol, Name, PHASES, PlayerId, RefZone, Zone } from './schema-primitives';

/** `{ "name": "Island", "zone": "graveyard", "player": "p2" }`: a card by name, disambiguated. */
export const RefObject = z.strictObject({
  name: Name,
  zone: z.optional(RefZone),
  player: z.optional(PlayerId),
});
/** `{ name, zone?, player? }`. */
export type RefObject = z.infer<typeof RefObject>;

/**
 * A card reference (REF): a scenario id, a card name (first match, the acting player's zones
 * first) or a {@link RefObject}. Where a target is expected (TREF) it may also be `"p1"`/`"p2"`.
 */
export const Ref = z.union([Name, RefObject], {
  error: 'a card reference: an id, a card name or { "name", "zone", "player" }',
});
/** An id or card name (`string`), or a {@link RefObject}. */
export type Ref = z.infer<typeof Ref>;

/** A number answering a decision: any whole number the engine counts exactly. */
const AnswerNumber = z.int().check(z.minimum(0), z.maximum(MAX_ANSWER_NUMBER));
/** A list of objects or players an action names (targets, attackers, a decision's answers). */
const refList = z.array(Ref).check(z.maxLength(MAX_LISTED_OBJECTS));

/**
 * The answer to a pending decision: `true`/`false` for a "may", a number for X, a string (a REF,
 * a mana symbol such as `"U"`, a named option such as a split card's half), a {@link RefObject},
 * or a list of REFs (a choice of several, or an order).
 */
export const DecideAnswer = z.union([z.boolean(), AnswerNumber, Name, RefObject, refList], {
  error: 'an answer: true/false, a number, a name or id, { "name", ... } or a list of them',
});
/** `boolean | number | string | RefObject | Ref[]`. */
export type DecideAnswer = z.infer<typeof DecideAnswer>;

/** Where {@link ScriptAction}s may `advance` to: a phase, `"combat"` or `"next-turn"`. */
export const ADVANCE_TARGETS = [...PHASES, 'combat', 'next-turn'] as const;

const player = z.optional(PlayerId);

/** Cast a spell (CR 601.2). */
export const CastAction = z.strictObject({
  cast: Ref,
  targets: z.optional(refList),
  x: z.optional(Count),
  half: z.optional(Name),
  player,
  /**
   * An alternative cost (CR 118.9: a keyword's, or `alternative`, the card's own "rather than
   * pay this spell's mana cost"), face down (702.37c), or retrace or jump-start (702.81a,
   * 702.133a); madness is cast only by its trigger. Emerge (702.119a) sacrifices `sacrifice`.
   */
  alt: z.optional(
    z.enum([
      'flashback',
      'web-slinging',
      'surge',
      'evoke',
      'dash',
      'blitz',
      'spectacle',
      'prowl',
      'freerunning',
      'warp',
      'sneak',
      'mayhem',
      'retrace',
      'jump-start',
      'alternative',
      'emerge',
      'harmonize',
      'fuse',
      'face-down',
    ]),
  ),
  kicker: z.optional(z.boolean()),
  sacrifice: z.optional(Ref),
  returnCreature: z.optional(Ref),
  /** The card retrace or jump-start discards (CR 702.81a, 702.133a). */
  discard: z.optional(Ref),
});

/** Activate an ability (CR 602, 605); `ability` indexes the card's activated abilities (default 0). */
export const ActivateAction = z.strictObject({
  activate: Ref,
  ability: z.optional(z.int().check(z.minimum(0), z.maximum(99))),
  targets: z.optional(refList),
  x: z.optional(Count),
  player,
  mana: z.optional(ManaSymbol),
});

/** Every player passes in turn: the top of the stack resolves, or the step ends (CR 117.4). */
export const PassAction = z.strictObject({ pass: z.literal(true) });

/** Answer the pending decision. */
export const DecideAction = z.strictObject({ decide: DecideAnswer, player });

/** A manual move (sandbox mode only) to `to`, in `player`'s zone, at `position`. */
export const MoveAction = z.strictObject({
  move: Ref,
  to: Zone,
  player,
  position: z.optional(z.enum(['top', 'bottom'])),
});

/**
 * Set a scheme in the player's command zone in motion, by hand (sandbox mode; CR 904.1: the
 * scheme stands for the top of that player's scheme deck).
 */
export const SetInMotionAction = z.strictObject({ setInMotion: Ref, player });

/** Pass until a step (a phase name, `"combat"`, or `"next-turn"`). */
export const AdvanceAction = z.strictObject({ advance: z.enum(ADVANCE_TARGETS) });

/** Declare attackers (CR 508); `at`: attacker REF → the planeswalker REF it attacks (CR 508.1b). */
export const AttackAction = z.strictObject({
  attack: refList,
  at: z.optional(
    z.record(Name, Ref).check(
      z.refine((at: Record<string, unknown>) => Object.keys(at).length <= MAX_COMBATANTS, {
        error: `at most ${MAX_COMBATANTS.toLocaleString('en')} attackers`,
      }),
    ),
  ),
  player,
});

/**
 * Declare blockers (CR 509): blocker REF → attacker REF, or → a list of attacker REFs for a
 * creature that can block several (CR 509.1a: "can block an additional creature").
 */
export const BlockAction = z.strictObject({
  block: z.record(Name, z.union([Ref, z.array(Ref).check(z.minLength(1), z.maxLength(MAX_COMBATANTS))])).check(
    z.refine((blocks: Record<string, unknown>) => Object.keys(blocks).length <= MAX_COMBATANTS, {
      error: `at most ${MAX_COMBATANTS.toLocaleString('en')} blockers`,
    }),
  ),
  player,
});

/** The verbs, in the order the format lists them. */
export const VERBS = [
  'cast',
  'activate',
  'pass',
  'decide',
  'move',
  'advance',
  'attack',
  'block',
  'setInMotion',
] as const;
/** One of {@link VERBS}. */
export type Verb = (typeof VERBS)[number];

/**
 * One script action: exactly one verb key ({@link VERBS}) plus that verb's options. Narrow with
 * `'cast' in action`. Unknown options are problems like any unknown key.
 */
export const ScriptAction = z.union(
  [
    CastAction,
    ActivateAction,
    PassAction,
    DecideAction,
    MoveAction,
    AdvanceAction,
    AttackAction,
    BlockAction,
    SetInMotionAction,
  ],
  { error: `an action: an object with exactly one of the verbs ${VERBS.map((verb) => `"${verb}"`).join(', ')}` },
);
/** One action: `{ cast: Ref, targets?, ... } | { pass: true } | ...`, one verb key each. */
export type ScriptAction = z.infer<typeof ScriptAction>;
