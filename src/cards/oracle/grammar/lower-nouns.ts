/**
 * Lowering noun phrases (nouns.ts) to engine references ({@link Ref}), in the order the text
 * names them: a "target" word adds a target slot (CR 115.1, 601.2c), and a pronoun names what
 * was named last ("it", "that creature") or the object or player of the triggering event
 * (CR 603.7c, 608.2h). Null when the phrase can't be lowered (never guess).
 */
import type { ObjectFilter, Ref } from '../../../engine';
import type { Build } from '../build';
import { groupRef } from './groups';
import type { NP, Shares } from './nouns';

/**
 * Adds a target slot; returns the reference to it. `distinct`: "another target" after other
 * uses of "target": none of what they chose (CR 115.3).
 */
function addTarget(b: Build, np: Extract<NP, { k: 'target' }>, distinct = 0): Ref {
  b.targets.push({
    filter: np.filter,
    min: np.min,
    max: np.max,
    label: np.label,
    ...(np.countIsX ? { countIsX: true } : {}),
    ...(np.countIsX === 'upTo' ? { upToX: true as const } : {}),
    ...(distinct ? { distinctFromPrior: distinct } : {}),
    ...(np.sameGraveyard ? { sameGraveyard: true } : {}),
  });
  if (np.countIsX) b.usesX = true;
  return { ref: 'target', slot: b.targets.length - 1 };
}

/**
 * "it": the object named last, or the object of the triggering event; with neither, the object
 * the ability belongs to ("Sacrifice this creature: It deals 3 damage to any target").
 */
export function itRef(b: Build): Ref | null {
  if (b.it) return b.it;
  if (b.itUnnamed) return null;
  if (b.trigger?.object) return { ref: 'trigger', key: b.trigger.object };
  return b.trigger?.player ? null : { ref: 'source' };
}

/** "them" / "they" right after several tokens were created: those tokens (see nameTokens). */
function tokensMade(b: Build): Ref | null {
  return b.them && b.it === null ? { ref: 'var', name: b.them } : null;
}

/** "that player" / "they": the player named last, or the player of the triggering event. */
function thatPlayer(b: Build): Ref | null {
  if (b.player) return b.player;
  if (b.trigger?.opponentsObject) return { ref: 'players', which: 'opponents' };
  if (b.trigger?.player) return { ref: 'trigger', key: b.trigger.player };
  // "Whenever a creature attacks one of your opponents, that player …": the defending player (CR 506.2).
  return b.trigger?.attackedNamed && b.trigger.defending ? { ref: 'trigger', key: b.trigger.defending } : null;
}

/**
 * "each other player": the players other than "you" — in a two-player game the opponent (CR
 * 102.2) — only where no other player was named before it ("Syphon Mind: Each other player
 * discards a card", "You draw two cards, then each other player draws a card"). After a
 * trigger's player ("Whenever a player casts …, each other player copies that spell"), a target
 * player or a step about another player ("its owner draws X cards and each other player loses X
 * life"), "other" may be relative to that player: not read.
 */
function otherPlayers(b: Build): Ref | null {
  if (b.trigger?.player || b.player || b.targets.some((t) => t.filter.players)) return null;
  const you = JSON.stringify({ ref: 'you' });
  const others = b.steps.some((st) =>
    Object.entries(st).some(([k, v]) => (k === 'player' || k === 'to') && JSON.stringify(v) !== you && !!v),
  );
  return others ? null : { ref: 'players', which: 'opponents' };
}

/**
 * "each other opponent" after a trigger whose player is an opponent ("Whenever ~ deals combat
 * damage to an opponent, it deals that much damage to each other opponent"): the opponents but
 * that one. The engine's game has two players (CR 102.2), so there is none: an empty set. Read
 * only there, and before any other player is named.
 */
function otherOpponents(b: Build): Ref | null {
  if (!b.trigger?.player || !b.trigger.playerIsOpponent || b.player) return null;
  if (b.targets.some((t) => t.filter.players)) return null;
  return { ref: 'union', of: [] };
}

/** What a reference may name where it is used. */
export type Role = 'player' | 'object' | 'any';

/**
 * What an instruction acts on when it names an object an earlier instruction of the same effect
 * moved: the new object if it went to a public zone (CR 400.7j), else nothing (null: not read).
 */
export function actedOn(b: Build, r: Ref | null): Ref | null {
  if (!r || !b.moved) return r;
  const k = JSON.stringify(r);
  return k in b.moved ? (b.moved[k] ?? null) : r;
}

