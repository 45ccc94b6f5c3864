/**
 * Parses one Forge card spec, `Name|Modifier|Modifier:Value...`, into a {@link PzlCardSpec}.
 * Knows the modifiers Stackyard can model (Id, AttachedTo/Attaching, EnchantingPlayer,
 * ExiledWith, Imprinting, Owner, ClassLevel, NoETBTrigs, Tapped, SummonSick, Transformed, Counters,
 * Token,
 * Damage) plus Set (cosmetic); every other modifier is kept verbatim in
 * `unmodelled` so the caller can warn about it. Modifier names are case-insensitive.
 */

/** One parsed card. Forge ids are kept as digit strings ("18"). */
export interface PzlCardSpec {
  name: string;
  id?: string;
  /** The id of the object it is attached to (`AttachedTo:` or `Attaching:`). */
  attachedTo?: string;
  /** The player an Aura enchants (`EnchantingPlayer:AI`, CR 303.4). */
  enchantingPlayer?: 'p1' | 'p2';
  exiledWith?: string;
  /** The id of the card it imprinted: exiled with it (`Imprinting:8`; imprint, CR 207.2c, is linked, 607.2). */
  imprinting?: string;
  /** Its owner when not the player whose zone lists it (`Owner:AI`). */
  owner?: 'p1' | 'p2';
  /** A Class's level (`ClassLevel:2`, CR 716). */
  classLevel?: number;
  /** `NoETBTrigs`: put there without its enters-the-battlefield triggers (every puzzle card is). */
  noEtbTriggers?: boolean;
  tapped: boolean;
  summoningSick: boolean;
  /** `Transformed`: a double-faced permanent with its back face up (CR 701.27g, 712.8e). */
  transformed?: boolean;
  token: boolean;
  /** Stackyard counter kind → positive count */
  counters?: Record<string, number>;
  /** positive damage */
  damage?: number;
  /** Forge's `Set:` edition code (cosmetic) */
  set?: string;
  /** modifiers Stackyard does not model, as written ("RememberedCards:2,3") */
  unmodelled: string[];
  /** modifiers that were accepted but have no effect ("Counters P1P1=0") */
  ignored: string[];
}

/** Result of {@link parsePzlCard}: `errors` are phrases without a line/card prefix. */
export interface PzlCardParse {
  card: PzlCardSpec;
  errors: string[];
}

const FORGE_ID = /^\d{1,15}$/;
/** Forge's player words in modifiers: the human is p1, the AI p2 (`p0`/`p1` in newer files). */
const PLAYER: Readonly<Record<string, 'p1' | 'p2'>> = { human: 'p1', ai: 'p2', p0: 'p1', p1: 'p2' };
const COUNTER_KIND = /^[A-Za-z][A-Za-z0-9_]*$/;

/** Maps a Forge counter type (`P1P1`, `M1M1`, `LOYALTY`) to a Stackyard kind. */
export function counterKind(forge: string): string {
  const upper = forge.toUpperCase();
  if (upper === 'P1P1') return '+1/+1';
  if (upper === 'M1M1') return '-1/-1';
  return forge.toLowerCase();
}

/** Parses `P1P1=2,LOYALTY=3`; adds counts of repeated kinds. */
function parseCounters(value: string, card: PzlCardSpec, errors: string[]): void {
  for (const part of value.split(',')) {
    const item = part.trim();
    if (item === '') continue;
    const m = /^([^=]+)=\s*(\d{1,9})$/.exec(item);
    const kind = m?.[1]?.trim() ?? '';
    if (!m || !COUNTER_KIND.test(kind)) {
      errors.push(`Counters entry ${JSON.stringify(item)} is not KIND=number`);
      continue;
    }
    const count = Number(m[2]);
    if (count === 0) {
      card.ignored.push(`Counters ${item}`);
      continue;
    }
    const key = counterKind(kind);
    card.counters ??= {};
    card.counters[key] = (Object.hasOwn(card.counters, key) ? (card.counters[key] ?? 0) : 0) + count;
  }
}

