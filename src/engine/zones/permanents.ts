/**
 * Permanent status: tapping and untapping (CR 701.26), summoning sickness (CR 302.6),
 * damage and life.
 */
import { displayName, hasType } from '../derived/characteristics';
import { keywordWith } from '../derived/keywords';
import { emit, type Ctx } from '../state/context';
import { checkedAmount } from '../state/limits';
import { RULE } from '../state/rules';
import { noteLifeChanged } from '../state/turn-record';
import type { GameObject, PlayerId } from '../state/types';

/** Taps a permanent; `forMana` marks "tapped for mana" (CR 106.12). No-op if already tapped. */
export function tap(
  ctx: Ctx,
  obj: GameObject,
  forMana: boolean,
  why = '',
  rule: string = forMana ? RULE.tappedForMana : RULE.tapSymbol,
): void {
  if (obj.tapped) return;
  obj.tapped = true;
  emit(ctx, {
    type: 'Tapped',
    objectId: obj.id,
    forMana,
    rule,
    objects: [obj.id],
    cards: obj.cardId ? [obj.cardId] : [],
    text: `${displayName(ctx, obj)} became tapped${forMana ? ' for mana' : ''}${why ? ` ${why}` : ''}.`,
  });
}

/**
 * Untaps a permanent. No-op if already untapped. A permanent with a stun counter doesn't untap:
 * one stun counter is removed from it instead (CR 122.1d), whatever would untap it (the untap
 * step, an effect, paying {Q}).
 */
export function untap(ctx: Ctx, obj: GameObject, rule: string = RULE.untapSymbol, why = ''): void {
  if (!obj.tapped) return;
  const stun = obj.counters.stun ?? 0;
  if (stun > 0) {
    if (stun === 1) delete obj.counters.stun;
    else obj.counters.stun = stun - 1;
    emit(ctx, {
      type: 'CountersRemoved',
      objectId: obj.id,
      counter: 'stun',
      count: 1,
      rule: RULE.stunCounter,
      objects: [obj.id],
      cards: obj.cardId ? [obj.cardId] : [],
      text: `${displayName(ctx, obj)} would have become untapped${why ? ` ${why}` : ''}; a stun counter was removed from it instead and it stays tapped.`,
    });
    return;
  }
  obj.tapped = false;
  emit(ctx, {
    type: 'Untapped',
    objectId: obj.id,
    rule,
    objects: [obj.id],
    cards: obj.cardId ? [obj.cardId] : [],
    text: `${displayName(ctx, obj)} became untapped${why ? ` ${why}` : ''}.`,
  });
}

/**
 * CR 302.6: a creature can't attack or use {T}/{Q} abilities unless its controller has
 * controlled it continuously since their most recent turn began. Haste removes this (702.10).
 */
export function isSummoningSick(ctx: Ctx, obj: GameObject): boolean {
  if (obj.zone !== 'battlefield' || !hasType(ctx, obj, 'creature')) return false;
  if (keywordWith(ctx, obj, 'ignoresSummoningSickness')) return false;
  return obj.controlSince >= mostRecentTurnOf(ctx, obj.controller);
}

/**
 * Why a creature has summoning sickness, in words for refusals and menus (CR 302.6): during its
 * controller's turn it came under their control this turn; otherwise it hasn't been under their
 * control continuously since their most recent turn began. `names` words the sentence for its
 * reader: `subject` for the creature (default "this creature"), `controller` for its controller
 * (default "its controller", e.g. "Player 1").
 */
export function summoningSickReason(
  ctx: Ctx,
  obj: GameObject,
  names: { subject: string; controller: string } = { subject: 'this creature', controller: 'its controller' },
): string {
  const { subject, controller } = names;
  return ctx.s.turn.active === obj.controller
    ? `${subject} came under ${controller}'s control this turn`
    : `${subject} hasn't been under ${controller}'s control continuously since their most recent turn began`;
}

/** Turn number of the player's most recent turn (two players alternate turns). */
export function mostRecentTurnOf(ctx: Ctx, player: PlayerId): number {
  const t = ctx.s.turn;
  return t.active === player ? t.number : t.number - 1;
}

/**
 * Replacement effects on life about to be gained (CR 614.1a), installed by
 * zones/life-replacements.ts as it loads (steps-ready.ts loads it for a card that has one): the
 * change to make instead of gaining `n` life (0: none; negative: that much life lost).
 */
export const LAZY_LIFE: { gain?: (ctx: Ctx, player: PlayerId, n: number) => number } = {};

/** `player` gains `n` life (CR 119.3), as replacement effects change it ({@link LAZY_LIFE}). */
export function gainLife(ctx: Ctx, player: PlayerId, n: number, why: string, rule: string): void {
  changeLife(ctx, player, n > 0 && LAZY_LIFE.gain ? LAZY_LIFE.gain(ctx, player, n) : n, why, rule);
}

/** Changes a player's life total (CR 119) and says so. */
export function changeLife(ctx: Ctx, player: PlayerId, delta: number, why: string, rule: string): void {
  if (!delta) return;
  const p = ctx.s.players[player];
  const from = p.life;
  p.life = checkedAmount(from + delta, `${player}'s life total`);
  noteLifeChanged(ctx, player, p.life - from);
  emit(ctx, {
    type: 'LifeChanged',
    player,
    from,
    to: p.life,
    rule,
    objects: [player],
    cards: [],
    text: `${player} ${delta < 0 ? 'lost' : 'gained'} ${Math.abs(delta)} life (${from} → ${p.life}) ${why}.`,
  });
}
