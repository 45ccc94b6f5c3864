/**
 * The compact form of a scenario for links: the same document with short keys (a fixed,
 * reversible dictionary), defaults left out, and card names kept as names. Compaction is pure
 * data-to-data; validation happens when the expanded document goes through the restore step.
 */

/** Long key → short key. Every key of the scenario format is listed; short keys are unique. */
const KEYS: Record<string, string> = {
  format: 'F',
  title: 't',
  description: 'D',
  turn: 'u',
  number: 'n',
  active: 'A',
  phase: 'P',
  options: 'O',
  sandbox: 'x',
  seed: 'r',
  shuffle: 'sh',
  players: 'p',
  life: 'l',
  manaPool: 'm',
  library: 'L',
  hand: 'h',
  battlefield: 'b',
  graveyard: 'g',
  exile: 'e',
  sideboard: 's',
  command: 'cz',
  card: 'c',
  proxy: 'X',
  id: 'i',
  owner: 'o',
  tapped: 'T',
  summoningSick: 'S',
  counters: 'N',
  damage: 'd',
  attachedTo: 'a',
  copyOf: 'y',
  token: 'k',
  exiledWith: 'w',
  castableFrom: 'C',
  chosenName: 'M',
  chosenColor: 'Cc',
  chosenType: 'Ct',
  level: 'lv',
  transformed: 'tf',
  name: 'nm',
  typeLine: 'tl',
  manaCost: 'mc',
  power: 'pw',
  toughness: 'tg',
  text: 'tx',
  script: 'q',
  lesson: 'z',
  ruling: 'R',
  rules: 'Rs',
  steps: 'Z',
  cast: 'ca',
  targets: 'ta',
  x: 'X_',
  half: 'hf',
  player: 'pl',
  alt: 'al',
  kicker: 'ki',
  sacrifice: 'sa',
  returnCreature: 'rc',
  discard: 'dd',
  activate: 'ac',
  ability: 'ab',
  mana: 'ma',
  pass: 'pa',
  decide: 'de',
  move: 'mv',
  to: 'to',
  position: 'po',
  advance: 'ad',
  attack: 'at',
  at: 'AT',
  block: 'bl',
  setInMotion: 'si',
  zone: 'zn',
  actions: 'H',
};
const LONG: Record<string, string> = Object.fromEntries(Object.entries(KEYS).map(([k, v]) => [v, k]));

/** Maps that hold user keys (not format keys), whose keys must not be translated. */
const FREE_KEYS = new Set(['counters', 'block', 'at']);

function mapKeys(value: unknown, dict: Record<string, string>, parentKey: string | null, toLong: boolean): unknown {
  if (Array.isArray(value)) return value.map((v) => mapKeys(v, dict, parentKey, toLong));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  const free = parentKey !== null && FREE_KEYS.has(parentKey);
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    // Own-property lookup: a hostile key such as "__proto__" or "constructor" must stay itself.
    const key = free || !Object.hasOwn(dict, k) ? k : (dict[k] as string);
    Object.defineProperty(out, key, {
      value: mapKeys(v, dict, toLong ? key : k, toLong),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/** Drops values equal to the format's defaults, so links stay short. */
function dropDefaults(doc: Record<string, unknown>): Record<string, unknown> {
  const out = { ...doc };
  delete out.format;
  // Links carry card names only (DESIGN "Real cards"); the opener resolves them again.
  delete out.cards;
  const players = out.players as Record<string, Record<string, unknown>> | undefined;
  if (players) {
    const next: Record<string, Record<string, unknown>> = {};
    for (const [p, setup] of Object.entries(players)) {
      const s: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(setup)) {
        if (k === 'life' && v === 20) continue;
        if (k === 'manaPool' && v === '') continue;
        if (Array.isArray(v) && v.length === 0) continue;
        s[k] = v;
      }
      if (Object.keys(s).length) next[p] = s;
    }
    out.players = next;
  }
  const options = out.options as Record<string, unknown> | undefined;
  if (options && options.sandbox === false && options.seed === 1 && !options.shuffle) delete out.options;
  const turn = out.turn as Record<string, unknown> | undefined;
  if (turn && turn.number === 1 && turn.active === 'p1' && turn.phase === 'main1') delete out.turn;
  return out;
}

/** Compact form of a (restored) scenario document. */
export function compact(doc: object): unknown {
  return mapKeys(dropDefaults(doc as Record<string, unknown>), KEYS, null, false);
}

/** The document a compact form stands for (format added; the restore step fills defaults). */
export function expand(compactDoc: unknown, format: string): unknown {
  const long = mapKeys(compactDoc, LONG, null, true);
  if (long === null || typeof long !== 'object' || Array.isArray(long)) return long;
  return { format, ...(long as Record<string, unknown>) };
}
