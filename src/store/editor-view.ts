/**
 * What the editor draws: every card entry of the document as a card frame's view (see
 * card-view.ts, built here from the document, not from a game, so a board that does not build
 * yet is still drawn), with its place, what it is attached to or exiled with, and the first
 * problem the live check found about it. A pure function of the document and the check.
 */
import type { CardRegistry, ZoneName } from '../engine';
import {
  allCards,
  asObject,
  entryFacts,
  exileLinkOf,
  findById,
  isAttachable,
  problemCard,
  sameAt,
  whereWords,
  type CardAt,
  type DocCheck,
} from '../scenario/editor';
import { entryName } from '../scenario/editor';
import type { ScenarioDoc } from '../scenario/schema';
import { PLAYER_IDS, ZONES, type PlayerId, type Zone } from '../scenario/schema-primitives';
import { attachedByWords, type CardView } from './card-view';

export interface EditorCardView {
  at: CardAt;
  /** React key and `data-*` handle: `p1-battlefield-3`. */
  key: string;
  /** For the card frame. */
  card: CardView;
  /** What this Aura is attached to: a card (with its place) or a player. */
  attachedTo: { name: string; where: string; at: CardAt | null } | null;
  /** Names of the entries attached to this one. */
  enchantedBy: string[];
  /** "Exiled with Spellweaver Helix" / "Exiled with cards named Arcane Savant". */
  exiledWith: string | null;
  castableFrom: boolean;
  attachable: boolean;
  /** The first problem about this card, if any. */
  problem: string | null;
  /** The accessible name: the card's name first, then its state. */
  label: string;
}

export type EditorBoard = Record<PlayerId, Record<Zone, EditorCardView[]>>;

const ENGINE_ZONE: Record<Zone, ZoneName> = {
  library: 'library',
  hand: 'hand',
  battlefield: 'battlefield',
  graveyard: 'graveyard',
  exile: 'exile',
  sideboard: 'outside',
  command: 'command',
};

export const atKey = (at: CardAt): string => `${at.player}-${at.zone}-${at.index}`;

function counterWords(counters: Record<string, number> | undefined): string[] {
  return Object.entries(counters ?? {}).map(([kind, n]) => `${n} ${kind} counter${n === 1 ? '' : 's'}`);
}

export function editorBoard(doc: ScenarioDoc, reg: CardRegistry, check: DocCheck): EditorBoard {
  const board = Object.fromEntries(
    PLAYER_IDS.map((p) => [p, Object.fromEntries(ZONES.map((z) => [z, [] as EditorCardView[]]))]),
  ) as EditorBoard;
  const cards = allCards(doc);
  const problems = check.problems.map((p) => ({
    at: problemCard(p.path),
    text: `${p.message}${p.suggestion ? ` (${p.suggestion})` : ''}`,
  }));
  for (const { at, entry } of cards) {
    const e = asObject(entry);
    const facts = entryFacts(doc, at, reg);
    const host =
      e.attachedTo === undefined
        ? null
        : e.attachedTo === 'p1' || e.attachedTo === 'p2'
          ? { name: e.attachedTo === 'p1' ? 'Player 1' : 'Player 2', where: '', at: null }
          : (() => {
              const found = findById(doc, e.attachedTo);
              return found
                ? { name: entryName(found.entry), where: whereWords(found.at), at: found.at }
                : { name: `"${e.attachedTo}"`, where: '(no such card)', at: null };
            })();
    const enchantedBy = e.id
      ? cards
          .filter((c) => typeof c.entry !== 'string' && c.entry.attachedTo === e.id)
          .map((c) => ({ name: entryName(c.entry), subtypes: entryFacts(doc, c.at, reg).subtypes }))
      : [];
    const link = exileLinkOf(doc, at);
    const exiledWith =
      link === null
        ? null
        : link.kind === 'name'
          ? `Exiled with cards named ${link.name}`
          : `Exiled with ${entryName(cards.find((c) => sameAt(c.at, link.at))!.entry)}`;
    const problem = problems.find((p) => sameAt(p.at, at))?.text ?? null;
    const copyOf = e.copyOf ? findById(doc, e.copyOf) : undefined;
    const words = [
      e.proxy ? 'proxy (unscripted)' : '',
      e.copyOf ? `copy of ${copyOf ? entryName(copyOf.entry) : e.copyOf}` : '',
      e.token ? 'token' : '',
      at.zone === 'battlefield' && e.tapped ? 'tapped' : '',
      facts.summoningSick ? 'summoning sick' : '',
      host ? `attached to ${host.name}${host.where ? ` ${host.where}` : ''}` : '',
      ...enchantedBy.map((a) => attachedByWords(a.subtypes, a.name)),
      ...counterWords(e.counters),
      exiledWith ? exiledWith.replace(/^E/, 'e') : '',
      e.castableFrom ? 'castable from here' : '',
      problem ? 'has a problem' : '',
    ].filter(Boolean);
    const card: CardView = {
      id: atKey(at),
      key: atKey(at),
      cardId: null,
      name: facts.name,
      facts,
      owner: e.owner ?? at.player,
      controller: at.player,
      zone: ENGINE_ZONE[at.zone],
      zonePlayer: at.player,
      tapped: at.zone === 'battlefield' && !!e.tapped,
      token: !!e.token,
      copy: !!e.copyOf,
      copyOf: copyOf ? entryName(copyOf.entry) : null,
      counters: e.counters ?? {},
      classLevel: null,
      damage: at.zone === 'battlefield' ? (e.damage ?? 0) : 0,
      attachedTo: null,
      enchantedBy: [],
      summoningSick: facts.summoningSick,
      castable: !!e.castableFrom,
      foreignController: null,
      combat: null,
      label: [facts.name, ...words].join(', '),
    };
    board[at.player][at.zone].push({
      at,
      key: atKey(at),
      card,
      attachedTo: host,
      enchantedBy: enchantedBy.map((a) => a.name),
      exiledWith,
      castableFrom: !!e.castableFrom,
      attachable: isAttachable(doc, at, reg),
      problem,
      label: card.label,
    });
  }
  return board;
}
