/**
 * Phrases that name what an effect acts on → engine references ({@link Ref}), adding target
 * slots to the ability as "target" words appear (CR 115.1, 601.2c): "any target",
 * "target creature", "two target nonartifact creatures", "X target creatures", "target player",
 * "each creature with flying and each player", "you", "its controller", "enchanted creature".
 */
import { ANY_TARGET, type ObjectFilter, type Ref, type TargetFilter, type TargetSpec } from '../../../engine';
import type { Build } from '../build';
import { parseCount } from './numbers';
import { leadingCount, parseObjects } from './objects';

const SOURCE: Ref = { ref: 'source' };

/** Adds a target slot; returns the reference to it. */
export function addTarget(b: Build, spec: TargetSpec): Ref {
  b.targets.push(spec);
  return { ref: 'target', slot: b.targets.length - 1 };
}

/** Lower-cases a capitalised first word that isn't a subtype ("Artifacts, creatures, ..."). */
function uncap(s: string): string {
  return /^(Artifacts?|Creatures?|Lands?|Enchantments?|Permanents?|Nontoken|Tapped|Untapped|Attacking|Blocking|Other|Each|All|Target|Any|Another|Up|Two|Three|Its|That)\b/.test(
    s,
  )
    ? s[0]?.toLowerCase() + s.slice(1)
    : s;
}

/**
 * "target …" (after the word "target" and any count): players, objects, spells, or
 * "player or planeswalker". Returns the filter and the singular label, or null.
 */
function targetFilter(noun: string): TargetFilter | null {
  switch (noun) {
    case 'player':
    case 'players':
      return { players: true };
    case 'opponent':
    case 'opponents':
      return { players: 'opponent' };
    case 'player or planeswalker':
      return { players: true, objects: { types: ['planeswalker'] } };
    case 'creature or player':
      return ANY_TARGET;
    case 'creature or planeswalker':
      return { objects: { types: ['creature', 'planeswalker'] } };
    case 'spell':
    case 'spells':
      return { spells: true };
    case 'spell or permanent':
      return { spells: true, objects: {} };
    // Abilities on the stack (CR 113.1; mana abilities never are, 605.3b).
    case 'activated ability':
      return { abilities: { kinds: ['activated'] } };
    case 'triggered ability':
      return { abilities: { kinds: ['triggered'] } };
    case 'activated or triggered ability':
      return { abilities: { kinds: ['activated', 'triggered'] } };
    case "activated or triggered ability you don't control":
      return { abilities: { kinds: ['activated', 'triggered'], controller: 'opponent' } };
    case 'spell, activated ability, or triggered ability':
      return { spells: true, abilities: { kinds: ['activated', 'triggered'] } };
    default:
      break;
  }
  const ph = parseObjects(noun);
  if (!ph) return null;
  const f: ObjectFilter = ph.filter;
  if (f.zone === 'stack') {
    const { zone: _z, ...spell } = f;
    void _z;
    return { spells: spell };
  }
  if (ph.other) f.notSource = true;
  return { objects: f };
}

/**
 * A target phrase: "any target", "target creature", "two target creatures", "up to two target
 * creatures", "X target creatures", "another target creature", "target creature you control".
 * Adds the slot and returns its reference, or null.
 */
export function parseTargetPhrase(b: Build, phrase: string): Ref | null {
  const p = phrase.trim();
  if (p === 'any target') return addTarget(b, { filter: ANY_TARGET, min: 1, max: 1, label: 'any target' });
  if (p === 'any number of target creatures' || /^up to /.test(p)) {
    const m = /^(?:up to (\w+)|any number of) target (.+)$/.exec(p);
    if (!m) return null;
    const max = m[1] ? parseCount(m[1]) : 99;
    const f = targetFilter(m[2] as string);
    if (max === null || !f) return null;
    return addTarget(b, { filter: f, min: 0, max, label: p });
  }
  const x = /^X target (.+)$/.exec(p);
  if (x) {
    const f = targetFilter(x[1] as string);
    if (!f) return null;
    b.usesX = true;
    return addTarget(b, { filter: f, min: 0, max: 0, countIsX: true, label: p });
  }
  const another = /^another target (.+)$/.exec(p);
  if (another) {
    const f = targetFilter(another[1] as string);
    if (!f?.objects) return null;
    return addTarget(b, { filter: { ...f, objects: { ...f.objects, notSource: true } }, min: 1, max: 1, label: p });
  }
  const { count, rest } = leadingCount(p);
  const m = /^target (.+)$/.exec(rest);
  if (!m) return null;
  const f = targetFilter(m[1] as string);
  if (!f) return null;
  return addTarget(b, { filter: f, min: count, max: count, label: p });
}

/** "it": the object named last, or the object of the triggering event. */
function itOrTrigger(b: Build): Ref | null {
  if (b.it) return b.it;
  if (b.itUnnamed) return null;
  return b.trigger?.object ? { ref: 'trigger', key: b.trigger.object } : null;
}

