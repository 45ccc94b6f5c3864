/**
 * Objects and zones: creating objects, moving them between zones with the new-object rule
 * (CR 400.7), last-known information (CR 113.7a, 608.2h, 603.10), and attachments falling off
 * when their host leaves (CR 701.3d).
 */
import { READER, characteristics, displayName, hasType, isCard, isPermanentCard } from '../derived/characteristics';
import { matchesObjectFilter } from '../derived/object-filter';
import { noteCreatureDied, noteDescended, noteDiscarded, noteLeftBattlefield } from '../state/turn-record';
import {
  boardChanged,
  copyExceptions,
  defByKey,
  defOf,
  emit,
  liveObject,
  MERGED,
  newObjectId,
  newTimestamp,
  peek,
  type Ctx,
} from '../state/context';
import { staticIndex } from '../derived/statics';
import { GRANTED_ABILITY_BASE } from '../derived/abilities';
import type { Granted } from '../derived/reader';
import { battlefieldChanged, classification, reclassify } from '../derived/board-cache';
import { putLki, putObject, removeObject } from '../state/cow';
import { getLki, tableDelete, tableSet } from '../state/object-table';
import { applyEnteringReplacements, emitAll } from './entering';
import type { EnteringAnswers } from './entering-ask';
import { RULE } from '../state/rules';
import type { EntityId, FaceDownBy, GameObject, LkiSnapshot, ObjectId, PlayerId, ZoneName } from '../state/types';
import type { RememberedAltCost } from '../state/card-def';
import { readZone, setZone } from '../state/zone-lists';
import { copiableKey } from '../state/faces';

/** Adds an id to a zone: at the end, or on top of a library. */
function addToZone(ctx: Ctx, zone: ZoneName, player: PlayerId, id: ObjectId, position: 'top' | 'bottom' | 'end'): void {
  const list = readZone(ctx, zone, player);
  const next = position === 'top' && zone === 'library' ? [id, ...list] : [...list, id];
  setZone(ctx, zone, player, next);
  if (zone === 'battlefield') battlefieldChanged(ctx, list, next, id, true);
  else if (zone === 'command') reclassify(ctx); // its abilities may function there (board-cache.ts)
}

/** Fields for a new object; the rest get their defaults. */
export type NewObject = Pick<GameObject, 'def' | 'owner' | 'zone'> & Partial<GameObject>;

/** Creates an object in a zone (at the end of its list: top of stack, newest in graveyard). */
export function createObject(ctx: Ctx, init: NewObject, position: 'top' | 'bottom' | 'end' = 'end'): GameObject {
  const controller = init.controller ?? init.owner;
  const obj: GameObject = {
    id: newObjectId(ctx),
    cardId: null,
    zonePlayer: init.zone === 'battlefield' || init.zone === 'stack' ? controller : init.owner,
    controller,
    tapped: false,
    controlSince: ctx.s.turn.number,
    counters: {},
    damage: 0,
    attachedTo: null,
    token: false,
    copyOf: null,
    timestamp: newTimestamp(ctx),
    spell: null,
    hasteGranted: false,
    chosenName: null,
    etbX: null,
    castable: false,
    ...init,
  };
  if (ctx.cow) putObject(ctx.s, ctx.cow, obj);
  else tableSet(ctx.s.objects, obj.id, obj);
  addToZone(ctx, obj.zone, obj.zonePlayer, obj.id, position);
  if (obj.zone === 'battlefield') boardChanged(ctx);
  return obj;
}

/** Snapshot of an object as it exists now, for last-known information (CR 608.2h). */
export function snapshot(ctx: Ctx, obj: GameObject): LkiSnapshot {
  const ch = characteristics(ctx, obj);
  const granted = grantedByEffects(ch.granted);
  const attached = attachedTo(ctx, obj.id).map((o) => o.id);
  return {
    object: JSON.parse(JSON.stringify(obj)) as GameObject,
    names: ch.names,
    power: ch.power,
    toughness: ch.toughness,
    manaValue: ch.manaValue,
    typeLine: { supertypes: ch.supertypes, types: ch.types, subtypes: ch.subtypes },
    ...(granted.length ? { granted } : {}),
    ...(attached.length ? { attached } : {}),
    ...(ch.rulesTextLost || ch.abilitiesLost ? { textLost: true as const } : {}),
  };
}

