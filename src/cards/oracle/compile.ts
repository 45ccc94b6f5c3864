/**
 * The Oracle compiler's entry point (DESIGN "Real cards: data and the Oracle compiler"):
 * card data → the same {@link CardDef} a hand-written card file is, ability by ability.
 * One paragraph of Oracle text is one ability. An ability compiles only when its whole text
 * matches a template; otherwise it stays text, "not enforced", with the reason. Per card:
 * `full` (every ability enforced), `partial`, or `none`. Never guess.
 */
import type { CardDef } from '../../engine';
import type { CardData } from '../data/card-data';

/** One ability of a card's Oracle text and whether the engine enforces it. */
export interface CompiledAbility {
  /** The ability's Oracle text, verbatim (one paragraph). */
  text: string;
  enforced: boolean;
  /** Why it is not enforced (absent when enforced). */
  reason?: string;
}

/** How much of a card's text the engine enforces. */
export type EnforcementStatus = 'full' | 'partial' | 'none';

/** The result of compiling one card. */
export interface CompiledCard {
  def: CardDef;
  status: EnforcementStatus;
  abilities: CompiledAbility[];
}

/** A whole-number P/T, or undefined for `*`, `1+*` and other characteristic-defining values. */
function printedNumber(v: string | undefined): number | undefined {
  return v !== undefined && /^-?\d+$/.test(v) ? Number(v) : undefined;
}

/**
 * Compiles one card. Never throws on card text: what it does not understand stays as text.
 * The status of a card without abilities (a vanilla creature, a land without text) is `full`.
 */
export function compileCard(data: CardData): CompiledCard {
  const oracle = data.oracle_text ?? '';
  const paragraphs = oracle.split('\n').map((p) => p.trim()).filter(Boolean);
  const abilities: CompiledAbility[] = paragraphs.map((text) => ({ text, enforced: false, reason: 'no template matches this ability yet' }));
  const power = printedNumber(data.power);
  const toughness = printedNumber(data.toughness);
  const def: CardDef = {
    name: data.name,
    manaCost: data.mana_cost ?? '',
    typeLine: data.type_line ?? '',
    oracle,
    ...(power !== undefined ? { power } : {}),
    ...(toughness !== undefined ? { toughness } : {}),
    ...(data.id ? { scryfallId: data.id } : {}),
  };
  const enforced = abilities.filter((a) => a.enforced).length;
  const status: EnforcementStatus = enforced === abilities.length ? 'full' : enforced ? 'partial' : 'none';
  return { def, status, abilities };
}
