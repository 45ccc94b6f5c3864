/**
 * More trigger events (CR 603.2), read as subject × event × qualifier rather than one pattern per
 * card: whose step begins ("At the beginning of each opponent's end step", "your first main
 * phase"); who attacks ("Whenever you attack", "one or more creatures you control attack",
 * "attacks alone", "~ and at least two other creatures attack"); what a spell is or targets
 * ("Whenever you cast a spell that targets ~", "your second spell each turn", "during an
 * opponent's turn", "When you cast ~"); who draws ("Whenever an opponent draws a card", "your
 * second card each turn"); "becomes the target of a spell or ability", "becomes untapped", "is
 * turned face up".
 * Each reads to a trigger spec of the engine's vocabulary or to null (the ability stays text).
 */
import { theRingRead } from '../the-ring';
import type { ObjectFilter, Step, StepOwner, Subject, TriggerSpec } from '../../../engine';
import { counterKindModelled } from '../../../engine';
import { parseObjects } from '../phrases/objects';
import { samePlural } from '../phrases/affected';
import { COLOR_WORDS } from '../grammar/words';
import type { Build } from '../build';
import { attackData, subject, type EventMatch } from './trigger-subject';
import { graveyardEvent } from './trigger-graveyard';
import { activateEvent } from './trigger-activate';

/** "you" / "an opponent" / "a player" as the one who acts, relative to the ability's controller. */
const WHO: Record<string, 'you' | 'opponent' | 'anyPlayer'> = {
  you: 'you',
  'an opponent': 'opponent',
  'a player': 'anyPlayer',
};
const WHO_RE = '(you|an opponent|a player)';

/** "first", "second", "third": the Nth. */
const ORDINAL: Record<string, number> = { first: 1, second: 2, third: 3 };
/** "third" … "twelfth": the Nth counter of a kind ("When the fourth plan counter is put on ~"). */
const NTH: Record<string, number> = {
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
};
/** "two", "three": a count. */
const COUNT: Record<string, number> = { two: 2, three: 3, four: 4, five: 5 };

/** The step a "beginning of" names (CR 500.1; the main phases are single steps here, CR 505.1). */
const STEP: Record<string, Step> = {
  upkeep: 'upkeep',
  'draw step': 'draw',
  'first main phase': 'main1',
  'precombat main phase': 'main1',
  'second main phase': 'main2',
  'postcombat main phase': 'main2',
  'end step': 'end',
  combat: 'beginCombat',
};
const STEP_RE = '(upkeep|draw step|(?:first|precombat|second|postcombat) main phase|end step|combat)';

/**
 * Whose step: "your", "each player's", "each opponent's", "enchanted player's". "Your
 * opponents' end step" is each opponent's; "each other player's" is each opponent's too, the
 * game having two players (CR 102.1, 102.2).
 */
const WHOSE: Record<string, StepOwner> = {
  'your ': 'you',
  'each of your ': 'you',
  "each player's ": 'each',
  'each ': 'each',
  "each opponent's ": 'opponent',
  "your opponents' ": 'opponent',
  "each other player's ": 'opponent',
  "enchanted player's ": 'enchantedController',
};

/** "At the beginning of …" (CR 603.2b): the step and whose it is. */
function stepEvent(phrase: string): EventMatch | null {
  // "At the beginning of combat on each opponent's turn" (CR 507.1): each opponent's beginning of
  // combat step; "that player" is the opponent whose turn it is.
  if (phrase === "At the beginning of combat on each opponent's turn")
    return {
      on: { event: 'step', step: 'beginCombat', whose: 'opponent' },
      trigger: { player: 'player', playerIsOpponent: true },
    };
  // "At the beginning of combat on each player's turn": every beginning of combat step; "that
  // player" is the player whose turn it is (CR 507.1).
  if (phrase === "At the beginning of combat on each player's turn")
    return { on: { event: 'step', step: 'beginCombat', whose: 'each' }, trigger: { player: 'player' } };
  let m = new RegExp(
    `^At the beginning of (your |each of your |each player's |each opponent's |your opponents' |each other player's |each |enchanted player's )${STEP_RE}s?$`,
  ).exec(phrase);
  let step: Step | undefined;
  let whose: StepOwner | undefined;
  if (m) {
    step = STEP[m[2] as string];
    whose = WHOSE[m[1] as string];
    // "each of your upkeeps" reads as "your upkeep"; a plural names the one kind of step.
    if (m[1] === 'each of your ' && !/s$/.test(phrase)) return null;
    if (m[1] !== 'each of your ' && /s$/.test(phrase)) return null;
  } else {
    // "At the beginning of the end step of enchanted creature's controller".
    m = new RegExp(
      `^At the beginning of the ${STEP_RE} of enchanted (?:creature|permanent|land|artifact)'s controller$`,
    ).exec(phrase);
    if (!m) return null;
    step = STEP[m[1] as string];
    whose = 'enchantedController';
  }
  if (!step || !whose) return null;
  // "At the beginning of combat on your turn" is read by the table of triggered.ts.
  return {
    on: { event: 'step', step, whose },
    // "each opponent's": "that player" is an opponent ("target creature that player controls").
    trigger: whose === 'you' ? {} : { player: 'player', ...(whose === 'opponent' ? { playerIsOpponent: true } : {}) },
    ...(whose === 'enchantedController' && !phrase.includes('player') ? { it: { ref: 'enchanted' } } : {}),
  };
}

