/**
 * The engine's entry point: `perform(state, action) → { state, events }` (DESIGN: "Actions in,
 * events out"). Each call works on a copy-on-write working state (cow.ts), so an illegal
 * action throws an {@link IllegalActionError} naming the reason and the CR rule and the given
 * state is untouched; a legal one returns the next state (frozen, sharing unchanged parts with
 * the given one) and the events.
 */
import { performSpecialAction } from './casting/special-actions';
import { beginWrite, finishWrite } from './state/cow';
import { activateTask } from './casting/activate';
import { activatedAbility } from './derived/abilities';
import { playLand } from './casting/play-land';
import { manualMoveRefusal } from './zones/manual-move';
import { performSandboxAction, type SandboxAction } from './sandbox-actions';
import { applyControlEffects } from './zones/control';
import type { CardRegistry } from './state/card-def';
import { castTask, type CastChoices } from './casting/cast';
import { displayName, hasType } from './derived/characteristics';
import { blockDeclarationPending, declareAttackers, declareBlockers } from './turn/combat';
import { createContext, defOf, emit, peek, type Ctx } from './state/context';
import { backFaceDef } from './state/faces';
import { answerWords, checkAnswer } from './state/decisions';
import { ensure } from './state/errors';
import type { GameEvent } from './state/events';
import { manaAbilities } from './mana/mana';
import { moveObject, opponentOf } from './zones/objects';
import { LAZY_PREGAME } from './turn/pregame';
import { resolveTask } from './resolution/resolve';
import { RULE } from './state/rules';
import { run } from './tasks';
import { endStep } from './turn/turn';
import { ADVANCE_PASSES, declareDraw, loopStopped } from './turn/loops';
import { detectTriggers } from './triggers/triggers';
import type { DecisionAnswer, EntityId, GameState, ManaType, ObjectId, PlayerId, Step, ZoneName } from './state/types';
import { STEPS } from './state/types';

/** Everything a player (or the sandbox) can do. Object ids refer to live objects. */
export type Action =
  | ({ type: 'cast'; player: PlayerId; object: ObjectId } & CastChoices)
  /** `face`: a modal double-faced card's face to play, by name (CR 712.11b); see casting/play-land.ts. */
  | { type: 'play'; player: PlayerId; object: ObjectId; face?: string }
  | {
      type: 'activate';
      player: PlayerId;
      object: ObjectId;
      ability: number;
      targets?: EntityId[];
      mana?: ManaType;
      /** The value announced for X in the ability's cost (CR 602.2b → 601.2b); asked for when absent. */
      x?: number;
    }
  /**
   * Turn a face-down permanent face up by paying its morph cost (a special action, CR 702.37e,
   * 116.2b) or, manifested, its mana cost (701.40b); `door`: `'for its mana cost'` for a
   * manifested card that also has morph (701.40c), as the special action's option says.
   */
  | { type: 'turnFaceUp'; player: PlayerId; object: ObjectId; door?: string }
  /** Foretell (CR 702.143a), plot (702.170a) or suspend (702.62a) a card from the player's hand: a special action. */
  | { type: 'foretell' | 'plot' | 'suspend'; player: PlayerId; object: ObjectId }
  /** Set a scheme in the command zone in motion, by hand (sandbox mode; casting/set-in-motion.ts, CR 904.1). */
  | { type: 'setInMotion'; player: PlayerId; object: ObjectId }
  /** Roll the planar die while `object`, a plane, is face up in a command zone (a special action, CR 901.9; casting/planar-die.ts). */
  | { type: 'rollPlanarDie'; player: PlayerId; object: ObjectId }
  /** Unlock a locked door of a Room by paying its mana cost (a special action, CR 116.2m); `door`: its name, needed when both are locked. */
  | { type: 'unlock'; player: PlayerId; object: ObjectId; door?: string }
  | { type: 'pass' }
  | { type: 'decide'; player: PlayerId; answer: DecisionAnswer }
  | { type: 'move'; object: ObjectId; to: Exclude<ZoneName, 'stack'>; player?: PlayerId; position?: 'top' | 'bottom' }
  | { type: 'advance'; to: Step | 'next-turn' | 'combat' }
  /** `at`: attacker → the planeswalker it attacks (CR 508.1b); an attacker not in it attacks the defending player. */
  | { type: 'attack'; player: PlayerId; attackers: ObjectId[]; at?: Record<ObjectId, ObjectId> }
  /** `blocks`: blocker → attacker, or → the attackers when it may block several (CR 509.1a). */
  | { type: 'block'; player: PlayerId; blocks: Record<ObjectId, ObjectId | ObjectId[]> }
  /** The players declare the game a draw after a loop of mandatory actions was stopped (CR 104.4b). */
  | { type: 'declareDraw' }
  /** Turns sandbox mode (manual moves) on or off: a table setting, not a game action. */
  | { type: 'sandbox'; on: boolean }
  /** Teaching shortcuts, sandbox mode only: add mana, draw cards, set a life total (sandbox-actions.ts). */
  | SandboxAction;

