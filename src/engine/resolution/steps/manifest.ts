/**
 * Manifest (CR 701.40), manifest dread (701.62) and cloak (701.58): a card is turned face down
 * and put onto the battlefield under the manifesting player's control as a 2/2 creature with no
 * name, text, subtypes or mana cost (708.2a; cloaked: with ward {2}, 701.58a). Several cards are
 * manifested one at a time (701.40e). To manifest dread, the player looks at the top two cards of
 * their library, manifests one of them and puts the other into their graveyard (701.62a); with
 * one card left, they manifest it. The card is turned face down before it moves, so the log
 * never names it (708.2a; the player may look at it, 708.5), and, face down, it enters with no
 * abilities: nothing about entering applies to it (708.3). It can be turned face up any time for
 * its mana cost if it's a creature card (701.40b: ../../casting/turn-face-up.ts).
 */
import { liveObject, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { RULE } from '../../state/rules';
import type { FaceDownBy, ObjectId, PlayerId } from '../../state/types';
import { moveObject, readZone } from '../../zones/objects';
import { amount, refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';

/** Puts `card` onto the battlefield face down under `player`'s control (CR 701.40a, 701.58a). */
function putFaceDown(ctx: Ctx, r: Resolving, player: PlayerId, card: ObjectId, how: FaceDownBy): ObjectId {
  const obj = liveObject(ctx, card);
  // Turned face down first (CR 701.40a): the move's event and last-known information don't name it.
  if (obj) obj.faceDown = how;
  const moved = moveObject(ctx, card, 'battlefield', {
    rule: how === 'cloak' ? RULE.cloak : RULE.manifest,
    why: `${how === 'cloak' ? 'cloaked' : 'manifested'} by ${sourceName(ctx, r)}: face down as a 2/2 creature${how === 'cloak' ? ' with ward {2}' : ''}`,
    controller: player,
    faceDown: how,
  });
  return moved.id;
}

function runManifest(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'manifest'>): StepResult {
  const player = step.player ? refPlayers(ctx, r, step.player)[0] : r.controller;
  const how: FaceDownBy = step.cloak ? 'cloak' : 'manifest';
  if (t.sub === 0) t.vars._manifested = [];
  const made = t.vars._manifested as ObjectId[];
  const times = player ? amount(ctx, r, step.count ?? 1) : 0;
  // One at a time (CR 701.40e): t.sub counts the cards (or, manifesting dread, the times) done.
  while (player && t.sub < times) {
    const library = readZone(ctx, 'library', player);
    if (!library.length) break;
    if (!step.dread) {
      made.push(putFaceDown(ctx, r, player, library[0] as ObjectId, how));
      t.sub++;
      continue;
    }
    // Manifest dread (CR 701.62a): the top two cards; one is manifested, the other goes to the graveyard.
    const top = library.slice(0, 2) as ObjectId[];
    let chosen = top[0] as ObjectId;
    if (top.length > 1) {
      const ans = takeAnswer(t);
      if (!Array.isArray(ans) || !top.includes(ans[0] as ObjectId))
        return ask(ctx, {
          player,
          kind: 'chooseObjects',
          purpose: 'manifest-dread',
          rule: RULE.manifestDread,
          about: r.item,
          candidates: top,
          min: 1,
          max: 1,
          prompt: `${sourceName(ctx, r)}: manifest dread — choose the card to put onto the battlefield face down as a 2/2 creature; the other goes into your graveyard.`,
        });
      chosen = ans[0] as ObjectId;
    }
    made.push(putFaceDown(ctx, r, player, chosen, how));
    for (const other of top)
      if (other !== chosen)
        moveObject(ctx, other, 'graveyard', {
          rule: RULE.manifestDread,
          why: `not chosen as ${player} manifested dread (${sourceName(ctx, r)})`,
        });
    t.sub++;
  }
  if (!made.length) nothing(ctx, r, `${sourceName(ctx, r)}: no card to manifest (CR 701.40a).`, RULE.manifest);
  if (step.as) r.vars[step.as] = made.length === 1 ? (made[0] as ObjectId) : [...made];
  return 'next';
}

export const manifestSteps: Pick<StepTable, 'manifest'> = {
  manifest: { rule: RULE.manifest, run: runManifest },
};