/**
 * The triggered abilities resolved spells' and abilities' effects gave an object (CR 611.2,
 * 613.1f), numbered as derived/abilities.ts numbers granted abilities. A static ability's grants
 * are left out: a permanent giving one may leave at the same time, and what it gave is then a
 * question of order this snapshot can't answer (603.10a).
 */
function grantedByEffects(all: readonly Granted[] | undefined): NonNullable<LkiSnapshot['granted']> {
  const out: NonNullable<LkiSnapshot['granted']> = [];
  (all ?? []).forEach((g, k) => {
    if (g.source === null && 'triggered' in g.ability)
      out.push({ index: GRANTED_ABILITY_BASE + k, triggered: g.ability.triggered });
  });
  return out;
}

function storeLki(ctx: Ctx, id: ObjectId, snap: LkiSnapshot): void {
  if (ctx.cow) putLki(ctx.s, ctx.cow, id, snap);
  else tableSet(ctx.s.lki, id, snap);
}

/** Removes an object from its zone list and from the live objects. */
function detachFromZone(ctx: Ctx, obj: GameObject): void {
  const list = readZone(ctx, obj.zone, obj.zonePlayer);
  const i = list.indexOf(obj.id);
  if (i >= 0) {
    const next = [...list.slice(0, i), ...list.slice(i + 1)];
    setZone(ctx, obj.zone, obj.zonePlayer, next);
    if (obj.zone === 'battlefield') battlefieldChanged(ctx, list, next, obj.id, false);
    else if (obj.zone === 'command') reclassify(ctx);
  }
  if (ctx.cow) removeObject(ctx.s, ctx.cow, obj.id);
  else tableDelete(ctx.s.objects, obj.id);
}

/** Objects attached to `host` (Auras, Equipment), in timestamp order. */
export function attachedTo(ctx: Ctx, host: EntityId): GameObject[] {
  const out: GameObject[] = [];
  // Only Auras and already-attached permanents can be attached to anything (board-cache.ts).
  const board = classification(ctx);
  for (const list of [board.auras, board.attachedOthers]) {
    for (const id of list) {
      const o = peek(ctx, id);
      if (o && o.attachedTo === host) out.push(o);
    }
  }
  return out.sort((a, b) => a.timestamp - b.timestamp);
}

/** CR 701.3d: things attached to an object become unattached when it leaves its zone. */
function unattachFrom(ctx: Ctx, host: GameObject, hostName: string): void {
  for (const found of attachedTo(ctx, host.id)) {
    const aura = liveObject(ctx, found.id) as GameObject;
    aura.attachedTo = null;
    boardChanged(ctx);
    emit(ctx, {
      type: 'AuraUnattached',
      aura: aura.id,
      former: host.id,
      auraCard: aura.cardId,
      rule: RULE.unattachOnLeave,
      objects: [aura.id, host.id],
      cards: cardsOf(aura, host),
      text: `${displayName(ctx, aura)} became unattached: ${hostName} left its zone.`,
    });
  }
}

function cardsOf(...objs: GameObject[]): string[] {
  return objs.map((o) => o.cardId).filter((c): c is string => c !== null);
}

