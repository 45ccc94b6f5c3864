/**
 * Ninjutsu [cost] (CR 702.49a), written out as the activated ability it means: "[Cost], Reveal
 * this card from your hand, Return an unblocked attacking creature you control to its owner's
 * hand: Put this card onto the battlefield from your hand tapped and attacking." Activated from
 * the hand (602.2, any time its owner has priority); "unblocked" exists only once blockers are
 * declared (509.1h). The creature attacks what the returned one attacked (702.49c). A mana cost
 * without {X}, on a creature card: Kaito (a planeswalker) and commander ninjutsu (702.49d, also
 * from the command zone) stay text.
 */
import type { CardFacts } from '../build';
import { isPayableOrHybridCost } from '../phrases/mana';
import { refuse, type AbilityResult } from './part';

/** Compiles "Ninjutsu {1}{U}"; null for other text. */
export function ninjutsu(text: string, card: CardFacts): AbilityResult {
  const m = /^Ninjutsu (\{[^ ]+\})$/.exec(text.replace(/\.$/, ''));
  if (!m) return null;
  const mana = m[1] as string;
  if (!card.types.includes('creature')) return refuse('ninjutsu on a card that is not a creature card');
  if (!isPayableOrHybridCost(mana) || /\{X\}/.test(mana)) return refuse(`the ninjutsu cost ${mana} is not understood`);
  return {
    activated: [
      {
        cost: {
          mana,
          moveChosen: {
            to: 'hand',
            count: 1,
            filter: { types: ['creature'], controller: 'you', unblocked: true },
            label: 'an unblocked attacking creature you control',
          },
        },
        zone: 'hand',
        steps: [{ do: 'ninjutsu' }],
        text,
      },
    ],
  };
}