/** Records that a step moved what `r` names; `to` is what names it now (or null). */
export function noteMoved(b: Build, r: Ref, to: Ref | null): void {
  b.moved = { ...b.moved, [JSON.stringify(r)]: to };
}

/**
 * Lowers a noun phrase to a reference, adding target slots in text order. `role` says whether a
 * player or an object is meant (a pronoun like "they" can be either). `read`: the reference is
 * only read (a controller, a power: last-known information, CR 608.2h), so an object an earlier
 * instruction moved is named as it was; otherwise an instruction acts on it (see {@link actedOn}).
 */
export function lowerNP(b: Build, np: NP, role: Role = 'any', read = false): Ref | null {
  const r = lowerNPRaw(b, np, role, read);
  return read || np.k === 'target' || np.k === 'each' ? r : actedOn(b, r);
}

function lowerNPRaw(b: Build, np: NP, role: Role, read: boolean): Ref | null {
  switch (np.k) {
    case 'target': {
      const isPlayer = !!np.filter.players && !np.filter.objects && !np.filter.spells && !np.filter.abilities;
      if (role === 'player' && !isPlayer) return null;
      if (role === 'object' && isPlayer) return null;
      // "another target creature" after earlier target words: it must differ from what they
      // chose (CR 115.3). Read for an instant or sorcery, whose source no target filter here
      // matches; a permanent's "another" might mean "not this permanent" too: not read.
      const distinct = np.other ? b.targets.length : 0;
      if (distinct && !b.card.isSpell) return null;
      // "a third target": after two earlier target words only.
      if (np.third && b.targets.length !== 2) return null;
      // The defending player is the controller's opponent only if the attacking creature is theirs.
      if (np.ofDefending && !b.trigger?.defendingIsOpponent) return null;
      // "That player" must be the trigger's player, and that an opponent.
      // "That player" must be the trigger's player, and that an opponent; or the one opponent
      // "for each opponent" names (CR 102.2).
      const eachOpponent = b.player?.ref === 'players' && b.player.which === 'opponents';
      // Or, with no player named, the controller of the object an earlier target word chose
      // among an opponent's ("Target creature an opponent controls deals damage … to another
      // target creature that player controls"): in a two-player game, that opponent (CR 102.2).
      const it = !b.player && !b.trigger?.player && b.it?.ref === 'target' ? b.targets[b.it.slot]?.filter : undefined;
      const ofOpponents = !!it?.objects && it.objects.controller === 'opponent' && !it.players && !it.spells;
      if (np.ofThatPlayer && !eachOpponent && !ofOpponents && (b.player || !b.trigger?.playerIsOpponent)) return null;
      // "X target creatures" / "up to X target creatures": the X announced as a spell is cast or
      // an ability activated (CR 601.2b, 602.2b); a triggered ability's X (a cycling or
      // monstrosity cost's) is not what its targets are counted by here: not read.
      if (np.countIsX && (b.trigger || b.triggeredAbility)) return null;
      const ref = addTarget(b, np, distinct);
      if (np.filter.players) b.player = ref; // "that player" after "target player or planeswalker"
      if (np.filter.objects || np.filter.spells || np.filter.abilities) {
        b.itBefore = { of: ref, was: b.it };
        b.it = ref;
      }
      return ref;
    }
    case 'each': {
      if (role === 'player') return null;
      if (np.shares) return np.relativeTo ? null : sharing(b, np.filter, np.shares, np.other);
      const filter = np.other ? { ...np.filter, notSource: true } : np.filter;
      if (!np.relativeTo) return { ref: 'all', filter };
      const who = lowerNP(b, np.relativeTo, 'player');
      if (!who) return null;
      return {
        ref: 'all',
        filter: { ...filter, ...(np.owns ? { owner: 'you' as const } : { controller: 'you' as const }) },
        relativeTo: who,
      };
    }
    case 'players':
      return role === 'object' ? null : { ref: 'players', which: np.which };
    case 'otherPlayers':
      return role === 'object' ? null : otherPlayers(b);
    case 'otherOpponents':
      return role === 'object' ? null : otherOpponents(b);
    case 'you':
      return role === 'object' ? null : { ref: 'you' };
    case 'defendingPlayer':
      return role === 'object' || !b.trigger?.defending ? null : { ref: 'trigger', key: b.trigger.defending };
    case 'attackedByIt':
      // A player or a planeswalker: only where either may be named (a damage recipient).
      return role !== 'any' || !b.trigger?.attacking ? null : { ref: 'trigger', key: b.trigger.attacking };
    case 'chosenPlayer':
      return role === 'object' || !b.card.choosesOpponent ? null : { ref: 'chosenPlayer' };
    case 'self':
      return role === 'player' ? null : { ref: 'source' };
    case 'grantor':
      return role === 'player' ? null : { ref: 'grantor' };
    case 'enchanted':
      return role === 'player' ? null : { ref: 'enchanted' };
    case 'equipped':
      if (role === 'player') return null;
      // "put a +1/+1 counter on equipped creature if it's green": "it" then names it.
      if (!b.it && !b.trigger?.object) b.it = { ref: 'equipped' };
      return { ref: 'equipped' };
    case 'playerOrController': {
      // The target "player or planeswalker" named last: a player is its own (CR 115.1), a
      // planeswalker's controller is read from it (last known, 608.2h).
      const t = b.player?.ref === 'target' ? b.targets[b.player.slot] : undefined;
      const pw = t?.filter.objects;
      if (role === 'object' || !t || !t.filter.players || !pw || t.max !== 1) return null;
      if (JSON.stringify(pw) !== '{"types":["planeswalker"]}' || t.filter.spells) return null;
      return { ref: 'controllerOf', of: b.player as Ref };
    }
    case 'targeterController': {
      // The trigger's player is the controller of the spell (or ability) that targeted (CR 115.1).
      const t = b.trigger?.targeter;
      if (t && b.trigger?.player) {
        if (role === 'object' || (!np.orAbility && t !== 'spell')) return null;
        return { ref: 'trigger', key: b.trigger.player };
      }
      if (np.orAbility) return null;
      return lowerNPRaw(b, { k: 'controllerOf', of: { k: 'pronoun', word: 'that creature' } }, role, read);
    }
    case 'controllerOf':
    case 'ownerOf': {
      if (role === 'object') return null;
      const of = lowerNP(b, np.of, 'object', true);
      return of ? { ref: np.k, of } : null;
    }
    case 'pronoun':
      return pronoun(b, np.word, role);
    case 'union': {
      const refs: Ref[] = [];
      for (const part of np.of) {
        const r = lowerNP(b, part, role, read);
        if (!r) return null;
        refs.push(r);
      }
      return { ref: 'union', of: refs };
    }
  }
}

