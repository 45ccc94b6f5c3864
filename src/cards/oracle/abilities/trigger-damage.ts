/**
 * "Whenever X deals (combat / noncombat) damage (to an opponent / one of your opponents / a
 * player / a creature / you)" (CR 120.3, 510.2): one trigger per damage event (603.2c). X is a
 * trigger subject ("~", "a creature you control", "enchanted creature") or a source: "a source
 * you control", "a source an opponent controls" (any object that deals damage, spells included,
 * CR 120.2). "That creature", "it" is the creature that dealt it — or, "to a creature", the
 * creature dealt the damage; "that player" the player dealt the damage, except for "to you"
 * (where "that player" is another player in the card's words).
 */
import type { Subject } from '../../../engine';
import { parseObjects } from '../phrases/objects';
import { subject, type EventMatch } from './trigger-subject';

/** Who or what "deals damage to …" names (CR 120.3): "you" is the ability's controller. */
const DAMAGED: Record<string, 'opponent' | 'player' | 'creature' | 'you' | 'enchantedPlayer'> = {
  'an opponent': 'opponent',
  'one of your opponents': 'opponent',
  'a player': 'player',
  'a creature': 'creature',
  you: 'you',
  'enchanted player': 'enchantedPlayer',
};

/** "a source", "a source you control", "a source an opponent controls": any object dealing damage, by its controller. */
const SOURCE: Record<string, Subject> = {
  'a source': { filter: {} },
  'a source you control': { filter: { controller: 'you' } },
  'a source an opponent controls': { filter: { controller: 'opponent' } },
};

/** The event, null when this kind of phrase isn't understood, undefined when it isn't this kind. */
export function dealsDamageEvent(phrase: string): EventMatch | null | undefined {
  const m =
    /^(When|Whenever) (.+?) deals (combat |noncombat )?damage(?: to (an opponent|one of your opponents|a player|a creature|you|enchanted player))?$/.exec(
      phrase,
    );
  if (!m) return kindDamagedEvent(phrase);
  const source = SOURCE[m[2] as string];
  // "When" triggers as "Whenever" does (CR 603.2); only a source's damage is written so.
  if (m[1] === 'When' && !source) return undefined;
  const named = source ?? subject(m[2] as string);
  if (!named) return null;
  // "a permanent" is on the battlefield (CR 110.1): a spell dealing damage is not one.
  const what =
    !source && typeof named === 'object' && Object.keys(named.filter).length === 0
      ? { ...named, filter: { ...named.filter, zone: 'battlefield' as const } }
      : named;
  const to = m[4] ? DAMAGED[m[4]] : 'any';
  if (!to) return null;
  const combat = m[3] === 'combat ';
  // Combat damage to a player by the source or a creature its controller controls: the defending player (CR 510.1).
  const yours = what === 'self' || (typeof what === 'object' && what.filter.controller === 'you');
  const opponent = to === 'opponent' || (combat && to === 'player' && yours);
  return {
    on: {
      event: 'dealsDamage',
      what,
      to,
      ...(combat ? { combat: true } : {}),
      ...(m[3] === 'noncombat ' ? { noncombat: true } : {}),
    },
    trigger: {
      // "Whenever ~ deals combat damage to a creature, destroy that creature": "that creature" is
      // the creature dealt the damage (Dripping Dead), never the one that dealt it; the source is
      // "~" / "this creature". A source may be a spell, not a creature: "it" names nothing then.
      ...(to === 'creature' ? { object: 'target' } : source ? {} : { object: 'permanent' }),
      ...(to === 'you' || to === 'creature' ? {} : { player: 'player' }),
      amount: 'amount',
      ...(opponent ? { playerIsOpponent: true } : {}),
    },
  };
}

/**
 * "Whenever ~ deals damage to a Vampire, destroy that creature" (Vampire Slayer; CR 120.3): a
 * creature of that kind dealt damage by the source; "that creature" is the creature dealt it.
 * Only damage to a creature: a kind that is a creature type, or "a creature …" itself.
 */
function kindDamagedEvent(phrase: string): EventMatch | null | undefined {
  const m = /^Whenever (.+?) deals (combat )?damage to (?:a|an) (.+)$/.exec(phrase);
  if (!m) return undefined;
  const ph = parseObjects(m[3] as string);
  const what = subject(m[1] as string);
  if (!ph || ph.plural || ph.other || ph.filter.zone || !what) return null;
  const { types, ...rest } = ph.filter;
  // Only creatures, planeswalkers, battles and players are dealt damage (CR 120.1): a kind named
  // by creature types alone ("a Goblin or Orc") is a creature's here; other card types are not read.
  if (types && (types.length !== 1 || types[0] !== 'creature')) return null;
  if (!types && !rest.subtypes && !rest.anyOf) return null;
  return {
    on: {
      event: 'dealsDamage',
      what,
      to: 'creature',
      damaged: rest,
      ...(m[2] ? { combat: true } : {}),
    },
    trigger: { object: 'target', amount: 'amount' },
  };
}
