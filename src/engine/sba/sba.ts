/**
 * State-based actions (CR 704): checked whenever a player would receive priority (117.5,
 * 704.3), all applicable ones performed at once, repeated until none apply. Last-known
 * information for everything that leaves at once comes from the state before any of them
 * (704.8). Implemented: 704.5a, b, d, e, f, g, h (deathtouch), i (planeswalkers), j (the
 * legend rule, with the player choosing which to keep and Spider-Verse's exemption), m, n, p, q.
 * 704.5g and 704.5h destroy (zones/destroy.ts: indestructible 702.12b, regeneration 701.19a);
 * an indestructible creature is not even put in the plan, so the check settles.
 */
import { characteristicsAt, displayName, hasType, namesOf } from '../derived/characteristics';
import { countersLowerToughness } from '../derived/pt-counters';
import { legendRuleExempt } from '../derived/restrictions';
import { boardChanged, defOf, emit, liveObject, peek, simultaneously, type Ctx } from '../state/context';
import { ask, takeAnswer, type Asking } from '../state/decisions';
import { allowedBy } from '../derived/filters';
import { keywordTargetRefusal, keywordWith } from '../derived/keywords';
import { ceaseToExist, moveObject, readZone, snapshot } from '../zones/objects';
import { destroy } from '../zones/destroy';
import { RULE } from '../state/rules';
import { defFlags } from '../derived/def-flags';
import { staticIndex } from '../derived/statics';
import type { GameObject, LkiSnapshot, ObjectId, PlayerId } from '../state/types';
import { PLAYERS } from '../state/types';

export type SbaAction =
  | { kind: 'lose'; player: PlayerId; rule: string; why: string }
  | { kind: 'cease'; id: ObjectId; rule: string; why: string }
  | { kind: 'graveyard'; id: ObjectId; rule: string; why: string }
  /** Destroyed (704.5g, 704.5h): regeneration can replace it (701.19a). */
  | { kind: 'destroy'; id: ObjectId; rule: string; why: string }
  /** Forget which creatures were dealt deathtouch damage: they have now been checked (704.5h). */
  | { kind: 'deathtouchChecked' }
  | { kind: 'unattach'; id: ObjectId; rule: string; why: string }
  | { kind: 'annihilate'; id: ObjectId; n: number };

declare module '../state/task' {
  interface TaskKinds { sba: SbaTask }
}

export interface SbaTask extends Asking {
  kind: 'sba';
  plan: SbaAction[];
  /** Legend-rule groups still waiting for the controller's choice of which one to keep. */
  groups: { player: PlayerId; name: string; ids: ObjectId[] }[];
}

function auraProblem(ctx: Ctx, aura: GameObject): string | null {
  const host = aura.attachedTo;
  if (!host) return 'it is attached to nothing';
  if (host === aura.id) return "an Aura can't enchant itself (CR 303.4d)";
  if (host !== 'p1' && host !== 'p2' && !peek(ctx, host)) return 'what it was attached to no longer exists (CR 400.7)';
  // A proxy Aura has no enchant ability we know of: whatever it is attached to stays allowed.
  const def = defOf(ctx, aura);
  const by = { kind: 'enchant' as const, source: aura, controller: aura.controller };
  if (def.enchant && !allowedBy(ctx, def.enchant, host, aura.controller, aura.id, by)) {
    // Protection (CR 702.16c) is named: the Aura is allowed by its enchant ability but not by the host.
    const o = host === 'p1' || host === 'p2' ? undefined : peek(ctx, host);
    const refusal = o ? keywordTargetRefusal(ctx, o, by) : null;
    return refusal ? `${refusal.reason} (CR ${refusal.rule})` : 'its enchant ability doesn\'t allow what it is attached to';
  }
  return null;
}

/** Legend-rule groups (CR 704.5j): same controller, shared name, not exempted (Spider-Verse). */
function legendGroups(ctx: Ctx, legends: GameObject[]): SbaTask['groups'] {
  const counted = legends.filter((o) => !legendRuleExempt(ctx, o));
  const groups: SbaTask['groups'] = [];
  const seen = new Set<ObjectId>();
  for (const o of counted) {
    if (seen.has(o.id)) continue;
    const names = namesOf(ctx, o);
    const same = counted.filter((x) => x.controller === o.controller && namesOf(ctx, x).some((n) => names.includes(n)));
    same.forEach((x) => seen.add(x.id));
    if (same.length > 1) groups.push({ player: o.controller, name: names[0] ?? '', ids: same.map((x) => x.id) });
  }
  return groups;
}

