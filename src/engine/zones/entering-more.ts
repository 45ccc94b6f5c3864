/**
 * The "as enters" choices that load with the cards that have them (installed into
 * entering-ask.ts's LAZY_ENTERING by every-step.ts): "As this land enters, you may pay 2 life. If
 * you don't, it enters tapped" (CR 614.12, 119.4), "… you may reveal a Giant card from your hand"
 * (701.20a), unleash's and riot's counter (702.98a, 702.136a), and a Clone's "enter as a copy"
 * (707.2). Each is asked before the permanent moves; an answer already made is kept in the
 * task's store, so the task can run again after each decision.
 */
import { displayName, READER } from '../derived/characteristics';
import { matchesObjectFilter } from '../derived/object-filter';
import { objectsMatching } from '../derived/filters';
import { emit, peek, type Ctx } from '../state/context';
import { ask, takeAnswer, type Asking } from '../state/decisions';
import { RULE } from '../state/rules';
import type { GameObject, ObjectId, PlayerId } from '../state/types';
import { LAZY_ENTERING, type AnswerStore, type EnteringAnswers, type MoreChoice } from './entering-ask';

/** The cards in `player`'s hand `obj` may reveal as it enters (not itself). */
function revealable(ctx: Ctx, obj: GameObject, choice: MoreChoice, player: PlayerId): ObjectId[] {
  if (!('revealOrTapped' in choice)) return [];
  return ctx.s.players[player].hand.filter((id) => {
    const card = peek(ctx, id);
    return (
      !!card &&
      id !== obj.id &&
      matchesObjectFilter(ctx, READER, card, { ...choice.revealOrTapped, zone: 'hand' }, player, obj.id)
    );
  });
}

/**
 * Asks `player` one payment, reveal, counter or copy choice of `obj` (kept in `store`), writing
 * the answer into `out`; 'wait' while asking. A payment the player can't make (CR 119.4) or a
 * reveal with no card to reveal isn't asked: the answer is no.
 */
function askMore(
  ctx: Ctx,
  task: Asking,
  store: AnswerStore,
  obj: GameObject,
  player: PlayerId,
  choice: MoreChoice,
  out: EnteringAnswers,
): 'wait' | undefined {
  const name = displayName(ctx, obj);
  if ('mayCounter' in choice) {
    const key = `enter:${obj.id}:counter`;
    if (typeof store[key] !== 'boolean') {
      const ans = takeAnswer(task);
      if (typeof ans !== 'boolean')
        return ask(ctx, {
          player,
          kind: 'may',
          purpose: 'enterCounter',
          rule: RULE.asEnters,
          about: obj.id,
          prompt: `Have ${name} enter with a ${choice.mayCounter} counter on it?${choice.orGains ? ` If you don't, it gains ${choice.orGains}.` : ''}`,
        });
      store[key] = ans;
    }
    out.tookCounter = store[key] as boolean;
  } else if ('mayCopy' in choice) {
    const key = `enter:${obj.id}:copy`;
    if (store[key] === undefined) {
      // CR 707.2: a permanent on the battlefield, chosen as it enters (none: it enters as itself).
      const cands = objectsMatching(ctx, { ...choice.mayCopy, zone: 'battlefield' }, player, obj.id)
        .filter((o) => o.id !== obj.id)
        .map((o) => o.id);
      if (!cands.length) store[key] = null;
      else {
        const ans = takeAnswer(task);
        if (!Array.isArray(ans))
          return ask(ctx, {
            player,
            kind: 'chooseObjects',
            purpose: 'enterCopy',
            rule: RULE.copy,
            about: obj.id,
            candidates: cands,
            min: 0,
            max: 1,
            prompt: `You may have ${name} enter as a copy of a permanent: choose one (or none, and it enters as itself).`,
          });
        store[key] = (ans[0] as ObjectId | undefined) ?? null;
      }
    }
    out.copied = store[key] as ObjectId | null;
    if (out.copied && choice.except) out.copyExcept = choice.except;
  } else if ('payLifeOrTapped' in choice) {
    const key = `enter:${obj.id}:life`;
    if (typeof store[key] !== 'boolean') {
      if (ctx.s.players[player].life < choice.payLifeOrTapped) store[key] = false;
      else {
        const ans = takeAnswer(task);
        if (typeof ans !== 'boolean')
          return ask(ctx, {
            player,
            kind: 'may',
            purpose: 'enterPayLife',
            rule: RULE.asEnters,
            about: obj.id,
            prompt: `As ${name} enters, pay ${choice.payLifeOrTapped} life? If you don't, it enters tapped.`,
          });
        store[key] = ans;
      }
    }
    out.paidLife = store[key] as boolean;
  } else {
    const key = `enter:${obj.id}:reveal`;
    if (store[key] === undefined) {
      const cands = revealable(ctx, obj, choice, player);
      if (!cands.length) store[key] = null;
      else {
        const ans = takeAnswer(task);
        if (!Array.isArray(ans))
          return ask(ctx, {
            player,
            kind: 'chooseObjects',
            purpose: 'enterReveal',
            rule: RULE.asEnters,
            about: obj.id,
            candidates: cands,
            min: 0,
            max: 1,
            prompt: `As ${name} enters, you may reveal a card from your hand (choose none not to). If you don't, it enters tapped.`,
          });
        store[key] = (ans[0] as ObjectId | undefined) ?? null;
        if (ans[0]) {
          const card = peek(ctx, ans[0] as ObjectId) as GameObject;
          emit(ctx, {
            type: 'Revealed',
            objectId: card.id,
            player,
            rule: RULE.reveal,
            objects: [card.id],
            cards: card.cardId ? [card.cardId] : [],
            text: `${player} revealed ${displayName(ctx, card)} from their hand as ${name} entered.`,
          });
        }
      }
    }
    out.revealed = store[key] as ObjectId | null;
  }
  return undefined;
}

LAZY_ENTERING.askMore = askMore;
