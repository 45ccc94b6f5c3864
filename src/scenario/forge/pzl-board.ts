/**
 * Turns the parsed cards of a Forge puzzle into Stackyard players: card or proxy entries with
 * ids (`Id:18` → `"f18"`), attachments, exile links, counters and flags. Checks that every
 * `AttachedTo`/`ExiledWith` names an `Id` somewhere in the file, and reports everything it
 * cannot carry over.
 */
import type { PzlPlacedCard, PzlState } from './pzl-state';
import { zoneLabel } from './pzl-state';
import type { PzlDiagnostics } from './pzl-diagnostics';
import { isForgeToken, readForgeToken } from './pzl-token';
import type { CardEntryCommon, CardEntryObject, PlayerId, PlayerJson } from './scenario-json';

/** How the importer asks which cards the pool scripts. */
export interface CardLookup {
  /** true when the pool has a card with this name */
  isKnownCard: (name: string) => boolean;
  /** canonical spelling for a name in any case, or undefined when unknown */
  knownCardName?: (name: string) => string | undefined;
  /** where unknown names were looked for, for the warning (default "in Stackyard's card pool") */
  unknownWhere?: string;
}

/** Scenario id for a Forge id: `"18"` → `"f18"`. */
export function scenarioId(forgeId: string): string {
  return `f${forgeId}`;
}

/**
 * The pool's spelling of `name`, or `undefined` if the pool does not have it. Tries
 * `knownCardName` first (case-insensitive lookups), then `isKnownCard` on the name as written.
 */
export function resolveCardName(name: string, lookup: CardLookup): string | undefined {
  const canonical = lookup.knownCardName?.(name);
  if (canonical !== undefined && lookup.isKnownCard(canonical)) return canonical;
  return lookup.isKnownCard(name) ? name : undefined;
}

function describe(card: PzlPlacedCard): string {
  return `${zoneLabel(card.player, card.zone)}: ${card.spec.name}`;
}

/** Checks a reference; returns the scenario id or undefined (after recording an error). */
function reference(
  card: PzlPlacedCard,
  modifier: 'AttachedTo' | 'ExiledWith' | 'Imprinting',
  target: string,
  ids: ReadonlyMap<string, PzlPlacedCard>,
  diag: PzlDiagnostics,
): string | undefined {
  if (!ids.has(target)) {
    diag.error(card.line, `${describe(card)} — ${modifier}:${target} refers to no card with Id:${target}`);
    return undefined;
  }
  if (card.spec.id === target) {
    diag.error(card.line, `${describe(card)} — ${modifier}:${target} refers to the card itself`);
    return undefined;
  }
  return scenarioId(target);
}