/** Every state-based action that applies now (none performed yet). */
export function findStateBasedActions(ctx: Ctx): { plan: SbaAction[]; groups: SbaTask['groups'] } {
  const plan: SbaAction[] = [];
  for (const p of PLAYERS) {
    const ps = ctx.s.players[p];
    if (ps.lost) continue;
    if (ps.life <= 0) plan.push({ kind: 'lose', player: p, rule: RULE.sbaLife, why: `${p} has ${ps.life} life` });
    else if (ps.drewFromEmpty) plan.push({ kind: 'lose', player: p, rule: RULE.sbaDraw, why: `${p} tried to draw from an empty library` });
    for (const zone of ['hand', 'library', 'graveyard', 'exile', 'outside'] as const) {
      for (const id of readZone(ctx, zone, p)) {
        const o = peek(ctx, id);
        if (!o) continue;
        const where = zone === 'exile' ? 'in exile' : zone === 'outside' ? 'outside the game' : `in the ${zone}`;
        if (o.token) plan.push({ kind: 'cease', id, rule: RULE.sbaToken, why: `a token ${where} ceases to exist` });
        else if (o.copyOf) plan.push({ kind: 'cease', id, rule: RULE.sbaCopy, why: `a copy (of a card or a spell) ${where} ceases to exist` });
      }
    }
  }
  // Only the permanents each rule can apply to are looked at (board-cache.ts).
  const idx = staticIndex(ctx);
  const board = idx.board;
  // A creature can only die to 704.5f/g with damage, counters that lower toughness, a printed
  // toughness of 0 or less, its own static abilities (a characteristic-defining one), or an
  // effect that changes P/T or types; the rest are skipped without computing anything.
  const lowering = idx.uses.lowersToughness || idx.uses.types || ctx.s.effects.some((e) => (e.toughness ?? 0) < 0 || e.setBase);
  // When a static ability changes types, any permanent may be a creature now (Living Lands).
  const creatures = idx.uses.types ? ctx.s.battlefield.filter((id) => { const o = peek(ctx, id); return !!o && hasType(ctx, o, 'creature'); }) : board.creatures;
  for (const id of creatures) {
    const o = peek(ctx, id);
    if (!o) continue;
    const def = defOf(ctx, o);
    const base = def.toughness;
    if (!lowering && o.damage === 0 && !countersLowerToughness(o.counters) && !defFlags(def).statics && (base === undefined || base > 0)) continue;
    const t = characteristicsAt(ctx, o, 'all').toughness;
    if (t !== null && t <= 0) plan.push({ kind: 'graveyard', id, rule: RULE.sbaToughness, why: `its toughness is ${t}` });
    // CR 702.12b: an indestructible creature ignores 704.5g.
    else if (t !== null && o.damage > 0 && o.damage >= t && !keywordWith(ctx, o, 'indestructible')) plan.push({ kind: 'destroy', id, rule: RULE.sbaDamage, why: `it has lethal damage (${o.damage} damage, toughness ${t})` });
  }
  // CR 704.5h: a creature with toughness above 0 dealt damage by a source with deathtouch since the last check.
  if (ctx.s.deathtouched.length) {
    for (const id of ctx.s.deathtouched) {
      const o = peek(ctx, id);
      if (!o || o.zone !== 'battlefield' || !hasType(ctx, o, 'creature') || plan.some((a) => a.kind !== 'lose' && a.kind !== 'deathtouchChecked' && a.id === id)) continue;
      const t = characteristicsAt(ctx, o, 'all').toughness;
      if (t !== null && t > 0 && !keywordWith(ctx, o, 'indestructible')) plan.push({ kind: 'destroy', id, rule: RULE.sbaDeathtouch, why: 'it was dealt damage by a source with deathtouch' });
    }
    plan.push({ kind: 'deathtouchChecked' });
  }
  // CR 704.5i: a planeswalker with 0 loyalty goes to its owner's graveyard.
  for (const id of board.planeswalkers) {
    const o = peek(ctx, id);
    if (o && (o.counters.loyalty ?? 0) <= 0) plan.push({ kind: 'graveyard', id, rule: RULE.sbaPlaneswalker, why: 'it has no loyalty counters' });
  }
  const legends: GameObject[] = [];
  for (const id of board.legends) {
    const o = peek(ctx, id);
    if (o) legends.push(o);
  }
  for (const id of board.auras) {
    const o = peek(ctx, id);
    const problem = o ? auraProblem(ctx, o) : null;
    if (problem) plan.push({ kind: 'graveyard', id, rule: RULE.sbaAura, why: `an Aura goes to its owner's graveyard: ${problem}` });
  }
  for (const id of board.attachedOthers) {
    const o = peek(ctx, id);
    if (!o?.attachedTo) continue;
    const f = defFlags(defOf(ctx, o));
    if (f.equipment) {
      const host = peek(ctx, o.attachedTo);
      if (!host || host.zone !== 'battlefield' || !hasType(ctx, host, 'creature')) plan.push({ kind: 'unattach', id, rule: RULE.sbaEquipment, why: 'Equipment attached illegally becomes unattached' });
      else {
        // CR 702.16d: a permanent with protection can't be equipped by Equipment with the quality.
        const refusal = keywordTargetRefusal(ctx, host, { kind: 'equip', source: o, controller: o.controller });
        if (refusal) plan.push({ kind: 'unattach', id, rule: RULE.sbaEquipment, why: `Equipment becomes unattached: ${refusal.reason} (CR ${refusal.rule})` });
      }
    } else if (!f.untyped) {
      // A proxy with no type line is of unknown type: leave what it is attached to alone.
      plan.push({ kind: 'unattach', id, rule: RULE.sbaUnattach, why: 'a permanent that is not an Aura or Equipment becomes unattached' });
    }
  }
  // CR 704.5q: +1/+1 and -1/-1 counters are put only on creatures in this card pool (a scenario
  // may set them on any permanent: those are checked too when the board is classified again).
  for (const id of [...creatures, ...board.attachedOthers]) {
    const o = peek(ctx, id);
    const plus = o?.counters['+1/+1'];
    const minus = o?.counters['-1/-1'];
    if (plus && minus) plan.push({ kind: 'annihilate', id, n: Math.min(plus, minus) });
  }
  return { plan, groups: legends.length > 1 ? legendGroups(ctx, legends) : [] };
}

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
  simultaneously(ctx, () => { for (const a of plan) performOne(ctx, a, snaps); });
  const losers = PLAYERS.filter((p) => ctx.s.players[p].lost);
  if (losers.length) ctx.s.gameOver = { losers, reason: losers.length === 2 ? 'both players lost (a draw)' : `${losers[0]} lost` };
}

