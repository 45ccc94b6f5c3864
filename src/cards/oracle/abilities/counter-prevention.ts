/**
 * Prevention paid for with counters (CR 615.1a, 615.5; engine: zones/counter-prevention.ts):
 *
 * - "If damage would be dealt to ~, prevent that damage. Remove a +1/+1 counter from ~." (the
 *   Phantom cycle): all of each damage event prevented, one counter removed;
 * - "If damage would be dealt to ~ while it has a +1/+1 counter on it, prevent that damage and
 *   remove a +1/+1 counter from it." (Oathsworn Knight, Undergrowth Champion), "… and remove that
 *   many +1/+1 counters from ~." (Ugin's Conjurant, Polukranos, Unchained);
 * - "If damage would be dealt to ~, prevent that damage and remove that many +1/+1 counters from
 *   it." (Protean Hydra), "If ~ would be dealt damage, prevent that damage and remove a +1/+1
 *   counter from it." (Unbreathing Horde).
 *
 * - "If damage would be dealt to ~, prevent that damage and put that many +1/+1 counters on ~."
 *   (Anti-Venom), "If equipped creature would be dealt damage, … put that many +1/+1 counters on
 *   it." (Panther Habit), "If damage would be dealt to another creature you control, prevent that
 *   damage. Put a +1/+1 counter on that creature for each 1 damage prevented this way." (Vigor),
 *   "… Put a -1/-1 counter on ~ for each 1 damage prevented this way." (Phyrexian Hydra).
 *
 * - "If damage would be dealt to you, prevent that damage and mill twice that many cards." (Angel
 *   of Suffering), "If combat damage would be dealt to ~, prevent that damage and exile that many
 *   cards from the top of your library." (Gloom Surgeon).
 *
 * Counters are removed only from this permanent. Further effects other than these
 * ("… When one or more counters are removed this way, …", Magma Pummeler; "then give each player
 * a rad counter …", Bloatfly Swarm; "and create that many … tokens", Sekki) stay text.
 */
import type { Affected, ReplacementSpec } from '../../../engine';
import { counterKindModelled } from '../../../engine';
import type { Part } from './part';

/** A counter kind as written before "counter" ("+1/+1", "-1/-1", "charge"). */
const C = String.raw`(?:[+-]\d+\/[+-]\d+|[a-z]+)`;

/** "If damage would be dealt to X" / "If X would be dealt damage" (maybe combat or noncombat damage), then the rest. */
const HEAD =
  /^If (?:(combat |noncombat )?damage would be dealt to (~|you|equipped creature|enchanted creature|another creature you control)|(~|equipped creature|enchanted creature) would be dealt (combat |noncombat )?damage)(?: while it has an? ([^ ]+) counter on it)?, prevent that damage(.*)\.$/;

/** The further effects read after "prevent that damage", each with how it names the creature. */
const REMOVE_ONE = new RegExp(String.raw`^\. Remove an? (${C}) counter from ~$`);
const REMOVE = new RegExp(String.raw`^ and remove (?:an? (${C}) counter|that many (${C}) counters) from (it|~)$`);
const PUT_MANY = new RegExp(String.raw`^ and put that many (${C}) counters on (it|~)$`);
const MILL = /^ and (?:mill (twice )?that many cards|exile that many cards from the top of your library)$/;
const PUT_EACH = new RegExp(
  String.raw`^\. Put an? (${C}) counter on (it|~|that creature) for each 1 damage prevented this way$`,
);

/** The creature the damage would be dealt to. */
function recipient(who: string): Affected | null {
  if (who === '~') return { self: true };
  if (who === 'you') return { players: 'you' };
  if (who === 'equipped creature') return { equipped: true };
  if (who === 'enchanted creature') return { enchanted: true };
  return who === 'another creature you control'
    ? { objects: { types: ['creature'], controller: 'you' }, other: true }
    : null;
}

/** The further effect after "prevent that damage" for damage to `who`, or null if not read. */
function furtherEffect(
  rest: string,
  who: string,
): Pick<Extract<ReplacementSpec, { kind: 'preventDamage' }>, 'thenRemove' | 'thenPut' | 'thenMill'> | null {
  // "it" / "that creature" is the creature dealt the damage; counters are removed only from this permanent.
  const self = who === '~';
  const names = (ref: string) => (ref === '~' ? self : ref === 'it' || (!self && ref === 'that creature'));
  const mill = MILL.exec(rest);
  if (mill) return { thenMill: rest.includes(' exile ') ? { exile: true } : mill[1] ? { times: 2 } : {} };
  if (who === 'you') return null;
  let m = REMOVE_ONE.exec(rest);
  if (m && self) return { thenRemove: { counter: m[1] as string } };
  m = REMOVE.exec(rest);
  if (m && self)
    return { thenRemove: { counter: (m[1] ?? m[2]) as string, ...(m[2] ? { perDamage: true as const } : {}) } };
  m = PUT_MANY.exec(rest);
  if (m && names(m[2] as string)) return { thenPut: { counter: m[1] as string } };
  m = PUT_EACH.exec(rest);
  if (m && names(m[2] as string)) return { thenPut: { counter: m[1] as string, perPrevented: true } };
  return null;
}

/** The prevention the ability's text (with its final period) states, or null if it is not one of these. */
export function counterPrevention(text: string): Part | null {
  const m = HEAD.exec(text);
  if (!m) return null;
  const who = (m[2] ?? m[3]) as string;
  const kind = m[1] ?? m[4];
  const kept = m[5];
  const to = recipient(who);
  const then = furtherEffect(m[6] as string, who);
  if (!to || !then) return null;
  const counter = (then.thenRemove ?? then.thenPut)?.counter;
  // "while it has a +1/+1 counter on it" only of this permanent, and of the counter it removes.
  if (counter !== undefined && !counterKindModelled(counter)) return null;
  if (kept !== undefined && (who !== '~' || kept !== counter)) return null;
  const rep: ReplacementSpec = {
    kind: 'preventDamage',
    to,
    ...(kind === 'combat ' ? { combatOnly: true } : kind === 'noncombat ' ? { noncombatOnly: true } : {}),
    ...(kept ? { whileCounter: kept } : {}),
    ...then,
  };
  return { replacements: [rep] };
}
