/**
 * Compiled cards made safe for the engine (DESIGN "Real cards": never a crash). Card data can
 * carry mana symbols the engine does not read yet — hybrid `{G/U}`, Phyrexian `{G/P}`, snow
 * `{S}`, half mana —; a definition with such a cost could not be drawn, cast or even counted.
 * Such a card is played as if it had no mana cost (its colours kept from the card data), and
 * its cost is listed among what is not enforced, with the reason.
 */
import { parseManaCost, type ManaType } from '../../engine';
import type { CompiledCard } from '../oracle/compile';
import type { CardData } from './card-data';

const COLORS: readonly string[] = ['W', 'U', 'B', 'R', 'G'];

/** `compiled` as it is when the engine reads its mana cost; otherwise without it, as above. */
export function playable(compiled: CompiledCard, data: CardData): CompiledCard {
  const { def } = compiled;
  try {
    parseManaCost(def.manaCost);
    return compiled;
  } catch {
    const colors = (data.colors ?? []).filter((c): c is ManaType => COLORS.includes(c));
    const abilities = [...compiled.abilities, {
      text: `Mana cost ${def.manaCost}`,
      enforced: false,
      reason: 'the engine does not read these mana symbols yet; the card is played as if it had no mana cost',
    }];
    return { def: { ...def, manaCost: '', colors }, status: compiled.status === 'none' ? 'none' : 'partial', abilities };
  }
}
