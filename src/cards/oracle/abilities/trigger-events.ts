/**
 * A triggered ability's event phrase (CR 603.2) → the trigger spec and what its pronouns refer
 * to: "When ~ enters", "Whenever a creature you control dies", "At the beginning of your upkeep",
 * "Whenever ~ blocks or becomes blocked by a non-Wall creature" (two events, each read on its own).
 */
import type { ObjectFilter, Ref, Subject, TriggerSpec } from '../../../engine';
import type { Build } from '../build';
import { parseObjects } from '../phrases/objects';
import { parseCondition } from '../phrases/conditions';
import { spend } from '../work';

export interface EventMatch {
  on: TriggerSpec;
  trigger: Build['trigger'];
  it?: Ref;
}

/** A permanent that left the battlefield: read as it last existed; moved as the new object (CR 603.10a, 400.7). */
const LEFT: Build['trigger'] = { object: 'permanent', moved: 'card' };

const SELF_OR_ENCHANTED: Record<string, 'self' | 'enchanted' | 'equipped'> = {
  '~': 'self',
  'enchanted creature': 'enchanted',
  'enchanted land': 'enchanted',
  'enchanted artifact': 'enchanted',
  'enchanted permanent': 'enchanted',
  'equipped creature': 'equipped',
};

/** "a creature", "another creature you control", "a land": a subject filter (singular). */
function subjectFilter(s: string): { filter: ObjectFilter; other?: boolean } | null {
  const m = /^(?:a|an|another) (.+)$/.exec(s);
  if (!m) return null;
  const ph = parseObjects(m[1] as string);
  if (!ph || ph.plural || ph.filter.zone) return null;
  return { filter: ph.filter, ...(ph.other || s.startsWith('another') ? { other: true } : {}) };
}

function subject(s: string): Subject | null {
  // "a creature dealt damage by ~ this turn" (Sengir Vampire; CR 120.3).
  if (s === 'a creature dealt damage by ~ this turn')
    return { filter: { types: ['creature'], damagedBySourceThisTurn: true } };
  // "~ or another creature (you control)": every such creature, this one included.
  const orAnother = /^~ or another (.+)$/.exec(s);
  if (orAnother) {
    const f = subjectFilter(`a ${orAnother[1]}`);
    return f ? { filter: f.filter } : null;
  }
  return SELF_OR_ENCHANTED[s] ?? subjectFilter(s);
}

const STEP_EVENTS: { re: RegExp; on: TriggerSpec; player?: boolean; it?: Ref }[] = [
  { re: /^At the beginning of your upkeep$/, on: { event: 'step', step: 'upkeep', whose: 'you' } },
  {
    re: /^At the beginning of each player's upkeep$/,
    on: { event: 'step', step: 'upkeep', whose: 'each' },
    player: true,
  },
  { re: /^At the beginning of each upkeep$/, on: { event: 'step', step: 'upkeep', whose: 'each' }, player: true },
  {
    re: /^At the beginning of each opponent's upkeep$/,
    on: { event: 'step', step: 'upkeep', whose: 'opponent' },
    player: true,
  },
  {
    re: /^At the beginning of the upkeep of enchanted (?:creature|land|enchantment|artifact|permanent)'s controller$/,
    on: { event: 'step', step: 'upkeep', whose: 'enchantedController' },
    player: true,
    it: { ref: 'enchanted' },
  },
  {
    re: /^At the beginning of the chosen player's upkeep$/,
    on: { event: 'step', step: 'upkeep', whose: 'chosenPlayer' },
    player: true,
  },
  { re: /^At the beginning of your draw step$/, on: { event: 'step', step: 'draw', whose: 'you' } },
  {
    re: /^At the beginning of each player's draw step$/,
    on: { event: 'step', step: 'draw', whose: 'each' },
    player: true,
  },
  {
    re: /^At the beginning of (?:the|each) end step$/,
    on: { event: 'step', step: 'end', whose: 'each' },
    player: true,
  },
  { re: /^At the beginning of your end step$/, on: { event: 'step', step: 'end', whose: 'you' } },
  { re: /^At the beginning of combat on your turn$/, on: { event: 'step', step: 'beginCombat', whose: 'you' } },
  { re: /^At end of combat$/, on: { event: 'step', step: 'endCombat', whose: 'each' } },
];

