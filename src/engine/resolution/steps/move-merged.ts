/**
 * moveTo (./zones.ts) for merged permanents (CR 730.3), the handler of the whole step table
 * (./index.ts, loaded with the cards that have mutate):
 *
 * - "Exile it, then return it", "return that card": what it found (`as`) names every component
 *   card the permanent became in its new zone, not only its topmost one, so each returns as a
 *   permanent of its own (Ikoria release notes: a flickered merged creature's cards return
 *   unmerged). A token component isn't found: a token that has left the battlefield can't move
 *   again (111.8) and ceases to exist (111.7, 704.5d).
 * - Put into a library or a graveyard, its cards go there in the order their owner chooses
 *   (730.3a): asked after the move, one question per merged permanent, then arranged in the
 *   places they took.
 */
import { displayName } from '../../derived/characteristics';
import { peek, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { RULE } from '../../state/rules';
import { readZone, setZone } from '../../state/zone-lists';
import { isPlayerId, type ObjectId, type PlayerId } from '../../state/types';
import { refIds } from '../refs';
import type { StepHandler } from './common';
import { zoneSteps } from './zones';

/** The merged permanents' card groups still to be ordered (t.vars key). */
const ORDER = '_mergedOrder';

/** The cards (not tokens) of each merged permanent the step is about to move, topmost first. */
function mergedCards(ctx: Ctx, ids: string[]): string[][] {
  return ids.flatMap((id) => {
    const o = isPlayerId(id) ? undefined : peek(ctx, id);
    const cards = (o?.merged?.parts ?? []).flatMap((p) => (p.cardId && !p.token ? [p.cardId] : []));
    return cards.length > 1 ? [cards] : [];
  });
}

/** Where those cards are now, in one library or graveyard (their owner's), or null. */
function placed(ctx: Ctx, zone: 'library' | 'graveyard', cards: string[]): ObjectId[] | null {
  const first = (Object.keys(ctx.s.players) as PlayerId[])
    .flatMap((p) => readZone(ctx, zone, p))
    .find((id) => peek(ctx, id)?.cardId === cards[0]);
  const owner = first ? peek(ctx, first)!.zonePlayer : null;
  if (!owner) return null;
  const ids = readZone(ctx, zone, owner).filter((id) => cards.includes(peek(ctx, id)?.cardId ?? ''));
  return ids.length > 1 ? ids : null;
}

/** Puts `order` into the places `now` took in its zone (the first listed the higher one, 730.3a). */
function arrange(ctx: Ctx, now: ObjectId[], order: ObjectId[]): void {
  const o = peek(ctx, now[0]!)!;
  const list = readZone(ctx, o.zone, o.zonePlayer);
  let i = 0;
  setZone(
    ctx,
    o.zone,
    o.zonePlayer,
    list.map((id) => (now.includes(id) ? order[i++]! : id)),
  );
}

/** moveTo, then its found objects followed by the component cards that went with them, then their order. */
export const moveToFollowingMerged: StepHandler<'moveTo'> = {
  rule: zoneSteps.moveTo.rule,
  run(ctx, r, t, step) {
    if (!t.vars[ORDER]) {
      const zone = step.zone === 'library' || step.zone === 'graveyard' ? step.zone : null;
      const groups = zone ? mergedCards(ctx, refIds(ctx, r, step.what)) : [];
      const result = zoneSteps.moveTo.run(ctx, r, t, step);
      if (result !== 'next') return result;
      const found = step.as ? r.vars[step.as] : undefined;
      if (step.as && found) {
        const ids = (Array.isArray(found) ? found : [found]) as ObjectId[];
        const more = ids.flatMap((id) =>
          (peek(ctx, id)?.mergedWith ?? []).filter((c) => {
            const o = peek(ctx, c);
            return o && !o.token;
          }),
        );
        if (more.length) r.vars[step.as] = [...ids, ...more];
      }
      const toOrder = zone ? groups.flatMap((g) => placed(ctx, zone, g) ?? []).length : 0;
      if (!toOrder) return result;
      t.vars[ORDER] = groups.map((g) => g.join(' '));
    }
    // CR 730.3a: their owner orders them, one merged permanent's cards at a time.
    const queue = t.vars[ORDER] as string[];
    const ans = takeAnswer(t);
    for (;;) {
      const head = queue[0];
      if (head === undefined) break;
      const now = placed(ctx, step.zone as 'library' | 'graveyard', head.split(' '));
      if (!now) {
        queue.shift();
        continue;
      }
      if (Array.isArray(ans) && ans.length === now.length && ans.every((a) => now.includes(a))) {
        arrange(ctx, now, ans);
        queue.shift();
        return queue.length ? this.run(ctx, r, t, step) : finish(t);
      }
      const o = peek(ctx, now[0]!)!;
      const library = o.zone === 'library';
      return ask(ctx, {
        player: o.zonePlayer,
        kind: 'chooseOrder',
        purpose: 'merged-order',
        rule: RULE.mergedLeaves,
        about: r.item,
        prompt: library
          ? 'The cards of the merged permanent go into your library in the order you choose: the first one listed is the highest (CR 730.3a).'
          : 'The cards of the merged permanent go into your graveyard in the order you choose: the first one listed is put in first (CR 730.3a).',
        options: now.map((id) => ({ value: id, label: displayName(ctx, peek(ctx, id)!) })),
      });
    }
    return finish(t);
  },
};

function finish(t: { vars: Record<string, unknown> }): 'next' {
  delete t.vars[ORDER];
  return 'next';
}
