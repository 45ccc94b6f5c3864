/**
 * Recover [cost] (CR 702.59a): "a triggered ability that functions only while the card with
 * recover is in a player's graveyard. 'Recover [cost]' means 'When a creature is put into your
 * graveyard from the battlefield, you may pay [cost]. If you do, return this card from your
 * graveyard to your hand. Otherwise, exile this card.'" The written-out ability is read by the
 * triggered-ability compiler (triggered.ts), which makes it one that works from the graveyard
 * (its effect returns the card from there, CR 113.6). "Recover—Pay half your life, rounded up"
 * (a cost other than mana) stays text.
 */
import { isPayableCost } from '../phrases/mana';
import { isRefusal, type AbilityCompiler } from './part';
import { triggered } from './triggered';

/** "Recover {1}{B}{B}": the written-out triggered ability, with the keyword line as its text; null for other lines. */
export const recoverKeyword: AbilityCompiler = (text, card) => {
  const m = /^Recover (\{[^ ]+\})$/.exec(text.replace(/\.$/, ''));
  if (!m || !isPayableCost(m[1] as string)) return null;
  const written = `When a creature is put into your graveyard from the battlefield, you may pay ${m[1]}. If you do, return ~ from your graveyard to your hand. Otherwise, exile ~.`;
  const r = triggered(written, card);
  if (!r || isRefusal(r) || r.triggered?.length !== 1 || Object.keys(r).length !== 1) return null;
  return { triggered: r.triggered.map((t) => ({ ...t, text })) };
};
