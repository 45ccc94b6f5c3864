/**
 * Mutate and merged permanents (CR 702.140, 730). Loaded with the cards that have mutate (it is
 * imported by ../every-step.ts, which a card with a mutate cost makes its loader install first,
 * ../steps-ready.ts); it sets the hooks of `MERGED` (state/context.ts) as it loads.
 *
 * - A mutating creature spell with a legal target doesn't enter the battlefield: its controller
 *   chooses to put it over or under the target, and the two merge into one permanent (702.140c,
 *   730.2) — the same object as the target (730.2c: not a new object, it didn't enter, so no
 *   enters abilities trigger and it is summoning sick only if the target was), keeping its
 *   counters, damage, attachments and tapped state. Then "Whenever this creature mutates"
 *   abilities trigger (702.140d: the `PermanentKeywordAction` event, action `mutate`).
 * - A merged permanent has the characteristics of its topmost component plus the abilities of
 *   every component (730.2a, 702.140e): its `def` is a merged definition key read by
 *   {@link mergedDef}; it is a token only if its topmost component is one.
 * - When it leaves the battlefield, each component goes to that zone (730.3): the topmost one is
 *   the moved object, the others follow as new objects of their own in the same zone (listed in
 *   the moved object's `mergedWith`); a token among them ceases to exist there (704.5d). An
 *   effect that follows the permanent to its new zone ("exile it, then return it") finds every
 *   component card there (./steps/move-merged.ts), and each returns as a permanent of its own.
 * - Put into a library or a graveyard by a step that moves it (moveTo), its cards go there in the
 *   order their owner chooses (730.3a, ./steps/move-merged.ts). Destroyed, sacrificed or put
 *   there by a state-based action, they go in the stored order (the topmost first, the others
 *   after it), one of the orders the owner could choose but not asked: those are game actions
 *   with no resolving step to ask from (asking there would need a new hook in eager code).
 */
import type { CardDef } from '../state/card-def';
import { defByKey, emit, liveObject, MERGED, peek, type Ctx } from '../state/context';
import { ask, takeAnswer } from '../state/decisions';
import { ensure } from '../state/errors';
import { faceKeyOf } from '../state/faces';
import { RULE } from '../state/rules';
import type { TaskBase } from '../state/task';
import { readZone } from '../state/zone-lists';
import type { EntityId, GameObject, MergedPart, ObjectId } from '../state/types';
import { displayName } from '../derived/characteristics';
import { reclassify } from '../derived/board-cache';
import { ceaseToExist, createObject } from '../zones/objects';
import { enterAsPermanent } from './enter';
import type { ResolveTask } from './resolve-task';

/** The prefix of a merged definition key. */
const PREFIX = 'merged:';

/** The definition key of a merged permanent with these components, topmost first (CR 730.2a). */
export function mergedKey(parts: readonly MergedPart[]): string {
  return PREFIX + parts.map((p) => p.def).join('\n');
}

const cache = new WeakMap<object, Map<string, CardDef>>();

/**
 * The definition of a merged definition key (null for another key): the topmost component's
 * characteristics — name, mana cost, colours, types, power and toughness — plus all abilities of
 * every component, topmost first (CR 730.2a, 702.140e). Cached per registry and key, so every
 * read gets the same definition (abilities are found by their index in it).
 */
export function mergedDef(ctx: Ctx, key: string): CardDef | null {
  if (!key.startsWith(PREFIX)) return null;
  let byKey = cache.get(ctx.reg);
  if (!byKey) cache.set(ctx.reg, (byKey = new Map()));
  const hit = byKey.get(key);
  if (hit) return hit;
  const defs = key
    .slice(PREFIX.length)
    .split('\n')
    .map((k) => defByKey(ctx, k));
  const top = defs[0]!;
  const all = <K extends 'keywords' | 'activated' | 'triggered' | 'statics' | 'replacements' | 'unenforced'>(k: K) => {
    const list = defs.flatMap((d) => (d[k] ?? []) as NonNullable<CardDef[K]>[number][]);
    return list.length ? { [k]: list } : {};
  };
  const def: CardDef = {
    ...top,
    oracle: defs.map((d) => d.oracle).join('\n'),
    ...all('keywords'),
    ...all('activated'),
    ...all('triggered'),
    ...all('statics'),
    ...all('replacements'),
    ...all('unenforced'),
    ...(defs.some((d) => d.everyCreatureType) ? { everyCreatureType: true } : {}),
  };
  // A proxy's definition lives in the state, so only merges of registry cards are cached.
  if (!key.includes('proxy:')) byKey.set(key, def);
  return def;
}

/** The component a permanent not yet merged is (its current characteristics, CR 707.2; its card). */
function partOf(obj: GameObject): MergedPart {
  const def = faceKeyOf(obj);
  const own = obj.ownDef ?? obj.def;
  return { def, ...(own !== def ? { own } : {}), cardId: obj.cardId, token: obj.token };
}

