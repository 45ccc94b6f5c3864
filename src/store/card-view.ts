/**
 * The view of one object as the table draws it: frame facts, status, what it is attached to
 * and what is attached to it, and its accessible name (it starts with the card's name and says
 * its state: tapped, copy, token, summoning sick, attached to ...).
 */
import type { CardRegistry, EntityId, GameObject, GameState, ObjectId } from '../engine';
import { objectFacts, type ObjectFacts } from '../scenario/object-view';
import { animKey } from './animation';
import { entityName, isPlayer, whereIs } from './names';
import { getObject } from '../engine';

export interface Attachment {
  id: EntityId;
  name: string;
  /** "in Player 2 graveyard", "on the battlefield", "" for a player. */
  where: string;
}

export interface CardView {
  id: ObjectId;
  /** Animation and React key: the physical card id, else the object id (copies, tokens). */
  key: string;
  cardId: string | null;
  name: string;
  facts: ObjectFacts;
  owner: GameObject['owner'];
  controller: GameObject['controller'];
  zone: GameObject['zone'];
  zonePlayer: GameObject['zonePlayer'];
  tapped: boolean;
  token: boolean;
  copy: boolean;
  /** Name of what a copy copies. */
  copyOf: string | null;
  counters: Record<string, number>;
  /** A Class's level above 1 (CR 716.2b: a designation, not a counter); null otherwise. */
  classLevel: number | null;
  damage: number;
  /** What this Aura/Equipment is attached to; null if nothing. `gone` when its host no longer exists. */
  attachedTo: (Attachment & { gone: boolean }) | null;
  /** Auras and Equipment attached to this object. */
  enchantedBy: (Attachment & { subtypes: readonly string[] })[];
  summoningSick: boolean;
  castable: boolean;
  /** An Aura tucked under a permanent that another player controls: who controls the Aura. */
  foreignController: GameObject['controller'] | null;
  /** In the combat on the battlefield: attacking, or blocking (the attacker's name). */
  /** `planeswalker`: the planeswalker it was declared attacking (CR 508.1b), by name. */
  combat: { kind: 'attacking'; planeswalker?: string } | { kind: 'blocking'; attacker: string } | null;
  /** The accessible name. */
  label: string;
}

