/**
 * Teaching shortcuts (sandbox mode only): a person adds mana to a pool, makes a player draw, or
 * sets a life total by hand. Each is a real game event done the rules' way, so the rest of the
 * rules see it: mana goes to the pool as amounts and empties with it (CR 106.4); drawing N
 * cards is N single draws of the top card (CR 121.1, 121.2), and a draw from an empty library
 * is remembered for the state-based action of 704.5b; setting a life total gains or loses the
 * difference (CR 119.5), through the same life change as any effect, so 704.5a applies at the
 * next check. Outside sandbox mode each is refused, citing the manual-move rule (RULE.manualMove).
 */
import { addMana } from './mana/mana';
import { ensure } from './state/errors';
import type { Ctx } from './state/context';
import { emit } from './state/context';
import { MANA_TYPES, PLAYERS } from './state/ids';
import { canonicalAmounts, totalAmount, type ManaAmounts } from './state/mana-amounts';
import { RULE } from './state/rules';
import type { GameState, PlayerId } from './state/types';
import { drawCard } from './zones/game-actions';
import { changeLife } from './zones/permanents';

/** Adds `mana` (amounts per type, `{ R: 2 }`) to `player`'s mana pool by hand (CR 106.4). */
export interface AddManaAction {
  type: 'addMana';
  player: PlayerId;
  mana: ManaAmounts;
}
/** `player` draws `count` cards by hand, one at a time (CR 121.1, 121.2). */
export interface DrawAction {
  type: 'draw';
  player: PlayerId;
  count: number;
}
/** Sets `player`'s life total to `life` by hand: they gain or lose the difference (CR 119.5). */
export interface SetLifeAction {
  type: 'setLife';
  player: PlayerId;
  life: number;
}

/** The teaching shortcuts, each an engine action allowed only in sandbox mode. */
export type SandboxAction = AddManaAction | DrawAction | SetLifeAction;

/**
 * The most each shortcut takes at once: mana of one type, cards drawn, the life total set.
 * Links and files are checked against the same numbers.
 */
export const SANDBOX_LIMITS = { manaPerType: 1000, draw: 100, life: 1_000_000 } as const;

/** Why a shortcut's value is refused: a reason in words and the rule it cites. */
export interface SandboxRefusal {
  reason: string;
  rule: string;
}

function countProblem(n: unknown, what: string, min: number, max: number): string | null {
  if (typeof n !== 'number' || Number.isNaN(n)) return `${what} must be a number`;
  if (!Number.isInteger(n)) return `${what} must be a whole number (got ${n})`;
  if (n < min) return `${what} must be at least ${min} (got ${n})`;
  if (n > max) return `${what} can be at most ${max.toLocaleString('en')} at once (got ${n.toLocaleString('en')})`;
  return null;
}

function valueProblem(a: SandboxAction): string | null {
  if (!(PLAYERS as readonly unknown[]).includes(a.player))
    return `unknown player "${String(a.player)}": the players are ${PLAYERS.join(' and ')}`;
  switch (a.type) {
    case 'addMana': {
      if (!a.mana || typeof a.mana !== 'object' || Array.isArray(a.mana))
        return 'the mana to add must be amounts per type, such as { R: 2 }';
      for (const [t, n] of Object.entries(a.mana)) {
        if (!(MANA_TYPES as readonly string[]).includes(t))
          return `unknown mana type "${t}": the types are ${MANA_TYPES.join(', ')}`;
        const p = countProblem(n, `the amount of {${t}}`, 0, SANDBOX_LIMITS.manaPerType);
        if (p) return p;
      }
      return totalAmount(a.mana) > 0 ? null : 'add at least one mana';
    }
    case 'draw':
      return countProblem(a.count, 'the number of cards to draw', 1, SANDBOX_LIMITS.draw);
    case 'setLife':
      return countProblem(a.life, 'the life total', 0, SANDBOX_LIMITS.life);
  }
}

/** The rule a shortcut's values are read under (for refusals of bad values). */
const VALUE_RULE: Record<SandboxAction['type'], string> = {
  addMana: RULE.manaPool,
  draw: RULE.drawOneAtATime,
  setLife: RULE.lifeSet,
};

/** The words of a shortcut for refusals: "adding mana by hand". */
const DOING: Record<SandboxAction['type'], string> = {
  addMana: 'adding mana',
  draw: 'drawing cards',
  setLife: 'setting a life total',
};

/**
 * Why `a` can't be done on `state` now, or null: sandbox mode is off (RULE.manualMove), the
 * player is unknown, or a value is not a whole number within {@link SANDBOX_LIMITS} (a mana
 * type outside W U B R G C, no mana at all, fewer than 1 card, a negative life total). A pending
 * decision or a finished game is refused by `perform` as for any action.
 */
export function sandboxActionRefusal(state: GameState, a: SandboxAction): SandboxRefusal | null {
  if (!state.sandbox)
    return {
      reason: `${DOING[a.type]} by hand is a manual action, allowed only in sandbox mode`,
      rule: RULE.manualMove,
    };
  const problem = valueProblem(a);
  return problem ? { reason: problem, rule: VALUE_RULE[a.type] } : null;
}

/** Performs a shortcut (see the module comment); throws IllegalActionError if it is refused. */
export function performSandboxAction(ctx: Ctx, a: SandboxAction): void {
  const refusal = sandboxActionRefusal(ctx.s, a);
  ensure(!refusal, refusal?.reason ?? '', refusal?.rule ?? RULE.manualMove);
  switch (a.type) {
    case 'addMana':
      addMana(
        ctx,
        a.player,
        canonicalAmounts(a.mana),
        null,
        RULE.manaPool,
        `by hand (sandbox mode; mana waits in the pool until the step ends, CR ${RULE.manaPool})`,
      );
      return;
    case 'draw': {
      const lib = ctx.s.players[a.player].library.length;
      emit(ctx, {
        type: 'Note',
        rule: a.count === 1 ? RULE.draw : RULE.drawOneAtATime,
        objects: [a.player],
        cards: [],
        text: `By hand (sandbox mode): ${a.player} draws ${a.count === 1 ? 'a card' : `${a.count} cards, one at a time (CR ${RULE.drawOneAtATime})`}${lib < a.count ? `; the library has only ${lib}` : ''}.`,
      });
      for (let i = 0; i < a.count; i++) drawCard(ctx, a.player);
      return;
    }
    case 'setLife': {
      const from = ctx.s.players[a.player].life;
      const why = `by hand: life total set to ${a.life} (sandbox mode; setting a life total gains or loses the difference, CR ${RULE.lifeSet})`;
      if (a.life !== from) changeLife(ctx, a.player, a.life - from, why, RULE.lifeSet);
      else {
        emit(ctx, {
          type: 'Note',
          rule: RULE.lifeSet,
          objects: [a.player],
          cards: [],
          text: `By hand (sandbox mode): ${a.player}'s life total is already ${from}; no life is gained or lost (CR ${RULE.lifeSet}).`,
        });
      }
      return;
    }
  }
}
