/**
 * Ascend on a permanent (CR 702.131b): "Any time you control ten or more permanents and you don't
 * have the city's blessing, you get the city's blessing for the rest of the game." Not a
 * triggered ability and not a state-based action: the player gets the designation (702.131c) at
 * once, without the stack, as soon as both hold — even in the middle of a resolving spell, and
 * even if the count drops again later. So it is checked after every event that can bring the
 * count to ten or give a permanent ascend (a permanent entering or changing control, a token, a
 * copy, a face turned up or transformed), each batch of simultaneous events once it has all
 * happened (context.ts `simultaneously`), and at each step's beginning for anything else.
 * Ascend on an instant or sorcery (702.131a, a spell ability) is not read by the compiler.
 * Installed as this module loads (../every-step.ts); a card with ascend loads it (steps-ready.ts).
 */
import { defOf, emit, peek, type Ctx } from '../state/context';
import type { GameEvent } from '../state/events';
import { PLAYERS } from '../state/ids';
import { RULE } from '../state/rules';
import type { GameObject, PlayerId } from '../state/types';
import type { CardDef } from '../state/card-def';
import { displayName, hasKeyword } from '../derived/characteristics';
import { addRuleTrigger } from './rule-triggers';

/** The events after which a player may newly control ten permanents, one with ascend. */
const CHANGES: ReadonlySet<GameEvent['type']> = new Set<GameEvent['type']>([
  'ZoneChanged',
  'TokenCreated',
  'ControlChanged',
  'CopyCreated',
  'Transformed',
  'TurnedFaceUp',
  'StepBegan',
]);

/** The permanents `player` controls (CR 110.1, 108.4). */
function permanentsOf(ctx: Ctx, player: PlayerId): GameObject[] {
  const out: GameObject[] = [];
  for (const id of ctx.s.battlefield) {
    const o = peek(ctx, id);
    if (o && o.controller === player) out.push(o);
  }
  return out;
}

/** Whether a definition says "ascend" anywhere (its own keyword, or one it grants), kept per definition. */
const mentions = new WeakMap<CardDef, boolean>();
function mentionsAscend(def: CardDef): boolean {
  let m = mentions.get(def);
  if (m === undefined) {
    m = JSON.stringify(def).includes('"ascend"');
    mentions.set(def, m);
  }
  return m;
}

/**
 * Whether any permanent's definition says "ascend": if none does, no permanent can have it, and
 * the check stops before computing any characteristics (a board of a thousand tokens stays fast).
 */
function ascendPossible(ctx: Ctx): boolean {
  return ctx.s.battlefield.some((id) => {
    const o = peek(ctx, id);
    const def = o ? (o.merged ? defOf(ctx, o) : ctx.reg.get(o.def)) : undefined;
    return !!def && mentionsAscend(def);
  });
}

/** Gives the city's blessing to each player who controls ten or more permanents, one with ascend (702.131b). */
function checkAscend(ctx: Ctx, ev: GameEvent): void {
  if (!CHANGES.has(ev.type)) return;
  if (PLAYERS.every((p) => ctx.s.citysBlessing?.includes(p)) || !ascendPossible(ctx)) return;
  for (const player of PLAYERS) {
    if (ctx.s.citysBlessing?.includes(player)) continue;
    const mine = permanentsOf(ctx, player);
    if (mine.length < 10) continue;
    const source = mine.find((o) => hasKeyword(ctx, o, 'ascend'));
    if (!source) continue;
    ctx.s.citysBlessing = [...(ctx.s.citysBlessing ?? []), player];
    emit(ctx, {
      type: 'Note',
      rule: RULE.citysBlessing,
      objects: [player, source.id],
      cards: [],
      text: `${player} controls ${mine.length} permanents, among them ${displayName(ctx, source)} with ascend, and gets the city's blessing for the rest of the game (CR 702.131b, 702.131c).`,
    });
  }
}

addRuleTrigger(checkAscend);
