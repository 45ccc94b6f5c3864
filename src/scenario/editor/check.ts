/**
 * What stands between an edited document and play, checked live as the editor changes it: the
 * restore step's problems and warnings (names, ids, links, lesson length), then the board
 * builder's (an Aura attached to something its enchant ability forbids). The edit is never
 * lost: problems are listed with the card they are about, and play waits until there are none.
 */
import type { CardRegistry } from '../../engine';
import { buildGame, SetupError } from '../../engine';
import { toGameSetup } from '../build';
import type { Problem } from '../problem';
import type { ScenarioDoc } from '../schema';
import { PLAYER_IDS, ZONES } from '../schema-primitives';
import type { CardAt } from './locate';

export interface DocCheck {
  /** Play is refused while there are problems. */
  problems: Problem[];
  /** Things the scenario ignores; play is still possible. */
  warnings: Problem[];
}

/** A restore function (the pool's `restore`) and the registry the board is built with. */
export interface CheckContext {
  restore: (
    input: unknown,
  ) => { ok: true; scenario: ScenarioDoc; warnings: Problem[] } | { ok: false; problems: Problem[] };
  registry: CardRegistry;
}

/** Restores, then builds, the document; every problem found. */
export function checkDoc(doc: ScenarioDoc, ctx: CheckContext): DocCheck {
  const restored = ctx.restore(doc);
  if (!restored.ok) return { problems: restored.problems, warnings: [] };
  try {
    buildGame(toGameSetup(restored.scenario), ctx.registry);
  } catch (e) {
    if (!(e instanceof SetupError)) throw e;
    return { problems: e.problems.map((p) => ({ path: p.path, message: p.message })), warnings: restored.warnings };
  }
  return { problems: [], warnings: restored.warnings };
}

const CARD_PATH = /^players\.(p1|p2)\.([a-z]+)\[(\d+)\]/;

/** The card a problem's path is about (`players.p1.battlefield[3].attachedTo` → that card), if any. */
export function problemCard(path: string): CardAt | null {
  const m = CARD_PATH.exec(path);
  if (!m) return null;
  const player = m[1] as CardAt['player'];
  const zone = m[2] as CardAt['zone'];
  if (!(PLAYER_IDS as readonly string[]).includes(player) || !(ZONES as readonly string[]).includes(zone)) return null;
  return { player, zone, index: Number(m[3]) };
}
