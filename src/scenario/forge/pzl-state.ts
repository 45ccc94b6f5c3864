/**
 * Interprets the `[state]` lines of a Forge puzzle: life totals, turn, active player, phase and
 * the zone lists (cards parsed with {@link parsePzlCard}). Keys are case-insensitive; the
 * player prefixes `human`/`p0` map to Stackyard's `p1` and `ai`/`p1` to `p2`. Unknown keys
 * become warnings; malformed values and repeated keys become errors.
 */
import { mapForgePhase } from './phase-map';
import { parsePzlCard, type PzlCardSpec } from './pzl-card';
import { PzlDiagnostics, quote } from './pzl-diagnostics';
import type { PzlKeyLine } from './pzl-sections';
import type { Phase, PlayerId, ZoneName } from './scenario-json';

/** One card with where it came from. */
export interface PzlPlacedCard {
  spec: PzlCardSpec;
  player: PlayerId;
  zone: ZoneName;
  line: number;
}

/** The interpreted `[state]`; absent fields were not in the file. */
export interface PzlState {
  life: Partial<Record<PlayerId, number>>;
  turnNumber?: number;
  active?: PlayerId;
  phase?: Phase;
  /** zones that were listed (even empty), per player */
  zonesListed: Set<`${PlayerId}:${ZoneName}`>;
  /** every card, in file order (so zone order is preserved: library[0] = top) */
  cards: PzlPlacedCard[];
}

const PLAYER_PREFIX: Readonly<Record<string, PlayerId>> = { human: 'p1', p0: 'p1', ai: 'p2', p1: 'p2' };
const ZONES: readonly ZoneName[] = ['library', 'hand', 'battlefield', 'graveyard', 'exile', 'sideboard'];
const GLOBAL_KEYS: readonly string[] = ['turn', 'activeplayer', 'activephase'];

/** Label for messages: "p1 battlefield". */
export function zoneLabel(player: PlayerId, zone: ZoneName): string {
  return `${player} ${zone}`;
}

function parsePlayer(value: string): PlayerId | undefined {
  const key = value.toLowerCase();
  return Object.hasOwn(PLAYER_PREFIX, key) ? PLAYER_PREFIX[key] : undefined;
}

function readZone(entry: PzlKeyLine, player: PlayerId, zone: ZoneName, state: PzlState, diag: PzlDiagnostics): void {
  state.zonesListed.add(`${player}:${zone}`);
  entry.value.split(';').forEach((rawSpec, index) => {
    const specText = rawSpec.trim();
    if (specText === '') return;
    const { card, errors } = parsePzlCard(specText);
    const who = card.name === '' ? `card ${index + 1}` : card.name;
    for (const error of errors) diag.error(entry.line, `${zoneLabel(player, zone)}: ${who} — ${error}`);
    if (errors.length === 0) state.cards.push({ spec: card, player, zone, line: entry.line });
  });
}

/**
 * Reads all `[state]` lines. Errors: a non-integer life or turn, an unknown active player, a
 * key given twice (also across `human`/`p0` spellings), and card-spec errors. Warnings: unknown
 * keys (ignored), an unknown phase (main1 is used instead).
 */
export function readPzlState(entries: readonly PzlKeyLine[], diag: PzlDiagnostics): PzlState {
  const state: PzlState = { life: {}, zonesListed: new Set(), cards: [] };
  const seen = new Map<string, PzlKeyLine>();

  for (const entry of entries) {
    const key = entry.key.toLowerCase();
    const prefixed = /^(human|ai|p0|p1)([a-z]+)$/.exec(key);
    const player = prefixed ? PLAYER_PREFIX[prefixed[1] ?? ''] : undefined;
    const field = prefixed?.[2] ?? '';
    const known = player ? field === 'life' || (ZONES as readonly string[]).includes(field) : GLOBAL_KEYS.includes(key);
    const canonical = player ? `${player}:${field}` : key;
    const earlier = known ? seen.get(canonical) : undefined;
    if (earlier) {
      diag.error(entry.line, `${entry.key} repeats ${earlier.key} from line ${earlier.line}`);
      continue;
    }
    seen.set(canonical, entry);

    if (player && field === 'life') {
      if (/^-?\d{1,9}$/.test(entry.value)) state.life[player] = Number(entry.value);
      else diag.error(entry.line, `${entry.key}=${quote(entry.value)} is not a whole number`);
    } else if (player && (ZONES as readonly string[]).includes(field)) {
      readZone(entry, player, field as ZoneName, state, diag);
    } else if (key === 'turn') {
      if (/^\d{1,9}$/.test(entry.value) && Number(entry.value) >= 1) state.turnNumber = Number(entry.value);
      else diag.error(entry.line, `turn=${quote(entry.value)} is not a turn number (1 or more)`);
    } else if (key === 'activeplayer') {
      const active = parsePlayer(entry.value);
      if (active) state.active = active;
      else diag.error(entry.line, `activeplayer=${quote(entry.value)} is not human or ai`);
    } else if (key === 'activephase') {
      const mapped = mapForgePhase(entry.value);
      if (mapped?.note) diag.warn('unknown-phase', entry.line, `activephase=${entry.value}: ${mapped.note}`);
      if (!mapped) {
        diag.warn(
          'unknown-phase',
          entry.line,
          `activephase=${quote(entry.value)} is not a known phase; main1 is used instead`,
        );
      }
      state.phase = mapped?.phase ?? 'main1';
    } else {
      diag.warn(
        'unknown-state-key',
        entry.line,
        `[state] key ${entry.key} (value ${quote(entry.value)}) is not supported by Stackyard; ignored`,
      );
    }
  }
  return state;
}