/** Builds one entry; warns about what it drops. */
function buildEntry(
  card: PzlPlacedCard,
  lookup: CardLookup,
  ids: ReadonlyMap<string, PzlPlacedCard>,
  imprinted: ReadonlyMap<string, PzlPlacedCard>,
  diag: PzlDiagnostics,
  tokenNotes: Map<string, { line: number; n: number }>,
): CardEntryObject {
  const { spec, line, zone } = card;
  const canonical = resolveCardName(spec.name, lookup);
  const extra: CardEntryCommon = {};
  const drop = (what: string, why: string): void =>
    diag.warn('dropped-modifier', line, `${describe(card)} — ${what} ${why}; dropped`);

  if (spec.id !== undefined) extra.id = scenarioId(spec.id);
  if (spec.token) extra.token = true;
  const onBattlefield = zone === 'battlefield';
  if (spec.tapped) {
    if (onBattlefield) extra.tapped = true;
    else drop('Tapped', 'only applies on the battlefield');
  }
  if (spec.summoningSick) {
    if (onBattlefield) extra.summoningSick = true;
    else drop('SummonSick', 'only applies on the battlefield');
  }
  if (spec.transformed) {
    // Its back face up (CR 712.8e); every double-faced card elsewhere is front face up (712.8a).
    if (!onBattlefield) drop('Transformed', 'only applies on the battlefield');
    else if (canonical === undefined) drop('Transformed', "needs the card's back face, and the card is not known");
    else extra.transformed = true;
  }
  if (spec.counters) extra.counters = { ...spec.counters };
  if (spec.damage !== undefined) {
    if (onBattlefield) extra.damage = spec.damage;
    else drop(`Damage:${spec.damage}`, 'only applies on the battlefield');
  }
  if (spec.attachedTo !== undefined) {
    const target = reference(card, 'AttachedTo', spec.attachedTo, ids, diag);
    if (target) extra.attachedTo = target;
  } else if (spec.enchantingPlayer) {
    // An Aura with "Enchant player" on a player (CR 303.4, 702.5a): Overwhelming Splendor.
    if (onBattlefield) extra.attachedTo = spec.enchantingPlayer;
    else drop(`EnchantingPlayer`, 'only applies on the battlefield');
  }
  if (spec.owner && spec.owner !== card.player) extra.owner = spec.owner;
  if (spec.classLevel !== undefined && spec.classLevel > 1) {
    if (onBattlefield) extra.level = spec.classLevel;
    else drop(`ClassLevel:${spec.classLevel}`, 'only applies on the battlefield');
  }
  if (spec.imprinting !== undefined) reference(card, 'Imprinting', spec.imprinting, ids, diag);
  const imprinter = spec.id !== undefined ? imprinted.get(spec.id) : undefined;
  if (imprinter && spec.exiledWith === undefined && zone === 'exile' && imprinter.spec.id !== undefined)
    extra.exiledWith = scenarioId(imprinter.spec.id);
  if (spec.exiledWith !== undefined) {
    const target = reference(card, 'ExiledWith', spec.exiledWith, ids, diag);
    if (target && zone === 'exile') extra.exiledWith = target;
    else if (target) drop(`ExiledWith:${spec.exiledWith}`, 'only applies in exile');
  }
  for (const modifier of spec.ignored) drop(modifier, 'has no effect');

  if (isForgeToken(spec.name)) {
    // A token (CR 111.4): the characteristics the spec gives it; never a pool card of that name.
    const token = readForgeToken(spec.name);
    for (const note of token.notes) {
      const what = / token$/i.test(token.proxy.name) ? token.proxy.name : `${token.proxy.name} token`;
      const key = `${zoneLabel(card.player, card.zone)}: ${what} — ${note}`;
      const seen = tokenNotes.get(key);
      if (seen) seen.n++;
      else tokenNotes.set(key, { line, n: 1 });
    }
    return { proxy: token.proxy, ...extra, token: true };
  }
  if (onBattlefield && isFaceDown(spec.unmodelled)) {
    // A face-down permanent (CR 708.2a): a 2/2 creature with no name, text, subtypes or mana cost.
    return { proxy: faceDownProxy(canonical ?? spec.name), ...extra };
  }
  return canonical !== undefined ? { card: canonical, ...extra } : { proxy: { name: spec.name }, ...extra };
}

/** Whether a card's modifiers say it is face down (`FaceDown`, any case). */
function isFaceDown(modifiers: readonly string[]): boolean {
  return modifiers.some((m) => m.toLowerCase() === 'facedown');
}

/** The name prefix of a face-down permanent's stand-in: `Face-down Den Protector`. */
export const FACE_DOWN_PREFIX = 'Face-down ';

/**
 * The stand-in for a face-down permanent (CR 708.2a: a 2/2 creature with no name, text,
 * subtypes or mana cost), named after the card so its controller can tell which it is (708.5).
 */
export function faceDownProxy(card: string): { name: string; typeLine: string; power: number; toughness: number } {
  return { name: `${FACE_DOWN_PREFIX}${card}`, typeLine: 'Creature', power: 2, toughness: 2 };
}

/** Why each modifier with a rules meaning is not carried over (the engine has no such state). */
const UNMODELLED_WHY: Readonly<Record<string, string>> = {
  modal: "a modal double-faced card's back face (CR 712.8) is not modelled: its front face is used",
  facedown: 'a face-down card outside the battlefield (CR 708) is not modelled: it is face up',
  'facedown on the battlefield':
    "a face-down permanent is a 2/2 creature with no name, text, subtypes or mana cost (CR 708.2a), shown as 'Face-down' and the card's name; turning it face up is not modelled",
  meld: 'melded permanents (CR 712.4) are not modelled',
  unlockedroom: "a Room's unlocked door (CR 709.5) is not modelled",
  attacking: 'a game here cannot start with attackers already declared (CR 508): it is not attacking',
  rememberedcards: "Forge's remembered cards: its internal bookkeeping, no state of the rules",
  executescript: 'a Forge script run as the puzzle starts: its effect is not applied',
};

/**
 * One note for every modifier not carried over, grouped by modifier:
 * "Not modelled: FaceDown — face-down cards … (CR 708) …: Roar of Challenge (p1 battlefield,
 * line 17), Den Protector (…)".
 */
