/**
 * A spell leaving the stack other than by resolving into a permanent: to its owner's graveyard
 * (CR 608.2n, 701.6), or to exile if it was cast with flashback or jump-start (CR 702.34a, 702.133a) or is an aftermath
 * half cast from a graveyard (702.127a), or was cast by an effect that exiles it instead (614.1a). A copy goes there
 * too and then ceases to exist at the next state-based-action check (CR 704.5e).
 */
import { defOf, emit, liveObject, type Ctx } from '../state/context';
import { displayName, keywordsOf } from '../derived/characteristics';
import { keywordRules } from '../derived/keywords';
import { moveObject } from './objects';
import { RULE } from '../state/rules';
import type { GameObject } from '../state/types';
import type { SpellDestination } from '../state/card-def';

/**
 * What a spell of a kind some cards have does as it leaves the stack, installed with them:
 * an Omen's shuffle (zones/omen.ts). True when it has moved the spell.
 */
export const LAZY_STACK: { omen?: (ctx: Ctx, spell: GameObject, why: string) => boolean } = {};

/**
 * Moves a spell off the stack; `rule` and `why` explain the move in the log. An Adventure that
 * `resolved` is exiled instead, and its caster may cast the creature from exile (CR 715.4); one
 * countered or that did not resolve goes to the graveyard as usual, or where `instead` says: a
 * countering spell's "If that spell is countered this way, exile it instead of putting it into
 * its owner's graveyard" (CR 614.1a; flashback's and aftermath's exile still win, 702.34a).
 */
export function spellLeavesStack(
  ctx: Ctx,
  spell: GameObject,
  rule: string,
  why: string,
  resolved = false,
  instead?: SpellDestination,
): void {
  const def = defOf(ctx, spell);
  if (resolved && !spell.copyOf && def.adventure && !def.adventure.omen && spell.spell?.half === def.adventure.name) {
    const exiled = moveObject(ctx, spell.id, 'exile', {
      rule: RULE.adventureExile,
      why: `${why}; an Adventure that resolves is exiled, and ${spell.controller} may cast the creature from exile`,
    });
    const card = liveObject(ctx, exiled.id);
    if (card?.zone === 'exile') card.onAdventure = spell.controller;
    return;
  }
  // An Omen is shuffled into its owner's library as it resolves (zones/omen.ts, loaded with it).
  if (resolved && LAZY_STACK.omen?.(ctx, spell, why)) return;
  // CR 702.88a: a spell with rebound cast from its owner's hand is exiled as it resolves, and a
  // delayed trigger lets its owner cast it at their next upkeep without paying its mana cost.
  if (
    resolved &&
    !spell.copyOf &&
    spell.spell?.castFrom === 'hand' &&
    keywordsOf(ctx, spell).some((k) => keywordRules(k).rebounds)
  ) {
    const exiled = moveObject(ctx, spell.id, 'exile', {
      rule: RULE.rebound,
      why: `${why}; it has rebound and was cast from a hand, so it is exiled instead`,
    });
    const text = `At the beginning of your next upkeep, you may cast ${displayName(ctx, exiled)} from exile without paying its mana cost.`;
    ctx.s.delayedTriggers.push({
      at: 'yourNextUpkeep',
      afterTurn: ctx.s.turn.number,
      controller: spell.controller,
      sourceName: displayName(ctx, exiled),
      source: exiled.id,
      steps: [
        {
          do: 'castFree',
          what: { ref: 'var', name: 'rebound' },
          prompt: `cast ${displayName(ctx, exiled)} (rebound)?`,
        },
      ],
      text,
      vars: { rebound: exiled.id },
    });
    emit(ctx, { type: 'Note', rule: RULE.rebound, objects: [exiled.id], cards: [], text: `Rebound: ${text}` });
    return;
  }
  // CR 702.34a, 702.133a, 702.180a: cast with flashback, jump-start or harmonize, a card is exiled instead of going
  // anywhere else; a copy goes to the graveyard and ceases to exist there (CR 704.5e).
  const cost = spell.copyOf ? null : spell.spell?.altCost;
  const flashback = cost === 'flashback' || cost === 'jump-start' || cost === 'harmonize';
  // CR 702.27a: a spell whose buyback cost was paid goes to its owner's hand as it resolves.
  if (resolved && !spell.copyOf && spell.spell?.boughtBack && !flashback) {
    moveObject(ctx, spell.id, 'hand', {
      rule: RULE.buyback,
      why: `${why}; its buyback cost was paid, so it is put into its owner's hand instead`,
    });
    return;
  }
  // CR 702.127a: an aftermath half cast from a graveyard is exiled instead.
  const aftermath =
    !spell.copyOf &&
    spell.spell?.castFrom === 'graveyard' &&
    !!def.halves?.some((h) => h.aftermath && h.name === spell.spell?.half);
  if (instead && !flashback && !aftermath) {
    moveObject(ctx, spell.id, instead.zone, {
      rule: RULE.insteadReplacement,
      why: `${why}; ${instead.zone === 'library' ? `put on the ${instead.position ?? 'top'} of its owner's library` : instead.zone === 'hand' ? "put into its owner's hand" : 'exiled'} instead of going to the graveyard`,
      ...(instead.zone === 'library' ? { position: instead.position ?? 'top' } : {}),
    });
    return;
  }
  // CR 614.1a: cast by an effect that said "If that spell would be put into a graveyard, exile it
  // instead". (Where another replacement sends it elsewhere first, that one is applied: CR 616.1's
  // choice is not asked.)
  const exiled = !spell.copyOf && !!spell.spell?.exileInstead;
  moveObject(ctx, spell.id, flashback || aftermath || exiled ? 'exile' : 'graveyard', {
    rule: flashback
      ? cost === 'flashback'
        ? RULE.flashback
        : cost === 'harmonize'
          ? RULE.harmonize
          : RULE.jumpStart
      : aftermath
        ? RULE.aftermath
        : exiled
          ? RULE.insteadReplacement
          : rule,
    why: flashback
      ? `${why}; cast with ${cost}, so it is exiled instead`
      : aftermath
        ? `${why}; an aftermath half cast from a graveyard is exiled instead`
        : exiled
          ? `${why}; the effect that let it be cast exiles it instead of putting it into a graveyard`
          : why,
  });
}