/** "Whenever you attack", "one or more creatures you control attack", "attacks alone", battalion (CR 508.1m, 603.2c). */
function attackEvent(phrase: string, base: (p: string) => EventMatch | null): EventMatch | null {
  const yours: Subject = { filter: { types: ['creature'], controller: 'you' } };
  if (phrase === 'Whenever you attack')
    return { on: { event: 'attacks', what: yours, oneOrMore: true }, trigger: attackData(yours, { player: 'player' }) };
  // "Whenever you attack a player" (CR 508.1b): one or more of your creatures attack a player, not
  // only planeswalkers or battles; "that player" is that player.
  if (phrase === 'Whenever you attack a player')
    return {
      on: { event: 'attacks', what: yours, oneOrMore: true, attacked: { player: 'any' } },
      trigger: attackData(yours, { player: 'player' }),
    };
  // "Whenever an opponent attacks (you)", "Whenever a player attacks (with one or more creatures)"
  // (CR 508.1, 603.2c): once for a declaration of one or more attackers by that player (attacking
  // you). The data's player is the defending player, not the one who attacks: "that player" is not
  // named.
  const who = /^Whenever (an opponent|a player) attacks( you| with one or more creatures)?$/.exec(phrase);
  if (who) {
    const theirs: Subject = {
      filter: { types: ['creature'], ...(who[1] === 'an opponent' ? { controller: 'opponent' as const } : {}) },
    };
    return {
      on: {
        event: 'attacks',
        what: theirs,
        oneOrMore: true,
        ...(who[2] === ' you' ? { attacked: { player: 'you' as const } } : {}),
      },
      trigger: {},
    };
  }
  let m = /^Whenever you attack with (two|three|four|five) or more creatures$/.exec(phrase);
  if (m)
    return {
      on: { event: 'attacks', what: yours, oneOrMore: true, atLeast: COUNT[m[1] as string] as number },
      trigger: attackData(yours, { player: 'player' }),
    };
  // "Whenever you attack with one or more Elves", "… with two or more non-Gideon creatures": the
  // same as "Whenever one or more Elves you control attack" (CR 508.1m, 603.2c), once per declaration.
  m = /^Whenever you attack with (one|two|three|four|five) or more (.+)$/.exec(phrase);
  if (m) {
    const ph = parseObjects(`${m[2] as string} you control`);
    if (!ph || !ph.plural || ph.filter.zone || ph.other || ph.filter.controller !== 'you') return null;
    const what: Subject = { filter: ph.filter };
    const n = m[1] === 'one' ? 1 : (COUNT[m[1] as string] as number);
    return {
      on: { event: 'attacks', what, oneOrMore: true, ...(n > 1 ? { atLeast: n } : {}) },
      trigger: attackData(what, { player: 'player' }),
    };
  }
  m = /^Whenever one or more (.+) attack$/.exec(phrase);
  if (m) {
    const ph = parseObjects(m[1] as string);
    if (!ph || !ph.plural || ph.filter.zone || ph.other) return null;
    const what: Subject = { filter: ph.filter };
    return { on: { event: 'attacks', what, oneOrMore: true }, trigger: attackData(what, { player: 'player' }) };
  }
  m = /^Whenever ~ and at least (one other creature|(?:two|three|four) other creatures) attack$/.exec(phrase);
  if (m)
    return {
      on: { event: 'attacks', what: 'self', atLeast: (COUNT[(m[1] as string).split(' ')[0] as string] ?? 1) + 1 },
      trigger: attackData('self', { object: 'permanent' }),
    };
  // "Whenever ~ attacks while saddled" (CR 702.171b): saddled as attackers are declared; a trigger
  // condition, not an intervening "if" (603.4), so it isn't checked again as the ability resolves.
  if (phrase === 'Whenever ~ attacks while saddled')
    return {
      on: { event: 'attacks', what: 'self', saddled: true },
      trigger: attackData('self', { object: 'permanent' }),
    };
  m = /^Whenever (.+?) attacks alone$/.exec(phrase);
  if (m) {
    const what = subject(m[1] as string);
    return what
      ? { on: { event: 'attacks', what, alone: true }, trigger: attackData(what, { object: 'permanent' }) }
      : null;
  }
  const attacked = attackedEvent(phrase);
  if (attacked) return attacked;
  // "When ~ attacks", "When ~ blocks": "When" and "Whenever" trigger alike (CR 603.2).
  m = /^When (~ (?:attacks|blocks))$/.exec(phrase);
  if (m) return base(`Whenever ${m[1]}`);
  return null;
}

/** "you or a planeswalker you control", "one of your opponents": what a creature attacks (CR 506.3, 508.1b). */
const ATTACKED: Record<string, { player: 'you' | 'opponent' | 'enchanted' | 'any'; planeswalker?: true }> = {
  you: { player: 'you' },
  // "attacks a player": any player, not a planeswalker or battle (CR 508.1b); "an opponent" is one
  // of your opponents.
  'a player': { player: 'any' },
  'an opponent': { player: 'opponent' },
  'you or a planeswalker you control': { player: 'you', planeswalker: true },
  'one of your opponents': { player: 'opponent' },
  'enchanted player': { player: 'enchanted' },
  'one of your opponents or a planeswalker an opponent controls': { player: 'opponent', planeswalker: true },
};

