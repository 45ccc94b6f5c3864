/**
 * "For the first time each turn" (CR 603.2): a trigger event that happens for the first time this
 * turn, whether or not the ability existed the earlier times ("Whenever you gain life for the
 * first time each turn" doesn't trigger on a second gain after the first one, even if its source
 * entered in between). The turn's history is counted as each event happens, just before its
 * triggers are looked for (the rules' trigger hook, ./rule-triggers.ts), so of events that happen
 * at once only the first counts as the first (a simultaneous event's parts are looked at one by
 * one, CR 603.2c). Counted in the turn's flags (cleared at the next turn):
 * - `targetedBy:<object>:<player>`: how many spells and abilities that player controls targeted the
 *   permanent, each once however many of its targets it is (CR 115.1; ./detectors/target.ts);
 * - `lifeGains:<player>`: how many times the player gained life (CR 119.9: each event apart);
 * - `castTypes:<player>:<N>`: the card types of the player's Nth spell cast this turn as it became
 *   cast (CR 601.2i, 205.2a), one bit each ("your first instant or sorcery spell each turn").
 * Loaded with the whole trigger table (./table.ts), installed into the detectors that ask.
 */
import { peek, type Ctx } from '../state/context';
import type { GameEvent } from '../state/events';
import { hasType } from '../derived/characteristics';
import { spellsCastThisTurn } from '../state/turn-record';
import { isPlayerId, type GameObject, type ObjectId, type PlayerId } from '../state/types';
import { FIRST_TARGET } from './detectors/target';
import { addRuleTrigger } from './rule-triggers';

function bump(ctx: Ctx, key: string): void {
  const n = ctx.s.turnFlags[key];
  ctx.s.turnFlags[key] = (typeof n === 'number' ? n : 0) + 1;
}

function count(ctx: Ctx, key: string): number {
  const n = ctx.s.turnFlags[key];
  return typeof n === 'number' ? n : 0;
}

/** The spell or ability an event put on the stack: its controller and the permanents it targets. */
function targeting(ctx: Ctx, ev: GameEvent): { controller: PlayerId; targets: ObjectId[] } | null {
  let controller: PlayerId;
  let all: readonly unknown[];
  if (ev.type === 'SpellCast' || ev.type === 'SpellCopied') {
    const spell = peek(ctx, ev.objectId);
    if (!spell?.spell) return null;
    controller = spell.controller;
    all = spell.spell.targets.flat();
  } else if (ev.type === 'AbilityActivated' || ev.type === 'AbilityPutOnStack') {
    const ability = ctx.s.abilities[ev.objectId];
    if (!ability) return null;
    controller = ability.controller;
    all = ability.targets.flat();
  } else return null;
  const targets = [...new Set(all)].filter(
    (id): id is ObjectId => typeof id === 'string' && !isPlayerId(id) && peek(ctx, id)?.zone === 'battlefield',
  );
  return { controller, targets };
}

/** The card types (CR 205.2a), one bit each. */
const CARD_TYPES = [
  'artifact',
  'battle',
  'creature',
  'enchantment',
  'instant',
  'kindred',
  'land',
  'planeswalker',
  'sorcery',
];

/** The card types `spell` has, as bits of {@link CARD_TYPES}. */
function typeBits(ctx: Ctx, spell: GameObject): number {
  return CARD_TYPES.reduce((bits, t, i) => (hasType(ctx, spell, t) ? bits | (1 << i) : bits), 0);
}

/** The bits of card types named in `types`; null if one isn't a card type. */
function bitsOf(types: readonly string[]): number | null {
  let bits = 0;
  for (const t of types) {
    const i = CARD_TYPES.indexOf(t);
    if (i < 0) return null;
    bits |= 1 << i;
  }
  return bits;
}

addRuleTrigger((ctx, ev) => {
  if (ev.type === 'LifeChanged' && ev.to > ev.from) bump(ctx, `lifeGains:${ev.player}`);
  else if (ev.type === 'SpellCast') {
    // Counted by turn-record.ts before the event: this spell is the caster's Nth.
    const spell = peek(ctx, ev.objectId);
    if (spell) ctx.s.turnFlags[`castTypes:${ev.player}:${spellsCastThisTurn(ctx, ev.player)}`] = typeBits(ctx, spell);
  }
  if (ev.type !== 'LifeChanged') {
    const t = targeting(ctx, ev);
    if (t) for (const id of t.targets) bump(ctx, `targetedBy:${id}:${t.controller}`);
  }
});

/** Whether the life gain being looked at is `player`'s first this turn (CR 119.9). */
export function firstLifeGain(ctx: Ctx, player: PlayerId): boolean {
  return count(ctx, `lifeGains:${player}`) === 1;
}

FIRST_TARGET.isFirst = (ctx, id, by, you) => {
  let n = 0;
  for (const p of Object.keys(ctx.s.players) as PlayerId[])
    if (by === 'anyPlayer' || (by === 'you') === (p === you)) n += count(ctx, `targetedBy:${id}:${p}`);
  return n === 1;
};

/**
 * Whether the spell `player` just cast is the first this turn of the kind `kind` names by card
 * types only ("your first instant or sorcery spell each turn": `types` any of; "their first
 * noncreature spell": `notTypes` none of), as each of their earlier spells was as it became cast.
 */
export function firstOfKind(ctx: Ctx, player: PlayerId, kind: { types?: string[]; notTypes?: string[] }): boolean {
  const any = kind.types ? bitsOf(kind.types) : -1;
  const none = bitsOf(kind.notTypes ?? []);
  if (any === null || none === null) return false;
  const n = spellsCastThisTurn(ctx, player);
  for (let i = 1; i < n; i++) {
    const bits = ctx.s.turnFlags[`castTypes:${player}:${i}`];
    if (typeof bits === 'number' && (bits & any) !== 0 && (bits & none) === 0) return false;
  }
  return true;
}
