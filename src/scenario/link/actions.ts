/**
 * Engine actions in links: the history after the starting board. The engine is deterministic,
 * so replaying the same actions (with their object ids) from the same board reaches the same
 * moment. Actions from a link are outside input: {@link EngineActionSchema} validates each one
 * before it reaches the engine, which then checks legality as for any action.
 */
import * as z from 'zod/mini';
import { CAST_COSTS, SANDBOX_LIMITS, STEPS, type Action } from '../../engine';
import { MAX_ANSWER_NUMBER, MAX_COMBATANTS, MAX_ENGINE_ACTIONS, MAX_LISTED_OBJECTS, MAX_X } from '../limits';
import { problemsFromIssues } from '../zod-problems';

export { MAX_ENGINE_ACTIONS };

const ObjectId = z.string().check(z.regex(/^o\d{1,9}$/, { error: 'an object id such as "o12"' }));
const Player = z.enum(['p1', 'p2']);
const Entity = z.union([ObjectId, Player]);
const Mana = z.enum(['W', 'U', 'B', 'R', 'G', 'C']);
const Step = z.enum([...STEPS, 'next-turn', 'combat']);
const Count = (min: number, max: number) => z.int().check(z.minimum(min), z.maximum(max));
/** Mana by hand: amounts per type (`{ R: 2 }`), at least one mana in all (the engine checks that too). */
const ManaAmounts = z
  .partialRecord(Mana, Count(0, SANDBOX_LIMITS.manaPerType))
  .check(z.refine((m) => Object.values(m).some((n) => (n ?? 0) > 0), { error: 'at least one mana to add' }));
const Answer = z.union([
  z.boolean(),
  z.int().check(z.minimum(0), z.maximum(MAX_ANSWER_NUMBER)),
  z.string().check(z.maxLength(200)),
  z.array(z.string().check(z.maxLength(200))).check(z.maxLength(MAX_LISTED_OBJECTS)),
]);
const Targets = z.array(Entity).check(z.maxLength(MAX_LISTED_OBJECTS));
const X = z.int().check(z.minimum(0), z.maximum(MAX_X));
/** A map keyed by object ids (blocker → attacker, attacker → planeswalker) of at most `max` entries. */
const ObjectMap = <V extends z.ZodMiniType<string | string[]>>(max: number, what: string, value: V) =>
  z.record(ObjectId, value).check(
    z.refine((m: Record<string, unknown>) => Object.keys(m).length <= max, {
      error: `at most ${max.toLocaleString('en')} ${what}`,
    }),
  );

/** What one blocker blocks: an attacker, or the attackers when it may block several (CR 509.1a). */
const Blocked = z.union([ObjectId, z.array(ObjectId).check(z.minLength(1), z.maxLength(MAX_COMBATANTS))]);

/** One engine action as links carry it (see `src/engine/engine.ts` `Action`). */
export const EngineActionSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('cast'),
    player: Player,
    object: ObjectId,
    half: z.optional(z.string().check(z.maxLength(141))),
    cost: z.optional(z.enum(CAST_COSTS)),
    kicker: z.optional(z.boolean()),
    x: z.optional(X),
    targets: z.optional(Targets),
    sacrifice: z.optional(ObjectId),
    returnCreature: z.optional(ObjectId),
    discard: z.optional(ObjectId),
  }),
  z.strictObject({ type: z.literal('play'), player: Player, object: ObjectId }),
  z.strictObject({
    type: z.literal('turnFaceUp'),
    player: Player,
    object: ObjectId,
    door: z.optional(z.string().check(z.maxLength(141))),
  }),
  z.strictObject({ type: z.literal('foretell'), player: Player, object: ObjectId }),
  z.strictObject({ type: z.literal('setInMotion'), player: Player, object: ObjectId }),
  z.strictObject({ type: z.literal('rollPlanarDie'), player: Player, object: ObjectId }),
  z.strictObject({ type: z.literal(['plot', 'suspend']), player: Player, object: ObjectId }),
  z.strictObject({
    type: z.literal('unlock'),
    player: Player,
    object: ObjectId,
    door: z.optional(z.string().check(z.maxLength(141))),
  }),
  z.strictObject({
    type: z.literal('activate'),
    player: Player,
    object: ObjectId,
    ability: z.int().check(z.minimum(0), z.maximum(99)),
    targets: z.optional(Targets),
    mana: z.optional(Mana),
    x: z.optional(X),
  }),
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({ type: z.literal('decide'), player: Player, answer: Answer }),
  z.strictObject({
    type: z.literal('move'),
    object: ObjectId,
    to: z.enum(['library', 'hand', 'battlefield', 'graveyard', 'exile', 'outside', 'command']),
    player: z.optional(Player),
    position: z.optional(z.enum(['top', 'bottom'])),
  }),
  z.strictObject({ type: z.literal('advance'), to: Step }),
  z.strictObject({
    type: z.literal('attack'),
    player: Player,
    attackers: z.array(ObjectId).check(z.maxLength(MAX_COMBATANTS)),
    at: z.optional(ObjectMap(MAX_COMBATANTS, 'attackers', ObjectId)),
  }),
  z.strictObject({ type: z.literal('block'), player: Player, blocks: ObjectMap(MAX_COMBATANTS, 'blockers', Blocked) }),
  z.strictObject({ type: z.literal('declareDraw') }),
  z.strictObject({ type: z.literal('sandbox'), on: z.boolean() }),
  z.strictObject({ type: z.literal('addMana'), player: Player, mana: ManaAmounts }),
  z.strictObject({ type: z.literal('draw'), player: Player, count: Count(1, SANDBOX_LIMITS.draw) }),
  z.strictObject({ type: z.literal('setLife'), player: Player, life: Count(0, SANDBOX_LIMITS.life) }),
]);