/**
 * "Whenever a creature attacks you or a planeswalker you control", "Whenever a creature with
 * flying attacks you", "Whenever a creature attacks one of your opponents" (once for each such
 * attacker, CR 508.1m), "Whenever one or more creatures attack you" (once, CR 603.2c). "That
 * creature" is the attacker; the defending player is the one attacked (or the planeswalker's
 * controller, 506.2).
 */
function attackedEvent(phrase: string): EventMatch | null {
  const m =
    /^(?:When|Whenever) (one or more |(?:two|three|four|five) or more )?(.+?) attacks? (you|one of your opponents|enchanted player|a player|an opponent)( or a planeswalker (?:you control|an opponent controls))?$/.exec(
      phrase,
    );
  const attacked = m ? ATTACKED[`${m[3]}${m[4] ?? ''}`] : undefined;
  if (!m || !attacked) return null;
  // "attack" agrees with "one or more …", "attacks" with "a creature".
  if (!!m[1] !== / attack (?:you|one|enchanted|a player|an opponent)/.test(phrase)) return null;
  if (m[4] && attacked.player === 'any') return null;
  const count = m[1] ? /^(\w+) or more $/.exec(m[1])?.[1] : undefined;
  const atLeast = count && count !== 'one' ? COUNT[count] : undefined;
  if (count && count !== 'one' && !atLeast) return null;
  if (m[1]) {
    const ph = parseObjects(m[2] as string);
    // "one or more Merfolk you control attack": plural, the same word as the singular.
    if (!ph || !(ph.plural || samePlural(ph)) || ph.filter.zone || ph.other) return null;
    // "two or more creatures you control attack a player": at least two attack that player (CR
    // 508.1b; two players, so one player is attacked).
    return {
      on: { event: 'attacks', what: { filter: ph.filter }, oneOrMore: true, ...(atLeast ? { atLeast } : {}), attacked },
      trigger: { player: 'player', ...defendingOf(attacked.player, ph.filter.controller === 'you') },
    };
  }
  const what = subject(m[2] as string);
  if (!what) return null;
  // "attacks a player", "attacks one of your opponents": "that player" is the one attacked (a
  // planeswalker's controller is not named so).
  const named = (attacked.player === 'any' || attacked.player === 'opponent') && !m[4] ? { attackedNamed: true } : {};
  // "Whenever ~ attacks a player" (CR 508.1b): the source itself, attacking a player.
  if (what === 'self' && (attacked.player === 'any' || attacked.player === 'opponent'))
    return {
      on: { event: 'attacks', what, attacked },
      trigger: { ...attackData(what, { object: 'permanent' }), ...named },
    };
  if (typeof what !== 'object' || !('filter' in what)) return null;
  return {
    on: { event: 'attacks', what, attacked },
    trigger: { object: 'permanent', ...defendingOf(attacked.player, what.filter.controller === 'you'), ...named },
  };
}

/**
 * The defending player of an attack trigger (CR 506.2): an opponent of the ability's controller
 * when the creature attacks one of them or is one that player controls (two players).
 */
function defendingOf(player: string, yours: boolean): Build['trigger'] {
  return player === 'opponent' || (player === 'any' && yours)
    ? { defending: 'player', defendingIsOpponent: true }
    : { defending: 'player' };
}

/** What a spell must be: "a spell", "an instant spell", "a Spirit or Arcane spell". */
function spellFilter(words: string | undefined): Pick<Extract<TriggerSpec, { event: 'spellCast' }>, 'spell'> | null {
  if (!words) return {};
  const ph = parseObjects(`${words} spell`);
  if (!ph || ph.plural || ph.other) return null;
  const { zone: _z, ...spell } = ph.filter;
  void _z;
  return Object.keys(spell).length ? { spell } : {};
}

/**
 * "Whenever you cast …" (CR 601.2i): a spell that targets ~, your Nth spell each turn, your first
 * spell of a kind each turn, during a turn, this spell.
 */