const OVER = 'over';
const UNDER = 'under';

/**
 * Resolves a mutating creature spell whose target is legal (CR 702.140c): its controller chooses
 * over or under, the spell leaves the stack and merges with the target (730.2), which stays the
 * same object; then its "whenever this creature mutates" abilities trigger (702.140d).
 */
export function mergeSpell(ctx: Ctx, t: TaskBase & { targets: EntityId[][] }, spell: GameObject): 'done' | 'wait' {
  const targetId = t.targets[0]![0]!;
  const target = peek(ctx, targetId);
  ensure(target?.zone === 'battlefield', 'the mutating spell has no permanent to merge with', RULE.mutateMerges);
  // CR 702.140a–b: its target must have the same owner as the spell (the filter reads "you own",
  // its caster, who may not own it); with another owner it is illegal, so it enters as a creature.
  if (target.owner !== spell.owner) return enterAsPermanent(ctx, t as ResolveTask, spell);
  const spellName = displayName(ctx, spell);
  const targetName = displayName(ctx, target);
  const ans = takeAnswer(t);
  if (ans !== OVER && ans !== UNDER)
    return ask(ctx, {
      player: spell.controller,
      kind: 'chooseOption',
      purpose: 'mutate',
      rule: RULE.mutateMerges,
      about: spell.id,
      prompt: `${spellName}: put it over or under ${targetName} (CR 702.140c).`,
      options: [
        { value: OVER, label: `Over ${targetName} (on top)` },
        { value: UNDER, label: `Under ${targetName}` },
      ],
    });
  // A copy of a mutating spell merges as a token (CR 707.10, 111.1).
  const mine: MergedPart = { def: spell.def, cardId: spell.cardId, token: spell.token || spell.copyOf !== null };
  const parts = target.merged?.parts ?? [partOf(target)];
  const next = ans === OVER ? [mine, ...parts] : [...parts, mine];
  ceaseToExist(ctx, spell.id, RULE.mutateMerges, `it merged with ${targetName}, ${ans} it`);
  const obj = liveObject(ctx, targetId)!;
  obj.merged = { key: mergedKey(next), parts: next };
  if (ans === OVER) {
    // The topmost component's card, definition and token status are the permanent's (CR
    // 730.2a); its face shows the merged definition (state/faces.ts). Under, they stay.
    obj.def = mine.def;
    obj.cardId = mine.cardId;
    obj.token = mine.token;
    delete obj.ownDef;
    delete obj.backFaceUp;
    delete obj.faceDown;
    delete obj.copyExcept;
  }
  reclassify(ctx);
  emit(ctx, {
    type: 'Note',
    rule: RULE.mutateMerges,
    objects: [obj.id, spell.id],
    cards: spell.cardId ? [spell.cardId] : [],
    text: `${spellName} merged with ${targetName}, ${ans} it: one permanent, ${displayName(ctx, obj)}, not a new object (CR 702.140c, 730.2).`,
  });
  emit(ctx, {
    type: 'PermanentKeywordAction',
    action: 'mutate',
    objectId: obj.id,
    player: obj.controller,
    rule: RULE.mutates,
    objects: [obj.id],
    cards: [],
    text: `${displayName(ctx, obj)} mutated.`,
  });
  return 'done';
}

/**
 * A merged permanent left the battlefield as `moved` (its topmost component, CR 730.3): each other
 * component is put into the same zone, a new object of its own (400.7).
 */
export function mergedLeave(ctx: Ctx, old: GameObject, moved: GameObject): void {
  const rest = (old.merged?.parts ?? []).slice(1);
  const top = moved.zone === 'library' && readZone(ctx, 'library', moved.zonePlayer)[0] === moved.id;
  const names: string[] = [];
  const ids: ObjectId[] = [];
  for (const p of rest) {
    const o = createObject(
      ctx,
      {
        def: p.own ?? p.def,
        cardId: p.cardId,
        owner: old.owner,
        zone: moved.zone,
        zonePlayer: moved.zonePlayer,
        controller: moved.controller,
        token: p.token,
      },
      top ? 'top' : 'end',
    );
    names.push(displayName(ctx, o));
    ids.push(o.id);
  }
  // What follows the permanent to its new zone finds every component there (CR 730.3).
  if (ids.length) liveObject(ctx, moved.id)!.mergedWith = ids;
  if (names.length)
    emit(ctx, {
      type: 'Note',
      rule: RULE.mergedLeaves,
      objects: [old.id, moved.id],
      cards: rest.flatMap((p) => (p.cardId ? [p.cardId] : [])),
      text: `${names.join(', ')} went with ${displayName(ctx, moved)}: a merged permanent's cards and tokens all go to the zone it goes to (CR 730.3).`,
    });
}

MERGED.def = mergedDef;
MERGED.leave = mergedLeave;
MERGED.merge = mergeSpell;
