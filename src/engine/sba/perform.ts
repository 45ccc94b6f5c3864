/**
 * Performing state-based actions (CR 704.3): the whole plan at once, with last-known
 * information for everything that leaves taken from the state before any of it (704.8); the
 * legend rule's choices are asked first (704.5j).
 */
import { reclassify } from '../derived/board-cache';
import { displayName } from '../derived/characteristics';
import { boardChanged, emit, liveObject, simultaneously, type Ctx } from '../state/context';
import { ask, takeAnswer } from '../state/decisions';
import { ceaseToExist, moveObject, snapshot } from '../zones/objects';
import { destroy } from '../zones/destroy';
import { RULE } from '../state/rules';
import type { LkiSnapshot, ObjectId } from '../state/types';
import { PLAYERS } from '../state/types';
import type { SbaAction, SbaTask } from './plan';

/** Performs a batch of state-based actions simultaneously (CR 704.3, 704.8). */
export function performStateBasedActions(ctx: Ctx, plan: SbaAction[]): void {
  const snaps: Record<ObjectId, LkiSnapshot> = {};
  for (const a of plan) {
    if (a.kind === 'lose' || a.kind === 'deathtouchChecked') continue;
    const o = liveObject(ctx, a.id);
    if (o) snaps[a.id] = snapshot(ctx, o);
  }
  if (plan.some((a) => a.kind === 'deathtouchChecked')) ctx.s.deathtouched = [];
  // CR 704.3: all of them happen at once; what leaves together sees each other leave (603.10a).
  simultaneously(ctx, () => {
    for (const a of plan) performOne(ctx, a, snaps);
  });
  const losers = PLAYERS.filter((p) => ctx.s.players[p].lost);
  if (losers.length)
    ctx.s.gameOver = { losers, reason: losers.length === 2 ? 'both players lost (a draw)' : `${losers[0]} lost` };
}

/** Performs one state-based action (part of a simultaneous batch). */
function performOne(ctx: Ctx, a: SbaAction, snaps: Record<ObjectId, LkiSnapshot>): void {
  if (a.kind === 'lose') {
    const p = ctx.s.players[a.player];
    if (p.lost) return;
    p.lost = true;
    emit(ctx, {
      type: 'StateBasedAction',
      sba: a.rule,
      rule: a.rule,
      objects: [a.player],
      cards: [],
      text: `State-based action: ${a.why}, so ${a.player} loses the game.`,
    });
    emit(ctx, {
      type: 'PlayerLost',
      player: a.player,
      rule: RULE.playerLoses,
      objects: [a.player],
      cards: [],
      text: `${a.player} lost the game.`,
    });
    return;
  }
  if (a.kind === 'deathtouchChecked') return;
  const o = liveObject(ctx, a.id);
  if (!o) return;
  const name = displayName(ctx, o);
  if (a.kind === 'annihilate') {
    // A kind of counter down to none is no counter at all (CR 122.1): the key goes.
    for (const kind of ['+1/+1', '-1/-1']) {
      const left = (o.counters[kind] ?? 0) - a.n;
      if (left > 0) o.counters[kind] = left;
      else delete o.counters[kind];
    }
    emit(ctx, {
      type: 'StateBasedAction',
      sba: RULE.sbaCounters,
      rule: RULE.sbaCounters,
      objects: [a.id],
      cards: [],
      text: `State-based action: ${a.n} +1/+1 and -1/-1 counter pair(s) on ${name} were removed.`,
    });
    return;
  }
  emit(ctx, {
    type: 'StateBasedAction',
    sba: a.rule,
    rule: a.rule,
    objects: [a.id],
    cards: o.cardId ? [o.cardId] : [],
    text: `State-based action: ${name} — ${a.why}.`,
  });
  if (a.kind === 'cease') ceaseToExist(ctx, a.id, a.rule, a.why);
  else if (a.kind === 'protect') o.protector = a.player;
  else if (a.kind === 'speed') ctx.s.players[a.player].speed ??= 1;
  else if (a.kind === 'unattach') {
    o.attachedTo = null;
    // CR 702.103f: an Aura with bestow unattached so ceases to be bestowed: an enchantment
    // creature now, classified again (a new battlefield list, derived/board-cache.ts).
    if (o.bestowed) {
      delete o.bestowed;
      reclassify(ctx);
    } else boardChanged(ctx);
  } else if (a.kind === 'destroy')
    destroy(ctx, o, `state-based action ${a.rule}`, a.rule, snaps[a.id] ? { lki: snaps[a.id] } : {});
  else moveObject(ctx, a.id, 'graveyard', { rule: a.rule, why: `state-based action ${a.rule}`, lki: snaps[a.id] });
}

/** Runs the legend-rule choices, then performs the whole batch. */
export function runSbaTask(ctx: Ctx, t: SbaTask): 'done' | 'wait' {
  while (t.groups.length) {
    const g = t.groups[0] as SbaTask['groups'][number];
    const ans = takeAnswer(t);
    if (!Array.isArray(ans)) {
      return ask(ctx, {
        player: g.player,
        kind: 'chooseObjects',
        purpose: 'legend',
        rule: RULE.sbaLegend,
        candidates: g.ids,
        min: 1,
        max: 1,
        prompt: `The legend rule: you control ${g.ids.length} legendary permanents named ${g.name}. Choose the one to keep; the rest go to the graveyard.`,
      });
    }
    for (const id of g.ids)
      if (id !== ans[0])
        t.plan.push({
          kind: 'graveyard',
          id,
          rule: RULE.sbaLegend,
          why: `the legend rule: ${g.player} kept another ${g.name}`,
        });
    t.groups.shift();
  }
  performStateBasedActions(ctx, t.plan);
  return 'done';
}
