/**
 * What the state-based-action check produces (CR 704.3): a plan of actions to perform all at
 * once, and legend-rule groups waiting for their controller's choice (704.5j). Each check
 * (checks/) adds what its 704.5 sub-rule finds.
 */
import type { Asking } from '../state/decisions';
import type { Ctx } from '../state/context';
import type { StaticIndex } from '../derived/statics';
import type { Classification } from '../derived/board-cache';
import type { ObjectId, PlayerId } from '../state/types';

export type SbaAction =
  | { kind: 'lose'; player: PlayerId; rule: string; why: string }
  | { kind: 'cease'; id: ObjectId; rule: string; why: string }
  | { kind: 'graveyard'; id: ObjectId; rule: string; why: string }
  /** Destroyed (704.5g, 704.5h): regeneration can replace it (701.19a). */
  | { kind: 'destroy'; id: ObjectId; rule: string; why: string }
  /** Forget which creatures were dealt deathtouch damage: they have now been checked (704.5h). */
  | { kind: 'deathtouchChecked' }
  | { kind: 'unattach'; id: ObjectId; rule: string; why: string }
  | { kind: 'annihilate'; id: ObjectId; n: number }
  /** A battle gets `player` as its protector (704.5w–x, turn/battles.ts). */
  | { kind: 'protect'; id: ObjectId; player: PlayerId; rule: string; why: string }
  /** `player`, who controls `id` with start your engines! and has no speed, gets speed 1 (704.5z, triggers/speed.ts). */
  | { kind: 'speed'; id: ObjectId; player: PlayerId; rule: string; why: string };

/** A legend-rule group (CR 704.5j): the controller keeps one, the rest go to the graveyard. */
export interface LegendGroup {
  player: PlayerId;
  name: string;
  ids: ObjectId[];
}

declare module '../state/task' {
  interface TaskKinds {
    sba: SbaTask;
  }
}

export interface SbaTask extends Asking {
  kind: 'sba';
  plan: SbaAction[];
  /** Legend-rule groups still waiting for the controller's choice of which one to keep. */
  groups: LegendGroup[];
}

/** What one check reads and adds to: the board index, the creatures now, the plan so far. */
export interface SbaCheck {
  ctx: Ctx;
  idx: StaticIndex;
  board: Classification;
  /** The permanents that are creatures now (any permanent, when an effect changes types). */
  creatures: readonly ObjectId[];
  plan: SbaAction[];
  groups: LegendGroup[];
}

/** One state-based action's check, named after its rule (DESIGN: "one check per 704.5 sub-rule"). */
export interface SbaRuleCheck {
  /** The 704.5 sub-rule(s), from the rules table. */
  rule: string;
  check(c: SbaCheck): void;
}
