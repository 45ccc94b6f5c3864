/**
 * One command registry (STYLE: excalidraw's actions): what can be done with a card, as
 * commands the card menu, the keyboard path, drag and drop and the tests all use. A command
 * becomes an engine action; a refused one carries the reason and the CR rule.
 */
import {
  abilityOptions,
  specialActionOptions,
  castOptions,
  isSummoningSick,
  summoningSickReason,
  moveRefusal,
  playRefusal,
  landBackFace,
  readContext,
  RULE,
  type Action,
  type CardRegistry,
  type EntityId,
  type GameState,
  type ObjectId,
  type PlayerId,
  type ZoneName,
} from '../engine';
import type { CastOption, CastRefusal } from '../engine';
import { objectFacts } from '../scenario/object-view';
import { entityName, playerName, whereIs, zoneName } from './names';
import { getObject } from '../engine';

export interface Refusal {
  reason: string;
  rule: string;
}

/** One entry of a card's menu. `action` is null when it is refused (then `refusal` says why). */
export interface Command {
  id: string;
  label: string;
  group: 'cast' | 'ability' | 'move';
  action: Action | null;
  refusal: Refusal | null;
  /** For "cast at": the choices, each a full command. */
  choices?: Command[];
}

/** A place a dragged card can be dropped on. */
export type DropTarget =
  { kind: 'zone'; zone: Exclude<ZoneName, 'outside'>; player: PlayerId } | { kind: 'entity'; id: EntityId };

/** Who would cast or play this object: the hand's player, else its owner. */
export function casterOf(state: GameState, id: ObjectId): PlayerId {
  const obj = getObject(state, id);
  if (!obj) return 'p1';
  return obj.zone === 'hand' ? obj.zonePlayer : obj.owner;
}

function costWords(option: CastOption): string {
  // Retrace and jump-start add a discard to the mana cost (CR 702.81a, 702.133a).
  const c = option.mode.cost;
  if (c === 'flashback' || c === 'web-slinging' || c === 'retrace' || c === 'jump-start') return ` with ${c}`;
  if (option.mode.cost === 'free') return ' without paying its mana cost';
  if (option.mode.cost === 'face-down') return ' face down';
  if (option.mode.cost === 'mana') return '';
  // Madness, surge, evoke, dash, blitz, spectacle, warp (CR 118.9).
  return ` for its ${option.mode.cost} cost`;
}

function castAction(player: PlayerId, option: CastOption, targets?: EntityId[]): Action {
  return {
    type: 'cast',
    player,
    object: option.object,
    ...(option.mode.half ? { half: option.mode.half } : {}),
    ...(option.mode.cost !== 'mana' ? { cost: option.mode.cost } : {}),
    ...(targets ? { targets } : {}),
  };
}

/** Whether the spell's targets are one choice of one object/player (so a drop can name it). */
function singleTarget(option: CastOption): boolean {
  return option.targets.length === 1 && option.targets[0]?.max === 1;
}

function castCommands(reg: CardRegistry, state: GameState, id: ObjectId): Command[] {
  const obj = getObject(state, id);
  const facts = objectFacts(state, reg, id);
  if (!obj || !facts || obj.zone === 'battlefield' || obj.zone === 'stack') return [];
  const player = casterOf(state, id);
  const name = facts.name;
  // A modal double-faced card whose back face is a land may be played as that face (CR 712.11b).
  const back = obj.zone === 'hand' ? landBackFace(reg, state, id) : null;
  const playBack: Command[] = back ? [playCommand(reg, state, player, id, back, 'play-back', back)] : [];
  if (facts.types.includes('land') && !facts.halves.length) {
    if (obj.zone !== 'hand') return [];
    return [playCommand(reg, state, player, id, name, 'play', back ? name : undefined), ...playBack];
  }
  const { options, refusals } = castOptions(reg, state, player, id);
  if (playBack.length) return [...playBack, ...castCommandsOf(reg, state, id, player, name, options, refusals)];
  return castCommandsOf(reg, state, id, player, name, options, refusals);
}

/** "Play [name]": playing a land (the land-play rules, CR 305.1, 305.2, are the engine's). */
function playCommand(
  reg: CardRegistry,
  state: GameState,
  player: PlayerId,
  id: ObjectId,
  name: string,
  commandId: string,
  face: string | undefined,
): Command {
  const refusal = playRefusal(reg, state, player, id, face);
  return {
    id: commandId,
    label: `Play ${name}`,
    group: 'cast',
    action: refusal ? null : { type: 'play', player, object: id, ...(face ? { face } : {}) },
    refusal,
  };
}

