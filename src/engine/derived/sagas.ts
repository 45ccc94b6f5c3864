/**
 * Sagas (CR 714): a Saga's chapter abilities are triggered abilities of kind `chapter` (714.2b);
 * its final chapter number is the greatest of their numbers, 0 without any (714.2d).
 */
import type { CardDef } from '../state/card-def';
import { defOf, type Ctx } from '../state/context';
import type { GameObject, ObjectId } from '../state/types';

/** The final chapter number of a definition (CR 714.2d): 0 when it has no chapter abilities. */
export function finalChapter(def: CardDef): number {
  let n = 0;
  for (const t of def.triggered ?? []) if (t.on.event === 'chapter' && t.on.chapter > n) n = t.on.chapter;
  return n;
}

/**
 * Whether `saga` is the source of a chapter ability that has triggered but not yet left the
 * stack (CR 714.4): waiting to be put on the stack, or on it.
 */
export function chapterPending(ctx: Ctx, saga: GameObject): boolean {
  const def = defOf(ctx, saga);
  // Its own chapter abilities: source is this object (a new object has none pending, 400.7).
  const mine = (source: ObjectId, index: number, steps: unknown) =>
    source === saga.id && !steps && def.triggered?.[index]?.on.event === 'chapter';
  if (ctx.s.pendingTriggers.some((t) => mine(t.source, t.abilityIndex, t.steps))) return true;
  return ctx.s.stack.some((id) => {
    const a = ctx.s.abilities[id];
    return !!a && a.kind === 'triggered' && mine(a.source, a.abilityIndex, a.steps);
  });
}