const TYPE_CODES: Record<Action['type'], string> = {
  cast: 'c',
  play: 'l',
  activate: 'a',
  pass: 'p',
  decide: 'd',
  move: 'm',
  advance: 'v',
  attack: 'k',
  block: 'b',
  sandbox: 's',
  declareDraw: 'y',
  addMana: 'n',
  draw: 'w',
  setLife: 'f',
  turnFaceUp: 'u',
  foretell: 'r',
  setInMotion: 'e',
  plot: 't',
  suspend: 'h',
  unlock: 'o',
  rollPlanarDie: 'z',
};
const TYPE_NAMES = Object.fromEntries(Object.entries(TYPE_CODES).map(([k, v]) => [v, k])) as Record<
  string,
  Action['type']
>;

/** Compact form: `{ type: 'pass' }` → `'p'`; others keep their fields with a one-letter `type`. */
export function compactActions(actions: readonly Action[]): unknown[] {
  return actions.map((a) => (a.type === 'pass' ? 'p' : { ...a, type: TYPE_CODES[a.type] }));
}

/** Inverse of {@link compactActions}; the result is still unvalidated. */
export function expandActions(list: readonly unknown[]): unknown[] {
  return list.map((a) => {
    if (a === 'p') return { type: 'pass' };
    if (a && typeof a === 'object' && !Array.isArray(a) && typeof (a as { type?: unknown }).type === 'string') {
      const code = (a as { type: string }).type;
      return { ...(a as object), type: Object.hasOwn(TYPE_NAMES, code) ? TYPE_NAMES[code] : code };
    }
    return a;
  });
}

/** Validates a list of actions; returns the actions or plain-words problems with their index. */
export function checkActions(
  list: readonly unknown[],
  where = 'link.actions',
): { ok: true; actions: Action[] } | { ok: false; problems: { path: string; message: string }[] } {
  if (list.length > MAX_ENGINE_ACTIONS)
    return {
      ok: false,
      problems: [
        {
          path: where,
          message: `${list.length.toLocaleString('en')} actions; at most ${MAX_ENGINE_ACTIONS.toLocaleString('en')} are read`,
        },
      ],
    };
  const problems: { path: string; message: string }[] = [];
  const actions: Action[] = [];
  list.forEach((raw, i) => {
    const r = EngineActionSchema.safeParse(raw);
    if (r.success) actions.push(r.data as Action);
    else {
      for (const problem of problemsFromIssues(r.error.issues, raw, EngineActionSchema)) {
        const path = problem.path === '' ? '' : problem.path.startsWith('[') ? problem.path : `.${problem.path}`;
        problems.push({ path: `${where}[${i}]${path}`, message: `not a valid action: ${problem.message}` });
      }
    }
  });
  return problems.length ? { ok: false, problems } : { ok: true, actions };
}
