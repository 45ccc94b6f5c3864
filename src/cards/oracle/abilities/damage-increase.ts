/**
 * Static effects increasing damage (CR 614.1a): "If a source you control would deal damage to a
 * permanent or player, it deals double that damage to that permanent or player instead"
 * (Angrath's Marauders), "If a red source you control would deal damage to an opponent or a
 * permanent an opponent controls, it deals that much damage plus 2 instead" (Torbran), "If a
 * source would deal damage to you, it deals double that damage to you instead" (Goldnight
 * Castigator), "If this creature would deal combat damage to a player, it deals double that
 * damage to that player instead" (Charging Tuskodon), "If a red instant or sorcery spell you
 * control would deal damage, it deals double that damage instead" (Fire Servant; to anyone). One `damageIncreased` replacement each;
 * the engine applies them after prevention, multiplications before additions (CR 616.1, see
 * engine/zones/damage-replacements.ts).
 *
 * Not read (left as text): halving and "minus 1" (the order with prevention would matter the
 * other way), "put that many -1/-1 counters … instead", redirection, conditions ("As long as",
 * "while"), "the chosen player", effects "this turn" from resolved spells and abilities, and
 * amounts other than a number ("plus X, where X is …").
 */
import type { Affected, ObjectFilter, ReplacementSpec } from '../../../engine';
import { parseCount } from '../phrases/numbers';
import { parseObjects } from '../phrases/objects';

/** The source: "~" / "enchanted creature" (that object), "a source" (any), or a filter ("a red source you control", "a red spell"). */
export function sourceOf(s: string): { by?: Affected; from?: ObjectFilter } | null {
  if (s === '~') return { by: { self: true } };
  if (s === 'enchanted creature') return { by: { enchanted: true } };
  if (s === 'equipped creature') return { by: { equipped: true } };
  const m = /^(?:an? |another )(.+)$/.exec(s);
  if (!m) return null;
  if (m[1] === 'source') return {};
  // "source" is read as an object phrase with the head "permanent"; the zone is the source's own
  // (a spell, CR 120.2) unless the phrase says "spell" (on the stack).
  const words = (m[1] as string).replace(/\bsource\b/, 'permanent');
  const ph = parseObjects(words);
  if (!ph || ph.plural || ph.other) return null;
  if (ph.filter.zone && ph.filter.zone !== 'stack') return null;
  const from = s.startsWith('another ') ? { ...ph.filter, notSource: true } : ph.filter;
  return { from };
}

/**
 * Who is dealt the damage, and the words "to …" after "deals double that damage" may repeat. No
 * "to …" (undefined): whoever is dealt it ("If a creature you control would deal damage, it deals
 * double that damage instead").
 */
function recipients(s: string | undefined): { to?: Affected[]; again: string[] } | null {
  if (s === undefined) return { again: [] };
  switch (s) {
    case 'a permanent or player':
      return { again: ['that permanent or player'] };
    case 'an opponent or a permanent an opponent controls':
      return {
        to: [{ players: 'opponents' }, { objects: { controller: 'opponent' } }],
        again: ['that player or permanent'],
      };
    case 'a player':
    case 'an opponent':
      return { to: [{ players: s === 'a player' ? 'each' : 'opponents' }], again: ['that player'] };
    case 'you':
      return { to: [{ players: 'you' }], again: ['you'] };
    case '~':
      return { to: [{ self: true }], again: ['~'] };
    case 'enchanted player':
      return { to: [{ enchanted: true }], again: ['that player', 'enchanted player'] };
    case 'a creature':
      return { to: [{ objects: { types: ['creature'] } }], again: ['that creature'] };
    case 'equipped creature':
      return { to: [{ equipped: true }], again: ['equipped creature'] };
    default:
      return null;
  }
}

/** The replacement the sentence (its final period dropped) states, or null if it isn't one read here. */
export function damageIncrease(s: string): ReplacementSpec[] | null {
  const m =
    /^If (~|enchanted creature|equipped creature|(?:an?|another) .+?) would deal (combat |noncombat )?damage(?: to (.+?))?, (?:it|that source) deals (?:(double|triple) that damage|that much damage plus (\w+))(?: to (.+?))? instead$/.exec(
      s,
    );
  if (!m) return null;
  const source = sourceOf(m[1] as string);
  const who = recipients(m[3]);
  if (!source || !who) return null;
  if (m[6] !== undefined && !who.again.includes(m[6])) return null;
  let amount: { times: number } | { plus: number };
  if (m[4]) amount = { times: m[4] === 'double' ? 2 : 3 };
  else {
    const n = parseCount(m[5] as string);
    if (n === null || n < 1) return null;
    amount = { plus: n };
  }
  const combat = m[2] === 'combat ' ? { combatOnly: true } : m[2] === 'noncombat ' ? { noncombatOnly: true } : {};
  return [{ kind: 'damageIncreased', ...amount, ...(who.to ? { to: who.to } : {}), ...source, ...combat }];
}
