/**
 * The static replacement effects of one kind that apply now (CR 614.1a, 614.12), with the
 * permanent each belongs to: what the lazily loaded replacement modules (damage increases, life
 * gain, counters) each start from before ordering them (616.1).
 */
import { staticIndex } from '../derived/statics';
import type { ReplacementSpec } from '../state/card-def';
import { defOf, peek, type Ctx } from '../state/context';
import type { GameObject, ObjectId } from '../state/types';

/** One replacement effect of kind `K` and the permanent it belongs to. */
export interface FoundReplacement<K extends ReplacementSpec['kind']> {
  perm: GameObject;
  rep: Extract<ReplacementSpec, { kind: K }>;
}

/**
 * Every replacement effect of kind `kind` of the permanents with replacement effects (battlefield
 * order), that `keep` accepts; `skip`: a permanent whose own effects don't count (one entering,
 * for the counters it enters with).
 */
export function replacementsOfKind<K extends ReplacementSpec['kind']>(
  ctx: Ctx,
  kind: K,
  keep: (perm: GameObject, rep: Extract<ReplacementSpec, { kind: K }>) => boolean,
  skip?: ObjectId,
): FoundReplacement<K>[] {
  const found: FoundReplacement<K>[] = [];
  for (const id of staticIndex(ctx).replacementSources) {
    const perm = id === skip ? undefined : peek(ctx, id);
    if (!perm) continue;
    for (const rep of defOf(ctx, perm).replacements ?? [])
      if (rep.kind === kind && keep(perm, rep as Extract<ReplacementSpec, { kind: K }>))
        found.push({ perm, rep: rep as Extract<ReplacementSpec, { kind: K }> });
  }
  return found;
}