/** The event phrase → trigger spec and what its pronouns refer to; null if not understood. */
export function parseEvent(phrase: string): EventMatch | null {
  spend(phrase.length);
  for (const s of STEP_EVENTS)
    if (s.re.test(phrase))
      return { on: s.on, trigger: s.player ? { player: 'player' } : {}, ...(s.it ? { it: s.it } : {}) };
  // "When this Class becomes level 2" (CR 716.2a): its own level becomes N.
  let m = /^When ~ becomes level (\d+)$/.exec(phrase);
  if (m) return { on: { event: 'becomesLevel', level: Number(m[1]) }, trigger: {} };
  m = /^(?:When|Whenever) (.+?) enters$/.exec(phrase);
  if (m) {
    const what = subject(m[1] as string);
    return what ? { on: { event: 'zoneChange', what, to: 'battlefield' }, trigger: { object: 'permanent' } } : null;
  }
  m = /^(?:When|Whenever) (.+?) dies$/.exec(phrase);
  if (m) {
    const what = subject(m[1] as string);
    if (!what) return null;
    // "dies": put into a graveyard from the battlefield (CR 700.4); the subject is a creature.
    const w =
      typeof what === 'object'
        ? { ...what, filter: { ...what.filter, types: what.filter.types ?? ['creature'] } }
        : what;
    return { on: { event: 'zoneChange', what: w, from: 'battlefield', to: 'graveyard' }, trigger: LEFT };
  }
  m = /^(?:When|Whenever) (.+?) (?:is|are) put into (a|your|an opponent's) graveyard from the battlefield$/.exec(
    phrase,
  );
  if (m) {
    let what = subject(m[1] as string);
    // A card goes to its owner's graveyard (CR 400.3): "your graveyard" / "an opponent's
    // graveyard" is a condition on the owner, kept only where the subject is a filter.
    if (what && m[2] !== 'a') {
      if (typeof what !== 'object' || !('filter' in what) || what.filter.owner) return null;
      what = { ...what, filter: { ...what.filter, owner: m[2] === 'your' ? 'you' : 'opponent' } };
    }
    return what ? { on: { event: 'zoneChange', what, from: 'battlefield', to: 'graveyard' }, trigger: LEFT } : null;
  }
  m = /^(?:When|Whenever) (.+?) leaves the battlefield$/.exec(phrase);
  if (m) {
    const what = subject(m[1] as string);
    return what ? { on: { event: 'zoneChange', what, from: 'battlefield' }, trigger: LEFT } : null;
  }
  if (/^Whenever enchanted land is tapped for mana$/.test(phrase))
    return { on: { event: 'tappedForMana', what: 'enchanted' }, trigger: { object: 'permanent', player: 'player' } };
  m = /^Whenever (?:a|an) (.+) is tapped for mana$/.exec(phrase);
  if (m) {
    // "Whenever a Mountain is tapped for mana" (Gauntlet of Might): any permanent matching.
    const ph = parseObjects(m[1] as string);
    if (ph && !ph.plural && !ph.filter.zone && !ph.other)
      return {
        on: { event: 'tappedForMana', what: { filter: ph.filter } },
        trigger: { object: 'permanent', player: 'player' },
      };
  }
  m = /^Whenever (you|an opponent|a player) gains? life$/.exec(phrase);
  if (m)
    return {
      on: { event: 'lifeGained', who: m[1] === 'you' ? 'you' : m[1] === 'an opponent' ? 'opponent' : 'anyPlayer' },
      trigger: { player: 'player', amount: 'amount' },
    };
  if (phrase === 'Whenever a player taps a land for mana')
    return { on: { event: 'tappedForMana', what: 'anyLand' }, trigger: { object: 'permanent', player: 'player' } };
  m = /^Whenever (.+?) attacks and isn't blocked$/.exec(phrase);
  if (m) {
    const what = subject(m[1] as string);
    return what ? { on: { event: 'attacksUnblocked', what }, trigger: { object: 'permanent' } } : null;
  }
  m = /^Whenever (.+?) blocks (?:a|an) (.+)$/.exec(phrase);
  if (m) {
    const what = subject(m[1] as string);
    const ph = parseObjects(m[2] as string);
    return what && ph && !ph.plural && !ph.filter.zone
      ? { on: { event: 'blocks', what, attacker: ph.filter }, trigger: { object: 'attacker' } }
      : null;
  }
  m = /^Whenever (.+?) becomes blocked by (?:a|an) (.+)$/.exec(phrase);
  if (m) {
    const what = subject(m[1] as string);
    const ph = parseObjects(m[2] as string);
    return what && ph && !ph.plural && !ph.filter.zone
      ? { on: { event: 'becomesBlocked', what, by: ph.filter }, trigger: { object: 'blocker' } }
      : null;
  }
  m = /^Whenever (.+?) (attacks|blocks|becomes blocked|becomes tapped)$/.exec(phrase);
  if (m) {
    const what = subject(m[1] as string);
    if (!what) return null;
    const ev =
      m[2] === 'attacks'
        ? 'attacks'
        : m[2] === 'blocks'
          ? 'blocks'
          : m[2] === 'becomes blocked'
            ? 'becomesBlocked'
            : 'becomesTapped';
    return { on: { event: ev, what } as TriggerSpec, trigger: { object: 'permanent' } };
  }
  m = /^When (enchanted (?:land|creature|artifact|permanent)) becomes tapped$/.exec(phrase);
  if (m) return { on: { event: 'becomesTapped', what: 'enchanted' }, trigger: { object: 'permanent' } };
  m = /^Whenever (.+?) deals (combat )?damage(?: to (an opponent|a player|a creature))?$/.exec(phrase);
  if (m) {
    const what = subject(m[1] as string);
    if (!what) return null;
    const to =
      m[3] === 'an opponent' ? 'opponent' : m[3] === 'a player' ? 'player' : m[3] === 'a creature' ? 'creature' : 'any';
    return {
      on: { event: 'dealsDamage', what, to, ...(m[2] ? { combat: true } : {}) },
      trigger: { object: 'permanent', player: 'player', amount: 'amount' },
    };
  }
  m = /^Whenever (.+?) is dealt damage$/.exec(phrase);
  if (m) {
    const what = subject(m[1] as string);
    return what ? { on: { event: 'dealtDamage', what }, trigger: { object: 'permanent', amount: 'amount' } } : null;
  }
  if (phrase === "Whenever you're dealt damage")
    return { on: { event: 'dealtDamage', what: 'you' }, trigger: { player: 'player', amount: 'amount' } };
  m = /^Whenever (you|a player|an opponent) casts? (?:a|an) (.+?) spell$/.exec(phrase);
  if (m) {
    const ph = parseObjects(`${m[2]} spell`);
    if (!ph || ph.plural) return null;
    const { zone: _z, ...spell } = ph.filter;
    void _z;
    const by = m[1] === 'you' ? 'you' : m[1] === 'a player' ? 'anyPlayer' : 'opponent';
    return {
      on: { event: 'spellCast', by, ...(Object.keys(spell).length ? { spell } : {}) },
      trigger: { object: 'spell', player: 'player' },
    };
  }
  // A state trigger (CR 603.8): "When you control no Islands".
  m = /^When (.+)$/.exec(phrase);
  if (m && !/ (?:enters|dies|attacks|blocks|leaves|becomes|is put|deals|is dealt|casts?)\b/.test(m[1] as string)) {
    const cond = parseCondition(m[1] as string);
    if (cond) return { on: { event: 'state', condition: cond }, trigger: {} };
  }
  m = /^Whenever (you|a player|an opponent) casts? a spell$/.exec(phrase);
  if (m) {
    const by = m[1] === 'you' ? 'you' : m[1] === 'a player' ? 'anyPlayer' : 'opponent';
    return { on: { event: 'spellCast', by }, trigger: { object: 'spell', player: 'player' } };
  }
  return null;
}

