/**
 * Static replacement effects on counters about to be put on a permanent (CR 122.6, 614.1a), whose
 * code loads with the cards that have them (every-step.ts imports this module, which installs
 * {@link moreCounters} into counters.ts's LAZY_COUNTERS; steps-ready.ts loads it for a card with
 * a `countersIncreased` replacement): "If one or more +1/+1 counters would be put on a creature
 * you control, that many plus one +1/+1 counters are put on it instead" (Hardened Scales),
 * "… twice that many …" (Corpsejack Menace), "… that many -1/-1 counters minus one …" (Vizier of
 * Remedies), "… that many plus one of each of those kinds of counters …" (Winding Constrictor).
 *
 * Counters are put on a permanent on the battlefield, and on one as it enters with them (CR
 * 122.6): counters.ts's addCounters and the entering code (entering.ts) both ask. A permanent's
 * own effect doesn't change the counters it enters with: it isn't on the battlefield yet.
 *
 * With several of them, the permanent's controller chooses the order (CR 616.1); after each, the
 * others are checked again (616.1f): once no counter would be put, none applies. The engine doesn't
 * ask: it tries every order and uses the one that puts the fewest -1/-1 counters, or the most of
 * any other kind — (1 + 1) × 2 = 4 +1/+1 counters, not 1 × 2 + 1 = 3 — and, when the order
 * changes the result, says so in the log, naming the rule and who would choose.
 */
import { replacementsOfKind } from './replacement-sources';
import { displayName, READER } from '../derived/characteristics';
import { matchesObjectFilter } from '../derived/object-filter';
import type { ReplacementSpec } from '../state/card-def';
import { emit, type Ctx } from '../state/context';
import type { GameEvent } from '../state/events';
import { RULE } from '../state/rules';
import type { GameObject } from '../state/types';
import { LAZY_COUNTERS } from './counters';

type CounterRep = Extract<ReplacementSpec, { kind: 'countersIncreased' }>;
type Found = { perm: GameObject; rep: CounterRep };

/** `n` after one effect. */
const step = (rep: CounterRep, n: number): number => (rep.plus !== undefined ? n + rep.plus : n * (rep.times ?? 1));

/** The counters left after applying `order` to `n` (an effect applies only while one or more would be put, CR 616.1f). */
function result(order: Found[], n: number): { n: number; used: Found[] } {
  const used: Found[] = [];
  for (const f of order) {
    if (n <= 0) break;
    n = step(f.rep, n);
    used.push(f);
  }
  return { n: Math.max(0, n), used };
}

/** Every order of `list`. */
function orders(list: Found[]): Found[][] {
  if (list.length <= 1) return [list];
  const out: Found[][] = [];
  list.forEach((f, i) => {
    for (const rest of orders([...list.slice(0, i), ...list.slice(i + 1)])) out.push([f, ...rest]);
  });
  return out;
}

/** The words of one effect. */
function words(rep: CounterRep, counter: string): string {
  if (rep.times !== undefined)
    return `${rep.times === 2 ? 'twice' : `${rep.times} times`} that many ${counter} counters`;
  return `that many ${rep.plus !== undefined && rep.plus < 0 ? `minus ${-rep.plus}` : `plus ${rep.plus}`} ${counter} counters`;
}

/**
 * How many `counter` counters are put on `obj` instead of `n` (see the module's note); what
 * happened goes to `out` (a permanent entering) or is emitted.
 */
export function moreCounters(ctx: Ctx, obj: GameObject, counter: string, n: number, out?: GameEvent[]): number {
  if (obj.zone !== 'battlefield') return n;
  const found: Found[] = replacementsOfKind(
    ctx,
    'countersIncreased',
    (perm, rep) =>
      (rep.counter === undefined || rep.counter === counter) &&
      matchesObjectFilter(ctx, READER, obj, rep.what, perm.controller, perm.id),
    out ? obj.id : undefined,
  );
  if (!found.length) return n;
  const fewest = counter === '-1/-1';
  // Seven or more at once (720 orders and more): in the order found.
  const results = (found.length > 6 ? [found] : orders(found)).map((o) => result(o, n));
  const best = results.reduce((a, b) => ((fewest ? b.n < a.n : b.n > a.n) ? b : a));
  const ordered = results.some((r) => r.n !== best.n);
  let now = n;
  const name = displayName(ctx, obj);
  for (const { perm, rep } of best.used) {
    const before = now;
    now = Math.max(0, step(rep, now));
    const ev: GameEvent = {
      type: 'ReplacementApplied',
      source: perm.id,
      rule: RULE.insteadReplacement,
      objects: [perm.id, obj.id],
      cards: perm.cardId ? [perm.cardId] : [],
      text:
        `${displayName(ctx, perm)}: ${words(rep, counter)} are put on ${name} instead (${before} became ${now})` +
        (ordered
          ? `; ${obj.controller} would choose the order of these effects (CR ${RULE.replacementOrder}): the engine applies the order that puts the ${fewest ? 'fewest' : 'most'} counters.`
          : '.'),
    };
    if (out) out.push(ev);
    else emit(ctx, ev);
  }
  return best.n;
}

LAZY_COUNTERS.more = moreCounters;
