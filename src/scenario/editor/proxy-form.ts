/**
 * The editor's proxy form, checked field by field before a proxy is added: what the person
 * typed becomes a {@link ProxySpec}, or each field that can't be one says why, in words. The
 * scenario format's own limits (schema.ts) are kept; beyond them only what is meaningless is
 * refused (a type line with no card type, a P/T that is no number), and what is legal but
 * surprising (a creature printed with toughness 0 or less) is a warning, not a refusal.
 */
import { isReadableManaCost, RULE } from '../../engine';
import type { ProxySpec } from '../schema';
import { LIMITS } from '../schema-primitives';

/** What the proxy form holds: every field as typed. */
export interface ProxyFormFields {
  name: string;
  typeLine: string;
  manaCost: string;
  power: string;
  toughness: string;
  text: string;
}

export type ProxyField = keyof ProxyFormFields;

/**
 * The form checked: `spec` when nothing is refused; `errors` (refused, the proxy is not added)
 * and `warnings` (added as typed), each one sentence per field.
 */
export interface ProxyFormCheck {
  spec: ProxySpec | null;
  errors: Partial<Record<ProxyField, string>>;
  warnings: Partial<Record<ProxyField, string>>;
}

/** The card types (CR 205.2a), "tribal" being kindred's old name. */
export const CARD_TYPES: readonly string[] = [
  'artifact',
  'battle',
  'creature',
  'enchantment',
  'instant',
  'kindred',
  'land',
  'planeswalker',
  'sorcery',
  'tribal',
];
/** The supertypes (CR 205.4a). */
const SUPERTYPES: readonly string[] = ['basic', 'elite', 'host', 'legendary', 'ongoing', 'snow', 'world'];

const quoted = (words: string[]) => words.map((w) => `“${w}”`).join(', ');

/** The words before the type line's dash (supertypes and card types), as typed. */
function typeWords(typeLine: string): string[] {
  const [left = ''] = typeLine.split(/\s+[—–-]\s+|\s*—\s*/);
  return left.split(/\s+/).filter(Boolean);
}

function checkTypeLine(typeLine: string): { error?: string; warning?: string; types: string[] } {
  const words = typeWords(typeLine);
  const types = words.map((w) => w.toLowerCase()).filter((w) => CARD_TYPES.includes(w));
  const unknown = words.filter((w) => !CARD_TYPES.includes(w.toLowerCase()) && !SUPERTYPES.includes(w.toLowerCase()));
  const list = CARD_TYPES.filter((t) => t !== 'tribal').join(', ');
  if (!typeLine.trim())
    return {
      error: `Give a type line with at least one card type (${list}), e.g. “Creature — Bear”: every card has one, and it decides what the proxy can do.`,
      types,
    };
  if (!types.length) {
    return {
      error: `${unknown.length ? `${quoted(unknown)} ${unknown.length === 1 ? 'is' : 'are'} not a card type. ` : ''}A type line needs at least one card type before the dash (${list}); subtypes such as Dragon go after it: “Creature — Dragon”.`,
      types,
    };
  }
  if (unknown.length)
    return {
      warning: `${quoted(unknown)} ${unknown.length === 1 ? 'is' : 'are'} neither a card type nor a supertype: kept as typed, but the rules know no such type (subtypes go after the dash).`,
      types,
    };
  return { types };
}

type NumberField = { value?: number; error?: string };

/** A printed power or toughness: empty (none), or a whole number within the format's limits. */
function checkNumber(raw: string, what: 'Power' | 'Toughness'): NumberField {
  const text = raw.trim().replace(/^[−–]/, '-');
  if (text === '') return {};
  if (text.includes('*')) {
    return {
      error: `${what} “${raw.trim()}” needs an ability that defines the * (a characteristic-defining ability), and a proxy has no abilities: type the number it has on this board.`,
    };
  }
  if (!/^[+-]?\d+$/.test(text))
    return { error: `${what} must be a whole number, such as 2 or 0 (or empty for none); “${raw.trim()}” is not one.` };
  const value = Number(text);
  if (Math.abs(value) > LIMITS.bigNumber)
    return {
      error: `${what} must be between −${LIMITS.bigNumber.toLocaleString('en')} and ${LIMITS.bigNumber.toLocaleString('en')}.`,
    };
  return { value };
}

/**
 * Checks the proxy form. Refused: a blank name; a type line with no card type (CR 205.2a: the
 * card types; unknown words beside one are a warning); a power or toughness that is not a whole
 * number (a `*` needs a characteristic-defining ability, which a proxy lacks); a mana cost the
 * scenario format refuses (the engine's `isReadableManaCost`). A creature with toughness 0 or less (printed, or none given) is
 * added with a warning: it is put into its owner's graveyard as a state-based action.
 */
export function checkProxyForm(fields: ProxyFormFields): ProxyFormCheck {
  const errors: ProxyFormCheck['errors'] = {};
  const warnings: ProxyFormCheck['warnings'] = {};
  const name = fields.name.trim();
  if (!name) errors.name = 'Give the proxy a name.';
  else if (name.length > LIMITS.nameLength) errors.name = `A name has at most ${LIMITS.nameLength} characters.`;
  const typeLine = fields.typeLine.trim();
  const types = checkTypeLine(typeLine);
  if (types.error) errors.typeLine = types.error;
  if (types.warning) warnings.typeLine = types.warning;
  const manaCost = fields.manaCost.trim();
  if (manaCost && !isReadableManaCost(manaCost))
    errors.manaCost = `Write the mana cost in mana symbols, such as {2}{G}, {X}{R}{R} or {G/U}; “${manaCost}” is not written that way.`;
  const power = checkNumber(fields.power, 'Power');
  const toughness = checkNumber(fields.toughness, 'Toughness');
  if (power.error) errors.power = power.error;
  if (toughness.error) errors.toughness = toughness.error;
  if (types.types.includes('creature') && !toughness.error && (toughness.value ?? 0) <= 0) {
    warnings.toughness = `A creature with toughness ${toughness.value ?? 0} (${toughness.value === undefined ? 'none given' : 'as typed'}) is put into its owner's graveyard as soon as state-based actions are checked (CR ${RULE.sbaToughness}).`;
  }
  const text = fields.text.trim();
  if (Object.keys(errors).length) return { spec: null, errors, warnings };
  const spec: ProxySpec = {
    name,
    typeLine,
    ...(manaCost ? { manaCost } : {}),
    ...(power.value !== undefined ? { power: power.value } : {}),
    ...(toughness.value !== undefined ? { toughness: toughness.value } : {}),
    ...(text ? { text } : {}),
  };
  return { spec, errors, warnings };
}