function castEvent(phrase: string): EventMatch | null {
  const trigger: EventMatch['trigger'] = { object: 'spell', player: 'player' };
  if (phrase === 'When you cast ~' || phrase === 'Whenever you cast ~')
    return { on: { event: 'spellCast', by: 'you', self: true }, trigger };
  let m = new RegExp(`^(?:When|Whenever) ${WHO_RE} casts? (?:a|an) (?:(.+?) )?spell that targets (.+)$`).exec(phrase);
  if (m) {
    const by = WHO[m[1] as string];
    const spell = spellFilter(m[2]);
    const t = m[3] as string;
    // "one or more creatures you control" / "a creature you control" / "~": what it must target.
    const plural = /^one or more (.+)$/.exec(t);
    const ph = plural ? parseObjects(plural[1] as string) : null;
    const targets: Subject | null = plural
      ? ph && ph.plural && !ph.filter.zone && !ph.other
        ? { filter: ph.filter }
        : null
      : subject(t);
    if (!by || !spell || !targets || targets === 'equipped') return null;
    // "it" is the permanent targeted when that is this one ("put a +1/+1 counter on it", Fabled
    // Hero) or what it enchants; for a filter, "it" names nothing the data holds.
    const it =
      targets === 'self' ? { ref: 'source' as const } : targets === 'enchanted' ? { ref: 'enchanted' as const } : null;
    return it
      ? { on: { event: 'spellCast', by, ...spell, targets }, trigger, it }
      : { on: { event: 'spellCast', by, ...spell, targets }, trigger: { player: 'player' } };
  }
  m = new RegExp(`^(?:When|Whenever) ${WHO_RE} casts? (?:your|their) (first|second|third) spell each turn$`).exec(
    phrase,
  );
  if (m) {
    const by = WHO[m[1] as string];
    return by ? { on: { event: 'spellCast', by, nth: ORDINAL[m[2] as string] as number }, trigger } : null;
  }
  // "Whenever you cast your first instant or sorcery spell each turn", "Whenever an opponent casts
  // their first noncreature spell each turn" (CR 601.2i): the caster's first spell of that kind
  // this turn, by card types only (205.2a).
  m = new RegExp(`^(?:When|Whenever) ${WHO_RE} casts? (your|their) first (.+?) spell each turn$`).exec(phrase);
  if (m) {
    const by = WHO[m[1] as string];
    const kind = spellFilter(m[3]);
    const keys = Object.keys(kind?.spell ?? {});
    // "you … your", "an opponent … their".
    if (!by || !kind?.spell || (by === 'you') !== (m[2] === 'your')) return null;
    if (!keys.length || keys.some((k) => k !== 'types' && k !== 'notTypes')) return null;
    return { on: { event: 'spellCast', by, ...kind, firstOfKind: true }, trigger };
  }
  // "Whenever you cast a spell other than your first spell each turn", "Whenever an opponent casts
  // an instant spell other than the first instant spell that player casts each turn" (CR 601.2i):
  // the caster has cast two or more spells (of that card type) this turn, this one included, as it
  // becomes cast — the event's own condition, checked as it happens (603.2), not again.
  m = new RegExp(
    `^Whenever ${WHO_RE} casts? (?:a|an) (?:([a-z]+) )?spell other than (your|the) first (?:([a-z]+) )?spell(?: (that player) casts)? each turn$`,
  ).exec(phrase);
  if (m) {
    const by = WHO[m[1] as string];
    const kind = spellFilter(m[2]);
    const keys = Object.keys(kind?.spell ?? {});
    // "you … your first spell", "an opponent … the first spell that player casts"; one kind, named twice.
    if (!by || !kind || m[2] !== m[4] || (by === 'you') !== (m[3] === 'your' && !m[5])) return null;
    if (keys.some((k) => k !== 'types') || (kind.spell?.types?.length ?? 0) > 1) return null;
    const types = kind.spell?.types;
    return {
      on: { event: 'spellCast', by, ...kind },
      trigger,
      while: {
        compare: [{ spellsCastThisTurn: { ref: 'trigger', key: 'player' }, ...(types ? { types } : {}) }, '>=', 2],
      },
    };
  }
  m = /^Whenever you cast your first spell during each opponent's turn$/.exec(phrase);
  if (m) return { on: { event: 'spellCast', by: 'you', nth: 1, during: 'opponents' }, trigger };
  m = new RegExp(
    `^(?:When|Whenever) ${WHO_RE} casts? (?:a|an) (?:(.+?) )?spell during (an opponent's|your) turn$`,
  ).exec(phrase);
  if (m) {
    const by = WHO[m[1] as string];
    const spell = spellFilter(m[2]);
    if (!by || !spell) return null;
    return { on: { event: 'spellCast', by, ...spell, during: m[3] === 'your' ? 'yours' : 'opponents' }, trigger };
  }
  // "Whenever you cast a kicked spell": its kicker cost was paid (CR 702.33d); "a spell with {X}
  // in its mana cost" (CR 107.3).
  m = new RegExp(
    `^(?:When|Whenever) ${WHO_RE} casts? (?:(a kicked)|a|an) (?:(.+?) )?spell(?<x> with \\{X\\} in its mana cost)?$`,
  ).exec(phrase);
  if (m && (m[2] || m.groups?.x)) {
    const by = WHO[m[1] as string];
    const spell = spellFilter(m[3]);
    if (!by || !spell) return null;
    return {
      on: {
        event: 'spellCast',
        by,
        ...spell,
        ...(m[2] ? { kickedSpell: true } : {}),
        ...(m.groups?.x ? { xInCost: true } : {}),
      },
      trigger,
    };
  }
  // "Whenever you cast a creature spell that has an Adventure" (CR 715.2–715.3): an adventurer
  // card cast as the creature (an Adventure spell has only the Adventure's characteristics).
  m = new RegExp(`^(?:When|Whenever) ${WHO_RE} casts? a creature spell that has an Adventure$`).exec(phrase);
  if (m) {
    const by = WHO[m[1] as string];
    return by ? { on: { event: 'spellCast', by, spell: { types: ['creature'] }, hasAdventure: true }, trigger } : null;
  }
  // "Whenever you cast a spell with cascade" (CR 702.85a): a spell whose text has the keyword.
  m = new RegExp(`^(?:When|Whenever) ${WHO_RE} casts? (?:a|an) (?:(.+?) )?spell with cascade$`).exec(phrase);
  if (m) {
    const by = WHO[m[1] as string];
    const spell = spellFilter(m[2]);
    return by && spell ? { on: { event: 'spellCast', by, ...spell, withCascade: true }, trigger } : null;
  }
  // "Whenever you cast a spell that's both red and white" (CR 105.2): of both colours, at least.
  m = new RegExp(`^(?:When|Whenever) ${WHO_RE} casts? a spell that's both ([a-z]+) and ([a-z]+)$`).exec(phrase);
  if (m) {
    const by = WHO[m[1] as string];
    const [a, b] = [COLOR_WORDS[m[2] as string], COLOR_WORDS[m[3] as string]];
    if (!by || !a || !b || a === b) return null;
    return { on: { event: 'spellCast', by, spell: { colors: [a], anyOf: [{ colors: [b] }] } }, trigger };
  }
  // "a spell that's one or more colors", "… exactly two colors" (CR 105.2); "a (noncreature)
  // spell you don't own" (CR 108.3: its owner is another player).
  m = new RegExp(
    `^(?:When|Whenever) ${WHO_RE} casts? a (noncreature )?spell (?:that's (one or more|exactly two) colors|(you don't own))$`,
  ).exec(phrase);
  if (m) {
    const by = WHO[m[1] as string];
    if (!by || (m[4] && by !== 'you')) return null;
    const colorCount = m[3] === 'one or more' ? { min: 1 } : m[3] ? { min: 2, max: 2 } : undefined;
    const spell = {
      ...(m[2] ? { notTypes: ['creature'] } : {}),
      ...(colorCount ? { colorCount } : {}),
      ...(m[4] ? { owner: 'opponent' as const } : {}),
    };
    return { on: { event: 'spellCast', by, spell }, trigger };
  }
  // "Whenever you cast a noncreature or Dragon spell", "… a noncreature spell or a Dragon spell".
  m = new RegExp(`^(?:When|Whenever) ${WHO_RE} casts? a noncreature (?:spell )?or (?:a )?([A-Z][a-z]+) spell$`).exec(
    phrase,
  );
  if (m) {
    const by = WHO[m[1] as string];
    const kind = spellFilter(m[2]);
    if (!by || !kind?.spell?.subtypes || Object.keys(kind.spell).length !== 1) return null;
    return {
      on: { event: 'spellCast', by, spell: { anyOf: [{ notTypes: ['creature'] }, kind.spell] } },
      trigger,
    };
  }
  // "Whenever you cast a spell that's white, blue, black, or red" (CR 105.2): of any of them.
  m = new RegExp(`^(?:When|Whenever) ${WHO_RE} casts? a spell that's ((?:[a-z]+, )+or [a-z]+|[a-z]+ or [a-z]+)$`).exec(
    phrase,
  );
  if (m) {
    const by = WHO[m[1] as string];
    const colors = (m[2] as string).split(/, or |, | or /).map((w) => COLOR_WORDS[w]);
    if (!by || colors.some((c) => !c) || new Set(colors).size !== colors.length) return null;
    return { on: { event: 'spellCast', by, spell: { colors: colors as NonNullable<(typeof colors)[0]>[] } }, trigger };
  }
  // "When an opponent casts a creature spell": "When" triggers as "Whenever" does (CR 603.2).
  m = new RegExp(`^When ${WHO_RE} casts? (?:a|an) (?:(.+?) )?spell$`).exec(phrase);
  if (m) {
    const by = WHO[m[1] as string];
    const spell = spellFilter(m[2]);
    return by && spell ? { on: { event: 'spellCast', by, ...spell }, trigger } : null;
  }
  return null;
}