function castCommandsOf(
  reg: CardRegistry,
  state: GameState,
  id: ObjectId,
  player: PlayerId,
  name: string,
  options: CastOption[],
  refusals: CastRefusal[],
): Command[] {
  const obj = getObject(state, id)!;
  if (!options.length) {
    const refusal = refusals[0];
    if (!refusal || (obj.zone !== 'hand' && !obj.castable)) return [];
    return [{ id: 'cast', label: `Cast ${name}`, group: 'cast', action: null, refusal }];
  }
  return options.map((option, i): Command => {
    const label = `Cast ${option.name}${costWords(option)}`;
    const base = { id: `cast-${i}`, group: 'cast' as const };
    if (!option.payable) return { ...base, label, action: null, refusal: option.refusal };
    if (!singleTarget(option))
      return {
        ...base,
        label: option.targets.length ? `${label} (choose targets next)` : label,
        action: castAction(player, option),
        refusal: null,
      };
    const slot = option.targets[0]!;
    const choices = slot.candidates.map((c): Command => ({
      id: `cast-${i}-${c}`,
      group: 'cast',
      label: `${entityName(state, reg, c)}${whereIs(state, c) ? ` (${whereIs(state, c)})` : ''}`,
      action: castAction(player, option, [c]),
      refusal: null,
    }));
    return { ...base, label: `${label} at…`, action: null, refusal: null, choices };
  });
}

function abilityCommands(reg: CardRegistry, state: GameState, id: ObjectId): Command[] {
  const obj = getObject(state, id);
  if (!obj || obj.zone === 'stack') return [];
  // A permanent's controller, or the player whose hand or graveyard holds the card (cycling).
  const player = obj.zone === 'battlefield' ? obj.controller : obj.zonePlayer;
  return abilityOptions(reg, state, player)
    .filter((a) => a.object === id)
    .map((a): Command => ({
      id: `ability-${a.index}`,
      group: 'ability',
      // An ability an effect gives it (CR 613.1f) says where it comes from.
      label: a.grantedBy !== undefined ? `${a.text} (from ${a.grantedBy})` : a.text,
      action: a.enabled ? { type: 'activate', player, object: id, ability: a.index } : null,
      refusal: a.enabled ? null : a.reason,
    }));
}

/** The special action words of the card menu (CR 116.2). */
const SPECIAL_LABEL = {
  turnFaceUp: 'Turn face up',
  foretell: 'Foretell',
  plot: 'Plot',
  suspend: 'Suspend',
  setInMotion: 'Set in motion',
  unlock: 'Unlock',
  rollPlanarDie: 'Roll the planar die',
} as const;

/**
 * "Turn face up ({2}{R})" on a face-down permanent (its controller pays its morph cost, CR
 * 702.37e); "Foretell ({2})", "Plot ({1}{G})" on a card in its owner's hand (702.143a, 702.170a);
 * "Unlock [door] ({4}{U})" on a Room with a locked door (116.2m): special actions, which don't use
 * the stack.
 */
function specialActionCommands(reg: CardRegistry, state: GameState, id: ObjectId): Command[] {
  const obj = getObject(state, id);
  const player =
    obj?.zone === 'battlefield'
      ? obj.controller
      : obj?.zone === 'hand' || obj?.zone === 'command'
        ? obj.zonePlayer
        : null;
  if (!player) return [];
  // The active player rolls the planar die for a plane in either command zone (CR 901.9).
  const players = obj?.zone === 'command' && state.turn.active !== player ? [player, state.turn.active] : [player];
  return players.flatMap((player) =>
    specialActionOptions(reg, state, player)
      .filter((o) => o.object === id)
      .map((o): Command => ({
        id: o.door ? `${o.kind}-${o.door}` : o.kind === 'turnFaceUp' ? 'turn-face-up' : o.kind,
        group: 'ability',
        label: `${SPECIAL_LABEL[o.kind]}${o.door ? ` ${o.door}` : ''} (${o.cost})`,
        action: !o.enabled
          ? null
          : o.kind === 'unlock' || o.kind === 'turnFaceUp'
            ? { type: o.kind, player, object: id, ...(o.door ? { door: o.door } : {}) }
            : { type: o.kind, player, object: id },
        refusal: o.reason,
      })),
  );
}

const MOVE_ZONES: Exclude<ZoneName, 'stack' | 'outside'>[] = ['battlefield', 'hand', 'graveyard', 'exile', 'library'];

function moveCommands(reg: CardRegistry, state: GameState, id: ObjectId): Command[] {
  const obj = getObject(state, id);
  if (!obj || !state.sandbox || obj.zone === 'stack') return [];
  return MOVE_ZONES.filter((z) => !(z === obj.zone && (z === 'battlefield' || obj.zonePlayer === obj.owner))).map(
    (to): Command => {
      const refusal = moveRefusal(reg, state, id, to, obj.owner);
      return {
        id: `move-${to}`,
        group: 'move',
        label: `Move to ${to === 'battlefield' ? 'the battlefield' : zoneName(to, obj.owner)}`,
        action: refusal ? null : { type: 'move', object: id, to, player: obj.owner },
        refusal,
      };
    },
  );
}

/** Every command for a card: casting (or playing), its activated abilities, manual moves (sandbox). */
export function cardCommands(reg: CardRegistry, state: GameState, id: ObjectId): Command[] {
  if (state.pendingDecision) return [];
  return [
    ...castCommands(reg, state, id),
    ...specialActionCommands(reg, state, id),
    ...abilityCommands(reg, state, id),
    ...moveCommands(reg, state, id),
  ];
}

