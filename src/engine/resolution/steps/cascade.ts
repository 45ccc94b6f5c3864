/**
 * Cascade (CR 702.85a): "exile cards from the top of your library until you exile a nonland card
 * whose mana value is less than this spell's mana value. You may cast that card without paying its
 * mana cost if the resulting spell's mana value is less than this spell's mana value. Then put all
 * cards exiled this way that weren't cast on the bottom of your library in a random order."
 * The spell's mana value is read as it is now, or as it last existed on the stack (608.2h); the
 * card is cast during the resolution (608.2g), so its card type's timing doesn't apply, and a face
 * or half whose mana value isn't less can't be chosen (casting/cast-options.ts `manaValueBelow`).
 * The random order comes from the state's seeded generator.
 *
 * Discover N (CR 701.57a) is the same search with "mana value N or less": "You may cast that card
 * without paying its mana cost if the resulting spell's mana value is less than or equal to N. If
 * you don't cast it, put that card into your hand. Put the remaining exiled cards on the bottom of
 * your library in a random order." A player discovers even if the search finds nothing (701.57b).
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

/** Puts the cards on the bottom of `player`'s library in a random order (CR 702.85a, 701.57a). */
function bottomInRandomOrder(ctx: Ctx, player: PlayerId, ids: readonly ObjectId[], name: string, rule: string): void {
  const order = ids.filter((id) => peek(ctx, id)?.zone === 'exile');
  if (!order.length) return;
  shuffleInPlace(ctx.s, order);
  for (const id of order)
    moveObject(ctx, id, 'library', {
      position: 'bottom',
      rule,
      why: `put on the bottom of the library in a random order (${name}, ${rule === RULE.cascade ? 'cascade' : 'discover'})`,
    });
}

/**
 * Cascade or discover: `limit` is the mana value a hit must be below (cascade's spell's; discover
 * N's N + 1, mana values being whole numbers); `discover`: a hit not cast goes to the hand (701.57a).
 */
function runSearch(ctx: Ctx, r: Resolving, t: ResolveTask, limitOf: () => number, discover: boolean): StepResult {
  const name = sourceName(ctx, r);
  const p = r.controller;
  const rule = discover ? RULE.discover : RULE.cascade;
  const word = discover ? 'discover' : 'cascade';
  if (t.sub === 0) {
    const limit = limitOf();
    const exiled: ObjectId[] = [];
    let hit: ObjectId | null = null;
    for (let top = ctx.s.players[p].library[0]; top !== undefined; top = ctx.s.players[p].library[0]) {
      const card = moveObject(ctx, top, 'exile', { rule, why: `exiled by ${word} (${name})` });
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
        rule,
        objects: [p],
        cards: [],
        text: `${name}: ${word} exiled ${exiled.length} card${exiled.length === 1 ? '' : 's'} and found no nonland card with mana value ${discover ? `${limit - 1} or less` : `less than ${limit}`}.`,
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
        purpose: word,
        rule,
        about: hit.id,
        prompt: `${name}: cast ${displayName(ctx, hit)} without paying its mana cost (${word})${discover ? ', or put it into your hand' : ''}?`,
      });
    cast = ans;
  }
  r.vars._cascadeExiled = null;
  r.vars._cascadeHit = null;
  r.vars._cascadeLimit = null;
  if (discover && !cast && hit && hit.zone === 'exile')
    moveObject(ctx, hit.id, 'hand', { rule, why: `put into its owner's hand (${name}, discover)` });
  bottomInRandomOrder(
    ctx,
    p,
    exiled.filter((id) => id !== hitId || (!discover && !cast)),
    name,
    rule,
  );
  if (!cast || !hit) return 'next';
  ctx.s.tasks.push(castTask(p, hit.id, 'exile', how, {}, p));
  return 'child';
}

function runCascade(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'cascade'>): StepResult {
  return runSearch(ctx, r, t, () => amount(ctx, r, { manaValueOf: step.spell }), false);
}

function runDiscover(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'discover'>): StepResult {
  return runSearch(ctx, r, t, () => Math.max(0, amount(ctx, r, step.count)) + 1, true);
}

/** The steps of this family. */
export const cascadeSteps: Pick<StepTable, 'cascade' | 'discover'> = {
  cascade: { rule: RULE.cascade, run: runCascade },
  discover: { rule: RULE.discover, run: runDiscover },
};