/** "Whenever you draw a card", "Whenever an opponent draws a card", "your second card each turn" (CR 121.1–121.2). */
function drawEvent(phrase: string): EventMatch | null {
  let m = new RegExp(`^Whenever ${WHO_RE} draws? a card$`).exec(phrase);
  if (m) {
    const who = WHO[m[1] as string];
    return who ? { on: { event: 'cardDrawn', who }, trigger: { player: 'player' } } : null;
  }
  m = new RegExp(`^Whenever ${WHO_RE} draws? (?:your|their) (first|second|third) card each turn$`).exec(phrase);
  if (m) {
    const who = WHO[m[1] as string];
    return who
      ? { on: { event: 'cardDrawn', who, nth: ORDINAL[m[2] as string] as number }, trigger: { player: 'player' } }
      : null;
  }
  return null;
}

/**
 * "Whenever you gain life for the first time each turn" (CR 119.9, 603.2): the player's first
 * life-gain event this turn, whether or not the ability existed at the earlier ones.
 */
function lifeEvent(phrase: string): EventMatch | null {
  const m = new RegExp(`^(?:When|Whenever) ${WHO_RE} (gains?) life for the first time each turn$`).exec(phrase);
  const who = m ? WHO[m[1] as string] : undefined;
  // "you gain", "an opponent gains": the verb agrees with its subject.
  if (!m || !who || (who === 'you') !== (m[2] === 'gain')) return null;
  return {
    on: { event: 'lifeGained', who, firstTimeEachTurn: true },
    trigger: { player: 'player', amount: 'amount' },
  };
}

/** "Whenever an opponent loses life", "Whenever you lose life" (CR 119.3): "that much" is the life lost. */
function lifeLossEvent(phrase: string): EventMatch | null {
  const m = new RegExp(`^Whenever ${WHO_RE} (loses?) life$`).exec(phrase);
  const who = m ? WHO[m[1] as string] : undefined;
  // "you lose", "an opponent loses": the verb agrees with its subject.
  if (!m || !who || (who === 'you') !== (m[2] === 'lose')) return null;
  return {
    on: { event: 'lifeLost', who },
    trigger: { player: 'player', amount: 'amount', ...(who === 'opponent' ? { playerIsOpponent: true } : {}) },
  };
}

