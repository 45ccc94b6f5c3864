/**
 * Clashing (CR 701.30). Loaded with the cards that use it (every-step.ts), not with the engine
 * (core.ts).
 */
import { characteristics, displayName } from '../../derived/characteristics';
import { emit, peek, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { opponentOf } from '../../state/ids';
import { RULE } from '../../state/rules';
import type { GameObject, ObjectId, PlayerId } from '../../state/types';
import { readZone, setZone } from '../../state/zone-lists';
import type { Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';

/** The top card of each clashing player's library, as revealed (none for an empty library). */
function revealedTops(ctx: Ctx, players: readonly PlayerId[]): Map<PlayerId, ObjectId | undefined> {
  return new Map(players.map((p) => [p, ctx.s.players[p].library[0]]));
}

/**
 * CR 701.30b–d: the controller and their opponent reveal at once (asked the first time the step
 * runs); then the active player, then the other, says whether their card goes to the bottom; the
 * cards move together; the controller wins with a greater mana value than the other card.
 */
function runClash(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'clash'>): StepResult {
  const you = r.controller;
  const them = opponentOf(you);
  const active = ctx.s.turn.active;
  const order: PlayerId[] = active === them ? [them, you] : [you, them];
  const tops = revealedTops(ctx, order);
  const name = sourceName(ctx, r);
  if (t.sub === 0) {
    for (const p of order) {
      const top = tops.get(p);
      const card = top ? peek(ctx, top) : undefined;
      if (card)
        emit(ctx, {
          type: 'Revealed',
          objectId: card.id,
          player: p,
          rule: RULE.clash,
          objects: [card.id],
          cards: card.cardId ? [card.cardId] : [],
          text: `${p} revealed the top card of their library as they clashed for ${name}: ${displayName(ctx, card)} (mana value ${characteristics(ctx, card).manaValue}).`,
        });
      else
        emit(ctx, {
          type: 'Note',
          rule: RULE.clash,
          objects: [p],
          cards: [],
          text: `${p} clashed for ${name} with no cards in their library and revealed nothing.`,
        });
    }
    t.vars._clashBottom = [];
    t.sub = 1;
  }
  const bottom = t.vars._clashBottom as PlayerId[];
  for (; t.sub <= order.length; t.sub++) {
    const p = order[t.sub - 1] as PlayerId;
    const top = tops.get(p);
    if (!top) continue;
    const ans = takeAnswer(t);
    if (typeof ans !== 'boolean')
      return ask(ctx, {
        player: p,
        kind: 'may',
        purpose: 'clash',
        rule: RULE.clash,
        about: top,
        prompt: `Clash (${name}): put ${displayName(ctx, peek(ctx, top) as GameObject)} on the bottom of your library?`,
      });
    if (ans) bottom.push(p);
  }
  // CR 701.30c: the cards move at the same time.
  for (const p of bottom) {
    const top = tops.get(p) as ObjectId;
    setZone(ctx, 'library', p, [...readZone(ctx, 'library', p).filter((id) => id !== top), top]);
  }
  delete t.vars._clashBottom;
  const mv = (p: PlayerId): number | null => {
    const top = tops.get(p);
    const card = top ? peek(ctx, top) : undefined;
    return card ? characteristics(ctx, card).manaValue : null;
  };
  const mine = mv(you);
  const theirs = mv(them);
  const won = mine !== null && (theirs === null || mine > theirs);
  r.vars[step.as] = won;
  emit(ctx, {
    type: 'Note',
    rule: RULE.clashWin,
    objects: [r.item, you],
    cards: [],
    text: `${you} ${won ? 'won' : "didn't win"} the clash for ${name}${bottom.length ? ` (${bottom.join(' and ')} put their card on the bottom)` : ''}.`,
  });
  return 'next';
}

export const clashSteps: Pick<StepTable, 'clash'> = {
  clash: { rule: RULE.clash, run: runClash },
};