export interface MoveOptions {
  /** Whose zone to put it in; default: owner for hand/library/graveyard/exile, else `controller`. */
  player?: PlayerId;
  /** Controller on the battlefield or stack; default: the owner. */
  controller?: PlayerId;
  /** In a library: on top, on the bottom, or second from the top (the top card if it was empty). */
  position?: 'top' | 'bottom' | 'second';
  manual?: boolean;
  /** A snapshot taken earlier (CR 704.8: simultaneous moves use the state before any of them). */
  lki?: LkiSnapshot;
  /** Words for the log, e.g. "put into the graveyard by 704.5m". */
  why?: string;
  rule?: string;
  /** Entering the battlefield from a resolving spell: the spell's X, for "enters with X counters" (CR 107.3m). */
  enterX?: number;
  /** Entering from a resolving spell that was kicked: "If ~ was kicked, it enters with …" (CR 702.33d). */
  enterKicked?: boolean;
  /** Put onto the battlefield "with a +1/+1 counter on it" by the effect that moves it (CR 122.6, 614.1c). */
  enterWithCounters?: { counter: string; count: number };
  /** Entering from a resolving spell that was cast: who cast it and from where ("if you cast it", CR 601.2). */
  enterCast?: { player: PlayerId; from: ZoneName };
  /** Entering from a resolving spell (or a copy of one, CR 707.10) for which this alternative cost was paid. */
  enterAltCostPaid?: RememberedAltCost;
  /** Entering from a resolving spell whose squad cost was paid this many times (CR 702.157a). */
  enterCopyCostPaid?: number;
  /**
   * Entering the battlefield attached to this object or player: an Aura spell resolving enters
   * attached to its target (CR 303.4f), so its own "when this Aura enters" abilities and their
   * intervening "if" already see what it enchants (603.4, 603.6a).
   */
  enterAttachedTo?: EntityId;
  /**
   * A double-faced card put onto the battlefield or the stack with its back face up: a spell that
   * resolves with its back face up (CR 712.13), a card put onto the battlefield "transformed"
   * (712.14a), a modal card cast as its back face (712.11b). Elsewhere, and for a card with one
   * face, it is ignored: every double-faced card is front face up in the other zones (712.8a).
   */
  backFaceUp?: boolean;
  /** Entering the battlefield: the "as enters" decisions already made (CR 614.12, entering-ask.ts). */
  enterAnswers?: EnteringAnswers;
  /** Entering the battlefield from a resolving Room spell: the door cast, unlocked as it enters (CR 709.5). */
  enterUnlocked?: string;
  /** Put onto the stack or the battlefield face down (CR 708.4, 702.37c); ignored elsewhere. */
  faceDown?: FaceDownBy;
  /** Discarded, though its rule is another's (madness's exile, CR 702.35a); from a hand only (701.9). */
  discarded?: boolean;
  /** Discarded to pay a cycling cost (CR 702.29c): "When you cycle this card" triggers. */
  cycled?: boolean;
}

/**
 * What exiles a permanent about to die instead, if anything (CR 614.1a, 700.4): an exile shield
 * from a resolved spell or ability (see `Shield`), its own "If this creature would die, exile it
 * instead", or another permanent's "If a creature an opponent controls would die, …".
 */
function exileShield(ctx: Ctx, obj: GameObject): { sourceName: string } | undefined {
  for (const s of ctx.s.shields) {
    if (s.kind !== 'exileIfDies') continue;
    // A shield on one object may also ask what it is as it would die ("a creature dealt damage this way").
    const matches = !s.filter || matchesObjectFilter(ctx, READER, obj, s.filter, s.controller, null);
    if (s.object ? s.object === obj.id && matches : s.filter && matches) return s;
  }
  const own = defOf(ctx, obj);
  if (own.replacements?.some((r) => r.kind === 'exileIfDies' && !r.what)) return { sourceName: displayName(ctx, obj) };
  for (const id of staticIndex(ctx).replacementSources) {
    const src = peek(ctx, id);
    if (!src) continue;
    for (const r of defOf(ctx, src).replacements ?? [])
      if (r.kind === 'exileIfDies' && r.what && matchesObjectFilter(ctx, READER, obj, r.what, src.controller, src.id))
        return { sourceName: displayName(ctx, src) };
  }
  return undefined;
}

/**
 * A replacement that exiles an object instead of moving it where it was going (CR 614.1a): the
 * log says why (`text` follows the object's name; `label` names what did it in the move's reason),
 * then the object is moved to exile with the same options.
 */
function exiledInstead(
  ctx: Ctx,
  old: GameObject,
  opts: MoveOptions,
  rule: string,
  text: string,
  label: string,
): GameObject {
  emit(ctx, {
    type: 'ReplacementApplied',
    source: old.id,
    rule,
    objects: [old.id],
    cards: cardsOf(old),
    text: `${displayName(ctx, old)} ${text}.`,
  });
  return moveObject(ctx, old.id, 'exile', {
    ...opts,
    why: opts.why ? `${opts.why}, exiled instead (${label})` : `exiled instead (${label})`,
  });
}