function noteUnmodelled(state: PzlState, diag: PzlDiagnostics): void {
  const groups = new Map<string, string[]>();
  for (const card of state.cards) {
    for (const modifier of card.spec.unmodelled) {
      const base = (modifier.split(':')[0] ?? modifier).trim();
      const key = card.zone === 'battlefield' && isFaceDown([base]) ? 'FaceDown on the battlefield' : base;
      const list = groups.get(key) ?? [];
      list.push(
        `${card.spec.name}${modifier !== base ? ` (${modifier})` : ''} — ${zoneLabel(card.player, card.zone)}, line ${card.line}`,
      );
      groups.set(key, list);
    }
  }
  if (!groups.size) return;
  const parts = [...groups].map(([key, cards]) => {
    const k = key.toLowerCase();
    const why = Object.hasOwn(UNMODELLED_WHY, k) ? UNMODELLED_WHY[k] : 'not a modifier Stackyard knows';
    return `${key}: ${why}; on ${cards.join('; ')}`;
  });
  diag.warn('unmodelled-modifier', undefined, `Modifiers not modelled — ${parts.join(' | ')}`);
}

/** Summary warnings: the proxied names, and the (cosmetic) Set codes that were dropped. */
function summarise(state: PzlState, proxied: ReadonlySet<string>, diag: PzlDiagnostics, where: string): void {
  if (proxied.size > 0) {
    const names = [...proxied].map((name) => JSON.stringify(name)).join(', ');
    const count = proxied.size === 1 ? '1 card name is' : `${proxied.size} card names are`;
    diag.warn('proxied-cards', undefined, `${count} ${where} and became vanilla proxies: ${names}`);
  }
  const sets = new Map<string, number>();
  for (const card of state.cards) {
    if (card.spec.set === undefined) continue;
    const key = `${describe(card)} Set:${card.spec.set}`;
    sets.set(key, (sets.get(key) ?? 0) + 1);
  }
  if (sets.size > 0) {
    const list = [...sets].map(([key, n]) => (n === 1 ? key : `${key} ×${n}`)).join('; ');
    diag.warn('set-codes', undefined, `Set codes are cosmetic and were not imported: ${list}`);
  }
}

/**
 * Builds both players. Errors (in `diag`): an `Id` used twice, an `AttachedTo`/`ExiledWith`
 * naming no `Id`, or naming the card itself. Every player gets `life` (default 20) and the five
 * main zones (empty when absent); `sideboard` only when the file lists one.
 */
export function buildPzlBoard(state: PzlState, lookup: CardLookup, diag: PzlDiagnostics): Record<PlayerId, PlayerJson> {
  const ids = new Map<string, PzlPlacedCard>();
  for (const card of state.cards) {
    const id = card.spec.id;
    if (id === undefined) continue;
    const first = ids.get(id);
    if (first)
      diag.error(card.line, `${describe(card)} — Id:${id} is already used by ${first.spec.name} (line ${first.line})`);
    else ids.set(id, card);
  }

  // Imprint (Isochron Scepter): the card it imprinted is exiled with it (CR 607.2).
  const imprinted = new Map<string, PzlPlacedCard>();
  for (const card of state.cards) if (card.spec.imprinting) imprinted.set(card.spec.imprinting, card);

  const players: Record<PlayerId, PlayerJson> = { p1: {}, p2: {} };
  for (const player of ['p1', 'p2'] as const) {
    const json: PlayerJson = {
      life: state.life[player] ?? 20,
      library: [],
      hand: [],
      battlefield: [],
      graveyard: [],
      exile: [],
    };
    if (state.zonesListed.has(`${player}:sideboard`)) json.sideboard = [];
    players[player] = json;
  }

  const proxied = new Set<string>();
  // One note per token spec and what it lacks, however many such tokens there are (PP10: 4 Goblins).
  const tokenNotes = new Map<string, { line: number; n: number }>();
  for (const card of state.cards) {
    const entry = buildEntry(card, lookup, ids, imprinted, diag, tokenNotes);
    if (entry.proxy && !isForgeToken(card.spec.name) && !entry.proxy.name.startsWith(FACE_DOWN_PREFIX))
      proxied.add(entry.proxy.name);
    const list = (players[card.player][card.zone] ??= []);
    list.push(entry);
  }
  for (const [note, { line, n }] of tokenNotes) diag.warn('token-spec', line, n > 1 ? `${note} (×${n})` : note);
  summarise(state, proxied, diag, lookup.unknownWhere ?? "not in Stackyard's card pool");
  noteUnmodelled(state, diag);
  return players;
}
