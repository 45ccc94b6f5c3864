/**
 * Triggered abilities (CR 603): "When/Whenever/At [event], [effect]". The event phrase becomes
 * a trigger spec; what "it", "that creature", "that player", "that much" mean comes from the
 * trigger's data (see the engine's vocabulary/triggers.ts).
 */
import type {
  Condition,
  ModeSpec,
  ObjectFilter,
  Ref,
  StepSpec,
  TriggerSpec,
  TriggeredSpec,
  ZoneName,
} from '../../../engine';
import { newBuild, type Build, type CardFacts } from '../build';
import { buildEffect } from '../effects';
import { parseObjects } from '../phrases/objects';
import { parseCondition } from '../phrases/conditions';
import { modeChoiceOf, readModalText } from './mode-header';
import { isRefusal, refuse, type AbilityCompiler, type Part } from './part';
import { attackData, namesAttached, subject, type EventMatch } from './trigger-subject';
import { moreEvents } from './trigger-events';
import { activateEvent } from './trigger-activate';
import { dealsDamageEvent } from './trigger-damage';
import { spend } from '../work';
import { delayedWhenever } from '../grammar/delayed-whenever';
import { exertAttackingTrigger, exertChoiceOnly, exertEvent } from './exert-attacking';
import { beforeDoOnce, doOnceEachTurn } from './do-once';
import { triggeredMana } from './triggered-mana';
import { readsOnlyNow } from './mana-ability';

/** A permanent that left the battlefield: read as it last existed; moved as the new object (CR 603.10a, 400.7). */
const LEFT: Build['trigger'] = { object: 'permanent', moved: 'card' };

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

/** Whether a step trigger watches each opponent's step. */
const whoseOpponent = (on: TriggerSpec): boolean => on.event === 'step' && on.whose === 'opponent';

/**
 * "When this creature dies, return this card to its owner's hand": an ability that triggers on
 * its own object leaving the battlefield finds the object it became in the zone it went to (CR
 * 400.7, 603.10a), so an instruction moving "this card" moves that card, not the permanent that
 * is gone (whose last-known information still answers "its power").
 */
/**
 * The event's trigger data, marked `opponentsObject` when its object is one an opponent controls
 * and it names no player ("Whenever a creature an opponent controls dies, that player loses 2
 * life"): "that player" is then that opponent, the only one in a two-player game (CR 102.2).
 */
function opponentsObject(event: EventMatch): Build['trigger'] {
  const what = (event.on as { what?: unknown }).what;
  const filter =
    typeof what === 'object' && what && 'filter' in what ? (what as { filter: ObjectFilter }).filter : null;
  if (!event.trigger?.object || event.trigger.player || filter?.controller !== 'opponent') return event.trigger;
  return { ...event.trigger, opponentsObject: true };
}

function movesTheCardItBecame(event: EventMatch, steps: StepSpec[]): void {
  const on = event.on;
  const moved = event.trigger?.moved;
  if (on.event !== 'zoneChange' || on.what !== 'self' || on.from !== 'battlefield' || !moved) return;
  for (const st of steps)
    if (st.do === 'moveTo' && 'ref' in st.what && st.what.ref === 'source') st.what = { ref: 'trigger', key: moved };
}

/**
 * The event phrase → trigger spec and what its pronouns refer to; null if not understood. "When
 * enchanted creature attacks", "When you sacrifice a Clue": "When" triggers as "Whenever" does
 * (CR 603.2: an ability triggers each time its event happens), so a "When" phrase not read as
 * such (a state trigger, "When you cast ~") is read as its "Whenever" phrase.
 */
export function parseEvent(phrase: string): EventMatch | null {
  const read =
    parseEventOnce(phrase) ??
    (phrase.startsWith('When ') ? parseEventOnce(`Whenever ${phrase.slice('When '.length)}`) : null);
  // Leaving the battlefield, matched as it last existed (CR 603.10a): not by what was attached to it.
  if (read?.on.event === 'zoneChange' && read.on.from === 'battlefield' && namesAttached(read.on.what)) return null;
  return read;
}

