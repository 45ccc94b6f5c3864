/**
 * Export of the board shown as a Forge puzzle (.pzl): `[metadata]` (Name, Goal, Turns, Targets,
 * Description) and `[state]` (turn, active player and phase, each player's life and zones with
 * the card modifiers Forge's format has: Tapped, SummonSick, Counters, Id/AttachedTo, Token).
 * p1 is Forge's human, p2 the AI. What the format cannot say (the stack, mana in pools, copies,
 * marked damage, exiled-with links) is listed as warnings, never dropped silently. The result
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
  const spec = (obj: GameObject): string => {
    const facts = objectFacts(state, reg, obj.id);
    const name = clean(facts?.name ?? obj.def).replace(/[;|]/g, ' ');
    const mods: string[] = [name];
    if (obj.zone === 'battlefield') {
      if (obj.tapped) mods.push('Tapped');
      if (obj.controlSince === state.turn.number && !obj.hasteGranted) mods.push('SummonSick');
      const counters = Object.entries(obj.counters).filter(([, n]) => n > 0);
      if (counters.length) mods.push(`Counters:${counters.map(([k, n]) => `${forgeCounter(k)}=${n}`).join(',')}`);
      if (ids.has(obj.id)) mods.push(`Id:${ids.get(obj.id)}`);
      if (obj.attachedTo && obj.attachedTo !== 'p1' && obj.attachedTo !== 'p2')
        mods.push(`AttachedTo:${idOf(obj.attachedTo)}`);
      if (obj.damage > 0) warnings.push(`${name}: marked damage (${obj.damage}) is not exported`);
    } else if (obj.attachedTo && obj.attachedTo !== 'p1' && obj.attachedTo !== 'p2') {
      // An Aura attached to a card in a graveyard (the Volute): Forge's AttachedTo works across zones.
      mods.push(`AttachedTo:${idOf(obj.attachedTo)}`);
    }
    if (ids.has(obj.id) && obj.zone !== 'battlefield') mods.push(`Id:${ids.get(obj.id)}`);
    if (obj.token) mods.push('Token');
    if (obj.copyOf) warnings.push(`${name}: a copy is exported as the card it copies`);
    return mods.join('|');
  };
  const lines: string[] = ['[metadata]', `Name:${clean(opts.title ?? 'Stackyard board')}`];
  const goal = opts.goal;
  lines.push(`Goal:${goal ? GOAL_WORDS[goal.goal] : 'Win'}`);
  if (goal?.turns !== undefined) lines.push(`Turns:${goal.turns}`);
  else lines.push(`Turns:${state.turn.number}`);
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
        `${clean(objectFacts(state, reg, obj.id)?.name ?? obj.def)}: the effect of ${e.sourceName} on it is not exported (a Forge puzzle starts without effects of resolved spells and abilities)`,
      );
  }
  if (state.shields.length)
    warnings.push(
      `${state.shields.length} regeneration or prevention shield${state.shields.length === 1 ? '' : 's'} ${state.shields.length === 1 ? 'is' : 'are'} not exported`,
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