/**
 * The trigger events one ability lists (CR 603.2: "When" and "Whenever" trigger alike on an
 * event): "When ~ attacks or blocks" (Time Elemental), "When ~ enters or dies", "Whenever ~
 * blocks or becomes blocked by a non-Wall creature" — two events, each read on its own and never
 * split again (so a text repeating "blocks or becomes blocked by" is read once, not in every way
 * it could split; issue 23); otherwise the one event. `keepRefusal`: whether an event's own
 * refusal is the ability's reason.
 */
export function triggerEvents(event: string): { events: string[]; keepRefusal: boolean } {
  if (/^(?:When|Whenever) ~ attacks or blocks$/.test(event))
    return { events: ['Whenever ~ attacks', 'Whenever ~ blocks'], keepRefusal: true };
  const orEvent =
    /^(When|Whenever) (.+?) (enters|dies|attacks|blocks|leaves the battlefield) or (enters|dies|attacks|blocks|leaves the battlefield)$/.exec(
      event,
    );
  if (orEvent && orEvent[3] !== orEvent[4])
    return {
      events: [orEvent[3], orEvent[4]].map((verb) => `${orEvent[1]} ${orEvent[2]} ${verb}`),
      keepRefusal: true,
    };
  const either = /^(Whenever .+?) blocks or becomes blocked by (.+)$/.exec(event);
  if (either)
    return {
      events: [`${either[1]} blocks ${either[2]}`, `${either[1]} becomes blocked by ${either[2]}`],
      keepRefusal: false,
    };
  return { events: [event], keepRefusal: true };
}