function parseEventOnce(phrase: string): EventMatch | null {
  // "When Casey & Raph enter", "Whenever Don & Raph attack": a name of two is "~" all the same.
  const exert = exertEvent(phrase);
  if (exert) return exert;
  const plural = pluralSelf(phrase);
  if (plural !== phrase) return parseEvent(plural);
  // "When ~ deals combat damage to a player": "When" triggers as "Whenever" does (CR 603.2).
  const when = /^When (~ deals (?:combat )?damage(?: to (?:a player|an opponent|a creature))?)$/.exec(phrase);
  if (when) return parseEvent(`Whenever ${when[1]}`);
  for (const s of STEP_EVENTS)
    if (s.re.test(phrase))
      return {
        on: s.on,
        // "each opponent's upkeep": "that player" is an opponent ("target creature that player controls").
        trigger: s.player ? { player: 'player', ...(whoseOpponent(s.on) ? { playerIsOpponent: true } : {}) } : {},
        ...(s.it ? { it: s.it } : {}),
      };
  // "When the last time counter is removed from ~" (vanishing, CR 702.63a).
  const last = /^When the last ([a-z]+) counter is removed from ~$/.exec(phrase);
  if (last) return { on: { event: 'lastCounterRemoved', counter: last[1] as string }, trigger: {} };
  // "When this Class becomes level 2" (CR 716.2a): its own level becomes N.
  let m = /^When ~ becomes level (\d+)$/.exec(phrase);
  if (m) return { on: { event: 'becomesLevel', level: Number(m[1]) }, trigger: {} };
  // "Whenever one or more creatures you control die", "… tokens you control enter", "… cards leave
  // your graveyard" (CR 603.2c): one trigger for the objects that move at the same time.
  m = /^Whenever one or more (.+?) (enter|die|leave the battlefield|leave your graveyard)$/.exec(phrase);
  if (m) {
    const ph = parseObjects(m[1] as string);
    if (!ph || !ph.plural || ph.filter.zone) return null;
    const verb = m[2] as string;
    const fromGraveyard = verb === 'leave your graveyard';
    // Cards leave a graveyard; permanents enter, die, leave the battlefield.
    if (fromGraveyard !== !!ph.filter.cardOnly || (fromGraveyard && (ph.other || ph.filter.owner))) return null;
    const filter = fromGraveyard
      ? { ...ph.filter, owner: 'you' as const }
      : verb === 'die'
        ? { ...ph.filter, types: ph.filter.types ?? ['creature'] }
        : ph.filter;
    const what = { filter, ...(ph.other ? { other: true } : {}) };
    const where =
      verb === 'enter'
        ? { to: 'battlefield' as const }
        : verb === 'die'
          ? { from: 'battlefield' as const, to: 'graveyard' as const }
          : { from: fromGraveyard ? ('graveyard' as const) : ('battlefield' as const) };
    return { on: { event: 'zoneChange', what, ...where, oneOrMore: true }, trigger: {} };
  }
  // "When ~ enters untapped", "Whenever a permanent you control enters tapped": tapped or not as
  // it entered, which is as the event happens (CR 603.2, 614.1c).
  m = /^(When|Whenever) (.+?) enters (tapped|untapped)$/.exec(phrase);
  if (m && (m[1] === 'When') === (m[2] === '~')) {
    const what = subject(m[2] as string);
    return what
      ? {
          on: { event: 'zoneChange', what, to: 'battlefield' },
          trigger: { object: 'permanent' },
          while: { is: { ref: 'trigger', key: 'permanent' }, matches: { tapped: m[3] === 'tapped' } },
        }
      : null;
  }
  // "When ~ enters from a graveyard" (unearth, reanimation), "Whenever a creature enters from your
  // graveyard" (CR 603.6a): from that zone. A card in "your graveyard" is one you own (CR 404.2):
  // the filter's owner; ~'s own "your graveyard" (an owner other than its controller) is not read.
  m = /^(?:When|Whenever) (.+?) enters from (a|your) graveyard$/.exec(phrase);
  if (m) {
    let what = subject(m[1] as string);
    if (what && m[2] === 'your') {
      if (typeof what !== 'object' || !('filter' in what) || what.orSelf || what.filter.owner) return null;
      what = { ...what, filter: { ...what.filter, owner: 'you' } };
    }
    return what
      ? { on: { event: 'zoneChange', what, from: 'graveyard', to: 'battlefield' }, trigger: { object: 'permanent' } }
      : null;
  }
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
    // "When ~ is put into your graveyard from the battlefield" (Zodiac Dragon): it went to its
    // owner's graveyard (CR 400.3), so it triggers only if that is its controller as it left
    // (603.10a), a condition of the event (603.2): the card in the graveyard is one "you" own.
    if (what === 'self' && m[2] === 'your')
      return {
        on: { event: 'zoneChange', what, from: 'battlefield', to: 'graveyard' },
        trigger: LEFT,
        while: { is: { ref: 'trigger', key: 'card' }, matches: { owner: 'you', zone: 'graveyard' } },
      };
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
  // "Whenever enchanted Forest is tapped for mana" (Utopia Sprawl): the host, while it is one (CR 106.12a).
  m = /^Whenever enchanted (Plains|Island|Swamp|Mountain|Forest) is tapped for mana$/.exec(phrase);
  if (m)
    return {
      on: { event: 'tappedForMana', what: { filter: { subtypes: [m[1] as string] }, enchanted: true } },
      trigger: { object: 'permanent', player: 'player' },
    };
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
  // "Whenever you tap a Swamp for mana", "Whenever an opponent taps an artifact for mana" (CR
  // 106.12a): only a permanent's controller activates its mana abilities (602.1), so the one
  // who taps it is its controller; "that player" is that player.
  m = /^Whenever (you|a player|an opponent) taps? (?:a|an) (.+) for mana$/.exec(phrase);
  if (m && (m[1] === 'you') === /^Whenever you tap /.test(phrase)) {
    const ph = parseObjects(m[2] as string);
    if (!ph || ph.plural || ph.filter.zone || ph.other || ph.filter.controller || ph.filter.tapped !== undefined)
      return null;
    const controller = m[1] === 'you' ? 'you' : m[1] === 'an opponent' ? 'opponent' : undefined;
    return {
      on: { event: 'tappedForMana', what: { filter: { ...ph.filter, ...(controller ? { controller } : {}) } } },
      trigger: {
        object: 'permanent',
        player: 'player',
        ...(controller === 'opponent' ? { playerIsOpponent: true } : {}),
      },
    };
  }
  m = /^Whenever (.+?) attacks and isn't blocked$/.exec(phrase);
  if (m) {
    const what = subject(m[1] as string);
    return what
      ? { on: { event: 'attacksUnblocked', what }, trigger: attackData(what, { object: 'permanent' }) }
      : null;
  }
  m = /^Whenever (.+?) blocks (?:a|an) (.+)$/.exec(phrase);
  if (m) {
    const what = subject(m[1] as string);
    const ph = parseObjects(m[2] as string);
    return what && ph && !ph.plural && !ph.filter.zone
      ? { on: { event: 'blocks', what, attacker: ph.filter }, trigger: { object: 'attacker' } }
      : null;
  }
  // "Whenever a creature without flanking blocks ~" (flanking, CR 702.25a): once for each such
  // blocker (509.1i), as "becomes blocked by" a creature of that kind is.
  m = /^Whenever (?:a|an) (.+) blocks ~$/.exec(phrase);
  if (m) {
    const ph = parseObjects(m[1] as string);
    return ph && !ph.plural && !ph.filter.zone && !ph.other
      ? { on: { event: 'becomesBlocked', what: 'self', by: ph.filter }, trigger: { object: 'blocker' } }
      : null;
  }
  // "Whenever ~ blocks or becomes blocked by one or more black creatures" (CR 509.1h–i, 603.2c):
  // a creature blocks one attacker here, so "blocks one or more" is "blocks a"; "becomes blocked
  // by one or more" triggers once. "It" is the blocking or blocked creature (equipped creature:
  // Hedron Blade); the other side names no one creature: not given.
  m = /^Whenever (.+?) (blocks|becomes blocked by) one or more (.+)$/.exec(phrase);
  if (m) {
    const what = subject(m[1] as string);
    const ph = parseObjects(m[3] as string);
    if (!what || !ph || !ph.plural || ph.filter.zone || ph.other) return null;
    const trigger = { object: 'permanent' };
    return m[2] === 'blocks'
      ? { on: { event: 'blocks', what, attacker: ph.filter }, trigger }
      : { on: { event: 'becomesBlocked', what, by: ph.filter, oneOrMore: true }, trigger };
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
    // "Whenever an opponent attacks": a player, not an object (trigger-events.ts).
    if (!what) return moreEvents(phrase, parseEvent);
    const ev =
      m[2] === 'attacks'
        ? 'attacks'
        : m[2] === 'blocks'
          ? 'blocks'
          : m[2] === 'becomes blocked'
            ? 'becomesBlocked'
            : 'becomesTapped';
    const named = { object: 'permanent' };
    // An attacking creature's trigger ("attacks", "becomes blocked") knows the defending player (CR 506.2).
    const attacking = ev === 'attacks' || ev === 'becomesBlocked';
    return { on: { event: ev, what } as TriggerSpec, trigger: attacking ? attackData(what, named) : named };
  }
  m = /^When (enchanted (?:land|creature|artifact|permanent)) becomes tapped$/.exec(phrase);
  if (m) return { on: { event: 'becomesTapped', what: 'enchanted' }, trigger: { object: 'permanent' } };
  m = /^Whenever (.+?) deals (combat )?damage to a player or (battle|planeswalker)$/.exec(phrase);
  if (m) {
    // CR 120.3, 310.6, 306.8: a player, or a battle / planeswalker, dealt damage; "that player"
    // is not named (it may be a permanent).
    const what = subject(m[1] as string);
    if (!what) return null;
    const to = m[3] === 'battle' ? 'playerOrBattle' : 'playerOrPlaneswalker';
    return {
      on: { event: 'dealsDamage', what, to, ...(m[2] ? { combat: true } : {}) },
      trigger: { object: 'permanent', amount: 'amount' },
    };
  }
  const damage = dealsDamageEvent(phrase);
  if (damage !== undefined) return damage;
  // "Whenever one or more creatures you control deal combat damage to a player" (CR 603.2c): one
  // trigger for each player dealt combat damage by them at once; "that player" is that player.
  // "… to one or more players", "… to one or more of your opponents": creatures you control deal
  // combat damage only to the player they attack (CR 510.1a; two players, so the one opponent):
  // the same one trigger.
  m =
    /^Whenever one or more (.+?) deal (combat )?damage to (a player|an opponent|one of your opponents|one or more players|one or more of your opponents)$/.exec(
      phrase,
    );
  if (m) {
    const ph = parseObjects(m[1] as string);
    if (!ph || !ph.plural || ph.other || ph.filter.zone) return null;
    if (m[3]?.startsWith('one or more') && (!m[2] || ph.filter.controller !== 'you')) return null;
    const what = { filter: ph.filter };
    const yours = ph.filter.controller === 'you';
    const to = m[3] === 'a player' || m[3] === 'one or more players' ? 'player' : 'opponent';
    return {
      on: { event: 'dealsDamage', what, to, oneOrMore: true, ...(m[2] ? { combat: true } : {}) },
      trigger: { player: 'player', ...(to === 'opponent' || (m[2] && yours) ? { playerIsOpponent: true } : {}) },
    };
  }
  // "Whenever a source deals damage to ~" (CR 120.3): once for each source dealing it damage, as
  // "is dealt damage" is watched (one damage event per source and what it's dealt to). "That
  // source" is not named by the data.
  m = /^Whenever a source deals damage to (~|enchanted creature)$/.exec(phrase);
  if (m) phrase = `Whenever ${m[1]} is dealt damage`;
  m = /^(?:When|Whenever) (.+?) is dealt (combat )?damage$/.exec(phrase);
  if (m) {
    // "is dealt combat damage" (CR 510.2): only damage dealt in a combat damage step. "When
    // enchanted creature is dealt damage" triggers as "Whenever" does (CR 603.2).
    const what = subject(m[1] as string);
    const on: TriggerSpec | null = what
      ? { event: 'dealtDamage', what, ...(m[2] ? { combat: true as const } : {}) }
      : null;
    return on ? { on, trigger: { object: 'permanent', amount: 'amount' } } : null;
  }
  if (phrase === "Whenever you're dealt damage")
    return { on: { event: 'dealtDamage', what: 'you' }, trigger: { player: 'player', amount: 'amount' } };
  // "Whenever you cast a creature spell", "… an instant or sorcery spell", "… a spell with mana
  // value 4 or greater", "… a creature spell with power 5 or greater", "… from anywhere other
  // than your hand" (CR 601.2i): the rest names a spell (an object on the stack).
  // "Whenever you cast another spell that has flash": a permanent's spell is never itself (it is
  // on the battlefield, the spell on the stack, CR 400.7), so "another" adds nothing.
  m = /^Whenever you cast another (.+)$/.exec(phrase);
  if (m && !/ from /.test(m[1] as string)) {
    const ph = parseObjects(m[1] as string);
    if (ph && !ph.plural && !ph.other && ph.filter.zone === 'stack') return parseEvent(`Whenever you cast a ${m[1]}`);
  }
  m = /^Whenever (you|a player|an opponent) casts? (or cop(?:y|ies) )?(?:a|an) (.+)$/.exec(phrase);
  if (m) {
    // Where it was cast from (a copy is cast from nowhere, CR 707.10): "from anywhere other than
    // your hand", "from your hand", "from your graveyard", "from exile".
    const fromWords = / from (anywhere other than (?:your|their) hand|(?:your|their|a) (?:hand|graveyard)|exile)$/.exec(
      m[3] as string,
    );
    const notFromHand = fromWords?.[1]?.startsWith('anywhere');
    const from =
      fromWords && !notFromHand ? (/(hand|graveyard|exile)$/.exec(fromWords[1] as string)?.[1] as ZoneName) : null;
    const rest = (m[3] as string).slice(0, fromWords ? fromWords.index : undefined);
    const ph = / from /.test(rest) ? null : parseObjects(rest);
    if (ph && !ph.plural && !ph.other && ph.filter.zone === 'stack' && !(fromWords && m[2])) {
      const { zone: _z, ...spell } = ph.filter;
      void _z;
      const by = m[1] === 'you' ? 'you' : m[1] === 'a player' ? 'anyPlayer' : 'opponent';
      return {
        on: {
          event: 'spellCast',
          by,
          ...(Object.keys(spell).length ? { spell } : {}),
          ...(m[2] ? { orCopy: true } : {}),
          ...(notFromHand ? { notFromHand: true } : {}),
          ...(from ? { from } : {}),
        },
        trigger: { object: 'spell', player: 'player' },
      };
    }
  }
  const more = moreEvents(phrase, parseEvent);
  if (more) return more;
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
 * A trigger event about "~" whose name is of two, with its verbs in the plural ("When Casey &
 * Raph enter", "Whenever Don & Raph attack", "Whenever ~ enter or attack"), in the singular.
 */
function pluralSelf(phrase: string): string {
  const m = /^((?:When|Whenever) ~ )(enter|attack|deal|die|block)\b(.*)$/.exec(phrase);
  if (!m) return phrase;
  const rest = (m[3] as string).replace(/^ or (enter|attack|die|block)\b/, ' or $1s');
  return `${m[1]}${m[2]}s${rest}`;
}

/**
 * The trigger events one ability lists (CR 603.2: "When" and "Whenever" trigger alike on an
 * event): "When ~ attacks or blocks" (Time Elemental), "When ~ enters or dies", "Whenever ~
 * blocks or becomes blocked by a non-Wall creature", "Whenever ~ attacks or becomes the target of a
 * spell", "Whenever A and whenever B" — two events, each read on its own and never
 * split again, so a text repeating "blocks or becomes blocked by" is read once, not in every way
 * it could split (issue 23); otherwise the one event. `keepRefusal`: whether an event's own
 * refusal is the ability's reason.
 */
function triggerEvents(phrase: string): { events: string[]; keepRefusal: boolean } {
  const event = pluralSelf(phrase);
  if (/^(?:When|Whenever) ~ attacks or blocks$/.test(event))
    return { events: ['Whenever ~ attacks', 'Whenever ~ blocks'], keepRefusal: true };
  const orEvent =
    /^(When|Whenever) (.+?) (enters|dies|attacks|blocks|leaves the battlefield|transforms into ~) or (enters|dies|attacks|blocks|becomes blocked|leaves the battlefield|is turned face up|transforms into ~|becomes the target of a spell(?: or ability)?(?: an opponent controls)?|becomes tapped|deals combat damage to a player|is put into a graveyard from the battlefield|becomes monstrous)$/.exec(
      event,
    );
  if (orEvent && orEvent[3] !== orEvent[4])
    return {
      events: [orEvent[3], orEvent[4]].map((verb) => `${orEvent[1]} ${orEvent[2]} ${verb}`),
      keepRefusal: true,
    };
  // "Whenever an enchantment you control enters and whenever you fully unlock a Room" (eerie):
  // either event, each read on its own. Not two of one kind ("Whenever a Dwarf you control enters
  // and whenever an Equipment you control enters"): one object could be both, and the one
  // ability triggers once for that event, not twice.
  const both = /^(Whenever .+?) and whenever (.+)$/.exec(event);
  if (both && /\S+$/.exec(both[1] as string)?.[0] !== /\S+$/.exec(both[2] as string)?.[0])
    return { events: [both[1] as string, `Whenever ${both[2]}`], keepRefusal: false };
  // "Whenever this creature or enchanted creature attacks" (bestow), "Whenever ~ or equipped
  // creature deals combat damage to a player" (reconfigure): ~ as a creature, or what it is
  // attached to; never both at once (a bestowed Aura or an attached reconfigure Equipment isn't a
  // creature, CR 702.103b, 702.151b): either event, each read on its own.
  const orAttached = /^(When|Whenever) ~ or (enchanted|equipped) creature (.+)$/.exec(event);
  if (orAttached)
    return {
      events: [`${orAttached[1]} ~ ${orAttached[3]}`, `${orAttached[1]} ${orAttached[2]} creature ${orAttached[3]}`],
      keepRefusal: true,
    };
  // "At the beginning of each of your main phases" (Frontier Siege): the precombat main phase and
  // every postcombat one (CR 505.1a), each read on its own.
  if (event === 'At the beginning of each of your main phases')
    return {
      events: [
        'At the beginning of your precombat main phase',
        'At the beginning of each of your postcombat main phases',
      ],
      keepRefusal: true,
    };
  // "At the beginning of your upkeep and whenever you cast a red spell, …" (the Shrines): a
  // step's beginning (CR 603.2b) and another event, never one event: either, each read on its own.
  const stepAnd = /^(At the beginning of .+?) and whenever (.+)$/.exec(event);
  if (stepAnd) return { events: [stepAnd[1] as string, `Whenever ${stepAnd[2]}`], keepRefusal: false };
  // "Whenever you cast a red spell or a Mountain you control enters" (the Magus Staffs): a spell
  // becoming cast (CR 601.2i) and a permanent entering (603.6a) are two events, each read on its own.
  const castOrEnters = /^Whenever (you|a player|an opponent) (casts? (?:a|an) .+? spell) or ((?:a|an) .+ enters)$/.exec(
    event,
  );
  if (castOrEnters)
    return {
      events: [`Whenever ${castOrEnters[1]} ${castOrEnters[2]}`, `Whenever ${castOrEnters[3]}`],
      keepRefusal: false,
    };
  // "When you cast or cycle ~" (CR 601.2i, 702.29c): the spell becoming cast, or the card cycled
  // (a discard from hand), two events that never happen at once.
  if (event === 'When you cast or cycle ~')
    return { events: ['When you cast ~', 'When you cycle ~'], keepRefusal: true };
  // "Whenever you play a land or cast a spell" (CR 305.1, 601.2i): two events that never happen at once.
  const landOrSpell = /^Whenever (you|a player|an opponent) (plays? a land) or (casts? a spell)$/.exec(event);
  if (landOrSpell)
    return {
      events: [`Whenever ${landOrSpell[1]} ${landOrSpell[2]}`, `Whenever ${landOrSpell[1]} ${landOrSpell[3]}`],
      keepRefusal: true,
    };
  // "When ~ enters and at the beginning of your upkeep", "When ~ enters and whenever you cast a
  // spell with mana value 4 or greater", "… and whenever it deals combat damage to a player"
  // ("it" is ~): either event, each read on its own.
  const entersAnd = /^When (~) enters and (whenever|at) (.+)$/.exec(event);
  if (entersAnd) {
    const second = `${entersAnd[2] === 'at' ? 'At' : 'Whenever'} ${(entersAnd[3] as string).replace(/^it /, '~ ')}`;
    return { events: ['When ~ enters', second], keepRefusal: false };
  }
  // "When you cycle ~ and when ~ dies", "When ~ enters and when you sacrifice it", "When you cast
  // ~ and whenever ~ attacks", "Whenever an opponent casts a spell during your turn and when ~
  // dies" ("it" is ~): either event, each read on its own; not two of one kind (as above).
  const mixed = /^((?:When|Whenever) .+?) and (when|whenever) (.+)$/.exec(event);
  if (mixed && /\S+$/.exec(mixed[1] as string)?.[0] !== /\S+$/.exec(mixed[3] as string)?.[0]) {
    const rest = (mixed[3] as string).replace(/^it /, '~ ').replace(/ it$/, ' ~');
    return { events: [mixed[1] as string, `${mixed[2] === 'when' ? 'When' : 'Whenever'} ${rest}`], keepRefusal: false };
  }
  const either = /^(Whenever .+?) blocks or becomes blocked by (.+)$/.exec(event);
  if (either)
    return {
      events: [`${either[1]} blocks ${either[2]}`, `${either[1]} becomes blocked by ${either[2]}`],
      keepRefusal: false,
    };
  return { events: [event], keepRefusal: true };
}

/**
 * A triggered ability's text split as [event, intervening "if" condition, effect] (CR 603.1,
 * 603.4): the event ends at its first comma, except the commas of a list of single words in a
 * cast or activation trigger ("Whenever you cast an instant, sorcery, or Wizard spell, …",
 * "Whenever an opponent activates an ability of an artifact, creature, or land, …") or right
 * after an article ("Whenever another Frog, Rabbit, Raccoon, or Squirrel you control enters, …").
 */
function splitTrigger(text: string): RegExpExecArray | null {
  const listed = new RegExp(
    `^((?:When|Whenever) (?:[^,]|, (?=${LIST_ITEM}))+), (?!${LIST_ITEM})(?:if (.+?), )?(.+)$`,
    's',
  ).exec(text);
  if (
    listed?.[1]?.includes(', ') &&
    (/^(?:When|Whenever) (?:you|a player|an opponent) (?:casts?|activates? an ability of) /.test(listed[1]) ||
      // A list right after its article: "Whenever a Mutant, Ninja, or Turtle you control enters",
      // "Whenever one or more Scouts, Pirates, and/or Rogues you control deal combat damage",
      // "Whenever you discard an Island, Pirate, or Vehicle card".
      LISTED_NOUN.test(listed[1])) &&
    // The list ends with "or X" / "and/or X": "Whenever you cast a noncreature spell, Birds, Frogs,
    // Otters, and Rats you control get +1/+1" has its list in the effect.
    /, (?:or|and\/or) [^,]*$/.test(listed[1])
  )
    return listed;
  return /^((?:When|Whenever|At) [^,]+?), (?:if (.+?), )?(.+)$/s.exec(text);
}
/** An event whose first comma ends the first word after an article: a list of single words begins there. */
const LISTED_NOUN = /^(?:When|Whenever) [^,]*?\b(?:a|an|another|one or more(?: other)?) [A-Za-z'-]+, /;
/** What follows a list's comma: "or Wizard", "and/or X", or the next single word and its comma. */
const LIST_ITEM = "(?:or|and/or) |[A-Za-z'-]+, ";

export const triggered: AbilityCompiler = (text, card) => {
  spend(text.length);
  // "… This ability triggers only once each turn." (CR 603.2h): one trigger event only, since
  // an ability read as one per event would count each event apart.
  const once = /^(.*\S)\s+This ability triggers only once each turn\.$/s.exec(text);
  if (once) {
    const part = triggered(once[1] as string, card);
    if (!part || isRefusal(part)) return part;
    const specs = part.triggered ?? [];
    if (specs.length !== 1 || Object.keys(part).length !== 1)
      return refuse('"This ability triggers only once each turn" on more than one trigger event is not understood');
    return { triggered: [{ ...(specs[0] as TriggeredSpec), triggersOnceEachTurn: true, text }] };
  }
  // "… you may … . Do this only once each turn." (CR 603.2h): ./do-once.ts.
  const beforeOnce = beforeDoOnce(text);
  if (beforeOnce) {
    const part = triggered(beforeOnce, card);
    return !part || isRefusal(part) ? part : doOnceEachTurn(part, text);
  }
  // "You may exert ~ as it attacks. When you do, …" (CR 701.43a, 603.12): its reflexive ability.
  const choice = exertChoiceOnly(text);
  if (choice) return choice;
  const exert = exertAttackingTrigger(text);
  if (exert) {
    const part = triggered(exert, card);
    return part && !isRefusal(part) ? { triggered: (part.triggered ?? []).map((t) => ({ ...t, text })) } : part;
  }
  const m = splitTrigger(text);
  if (!m) return null;
  const { events, keepRefusal } = triggerEvents(m[1] as string);
  if (events.length === 1) return triggeredOn(text, card);
  const parts = events.map((event) => triggeredOn(`${event}, ${m[2] ? `if ${m[2]}, ` : ''}${m[3]}`, card));
  if (parts.some((p) => !p || isRefusal(p)))
    return (
      (keepRefusal ? parts.find((p) => p && isRefusal(p)) : null) ?? refuse(`the trigger "${m[1]}" is not understood`)
    );
  return { triggered: parts.flatMap((p) => (p as Part).triggered ?? []) };
};

/** "if this card is in your graveyard" (CR 113.6, 603.4): the source, still in its owner's graveyard. */
const IN_GRAVEYARD: Condition = { is: { ref: 'source' }, matches: { zone: 'graveyard' } };

/** One triggered ability on one trigger event (never split into events again). */
/**
 * Why a triggered ability that returns its card from the graveyard (CR 113.6: it works only
 * there) is not read, or null: its event or intervening "if" is about the card itself or what it
 * was attached to (a leaves-the-battlefield ability that looks back in time, CR 603.10a, works
 * on the battlefield); another instruction names the card (the new object once it moved, 400.7);
 * or the card is an Aura (put onto the battlefield, it must be attached to something, 303.4f).
 */
function graveyardTriggerRefusal(
  on: TriggeredSpec['on'],
  condition: Condition | undefined,
  steps: readonly StepSpec[],
  card: CardFacts,
  inGraveyard: boolean,
): string | null {
  const about = JSON.stringify([on, condition ?? null]);
  if (/"self"|"source"|"enchanted"|"equipped"/.test(about))
    return 'a trigger about the card itself or what it was attached to, with its effect from the graveyard';
  const named = steps.filter((s) => JSON.stringify(s).includes('"source"'));
  // "If you do, return this card from your graveyard to your hand. Otherwise, exile this card"
  // (recover, CR 702.59a): two moves of the card, in exclusive branches, each of it as it is there.
  const naming = exclusiveMoves(named) ? 1 : named.length;
  if (naming > 1 || (naming === 0 && !inGraveyard))
    return 'another instruction names the card returned from the graveyard';
  if (naming === 0) return null;
  if (/\bAura\b/.test(card.typeLine)) return 'an Aura returned from the graveyard to the battlefield (CR 303.4f)';
  // A card put into a graveyard "from anywhere" is seen from where things are just after (CR
  // 603.6c, 603.10): this card arriving with it would see it, which graveyard watchers don't model.
  if (on.event === 'zoneChange' && !on.from && on.to === 'graveyard')
    return 'a card put into a graveyard "from anywhere", watched from the graveyard (CR 603.10)';
  return null;
}

/** Two moves of the card itself, one done only when the other is not (a condition and its negation). */
function exclusiveMoves(steps: readonly StepSpec[]): boolean {
  const [a, z] = steps;
  if (steps.length !== 2 || a?.do !== 'moveTo' || z?.do !== 'moveTo') return false;
  if (a.what.ref !== 'source' || z.what.ref !== 'source' || !a.when || !z.when) return false;
  // "Otherwise": not done — not chosen, or (`as`) chosen and not carried out (CR 608.2c).
  const done = [a.when, ...(a.as ? [{ all: [a.when, { var: a.as }] }] : [])];
  return done.some((d) => JSON.stringify(z.when) === JSON.stringify({ not: d }));
}

/**
 * "Whenever ~ attacks while you control a Dinosaur" (CR 603.2): the event and the condition it
 * happens under, checked as it happens (not again on resolution, unlike an intervening "if",
 * 603.4), or null. Not a condition on where the source is ("while it's exiled", "while ~ is in
 * your graveyard": abilities that work from another zone, CR 113.6) nor on what is under way
 * ("while casting", "while scrying", "while activating").
 */
function eventWhile(phrase: string): { event: EventMatch; condition: string } | null {
  // "Whenever one or more cards leave your graveyard during your turn", "Whenever you draw a card
  // during an opponent's turn" (CR 603.2): whose turn it is as the event happens, which names no
  // object, so it reads as well after a permanent left the battlefield (603.10a). Two players:
  // an opponent's turn is a turn that isn't yours (CR 102.2).
  const d = /^((?:When|Whenever) .+?) during (your|an opponent's) turn$/.exec(phrase);
  if (d) {
    const event = parseEvent(d[1] as string);
    return event ? { event, condition: d[2] === 'your' ? "it's your turn" : "it's not your turn" } : null;
  }
  const w = /^((?:When|Whenever) .+?) while (.+)$/.exec(phrase);
  if (!w || /\b(?:exiled|graveyard|library|hand|casting|scrying|activating|attacking|blocking)\b/.test(w[2] as string))
    return null;
  const event = parseEvent(w[1] as string);
  // Checked after a permanent left the battlefield, "it" would be the new object (CR 400.7): not read.
  if (!event || (event.on.event === 'zoneChange' && event.on.from === 'battlefield')) return null;
  return { event, condition: w[2] as string };
}

const triggeredOn: AbilityCompiler = (text, card) => {
  const m = splitTrigger(text);
  if (!m) return null;
  // "Whenever you activate an ability, if it isn't a mana ability" (Harsh Mentor): whether an
  // ability is a mana ability never changes (CR 605.1a), so the intervening "if" (603.4) is the
  // event's own "that isn't a mana ability".
  const notMana = m[2] === "it isn't a mana ability" ? activateEvent(`${m[1]} that isn't a mana ability`) : null;
  const cond = notMana ? undefined : m[2];
  // The event read once (work linear in the text, issue 23); "while …" only where it isn't one.
  const direct = notMana ?? parseEvent(m[1] as string);
  const whileOf = direct ? null : eventWhile(m[1] as string);
  const event = whileOf?.event ?? direct;
  if (!event) return refuse(`the trigger "${m[1]}" is not understood`);
  // "the chosen player" is known only when the card chooses an opponent as it enters.
  if (event.on.event === 'step' && event.on.whose === 'chosenPlayer' && !card.choosesOpponent)
    return refuse('"the chosen player" is chosen by an ability that is not understood');
  const mana = event.on.event === 'tappedForMana' ? triggeredMana(event.on.what, m[3] as string, card) : null;
  if (mana) {
    // "if there are three or more tide counters on ~" (intervening, CR 603.4), "while you're the
    // monarch" (603.2): a mana ability triggers and resolves at one moment (605.4a), so both are
    // checked then; only its source and controller are read ("it", the tapped permanent, is not).
    const tapped: Ref = { ref: 'trigger', key: 'permanent' };
    const ifC = cond ? parseCondition(cond, tapped) : undefined;
    const whileC = whileOf ? parseCondition(whileOf.condition, tapped) : event.while;
    if (ifC === null || whileC === null || (ifC && !readsOnlyNow(ifC)) || (whileC && !readsOnlyNow(whileC)))
      return refuse(`the condition of a triggered mana ability "${cond ?? whileOf?.condition}" is not understood`);
    const conditions = { ...(ifC ? { condition: ifC } : {}), ...(whileC ? { while: whileC } : {}) };
    return { triggered: [{ on: event.on, ...conditions, manaAbility: mana, steps: [], text }] };
  }
  // CR 605.1b: triggered by tapping for mana and adding mana, it is a mana ability (no stack).
  if (event.on.event === 'tappedForMana' && /\badds? /i.test(m[3] as string))
    return refuse('a triggered mana ability other than "adds an additional {G}" is not enforced yet (CR 605.1b)');
  // "if it's attacking": "it" is the event's object, or the source when the event names none.
  const itOfEvent: Ref | null =
    event.it ??
    (event.trigger?.object
      ? { ref: 'trigger', key: event.trigger?.object }
      : event.trigger?.player
        ? null
        : { ref: 'source' });
  // "if that player has no cards in hand": the player the event names, as its effect reads "that player".
  const playerOfEvent: Ref | null = event.trigger?.player
    ? { ref: 'trigger', key: event.trigger.player }
    : event.trigger?.attackedNamed && event.trigger.defending
      ? { ref: 'trigger', key: event.trigger.defending }
      : null;
  // "if this card is in your graveyard[, and …]": an ability that works only from its owner's
  // graveyard (CR 113.6), the card still there as it triggers and as it resolves (603.4).
  const inGraveyard = cond ? /^~ is in your graveyard(?: and (.+))?$/s.exec(cond) : null;
  const condText = inGraveyard ? inGraveyard[1] : cond;
  const rest = condText ? parseCondition(condText, itOfEvent, playerOfEvent) : undefined;
  if (rest === null) return refuse(`the condition "if ${cond}" is not understood`);
  // "Whenever a Mountain you control enters, if you control at least five other Mountains":
  // "other" may mean other than the event's object, not the source (the grammar reads the source).
  const aboutSelf = (event.on as { what?: unknown }).what === 'self';
  if (rest && event.trigger?.object && !aboutSelf && JSON.stringify(rest).includes('"notSource"'))
    return refuse(`"other" in the condition "if ${cond}" may mean other than the triggering object`);
  const condition: Condition | undefined = inGraveyard ? (rest ? { all: [IN_GRAVEYARD, rest] } : IN_GRAVEYARD) : rest;
  const during = whileOf ? parseCondition(whileOf.condition, itOfEvent) : event.while;
  if (during === null) return refuse(`the trigger "${m[1]}" is not understood`);
  const whileSpec = during ? { while: during } : {};
  // "When ~ enters, choose one —\n• …\n• …": a modal triggered ability (CR 603.3c, 700.2).
  const modal = readModalText(m[3] as string);
  const trigger = opponentsObject(event);
  if (modal) {
    const options: ModeSpec[] = [];
    for (const [i, modeText] of modal.modes.entries()) {
      const mb = newBuild(card, trigger);
      if (condition && 'is' in condition) mb.it = condition.is;
      else if (event.it) mb.it = event.it;
      const failed = buildEffect(modeText, mb);
      if (failed !== null) return refuse(`no template matches "${failed}"`);
      options.push({ text: modal.labels[i] ?? modeText, targets: mb.targets, steps: mb.steps });
    }
    const modes = modeChoiceOf(modal, options, { ref: 'source' });
    if (!modes) return refuse(`the condition "if ${modal.instead?.condition}" of the mode choice is not understood`);
    return {
      triggered: [{ on: event.on, ...(condition ? { condition } : {}), ...whileSpec, steps: [], modes, text }],
    };
  }
  const b = newBuild(card, trigger);
  // "if enchanted permanent is tapped, untap it": "it" is the subject of the intervening "if",
  // the nearest object named (Volition Reins untaps what it enchants, not itself).
  if (inGraveyard) {
    // "if this card is in your graveyard, you may pay {B}{B}{B}. If you do, return it to your
    // hand": "it" is the card, unless the event names an object too (then "it" is not read).
    if (event.it || event.trigger?.object) {
      b.it = null;
      b.itUnnamed = true;
    } else b.it = { ref: 'source' };
    // "return this card to your hand" then means from the graveyard (effects/zones.ts).
    b.sourceZone = 'graveyard';
  } else if (condition && 'is' in condition) b.it = condition.is;
  else if (event.it) b.it = event.it;
  // "if this creature dealt damage …, put a +1/+1 counter on it": with no object in the event,
  // "it" is the subject of the intervening "if".
  else if (!b.trigger?.object && cond && /^~ /.test(cond)) b.it = { ref: 'source' };
  b.triggeredAbility = true;
  const failed = buildEffect(m[3] as string, b);
  if (failed !== null) return refuse(`no template matches "${failed}"`);
  const fromGraveyard = b.sourceZone === 'graveyard' || !!inGraveyard;
  if (fromGraveyard) {
    // The condition's own test of the card is no reason to refuse; nor, with it, an effect that
    // doesn't name the card (Bridge from Below's token). A "while" condition is about the event.
    const about = during ? (rest ? { all: [rest, during] } : during) : rest;
    const refused = graveyardTriggerRefusal(event.on, about, b.steps, card, !!inGraveyard);
    if (refused) return refuse(refused);
  }
  movesTheCardItBecame(event, b.steps);
  // CR 603.4: an intervening "if" is checked as it triggers and again as it resolves.
  const spec: TriggeredSpec = {
    ...(fromGraveyard ? { zone: 'graveyard' as const } : {}),
    on: event.on,
    ...(condition ? { condition } : {}),
    ...whileSpec,
    ...(b.targets.length ? { targets: b.targets } : {}),
    steps: b.steps,
    text,
  };
  return { triggered: [spec] };
};

// A delayed "whenever" ability inside an effect is read as a card's triggered ability is (CR 603.7c).
delayedWhenever.read = (text, card) => {
  const r = triggered(text, card);
  if (!r) return null;
  if (isRefusal(r)) {
    const piece = /^no template matches "(.*)"$/s.exec(r.refused)?.[1];
    return piece ? { piece } : null;
  }
  const spec = r.triggered?.length === 1 ? r.triggered[0] : undefined;
  // A triggered mana ability (CR 605.1b) resolves at once from its source's own abilities: not as a delayed one.
  // One that works from the graveyard (CR 113.6) is a card's own, never a delayed one.
  // A "while" condition of the event is a card's ability's: not read in a delayed one.
  return spec && !spec.manaAbility && !spec.zone && !spec.while && Object.keys(r).length === 1 ? spec : null;
};
