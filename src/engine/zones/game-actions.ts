/**
 * One-shot game actions used by effects and rules (CR 610.1, 701): drawing, damage, destroying,
 * sacrificing, discarding, creating tokens, counters.
 */
import type { TokenSpec } from '../state/card-def';
import { emit, type Ctx } from '../state/context';
import { createObject, moveObject } from './objects';
import { applyEnteringReplacements, emitAll } from './entering';
import { proxyKey } from '../state/proxy';
import { parseTypeLine } from '../state/type-line';
import { RULE } from '../state/rules';
import { noteCardDrawn } from '../state/turn-record';
import { predefinedTokenRule } from '../state/predefined-token-rules';
import type { GameEvent } from '../state/events';
import type { EntityId, GameObject, PlayerId } from '../state/types';

/** Draws one card (CR 121.1); drawing from an empty library is remembered for 704.5b. */
export function drawCard(ctx: Ctx, player: PlayerId): GameObject | undefined {
  const lib = ctx.s.players[player].library;
  const top = lib[0];
  if (!top) {
    ctx.s.players[player].drewFromEmpty = true;
    emit(ctx, {
      type: 'Note',
      rule: RULE.sbaDraw,
      objects: [player],
      cards: [],
      text: `${player} tried to draw from an empty library (they will lose at the next state-based-action check, CR 704.5b).`,
    });
    return;
  }
  const moved = moveObject(ctx, top, 'hand', { rule: RULE.draw, why: 'drawn' });
  noteCardDrawn(ctx, player);
  emit(ctx, {
    type: 'CardDrawn',
    player,
    objectId: moved.id,
    rule: RULE.draw,
    objects: [moved.id, player],
    cards: moved.cardId ? [moved.cardId] : [],
    text: `${player} drew a card.`,
  });
  return moved;
}

// Damage (CR 120) and destruction (CR 701.8, with regeneration and indestructible) have files of their own.
export { dealDamage, type DamageOptions } from './damage';
export { destroy, type DestroyOptions } from './destroy';

/** Sacrifices a permanent its controller controls (CR 701.21). */
export function sacrifice(ctx: Ctx, obj: GameObject, why: string): void {
  if (obj.zone !== 'battlefield') return;
  moveObject(ctx, obj.id, 'graveyard', { rule: RULE.sacrifice, why: `sacrificed ${why}` });
}

/** Discards a card from its owner's hand (CR 701.9); returns its new object in the graveyard. */
export function discard(ctx: Ctx, obj: GameObject): GameObject | undefined {
  if (obj.zone !== 'hand') return undefined;
  return moveObject(ctx, obj.id, 'graveyard', { rule: RULE.discard, why: 'discarded' });
}

/** Tokens an event creates (CR 111.2): `n` of one kind; `token` absent for the tokens the instruction itself names. */
export interface TokenBatch {
  token?: TokenSpec;
  typeLine: string;
  n: number;
}

/**
 * Replacement effects on tokens about to be created (CR 614.1a), installed by
 * zones/token-replacements.ts as it loads (steps-ready.ts loads it for a card that has one): the
 * batches created instead of `n` tokens of the type line `typeLine` under `player`'s control;
 * what happened goes to `out`, for the caller to log as the tokens are created.
 */
export const LAZY_TOKENS: {
  replace?: (ctx: Ctx, player: PlayerId, n: number, typeLine: string, out: GameEvent[]) => TokenBatch[];
} = {};

/** The name of a token the text names none for: its subtypes plus "Token" (CR 111.4). */
export function tokenName(spec: TokenSpec): string {
  if (spec.name) return spec.name;
  const subtypes = parseTypeLine(spec.typeLine).subtypes;
  return `${subtypes.length ? `${subtypes.join(' ')} ` : ''}Token`;
}

/** The definition key of a token's characteristics, stored as a state proxy (the same key for the same token). */
function tokenKey(ctx: Ctx, spec: TokenSpec, name: string): string {
  const proxy = {
    name,
    typeLine: spec.typeLine,
    ...(spec.power !== undefined ? { power: spec.power } : {}),
    ...(spec.toughness !== undefined ? { toughness: spec.toughness } : {}),
    ...(spec.keywords ? { keywords: spec.keywords } : {}),
    colors: spec.colors,
    // Its abilities, and their words for the card frame (CR 111.10: "It's an artifact with …").
    ...(spec.activated ? { activated: spec.activated, text: spec.activated.map((a) => a.text).join('\n') } : {}),
    ...(spec.triggered ? { triggered: spec.triggered } : {}),
    ...(spec.statics ? { statics: spec.statics } : {}),
    ...(spec.everyCreatureType ? { everyCreatureType: true } : {}),
    ...(spec.enchant ? { enchant: spec.enchant } : {}),
    ...(spec.text ? { text: spec.text } : {}),
    ...(spec.back ? { back: { name: tokenName(spec.back), ...spec.back } } : {}),
  };
  const same = JSON.stringify(proxy);
  for (let n = 1; ; n++) {
    const key = n === 1 ? `token:${name}` : `token:${name}#${n}`;
    const had = ctx.s.proxies[key];
    if (!had) {
      ctx.s.proxies[key] = proxy;
      return key;
    }
    if (JSON.stringify(had) === same) return key;
  }
}

/** Creates a token on the battlefield under `controller`'s control, owned by them (CR 111.2, 111.4). */
export function createToken(
  ctx: Ctx,
  spec: TokenSpec,
  controller: PlayerId,
  sourceName: string,
  opts: { tapped?: boolean; attachedTo?: EntityId } = {},
): GameObject {
  const name = tokenName(spec);
  const obj = createObject(ctx, {
    def: tokenKey(ctx, spec, name),
    owner: controller,
    controller,
    zone: 'battlefield',
    token: true,
  });
  if (opts.tapped) obj.tapped = true;
  // An Aura token created attached enters attached (CR 303.4f).
  if (opts.attachedTo) obj.attachedTo = opts.attachedTo;
  const entering = applyEnteringReplacements(ctx, obj, undefined);
  emit(ctx, {
    type: 'TokenCreated',
    objectId: obj.id,
    rule: spec.predefined ? predefinedTokenRule(spec.predefined) : RULE.tokenCreated,
    objects: [obj.id],
    cards: [],
    text: `${sourceName} created a ${opts.tapped ? 'tapped ' : ''}${spec.power !== undefined ? `${spec.power}/${spec.toughness} ` : ''}${name} for ${controller}${spec.predefined ? ' (a predefined token)' : spec.name ? '' : ` (named after its subtypes, CR ${RULE.tokenName})`}.`,
  });
  emitAll(ctx, entering);
  return obj;
}

export { proxyKey };
export { addCounters } from './counters';