/**
 * Madness (CR 702.35a): a card with madness that would be discarded is discarded into exile
 * instead (614.1a), and its madness ability triggers: its owner may cast it for its madness cost as
 * the trigger resolves (608.2g), or else puts it into their graveyard.
 */
function discardIntoExile(ctx: Ctx, card: GameObject, mana: string, opts: MoveOptions): GameObject {
  const name = displayName(ctx, card);
  emit(ctx, {
    type: 'ReplacementApplied',
    source: card.id,
    rule: RULE.madness,
    objects: [card.id],
    cards: cardsOf(card),
    text: `${name} has madness: it is discarded into exile instead of the graveyard.`,
  });
  const exiled = moveObject(ctx, card.id, 'exile', {
    ...opts,
    rule: RULE.madness,
    discarded: true,
    why: opts.why ? `${opts.why}, into exile (madness)` : 'discarded into exile (madness)',
  });
  const text = `When this card is exiled this way, its owner may cast it by paying ${mana} rather than paying its mana cost. If that player doesn't, they put this card into their graveyard.`;
  ctx.s.pendingTriggers.push({
    source: exiled.id,
    sourceName: name,
    def: '',
    abilityIndex: -1,
    controller: exiled.owner,
    trigger: {},
    steps: [
      {
        do: 'castFree',
        what: { ref: 'var', name: 'madness' },
        prompt: `cast ${name} for its madness cost ${mana}?`,
        as: 'madnessCast',
        madness: true,
      },
      { do: 'moveTo', what: { ref: 'var', name: 'madness' }, zone: 'graveyard', when: { not: { var: 'madnessCast' } } },
    ],
    condition: null,
    text: `Madness ${mana}: ${text}`,
    targets: [],
    vars: { madness: exiled.id },
  });
  emit(ctx, {
    type: 'AbilityTriggered',
    source: exiled.id,
    player: exiled.owner,
    rule: RULE.madness,
    objects: [exiled.id],
    cards: cardsOf(exiled),
    text: `${name}'s madness ability triggered.`,
  });
  return exiled;
}

/**
 * An object's own "If ~ would be put into a graveyard from anywhere, … instead" (CR 614.1a),
 * installed by zones/graveyard-replacements.ts as it loads: the object moved instead, or null.
 */
export const LAZY_MOVE: {
  graveyard?: (ctx: Ctx, old: GameObject, opts: MoveOptions) => GameObject | null;
} = {};

/**
 * Moves an object to another zone: it becomes a new object with a fresh id and no memory of
 * the old one (CR 400.7). The old object's last-known information is stored under its old id,
 * things attached to it become unattached (CR 701.3d). Returns the new object.
 */
