/**
 * Export of the board shown as a Forge puzzle (.pzl): `[metadata]` (Name, Goal, Turns, Targets,
 * Description) and `[state]` (turn, active player and phase, each player's life and zones with
 * the card modifiers Forge's format has: Tapped, SummonSick, Counters, Id/AttachedTo,
 * EnchantingPlayer, ExiledWith, Owner, ClassLevel, Transformed, FaceDown; tokens in Forge's token forms, see
 * export-token.ts). p1 is Forge's human, p2 the AI. What the format cannot say (the stack, mana
 * in pools, copies, marked damage) is listed as warnings, never dropped silently. The result
 * opens again through the importer (import-pzl.ts), which is how it is tested.
 */
import {
  amountsString,
  getObject,
  isEmptyAmounts,
  type CardRegistry,
  type GameObject,
  type GameState,
  type PlayerId,
} from '../../engine';
import { objectFacts } from '../object-view';
import { faceDownSpec, tokenSpec } from './export-token';
import type { PuzzleGoal } from '../teaching/schema-teaching';

const FORGE_PHASE: Record<string, string> = {
  untap: 'UNTAP',
  upkeep: 'UPKEEP',
  draw: 'DRAW',
  main1: 'MAIN1',
  beginCombat: 'COMBAT_BEGIN',
  declareAttackers: 'COMBAT_DECLARE_ATTACKERS',
  declareBlockers: 'COMBAT_DECLARE_BLOCKERS',
  combatDamage: 'COMBAT_DAMAGE',
  endCombat: 'COMBAT_END',
  main2: 'MAIN2',
  end: 'END_OF_TURN',
  cleanup: 'CLEANUP',
};
const GOAL_WORDS: Record<PuzzleGoal['goal'], string> = {
  win: 'Win',
  survive: 'Survive',
  destroy: 'Destroy specified permanents',
  battlefield: 'Put the specified permanent on the battlefield',
};
const PREFIX: Record<PlayerId, string> = { p1: 'human', p2: 'ai' };

/** Forge's counter type for a Stackyard counter kind (`+1/+1` → `P1P1`). */
export function forgeCounter(kind: string): string {
  if (kind === '+1/+1') return 'P1P1';
  if (kind === '-1/-1') return 'M1M1';
  return kind.toUpperCase().replace(/[^A-Z0-9_]/g, '_');
}

/** A value on one line: no line breaks, no `;` or `|` that would split a card list. */
const clean = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

