/**
 * What happened this turn that "for the first time each turn" triggers (CR 603.2; ./first-time.ts)
 * and the old werewolves' "last turn" conditions (601.2i; state/turn-record-reads.ts) read,
 * recorded from every event as it happens, before its triggers are looked for. Recorded in every
 * game, whatever code is loaded, so a game's state never depends on which cards were seen first
 * (a reloaded or replayed session is the same state). In the turn's flags (cleared at the next turn):
 * - `targetedBy:<object>:<player>`: how many spells and abilities that player controls targeted the
 *   permanent, each once however many of its targets it is (CR 115.1);
 * - `lifeGains:<player>`: how many times the player gained life (CR 119.9: each event apart);
 * - `discards:<player>`: how many cards the player discarded, wherever they went (CR 701.9a);
 * - `expended:<player>`: how much mana the player spent to cast spells (CR 700.14: expend);
 * - `castTypes:<player>:<N>`: the card types of the player's Nth spell this turn as it became cast
 *   (CR 601.2i, 205.2a), one bit each of {@link CARD_TYPES};
 * and `castRecord`: each player's spells cast this turn and the turn before.
 */
import { peek, type Ctx } from '../state/context';
import type { GameEvent } from '../state/events';
import { hasType } from '../derived/characteristics';
import { CARD_TYPES, spellsCastThisTurn } from '../state/turn-record';
import { totalAmount } from '../state/mana-amounts';
import { isPlayerId, type EntityId, type PlayerId } from '../state/types';

function bump(ctx: Ctx, key: string): void {
  const n = ctx.s.turnFlags[key];
  ctx.s.turnFlags[key] = (typeof n === 'number' ? n : 0) + 1;
}

/** The spell or ability an event put on the stack: its id, controller and targets. */
export function onStack(ctx: Ctx, ev: GameEvent): { id: string; controller: PlayerId; targets: EntityId[] } | null {
  if (ev.type === 'SpellCast' || ev.type === 'SpellCopied') {
    const spell = peek(ctx, ev.objectId);
    if (!spell?.spell) return null;
    return { id: spell.id, controller: spell.controller, targets: spell.spell.targets.flat() };
  }
  if (ev.type === 'AbilityActivated' || ev.type === 'AbilityPutOnStack') {
    const ability = ctx.s.abilities[ev.objectId];
    if (!ability) return null;
    return { id: ability.id, controller: ability.controller, targets: ability.targets.flat() };
  }
  return null;
}

/** How much mana `player` spent to cast spells this turn (CR 700.14), the event being read included. */
export const expended = (ctx: Ctx, player: PlayerId): number => (ctx.s.turnFlags[`expended:${player}`] as number) || 0;

/** More of the turn's history, recorded by code that loads with the cards that read it (./entered-kinds.ts). */
export const MORE_HISTORY: { note?: (ctx: Ctx, ev: GameEvent) => void } = {};

/** Records `ev` in the turn's history (see the module comment). */
export function noteTurnHistory(ctx: Ctx, ev: GameEvent): void {
  MORE_HISTORY.note?.(ctx, ev);
  if (ev.type === 'ManaSpent' && ev.spell)
    ctx.s.turnFlags[`expended:${ev.player}`] = expended(ctx, ev.player) + totalAmount(ev.mana);
  if (ev.type === 'ZoneChanged' && ev.discarded) bump(ctx, `discards:${ev.discarded.player}`);
  if (ev.type === 'LifeChanged') {
    if (ev.to > ev.from) bump(ctx, `lifeGains:${ev.player}`);
    return;
  }
  if (ev.type === 'SpellCast') {
    // turn-record.ts counts the spell before its event: this spell is the caster's Nth.
    const n = spellsCastThisTurn(ctx, ev.player);
    const spell = peek(ctx, ev.objectId);
    if (spell)
      ctx.s.turnFlags[`castTypes:${ev.player}:${n}`] = CARD_TYPES.reduce(
        (bits, t, i) => (hasType(ctx, spell, t) ? bits | (1 << i) : bits),
        0,
      );
    const now = ctx.s.turn.number;
    let rec = ctx.s.castRecord;
    if (!rec || rec.turn !== now)
      rec = { turn: now, counts: {}, ...(rec && rec.turn === now - 1 ? { prev: rec.counts } : {}) };
    ctx.s.castRecord = { ...rec, counts: { ...rec.counts, [ev.player]: n } };
  }
  // Each permanent once, however many of the targets it is (CR 115.1).
  const t = onStack(ctx, ev);
  if (t)
    for (const id of new Set(t.targets))
      if (!isPlayerId(id) && peek(ctx, id)?.zone === 'battlefield') bump(ctx, `targetedBy:${id}:${t.controller}`);
}
