/**
 * Forge's two ways of writing a token in a puzzle's zone list, read into a token stand-in
 * (CR 111.4: a token's characteristics are those the effect that created it gave it):
 *
 * - the inline form `t:Zombie Knight,P:2,T:2,Cost:no cost,Color:B,Types:Creature-Zombie-Knight,
 *   Keywords:Menace,Image:b_2_2_zombie_knight` — name, power/toughness, colour (W U B R G
 *   letters; when absent, the colour letters that begin the image name), card types and subtypes
 *   joined by `-`, keywords joined by `&`;
 * - a token script's name `T:c_a_treasure_sac` — `<colours>_<power>_<toughness>_<words>` or
 *   `<colours>_a_<words>` for an artifact. A predefined token (CR 111.10: Treasure, Food, Clue,
 *   Blood) becomes that token with its abilities; a creature token whose words are creature
 *   types (CR 205.3m) and keywords the engine knows (`g_3_3_dinosaur`,
 *   `b_1_1_bat_flying`, `c_1_1_a_gnome`) is read from the name (a word that is neither, as
 *   `snipe` in `b_0_1_wizard_snipe`, is an ability left out, with a note); anything else
 *   (`everywhere`) stays a named stand-in, with a note saying why.
 */
import { SIMPLE_KEYWORDS, type SimpleKeyword } from '../../engine';
import { CREATURE_TYPES, PREDEFINED_TOKENS } from '../../engine/tables';
import type { ProxySpec } from '../schema';

/** A token read from a Forge spec: the stand-in, and what could not be carried over. */
export interface PzlToken {
  proxy: ProxySpec;
  /** What of the spec is not modelled ("keyword Afflict 2 is not modelled"), for a warning. */
  notes: string[];
}

const COLOR_LETTERS = new Set(['W', 'U', 'B', 'R', 'G']);
/** Card types and supertypes a Forge `Types:` list may start with (CR 205.2a, 205.4a). */
const TYPE_WORDS = new Set([
  'Artifact',
  'Battle',
  'Creature',
  'Enchantment',
  'Kindred',
  'Land',
  'Planeswalker',
  'Tribal',
  'Legendary',
  'Snow',
  'Basic',
  'World',
]);
const creatureTypes = new Set(CREATURE_TYPES.map((t) => t.toLowerCase()));
const keywords = new Set<string>(SIMPLE_KEYWORDS);
const PREDEFINED = Object.keys(PREDEFINED_TOKENS) as (keyof typeof PREDEFINED_TOKENS)[];

/** Whether a zone entry's name is a token spec of either form (`t:…,P:…` or `T:script`). */
export function isForgeToken(name: string): boolean {
  return /^t:[^,]+,/.test(name) || /^T:[a-z0-9_]+$/i.test(name);
}

const title = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/** `W U B R G` letters of `text` in order, each once (`C` and others ignored). */
function colorsOf(text: string): ('W' | 'U' | 'B' | 'R' | 'G')[] {
  const out: ('W' | 'U' | 'B' | 'R' | 'G')[] = [];
  for (const ch of text.toUpperCase())
    if (COLOR_LETTERS.has(ch) && !out.includes(ch as 'W')) out.push(ch as 'W' | 'U' | 'B' | 'R' | 'G');
  return out;
}

/** Keywords the engine knows go in `keywords`; the rest are notes and stay as text. */
function readKeywords(list: readonly string[], notes: string[]): { keywords?: SimpleKeyword[]; text?: string } {
  const known: SimpleKeyword[] = [];
  const other: string[] = [];
  for (const raw of list) {
    const k = raw.trim();
    if (!k) continue;
    if (keywords.has(k.toLowerCase())) known.push(k.toLowerCase() as SimpleKeyword);
    else {
      other.push(k);
      notes.push(`keyword ${k} is not modelled (kept as text)`);
    }
  }
  return { ...(known.length ? { keywords: known } : {}), ...(other.length ? { text: other.join('\n') } : {}) };
}

