/**
 * Writes a token or a face-down permanent back in Forge's words, the inverse of pzl-token.ts and
 * of the importer's `FaceDown` stand-in, so an exported board opens again as the same board:
 *
 * - a predefined token (CR 111.10) as its token script: `T:c_a_treasure_sac`;
 * - any other token as the inline form `t:Zombie Knight,P:2,T:2,Cost:no cost,Color:B,
 *   Types:Creature-Zombie-Knight,Keywords:Menace` (CR 111.4: its name, colours, types, P/T and
 *   keywords are what the effect gave it); abilities other than keywords are not in that form
 *   and are reported;
 * - a face-down permanent's stand-in (`Face-down Den Protector`, CR 708.2a) as `Den Protector|FaceDown`.
 */
import type { ProxySpec } from '../../engine';
import { PREDEFINED_TOKENS } from '../../engine/tables';
import { FACE_DOWN_PREFIX } from './pzl-board';

/**
 * Forge's script name for the predefined tokens whose script the importer reads back; the others
 * (Gold, Shard, …) are written in the inline form.
 */
const TOKEN_SCRIPT: Readonly<Partial<Record<keyof typeof PREDEFINED_TOKENS, string>>> = {
  Treasure: 'c_a_treasure_sac',
  Food: 'c_a_food_sac',
  Clue: 'c_a_clue_draw',
  Blood: 'c_a_blood_draw',
};

/** A token's or stand-in's Forge spec (before its modifiers), and what it could not say. */
export interface ExportedSpec {
  spec: string;
  warnings: string[];
}

/** Characters that would split a Forge card list or an inline token's fields. */
const field = (s: string) =>
  s
    .replace(/[\r\n]+/g, ' ')
    .replace(/[;|,]/g, ' ')
    .trim();

/** The predefined token `proxy` is, by its name and type line, or undefined. */
function predefinedOf(proxy: ProxySpec): keyof typeof PREDEFINED_TOKENS | undefined {
  return (Object.keys(PREDEFINED_TOKENS) as (keyof typeof PREDEFINED_TOKENS)[]).find(
    (k) => proxy.name === `${k} Token` && proxy.typeLine === PREDEFINED_TOKENS[k].token.typeLine,
  );
}

/** The Forge spec of a token whose characteristics are `proxy`. */
export function tokenSpec(proxy: ProxySpec): ExportedSpec {
  const predefined = predefinedOf(proxy);
  const script = predefined && TOKEN_SCRIPT[predefined];
  if (script) return { spec: `T:${script}`, warnings: [] };
  const warnings: string[] = [];
  const name = field(proxy.name);
  // "Token Artifact Creature — Golem" → "Artifact-Creature-Golem".
  const types = (proxy.typeLine ?? '')
    .replace(/—/g, ' ')
    .split(/\s+/)
    .filter((w) => w && w !== 'Token')
    .map(field)
    .join('-');
  const keywords: string[] = [];
  for (const k of proxy.keywords ?? []) {
    if (typeof k === 'string') keywords.push(k.charAt(0).toUpperCase() + k.slice(1));
    else warnings.push(`${name} token: its keyword ${JSON.stringify(k)} is not in Forge's inline token form`);
  }
  if (proxy.activated?.length || proxy.text)
    warnings.push(`${name} token: its abilities other than keywords are not in Forge's inline token form`);
  const fields = [
    `t:${name}`,
    ...(proxy.power !== undefined ? [`P:${proxy.power}`] : []),
    ...(proxy.toughness !== undefined ? [`T:${proxy.toughness}`] : []),
    'Cost:no cost',
    ...(proxy.colors?.length ? [`Color:${proxy.colors.join('')}`] : []),
    `Types:${types}`,
    `Keywords:${keywords.join('&')}`,
  ];
  return { spec: fields.join(','), warnings };
}

/** `Den Protector|FaceDown` for the stand-in of a face-down permanent, else undefined. */
export function faceDownSpec(proxy: ProxySpec): string | undefined {
  if (!proxy.name.startsWith(FACE_DOWN_PREFIX) || proxy.typeLine !== 'Creature') return undefined;
  const card = proxy.name
    .slice(FACE_DOWN_PREFIX.length)
    .replace(/[\r\n]+/g, ' ')
    .replace(/[;|]/g, ' ')
    .trim();
  return `${card}|FaceDown`;
}
