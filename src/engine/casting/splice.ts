/**
 * Splice onto [quality] [cost] (CR 702.47). As a player casts an Arcane spell (or, for "splice onto
 * instant or sorcery", any instant or sorcery spell), they may reveal cards with a matching splice
 * ability from their hand, all at once and in the order their instructions will follow the spell's
 * own (702.47b), and pay each splice cost as an additional cost (601.2b, 601.2f). The cards stay
 * in the hand. The spell keeps its own characteristics and gets the spliced cards' instructions
 * (702.47c): their targets are chosen after its own (601.2c, 702.47d) and their instructions run
 * after its own, a card's name in them meaning the spell. A card can't be spliced if its
 * instructions' targets can't all be chosen (702.47b). The spell loses the spliced text once it
 * leaves the stack (702.47e): only the stack object records it. Loaded with the cards that have
 * splice (./cost-keywords.ts), not with the engine.
 */
import { displayName } from '../derived/characteristics';
import { legalTargets } from '../derived/filters';
import { halfNamed } from '../derived/printed';
import { emit, peek, type Ctx } from '../state/context';
import { ask, takeAnswer, type Asking } from '../state/decisions';
import { ensure } from '../state/errors';
import { addCosts, parseManaCost, type ManaCost } from '../state/mana-cost';
import { RULE } from '../state/rules';
import type { CardDef, SpellSpec, SpliceSpec, StepSpec } from '../state/card-def';
import type { GameObject, ObjectId, PlayerId } from '../state/types';

/** The splice ability of the definition named `key`, if it has one. */
function spliceOf(ctx: Ctx, key: string): { def: CardDef; splice: SpliceSpec } | null {
  const def = ctx.reg.get(key);
  return def?.splice && def.spell ? { def, splice: def.splice } : null;
}

/** Whether a spell of type line `typeLine` is one a `splice` ability splices onto (CR 702.47a). */
function splicesOnto(splice: SpliceSpec, typeLine: string): boolean {
  const [types = '', subtypes = ''] = typeLine.split(/\s+[—-]\s+/);
  return splice.onto === 'Arcane'
    ? /\bArcane\b/.test(subtypes) && /\b(Instant|Sorcery)\b/.test(types)
    : /\b(Instant|Sorcery)\b/.test(types);
}

/** Rewrites every `{ ref: 'target', slot }` in `v` to slot + `offset`. */
function shiftSlots<T>(v: T, offset: number): T {
  if (Array.isArray(v)) return v.map((x: unknown) => shiftSlots(x, offset)) as T;
  if (!v || typeof v !== 'object') return v;
  const o = v as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(o)) out[k] = shiftSlots(x, offset);
  if (o.ref === 'target' && typeof o.slot === 'number') out.slot = o.slot + offset;
  return out as T;
}

/**
 * CR 702.47c–d: `spec` with the instructions of the cards `spliced` (definition keys) after its
 * own, each card's targets after those before it, and a `splicedText` step where each begins.
 */
export function withSplices(ctx: Ctx, spec: SpellSpec, spliced: readonly string[]): SpellSpec {
  let targets = spec.targets;
  let steps: StepSpec[] = spec.steps;
  for (const key of spliced) {
    const def = ctx.reg.get(key);
    const own = def?.spell;
    if (!def || !own) continue;
    steps = [...steps, { do: 'splicedText', name: def.name }, ...shiftSlots(own.steps, targets.length)];
    targets = [...targets, ...own.targets];
  }
  return { ...spec, targets, steps };
}

/** CR 601.2f: the splice costs of the cards `spliced`, added up. */
export function spliceCost(ctx: Ctx, spliced: readonly string[]): ManaCost {
  let cost: ManaCost = { generic: 0, colored: [], xCount: 0 };
  for (const key of spliced) {
    const s = spliceOf(ctx, key);
    if (s) cost = addCosts(cost, parseManaCost(s.splice.mana));
  }
  return cost;
}

/**
 * CR 601.2b, 702.47b: asks which cards with splice in `t.player`'s hand are revealed and spliced
 * onto `spell` (being cast, still in the hand), in order; sets `t.spliced` (definition keys).
 * Offers only cards whose targets could all be chosen; `payable` says whether the total cost with
 * a choice could be paid (an answer it couldn't is refused).
 */
export function announceSplice(
  ctx: Ctx,
  t: Asking & { player: PlayerId; spliced?: string[]; half?: string | null; cost?: string },
  spell: GameObject,
  payable: (keys: string[]) => boolean,
): 'done' | 'wait' {
  if (t.spliced !== undefined) return 'done';
  const def = ctx.reg.get(spell.def);
  const typeLine = t.cost === 'face-down' || !def ? '' : (halfNamed(def, t.half) ?? def).typeLine;
  const candidates: ObjectId[] = [];
  for (const id of ctx.s.players[t.player].hand) {
    const card = peek(ctx, id);
    const s = card && id !== spell.id ? spliceOf(ctx, card.def) : null;
    if (!s || !splicesOnto(s.splice, typeLine)) continue;
    // CR 702.47b: not if its instructions' targets can't be chosen.
    const targetable = s.def.spell?.targets.every(
      (spec) => spec.min === 0 || legalTargets(ctx, spec, t.player, spell.id).length >= spec.min,
    );
    // Nor one whose splice cost couldn't be paid with the spell's (CR 601.2f, 118.3).
    if (targetable && payable([card!.def])) candidates.push(id);
  }
  if (!candidates.length) {
    t.spliced = [];
    return 'done';
  }
  const ans = takeAnswer(t);
  if (!Array.isArray(ans))
    return ask(ctx, {
      player: t.player,
      kind: 'chooseObjects',
      purpose: 'splice',
      rule: RULE.splice,
      about: spell.id,
      prompt: `Splice onto ${displayName(ctx, spell)}: reveal any cards with splice from your hand, in the order their instructions will follow its own; each adds its splice cost (CR ${RULE.spliceOrder}).`,
      candidates,
      min: 0,
      max: candidates.length,
    });
  const chosen = ans.filter((id): id is ObjectId => typeof id === 'string');
  ensure(
    chosen.every((id) => candidates.includes(id)) && new Set(chosen).size === chosen.length,
    'only cards with a matching splice ability in your hand can be spliced, each once',
    RULE.spliceOrder,
  );
  const keys = chosen.map((id) => peek(ctx, id)!.def);
  ensure(!keys.length || payable(keys), 'the total cost with those splice costs could not be paid', RULE.splice);
  t.spliced = keys;
  if (keys.length)
    emit(ctx, {
      type: 'Note',
      rule: RULE.spliceOrder,
      objects: [spell.id, ...chosen],
      cards: chosen.flatMap((id) => peek(ctx, id)?.cardId ?? []),
      text: `${t.player} reveals ${chosen.map((id) => displayName(ctx, peek(ctx, id)!)).join(', then ')} and splices ${keys.length === 1 ? 'it' : 'them'} onto ${displayName(ctx, spell)}: the spell keeps its own characteristics and gets their instructions after its own; the cards stay in the hand (CR ${RULE.splicedText}).`,
    });
  return 'done';
}
