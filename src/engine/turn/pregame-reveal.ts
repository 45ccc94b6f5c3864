/**
 * Pre-game actions (CR 103.2): before shuffling to start the game, each Arcane Savant in a
 * player's deck may be revealed to exile an instant or sorcery card they drafted that isn't in
 * their deck (the card is outside the game, CR 400.11a). The exiled card is linked to every
 * object named Arcane Savant (CR 607.2n). Installed into pregame.ts's LAZY_PREGAME as this module
 * loads (every-step.ts).
 */
import { displayName, hasType } from '../derived/characteristics';
import { defOf, emit, peek, type Ctx } from '../state/context';
import { ask, takeAnswer } from '../state/decisions';
import { moveObject } from '../zones/objects';
import { RULE } from '../state/rules';
import type { ObjectId, PlayerId } from '../state/types';
import { PLAYERS } from '../state/types';
import { LAZY_PREGAME, type PregameTask } from './pregame';

/** The pre-game task for this board, or null if no card has a pre-game ability. */
export function pregameTask(ctx: Ctx): PregameTask | null {
  const queue: PregameTask['queue'] = [];
  for (const p of PLAYERS) {
    for (const id of ctx.s.players[p].library) {
      const o = peek(ctx, id);
      if (o && defOf(ctx, o).pregame) queue.push({ player: p, card: id });
    }
  }
  return queue.length ? { kind: 'pregame', queue } : null;
}

function drafted(ctx: Ctx, player: PlayerId): ObjectId[] {
  return ctx.s.players[player].outside.filter((id) => {
    const o = peek(ctx, id);
    return !!o && (hasType(ctx, o, 'instant') || hasType(ctx, o, 'sorcery'));
  });
}

/** Offers each revealable card in turn; an empty answer declines. */
export function runPregameTask(ctx: Ctx, t: PregameTask): 'done' | 'wait' {
  while (t.queue.length) {
    const { player, card } = t.queue[0] as PregameTask['queue'][number];
    const savant = peek(ctx, card);
    const cands = drafted(ctx, player);
    if (!savant || !cands.length) {
      t.queue.shift();
      continue;
    }
    const ans = takeAnswer(t);
    if (!Array.isArray(ans)) {
      return ask(ctx, {
        player,
        kind: 'chooseObjects',
        purpose: 'pregame',
        rule: RULE.gameStartPregame,
        about: card,
        candidates: cands,
        min: 0,
        max: 1,
        prompt: `Before the game: reveal ${displayName(ctx, savant)} from your deck and exile an instant or sorcery card you drafted that isn't in your deck? Choose one, or none.`,
      });
    }
    t.queue.shift();
    const chosen = ans[0];
    if (!chosen) continue;
    emit(ctx, {
      type: 'Revealed',
      objectId: card,
      player,
      rule: RULE.gameStartPregame,
      objects: [card],
      cards: savant.cardId ? [savant.cardId] : [],
      text: `${player} revealed ${displayName(ctx, savant)} from their deck.`,
    });
    const moved = moveObject(ctx, chosen, 'exile', {
      rule: RULE.gameStartPregame,
      why: `exiled with ${displayName(ctx, savant)} before the game`,
    });
    const name = defOf(ctx, savant).name;
    ctx.s.links.push({ linker: { name, player }, object: moved.id });
    emit(ctx, {
      type: 'Linked',
      linker: `name:${name}`,
      objectId: moved.id,
      rule: RULE.linkedByName,
      objects: [moved.id],
      cards: [],
      text: `${displayName(ctx, moved)} is exiled with cards named ${name} (CR 607.2n).`,
    });
  }
  return 'done';
}

LAZY_PREGAME.task = pregameTask;
LAZY_PREGAME.run = runPregameTask;
