/**
 * Starting the game (CR 103.2–103.3): pre-game actions ("before you shuffle"), then each library
 * is shuffled. The only pre-game action the engine knows (Arcane Savant's reveal) loads with the
 * cards that have one (turn/pregame-reveal.ts installs {@link LAZY_PREGAME}; steps-ready.ts loads
 * it for a definition with a `pregame` key).
 */
import { emit, type Ctx } from '../state/context';
import { setZone } from '../zones/objects';
import { shuffleInPlace } from '../state/rng';
import { RULE } from '../state/rules';
import type { ObjectId, PlayerId } from '../state/types';
import { PLAYERS } from '../state/types';
import type { Asking } from '../state/decisions';
import type { TaskResult } from '../state/task';

declare module '../state/task' {
  interface TaskKinds {
    pregame: PregameTask;
  }
}

export interface PregameTask extends Asking {
  kind: 'pregame';
  /** Revealable cards (library objects with a pre-game ability), in order, with their player. */
  queue: { player: PlayerId; card: ObjectId }[];
}

/**
 * The pre-game actions, once their code has loaded: `task` — the pre-game task for a board, or
 * null if no card has a pre-game ability; `run` — runs it (a decision per revealable card).
 */
export const LAZY_PREGAME: {
  task?: (ctx: Ctx) => PregameTask | null;
  run?: (ctx: Ctx, t: PregameTask) => TaskResult;
} = {};

/** Shuffling the libraries as the game starts (CR 103.3), after any pre-game actions. */
export interface ShuffleTask {
  kind: 'shuffle';
  answer?: undefined;
}

declare module '../state/task' {
  interface TaskKinds {
    shuffle: ShuffleTask;
  }
}

/** Shuffles each player's library with the state's seeded generator (CR 103.3, 701.24). */
export function shuffleLibraries(ctx: Ctx): 'done' {
  for (const p of PLAYERS) {
    const lib = [...ctx.s.players[p].library];
    if (lib.length < 2) continue;
    shuffleInPlace(ctx.s, lib);
    setZone(ctx, 'library', p, lib);
    emit(ctx, {
      type: 'Note',
      rule: RULE.startShuffle,
      objects: [p],
      cards: [],
      text: `${p} shuffled their library to start the game.`,
    });
  }
  ctx.s.startShuffle = false;
  return 'done';
}
