/**
 * The table's view model: for each player life, mana, library count, hand, battlefield (lands
 * apart, each permanent with the Auras tucked under it), graveyard and exile (cards exiled with
 * an object grouped under it, CR 607), and the stack top first. A pure function of the state.
 */
import type { CardRegistry, EntityId, GameState, LinkRecord, ManaType, ObjectId, PlayerId } from '../engine';
import { PLAYERS } from '../engine';
import { cardView, type CardView } from './card-view';
import { entityName, isPlayer, whereIs } from './names';
import { getObject } from '../engine';

/** A permanent with the Auras/Equipment tucked under it (attachments to other hosts are apart). */
export interface PermanentGroup {
  card: CardView;
  attached: CardView[];
}

export interface ExileGroup {
  /** Null for cards exiled with nothing in particular. */
  linker: { id: string | null; label: string } | null;
  cards: CardView[];
}

export interface PlayerView {
  id: PlayerId;
  life: number;
  manaPool: ManaType[];
  lost: boolean;
  libraryCount: number;
  sideboardCount: number;
  hand: CardView[];
  lands: PermanentGroup[];
  permanents: PermanentGroup[];
  graveyard: CardView[];
  exile: ExileGroup[];
  /** Auras attached to this player. */
  enchantedBy: CardView[];
}

export interface StackTarget {
  id: EntityId;
  name: string;
  where: string;
  /** False when the target no longer exists (it changed zones: CR 400.7, 608.2b). */
  present: boolean;
}

export interface StackItemView {
  id: ObjectId;
  kind: 'spell' | 'ability';
  controller: PlayerId;
  name: string;
  /** Spells: the card view (copies marked). */
  card: CardView | null;
  /** Abilities: their source and text. */
  ability: { kind: 'triggered' | 'activated'; source: ObjectId; sourceName: string; sourcePresent: boolean; text: string } | null;
  targets: StackTarget[];
  x: number;
  /** Position from the top: 0 is the top of the stack. */
  depth: number;
}

export interface BoardView {
  players: Record<PlayerId, PlayerView>;
  /** Top first. */
  stack: StackItemView[];
}

function cards(state: GameState, reg: CardRegistry, ids: readonly ObjectId[]): CardView[] {
  return ids.map((id) => cardView(state, reg, id)).filter((c): c is CardView => c !== null);
}

/** A copy is shown right after its original when both are in the same list (it "appears beside" it). */
export function copiesBesideOriginals(list: CardView[], state: GameState): CardView[] {
  const out = list.filter((c) => !c.copy);
  for (const copy of list.filter((c) => c.copy)) {
    const original = getObject(state, copy.id)?.copyOf;
    const at = out.findIndex((c) => c.id === original);
    if (at >= 0) {
      let end = at + 1;
      while (out[end]?.copy && getObject(state, out[end]!.id)?.copyOf === original) end++;
      out.splice(end, 0, copy);
    } else out.splice(list.indexOf(copy), 0, copy);
  }
  return out;
}

function linkLabel(state: GameState, reg: CardRegistry, link: LinkRecord): { id: string | null; label: string } {
  if ('name' in link.linker) return { id: null, label: `Exiled with cards named ${link.linker.name}` };
  const id = link.linker.objectId;
  const present = !!getObject(state, id);
  return { id: present ? id : null, label: `Exiled with ${entityName(state, reg, id)}${present ? '' : ' (which has left the battlefield)'}` };
}

function exileGroups(state: GameState, reg: CardRegistry, player: PlayerId): ExileGroup[] {
  const groups = new Map<string, ExileGroup>();
  const plain: ExileGroup = { linker: null, cards: [] };
  for (const card of cards(state, reg, state.players[player].exile)) {
    const link = state.links.find((l) => l.object === card.id);
    if (!link) {
      plain.cards.push(card);
      continue;
    }
    const linker = linkLabel(state, reg, link);
    const key = linker.label;
    const group = groups.get(key) ?? { linker, cards: [] };
    group.cards.push(card);
    groups.set(key, group);
  }
  return [...groups.values(), ...(plain.cards.length ? [plain] : [])];
}

/** Battlefield of `player`, grouped: Auras attached to a permanent are tucked under that permanent. */
function battlefieldGroups(state: GameState, reg: CardRegistry, player: PlayerId): { lands: PermanentGroup[]; permanents: PermanentGroup[] } {
  const all = cards(state, reg, state.battlefield);
  const tucked = (c: CardView) => !!c.attachedTo && !isPlayer(c.attachedTo.id) && getObject(state, c.attachedTo.id)?.zone === 'battlefield';
  const groups = all
    .filter((c) => c.controller === player && !tucked(c))
    .map((card) => ({ card, attached: all.filter((a) => tucked(a) && a.attachedTo?.id === card.id) }));
  const lands = groups.filter((g) => g.card.facts.types.includes('land') && !g.card.facts.types.includes('creature'));
  const permanents = groups.filter((g) => !lands.includes(g));
  return { lands, permanents };
}

function stackItem(state: GameState, reg: CardRegistry, id: ObjectId, depth: number): StackItemView | null {
  const target = (t: EntityId): StackTarget => ({ id: t, name: entityName(state, reg, t), where: whereIs(state, t), present: isPlayer(t) || !!getObject(state, t) });
  const ability = state.abilities[id];
  if (ability) {
    return {
      id, kind: 'ability', controller: ability.controller, name: `${ability.sourceName} ability`, card: null,
      ability: { kind: ability.kind, source: ability.source, sourceName: ability.sourceName, sourcePresent: !!getObject(state, ability.source), text: ability.text },
      targets: ability.targets.flat().map(target), x: ability.x, depth,
    };
  }
  const card = cardView(state, reg, id);
  const obj = getObject(state, id);
  if (!card || !obj) return null;
  return {
    id, kind: 'spell', controller: obj.controller, name: card.name, card, ability: null,
    targets: (obj.spell?.targets ?? []).flat().map(target), x: obj.spell?.x ?? 0, depth,
  };
}

export function boardView(state: GameState, reg: CardRegistry): BoardView {
  const players = {} as Record<PlayerId, PlayerView>;
  for (const p of PLAYERS) {
    const ps = state.players[p];
    players[p] = {
      id: p, life: ps.life, manaPool: ps.manaPool, lost: ps.lost,
      libraryCount: ps.library.length, sideboardCount: ps.outside.length,
      hand: cards(state, reg, ps.hand),
      ...battlefieldGroups(state, reg, p),
      graveyard: copiesBesideOriginals(cards(state, reg, ps.graveyard), state),
      exile: exileGroups(state, reg, p),
      enchantedBy: cards(state, reg, state.battlefield.filter((id) => getObject(state, id)?.attachedTo === p)),
    };
  }
  const stack = [...state.stack].reverse()
    .map((id, depth) => stackItem(state, reg, id, depth))
    .filter((s): s is StackItemView => s !== null);
  return { players, stack };
}

