/**
 * Static prevention effects (CR 615.1a): "Prevent all damage that would be dealt to creatures.",
 * "Prevent all combat damage that would be dealt to attacking creatures you control.", "Prevent
 * all damage that would be dealt to you and creatures you control by sources you don't
 * control.", "Prevent all combat damage that would be dealt to and dealt by creatures you
 * control.", "Prevent all damage that ~ would deal to red creatures." Each recipient is one
 * `preventDamage` replacement; who is affected is checked as the damage would be dealt, so a
 * creature that enters later is covered too (611.3a).
 *
 * "If a source an opponent controls would deal damage to you, prevent 1 of that damage."
 * (Guardian Seraph), "If a source would deal damage to a Cleric creature you control, prevent 1
 * of that damage." (Daunting Defender): a `preventDamage` with an `amount`, N of each damage
 * event prevented (CR 615.1a). "you may prevent X of that damage", "prevent all but 1", "prevent
 * half" stay text.
 */
import type { Affected, ObjectFilter, ReplacementSpec } from '../../../engine';
import { parseAffected } from '../phrases/affected';
import { parseCount } from '../phrases/numbers';
import { parseObjects } from '../phrases/objects';
import { sourceOf } from './damage-increase';

/** One recipient or dealer: "~", "you", "enchanted creature", "equipped creature", or a plural group. */
function oneAffected(s: string): Affected | null {
  if (s === 'you') return { players: 'you' };
  if (s === 'players') return { players: 'each' };
  if (s === '~') return { self: true };
  if (s === 'enchanted creature') return { enchanted: true };
  if (s === 'equipped creature') return { equipped: true };
  // A plural group, read as a static's subject is ("creatures you control", "other attacking Soldiers you control").
  const a = parseAffected(s);
  return a && 'objects' in a ? a : null;
}

/** "you and creatures you control", "~": one or two recipients joined with "and". */
function affectedList(s: string): Affected[] | null {
  const parts = s.split(' and ');
  if (parts.length > 2) return null;
  const out: Affected[] = [];
  for (const p of parts) {
    const a = oneAffected(p);
    if (!a) return null;
    out.push(a);
  }
  return out;
}

/**
 * "by artifact sources", "by sources you don't control", "by sources of the chosen color", "by
 * creatures": what the damage's source must be, wherever it is (a source may be a spell, CR
 * 120.2). Null when not read.
 */
export function sourceFilter(s: string): ObjectFilter | null {
  // "sources" are read as an object phrase with the head "permanents"; the zone is the source's own.
  const words = s.replace(/\bsources\b/, 'permanents');
  const ph = parseObjects(words);
  if (!ph || !ph.plural || ph.other || ph.filter.zone) return null;
  return ph.filter;
}

/** "combat damage" / "noncombat damage" (CR 510.1): which damage the effect prevents. */
function kindOf(word: string | undefined): { combatOnly?: true; noncombatOnly?: true } {
  if (word === 'combat ') return { combatOnly: true };
  return word === 'noncombat ' ? { noncombatOnly: true } : {};
}

/** The static prevention effect the sentence (its final period dropped) states, or null if it isn't one. */
export function preventionStatic(s: string): ReplacementSpec[] | null {
  // "Prevent all damage that ~ would deal to red creatures" (Indentured Oaf): by the source, to those.
  const dealer = /^Prevent all (combat |noncombat )?damage that ~ would deal to (.+)$/.exec(s);
  if (dealer) {
    const to = affectedList(dealer[2] as string);
    if (!to) return null;
    const combat = kindOf(dealer[1]);
    return to.map((a) => ({ kind: 'preventDamage', to: a, by: { self: true }, ...combat }));
  }
  const m =
    /^Prevent all (combat |noncombat )?damage that would be dealt (to and dealt by|to|by) (.+?)(?: by (.+))?$/.exec(s);
  if (!m) return null;
  const combat = kindOf(m[1]);
  const who = affectedList(m[3] as string);
  if (!who) return null;
  let from: ObjectFilter | undefined;
  if (m[4] !== undefined) {
    // "to ~ by artifact sources": only after "dealt to".
    if (m[2] !== 'to') return null;
    const f = sourceFilter(m[4] as string);
    if (!f) return null;
    from = f;
  }
  const out: ReplacementSpec[] = [];
  for (const a of who) {
    if (m[2] !== 'by') out.push({ kind: 'preventDamage', to: a, ...(from ? { from } : {}), ...combat });
    // Damage a player deals has a source, never the player (CR 120.2): "dealt by you" is not read.
    if (m[2] !== 'to') {
      if ('players' in a) return null;
      out.push({ kind: 'preventDamage', by: a, ...combat });
    }
  }
  return out;
}