export interface Result {
  state: GameState;
  events: GameEvent[];
}

export interface Engine {
  readonly registry: CardRegistry;
  /** Performs an action. Throws IllegalActionError (state untouched) if it is illegal. */
  perform(state: GameState, action: Action): Result;
  /** Starts a freshly built game: pre-game actions, then state-based actions (CR 117.5). */
  start(state: GameState): Result;
}

function idle(ctx: Ctx): void {
  const d = ctx.s.pendingDecision;
  ensure(!d, `a decision is pending: ${d?.player} must answer "${d?.prompt}" first`, d?.rule ?? RULE.resolve);
  ensure(!ctx.s.gameOver, `the game is over (${ctx.s.gameOver?.reason})`, RULE.playerLoses);
}

/** One pass: the top of the stack resolves, or the step ends (CR 117.4). */
function passOnce(ctx: Ctx): void {
  const top = ctx.s.stack[ctx.s.stack.length - 1];
  if (top) ctx.s.tasks.push(resolveTask(top));
  else if (blockDeclarationPending(ctx)) {
    // CR 509.1, 509.1h: leaving the declare blockers step undeclared declares no blockers; what
    // that triggers goes on the stack and players get priority again before the step ends.
    declareBlockers(ctx, opponentOf(ctx.s.turn.active), {});
    run(ctx);
    if (ctx.s.stack.length || ctx.s.pendingDecision || ctx.s.gameOver) return;
    endStep(ctx);
  } else endStep(ctx);
  run(ctx);
}

function stepFor(to: Step | 'next-turn' | 'combat'): Step | 'next-turn' {
  if (to === 'combat') return 'beginCombat';
  return to as Step | 'next-turn';
}

