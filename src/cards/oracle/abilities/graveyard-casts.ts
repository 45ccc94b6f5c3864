/**
 * Keywords that let a card be cast from its owner's graveyard (the engine's casting/graveyard-casts.ts):
 *
 * - Retrace (CR 702.81a): "You may cast this card from your graveyard by discarding a land card in
 *   addition to paying its other costs."
 * - Jump-start (702.133a): "You may cast this card from your graveyard by discarding a card in
 *   addition to paying its other costs" and "If this spell was cast using its jump-start ability,
 *   exile this card instead of putting it anywhere else any time it would leave the stack."
 * - Mayhem [cost] (702.187b): "As long as you discarded this card this turn, you may cast it from
 *   your graveyard by paying [cost] rather than paying its mana cost." A mana cost without {X}
 *   (the alternative-cost path doesn't announce X). "Mayhem" without a cost lets a land be
 *   played (702.187c): that stays text.
 *
 * - "You may cast this card from your graveyard." (CR 601.3, 113.6: a static ability of the card
 *   that works in its owner's graveyard), with a condition written after it: "… as long as you
 *   control a Zombie", "… if you gained life this turn" (read as the card is cast, "it" the card).
 *   Its mana cost is paid and timing applies; the spell goes where it would from the stack. A
 *   sentence after it ("If you do, it enters with …", "If you cast it this way and it would be put
 *   into your graveyard, exile it instead") makes the line another template: it stays text.
 *
 * Retrace and jump-start only on an instant or sorcery: the engine exiles a jump-started spell as
 * it leaves the stack, not a permanent as it resolves.
 */
import type { CardFacts } from '../build';
import { parseCondition } from '../phrases/conditions';
import { isPayableOrHybridCost } from '../phrases/mana';
import { refuse, type AbilityResult } from './part';

/** "You may cast ~ from your graveyard[ as long as …| if …]." */
const PERMISSION = /^You may cast ~ from your graveyard(?: (?:as long as|if) ([^.]+))?\.?$/;

/** Compiles "Retrace", "Jump-start", "Mayhem {1}{R}" and "You may cast ~ from your graveyard"; null for other text. */
export function graveyardCast(text: string, card: CardFacts): AbilityResult {
  const line = text.replace(/\.$/, '');
  if (/^(?:retrace|Retrace|Jump-start)$/.test(line)) {
    const kind = line === 'Jump-start' ? 'jump-start' : 'retrace';
    return card.isSpell ? { altCosts: [{ kind }] } : refuse(`${kind} on a card that is not an instant or sorcery`);
  }
  const permission = PERMISSION.exec(text.trim());
  if (permission) {
    const cond = permission[1];
    // "It" in the condition is the card being cast (CR 601.3).
    const condition = cond !== undefined ? parseCondition(cond, { ref: 'source' }) : undefined;
    if (condition === null) return refuse(`the condition "${cond}" of casting ~ from a graveyard is not understood`);
    if (card.types.includes('land')) return refuse('a land is played, not cast');
    return { altCosts: [{ kind: 'graveyard', ...(condition ? { condition } : {}) }] };
  }
  const m = /^Mayhem (\{[^ ]+\})$/.exec(line);
  if (!m) return null;
  const mana = m[1] as string;
  if (!isPayableOrHybridCost(mana) || /\{X\}/.test(mana)) return refuse(`the mayhem cost ${mana} is not understood`);
  return { altCosts: [{ kind: 'mayhem', mana }] };
}
