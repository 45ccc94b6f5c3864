/**
 * Venturing into the dungeon (CR 701.49, 309) and taking the initiative (725.1). Loaded with the
 * cards that use them (every-step.ts), with the initiative's own triggered abilities
 * (../../triggers/initiative.ts) and the dungeons' state-based action (../../sba/dungeons.ts).
 *
 * A dungeon is a card definition in the game's card registry (the four dungeons are card files,
 * src/cards/data/dungeons/, read by the Oracle compiler): one triggered ability per room, top
 * first, each `on: { event: 'room', name, next }` (CR 309.4c), `next` the rooms its arrows lead
 * to. The player's venture marker is `ventures[player]` (state/types.ts).
 */
import { emit, peek, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { RULE } from '../../state/rules';
import type { CardDef, TriggeredSpec } from '../../state/card-def';
import type { ObjectId, PlayerId } from '../../state/types';
import { ceaseToExist, createObject } from '../../zones/objects';
import { refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';

/** The dungeons "venture into the dungeon" may enter (CR 701.49a, 701.49d: never Undercity). */
export const VENTURE_DUNGEONS = ['Lost Mine of Phandelver', 'Dungeon of the Mad Mage', 'Tomb of Annihilation'] as const;
/** The dungeon the initiative ventures into (CR 725.2, 701.49c). */
export const UNDERCITY = 'Undercity';

type RoomSpec = TriggeredSpec & { on: { event: 'room'; name: string; next: number[] } };

/** The room abilities of a dungeon definition, top first (CR 309.4). */
export function roomsOf(def: CardDef): RoomSpec[] {
  return (def.triggered ?? []).filter((t): t is RoomSpec => t.on.event === 'room');
}

/** The dungeon `player`'s venture marker is in now, with the room, or null (CR 309.5). */
export function currentDungeon(ctx: Ctx, player: PlayerId): { dungeon: ObjectId; room: number } | null {
  const at = ctx.s.venture?.[player];
  const o = at && peek(ctx, at.dungeon);
  return at && o && o.zone === 'command' ? at : null;
}

/**
 * Moves `player`'s venture marker into room `room` of `dungeon` and puts that room's ability on
 * the way to the stack (CR 309.4c: it triggers; no source but the dungeon card, controlled by
 * the player, who is its owner).
 */
function enterRoom(ctx: Ctx, player: PlayerId, dungeon: ObjectId, def: CardDef, room: number, entered: boolean): void {
  ctx.s.venture = { ...ctx.s.venture, [player]: { dungeon, room } };
  const spec = roomsOf(def)[room];
  if (!spec) return;
  emit(ctx, {
    type: 'Note',
    rule: RULE.ventureMarker,
    objects: [player, dungeon],
    cards: [],
    text: entered
      ? `${player} ventured into ${def.name}: the venture marker is on its first room, ${spec.on.name} (CR 309.5a).`
      : `${player}'s venture marker moved to ${spec.on.name} in ${def.name} (CR 309.5b).`,
  });
  ctx.s.pendingTriggers.push({
    source: dungeon,
    sourceName: `${def.name} (${spec.on.name})`,
    def: def.name,
    abilityIndex: (def.triggered ?? []).indexOf(spec),
    controller: player,
    trigger: { player },
    steps: null,
    condition: null,
    text: spec.text,
  });
  emit(ctx, {
    type: 'AbilityTriggered',
    source: dungeon,
    player,
    rule: RULE.roomAbility,
    objects: [dungeon, player],
    cards: [],
    text: `${def.name}'s room ability triggered: "${spec.text}" (CR ${RULE.roomAbility}).`,
  });
}

/** Records that `player` completed the dungeon `name`, just removed from the game (CR 704.5t, 309.7). */
export function completeDungeon(ctx: Ctx, player: PlayerId, dungeon: ObjectId, name: string): void {
  const venture = { ...ctx.s.venture };
  delete venture[player];
  ctx.s.venture = venture;
  ctx.s.completedDungeons = {
    ...ctx.s.completedDungeons,
    [player]: [...(ctx.s.completedDungeons?.[player] ?? []), name],
  };
  emit(ctx, {
    type: 'DungeonCompleted',
    player,
    name,
    rule: RULE.dungeonCompleted,
    objects: [player, dungeon],
    cards: [],
    text: `${player} completed ${name} (CR ${RULE.dungeonCompleted}).`,
  });
}

function runVenture(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'venture'>): StepResult {
  const [player] = refPlayers(ctx, r, step.player);
  if (!player || ctx.s.players[player].lost) {
    nothing(ctx, r, `${sourceName(ctx, r)}: no player ventures into the dungeon.`, RULE.venture);
    return 'next';
  }
  const at = currentDungeon(ctx, player);
  const ans = takeAnswer(t);
  if (at) {
    const obj = peek(ctx, at.dungeon);
    const def = ctx.reg.get(obj?.def ?? '');
    const rooms = def ? roomsOf(def) : [];
    const next = rooms[at.room]?.on.next ?? [];
    // In a dungeon, "venture into Undercity" ventures into that one (CR 701.49c).
    if (def && next.length) {
      if (next.length === 1) {
        enterRoom(ctx, player, at.dungeon, def, next[0] ?? 0, false);
        return 'next';
      }
      const options = next.map((i) => ({ value: String(i), label: rooms[i]?.on.name ?? String(i) }));
      if (typeof ans !== 'string')
        return ask(ctx, {
          player,
          kind: 'chooseOption',
          purpose: 'room',
          rule: RULE.ventureMarker,
          about: r.item,
          prompt: `${sourceName(ctx, r)}: choose the room of ${def.name} your venture marker moves to (CR 309.5b).`,
          options,
        });
      enterRoom(ctx, player, at.dungeon, def, Number(ans), false);
      return 'next';
    }
    // The marker is on the bottommost room, whose ability has not left the stack yet (else the
    // dungeon would be gone, CR 704.5t): the dungeon is completed, and a new one entered.
    // (Recorded as completed as it ceases to exist, ../../sba/dungeons.ts.)
    if (def) ceaseToExist(ctx, at.dungeon, RULE.dungeonCompleted, `${player} ventured again from its last room`);
  }
  const choices = (step.undercity ? [UNDERCITY] : [...VENTURE_DUNGEONS]).filter((n) => ctx.reg.get(n));
  if (!choices.length) {
    nothing(ctx, r, `${sourceName(ctx, r)}: no dungeon card is in this game's card registry.`, RULE.dungeon);
    return 'next';
  }
  let name = choices[0] ?? '';
  if (choices.length > 1) {
    if (typeof ans !== 'string' || !choices.includes(ans))
      return ask(ctx, {
        player,
        kind: 'chooseOption',
        purpose: 'dungeon',
        rule: RULE.venture,
        about: r.item,
        prompt: `${sourceName(ctx, r)}: choose the dungeon you venture into (CR 701.49a).`,
        options: choices.map((n) => ({ value: n, label: n })),
      });
    name = ans;
  }
  const def = ctx.reg.get(name);
  if (!def || !roomsOf(def).length) return 'next';
  // Brought into the game from outside it, into the command zone: its owner is the player (CR 309.2).
  const obj = createObject(ctx, { def: name, owner: player, controller: player, zone: 'command' });
  enterRoom(ctx, player, obj.id, def, 0, true);
  return 'next';
}

function runTakeInitiative(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'takeInitiative'>): StepResult {
  const [player] = refPlayers(ctx, r, step.player);
  if (!player || ctx.s.players[player].lost) {
    nothing(ctx, r, `${sourceName(ctx, r)}: no player takes the initiative.`, RULE.initiative);
    return 'next';
  }
  const was = ctx.s.initiative;
  ctx.s.initiative = player;
  // Taking it again is taking it: the "venture into Undercity" trigger triggers (CR 725.2).
  emit(ctx, {
    type: 'InitiativeTaken',
    player,
    rule: RULE.initiative,
    objects: [player, r.item],
    cards: [],
    text: `${player} took the initiative${was && was !== player ? ` from ${was}` : ''} (${sourceName(ctx, r)}, CR 725.1, 725.3).`,
  });
  return 'next';
}

export const dungeonSteps: Pick<StepTable, 'venture' | 'takeInitiative'> = {
  venture: { rule: RULE.venture, run: runVenture },
  takeInitiative: { rule: RULE.initiative, run: runTakeInitiative },
};