export function moveObject(ctx: Ctx, id: ObjectId, to: ZoneName, opts: MoveOptions = {}): GameObject {
  const old = peek(ctx, id);
  if (!old) throw new Error(`moveObject: ${id} does not exist`);
  const instead = to === 'graveyard' && !opts.manual && LAZY_MOVE.graveyard?.(ctx, old, opts);
  if (instead) return instead;
  // CR 122.1e: a permanent with a finality counter that would be put into a graveyard from the
  // battlefield is exiled instead (a replacement effect, 614.1a).
  if (to === 'graveyard' && old.zone === 'battlefield' && (old.counters.finality ?? 0) > 0)
    return exiledInstead(
      ctx,
      old,
      opts,
      RULE.finalityCounter,
      'would be put into a graveyard from the battlefield; it has a finality counter, so it is exiled instead',
      'finality counter',
    );
  // CR 614.1a, 700.4: "If that creature would die this turn, exile it instead" (an exile shield).
  const shield = to === 'graveyard' && old.zone === 'battlefield' ? exileShield(ctx, old) : undefined;
  if (shield)
    return exiledInstead(
      ctx,
      old,
      opts,
      RULE.insteadReplacement,
      `would die; ${shield.sourceName} exiles it instead`,
      shield.sourceName,
    );
  // CR 702.84a: an unearthed permanent that would leave the battlefield is exiled instead (614.1a).
  if (old.zone === 'battlefield' && old.exileIfLeaves && to !== 'exile' && !opts.manual)
    return exiledInstead(
      ctx,
      old,
      opts,
      RULE.unearth,
      `would leave the battlefield for its owner's ${to}; it was unearthed, so it is exiled instead`,
      'unearth',
    );
  if (to === 'graveyard' && old.zone === 'hand' && (opts.rule === RULE.discard || opts.rule === RULE.discardRandom)) {
    const madness = defOf(ctx, old).altCosts?.find((a) => a.kind === 'madness');
    if (madness && !opts.manual) return discardIntoExile(ctx, old, madness.mana, opts);
  }
  const lki = opts.lki ?? snapshot(ctx, old);
  storeLki(ctx, id, lki);
  let name = displayName(ctx, old);
  // CR 700.4: a creature put into a graveyard from the battlefield dies ("died this turn").
  if (old.zone === 'battlefield' && to === 'graveyard' && hasType(ctx, old, 'creature')) noteCreatureDied(ctx, id);
  if (old.zone === 'battlefield' && to !== 'battlefield') noteLeftBattlefield(ctx, old.controller);
  detachFromZone(ctx, old);
  const controller = opts.controller ?? old.owner;
  const toPlayer = opts.player ?? (to === 'battlefield' || to === 'stack' ? controller : old.owner);
  // CR 707.2, 614.1c: chosen as it enters, it enters as a copy — with the copied values from
  // the start, so its replacements and triggers are the copy's (614.12).
  const copied = to === 'battlefield' && opts.enterAnswers?.copied ? peek(ctx, opts.enterAnswers.copied) : undefined;
  const asCopy =
    copied?.zone === 'battlefield'
      ? {
          def: copiableKey(copied, defByKey(ctx, copied.def)),
          ownDef: old.ownDef ?? old.def,
          except:
            copied.copyExcept || opts.enterAnswers?.copyExcept
              ? copyExceptions().compose(copied.copyExcept, opts.enterAnswers?.copyExcept)
              : undefined,
        }
      : null;
  const moved = createObject(
    ctx,
    {
      // A permanent that entered as a copy is its own card again (CR 400.7).
      def: asCopy?.def ?? old.ownDef ?? old.def,
      ...(asCopy ? { ownDef: asCopy.ownDef } : {}),
      ...(asCopy?.except ? { copyExcept: asCopy.except } : {}),
      cardId: old.cardId,
      owner: old.owner,
      zone: to,
      zonePlayer: toPlayer,
      controller,
      token: old.token,
      copyOf: old.copyOf,
      // CR 702.103b: a bestowed Aura spell resolving (entering attached to its target) becomes a
      // bestowed Aura, classified as one (derived/board-cache.ts).
      ...(old.bestowed && opts.enterAttachedTo && { bestowed: old.bestowed }),
      // A token's copiable values stay what the effect that made it defined (CR 111.1, 707.9b).
      ...(old.copyExcept && !old.ownDef && !asCopy ? { copyExcept: old.copyExcept } : {}),
      // Face down (CR 708.4) or face up (712.13, 712.14a) as it enters, so the battlefield is
      // classified by the face it shows (a manifested land is a creature, 708.2a).
      ...(opts.faceDown && (to === 'battlefield' || to === 'stack') ? { faceDown: opts.faceDown } : {}),
      ...(opts.backFaceUp &&
      (to === 'battlefield' || to === 'stack') &&
      defByKey(ctx, asCopy?.def ?? old.ownDef ?? old.def).back
        ? { backFaceUp: true as const }
        : {}),
    },
    opts.position === 'top' || opts.position === 'second' ? 'top' : 'end',
  );
  if (opts.position === 'bottom' && to === 'library') {
    const list = readZone(ctx, to, toPlayer).filter((x) => x !== moved.id);
    setZone(ctx, to, toPlayer, [...list, moved.id]);
  }
  const [first, top, ...rest] = to === 'library' && opts.position === 'second' ? readZone(ctx, to, toPlayer) : [];
  if (first === moved.id && top) setZone(ctx, to, toPlayer, [top, moved.id, ...rest]);
  // Known before it is seen entering: its enters triggers' "if it was kicked" (CR 702.33d, 603.4).
  if (opts.enterKicked && to === 'battlefield') moved.kicked = true;
  // And the X of the spell it was, which an enters trigger's "if X is …" reads (CR 107.3m, 603.4).
  if (opts.enterX !== undefined && to === 'battlefield') moved.etbX = opts.enterX;
  if (opts.enterCast && to === 'battlefield') moved.castBy = opts.enterCast;
  if (opts.enterAltCostPaid && to === 'battlefield') moved.altCostPaid = opts.enterAltCostPaid;
  if (opts.enterCopyCostPaid && to === 'battlefield') moved.copyCostPaid = opts.enterCopyCostPaid;
  if (old.manaSpent && to === 'battlefield' && old.zone === 'stack') moved.manaSpent = old.manaSpent;
  if (opts.enterAttachedTo && to === 'battlefield') moved.attachedTo = opts.enterAttachedTo;
  if (opts.enterUnlocked && to === 'battlefield') moved.unlocked = [opts.enterUnlocked];
  if (old.zone === 'battlefield' || to === 'battlefield') boardChanged(ctx);
  // CR 614.1c–d, 614.12: replacements on entering change it before it is seen entering.
  const entering =
    to === 'battlefield'
      ? applyEnteringReplacements(
          ctx,
          moved,
          opts.enterX,
          opts.enterKicked,
          opts.enterWithCounters,
          opts.enterAnswers,
          id,
        )
      : [];
  // A split card leaving the stack is the whole card again (CR 709.4).
  if (old.zone === 'stack') name = displayName(ctx, moved);
  // CR 708.9: a face-down permanent or spell that leaves is revealed (a new object is face up, 400.7).
  const revealed = !!old.faceDown && !moved.faceDown;
  if (revealed) name = displayName(ctx, moved);
  // CR 701.9a: a card discarded goes from its owner's hand to the graveyard (or exile by madness).
  const discarded =
    old.zone === 'hand' &&
    !opts.manual &&
    (opts.discarded || opts.rule === RULE.discard || opts.rule === RULE.discardRandom);
  if (discarded && to === 'graveyard') noteDiscarded(ctx, moved.id);
  // Descend (CR 700.11): a permanent card put into its owner's graveyard, from any zone.
  if (to === 'graveyard' && isCard(moved) && isPermanentCard(ctx, moved)) noteDescended(ctx, moved.owner);
  // CR 701.21a: a permanent sacrificed goes from the battlefield to its owner's graveyard (a
  // replacement may send it elsewhere: it was still sacrificed), by its controller.
  const sacrificed =
    old.zone === 'battlefield' && !opts.manual && (opts.rule === RULE.sacrifice || opts.rule === RULE.sbaSaga);
  emit(ctx, {
    type: 'ZoneChanged',
    name,
    cardId: old.cardId,
    manual: opts.manual ?? false,
    ...(discarded ? { discarded: { player: old.zonePlayer, cycled: !!opts.cycled } } : {}),
    ...(sacrificed ? { sacrificed: { player: old.controller } } : {}),
    from: { zone: old.zone, player: old.zonePlayer, objectId: old.id },
    to: { zone: to, player: toPlayer, objectId: moved.id },
    rule: opts.rule ?? (opts.manual ? RULE.manualMove : RULE.newObject),
    objects: [old.id, moved.id],
    cards: cardsOf(old),
    text:
      `${name} moved from ${zoneWords(old.zone, old.zonePlayer)} to ${zoneWords(to, toPlayer)}` +
      `${opts.why ? ` (${opts.why})` : ''}${opts.manual ? ' by a manual move' : ''}; it is a new object.`,
  });
  if (revealed)
    emit(ctx, {
      type: 'Note',
      rule: RULE.faceDownRevealed,
      objects: [moved.id],
      cards: cardsOf(old),
      text: `The face-down ${old.zone === 'stack' ? 'spell' : 'permanent'} is revealed: ${name} (CR 708.9).`,
    });
  emitAll(ctx, entering);
  // CR 730.3: the other cards and tokens of a merged permanent go where it went.
  if (old.merged) MERGED.leave!(ctx, old, moved);
  // CR 701.3d: what was attached to it becomes unattached, now that it has left its zone.
  unattachFrom(ctx, old, name);
  if (old.zone === 'battlefield') returnExiledUntil(ctx, old.id, name);
  return moved;
}

