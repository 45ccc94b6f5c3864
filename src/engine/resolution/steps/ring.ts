/**
 * The Ring tempts you (CR 701.54a). As the Ring tempts a player, they get an emblem named The
 * Ring if they don't have one (a definition of that name in the game's card registry: The Ring's
 * four abilities, the Nth marked with level N, src/cards/data/the-ring.json); then the emblem gains
 * its next ability (its level is the number of times the Ring has tempted them, at most four:
 * derived/class-level.ts gives it the abilities of that level and lower), and they choose a
 * creature they control, which becomes their Ring-bearer (state `ring`; the object filter's
 * `ringBearer`). With no creature, none is chosen, but the Ring has still tempted them.
 * Loaded with the cards that use it (every-step.ts).
 */
import { displayName } from '../../derived/characteristics';
import { objectsMatching } from '../../derived/filters';
import { boardChanged, emit, liveObject, peek, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { RULE } from '../../state/rules';
import type { ObjectId } from '../../state/types';
import { createObject } from '../../zones/objects';
import type { Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';

/** The emblem's name, and its definition's in the card registry (CR 701.54a). */
export const THE_RING = 'The Ring';
/** The Ring has four abilities: tempted more often, it has them all (CR 701.54a). */
const RING_ABILITIES = 4;

function runRingTempts(ctx: Ctx, r: Resolving, t: ResolveTask, _step: StepOf<'ringTempts'>): StepResult {
  const player = r.controller;
  const from = sourceName(ctx, r);
  if (ctx.s.players[player].lost) return 'next';
  if (!ctx.reg.get(THE_RING)) {
    nothing(
      ctx,
      r,
      `${from}: The Ring is not in this game's card registry, so the Ring can't tempt you.`,
      RULE.ringTempts,
    );
    return 'next';
  }
  const creatures = objectsMatching(ctx, { types: ['creature'], controller: 'you' }, player, null).map((o) => o.id);
  let bearer: ObjectId | null = null;
  if (creatures.length === 1) bearer = creatures[0] ?? null;
  else if (creatures.length > 1) {
    const ans = takeAnswer(t);
    const pick = Array.isArray(ans) ? ans[0] : undefined;
    if (!pick || !creatures.includes(pick))
      return ask(ctx, {
        player,
        kind: 'chooseObjects',
        purpose: 'ringBearer',
        rule: RULE.ringTempts,
        about: r.item,
        prompt: `${from}: the Ring tempts you. Choose a creature you control as your Ring-bearer (CR 701.54a).`,
        candidates: creatures,
        min: 1,
        max: 1,
      });
    bearer = pick;
  }
  const had = ctx.s.ring?.[player];
  const emblem = had && peek(ctx, had.emblem)?.zone === 'command' ? had.emblem : null;
  const id = emblem ?? createObject(ctx, { def: THE_RING, owner: player, controller: player, zone: 'command' }).id;
  const tempted = (had?.tempted ?? 0) + 1;
  const level = Math.min(tempted, RING_ABILITIES);
  const obj = liveObject(ctx, id);
  if (obj) obj.classLevel = level;
  ctx.s.ring = { ...ctx.s.ring, [player]: { emblem: id, tempted, bearer: bearer ?? had?.bearer ?? null } };
  boardChanged(ctx);
  const chosen = bearer ? peek(ctx, bearer) : undefined;
  emit(ctx, {
    type: 'RingTempted',
    player,
    bearer,
    rule: RULE.ringTempts,
    objects: [player, id, ...(bearer ? [bearer] : [])],
    cards: [],
    text:
      `The Ring tempted ${player} (${from}, CR 701.54a)` +
      `${emblem ? '' : ': they got an emblem named The Ring'}; it has ${level} of its abilities now` +
      `${tempted > RING_ABILITIES ? ' (all four)' : ''}. ` +
      (chosen
        ? `${displayName(ctx, chosen)} is ${player}'s Ring-bearer.`
        : `${player} controls no creature, so no Ring-bearer is chosen.`),
  });
  return 'next';
}

/** The step of "the Ring tempts you" (CR 701.54a). */
export const ringSteps: Pick<StepTable, 'ringTempts'> = {
  ringTempts: { rule: RULE.ringTempts, run: runRingTempts },
};
