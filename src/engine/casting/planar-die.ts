/**
 * Planechase as the sandbox plays it (CR 901): a plane or phenomenon card in a player's command
 * zone stands for the face-up plane (CR 311.2, 408.3), and its controller is the planar controller,
 * the active player (CR 311.5, 901.6): as each turn begins, every plane's and phenomenon's
 * controller becomes the new active player, so its "you" and "your upkeep" are theirs.
 *
 * Rolling the planar die (CR 901.9) is a special action (116.2): the active player may take it any
 * time they have priority during a main phase of their turn while the stack is empty; it costs
 * {N}, N being how many times they have rolled it already this turn. The die has six faces: one
 * chaos symbol, one planeswalker symbol, four blank (CR 901.4); the face comes from the state's
 * seeded generator. Chaos: each face-up plane's chaos ability ("Whenever chaos ensues", CR 311.7)
 * triggers (triggers/detectors/planar.ts). Planeswalker symbol: the planar controller would
 * planeswalk (CR 701.31b), putting the plane on the bottom of its owner's planar deck and turning
 * the next one face up; the sandbox has no planar deck, so the plane stays, and the log says so
 * (nothing that triggers on planeswalking is read by the compiler). Loaded with the special actions
 * (./special-action-table.ts), not with the engine.
 */
import { hasType } from '../derived/characteristics';
import { boardChanged, defByKey, emit, liveObject, peek, type Ctx } from '../state/context';
import { ensure } from '../state/errors';
import { PLAYERS } from '../state/ids';
import { parseManaCost } from '../state/mana-cost';
import { nextRandom } from '../state/rng';
import { RULE } from '../state/rules';
import type { GameObject, ObjectId, PlayerId } from '../state/types';
import { payManaCost } from '../mana/pay-mana';
import { normalTimingRefusal } from './cast-timing';
import type { SpecialActionHandler } from './special-actions';

/** The turn flag counting the active player's planar die rolls this turn (turn flags reset each turn). */
const ROLLS = 'planarDieRolls';

/** Whether `obj` is a plane or a phenomenon in a command zone: a face-up planar card (CR 311.2, 312.2). */
function isFaceUpPlanar(ctx: Ctx, obj: GameObject): boolean {
  return obj.zone === 'command' && (hasType(ctx, obj, 'plane') || hasType(ctx, obj, 'phenomenon'));
}

/** The face-up planes and phenomena, in both players' command zones. */
function faceUpPlanar(ctx: Ctx): GameObject[] {
  return PLAYERS.flatMap((p) =>
    (ctx.s.players[p].command ?? []).flatMap((id) => {
      const o = peek(ctx, id);
      return o && isFaceUpPlanar(ctx, o) ? [o] : [];
    }),
  );
}

/**
 * Makes the active player the controller of every face-up plane and phenomenon (the planar
 * controller, CR 311.5, 901.6). Returns whether any changed hands.
 */
export function updatePlanarController(ctx: Ctx): boolean {
  const active = ctx.s.turn.active;
  let changed = false;
  for (const o of faceUpPlanar(ctx)) {
    const live = o.controller === active ? undefined : liveObject(ctx, o.id);
    if (!live) continue;
    live.controller = active;
    changed = true;
  }
  if (changed) boardChanged(ctx);
  return changed;
}

/** The cost of `player`'s next roll this turn: {0}, then {1} more for each earlier roll (CR 901.9). */
export function planarDieCost(ctx: Ctx): string {
  const n = ctx.s.turnFlags[ROLLS];
  return `{${typeof n === 'number' ? n : 0}}`;
}

/** Why `player` can't roll the planar die now, or null (CR 901.9). Mana is checked when paying. */
export function planarDieRefusal(ctx: Ctx, player: PlayerId, obj: GameObject): { reason: string; rule: string } | null {
  if (!isFaceUpPlanar(ctx, obj))
    return { reason: 'the planar die is rolled only with a plane in the command zone', rule: RULE.planarDie };
  if (ctx.s.pendingDecision) return { reason: 'a decision is pending', rule: RULE.specialActionPriority };
  if (normalTimingRefusal(ctx, player, false))
    return {
      reason: 'only the active player rolls the planar die, during a main phase of their turn while the stack is empty',
      rule: RULE.planarDie,
    };
  return null;
}

/** The faces of the planar die (CR 901.4): one chaos symbol, one planeswalker symbol, four blank. */
const FACES = ['chaos', 'planeswalk', 'blank', 'blank', 'blank', 'blank'] as const;

/**
 * `player` rolls the planar die (CR 901.9), paying its cost; what the face does follows (see the
 * module comment). Throws IllegalActionError when refused (the state is then untouched).
 */
export function rollPlanarDie(ctx: Ctx, player: PlayerId, object: ObjectId): void {
  const obj = peek(ctx, object);
  ensure(obj, `object ${object} doesn't exist`, RULE.newObject);
  const refusal = planarDieRefusal(ctx, player, obj);
  ensure(!refusal, refusal?.reason ?? '', refusal?.rule ?? RULE.planarDie);
  const cost = planarDieCost(ctx);
  payManaCost(ctx, player, parseManaCost(cost), object);
  const n = ctx.s.turnFlags[ROLLS];
  ctx.s.turnFlags[ROLLS] = (typeof n === 'number' ? n : 0) + 1;
  updatePlanarController(ctx);
  const face = FACES[Math.floor(nextRandom(ctx.s) * FACES.length)] ?? 'blank';
  const planeName = defByKey(ctx, obj.def).name;
  emit(ctx, {
    type: 'PlanarDieRolled',
    player,
    face,
    rule: RULE.planarDie,
    objects: [player, obj.id],
    cards: [],
    text: `${player} rolled the planar die for ${cost}: ${face === 'chaos' ? 'the chaos symbol' : face === 'planeswalk' ? 'the planeswalker symbol' : 'a blank face'} (CR ${RULE.planarDie}).`,
  });
  if (face === 'chaos')
    emit(ctx, {
      type: 'ChaosEnsued',
      player,
      rule: RULE.chaosAbility,
      objects: faceUpPlanar(ctx).map((o) => o.id),
      cards: [],
      text: `Chaos ensues: each face-up plane's chaos ability triggers (CR ${RULE.chaosAbility}).`,
    });
  else if (face === 'planeswalk')
    emit(ctx, {
      type: 'Note',
      rule: RULE.planeswalk,
      objects: [player, obj.id],
      cards: [],
      text: `${player} would planeswalk away from ${planeName} (CR ${RULE.planeswalk}); the sandbox has no planar deck, so ${planeName} stays face up.`,
    });
}

/** The handler (./special-actions.ts): one roll for the active player while a plane is face up. */
export const planarDieAction: SpecialActionHandler = {
  candidates: (ctx, player, objects) => {
    const plane = objects.find((o) => isFaceUpPlanar(ctx, o));
    return plane && ctx.s.turn.active === player
      ? [
          {
            object: plane.id,
            kind: 'rollPlanarDie' as const,
            cost: planarDieCost(ctx),
            refusal: planarDieRefusal(ctx, player, plane),
          },
        ]
      : [];
  },
  perform: rollPlanarDie,
};