/**
 * A group with what it shares with the object the pronoun names (`sharesWith`, read as the
 * instruction starts): only one object one target word chose, a permanent (CR 115.1), or a
 * permanent's own ability's source. "each
 * other creature that shares a color with it" is every such creature but that one (`except`).
 */
function sharing(b: Build, f: ObjectFilter, s: Shares, other: boolean): Ref | null {
  if (s.to.k !== 'pronoun') return null;
  const to = pronoun(b, s.to.word, 'object');
  // "This creature and each other creature with the same name as it": a permanent's own ability
  // names the permanent (read as it last existed if it has left, CR 608.2h).
  if (to?.ref === 'source' && !b.card.isSpell && s.to.word === 'it') {
    const filter: ObjectFilter = { ...f, sharesWith: { with: to, by: s.by } };
    return other ? { ref: 'all', filter, except: to } : { ref: 'all', filter };
  }
  const t = to?.ref === 'target' ? b.targets[to.slot] : undefined;
  const o = t?.filter.objects;
  if (!to || !t || !o || t.filter.players || t.filter.spells || t.filter.abilities || t.max !== 1 || o.zone)
    return null;
  if (t.countIsX) return null;
  const filter: ObjectFilter = { ...f, sharesWith: { with: to, by: s.by } };
  return other ? { ref: 'all', filter, except: to } : { ref: 'all', filter };
}

