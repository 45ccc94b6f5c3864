/**
 * Tapping triggers: "Whenever X becomes tapped" (CR 603.2e: when it happens, for any reason —
 * attacking, paying {T}, an effect) and "Whenever enchanted land / a land is tapped for mana"
 * (CR 106.12a: when the mana ability resolves and produces mana). Triggered mana abilities
 * (Wild Growth, CR 605.1b) resolve at once inside the mana ability (mana/mana-abilities.ts);
 * this detector queues the others; "Whenever X becomes untapped" (CR 603.2e), for any reason.
 * The data: `permanent`; for mana also `player`.
 */
import { peek } from '../../state/context';
import { RULE } from '../../state/rules';
import { subjectMatches } from '../subject';
import { tappedMatches } from '../../derived/tapped-for-mana';
import type { TriggerDetector } from '../watcher';

export const becomesTapped: TriggerDetector<'becomesTapped'> = {
  rule: RULE.becomesTrigger,
  events: ['Tapped'],
  match(ctx, ev, spec, w) {
    if (ev.type !== 'Tapped') return [];
    const obj = peek(ctx, ev.objectId);
    if (!obj || !subjectMatches(ctx, spec.what ?? 'self', w, obj)) return [];
    return [{ permanent: obj.id }];
  },
};

export const tappedForMana: TriggerDetector<'tappedForMana'> = {
  rule: RULE.tappedForManaTrigger,
  events: ['ManaAdded'],
  match(ctx, ev, spec, w) {
    if (ev.type !== 'ManaAdded' || !ev.tappedForMana) return [];
    const land = peek(ctx, ev.tappedForMana);
    if (!land) return [];
    const ok = tappedMatches(ctx, spec.what, w.obj, land);
    return ok ? [{ permanent: land.id, player: land.controller }] : [];
  },
};

export const becomesUntapped: TriggerDetector<'becomesUntapped'> = {
  rule: RULE.becomesTrigger,
  events: ['Untapped'],
  match(ctx, ev, spec, w) {
    if (ev.type !== 'Untapped') return [];
    const obj = peek(ctx, ev.objectId);
    if (!obj || !subjectMatches(ctx, spec.what, w, obj)) return [];
    return [{ permanent: obj.id }];
  },
};