/** The type line `Token Artifact Creature — Golem` for Forge's `Artifact-Creature-Golem`. */
function typeLineOf(parts: readonly string[]): string {
  const types = parts.filter((p) => TYPE_WORDS.has(title(p))).map(title);
  const subtypes = parts.filter((p) => !TYPE_WORDS.has(title(p)));
  return `Token ${types.join(' ')}${subtypes.length ? ` — ${subtypes.join(' ')}` : ''}`.trim();
}

/** Reads the inline form `t:Name,P:x,T:y,…`. */
function readInline(spec: string): PzlToken {
  const notes: string[] = [];
  const fields = new Map<string, string>();
  const [head = '', ...rest] = spec.split(',');
  for (const field of rest) {
    const colon = field.indexOf(':');
    if (colon > 0) fields.set(field.slice(0, colon).trim().toLowerCase(), field.slice(colon + 1).trim());
  }
  const name = head.slice(2).trim();
  const num = (key: string) => {
    const v = fields.get(key);
    return v !== undefined && /^-?\d{1,4}$/.test(v) ? Number(v) : undefined;
  };
  const power = num('p');
  const toughness = num('t');
  const color = fields.get('color');
  const image = fields.get('image') ?? '';
  const imageColors = /^([wubrgc]+)_/i.exec(image)?.[1];
  const colors = color !== undefined ? colorsOf(color) : imageColors ? colorsOf(imageColors) : [];
  if (color === undefined && imageColors && colors.length)
    notes.push(`its colour (${colors.join('')}) is read from the image name ${image}, as the spec gives none`);
  const typeParts = (fields.get('types') ?? 'Creature').split('-').filter(Boolean);
  const kw = readKeywords((fields.get('keywords') ?? '').split('&'), notes);
  const cost = fields.get('cost');
  if (cost && cost.toLowerCase() !== 'no cost')
    notes.push(`Cost:${cost} is not modelled (a token has no mana cost, CR 111.4)`);
  return {
    proxy: {
      name,
      typeLine: typeLineOf(typeParts),
      ...(power !== undefined ? { power } : {}),
      ...(toughness !== undefined ? { toughness } : {}),
      colors,
      ...kw,
    },
    notes,
  };
}

/** Reads a token script name `T:g_3_3_dinosaur`. */
function readScript(spec: string): PzlToken {
  const script = spec.slice(2).trim().toLowerCase();
  const predefined = PREDEFINED.find((p) => new RegExp(`^c_a_${p.toLowerCase()}(_[a-z]+)?$`).test(script));
  if (predefined) return { proxy: { name: `${predefined} Token`, predefined }, notes: [] };
  const m = /^([wubrgc]+)_(\d{1,3})_(\d{1,3})_(a_)?([a-z_]+)$/.exec(script);
  const words = m?.[5]?.split('_').filter(Boolean) ?? [];
  const subtypes = words.filter((w) => creatureTypes.has(w));
  if (!m || !subtypes.length) {
    return {
      proxy: { name: `${spec.slice(2).trim()} token`, typeLine: 'Token' },
      notes: [
        `the token script ${spec} is not one Stackyard can read (it reads the predefined tokens ${PREDEFINED.join(', ')} and creature tokens named colour_power_toughness_creature types): a token of that name with no other characteristics`,
      ],
    };
  }
  const notes: string[] = [];
  const kws: SimpleKeyword[] = [];
  for (const w of words) {
    if (creatureTypes.has(w)) continue;
    if (keywords.has(w)) kws.push(w as SimpleKeyword);
    else
      notes.push(
        `"${w}" in the token script ${spec} is not a creature type or a keyword Stackyard knows (an ability of the token, not modelled)`,
      );
  }
  const sub = subtypes.map(title);
  return {
    proxy: {
      name: `${sub.join(' ')} Token`,
      typeLine: `Token ${m[4] ? 'Artifact Creature' : 'Creature'} — ${sub.join(' ')}`,
      power: Number(m[2]),
      toughness: Number(m[3]),
      colors: colorsOf(m[1] ?? ''),
      ...(kws.length ? { keywords: kws } : {}),
    },
    notes,
  };
}

/** The token a Forge token spec describes (call only when {@link isForgeToken} is true). */
export function readForgeToken(spec: string): PzlToken {
  return spec.startsWith('t:') ? readInline(spec) : readScript(spec);
}