function pronoun(b: Build, word: NP & { k: 'pronoun' } extends { word: infer W } ? W : never, role: Role): Ref | null {
  switch (word) {
    case 'that player':
      return role === 'object' ? null : thatPlayer(b);
    case 'they': {
      // "they" is a player after a player was named or the event names one; else the objects ("They gain haste").
      if (role !== 'object' && (b.player || b.trigger?.player)) return thatPlayer(b);
      if (role === 'player') return null;
      // After "Untap all creatures you control", the objects that instruction affected (CR 608.2c).
      const group = groupRef(b);
      return group === undefined ? (tokensMade(b) ?? itRef(b)) : group;
    }
    case 'itself':
      return role === 'player' ? null : { ref: 'source' };
    case 'the other creature': {
      // "blocks or becomes blocked by a non-Wall creature, destroy the other creature": the creature on the other side.
      const key = b.trigger?.object;
      return role !== 'player' && (key === 'attacker' || key === 'blocker') ? { ref: 'trigger', key } : null;
    }
    case 'that permanent or player': {
      // The one target that may be a permanent or a player ("Choose any target. … to that
      // permanent or player"): the player named last, when that is such a target.
      const r = b.player;
      if (r?.ref !== 'target') return null;
      const t = b.targets[r.slot];
      return t && t.filter.players && t.filter.objects && t.max === 1 && !t.countIsX ? r : null;
    }
    case 'the blocking creature':
      // The creature that blocked, when the triggering event names one as its object (CR 509.1i).
      return role !== 'player' && b.trigger?.object === 'blocker' ? { ref: 'trigger', key: 'blocker' } : null;
    case 'the sacrificed creature':
      return role === 'player' ? null : sacrificedRef(b);
    case 'that ability':
      return role === 'player' || !b.trigger?.ability ? null : { ref: 'trigger', key: b.trigger.ability };
    case 'that token':
      return role === 'player' || !b.tokens ? null : { ref: 'var', name: b.tokens };
    case 'the amassed Army':
      return role === 'player' || !b.amassed ? null : { ref: 'var', name: b.amassed };
    case 'its':
      return role === 'player' ? null : (b.subject ?? itRef(b));
    case 'them': {
      // "them" is never the one object an event names (Oracle calls that "it"): the objects an
      // earlier instruction named or acted on (a group, CR 608.2c), else a player ("deals 2
      // damage to them").
      const group = role === 'player' ? undefined : groupRef(b);
      if (group !== undefined) return group;
      const objects = tokensMade(b) ?? b.it;
      if (objects) return role === 'player' ? null : objects;
      return role === 'object' ? null : thatPlayer(b);
    }
    case 'those cards': {
      // The cards the last exile of this effect put into exile (CR 406.2), found there again
      // (400.7j): "Exile each creature you control. Return those cards to the battlefield …".
      const last = role === 'player' ? undefined : b.exiledVars?.[b.exiledVars.length - 1];
      return last ? { ref: 'var', name: last } : null;
    }
    case 'it':
      return role === 'player' ? null : itRef(b);
    case 'those creatures': {
      // The group an earlier "each" / "all" instruction acted on (CR 608.2c); with none, the
      // objects named last ("Tap up to two target creatures. Those creatures don't untap …").
      if (role === 'player') return null;
      const group = groupRef(b);
      if (group !== undefined) return group;
      const one = pronoun(b, 'that creature', role);
      // After "target creature gets +3/+3, up to one other target creature gets +2/+2, …" the
      // named objects are each target of the effect, not the last one alone (CR 115.1).
      const slots = b.targets.flatMap((t, slot) => (t.filter.objects && !t.filter.players ? [slot] : []));
      if (one?.ref !== 'target' || slots.length < 2 || !slots.includes(one.slot)) return one;
      return { ref: 'union', of: slots.map((slot) => ({ ref: 'target' as const, slot })) };
    }
    case 'that creature': {
      // "that creature" is never the object itself (Oracle says "this creature"): after "if this
      // creature is untapped, …" it is still the creature the event names.
      // With neither named nor an event's object, it names nothing (not the spell or ability's source).
      const r = role === 'player' ? null : itRef(b);
      if (r?.ref !== 'source') return r;
      return b.trigger?.object ? { ref: 'trigger', key: b.trigger.object } : null;
    }
    case 'the chosen creature':
      return role === 'player' ? null : (b.chosen ?? null);
    case 'the creature you control':
    case "the creature you don't control": {
      // One of the pair "Choose target creature you control and target creature you don't
      // control" named; naming it makes it what "it" names next.
      const r = role === 'player' || !b.pair ? null : b.pair[word === 'the creature you control' ? 0 : 1];
      if (r) Object.assign(b, { it: r, itUnnamed: false });
      return r;
    }
  }
}

/**
 * "The sacrificed creature": the permanent an earlier instruction of the effect sacrificed ("You
 * may sacrifice a creature. If you do, … the sacrificed creature's power"), one permanent chosen
 * by you; with no such instruction, the permanent sacrificed to pay a cost (CR 608.2h: as it last
 * existed). Null when the instruction sacrificed several or another player's.
 */
export function sacrificedRef(b: Build): Ref | null {
  const st = [...b.steps].reverse().find((x) => x.do === 'sacrificeChosen');
  if (!st || st.do !== 'sacrificeChosen') return { ref: 'sacrificed' };
  if (st.count !== undefined || st.anyNumber || (st.player && st.player.ref !== 'you')) return null;
  return { ref: 'var', name: st.as };
}
