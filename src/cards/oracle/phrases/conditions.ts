/**
 * Conditions as Oracle text states them, for "as long as …" (CR 611.3a) and an intervening
 * "if …" (603.4): "you control a Forest", "you control no Islands", "no creatures are on the
 * battlefield", "~ is untapped", "enchanted creature has flying", "an opponent controls more
 * lands than you", "you have no cards in hand", "it's your turn", "you control a Plains or an
 * Island", "you control two or more other lands".
 */
import type { Condition, ObjectFilter, Ref } from '../../../engine';
import { parseKeywordPhrase } from './keywords';
import { parseObjects } from './objects';
import { parseCount } from './numbers';

const STATES: Record<string, ObjectFilter> = {
  tapped: { tapped: true },
  untapped: { tapped: false },
  attacking: { attacking: true },
  blocking: { blocking: true },
};

/** The subject of "X is untapped" / "X has flying": the source, or what it enchants. */
function subject(s: string): Ref | null {
  if (s === '~' || s === 'it') return { ref: 'source' };
  if (/^enchanted (?:creature|land|artifact|permanent)$/i.test(s)) return { ref: 'enchanted' };
  if (/^equipped creature$/i.test(s)) return { ref: 'equipped' };
  return null;
}

/** A condition phrase → a condition, or null. */
export function parseCondition(text: string): Condition | null {
  const s = text.trim();
  // "you control an Urza's Power-Plant and an Urza's Tower": both.
  let m = /^you control (?:a|an) (.+?) and (?:a|an) (.+)$/.exec(s);
  if (m) {
    const both = [m[1], m[2]].map((x) => parseCondition(`you control a ${x}`));
    return both.every((c): c is Condition => c !== null) ? { all: both } : null;
  }
  // "you control a Plains or an Island": either.
  m = /^you control (?:a|an) (\S+) or (?:a|an) (\S+)$/.exec(s);
  if (m) {
    const either = [m[1], m[2]].map((x) => parseCondition(`you control a ${x}`));
    return either.every((c): c is Condition => c !== null) ? { any: either } : null;
  }
  // "you control two or more other lands", "you control two or fewer other lands".
  m = /^you control (\w+) or (more|fewer) (.+)$/.exec(s);
  if (m) {
    const n = parseCount(m[1] as string);
    const ph = parseObjects(`${m[3]} you control`);
    if (n === null || !ph || !ph.plural || ph.filter.zone) return null;
    const filter = ph.other ? { ...ph.filter, notSource: true } : ph.filter;
    return { count: filter, range: m[2] === 'more' ? { min: n } : { max: n } };
  }
  m = /^you control (?:a|an) (.+)$/.exec(s);
  if (m) {
    const ph = parseObjects(`${m[1]} you control`);
    return ph && !ph.plural && !ph.filter.zone ? { count: ph.filter, range: { min: 1 } } : null;
  }
  m = /^you control no (.+)$/.exec(s);
  if (m) {
    const ph = parseObjects(`${m[1]} you control`);
    // "no other creatures": the source itself doesn't count.
    return ph && ph.plural && !ph.filter.zone
      ? { count: ph.other ? { ...ph.filter, notSource: true } : ph.filter, range: { max: 0 } }
      : null;
  }
  m = /^(?:no (.+?) are|there are no (.+?)) on the battlefield$/.exec(s);
  if (m) m = [m[0], m[1] ?? m[2]] as unknown as RegExpExecArray;
  if (m) {
    const ph = parseObjects(m[1] as string);
    return ph && ph.plural && !ph.filter.zone ? { count: ph.filter, range: { max: 0 } } : null;
  }
  m = /^an opponent controls more (.+?) than you$/.exec(s);
  if (m) {
    const them = parseObjects(`${m[1]} your opponents control`);
    const you = parseObjects(`${m[1]} you control`);
    return them && you && them.plural && !them.filter.zone
      ? { compare: [{ count: them.filter }, '>', { count: you.filter }] }
      : null;
  }
  m = /^(~|it|enchanted \w+|equipped creature)(?: is|'s) (tapped|untapped|attacking|blocking)$/.exec(s);
  if (m) {
    const ref = subject(m[1] as string);
    return ref ? { is: ref, matches: STATES[m[2] as string] as ObjectFilter } : null;
  }
  m = /^(~|it|enchanted \w+|equipped creature) has (.+)$/.exec(s);
  if (m) {
    const ref = subject(m[1] as string);
    const k = parseKeywordPhrase(m[2] as string);
    return ref && k?.length === 1 ? { is: ref, matches: { withKeyword: k[0] } } : null;
  }
  // "When ~ enters, if it was kicked, …" (CR 702.33d): the spell it was had its kicker paid.
  if (s === 'it was kicked' || s === '~ was kicked') return { kicked: true };
  if (s === 'you have no cards in hand') return { compare: [{ cardsInHand: { ref: 'you' } }, '=', 0] };
  m = /^you have exactly (\w+) cards in hand$/.exec(s);
  if (m) {
    const n = parseCount(m[1] as string);
    return n === null ? null : { compare: [{ cardsInHand: { ref: 'you' } }, '=', n] };
  }
  m = /^you have (\d+) or (more|less) life$/.exec(s);
  if (m) return { compare: [{ lifeOf: { ref: 'you' } }, m[2] === 'more' ? '>=' : '<=', Number(m[1])] };
  // CR 302.6's test for any permanent (Rocket Launcher).
  if (s === "you've controlled ~ continuously since the beginning of your most recent turn")
    return { controlledSinceTurnBegan: { ref: 'source' } };
  // CR 120.3: "~ dealt damage to an opponent this turn" (Whirling Dervish).
  m = /^(~|it) dealt damage to (an opponent|a player) this turn$/.exec(s);
  if (m) return { dealtDamageThisTurn: { ref: 'source' }, to: m[2] === 'an opponent' ? 'opponent' : 'player' };
  // CR 700.4: "a creature died this turn" (put into a graveyard from the battlefield).
  if (s === 'a creature died this turn') return { compare: [{ creaturesDied: 'thisTurn' }, '>', 0] };
  if (s === "it's your turn") return { yourTurn: true };
  if (s === "it's not your turn") return { yourTurn: false };
  return null;
}
