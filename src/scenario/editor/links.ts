/**
 * "Exiled with" links (CR 607.2a, 607.2n) and the teaching permission "castable from here":
 * an exiled card is linked to one object (the Helix that imprinted it) or to every card with a
 * name (Arcane Savant's drafted cards, "exiled with cards named Arcane Savant").
 */
import type { ScenarioDoc } from '../schema';
import { Name } from '../schema-primitives';
import { updateCard, type EditResult } from './cards';
import { allCards, ensureId, entryAt, entryId, entryName, sameAt, whereWords, type CardAt } from './locate';

/** What an exiled card is linked to: an object (by its place), cards with a name, or nothing. */
export type ExileLink = { kind: 'object'; at: CardAt } | { kind: 'name'; name: string } | null;

/** The link of the card at `at`, read back: an object if `exiledWith` is an id, else a name. */
export function exileLinkOf(doc: ScenarioDoc, at: CardAt): ExileLink {
  const entry = entryAt(doc, at);
  if (entry === undefined || typeof entry === 'string' || entry.exiledWith === undefined) return null;
  const linked = allCards(doc).find((c) => entryId(c.entry) === entry.exiledWith);
  return linked ? { kind: 'object', at: linked.at } : { kind: 'name', name: entry.exiledWith };
}

/** The cards an exiled card could be linked to: every other card, named with where it is. */
export function linkCandidates(doc: ScenarioDoc, at: CardAt): { at: CardAt; label: string }[] {
  return allCards(doc)
    .filter((c) => !sameAt(c.at, at))
    .map((c) => ({ at: c.at, label: `${entryName(c.entry)} ${whereWords(c.at)}` }));
}

/** Links the exiled card at `at` (or unlinks it with `null`); the linked object gets an id if it has none. */
export function setExiledWith(doc: ScenarioDoc, at: CardAt, link: ExileLink): EditResult {
  if (!entryAt(doc, at)) return { ok: false, reason: 'there is no such card' };
  if (link === null) return { ok: true, doc: updateCard(doc, at, { exiledWith: undefined }), at };
  if (at.zone !== 'exile') return { ok: false, reason: '"exiled with" applies only to a card in exile' };
  if (link.kind === 'name') {
    const name = link.name.trim();
    if (!Name.safeParse(name).success) return { ok: false, reason: 'give the name of a card, e.g. Arcane Savant' };
    return { ok: true, doc: updateCard(doc, at, { exiledWith: name }), at };
  }
  if (sameAt(link.at, at)) return { ok: false, reason: 'a card is not exiled with itself' };
  if (!entryAt(doc, link.at)) return { ok: false, reason: 'there is no such card to link to' };
  const { doc: out, id } = ensureId(doc, link.at);
  return { ok: true, doc: updateCard(out, at, { exiledWith: id }), at };
}

/** Sets the teaching permission "may be cast from its current zone". */
export function setCastableFrom(doc: ScenarioDoc, at: CardAt, on: boolean): ScenarioDoc {
  return updateCard(doc, at, { castableFrom: on });
}
