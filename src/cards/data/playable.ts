/**
 * Compiled cards made safe for the engine (DESIGN "Real cards": never a crash, never a wrong
 * payment). Card data can carry mana symbols the engine can't pay yet —
 * half mana `{HR}` —: such a cost keeps its mana value and colours, but
 * paying it is refused, and it is listed among what is not enforced (so the card is partial).
 * A cost that is not mana symbols at all is dropped (the card is played as if it had no mana
 * cost, its colours kept from the card data: so it is not cast by paying one either, CR 118.6),
 * also listed with the reason.
 */
import { parseManaCost, type ManaType } from '../../engine';
import type { CompiledCard } from '../oracle/compile';
import type { CardData } from './card-data';

const COLORS: readonly string[] = ['W', 'U', 'B', 'R', 'G'];

/** `compiled` as it is when the engine reads its mana cost; otherwise without it, as above. */
export function playable(compiled: CompiledCard, data: CardData): CompiledCard {
  const { def } = compiled;
  try {
    const cost = parseManaCost(def.manaCost);
    // {S} is paid with mana from a snow source (CR 107.4h; engine mana/snow.ts).
    if (!cost.unsupported?.some((sym) => sym !== '{S}')) return compiled;
    // Real symbols the engine can't pay yet: the cost stays (mana value, colours), and is refused when paid.
    const abilities = [
      ...compiled.abilities,
      {
        text: `Mana cost ${def.manaCost}`,
        enforced: false,
        reason: `the engine can't pay ${cost.unsupported.join('')} yet: the card is not cast by paying its mana cost (it may be put onto the battlefield by hand, or cast without paying its mana cost)`,
      },
    ];
    return { def, status: compiled.status === 'none' ? 'none' : 'partial', abilities };
  } catch {
    const colors = (data.colors ?? []).filter((c): c is ManaType => COLORS.includes(c));
    const abilities = [
      ...compiled.abilities,
      {
        text: `Mana cost ${def.manaCost}`,
        enforced: false,
        reason:
          "the engine does not read these mana symbols yet; the card is played as if it had no mana cost (so it can't be cast by paying one; it may be put onto the battlefield by hand, or cast without paying its mana cost)",
      },
    ];
    return {
      def: { ...def, manaCost: '', colors },
      status: compiled.status === 'none' ? 'none' : 'partial',
      abilities,
    };
  }
}
