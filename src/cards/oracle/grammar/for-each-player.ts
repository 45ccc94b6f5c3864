/**
 * "Each opponent loses 1 life for each creature they control", "Each player loses 1 life for each
 * Swamp they control", "~ deals 1 damage to each opponent for each creature card in their
 * graveyard": "they" / "their" in what "for each" counts is each of those players in turn, the
 * number counted for each before any of them loses life or is dealt damage (CR 608.2h, 119.3,
 * 120.3). Read for one instruction acting on a set of players ("each player", "each opponent").
 */
import type { StepSpec } from '../../../engine';
import type { Build } from '../build';
import type { AmountNode } from './amounts';
import { eachRecipient } from './effects/damage';
import { forEachSteps } from './for-each';

/**
 * The steps of `steps` (one instruction) with its amount counted for each player it acts on, or
 * null when that isn't the reading: another kind of step, one player, or a count naming no player.
 */
export function forEachPlayerSteps(b: Build, steps: readonly StepSpec[], per: AmountNode): StepSpec[] | null {
  if (steps.length !== 1) return null;
  const [st] = steps as [StepSpec];
  const players =
    st.do === 'loseLife' ? st.player : st.do === 'damage' && !st.divided && !st.each && !st.by ? st.to : null;
  if (players?.ref !== 'players' || (st.do === 'loseLife' && st.each)) return null;
  const counted = eachRecipient(b, per);
  if (!counted?.each) return null;
  const scaled = forEachSteps([st], counted.amount);
  const [one] = scaled ?? [];
  if (!one || (one.do !== 'loseLife' && one.do !== 'damage')) return null;
  return [{ ...one, each: counted.each }];
}
