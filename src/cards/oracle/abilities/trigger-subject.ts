/**
 * The subject of a trigger event (CR 603.2): "~", "enchanted creature", "a creature you
 * control", "another Goblin", "~ or another creature" — who or what the event is about — and
 * the shape an understood event phrase compiles to.
 */
import type { Condition, ObjectFilter, Ref, Subject, TriggerSpec } from '../../../engine';
import type { Build } from '../build';
import { parseObjects } from '../phrases/objects';
import { WATCHED_SUBJECT } from '../grammar/delayed-whenever';

/** An understood event phrase: the trigger spec and what its pronouns refer to. */
export interface EventMatch {
  on: TriggerSpec;
  trigger: Build['trigger'];
  it?: Ref;
  /** A condition of the event itself, checked only as it happens (`TriggeredSpec.while`, CR 603.2). */
  while?: Condition;
}

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
  // "an equipped creature you control", "an enchanted creature" (CR 301.5, 303.4): any creature an
  // Equipment / Aura is attached to, read as the plural is ("enchanted creature" alone is the Aura's own).
  const attached = /^(equipped|enchanted) creature( .+)?$/.exec(m[1] as string);
  if (attached) {
    const ph = parseObjects(`${attached[1] as string} creatures${attached[2] ?? ''}`);
    if (!ph || ph.filter.zone) return null;
    return { filter: ph.filter, ...(ph.other || s.startsWith('another') ? { other: true } : {}) };
  }
  const ph = parseObjects(m[1] as string);
  if (!ph || ph.plural || ph.filter.zone) return null;
  return { filter: ph.filter, ...(ph.other || s.startsWith('another') ? { other: true } : {}) };
}

/**
 * An attack trigger's data keys (CR 508.1m): what it names, plus the defending player (506.2),
 * an opponent when the attacking creature is the source or one its controller controls; for one
 * attacking creature, also the player or planeswalker it attacks.
 */
export function attackData(what: Subject, named: Build['trigger']): Build['trigger'] {
  const yours = what === 'self' || (typeof what === 'object' && what.filter.controller === 'you');
  return {
    ...named,
    defending: 'player',
    ...(named?.object === 'permanent' ? { attacking: 'attacking' } : {}),
    ...(named?.object === 'permanent' && what === 'self' ? { objectIsSource: true } : {}),
    ...(yours ? { defendingIsOpponent: true } : {}),
  };
}

/**
 * Whether a subject names objects by what is attached to them ("an enchanted creature"): as a
 * permanent leaves the battlefield its Auras and Equipment may leave with it, and the board
 * would not show what it had attached as it last existed there (CR 603.10a), so a
 * leaves-the-battlefield trigger with such a subject is not read.
 */
export function namesAttached(what: Subject): boolean {
  return typeof what === 'object' && (what.filter.enchanted !== undefined || what.filter.equipped !== undefined);
}

/** A trigger's subject phrase, or null if not understood. */
export function subject(s: string): Subject | null {
  // The object a delayed triggered ability watches ("that creature", as grammar/delayed-whenever.ts writes it).
  if (s === WATCHED_SUBJECT) return 'watched';
  // "a creature dealt damage by ~ this turn" (Sengir Vampire; CR 120.3).
  if (s === 'a creature dealt damage by ~ this turn')
    return { filter: { types: ['creature'], damagedBySourceThisTurn: true } };
  // "~ or another creature (you control)": every such creature, and this one whatever it is
  // ("~ or another nontoken Phyrexian you control": a token copy of ~ counts too).
  const orAnother = /^~ or another (.+)$/.exec(s);
  if (orAnother) {
    const f = subjectFilter(`a ${orAnother[1]}`);
    return f ? { filter: f.filter, orSelf: true } : null;
  }
  // "your commander" (CR 903.3): a card designated as the commander of your deck — one you own,
  // whoever controls it.
  if (s === 'your commander') return { filter: { commander: true, owner: 'you' } };
  // "your Ring-bearer" (CR 701.54a): the creature the Ring last tempted you to choose.
  if (s === 'your Ring-bearer') return { filter: { ringBearer: true, controller: 'you' } };
  return SELF_OR_ENCHANTED[s] ?? subjectFilter(s);
}
