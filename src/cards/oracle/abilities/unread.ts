/**
 * Readings a compiled ability may hold that only some cards can give a value: "with mana value
 * X" (the X of a spell with {X} in its cost, CR 107.3) and "if it was kicked" (the card's one
 * kicker, 702.33d). Where the card can't give one, the ability is refused instead.
 */
import type { CardFacts } from '../build';
import { isRefusal, refuse, type AbilityResult } from './part';

/** "with mana value X" reads the X of a spell with {X} in its cost; elsewhere there is no X to read: a refusal. */
export function withoutUnreadX(r: AbilityResult, card: CardFacts): AbilityResult {
  return r && !isRefusal(r) && !card.spellWithX && JSON.stringify(r).includes('"manaValueIsX"')
    ? refuse('"with mana value X" is read only on a spell with {X} in its cost')
    : r;
}

/** "if it was kicked" reads the card's one kicker (CR 702.33d); without one there is nothing to read: a refusal. */
export function withoutUnreadKicker(r: AbilityResult, card: CardFacts): AbilityResult {
  return r && !isRefusal(r) && !card.hasKicker && /"kicked":/.test(JSON.stringify(r))
    ? refuse('"if it was kicked" is read only on a card with one kicker cost')
    : r;
}
