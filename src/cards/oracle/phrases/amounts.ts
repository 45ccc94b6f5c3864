/**
 * Amount phrases: "that much", "its power", "that creature's toughness", "the sacrificed
 * creature's toughness", "the number of Swamps you control", "X", numbers.
 */
import type { Amount, Ref } from '../../../engine';
import type { Build } from '../build';
import { parseAmount } from './numbers';
import { parseObjects } from './objects';
import { parsePlayer, parseRelative } from './refs';

/** What "it" / "that creature" is in an amount phrase. */
function itRef(b: Build): Ref | null {
  if (b.it) return b.it;
  if (b.itUnnamed) return null;
  return b.trigger?.object ? { ref: 'trigger', key: b.trigger.object } : null;
}

/**
 * What "for each …" counts: "creature that died this turn" (CR 700.4), or permanents matching
 * ("Forest you control", "other Goblin"). Null when not understood.
 */
export function parseForEach(phrase: string): Amount | null {
  const p = phrase.trim();
  if (p === 'creature that died this turn') return { creaturesDied: 'thisTurn' };
  const ph = parseObjects(p);
  if (!ph || ph.plural || ph.filter.zone) return null;
  return { count: ph.other ? { ...ph.filter, notSource: true } : ph.filter };
}

/** An amount phrase → an Amount, or null. Notes X on the build. */
export function parseAmountPhrase(b: Build, s: string): Amount | null {
  const p = s.trim();
  let m: RegExpExecArray | null;
  // "A minus N" (never below 0 where it is an amount of life or damage, CR 107.1b).
  m = /^(.+) minus (\w+)$/.exec(p);
  if (m) {
    const a = parseAmountPhrase(b, m[1] as string);
    const n = parseAmount(m[2] as string);
    return a !== null && typeof n === 'number' ? { minus: [a, n], floor0: true } : null;
  }
  // "3 minus the number of cards in their hand" (The Rack).
  m = /^(\w+) minus (.+)$/.exec(p);
  if (m && typeof parseAmount(m[1] as string) === 'number') {
    const a = parseAmountPhrase(b, m[2] as string);
    return a === null ? null : { minus: [parseAmount(m[1] as string) as number, a], floor0: true };
  }
  m = /^twice (.+)$/.exec(p);
  if (m) {
    const a = parseAmountPhrase(b, m[1] as string);
    return a === null ? null : { times: [a, 2] };
  }
  const n = parseAmount(p);
  if (n !== null) {
    if (typeof n === 'object') b.usesX = true;
    return n;
  }
  if (p === 'that much' || p === 'the damage dealt') return b.trigger?.amount ? { triggerAmount: true } : null;
  m = /^(?:its|that creature's|the creature's) (power|toughness|mana value)$/.exec(p);
  if (m) {
    const it = itRef(b);
    if (!it) return null;
    return m[1] === 'power' ? { powerOf: it } : m[1] === 'toughness' ? { toughnessOf: it } : { manaValueOf: it };
  }
  m = /^~'s (power|toughness)$/.exec(p);
  if (m) return m[1] === 'power' ? { powerOf: { ref: 'source' } } : { toughnessOf: { ref: 'source' } };
  m = /^the sacrificed (?:creature|artifact|permanent)'s (power|toughness|mana value)$/.exec(p);
  if (m) {
    const sac: Ref = { ref: 'sacrificed' };
    return m[1] === 'power' ? { powerOf: sac } : m[1] === 'toughness' ? { toughnessOf: sac } : { manaValueOf: sac };
  }
  if (p === 'the number of cards in your hand') return { cardsInHand: { ref: 'you' } };
  m = /^the number of cards in (their|that player's|target player's|target opponent's) hand$/.exec(p);
  if (m) {
    const who = parsePlayer(b, (m[1] as string).replace(/'s$/, '').replace(/^their$/, 'that player'));
    return who ? { cardsInHand: who } : null;
  }
  m = /^the number of (\S+) counters on (~|it)$/.exec(p);
  if (m) {
    const on = m[2] === '~' ? { ref: 'source' as const } : itRef(b);
    return on ? { countersOn: on, counter: m[1] as string } : null;
  }
  m = /^the number of (.+)$/.exec(p);
  const relative = m ? parseRelative(b, m[1] as string) : null;
  if (relative) return relative.plural ? { count: relative.filter, relativeTo: relative.relativeTo } : null;
  if (m) {
    const ph = parseObjects(m[1] as string);
    if (!ph || !ph.plural || ph.filter.zone === 'stack') return null;
    return { count: ph.other ? { ...ph.filter, notSource: true } : ph.filter };
  }
  return null;
}