/**
 * "Exile target … until ~ leaves the battlefield" (CR 610.3): the moment ~ leaves, a second
 * one-shot effect returns each card still exiled that way to the battlefield under its owner's
 * control (a token exiled has ceased to exist, CR 111.7, and doesn't return).
 */
function returnExiledUntil(ctx: Ctx, linker: ObjectId, linkerName: string): void {
  const links = ctx.s.links.filter(
    (l) => l.untilLinkerLeaves && 'objectId' in l.linker && l.linker.objectId === linker,
  );
  if (!links.length) return;
  ctx.s.links = ctx.s.links.filter((l) => !links.includes(l));
  for (const l of links) {
    const card = peek(ctx, l.object);
    if (card?.zone !== 'exile' || card.token) continue;
    moveObject(ctx, card.id, 'battlefield', {
      controller: card.owner,
      rule: RULE.exileUntil,
      why: `${linkerName} left the battlefield; it returns under its owner's control`,
    });
  }
}

/** "p2's graveyard", "the battlefield", "the stack". */
export function zoneWords(zone: ZoneName, player: PlayerId): string {
  if (zone === 'battlefield' || zone === 'stack') return `the ${zone}`;
  if (zone === 'outside') return `outside the game (${player})`;
  // Exile is one zone shared by all players (CR 400.1); cards there are shown under their owner.
  if (zone === 'exile') return 'exile';
  if (zone === 'command') return 'the command zone'; // shared too (CR 408)
  return `${player}'s ${zone}`;
}