/** The `.pzl` text for `state`, and what could not be written. */
export function exportPzl(
  state: GameState,
  reg: CardRegistry,
  opts: { title?: string; goal?: PuzzleGoal | null; description?: string } = {},
): { text: string; warnings: string[] } {
  const warnings: string[] = [];
  const ids = new Map<string, number>();
  const idOf = (objectId: string) => {
    if (!ids.has(objectId)) ids.set(objectId, ids.size + 1);
    return ids.get(objectId) as number;
  };
  for (const id of state.battlefield) {
    const host = getObject(state, id)?.attachedTo;
    if (host && host !== 'p1' && host !== 'p2') idOf(host);
  }
  // Cards exiled with an object (CR 607.2): the linker needs an Id for their ExiledWith.
  for (const link of state.links) if ('objectId' in link.linker) idOf(link.linker.objectId);
  const spec = (obj: GameObject): string => {
    const facts = objectFacts(state, reg, obj.id);
    // A Room with both doors locked has no name (CR 709.5): the card's own name is written.
    const name = clean(facts?.name || obj.def).replace(/[;|]/g, ' ');
    const proxy = state.proxies[obj.def];
    const faceDown = proxy && !obj.token ? faceDownSpec(proxy) : undefined;
    const token = proxy && obj.token ? tokenSpec(proxy) : undefined;
    if (token) warnings.push(...token.warnings);
    const mods: string[] = [token?.spec ?? faceDown ?? name];
    const forgePlayer = (p: PlayerId) => (p === 'p1' ? 'Human' : 'AI');
    if (obj.zone === 'battlefield') {
      if (obj.tapped) mods.push('Tapped');
      if (obj.controlSince === state.turn.number && !obj.hasteGranted) mods.push('SummonSick');
      const counters = Object.entries(obj.counters).filter(([, n]) => n > 0);
      if (counters.length) mods.push(`Counters:${counters.map(([k, n]) => `${forgeCounter(k)}=${n}`).join(',')}`);
      if (ids.has(obj.id)) mods.push(`Id:${ids.get(obj.id)}`);
      if (obj.attachedTo && obj.attachedTo !== 'p1' && obj.attachedTo !== 'p2')
        mods.push(`AttachedTo:${idOf(obj.attachedTo)}`);
      // An Aura on a player (CR 303.4): Overwhelming Splendor.
      else if (obj.attachedTo === 'p1' || obj.attachedTo === 'p2')
        mods.push(`EnchantingPlayer:${forgePlayer(obj.attachedTo)}`);
      if (obj.classLevel !== undefined && obj.classLevel > 1) mods.push(`ClassLevel:${obj.classLevel}`);
      if (obj.backFaceUp) mods.push('Transformed');
      if (obj.damage > 0) warnings.push(`${name}: marked damage (${obj.damage}) is not exported`);
    } else if (obj.attachedTo && obj.attachedTo !== 'p1' && obj.attachedTo !== 'p2') {
      // An Aura attached to a card in a graveyard (the Volute): Forge's AttachedTo works across zones.
      mods.push(`AttachedTo:${idOf(obj.attachedTo)}`);
    }
    if (ids.has(obj.id) && obj.zone !== 'battlefield') mods.push(`Id:${ids.get(obj.id)}`);
    if (obj.zone === 'exile') {
      const link = state.links.find((l) => l.object === obj.id);
      if (link && 'objectId' in link.linker) mods.push(`ExiledWith:${idOf(link.linker.objectId)}`);
      else if (link && 'name' in link.linker)
        warnings.push(`${name}: exiled with ${link.linker.name}, which is not on the board, is not exported`);
    }
    // Listed in its controller's zone (a permanent) or its owner's (a card elsewhere).
    if (obj.zone === 'battlefield' && obj.owner !== obj.controller) mods.push(`Owner:${forgePlayer(obj.owner)}`);
    if (obj.token && !token) mods.push('Token');
    if (obj.copyOf) warnings.push(`${name}: a copy is exported as the card it copies`);
    return mods.join('|');
  };
  const lines: string[] = ['[metadata]', `Name:${clean(opts.title ?? 'Stackyard board')}`];
  const goal = opts.goal;
  // No goal, no Goal line (the board opens again with none); a goal with no turn limit, no Turns.
  if (goal) lines.push(`Goal:${GOAL_WORDS[goal.goal]}`);
  if (goal?.turns !== undefined) lines.push(`Turns:${goal.turns}`);
  if (goal?.targets) lines.push(`Targets:${clean(goal.targets)}`);
  lines.push('Difficulty:Easy');
  const description = goal?.description ?? opts.description;
  if (description) lines.push(`Description:${clean(description)}`);
  lines.push(
    '[state]',
    `turn=${state.turn.number}`,
    `activeplayer=${PREFIX[state.turn.active]}`,
    `activephase=${FORGE_PHASE[state.turn.step] ?? 'MAIN1'}`,
  );
  // Attached cards in other zones first need their ids assigned before their hosts are written.
  for (const p of ['p1', 'p2'] as const) {
    for (const zone of ['graveyard', 'exile', 'hand', 'library'] as const) {
      for (const id of state.players[p][zone]) {
        const host = getObject(state, id)?.attachedTo;
        if (host && host !== 'p1' && host !== 'p2') idOf(host);
      }
    }
  }
  for (const p of ['p1', 'p2'] as const) {
    const ps = state.players[p];
    lines.push(`${PREFIX[p]}life=${ps.life}`);
    const list = (objs: string[]) =>
      objs
        .map((id) => getObject(state, id))
        .filter((o): o is GameObject => !!o)
        .map(spec)
        .join(';');
    lines.push(`${PREFIX[p]}hand=${list(ps.hand)}`);
    lines.push(`${PREFIX[p]}library=${list(ps.library)}`);
    lines.push(`${PREFIX[p]}graveyard=${list(ps.graveyard)}`);
    lines.push(`${PREFIX[p]}exile=${list(ps.exile)}`);
    lines.push(
      `${PREFIX[p]}battlefield=${list(state.battlefield.filter((id) => getObject(state, id)?.controller === p))}`,
    );
    if (!isEmptyAmounts(ps.manaPool))
      warnings.push(
        `${p === 'p1' ? 'Player 1' : 'Player 2'}'s mana pool (${amountsString(ps.manaPool)}) is not exported: Forge puzzles start with empty pools`,
      );
  }
  // Effects from resolved spells and abilities (a pump until end of turn, a gained keyword), shields and delayed triggers are not in Forge's format.
  for (const e of state.effects) {
    const obj = getObject(state, e.object);
    if (obj)
      warnings.push(
        `${clean(objectFacts(state, reg, obj.id)?.name || obj.def)}: the effect of ${e.sourceName} on it is not exported (a Forge puzzle starts without effects of resolved spells and abilities)`,
      );
  }
  if (state.shields.length)
    warnings.push(
      `${state.shields.length} regeneration, prevention or exile shield${state.shields.length === 1 ? '' : 's'} ${state.shields.length === 1 ? 'is' : 'are'} not exported`,
    );
  if (state.delayedTriggers.length)
    warnings.push(
      `${state.delayedTriggers.length} delayed triggered abilit${state.delayedTriggers.length === 1 ? 'y is' : 'ies are'} not exported`,
    );
  if (state.stack.length)
    warnings.push(
      `the stack (${state.stack.length} item${state.stack.length === 1 ? '' : 's'}) is not exported: a Forge puzzle starts with an empty stack`,
    );
  return { text: `${lines.join('\n')}\n`, warnings };
}
