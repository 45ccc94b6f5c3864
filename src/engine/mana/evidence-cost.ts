/**
 * Collect evidence N as a cost (CR 701.59a): "exile any number of cards from your graveyard with
 * total mana value N or greater". The player chooses which cards (a card with mana value 0 may be
 * among them, adding nothing); it can't be paid when the whole graveyard's total is less than N
 * (118.3). An optional additional cost of a spell ("As an additional cost to cast this spell, you
 * may collect evidence N", 701.59b: its "if evidence was collected" reads whether it was paid,
 * ../casting/copy-costs.ts) or a part of an activation cost ("{T}, Collect evidence 3: …").
 * The autopayer (`auto`) exiles the fewest cards, the greatest mana values first. Loaded with the
 * cards that have it (./lazy-activation-costs.ts).
 */
import type { CostSpec } from '../state/card-def';
import { characteristics, displayName } from '../derived/characteristics';
import { peek, simultaneously, type Ctx } from '../state/context';
import { ask, takeAnswer, type Asking } from '../state/decisions';
import { ensure } from '../state/errors';
import { RULE } from '../state/rules';
import type { GameObject, ObjectId, PlayerId } from '../state/types';
import { moveObject } from '../zones/objects';
import { forcedChoice, greatestFirst, totalOf } from './total-choice';

/** The cards in `player`'s graveyard with their mana value now (CR 202.3), `source` excluded. */
function evidence(ctx: Ctx, player: PlayerId, source: ObjectId): { id: ObjectId; mv: number }[] {
  const out: { id: ObjectId; mv: number }[] = [];
  for (const id of ctx.s.players[player].graveyard) {
    const o = id === source ? undefined : peek(ctx, id);
    if (o) out.push({ id, mv: characteristics(ctx, o).manaValue });
  }
  return out;
}

const mv = (c: { mv: number }) => c.mv;

/** Total mana value of cards. */
function total(c: readonly { mv: number }[]): number {
  return totalOf(c, mv);
}

/** Why collect evidence N can't be paid by `player` now (too little mana value in the graveyard), or null. */
export function evidenceRefusal(
  ctx: Ctx,
  obj: GameObject,
  cost: CostSpec,
  player: PlayerId,
): { reason: string; rule: string } | null {
  const n = cost.collectEvidence;
  if (n === undefined) return null;
  const most = total(evidence(ctx, player, obj.id));
  if (most >= n) return null;
  return {
    reason: `collect evidence ${n} needs cards in your graveyard with total mana value ${n} or greater, and they have ${most}`,
    rule: RULE.collectEvidence,
  };
}

/**
 * Pays collect evidence N (CR 701.59a): the chosen cards of the graveyard, with total mana value
 * N or greater, are exiled at the same time; 'wait' while the player chooses them.
 */
export function payEvidence(
  ctx: Ctx,
  t: Asking & { auto?: boolean },
  obj: GameObject,
  cost: CostSpec,
  player: PlayerId,
): 'done' | 'wait' {
  const n = cost.collectEvidence;
  if (n === undefined) return 'done';
  const cands = evidence(ctx, player, obj.id);
  // Forced: the only choice is the whole graveyard (each card is needed; none has mana value 0).
  // The autopayer exiles the greatest mana values first.
  let pick: ObjectId[] | undefined = t.auto ? greatestFirst(cands, n, mv) : (forcedChoice(cands, n, mv) ?? undefined);
  if (!pick) {
    const ans = takeAnswer(t);
    if (!Array.isArray(ans)) {
      return ask(ctx, {
        player,
        kind: 'chooseObjects',
        purpose: 'collectEvidence',
        rule: RULE.collectEvidence,
        about: obj.id,
        candidates: cands.map((c) => c.id),
        min: 1,
        max: cands.length,
        prompt: `Collect evidence ${n}: choose cards in your graveyard with total mana value ${n} or greater to exile for ${displayName(ctx, obj)}.`,
      });
    }
    pick = ans;
  }
  const chosen = cands.filter((c) => pick.includes(c.id));
  ensure(
    chosen.length === new Set(pick).size && chosen.length > 0,
    'choose cards in your graveyard to collect evidence',
    RULE.collectEvidence,
  );
  ensure(
    total(chosen) >= n,
    `the chosen cards have total mana value ${total(chosen)}; collect evidence ${n} needs ${n} or greater`,
    RULE.collectEvidence,
  );
  simultaneously(ctx, () => {
    for (const c of chosen)
      moveObject(ctx, c.id, 'exile', {
        rule: RULE.collectEvidence,
        why: `exiled to collect evidence for ${displayName(ctx, obj)}`,
      });
  });
  return 'done';
}