/** "Whenever you play a land", "Whenever an opponent plays a land" (CR 305.1): "it" is the land. */
function landEvent(phrase: string): EventMatch | null {
  const m = new RegExp(`^Whenever ${WHO_RE} (plays?) a land$`).exec(phrase);
  const who = m ? WHO[m[1] as string] : undefined;
  // "you play", "an opponent plays": the verb agrees with its subject.
  if (!m || !who || (who === 'you') !== (m[2] === 'play')) return null;
  return { on: { event: 'landPlayed', who }, trigger: { player: 'player', object: 'permanent' } };
}

/**
 * "Whenever you discard a card", "Whenever an opponent discards a creature card" (CR 701.9),
 * "Whenever you cycle or discard (another) a card" (702.29d), "Whenever a player cycles a card",
 * "When you cycle ~" (702.29c: the card's own, from where it went; "it" is the card), "Whenever
 * you discard one or more cards" (one trigger for the cards discarded at once, CR 603.2c; "that
 * many" is how many).
 */
function discardEvent(phrase: string): EventMatch | null {
  if (/^When you cycle ~$/.test(phrase))
    return {
      on: { event: 'discarded', who: 'you', self: true, cycled: true },
      trigger: { player: 'player' },
      it: { ref: 'source' },
    };
  // Only "you": whether "a player discards one or more cards" triggers once or once for each
  // player when several discard at once is not settled here (CR 603.2c), so it stays text.
  const batch = /^Whenever you discard one or more (?:(.+?) )?cards$/.exec(phrase);
  if (batch) {
    let card: ObjectFilter | undefined;
    if (batch[1]) {
      const ph = parseObjects(`${batch[1]} cards`);
      if (!ph || !ph.plural || ph.other) return null;
      const { zone: _z, ...filter } = ph.filter;
      void _z;
      card = filter;
    }
    return {
      on: { event: 'discarded', who: 'you', oneOrMore: true, ...(card ? { card } : {}) },
      trigger: { player: 'player', amount: 'amount' },
    };
  }
  const m = new RegExp(
    `^Whenever ${WHO_RE} (discards?|cycles?|cycles? or discards?) (?:a|an|another) (?:(.+?) )?card$`,
  ).exec(phrase);
  if (!m) return null;
  const who = WHO[m[1] as string];
  if (!who) return null;
  const cycled = /^cycles?$/.test(m[2] as string);
  let card: ObjectFilter | undefined;
  if (m[3]) {
    const ph = parseObjects(`${m[3]} card`);
    if (!ph || ph.plural || ph.other) return null;
    const { zone: _z, ...filter } = ph.filter;
    void _z;
    card = filter;
  }
  return {
    on: { event: 'discarded', who, ...(cycled ? { cycled: true } : {}), ...(card ? { card } : {}) },
    trigger: { player: 'player' },
  };
}

/**
 * "Whenever you sacrifice a Clue", "Whenever you sacrifice another creature", "When you sacrifice
 * ~", "Whenever an opponent sacrifices a nontoken permanent", "Whenever a player sacrifices a permanent" (CR
 * 701.21a): a leaves-the-battlefield trigger (603.10a), the permanent matched as it last existed.
 * "One or more" (one trigger per batch) and "during your turn" are not read.
 */
function sacrificeEvent(phrase: string): EventMatch | null {
  // "When you sacrifice this Aura" (Ordeals): only its controller sacrifices a permanent (CR
  // 701.21a), so it is sacrificed by "you" as it last existed (603.10a).
  if (phrase === 'When you sacrifice ~')
    return {
      on: { event: 'zoneChange', what: 'self', from: 'battlefield', sacrificed: 'you' },
      trigger: { object: 'permanent', moved: 'card', player: 'player' },
    };
  const m = new RegExp(`^Whenever ${WHO_RE} sacrifices? ((?:a|an|another) .+|~ or another .+)$`).exec(phrase);
  if (!m) return null;
  const who = WHO[m[1] as string];
  const what = subject(m[2] as string);
  if (!who || !what || typeof what !== 'object' || !('filter' in what)) return null;
  // Only a permanent is sacrificed: what the phrase names is one (CR 701.21a).
  if (what.filter.zone) return null;
  return {
    on: { event: 'zoneChange', what, from: 'battlefield', sacrificed: who },
    trigger: { object: 'permanent', moved: 'card', player: 'player' },
  };
}

/** "Whenever you expend 4" (CR 700.14): as you spend your fourth total mana to cast spells this turn. */
function expendEvent(phrase: string): EventMatch | null {
  const m = /^Whenever you expend ([1-9]\d?)$/.exec(phrase);
  // The event names no object: "put a stash counter on it" is the source (Hoarder's Overflow).
  return m
    ? { on: { event: 'expend', amount: Number(m[1]) }, trigger: { player: 'player' }, it: { ref: 'source' } }
    : null;
}

