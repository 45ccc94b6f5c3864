/**
 * Fuse with a free cast (CR 702.102a, 118.9): fuse isn't an alternative cost, so a fuse card cast
 * from its owner's hand without paying its mana cost may be cast with both halves, for nothing.
 * Its caster announces it as the spell is cast (601.2b). Loaded with the cards that have fuse
 * (./cost-keywords.ts).
 */
import { displayName } from '../derived/characteristics';
import type { Ctx } from '../state/context';
import { ask, takeAnswer, type Asking } from '../state/decisions';
import { RULE } from '../state/rules';
import type { GameObject, PlayerId } from '../state/types';

/** Sets `t.cost` to 'fuse' (both halves) or 'free' (one half) from the answer, else asks ('wait'). */
export function announceFuse(
  ctx: Ctx,
  t: Asking & { player: PlayerId; cost?: string; fuseAnnounced?: boolean },
  obj: GameObject,
): 'done' | 'wait' {
  const ans = takeAnswer(t);
  if (ans === 'fuse' || ans === 'free') {
    t.cost = ans;
    t.fuseAnnounced = true;
    return 'done';
  }
  return ask(ctx, {
    player: t.player,
    kind: 'chooseOption',
    purpose: 'fuse',
    rule: RULE.fuse,
    about: obj.id,
    prompt: `Cast ${displayName(ctx, obj)} fused (both halves) or one half, without paying its mana cost?`,
    options: [
      { value: 'fuse', label: 'Both halves, fused' },
      { value: 'free', label: 'One half' },
    ],
  });
}
