/**
 * A player's choice to be dealt damage ("punisher" wordings, CR 118.12, 118.12a):
 * "Destroy target land unless its controller has ~ deal 2 damage to them", "~ deals 3 damage to
 * target creature unless that creature's controller has ~ deal 5 damage to them", "Target
 * opponent may have ~ deal 4 damage to them. If that player doesn't, you draw three cards", "any
 * opponent may have it deal 4 damage to them. If a player does, sacrifice ~".
 *
 * "[Do something] unless [a player does something else]" means "[That player] may [do something
 * else]. If [that player] doesn't, [do something]" (118.12a), and "If [a player] does" checks the
 * choice, whatever events happened (118.12): damage prevented or redirected still counts as
 * chosen. So the choice is asked of that one player, the damage is dealt if they chose it, and
 * the instruction happens only if they didn't.
 */
import type { Ref, StepSpec } from '../../../engine';
import { freshVar, type Build } from '../build';
import { amountNode, lowerAmount, type AmountNode } from './amounts';
import { lowerNP } from './lower-nouns';
import { playerNP, type NP } from './nouns';
import { alt, as, lit, map, seq, spanned, w, type P } from './peg';
import { self } from './words';
import { isOneObject } from './effects/verb';

/** "~ deal 5 damage to them", "it deal damage to them equal to ~'s power": what the player may have dealt to them. */
export interface HaveDeal {
  /** The object dealing the damage: the source (`~`), or "it". */
  dealer: 'self' | 'it';
  amount: AmountNode;
  /** The words, for the prompt ("~ deal 5 damage to them"). */
  text: string;
}

/** "~ deal 5 damage to them", "~ deal damage to them equal to ~'s power", "it deal damage equal to its power to them". */
export const haveDeal: P<HaveDeal> = map(
  spanned(
    seq(
      alt(as(self, 'self' as const), as(w('it'), 'it' as const)),
      w('deal'),
      alt(
        map(seq(amountNode, lit('damage to them')), ([a]) => a),
        map(seq(lit('damage to them equal to'), amountNode), ([, a]) => a),
        map(seq(lit('damage equal to'), amountNode, lit('to them')), ([, a]) => a),
      ),
    ),
  ),
  ({ v: [dealer, , amount], text }) => ({ dealer, amount, text }),
);

/** Who may be dealt the damage: a player phrase, or "any opponent" (the one opponent, CR 102.2). */
export const haveDealChooser: P<NP> = alt(
  as(lit('any opponent'), { k: 'players', which: 'opponents' } as NP),
  playerNP,
);

/**
 * Whether `r` names one player: the trigger's player, one target player, the controller or owner
 * of one object, or the one opponent of a two-player game (CR 102.2).
 */
function onePlayer(b: Build, r: Ref): boolean {
  if (r.ref === 'trigger') return true;
  if (r.ref === 'players') return r.which === 'opponents';
  if (r.ref === 'target') {
    const t = b.targets[r.slot];
    return !!t && t.max === 1 && !t.countIsX && !!t.filter.players && !t.filter.objects && !t.filter.spells;
  }
  if (r.ref === 'controllerOf' || r.ref === 'ownerOf') {
    const of = r.of;
    if (of.ref === 'source' || of.ref === 'trigger' || of.ref === 'enchanted' || of.ref === 'equipped') return true;
    if (of.ref !== 'target') return false;
    const t = b.targets[of.slot];
    return !!t && t.max === 1 && !t.countIsX && !t.filter.players;
  }
  return false;
}

/**
 * The choice and the damage: a "may" asked of `who`, then the damage it chose, guarded by the
 * answer. Returns the answer's variable, or null when the player, the dealer or the amount
 * isn't read (the build may then hold partial steps: the caller restores it).
 */
export function lowerHaveDeal(b: Build, who: NP, deal: HaveDeal): string | null {
  const player = lowerNP(b, who, 'player', true);
  if (!player || !onePlayer(b, player)) return null;
  // "it": the object named last or the trigger's object ("When this creature enters, any
  // opponent may have it deal 4 damage to them": the creature that entered), which deals the
  // damage, as it last existed if it left (CR 608.2h).
  let by: Ref | null = null;
  if (deal.dealer === 'it') {
    by = lowerNP(b, { k: 'pronoun', word: 'it' }, 'object', true);
    if (!by || !isOneObject(b, by)) return null;
    if (by.ref === 'source') by = null;
  }
  // "that much" names another instruction's amount (Craig Boone's reflexive ability): not read.
  if (deal.amount.k === 'thatMuch') return null;
  const amount = lowerAmount(b, deal.amount);
  if (amount === null) return null;
  const may = freshVar(b, 'may');
  const said = deal.text
    .replace(/~/g, b.card.name)
    .replace(/\bthem$/, 'you')
    .replace(/\bthem\b/, 'you');
  b.steps.push({ do: 'may', prompt: `Have ${said}?`, as: may, player });
  const damage: StepSpec = { do: 'damage', amount, to: player, ...(by ? { by } : {}), when: { var: may } };
  b.steps.push(damage);
  return may;
}
