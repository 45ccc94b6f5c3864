/**
 * Checks of the links between card entries: ids are unique; `attachedTo`, `copyOf` and
 * `exiledWith` point at something that exists; nothing is attached to or a copy of itself, or
 * of something that leads back to it (a → b → a). Ids are resolved across every zone of both
 * players, since an Aura may name a card listed later or in the other player's graveyard.
 */
import type { EntryView } from './doc-view';
import type { Findings } from './findings';
import { nameKey, type NameIndex } from './name-index';
import { formatPath, quote } from './problem';
import { PLAYER_IDS } from './schema-primitives';
import { closestNames, didYouMean, joinPrepared, prepareNames, type PreparedNames } from './suggest';

type LinkKey = 'attachedTo' | 'copyOf';

const WORDS: Record<LinkKey, { self: string; cycle: string }> = {
  attachedTo: { self: 'is attached to itself', cycle: 'attachment cycle' },
  copyOf: { self: 'is a copy of itself', cycle: 'copy cycle' },
};

/** Entries by id (the first entry with each id), reporting later duplicates. */
function collectIds(entries: readonly EntryView[], out: Findings): Map<string, EntryView> {
  const ids = new Map<string, EntryView>();
  for (const entry of entries) {
    if (entry.id === undefined) continue;
    const first = ids.get(entry.id);
    if (first) {
      out.problems.push({
        path: formatPath([...entry.path, 'id']),
        message: `duplicate id ${quote(entry.id)}, already used at ${formatPath(first.path)}`,
        suggestion: 'ids must be unique in the scenario',
      });
    } else ids.set(entry.id, entry);
  }
  return ids;
}

/** Suggestion for an id that matches nothing: close ids, or how to refer to a card by id. */
function danglingSuggestion(
  ref: string,
  candidates: PreparedNames,
  entries: readonly EntryView[],
  out: Findings,
): string {
  const close = didYouMean(closestNames(ref, candidates, 3, out.budget));
  if (close) return close;
  const named = entries.find((entry) => entry.card !== undefined && nameKey(entry.card) === nameKey(ref));
  return named
    ? `that is a card name; give the entry at ${formatPath(named.path)} an "id" and use the id here`
    : 'use the "id" of an entry';
}

/** Reports each cycle of `key` links once, at the member listed first in the document. */
function reportCycles(key: LinkKey, entries: readonly EntryView[], ids: Map<string, EntryView>, out: Findings): void {
  const order = new Map(entries.map((entry, index) => [entry, index]));
  const state = new Map<string, 'active' | 'done'>();
  for (const start of ids.keys()) {
    const trail: string[] = [];
    let node: string | undefined = start;
    while (node !== undefined && ids.has(node) && !state.has(node)) {
      state.set(node, 'active');
      trail.push(node);
      node = ids.get(node)![key];
    }
    if (node !== undefined && state.get(node) === 'active') {
      const cycle = trail.slice(trail.indexOf(node));
      if (cycle.length > 1) {
        const firstAt = cycle.reduce(
          (best, id, i) => (order.get(ids.get(id)!)! < order.get(ids.get(cycle[best]!)!)! ? i : best),
          0,
        );
        const ordered = [...cycle.slice(firstAt), ...cycle.slice(0, firstAt)];
        const head = ids.get(ordered[0]!)!;
        const chain = [...ordered, ordered[0]!].map((id) => quote(id)).join(' → ');
        out.problems.push({ path: formatPath([...head.path, key]), message: `${WORDS[key].cycle}: ${chain}` });
      }
    }
    for (const id of trail) state.set(id, 'done');
  }
}

/**
 * Checks ids and the links between entries, adding problems in document order:
 * `duplicate id "bolt", already used at players.p2.graveyard[0]`;
 * `attachedTo "bolt2" matches no id in the scenario` (with close ids suggested);
 * `"vol" is attached to itself`; `attachment cycle: "a" → "b" → "a"` (and the same for
 * `copyOf`); `exiledWith "X" matches no id, pool card or proxy` — `exiledWith` may name a card
 * (Arcane Savant, CR 607.2n): a pool or proxy name, canonicalised like card names.
 */
export function checkReferences(entries: readonly EntryView[], names: NameIndex, out: Findings): void {
  const ids = collectIds(entries, out);
  const idNames = prepareNames(ids.keys());
  const hosts = joinPrepared(idNames, prepareNames(PLAYER_IDS));
  for (const entry of entries) {
    for (const key of ['attachedTo', 'copyOf'] as const) {
      const ref = entry[key];
      if (ref === undefined) continue;
      const path = formatPath([...entry.path, key]);
      if (key === 'attachedTo' && (PLAYER_IDS as readonly string[]).includes(ref)) continue;
      if (ref === entry.id) out.problems.push({ path, message: `${quote(ref)} ${WORDS[key].self}` });
      else if (!ids.has(ref)) {
        const candidates = key === 'attachedTo' ? hosts : idNames;
        out.problems.push({
          path,
          message: `${key} ${quote(ref)} matches no id in the scenario`,
          suggestion: danglingSuggestion(ref, candidates, entries, out),
        });
      }
    }
    const exiledWith = entry.exiledWith;
    if (exiledWith === undefined || ids.has(exiledWith)) continue;
    const canonical = names.find(exiledWith);
    if (canonical !== undefined) {
      if (canonical !== exiledWith) out.edits.push({ path: [...entry.path, 'exiledWith'], value: canonical });
      continue;
    }
    const suggestion = didYouMean(closestNames(exiledWith, joinPrepared(idNames, names.prepared), 3, out.budget));
    out.problems.push({
      path: formatPath([...entry.path, 'exiledWith']),
      message: `exiledWith ${quote(exiledWith)} matches no id, pool card or proxy in the scenario`,
      ...(suggestion ? { suggestion } : {}),
    });
  }
  reportCycles('attachedTo', entries, ids, out);
  reportCycles('copyOf', entries, ids, out);
}