/**
 * One recipient of "would deal damage to …": "you", "an opponent", "a player", "~", "enchanted
 * creature", "equipped creature", or one object of a kind ("a Cleric creature you control", "a
 * planeswalker you control", "a permanent you control"). Null when not read.
 */
function oneRecipient(s: string): Affected | null {
  if (s === 'you') return { players: 'you' };
  if (s === 'an opponent') return { players: 'opponents' };
  if (s === 'a player') return { players: 'each' };
  if (s === '~') return { self: true };
  if (s === 'enchanted creature') return { enchanted: true };
  if (s === 'equipped creature') return { equipped: true };
  // "another permanent you control": any but this one.
  const m = /^(an?|another) (.+)$/.exec(s);
  if (!m) return null;
  const ph = parseObjects(m[2] as string);
  if (!ph || ph.plural || ph.other || ph.filter.zone) return null;
  return m[1] === 'another' ? { objects: ph.filter, other: true } : { objects: ph.filter };
}

/**
 * "If a source an opponent controls would deal damage to you, prevent 1 of that damage.", "If a
 * creature would deal damage to you, prevent 1 of that damage." (Orbs of Warding), "If a source
 * would deal damage to you or a creature you control, prevent 2 of that damage." (CR 615.1a): one
 * `preventDamage` with `amount` for each recipient (at most two, joined with "or"); "prevent that
 * damage" (Rem Karolus, Stalwart Slayer: "If a spell would deal damage to you or another
 * permanent you control, prevent that damage."): all of it, no `amount`. The source:
 * any ("a source"), a filter read for this ability's controller wherever the source is, or "~".
 * Null when the sentence (its final period dropped) is not of this form.
 */
export function preventSomeStatic(s: string): ReplacementSpec[] | null {
  const m =
    /^If (~|(?:an?) .+?) would deal (combat |noncombat )?damage to (.+?), prevent (?:(\w+) of )?that damage$/.exec(s);
  if (!m) return null;
  const source = sourceOf(m[1] as string);
  // "prevent that damage": all of it (Rem Karolus: "If a spell would deal damage to you …").
  const n = m[4] === undefined ? undefined : parseCount(m[4]);
  if (!source || n === null || (n !== undefined && n < 1)) return null;
  const parts = (m[3] as string).split(' or ');
  if (parts.length > 2) return null;
  const out: ReplacementSpec[] = [];
  for (const p of parts) {
    const to = oneRecipient(p);
    if (!to) return null;
    out.push({ kind: 'preventDamage', to, ...(n === undefined ? {} : { amount: n }), ...source, ...kindOf(m[2]) });
  }
  return out;
}

/** "~", "enchanted creature", "equipped creature": where a static redirection sends the damage. */
const REDIRECT_TO: Record<string, 'self' | 'enchanted' | 'equipped'> = {
  '~': 'self',
  'enchanted creature': 'enchanted',
  'equipped creature': 'equipped',
};

/**
 * "All damage that would be dealt to you is dealt to ~ instead." (Empyrial Archangel), "… to you
 * and other permanents you control is dealt to ~ instead" (Palisade Giant), "… to you is dealt to
 * enchanted creature instead" (Pariah), "All damage that would be dealt to enchanted creature is
 * dealt to its controller instead" (Treacherous Link): a static redirection (CR 614.9), one
 * `preventDamage` with `redirect` for each recipient. The one redirected to must not be among
 * those it redirects from ("to ~ … dealt to ~"); "by …" sources and conditions stay text. Null
 * when the sentence (its final period dropped) is not of this form.
 */
export function redirectStatic(s: string): ReplacementSpec[] | null {
  const m = /^All (combat )?damage that would be dealt to (.+?) is dealt to (.+) instead$/.exec(s);
  if (!m) return null;
  const who = affectedList(m[2] as string);
  const into = m[3] as string;
  // "its controller": the enchanted creature's, only after "dealt to enchanted creature".
  const redirect =
    into === 'its controller' && m[2] === 'enchanted creature' ? 'attachedController' : REDIRECT_TO[into];
  if (!who || !redirect) return null;
  // Damage redirected to one it would already be dealt to: "to ~ … to ~" (no such wording is read).
  if (
    who.some(
      (a) =>
        ('self' in a && redirect === 'self') ||
        (('enchanted' in a || 'equipped' in a) && redirect !== 'self' && redirect !== 'attachedController'),
    )
  )
    return null;
  return who.map((to) => ({ kind: 'preventDamage', to, redirect, ...kindOf(m[1]) }));
}