function dispatch(ctx: Ctx, a: Action): void {
  if (a.type === 'sandbox') {
    if (ctx.s.sandbox === a.on) return;
    ctx.s.sandbox = a.on;
    emit(ctx, {
      type: 'Note',
      rule: RULE.manualMove,
      objects: [],
      cards: [],
      text: a.on
        ? 'Sandbox mode on: any card may be moved to any zone by hand, and mana added, cards drawn and life totals set by hand (each is logged).'
        : 'Sandbox mode off: only moves the rules make.',
    });
    return;
  }
  if (a.type === 'decide') {
    const d = ctx.s.pendingDecision;
    ensure(d, 'there is no decision to answer', RULE.resolve);
    const answer = checkAnswer(d, a.player, a.answer);
    const task = ctx.s.tasks[ctx.s.tasks.length - 1];
    ensure(task, 'no task is waiting for this decision', RULE.resolve);
    task.answer = answer;
    ctx.s.pendingDecision = null;
    emit(ctx, {
      type: 'DecisionMade',
      player: a.player,
      answer: JSON.stringify(answer),
      rule: d.rule,
      objects: [a.player],
      cards: [],
      text: `${a.player} chose ${answerWords(answer, (id) => {
        const o = peek(ctx, id);
        return o ? displayName(ctx, o) : id;
      })}.`,
    });
    run(ctx);
    return;
  }
  idle(ctx);
  // A stopped loop is remembered until the next action (CR 104.4b: the players' choice).
  if (ctx.s.loopStopped && a.type !== 'declareDraw') ctx.s.loopStopped = null;
  switch (a.type) {
    case 'cast': {
      const obj = peek(ctx, a.object);
      ensure(
        obj,
        `object ${a.object} doesn't exist (it may have changed zones and become a new object, CR 400.7)`,
        RULE.newObject,
      );
      // A land is played, not cast (CR 305.1): a land card, or a modal double-faced card's land
      // face named as the face to cast (712.11b).
      const def = defOf(ctx, obj);
      const back = def.doubleFaced === 'modal' ? backFaceDef(def) : undefined;
      const asBack = back !== undefined && a.half === back.name;
      if (asBack ? hasType(ctx, { ...obj, backFaceUp: true }, 'land') : hasType(ctx, obj, 'land') && !def.halves) {
        playLand(ctx, a.player, a.object, asBack ? a.half : def.doubleFaced === 'modal' ? def.name : undefined);
        break;
      }
      const { type: _t, player, object, ...choices } = a;
      void _t;
      ctx.s.tasks.push(
        castTask(player, object, obj.zone, { free: false, duringResolution: false }, choices, obj.zonePlayer),
      );
      break;
    }
    case 'play':
      playLand(ctx, a.player, a.object, a.face);
      break;
    case 'foretell':
    case 'plot':
    case 'suspend':
    case 'setInMotion':
    case 'rollPlanarDie':
      performSpecialAction(ctx, a.type, a.player, a.object);
      break;
    case 'turnFaceUp':
    case 'unlock':
      performSpecialAction(ctx, a.type, a.player, a.object, a.door);
      break;
    case 'activate': {
      const obj = peek(ctx, a.object);
      ensure(obj, `object ${a.object} doesn't exist`, RULE.newObject);
      const spec = activatedAbility(ctx, obj, a.ability);
      ensure(spec, `${displayName(ctx, obj)} has no activated ability #${a.ability}`, RULE.activate);
      if (manaAbilities(ctx, obj).some((m) => m.index === a.ability)) {
        ensure(a.x === undefined, `${displayName(ctx, obj)}'s mana ability has no X to choose`, RULE.xChosen);
        ctx.s.tasks.push({
          kind: 'mana',
          player: a.player,
          source: obj.id,
          ability: a.ability,
          stage: 'pay',
          want: a.mana ?? null,
          produced: {},
          tapped: false,
          auto: false,
        });
      } else ctx.s.tasks.push(activateTask(ctx, a.player, obj, a.ability, a.targets ?? null, a.x));
      break;
    }
    case 'pass':
      passOnce(ctx);
      return;
    case 'advance': {
      const to = stepFor(a.to);
      ensure(to === 'next-turn' || STEPS.includes(to), `unknown step "${a.to}"`, RULE.turnStructure);
      const startTurn = ctx.s.turn.number;
      for (let i = 0; i < ADVANCE_PASSES; i++) {
        if (ctx.s.pendingDecision || ctx.s.gameOver) return;
        // Stop on arriving at the step (what triggered there waits on the stack for the player).
        const t = ctx.s.turn;
        const reached =
          to === 'next-turn'
            ? t.number > startTurn && t.step === 'main1'
            : t.step === to && (i > 0 || !ctx.s.stack.length);
        if (reached) return;
        passOnce(ctx);
      }
      if (!ctx.s.pendingDecision && !ctx.s.gameOver) loopStopped(ctx, ADVANCE_PASSES);
      return;
    }
    case 'declareDraw':
      declareDraw(ctx);
      return;
    case 'move': {
      ensure(ctx.s.sandbox, 'manual moves are allowed only in sandbox mode', RULE.manualMove);
      const obj = peek(ctx, a.object);
      ensure(obj, `object ${a.object} doesn't exist`, RULE.newObject);
      const player = a.player ?? obj.owner;
      const refusal = manualMoveRefusal(ctx, obj, a.to, player);
      ensure(!refusal, refusal?.reason ?? '', refusal?.rule ?? RULE.manualMove);
      moveObject(ctx, a.object, a.to, {
        manual: true,
        player,
        controller: a.to === 'battlefield' ? player : undefined,
        ...(a.position ? { position: a.position } : {}),
      });
      break;
    }
    case 'addMana':
    case 'draw':
    case 'setLife':
      performSandboxAction(ctx, a);
      break;
    case 'attack':
      if (ctx.s.turn.step === 'beginCombat' && !ctx.s.stack.length) {
        endStep(ctx);
        run(ctx);
        idle(ctx);
      }
      declareAttackers(ctx, a.player, a.attackers, a.at);
      break;
    case 'block':
      if (ctx.s.turn.step === 'declareAttackers' && !ctx.s.stack.length) {
        endStep(ctx);
        run(ctx);
        idle(ctx);
      }
      declareBlockers(ctx, a.player, a.blocks);
      break;
  }
  run(ctx);
}

/** Creates an engine over a card registry (the scenario layer builds one from the card files). */
export function createEngine(registry: CardRegistry): Engine {
  const perform = (state: GameState, action: Action): Result => {
    const { s, cow } = beginWrite(state);
    const ctx = createContext(s, registry, { cow, onEvent: detectTriggers });
    dispatch(ctx, structuredClone(action));
    return { state: finishWrite(ctx.s, cow), events: ctx.events };
  };
  const start = (state: GameState): Result => {
    const { s, cow } = beginWrite(state);
    const ctx = createContext(s, registry, { cow, onEvent: detectTriggers });
    // CR 103.2–103.3: pre-game actions ("before you shuffle"), then the libraries are shuffled.
    // Layer 2 as the board was described (CR 613.1b), before anything else happens.
    applyControlEffects(ctx, { initial: true });
    if (ctx.s.startShuffle) ctx.s.tasks.push({ kind: 'shuffle' });
    const pre = LAZY_PREGAME.task?.(ctx);
    if (pre) ctx.s.tasks.push(pre);
    run(ctx);
    return { state: finishWrite(ctx.s, cow), events: ctx.events };
  };
  return { registry, perform, start };
}