/**
 * "Whenever a creature you control explores", "Whenever ~ connives" (CR 701.44b, 701.50b),
 * "Whenever this creature mutates" (a spell merged with it as a mutating creature spell resolved,
 * 702.140d), "When ~ becomes monstrous" (its monstrosity resolved and made it monstrous, CR
 * 701.37b; the amount: the monstrosity's N): "it" is that permanent.
 */
function permanentActionEvent(phrase: string): EventMatch | null {
  const m = /^(?:When|Whenever) (.+?) (explores|connives|mutates|becomes monstrous)$/.exec(phrase);
  const what = m ? subject(m[1] as string) : null;
  if (!m || !what || what === 'watched') return null;
  const action =
    m[2] === 'explores' ? 'explore' : m[2] === 'connives' ? 'connive' : m[2] === 'mutates' ? 'mutate' : 'monstrous';
  // Only a permanent's own monstrosity makes it monstrous (CR 701.37a): "When ~ becomes monstrous".
  if (action === 'monstrous')
    return what === 'self'
      ? { on: { event: 'permanentAction', action, what }, trigger: { object: 'permanent', amount: 'amount' } }
      : null;
  return { on: { event: 'permanentAction', action, what }, trigger: { object: 'permanent' } };
}

/** "Whenever you scry", "Whenever an opponent surveils", "Whenever you scry or surveil" (CR 701.22, 701.25). */
function keywordActionEvent(phrase: string): EventMatch | null {
  const m = new RegExp(`^Whenever ${WHO_RE} (scry|scries|surveils?|scry or surveil|scries or surveils)$`).exec(phrase);
  const who = m ? WHO[m[1] as string] : undefined;
  if (!m || !who) return null;
  const verb = m[2] as string;
  // "you scry" / "a player scries": the verb agrees with its subject.
  if ((who === 'you') !== /^(scry|surveil|scry or surveil)$/.test(verb)) return null;
  const action = verb.includes(' or ') ? 'either' : verb.startsWith('scr') ? 'scry' : 'surveil';
  return {
    on: { event: 'keywordAction', action, who },
    trigger: { player: 'player', amount: 'amount' },
  };
}

/**
 * "When ~ becomes the target of a spell or ability (an opponent controls)", "… of a spell (you
 * control)" (a spell only), "… for the first time each turn", "Whenever ~ becomes untapped", "When
 * ~ is turned face up".
 */
function becomesEvent(phrase: string): EventMatch | null {
  let m =
    /^(?:When|Whenever) (.+?) becomes the target of a spell( or ability)?(?: (an opponent|you) controls?)?( for the first time each turn)?$/.exec(
      phrase,
    );
  if (m) {
    // "a spell": a spell only, cast or copied (CR 115.1, 707.10), not an activated or triggered ability.
    const spell = m[2] ? {} : { spell: true as const };
    const what = subject(m[1] as string);
    const by = m[3] === 'an opponent' ? 'opponent' : m[3] === 'you' ? 'you' : 'anyPlayer';
    // "Whenever a creature you control becomes the target of a spell or ability an opponent
    // controls" (Shapers' Sanctuary): once for each such permanent a spell or ability targets (one
    // event, an occurrence for each permanent, CR 603.2c);
    // "that creature" / "it" is the one targeted, "that player" the spell's or ability's controller.
    if (what && typeof what === 'object' && 'filter' in what && !what.orSelf) {
      if (m[4]) return null;
      return {
        on: { event: 'becomesTarget', what, by, ...spell },
        trigger: {
          object: 'permanent',
          player: 'player',
          targeter: m[2] ? 'spellOrAbility' : 'spell',
          ...(by === 'opponent' ? { playerIsOpponent: true } : {}),
        },
      };
    }
    // Otherwise one known object ("it" is that object).
    if (what !== 'self' && what !== 'enchanted') return null;
    // "for the first time each turn" (valiant; CR 603.2): the first such spell or ability this turn
    // (the turn's targetings are counted for spells and abilities alike: "of a spell" is not read).
    if (m[4] && !m[2]) return null;
    const first = m[4] ? { firstTimeEachTurn: true as const } : {};
    return {
      on: { event: 'becomesTarget', what, by, ...spell, ...first },
      trigger: { player: 'player', targeter: m[2] ? 'spellOrAbility' : 'spell' },
      it: what === 'self' ? { ref: 'source' } : { ref: 'enchanted' },
    };
  }
  m = /^Whenever (.+?) becomes untapped$/.exec(phrase);
  if (m) {
    const what = subject(m[1] as string);
    return what ? { on: { event: 'becomesUntapped', what }, trigger: { object: 'permanent' } } : null;
  }
  // "Whenever one or more +1/+1 counters are put on ~ / on a creature you control" (CR 122.6).
  // "Whenever a +1/+1 counter is put on ~" (once per counter) and "for the first time each turn"
  // are other events: not read here.
  m = /^Whenever one or more ([+-]\d\/[+-]\d|[a-z]+) counters are put on (.+?)$/.exec(phrase);
  if (m && counterKindModelled(m[1] as string)) {
    const what = subject(m[2] as string);
    return what
      ? {
          on: { event: 'countersPut', what, counter: m[1] as string },
          trigger: { object: 'permanent', amount: 'amount' },
        }
      : null;
  }
  // "Whenever a +1/+1 counter is put on ~" (Fathom Mage): once for each counter put (CR 122.6,
  // 603.2c: one event, an occurrence per counter). "When the fourth plan counter is put on ~": the
  // event that puts the fourth.
  m = /^(?:When|Whenever) (?:a|an|the (\w+)) ([+-]\d\/[+-]\d|[a-z]+) counter is put on (.+?)$/.exec(phrase);
  if (m && counterKindModelled(m[2] as string)) {
    const nth = m[1] ? NTH[m[1]] : undefined;
    const what = subject(m[3] as string);
    if ((m[1] && !nth) || !what) return null;
    return {
      on: { event: 'countersPut', what, counter: m[2] as string, ...(nth ? { nth } : { each: true as const }) },
      trigger: { object: 'permanent', amount: 'amount' },
    };
  }
  // "When ~ is turned face up", "Whenever a permanent is turned face up" (CR 708.8).
  m = /^(?:When|Whenever) (.+?) is turned face up$/.exec(phrase);
  if (m) {
    // Only a face-down permanent can be turned face up: "a face-down permanent" is any permanent.
    const what = subject((m[1] as string).replace(/^a face-down permanent\b/, 'a permanent'));
    return what ? { on: { event: 'turnedFaceUp', what }, trigger: { object: 'permanent' } } : null;
  }
  return null;
}

