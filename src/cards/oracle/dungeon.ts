/**
 * Dungeon cards (CR 309, layout `dungeon`): each paragraph is a room, "Name — [effect]
 * (→ Next or Other)", top first. A room's ability is a triggered ability, "When you move your
 * venture marker into this room, [effect]" (309.4c), read as `on: { event: 'room', name, next }`,
 * `next` the indexes of the rooms its arrows lead to (309.4b); the engine's venture step moves
 * the marker and puts it on the stack (resolution/steps/dungeon.ts).
 */
import type { CardDef, TriggeredSpec } from '../../engine';
import type { CardData } from '../data/card-data';
import { DUNGEON_DATA } from '../data/dungeons';
import { newBuild, type CardFacts } from './build';
import type { CompiledAbility } from './compile';
import { buildEffect } from './effects';

const ROOM = /^(.+?) — (.+?)(?: \(→ (.+)\))?$/;

/** Reads a dungeon's rooms into `def.triggered`; what the compiled-abilities list says of each. */
export function compileDungeon(def: CardDef, oracle: string, card: CardFacts): CompiledAbility[] {
  const lines = oracle.split('\n').filter((l) => l.trim());
  const rooms = lines.map((l) => ROOM.exec(l));
  const names = rooms.map((m) => m?.[1] ?? '');
  const out: CompiledAbility[] = [];
  const triggered: TriggeredSpec[] = [];
  lines.forEach((text, i) => {
    const m = rooms[i];
    const next = (m?.[3] ?? '').split(' or ').filter(Boolean);
    const at = next.map((n) => names.indexOf(n));
    // An arrow leads down to a room printed below (CR 309.4b); the last room has none.
    if (!m || at.some((j) => j <= i) || (!next.length && i !== lines.length - 1)) {
      out.push({ text, enforced: false, reason: 'not a room of a dungeon ("Name — effect (→ Next)")' });
      return;
    }
    const b = newBuild(card);
    const failed = buildEffect(m[2] ?? '', b);
    if (failed !== null) {
      out.push({ text, enforced: false, reason: `no template matches "${failed}"` });
      return;
    }
    triggered.push({
      on: { event: 'room', name: m[1] ?? '', next: at },
      ...(b.targets.length ? { targets: b.targets } : {}),
      steps: b.steps,
      text,
    });
    out.push({ text, enforced: true });
  });
  // Only a dungeon whose every room is read is playable: a room missing would break its arrows.
  if (out.every((a) => a.enforced)) def.triggered = triggered;
  return out;
}

let read: { venture: boolean; initiative: boolean } | null = null;
let reading = false;

/**
 * Compiles the dungeons (once, with `compile`, outside any other card's reading) and notes which
 * instructions they make playable: "venture into the dungeon" needs all three dungeons it may
 * enter read in full (CR 701.49a, 701.49d), the initiative Undercity (725.2).
 */
export function readDungeons(compile: (d: CardData) => { status: string }): void {
  if (read || reading) return;
  reading = true;
  try {
    const full = new Map(DUNGEON_DATA.map((d) => [d.name, compile(d).status === 'full']));
    read = {
      venture: ['Lost Mine of Phandelver', 'Dungeon of the Mad Mage', 'Tomb of Annihilation'].every((n) => full.get(n)),
      initiative: !!full.get('Undercity'),
    };
  } finally {
    reading = false;
  }
}

/** Whether the dungeons `what` leads into are read in full ({@link readDungeons} first; false before). */
export function dungeonsRead(what: 'venture' | 'initiative'): boolean {
  return !!read?.[what];
}
