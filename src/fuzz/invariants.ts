/**
 * Invariants the fuzzer checks after every action, written independently of the engine's own
 * state-based-action code so they act as an oracle for it:
 * - every object is in exactly one zone, and its zone fields agree with the list holding it;
 * - when the game has settled (no decision, no work in progress), no state-based action is left
 *   undone: no Aura attached illegally or to nothing, no copy of a card outside the stack and
 *   battlefield, no token outside the battlefield, no creature with lethal damage or toughness
 *   0 or less, no legendary duplicates unless Spider-Verse exempts them (CR 704.5);
 * - the state survives a JSON round trip unchanged.
 */
import type { CardRegistry, GameObject, GameState, ObjectId } from '../engine';
import { parseTypeLine } from '../engine';
import { getObject, allObjects } from '../engine';

function typeLineOf(reg: CardRegistry, s: GameState, o: GameObject): string {
  return s.proxies[o.def]?.typeLine ?? reg.get(o.def)?.typeLine ?? '';
}

/** Parsed type lines by text (a few dozen distinct ones; parsing each of them once). */
const parsedTypeLines = new Map<string, ReturnType<typeof parseTypeLine>>();
function typesOf(line: string): ReturnType<typeof parseTypeLine> {
  let parsed = parsedTypeLines.get(line);
  if (!parsed) {
    parsed = parseTypeLine(line);
    parsedTypeLines.set(line, parsed);
  }
  return parsed;
}

/** Zone bookkeeping: returns a list of violations (empty when fine). */
export function zoneViolations(s: GameState): string[] {
  const out: string[] = [];
  const seen = new Map<ObjectId, string>();
  const note = (id: ObjectId, where: string) => {
    if (seen.has(id)) out.push(`${id} is in both ${seen.get(id)} and ${where}`);
    seen.set(id, where);
  };
  s.battlefield.forEach((id) => note(id, 'battlefield'));
  s.stack.forEach((id) => note(id, 'stack'));
  for (const p of ['p1', 'p2'] as const) {
    for (const z of ['library', 'hand', 'graveyard', 'exile', 'outside'] as const)
      s.players[p][z].forEach((id) => note(id, `${p}.${z}`));
  }
  for (const o of allObjects(s)) {
    const id = o.id;
    const where = seen.get(id);
    if (!where) {
      out.push(`${id} (${o.def}) is in no zone`);
      continue;
    }
    const expected = o.zone === 'battlefield' || o.zone === 'stack' ? o.zone : `${o.zonePlayer}.${o.zone}`;
    if (where !== expected) out.push(`${id} (${o.def}) says ${expected} but is listed in ${where}`);
  }
  for (const [id, where] of seen) {
    if (!getObject(s, id) && !(where === 'stack' && s.abilities[id]))
      out.push(`${where} lists ${id}, which does not exist`);
  }
  return out;
}

/** State-based actions left undone in a settled state (CR 704.5 d, e, f, g, j, m). */
export function sbaViolations(s: GameState, reg: CardRegistry): string[] {
  if (s.pendingDecision || s.tasks.length || s.gameOver) return [];
  const out: string[] = [];
  for (const o of allObjects(s)) {
    if (o.token && o.zone !== 'battlefield') out.push(`token ${o.id} (${o.def}) in ${o.zone} (704.5d)`);
    if (o.copyOf && o.zone !== 'battlefield' && o.zone !== 'stack')
      out.push(`copy ${o.id} (${o.def}) in ${o.zone} (704.5e)`);
  }
  const spiderVerseControllers = new Set(
    s.battlefield
      .map((id) => getObject(s, id))
      .filter((o) => o?.def === 'Spider-Verse')
      .map((o) => o?.controller),
  );
  const legends = new Map<string, ObjectId[]>();
  for (const id of s.battlefield) {
    const o = getObject(s, id) as GameObject;
    const tl = typesOf(typeLineOf(reg, s, o));
    const def = reg.get(o.def);
    if (tl.types.includes('creature')) {
      const base = def?.toughness ?? s.proxies[o.def]?.toughness ?? 0;
      const t = base + (o.counters['+1/+1'] ?? 0) - (o.counters['-1/-1'] ?? 0);
      if (t <= 0) out.push(`${o.def} ${id} has toughness ${t} (704.5f)`);
      else if (o.damage >= t) out.push(`${o.def} ${id} has lethal damage (704.5g)`);
    }
    if (
      tl.supertypes.includes('legendary') &&
      !(tl.subtypes.includes('Spider') && spiderVerseControllers.has(o.controller))
    ) {
      const name = s.proxies[o.def]?.name ?? def?.name ?? o.def;
      const key = `${o.controller}|${name}`;
      legends.set(key, [...(legends.get(key) ?? []), id]);
    }
    if (tl.subtypes.includes('Aura') && def?.enchant) {
      const host = o.attachedTo;
      if (!host) out.push(`Aura ${o.def} ${id} attached to nothing (704.5m)`);
      else if (host !== 'p1' && host !== 'p2') {
        const h = getObject(s, host);
        const f = def.enchant.objects;
        if (!h) out.push(`Aura ${o.def} ${id} attached to a gone object (704.5m)`);
        else if (
          f &&
          (h.zone !== (f.zone ?? 'battlefield') ||
            (f.types && !f.types.some((t) => typesOf(typeLineOf(reg, s, h)).types.includes(t))) ||
            (f.cardOnly && (h.copyOf || h.token)))
        ) {
          out.push(`Aura ${o.def} ${id} attached illegally to ${h.def} in ${h.zone} (704.5m)`);
        }
      }
    }
  }
  for (const [key, ids] of legends) if (ids.length > 1) out.push(`legend rule: ${key} has ${ids.length} (704.5j)`);
  return out;
}

/** Whether the state is unchanged by a JSON round trip (`text`: its JSON, if already made). */
export function jsonRoundTrips(s: GameState, text: string = JSON.stringify(s)): boolean {
  return JSON.stringify(JSON.parse(text)) === text;
}