/** Reads an id-valued modifier (`Id:18`), reporting repeats and non-numbers. */
function readId(
  key: string,
  value: string | undefined,
  previous: string | undefined,
  errors: string[],
): string | undefined {
  if (value === undefined || !FORGE_ID.test(value)) {
    errors.push(`${key}:${value ?? ''} is not a card id (expected a number)`);
    return previous;
  }
  const id = value.replace(/^0+(?=\d)/, ''); // Forge ids are numbers: 018 is 18
  if (previous !== undefined && previous !== id) errors.push(`${key} is given twice (${previous} and ${id})`);
  return id;
}

/** `p1`/`p2` for Forge's player word (`AI`, `Human`, `p0`, `p1`), else undefined. */
function playerWord(value: string | undefined): 'p1' | 'p2' | undefined {
  const key = value?.trim().toLowerCase() ?? '';
  return Object.hasOwn(PLAYER, key) ? PLAYER[key] : undefined;
}

/** A flag modifier may be bare (`Tapped`) or `Tapped:True`. */
function isFlag(value: string | undefined): boolean {
  return value === undefined || /^(true)?$/i.test(value);
}

/**
 * Parses a card spec (already trimmed, control characters removed). Never throws; malformed
 * ids, counters or damage are reported in `errors`. An empty name is an error.
 */
export function parsePzlCard(spec: string): PzlCardParse {
  const [rawName = '', ...modifiers] = spec.split('|');
  const card: PzlCardSpec = {
    name: rawName.trim(),
    tapped: false,
    summoningSick: false,
    token: false,
    unmodelled: [],
    ignored: [],
  };
  const errors: string[] = [];
  if (card.name === '') errors.push(`card ${JSON.stringify(spec)} has no name`);

  for (const rawModifier of modifiers) {
    const modifier = rawModifier.trim();
    if (modifier === '') continue;
    const colon = modifier.indexOf(':');
    const key = (colon < 0 ? modifier : modifier.slice(0, colon)).trim();
    const value = colon < 0 ? undefined : modifier.slice(colon + 1).trim();
    const lower = key.toLowerCase();

    if (lower === 'id') card.id = readId(key, value, card.id, errors);
    else if (lower === 'attachedto' || lower === 'attaching')
      card.attachedTo = readId('AttachedTo/Attaching', value, card.attachedTo, errors);
    else if (lower === 'enchantingplayer' && playerWord(value)) card.enchantingPlayer = playerWord(value);
    else if (lower === 'owner' && playerWord(value)) card.owner = playerWord(value);
    else if (lower === 'imprinting' && value !== undefined && FORGE_ID.test(value))
      card.imprinting = readId(key, value, card.imprinting, errors);
    else if (lower === 'classlevel' && value !== undefined && /^\d{1,2}$/.test(value) && Number(value) >= 1)
      card.classLevel = Number(value);
    else if (lower === 'noetbtrigs' && isFlag(value)) card.noEtbTriggers = true;
    else if (lower === 'exiledwith') card.exiledWith = readId(key, value, card.exiledWith, errors);
    else if (lower === 'tapped' && isFlag(value)) card.tapped = true;
    else if (lower === 'summonsick' && isFlag(value)) card.summoningSick = true;
    else if (lower === 'transformed' && isFlag(value)) card.transformed = true;
    else if (lower === 'token' && isFlag(value)) card.token = true;
    else if (lower === 'counters' && value !== undefined) parseCounters(value, card, errors);
    else if (lower === 'damage' && value !== undefined) {
      if (!/^\d{1,9}$/.test(value)) errors.push(`Damage:${value} is not a number`);
      else if (Number(value) > 0) card.damage = Number(value);
      else card.ignored.push(modifier);
    } else if (lower === 'set' && value) card.set = value;
    else card.unmodelled.push(modifier);
  }
  return { card, errors };
}