function countersWords(counters: Record<string, number>): string[] {
  return Object.entries(counters)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${n} ${kind} counter${n === 1 ? '' : 's'}`);
}

function attachmentOf(state: GameState, reg: CardRegistry, id: EntityId): Attachment & { gone: boolean } {
  const gone = !isPlayer(id) && !getObject(state, id);
  return { id, name: entityName(state, reg, id), where: gone ? 'which has left its zone' : whereIs(state, id), gone };
}

/** The card's enforcement in words, when not everything is (DESIGN "Real cards"); proxies say so above. */
/** An attacker's view: the planeswalker it attacks, when it attacks one (CR 508.1b; "" once removed, 506.4c). */
function attackingView(state: GameState, reg: CardRegistry, id: ObjectId): CardView['combat'] {
  const pw = state.combat?.attacks?.[id];
  if (pw === undefined) return { kind: 'attacking' };
  return { kind: 'attacking', planeswalker: pw ? entityName(state, reg, pw) : 'nothing' };
}

function enforcementWords(facts: ObjectFacts): string {
  const e = facts.enforcement;
  if (e.status === 'partial') return 'partly enforced';
  if (e.status === 'none') return 'rules text not enforced';
  return e.status === 'proxy' && !facts.proxy ? 'stand-in without card data' : '';
}

/**
 * What is attached to what on one state's battlefield: host id → the objects attached to it,
 * oldest first. Built in one pass, so a view of the whole board does not scan the battlefield
 * once per card.
 */
export type AttachmentIndex = ReadonlyMap<EntityId, readonly GameObject[]>;

export function attachmentIndex(state: GameState): AttachmentIndex {
  const index = new Map<EntityId, GameObject[]>();
  for (const b of state.battlefield) {
    const o = getObject(state, b);
    if (!o?.attachedTo) continue;
    const list = index.get(o.attachedTo);
    if (list) list.push(o);
    else index.set(o.attachedTo, [o]);
  }
  for (const list of index.values()) if (list.length > 1) list.sort((a, b) => a.timestamp - b.timestamp);
  return index;
}

/**
 * How a permanent is described by what is attached to it: "equipped by" an Equipment (CR 301.5),
 * "fortified by" a Fortification (301.6), "enchanted by" an Aura (303.4) and, for anything else
 * attached to it, "with … attached". `subtypes`: the attached object's subtypes.
 */
export function attachedByWords(subtypes: readonly string[], name: string): string {
  if (subtypes.includes('Equipment')) return `equipped by ${name}`;
  if (subtypes.includes('Fortification')) return `fortified by ${name}`;
  if (subtypes.includes('Aura')) return `enchanted by ${name}`;
  return `with ${name} attached`;
}

/** Objects on the battlefield attached to `id`, oldest first. */
export function attachmentsTo(state: GameState, id: EntityId, index?: AttachmentIndex): readonly GameObject[] {
  return (index ?? attachmentIndex(state)).get(id) ?? [];
}

/** The view of one object; pass `index` (attachmentIndex of the same state) when viewing many. */
export function cardView(state: GameState, reg: CardRegistry, id: ObjectId, index?: AttachmentIndex): CardView | null {
  const obj = getObject(state, id);
  const facts = objectFacts(state, reg, id);
  if (!obj || !facts) return null;
  const copy = obj.copyOf !== null;
  const copyOf = copy && obj.copyOf ? entityName(state, reg, obj.copyOf) : null;
  const attachedTo = obj.attachedTo ? attachmentOf(state, reg, obj.attachedTo) : null;
  const enchantedBy = attachmentsTo(state, id, index).map((a) => ({
    id: a.id,
    name: entityName(state, reg, a.id),
    where: whereIs(state, a.id),
    subtypes: objectFacts(state, reg, a.id)?.subtypes ?? [],
  }));
  const host = obj.attachedTo && !isPlayer(obj.attachedTo) ? getObject(state, obj.attachedTo) : undefined;
  const foreignController =
    obj.zone === 'battlefield' && host?.zone === 'battlefield' && host.controller !== obj.controller
      ? obj.controller
      : null;
  const blocked = state.combat?.blockers[id];
  const combat: CardView['combat'] =
    obj.zone !== 'battlefield' || !state.combat
      ? null
      : state.combat.attackers[id]
        ? attackingView(state, reg, id)
        : blocked
          ? { kind: 'blocking', attacker: entityName(state, reg, blocked) }
          : null;
  const words = [
    copy ? `copy${copyOf ? ` of ${copyOf}` : ''}` : '',
    obj.token ? 'token' : '',
    // CR 903.3: the commander designation, an attribute of the card.
    obj.cardId && state.commanders?.includes(obj.cardId) ? 'commander' : '',
    foreignController ? `controlled by ${foreignController === 'p1' ? 'Player 1' : 'Player 2'}` : '',
    facts.proxy ? 'proxy (unscripted)' : '',
    enforcementWords(facts),
    // CR 701.27g: a permanent with its back face up is "transformed"; a spell cast as its back face (712.11b).
    facts.faces?.up === 'back' ? (obj.zone === 'battlefield' ? 'transformed' : 'back face up') : '',
    obj.tapped ? 'tapped' : '',
    combat?.kind === 'attacking'
      ? `attacking${combat.planeswalker ? ` ${combat.planeswalker}` : ''}`
      : combat?.kind === 'blocking'
        ? `blocking ${combat.attacker}`
        : '',
    facts.summoningSick ? 'summoning sick' : '',
    attachedTo ? `attached to ${attachedTo.name}${attachedTo.where ? ` ${attachedTo.where}` : ''}` : '',
    obj.zone === 'battlefield' && facts.subtypes.includes('Aura') && !attachedTo ? 'attached to nothing' : '',
    ...enchantedBy.map((a) => attachedByWords(a.subtypes, a.name)),
    ...countersWords(obj.counters),
    obj.classLevel ? `level ${obj.classLevel}` : '',
    obj.damage ? `${obj.damage} damage` : '',
    facts.power !== null && facts.toughness !== null && obj.zone === 'battlefield'
      ? `${facts.power}/${facts.toughness}`
      : '',
  ].filter(Boolean);
  return {
    id,
    key: animKey(state, id),
    cardId: obj.cardId,
    name: facts.name,
    facts,
    owner: obj.owner,
    controller: obj.controller,
    zone: obj.zone,
    zonePlayer: obj.zonePlayer,
    tapped: obj.tapped,
    token: obj.token,
    copy,
    copyOf,
    counters: obj.counters,
    classLevel: obj.classLevel ?? null,
    damage: obj.damage,
    attachedTo,
    enchantedBy,
    summoningSick: facts.summoningSick,
    castable: obj.castable,
    foreignController,
    combat,
    label: [facts.name, ...words].join(', '),
  };
}
