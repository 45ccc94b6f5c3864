/**
 * A lenient view of a scenario that may not (yet) match the schema: the card entries and the
 * script's card references, with their paths, taking only fields that are well formed. The
 * cross-reference checks run on this view, so their problems are reported together with the
 * schema's instead of waiting until the schema is satisfied.
 */
import type { PathSegment } from './problem';
import { EntryId, IdRef, Name, PLAYER_IDS, ZONES, type PlayerId, type Zone } from './schema-primitives';

/**
 * One card entry: where it is (`path` to the entry, `player`, `zone`) and its well-formed
 * fields; `keys` are the keys of an object entry (`[]` for a bare name).
 */
export interface EntryView {
  path: PathSegment[];
  player: PlayerId;
  zone: Zone;
  isObject: boolean;
  keys: string[];
  card?: string;
  proxyName?: string;
  id?: string;
  attachedTo?: string;
  copyOf?: string;
  exiledWith?: string;
}

/**
 * One card reference in the script. `kind`: `ref` (an id or a name), `target` (also a player),
 * `name` (the `name` of a `{ name, zone, player }` reference: a name only). `isKey`: the
 * reference is a key of `block` (blocker → attacker) or of `at` (attacker → planeswalker), so
 * canonicalising it renames the key.
 */
export interface RefView {
  path: PathSegment[];
  ref: string;
  kind: 'ref' | 'target' | 'name';
  isKey?: boolean;
}

/** Whether `value` is a non-null object that is not an array (a JSON object). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const ok = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown): value is string =>
  typeof value === 'string' && schema.safeParse(value).success;

/** The card entries of `doc` in document order (p1 then p2, zones in {@link ZONES} order). */
export function listEntries(doc: unknown): EntryView[] {
  const entries: EntryView[] = [];
  const players = isRecord(doc) ? doc.players : undefined;
  for (const player of PLAYER_IDS) {
    const setup = isRecord(players) ? players[player] : undefined;
    for (const zone of ZONES) {
      const list = isRecord(setup) ? setup[zone] : undefined;
      if (!Array.isArray(list)) continue;
      list.forEach((item: unknown, index) => {
        const path = ['players', player, zone, index];
        if (ok(Name, item)) entries.push({ path, player, zone, isObject: false, keys: [], card: item });
        if (!isRecord(item)) return;
        const proxy = isRecord(item.proxy) ? item.proxy.name : undefined;
        entries.push({
          path,
          player,
          zone,
          isObject: true,
          keys: Object.keys(item),
          ...(ok(Name, item.card) && { card: item.card }),
          ...(ok(Name, proxy) && proxy.trim() !== '' && { proxyName: proxy }),
          ...(ok(EntryId, item.id) && { id: item.id }),
          ...(ok(IdRef, item.attachedTo) && { attachedTo: item.attachedTo }),
          ...(ok(IdRef, item.copyOf) && { copyOf: item.copyOf }),
          ...(ok(Name, item.exiledWith) && { exiledWith: item.exiledWith }),
        });
      });
    }
  }
  return entries;
}

const REF_OPTIONS = ['cast', 'activate', 'move', 'sacrifice', 'returnCreature', 'discard'] as const;

function addRef(out: RefView[], value: unknown, path: PathSegment[], kind: 'ref' | 'target'): void {
  if (ok(Name, value)) out.push({ path, ref: value, kind });
  else if (isRecord(value) && ok(Name, value.name))
    out.push({ path: [...path, 'name'], ref: value.name, kind: 'name' });
}

/**
 * The card references of `doc.script` in document order: the verbs `cast`, `activate`, `move`
 * and `attack`, the options `targets`, `sacrifice`, `returnCreature` and `discard`, both sides of `block`
 * and of `attack`'s `at`,
 * and `{ name }` objects in `decide` answers (a plain string answer may be a mana symbol or an
 * option name, so it is left to the engine).
 */
export function listScriptRefs(doc: unknown): RefView[] {
  const out: RefView[] = [];
  const script = isRecord(doc) ? doc.script : undefined;
  if (!Array.isArray(script)) return out;
  script.forEach((action: unknown, index) => {
    if (!isRecord(action)) return;
    const at = (...rest: PathSegment[]) => ['script', index, ...rest];
    for (const key of REF_OPTIONS) addRef(out, action[key], at(key), 'ref');
    if (Array.isArray(action.targets))
      action.targets.forEach((t: unknown, i) => addRef(out, t, at('targets', i), 'target'));
    if (Array.isArray(action.attack)) action.attack.forEach((a: unknown, i) => addRef(out, a, at('attack', i), 'ref'));
    if (isRecord(action.at)) {
      for (const [attacker, planeswalker] of Object.entries(action.at)) {
        if (ok(Name, attacker)) out.push({ path: at('at', attacker), ref: attacker, kind: 'ref', isKey: true });
        addRef(out, planeswalker, at('at', attacker), 'ref');
      }
    }
    if (isRecord(action.block)) {
      for (const [blocker, attacker] of Object.entries(action.block)) {
        if (ok(Name, blocker)) out.push({ path: at('block', blocker), ref: blocker, kind: 'ref', isKey: true });
        if (Array.isArray(attacker))
          attacker.forEach((x: unknown, i) => addRef(out, x, at('block', blocker, i), 'ref'));
        else addRef(out, attacker, at('block', blocker), 'ref');
      }
    }
    const answers: unknown[] = Array.isArray(action.decide) ? action.decide : [action.decide];
    answers.forEach((answer, i) => {
      const path = Array.isArray(action.decide) ? at('decide', i, 'name') : at('decide', 'name');
      if (isRecord(answer) && ok(Name, answer.name)) out.push({ path, ref: answer.name, kind: 'name' });
    });
  });
  return out;
}
