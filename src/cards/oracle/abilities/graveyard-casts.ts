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
 * - "You may cast this card from your graveyard by discarding two cards in addition to paying its
 *   other costs." (Rona, Sheoldred's Faithful; "by paying 3 life and discarding a card", Demonic
 *   Embrace; "by exiling another creature card from your graveyard", Helbrute): the same
 *   permission with an additional cost (CR 118.8, 601.2h) paid only when it is used; its mana cost
 *   is paid as usual.
 * - "You may cast this card from your graveyard by paying {2}{W} rather than paying its mana
 *   cost." (Raffine's Guidance; "by paying {B}{B} and sacrificing two creatures", Scourge of Nel
 *   Toth): the permission with an alternative cost (CR 118.9) replacing the mana cost.
 *   Both costs are read as a card's own alternative cost's parts are (alternative-costs.ts): a
 *   part it doesn't know ("removing six counters from among creatures you control", "exiling four
 *   instant and/or sorcery cards"), {X}, or mana "in addition" leaves the line text.
 *
 * Retrace and jump-start only on an instant or sorcery: the engine exiles a jump-started spell as
 * it leaves the stack, not a permanent as it resolves.
 */
import type { CardFacts } from '../build';
import { parseCondition } from '../phrases/conditions';
import { isPayableOrHybridCost } from '../phrases/mana';
import { alternativeCostOf } from './alternative-costs';
import { refuse, type AbilityResult } from './part';

/** "You may cast ~ from your graveyard[ as long as …| if …]." */
const PERMISSION = /^You may cast ~ from your graveyard(?: (?:as long as|if) ([^.]+))?\.?$/;

/**
 * "You may cast ~ from your graveyard by …[ in addition to paying its other costs| rather than
 * paying its mana cost]." (the card's name normalised to `~`).
 */
const BY =
  /^You may cast ~ from your graveyard by (.+?) (in addition to paying its other costs|rather than paying its mana cost)\.?$/;

/** "paying 3 life and discarding a card" → "pay 3 life and discard a card"; null when a part is not a gerund the cost reader knows. */
function imperative(text: string): string | null {
  const verbs: Record<string, string> = {
    paying: 'pay',
    discarding: 'discard',
    exiling: 'exile',
    sacrificing: 'sacrifice',
    tapping: 'tap',
    returning: 'return',
  };
  const parts = text.split(/,? and (?=[a-z]+ing )/);
  const out: string[] = [];
  for (const part of parts) {
    const m = /^([a-z]+ing) (.+)$/.exec(part);
    const verb = m && verbs[m[1] as string];
    if (!m || !verb) return null;
    out.push(`${verb} ${m[2]}`);
  }
  return out.join(' and ');
}

/**
 * "You may cast ~ from your graveyard by discarding a card in addition to paying its other
 * costs" (CR 601.3, 118.8) or "… by paying {2}{W} rather than paying its mana cost" (118.9): the
 * `graveyard` cast with its cost; null for other text.
 */
function graveyardCastBy(text: string, card: CardFacts): AbilityResult {
  const m = BY.exec(text);
  if (!m) return null;
  const how = m[1] as string;
  const instead = (m[2] as string).startsWith('rather');
  const words = imperative(how);
  const cost = words && alternativeCostOf(words);
  if (!cost) return refuse(`the cost "${how}" of casting ~ from a graveyard is not understood`);
  if (card.types.includes('land')) return refuse('a land is played, not cast');
  const { mana, ...parts } = cost;
  // CR 118.8: an additional cost is paid with the mana cost; mana "in addition" is not modelled.
  if (!instead && mana !== undefined)
    return refuse('an additional mana cost for casting ~ from a graveyard is not modelled');
  if (instead && mana === undefined)
    return refuse('an alternative cost of casting ~ from a graveyard without mana is not modelled');
  return {
    altCosts: [
      {
        kind: 'graveyard',
        ...(instead ? { mana } : {}),
        ...(Object.keys(parts).length ? { cost: parts } : {}),
      },
    ],
  };
}

/** Compiles "Retrace", "Jump-start", "Mayhem {1}{R}" and "You may cast ~ from your graveyard"; null for other text. */
export function graveyardCast(text: string, card: CardFacts): AbilityResult {
  const line = text.replace(/\.$/, '');
  if (/^(?:retrace|Retrace|Jump-start)$/.test(line)) {
    const kind = line === 'Jump-start' ? 'jump-start' : 'retrace';
    return card.isSpell ? { altCosts: [{ kind }] } : refuse(`${kind} on a card that is not an instant or sorcery`);
  }
  const by = graveyardCastBy(text.trim(), card);
  if (by) return by;
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