/**
 * "When ~ transforms into ~" (CR 701.27a): the ability is printed on the face it names, so once
 * this permanent turned to that face. "Whenever a permanent (you control) transforms into a
 * non-Human creature": any permanent that, immediately after it transformed, is what the noun
 * names (the subject is matched once turned over, 712.18).
 */
function transformEvent(phrase: string): EventMatch | null {
  if (/^(?:When|Whenever) ~ transforms into ~$/.test(phrase))
    return { on: { event: 'transformed', what: 'self' }, trigger: { object: 'permanent' } };
  const m = /^Whenever a permanent( you control)? transforms into (an? [^~]+)$/.exec(phrase);
  if (!m) return null;
  const what = subject(`${m[2] as string}${m[1] ?? ''}`);
  return what && what !== 'self' ? { on: { event: 'transformed', what }, trigger: { object: 'permanent' } } : null;
}

/**
 * "Whenever the Ring tempts you" (even with no creature to choose) and "Whenever you choose a
 * creature as your Ring-bearer" (CR 701.54a), only once The Ring is read in full (../the-ring.ts).
 */
function ringEvent(phrase: string): EventMatch | null {
  if (!theRingRead()) return null;
  if (phrase === 'Whenever the Ring tempts you' || phrase === 'When the Ring tempts you')
    return { on: { event: 'ringTempts' }, trigger: { player: 'player' } };
  if (phrase === 'Whenever you choose a creature as your Ring-bearer')
    return { on: { event: 'ringTempts', chose: true }, trigger: { player: 'player', object: 'permanent' } };
  return null;
}

/**
 * The event phrases this file reads, or null. `base` is the whole event reader (for "When ~
 * attacks", read as "Whenever ~ attacks").
 */
export function moreEvents(phrase: string, base: (p: string) => EventMatch | null): EventMatch | null {
  return (
    (phrase.startsWith('At ') ? stepEvent(phrase) : null) ??
    attackEvent(phrase, base) ??
    castEvent(phrase) ??
    drawEvent(phrase) ??
    lifeEvent(phrase) ??
    lifeLossEvent(phrase) ??
    landEvent(phrase) ??
    discardEvent(phrase) ??
    sacrificeEvent(phrase) ??
    graveyardEvent(phrase) ??
    (phrase === 'Whenever you commit a crime' ? { on: { event: 'crime' }, trigger: { player: 'player' } } : null) ??
    expendEvent(phrase) ??
    activateEvent(phrase) ??
    permanentActionEvent(phrase) ??
    keywordActionEvent(phrase) ??
    becomesEvent(phrase) ??
    transformEvent(phrase) ??
    // "When you set this scheme in motion" (CR 314.1, 904.1): the scheme itself, by its owner.
    (phrase === 'When you set ~ in motion' ? { on: { event: 'setInMotion' }, trigger: { player: 'player' } } : null) ??
    // A plane's chaos ability, "Whenever chaos ensues" ("When chaos ensues" on a few, CR 311.7), and
    // "Whenever you roll the planar die" (901.9): from the command zone (casting/planar-die.ts).
    (phrase === 'Whenever chaos ensues' || phrase === 'When chaos ensues'
      ? { on: { event: 'chaosEnsues' }, trigger: { player: 'player' } }
      : null) ??
    (phrase === 'Whenever you roll the planar die'
      ? { on: { event: 'planarDieRolled' }, trigger: { player: 'player' } }
      : null) ??
    // "When you unlock this door" (CR 709.5): the door is named by room-doors.ts's behindDoor,
    // which a Room's halves are read with; elsewhere the ability is refused (compile.ts).
    (phrase === 'When you unlock this door'
      ? { on: { event: 'doorUnlocked', door: '' }, trigger: { object: 'permanent' } }
      : null) ??
    (phrase === 'Whenever you fully unlock a Room'
      ? { on: { event: 'roomFullyUnlocked' }, trigger: { object: 'permanent' } }
      : null) ??
    ringEvent(phrase) ??
    // "Whenever you complete a dungeon" (CR 309.7): its controller completed one.
    (phrase === 'Whenever you complete a dungeon'
      ? { on: { event: 'dungeonCompleted' }, trigger: { player: 'player' } }
      : null)
  );
}