/**
 * Why a card offers nothing to do, beyond its refused commands: a creature with summoning
 * sickness (the engine's `isSummoningSick` and `summoningSickReason`, CR 302.6) can neither attack nor pay a {T} cost
 * this turn, which a vanilla creature's menu would otherwise leave unsaid. `[]` when there is
 * no such reason.
 */
export function idleRefusals(reg: CardRegistry, state: GameState, id: ObjectId): Refusal[] {
  const obj = getObject(state, id);
  const ctx = readContext(state, reg);
  if (!obj || obj.zone !== 'battlefield' || !isSummoningSick(ctx, obj)) return [];
  const since = summoningSickReason(ctx, obj, { subject: 'it', controller: playerName(obj.controller) });
  return [
    {
      reason: `${entityName(state, reg, id)} has summoning sickness: it can't attack or pay a {T} cost this turn, because ${since}`,
      rule: RULE.summoningSickness,
    },
  ];
}

export type DropResult = { ok: true; action: Action } | { ok: false; refusal: Refusal } | { ok: 'nothing' };

/** Where a legal drop of `id` may land: the legal targets of casting it, and whether zones take it. */
export function dropTargets(
  reg: CardRegistry,
  state: GameState,
  id: ObjectId,
): { targets: Set<EntityId>; castable: boolean } {
  const targets = new Set<EntityId>();
  let castable = false;
  for (const c of castCommands(reg, state, id)) {
    if (c.action) castable = true;
    for (const choice of c.choices ?? []) {
      castable = true;
      const t = choice.action?.type === 'cast' ? choice.action.targets?.[0] : undefined;
      if (t) targets.add(t);
    }
  }
  return { targets, castable };
}

/** What dropping object `id` on `target` does: a cast (at a target), a land played, a manual move, or a refusal. */
export function dropCommand(reg: CardRegistry, state: GameState, id: ObjectId, target: DropTarget): DropResult {
  const obj = getObject(state, id);
  if (!obj) return { ok: 'nothing' };
  if (state.pendingDecision)
    return {
      ok: false,
      refusal: {
        reason: `${playerName(state.pendingDecision.player)} must first answer: ${state.pendingDecision.prompt}`,
        rule: state.pendingDecision.rule,
      },
    };
  const casts = castCommands(reg, state, id);
  const fromHandish = obj.zone !== 'battlefield' && obj.zone !== 'stack' && casts.length > 0;
  if (target.kind === 'entity') {
    const hit = casts
      .flatMap((c) => c.choices ?? [])
      .find((c) => c.action?.type === 'cast' && c.action.targets?.[0] === target.id);
    if (hit?.action) return { ok: true, action: hit.action };
    const targeted = casts.some((c) => c.choices);
    if (targeted) {
      return {
        ok: false,
        refusal: {
          reason: `${entityName(state, reg, id)} can't target ${entityName(state, reg, target.id)}`,
          rule: RULE.targets,
        },
      };
    }
    const host = target.id === 'p1' || target.id === 'p2' ? null : getObject(state, target.id);
    const zone = host
      ? { kind: 'zone' as const, zone: host.zone as Exclude<ZoneName, 'outside'>, player: host.zonePlayer }
      : null;
    return zone ? dropCommand(reg, state, id, zone) : { ok: 'nothing' };
  }
  const sameZone =
    target.zone === obj.zone &&
    (target.zone === 'battlefield' || target.zone === 'stack' || target.player === obj.zonePlayer);
  if (sameZone) return { ok: 'nothing' };
  if (fromHandish && (target.zone === 'battlefield' || target.zone === 'stack')) {
    const direct = casts.find((c) => c.action);
    if (direct?.action) return { ok: true, action: direct.action };
    const firstChoice = casts.find((c) => c.choices?.length);
    if (firstChoice?.choices?.length && firstChoice.choices[0]?.action?.type === 'cast') {
      const { targets: _t, ...rest } = firstChoice.choices[0].action;
      void _t;
      return { ok: true, action: rest };
    }
    const refused = casts.find((c) => c.refusal);
    if (!state.sandbox && refused?.refusal) return { ok: false, refusal: refused.refusal };
  }
  // The stack (CR 601.2a), sandbox mode and owners' zones (CR 400.3) are the engine's rules.
  if (target.zone === 'stack')
    return {
      ok: false,
      refusal:
        casts.find((c) => c.refusal)?.refusal ?? (moveRefusal(reg, state, id, 'stack', target.player) as Refusal),
    };
  const refusal = moveRefusal(reg, state, id, target.zone, target.player);
  if (refusal?.rule === RULE.ownersZone) {
    return {
      ok: false,
      refusal: {
        reason: `a card goes only to its owner's ${target.zone}: this one belongs to ${playerName(obj.owner)}`,
        rule: refusal.rule,
      },
    };
  }
  if (refusal) return { ok: false, refusal };
  return { ok: true, action: { type: 'move', object: id, to: target.zone, player: target.player } };
}