/**
 * Removes an object from the game entirely (CR 704.5d/e: a token or copy ceases to exist).
 * Its last-known information is kept.
 */
export function ceaseToExist(ctx: Ctx, id: ObjectId, rule: string, why: string): void {
  const obj = peek(ctx, id);
  if (!obj) return;
  storeLki(ctx, id, snapshot(ctx, obj));
  const name = displayName(ctx, obj);
  detachFromZone(ctx, obj);
  if (obj.zone === 'battlefield') boardChanged(ctx);
  emit(ctx, {
    type: 'CeasedToExist',
    objectId: id,
    name,
    zone: obj.zone,
    rule,
    objects: [id],
    cards: [],
    text: `${name} ceased to exist: ${why}.`,
  });
  unattachFrom(ctx, obj, name);
}

/** The result of looking up "the object, or its last-known information" (CR 608.2h). */
export interface Lookup {
  object: GameObject;
  /** True when the object has left its zone and this is its last-known information. */
  usedLki: boolean;
  snapshot: LkiSnapshot | null;
}

/**
 * The one lookup for "the object or its last-known information": the live object if it still
 * exists, else the snapshot taken when it left its zone, else null (CR 113.7a, 608.2h).
 */
export function objectOrLki(ctx: Ctx, id: ObjectId | null | undefined): Lookup | null {
  if (!id) return null;
  const live = peek(ctx, id);
  if (live) return { object: live, usedLki: false, snapshot: null };
  const lki = getLki(ctx.s, id);
  if (lki) return { object: lki.object, usedLki: true, snapshot: lki };
  return null;
}

/** Emits the event that says last-known information was used, and why. */
export function noteLkiUsed(ctx: Ctx, look: Lookup, purpose: string, forObject: ObjectId | null): void {
  if (!look.usedLki || !look.snapshot) return;
  const snapshot = look.snapshot;
  emit(ctx, {
    type: 'LkiUsed',
    objectId: look.object.id,
    snapshot,
    purpose,
    forObject,
    rule: RULE.lki,
    objects: [look.object.id],
    cards: look.object.cardId ? [look.object.cardId] : [],
    text: `Used last-known information of ${look.snapshot.names.join(' // ')}: ${purpose}.`,
  });
}

export { isPlayerId, opponentOf } from '../state/ids';
export { readZone, setZone } from '../state/zone-lists';
