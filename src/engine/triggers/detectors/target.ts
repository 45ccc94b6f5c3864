/**
 * "Whenever ~ becomes the target of a spell or ability an opponent controls" (ward, CR 702.21a):
 * a permanent becomes a target when a spell or ability targeting it is put on the stack — a
 * spell as it becomes cast (CR 601.2i) or is copied (707.10), an activated ability as it is
 * activated (602.2), a triggered ability as it is put on the stack (603.3d). It triggers once
 * for each such spell or ability; `by` says whose (an opponent's, yours, anyone's); `spell`: a
 * spell's only (SpellCast, SpellCopied), not an ability's; `firstTimeEachTurn`: the first such this turn.
 * A subject naming a kind ("a creature you control") triggers once for each matching permanent
 * the spell or ability targets. The data: `spell` (the spell or ability), `player` (its
 * controller), `permanent` (the permanent targeted).
 */
import { peek, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import type { PlayerId } from '../../state/types';
import { subjectMatches } from '../subject';
import type { TriggerDetector } from '../watcher';
import { onStack } from '../turn-history';

/**
 * "For the first time each turn" (CR 603.2): whether the spell or ability being looked at is the
 * first one controlled by `by` (relative to `you`) to target the permanent this turn. Installed by
 * ../first-time.ts with the whole trigger table.
 */
export const FIRST_TARGET: {
  isFirst?: (ctx: Ctx, id: string, by: 'opponent' | 'anyPlayer' | 'you', you: PlayerId) => boolean;
} = {};

export const becomesTarget: TriggerDetector<'becomesTarget'> = {
  rule: RULE.becomesTargetTrigger,
  events: ['SpellCast', 'SpellCopied', 'AbilityActivated', 'AbilityPutOnStack'],
  match(ctx, ev, spec, w) {
    const item = onStack(ctx, ev);
    if (!item || (spec.spell && !ev.type.startsWith('Spell'))) return [];
    if (spec.by === 'opponent' && item.controller === w.obj.controller) return [];
    if (spec.by === 'you' && item.controller !== w.obj.controller) return [];
    // Once for each matching permanent it targets (one targeted twice by it becomes its target
    // once); `permanent`: that permanent. Kept short: this detector loads with the engine.
    return [...new Set(item.targets)].flatMap((id) => {
      const obj = typeof id === 'string' && id !== 'p1' && id !== 'p2' ? peek(ctx, id) : undefined;
      return obj?.zone === 'battlefield' &&
        subjectMatches(ctx, spec.what, w, obj) &&
        (!spec.firstTimeEachTurn || FIRST_TARGET.isFirst!(ctx, obj.id, spec.by, w.obj.controller))
        ? [{ spell: item.id, player: item.controller, permanent: obj.id }]
        : [];
    });
  },
};
