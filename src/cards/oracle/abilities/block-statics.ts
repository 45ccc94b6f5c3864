/**
 * Static abilities whose subject is not the object they restrict (CR 604, 611.3):
 * - "Creatures with power less than ~'s power can't block it." (Aura Gnarlid), "Creatures with
 *   flying can't block creatures you control." (Bower Passage): a restriction on blocks (CR
 *   509.1b) read from the attacker's side — each attacker named can't be blocked by the
 *   creatures named, which forbids exactly the same blocks.
 * - "Activated abilities of artifacts can't be activated." (Null Rod), "… unless they're mana
 *   abilities" (Damping Matrix): a restriction of every permanent named (CR 602.5, 101.2). It
 *   reaches permanents only: an ability that works from another zone, such as cycling, can still
 *   be activated (Collector Ouphe's and Cursed Totem's rulings).
 * - "Your opponents can't cast spells during your turn." (Dragonlord Dromoka), "Your opponents
 *   can't cast blue creature spells." (Llawan): a prohibition of the players named (CR 601.3).
 */
import type { Affected, Condition, Restriction, SpellFilter, StaticSpec } from '../../../engine';
import { parseObjects } from '../phrases/objects';

/**
 * "<creatures> can't block it / ~ / creatures you control": the attackers' restriction
 * `beBlockedBy` (evaluated with the attacker as the filter's source and its controller as
 * "you"). A filter that names the source ("less than ~'s power") is read only when the attacker
 * is the source itself; null when the sentence is not of this form or not understood.
 */
export function blockersCantBlock(body: string): StaticSpec | null {
  const m = /^(.+?) can't block (it|~|creatures you control)$/.exec(body);
  if (!m) return null;
  const self = m[2] !== 'creatures you control';
  // "Creatures with flying", "Blue creatures": the words of an object phrase start in lower case.
  let blockers = (m[1] as string).replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase());
  // "with power less than ~'s power" is the mentor wording "with lesser power" (the attacker's power).
  if (self)
    blockers = blockers
      .replace(/ with power less than ~'s power$/, ' with lesser power')
      .replace(/ with power greater than ~'s power$/, ' with greater power');
  if (blockers.includes('~')) return null;
  const ph = parseObjects(blockers);
  if (!ph || !ph.plural || ph.other || ph.filter.zone || !ph.filter.types?.includes('creature')) return null;
  if (!self && JSON.stringify(ph.filter).match(/"powerThanSource"|"notSource"|"chosen|"damagedBySource/)) return null;
  const affects: Affected = self ? { self: true } : { objects: { types: ['creature'], controller: 'you' } };
  return { affects, cant: [{ beBlockedBy: ph.filter }] };
}

/**
 * "Activated abilities of artifacts can't be activated", "Activated abilities of creatures your
 * opponents control can't be activated", "… unless they're mana abilities" (CR 602.5, 605): the
 * restriction of every permanent named; null when the sentence is not of this form.
 */
export function activationLock(body: string): StaticSpec | null {
  const m = /^Activated abilities of (.+?) can't be activated( unless they're mana abilities)?$/.exec(body);
  if (!m) return null;
  const ph = parseObjects(m[1] as string);
  if (!ph || !ph.plural || ph.other || ph.filter.zone) return null;
  const cant: Restriction = m[2] ? 'activateNonMana' : 'activate';
  return { affects: { objects: ph.filter }, cant: [cant] };
}

/** The keys of an object filter that a spell filter has too (its characteristics as it is cast). */
const SPELL_KEYS = new Set(['types', 'notTypes', 'subtypes', 'colors', 'notColors', 'manaValue', 'cardOnly']);

/**
 * "Your opponents can't cast spells", "Players can't cast noncreature spells", "… during your
 * turn" (CR 601.3: a player can't begin to cast a spell a rule or effect prohibits): the players'
 * restriction `cast`, whatever zone the spell would be cast from. Null when the sentence is not
 * of this form or names anything but the spells' own characteristics.
 */
export function castProhibition(body: string): StaticSpec | null {
  const m = /^(Your opponents|Players) can't cast (.+?)( during your turn)?$/.exec(body);
  if (!m) return null;
  const ph = parseObjects(m[2] as string);
  if (!ph || !ph.plural || ph.other || ph.filter.zone !== 'stack') return null;
  const { zone: _zone, ...rest } = ph.filter;
  void _zone;
  if (Object.keys(rest).some((k) => !SPELL_KEYS.has(k))) return null;
  const spells: SpellFilter = rest;
  const condition: Condition | undefined = m[3] ? { yourTurn: true } : undefined;
  return {
    affects: { players: m[1] === 'Players' ? 'each' : 'opponents' },
    cant: [{ cast: spells }],
    ...(condition ? { condition } : {}),
  };
}

/**
 * "All creatures able to block ~ do so." (Breaker of Armies), "All creatures able to block
 * enchanted creature do so." (Lure), "… equipped creature …" (Nemesis Mask), "All Walls able to
 * block ~ do so." (Marble Priest): a requirement on the defending player's creatures the phrase
 * names, carried by the attacker as `allAbleBlock` (CR 509.1c; the engine checks the declaration
 * obeys as many as it can). Null when the sentence is not of this form.
 */
export function lureStatic(body: string): StaticSpec | null {
  const m = /^All (.+?) able to block (~|enchanted creature|equipped creature) do so$/.exec(body);
  if (!m) return null;
  const ph = parseObjects(m[1] as string);
  // "Walls": only creatures block, so a filter without a card type names creatures of that kind.
  if (!ph || !ph.plural || ph.other || ph.filter.zone || (ph.filter.types && !ph.filter.types.includes('creature')))
    return null;
  if (JSON.stringify(ph.filter).match(/"powerThanSource"|"notSource"|"chosen|"damagedBySource|"controller"/))
    return null;
  const affects: Affected =
    m[2] === '~' ? { self: true } : m[2] === 'enchanted creature' ? { enchanted: true } : { equipped: true };
  return { affects, cant: [{ allAbleBlock: ph.filter }] };
}