/** A player phrase: "you", "target player", "target opponent", "each player", "each opponent", "that player", "its controller". */
export function parsePlayer(b: Build, phrase: string): Ref | null {
  const p = phrase.trim();
  switch (p) {
    case 'you':
    case 'You':
      return { ref: 'you' };
    case 'each player':
    case 'Each player':
      return { ref: 'players', which: 'each' };
    case 'each opponent':
    case 'Each opponent':
      return { ref: 'players', which: 'opponents' };
    case 'that player':
    case 'That player':
    case 'they':
    case 'They':
      if (b.player) return b.player;
      return b.trigger?.player ? { ref: 'trigger', key: b.trigger.player } : null;
    case 'its controller':
    case 'Its controller':
      return itOrTrigger(b) ? { ref: 'controllerOf', of: itOrTrigger(b) as Ref } : null;
    case 'its owner':
    case 'Its owner':
      return itOrTrigger(b) ? { ref: 'ownerOf', of: itOrTrigger(b) as Ref } : null;
    case "enchanted creature's controller":
    case "enchanted land's controller":
    case "enchanted permanent's controller":
    case "enchanted artifact's controller":
    case "enchanted enchantment's controller":
      return { ref: 'controllerOf', of: { ref: 'enchanted' } };
    case "that creature's controller":
    case "that land's controller":
    case "that permanent's controller":
    case "that artifact's controller":
    case "the creature's controller":
    case "that spell's controller":
      return itOrTrigger(b) ? { ref: 'controllerOf', of: itOrTrigger(b) as Ref } : null;
    default:
      break;
  }
  const t = /^[Tt]arget (player|opponent)$/.exec(p);
  if (t) {
    const ref = addTarget(b, {
      filter: { players: t[1] === 'player' ? true : 'opponent' },
      min: 1,
      max: 1,
      label: `target ${t[1]}`,
    });
    b.player = ref;
    return ref;
  }
  return null;
}

/** "it", "that creature", "itself", "~", "enchanted creature": an object already named. */
export function parseObjectRef(b: Build, phrase: string): Ref | null {
  const p = phrase.trim();
  if (p === '~' || p === 'itself') return SOURCE;
  // "blocks or becomes blocked by a non-Wall creature, destroy the other creature" (Venom): the
  // creature on the other side of the block the trigger names.
  if (/^the other creature$/i.test(p)) {
    const key = b.trigger?.object;
    return key === 'attacker' || key === 'blocker' ? { ref: 'trigger', key } : null;
  }
  if (
    /^(?:it|It|that creature|That creature|that land|That land|that permanent|That permanent|that artifact|that card|the creature|The creature|them|They)$/.test(
      p,
    )
  ) {
    if (b.it) return b.it;
    if (b.itUnnamed) return null;
    return b.trigger?.object ? { ref: 'trigger', key: b.trigger.object } : null;
  }
  if (/^[Ee]nchanted (?:creature|land|artifact|enchantment|permanent|Wall)$/.test(p)) return { ref: 'enchanted' };
  if (/^[Ee]quipped creature$/.test(p)) return { ref: 'equipped' };
  return null;
}

/**
 * "artifacts target player owns", "Swamps they control", "creatures that player controls": the
 * objects, with "you" in their filter being the player named (the reference's `relativeTo`).
 * Adds the target slot for "target player". Null when it is not such a phrase.
 */
export function parseRelative(
  b: Build,
  phrase: string,
): { filter: ObjectFilter; plural: boolean; relativeTo: Ref } | null {
  const m = /^(.+) (target player|target opponent|that player|they|its controller) (controls?|owns?)$/.exec(
    phrase.trim(),
  );
  if (!m) return null;
  const ph = parseObjects(m[1] as string);
  if (!ph || ph.other || ph.filter.zone || ph.filter.controller || ph.filter.owner) return null;
  const relativeTo = parsePlayer(b, m[2] as string);
  if (!relativeTo) return null;
  const filter: ObjectFilter = {
    ...ph.filter,
    ...((m[3] as string).startsWith('control') ? { controller: 'you' as const } : { owner: 'you' as const }),
  };
  return { filter, plural: ph.plural, relativeTo };
}

/** "each creature", "all artifacts", "each other creature", "each creature you control": every object matching. */
export function parseEach(phrase: string): Ref | null {
  const m = /^(?:each|all|Each|All) (.+)$/.exec(phrase.trim());
  if (!m) return null;
  const ph = parseObjects(uncap(m[1] as string));
  if (!ph || ph.filter.zone === 'stack') return null;
  return { ref: 'all', filter: ph.other ? { ...ph.filter, notSource: true } : ph.filter };
}

/**
 * Whatever an effect may act on: a target phrase, a player, an object already named, or
 * "each …", joined with "and" ("each creature and each player").
 */
export function parseRecipient(b: Build, phrase: string): Ref | null {
  const p = uncap(phrase.trim());
  const parts = p.split(/ and (?=each |target |you\b|any target)/);
  if (parts.length > 1) {
    const refs = parts.map((x) => parseRecipient(b, x));
    return refs.every((r): r is Ref => r !== null) ? { ref: 'union', of: refs } : null;
  }
  if (/^each (?:player|opponent)$/i.test(p)) return parsePlayer(b, p);
  const rel = /^(?:each|all) (.+)$/i.exec(p);
  const relative = rel ? parseRelative(b, rel[1] as string) : null;
  if (relative) return { ref: 'all', filter: relative.filter, relativeTo: relative.relativeTo };
  if (/^(?:each|all) /i.test(p)) return parseEach(p);
  const player = parsePlayer(b, p);
  if (player) return player;
  const obj = parseObjectRef(b, p);
  if (obj) return obj;
  const target = parseTargetPhrase(b, p);
  if (target) {
    const f = target.ref === 'target' ? b.targets[target.slot]?.filter : undefined;
    if (f?.players) b.player = target; // "that player" after "target player or planeswalker"
    if (f?.objects || f?.spells || f?.abilities) b.it = target;
    return target;
  }
  return null;
}