/** Performs one state-based action (part of a simultaneous batch). */
function performOne(ctx: Ctx, a: SbaAction, snaps: Record<ObjectId, LkiSnapshot>): void {
  if (a.kind === 'lose') {
    const p = ctx.s.players[a.player];
    if (p.lost) return;
    p.lost = true;
    emit(ctx, { type: 'StateBasedAction', sba: a.rule, rule: a.rule, objects: [a.player], cards: [], text: `State-based action: ${a.why}, so ${a.player} loses the game.` });
    emit(ctx, { type: 'PlayerLost', player: a.player, rule: RULE.playerLoses, objects: [a.player], cards: [], text: `${a.player} lost the game.` });
    return;
  }
  if (a.kind === 'deathtouchChecked') return;
  const o = liveObject(ctx, a.id);
  if (!o) return;
  const name = displayName(ctx, o);
  if (a.kind === 'annihilate') {
    o.counters['+1/+1'] = (o.counters['+1/+1'] ?? 0) - a.n;
    o.counters['-1/-1'] = (o.counters['-1/-1'] ?? 0) - a.n;
    emit(ctx, { type: 'StateBasedAction', sba: RULE.sbaCounters, rule: RULE.sbaCounters, objects: [a.id], cards: [], text: `State-based action: ${a.n} +1/+1 and -1/-1 counter pair(s) on ${name} were removed.` });
    return;
  }
  emit(ctx, {
    type: 'StateBasedAction', sba: a.rule, rule: a.rule, objects: [a.id], cards: o.cardId ? [o.cardId] : [],
    text: `State-based action: ${name} — ${a.why}.`,
  });
  if (a.kind === 'cease') ceaseToExist(ctx, a.id, a.rule, a.why);
  else if (a.kind === 'unattach') { o.attachedTo = null; boardChanged(ctx); }
  else if (a.kind === 'destroy') destroy(ctx, o, `state-based action ${a.rule}`, a.rule, snaps[a.id] ? { lki: snaps[a.id] } : {});
  else moveObject(ctx, a.id, 'graveyard', { rule: a.rule, why: `state-based action ${a.rule}`, lki: snaps[a.id] });
}

/** Runs the legend-rule choices, then performs the whole batch. */
export function runSbaTask(ctx: Ctx, t: SbaTask): 'done' | 'wait' {
  while (t.groups.length) {
    const g = t.groups[0] as SbaTask['groups'][number];
    const ans = takeAnswer(t);
    if (!Array.isArray(ans)) {
      return ask(ctx, {
        player: g.player, kind: 'chooseObjects', purpose: 'legend', rule: RULE.sbaLegend, candidates: g.ids, min: 1, max: 1,
        prompt: `The legend rule: you control ${g.ids.length} legendary permanents named ${g.name}. Choose the one to keep; the rest go to the graveyard.`,
      });
    }
    for (const id of g.ids) if (id !== ans[0]) t.plan.push({ kind: 'graveyard', id, rule: RULE.sbaLegend, why: `the legend rule: ${g.player} kept another ${g.name}` });
    t.groups.shift();
  }
  performStateBasedActions(ctx, t.plan);
  return 'done';
}
