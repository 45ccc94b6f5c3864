/**
 * Cascade (CR 702.85a): "exile cards from the top of your library until you exile a nonland card
 * whose mana value is less than this spell's mana value. You may cast that card without paying its
 * mana cost if the resulting spell's mana value is less than this spell's mana value. Then put all
 * cards exiled this way that weren't cast on the bottom of your library in a random order."
 * The spell's mana value is read as it is now, or as it last existed on the stack (608.2h); the
 * card is cast during the resolution (608.2g), so its card type's timing doesn't apply, and a face
 * or half whose mana value isn't less can't be chosen (casting/cast-options.ts `manaValueBelow`).
 * The random order comes from the state's seeded generator.
 */
import { castModes, type CastContext } from '../../casting/cast-options';
import { castTask } from '../../casting/cast';
import { characteristics, displayName, hasType } from '../../derived/characteristics';
import { emit, peek, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { shuffleInPlace } from '../../state/rng';
import { RULE } from '../../state/rules';
import type { ObjectId, PlayerId } from '../../state/types';
import { moveObject } from '../../zones/objects';
import { amount, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';

/** Puts the cards on the bottom of `player`'s library in a random order (CR 702.85a). */
function bottomInRandomOrder(ctx: Ctx, player: PlayerId, ids: readonly ObjectId[], name: string): void {
  const order = ids.filter((id) => peek(ctx, id)?.zone === 'exile');
  if (!order.length) return;
  shuffleInPlace(ctx.s, order);
  for (const id of order)
    moveObject(ctx, id, 'library', {
      position: 'bottom',
      rule: RULE.cascade,
      why: `put on the bottom of the library in a random order (${name}, cascade)`,
    });
}

function runCascade(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'cascade'>): StepResult {
  const name = sourceName(ctx, r);
  const p = r.controller;
  if (t.sub === 0) {
    const limit = amount(ctx, r, { manaValueOf: step.spell });
    const exiled: ObjectId[] = [];
    let hit: ObjectId | null = null;
    for (let top = ctx.s.players[p].library[0]; top !== undefined; top = ctx.s.players[p].library[0]) {
      const card = moveObject(ctx, top, 'exile', { rule: RULE.cascade, why: `exiled by cascade (${name})` });
      exiled.push(card.id);
      if (!hasType(ctx, card, 'land') && characteristics(ctx, card).manaValue < limit) {
        hit = card.id;
        break;
      }
    }
    r.vars._cascadeExiled = exiled;
    r.vars._cascadeHit = hit;
    r.vars._cascadeLimit = limit;
    t.sub = 1;
    if (!hit)
      emit(ctx, {
        type: 'Note',
        rule: RULE.cascade,
        objects: [p],
        cards: [],
        text: `${name}: cascade exiled ${exiled.length} card${exiled.length === 1 ? '' : 's'} and found no nonland card with mana value less than ${limit}.`,
      });
  }
  const exiled = (r.vars._cascadeExiled ?? []) as ObjectId[];
  const hitId = r.vars._cascadeHit as ObjectId | null;
  const hit = hitId ? peek(ctx, hitId) : undefined;
  const how: CastContext = { free: true, duringResolution: true, manaValueBelow: r.vars._cascadeLimit as number };
  const castable = !!hit && hit.zone === 'exile' && castModes(ctx, p, hit, how).modes.length > 0;
  let cast = false;
  if (castable && hit) {
    const ans = takeAnswer(t);
    if (typeof ans !== 'boolean')
      return ask(ctx, {
        player: p,
        kind: 'may',
        purpose: 'cascade',
        rule: RULE.cascade,
        about: hit.id,
        prompt: `${name}: cast ${displayName(ctx, hit)} without paying its mana cost (cascade)?`,
      });
    cast = ans;
  }
  r.vars._cascadeExiled = null;
  r.vars._cascadeHit = null;
  r.vars._cascadeLimit = null;
  bottomInRandomOrder(
    ctx,
    p,
    exiled.filter((id) => !cast || id !== hitId),
    name,
  );
  if (!cast || !hit) return 'next';
  ctx.s.tasks.push(castTask(p, hit.id, 'exile', how, {}, p));
  return 'child';
}

/** The steps of this family. */
export const cascadeSteps: Pick<StepTable, 'cascade'> = {
  cascade: { rule: RULE.cascade, run: runCascade },
};
