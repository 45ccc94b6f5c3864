/**
 * Casting a spell (CR 601.2) as a resumable task: choose the half and cost (709.3, 118.9),
 * announce kicker and X (601.2b, 107.3a/b), move it to the stack (601.2a), choose targets
 * (601.2c), determine and pay the total cost (601.2f–h: mana, creatures tapped for convoke,
 * artifacts for improvise, cards exiled for delve, life, sacrifice, returning a creature), then
 * it becomes cast and "when you cast" abilities trigger (601.2i).
 * Choices given in the action are used; missing ones become decisions.
 */
import { castModes, spellAbilityOf, spellSpecOf, withSpliced, type CastContext, type CastCost } from './cast-options';
import {
  ALL_MODES_ENTWINED,
  availableModes,
  entwineCost,
  fewestModes,
  modeOptions,
  modePrompt,
  modesLeft,
  modeChoiceNow,
  NO_MORE_MODES,
} from './modes';
import { displayName } from '../derived/characteristics';
import { halfNamed } from '../derived/printed';
import { defOf, emit, liveObject, peek, type Ctx } from '../state/context';
import { castFaceName, faceDownBy } from '../state/faces';
import { ask, takeAnswer } from '../state/decisions';
import { phyrexianCode } from '../mana/phyrexian-hook';
import { ensure, IllegalActionError } from '../state/errors';
import { legalChoice, legalTargets } from '../derived/filters';
import { addCosts, fixX, formatCost, parseManaCost, type ManaCost } from '../state/mana-cost';
import { moveObject, zoneWords } from '../zones/objects';
import { preparedBy } from '../zones/prepared-copy';
import { canPayMana } from '../mana/pay-mana';
import { canPayWithHelp, chooseHelp, payWithHelp, type HelpChoices } from '../mana/cost-help';
import { payOtherCosts, type CostProgress } from '../mana/costs';
import { activationCosts } from '../mana/lazy-activation-costs';
import { ENGINE_LIMITS } from '../state/limits';
import { RULE } from '../state/rules';
import { noteSpellCast } from '../state/turn-record';
import type { AltCostParts, CostSpec } from '../state/card-def';
import { chooseDivision, type Dividing } from './division';
import { withCostChanges } from './cost-changes';
import { COST_KEYWORD_KINDS, copyCostOf, costKeywords, costKeywordsInstalled, eitherCostOf } from './cost-keywords';
import { graveyardDiscard } from './from-graveyard';
import type { EntityId, GameObject, ObjectId, PlayerId, ZoneName } from '../state/types';

declare module '../state/task' {
  interface TaskKinds {
    cast: CastTask;
  }
}

export interface CastTask extends Dividing, CostProgress {
  kind: 'cast';
  player: PlayerId;
  /** The card or copy; after 601.2a the id of its object on the stack. */
  object: ObjectId;
  stage:
    | 'mode'
    | 'modes'
    | 'cost'
    | 'kicker'
    | 'buyback'
    | 'x'
    | 'move'
    | 'targets'
    | 'divide'
    | 'mana'
    | 'sacrifice'
    | 'additional'
    | 'return'
    | 'cast';
  how: CastContext;
  half: string | null | undefined;
  cost: CastCost | undefined;
  kicked: boolean | undefined;
  /** Whether the buyback cost is paid (CR 702.27a); asked when undefined. */
  boughtBack?: boolean;
  /** Cast without paying its mana cost, whether fused or not was announced (CR 702.102a; ./fuse-free.ts). */
  fuseAnnounced?: boolean;
  /** Whether the offspring cost is paid (CR 702.175a); asked when undefined. */
  offspring?: boolean;
  /** The definitions of the cards spliced onto it, in order (CR 702.47b); asked when undefined. */
  spliced?: string[];
  /** Times the replicate, squad, casualty or conspire cost is paid (CR 601.2b); asked when undefined. */
  copyCostPaid?: number;
  /** The option of an "A or B" additional cost announced (CR 601.2b); asked when undefined. */
  either?: number;
  /** For each Phyrexian symbol of the total cost, whether it is paid with 2 life (CR 107.4f, 601.2b). */
  phyrexianLife?: boolean[];
  /** The modes chosen for a modal spell (CR 700.2, 601.2b), in the order chosen. */
  modes: number[] | undefined;
  /** No more modes are chosen (given with the action, or "No more modes" answered). */
  modesDone?: boolean;
  x: number | undefined;
  /** Targets given in advance (flat; distributed over the slots), or null. */
  givenTargets: EntityId[] | null;
  targets: EntityId[][];
  sacrifice: ObjectId | null | undefined;
  /** The creature a harmonize cast taps (CR 702.180b), null for none; asked when undefined. */
  harmonizeTap?: ObjectId | null;
  returnCreature: ObjectId | null | undefined;
  /**
   * Objects chosen to pay part of the total cost instead of mana (convoke, improvise, delve: CR
   * 601.2h, 702.51a, 702.126a, 702.66a), by kind; a kind not yet chosen is asked.
   */
  help?: HelpChoices;
  /** The cards of a "discard" additional cost were discarded (CR 118.8). */
  discardDone?: boolean;
  /** The card retrace or jump-start discards (CR 702.81a, 702.133a); asked when undefined. */
  discard?: ObjectId;
  /** That card was discarded. */
  graveDiscardDone?: boolean;
  fromZone: ZoneName;
  /** Whose zone it is cast from (a copy may sit in another player's graveyard, CR 707.12). */
  fromPlayer: PlayerId;
}

/** Options a `cast` action may give in advance. */
export interface CastChoices {
  /**
   * A split card's half to cast (CR 709.3), or a modal double-faced card's face, by name (712.11b;
   * a land face is played instead, 305.1).
   */
  half?: string;
  /** The cost to use; madness's is offered only by its trigger (CastContext.madness, CR 702.35a). */
  cost?: CastCost;
  /** Modes of a modal spell, by index into its options (CR 700.2). */
  modes?: number[];
  kicker?: boolean;
  x?: number;
  targets?: EntityId[];
  sacrifice?: ObjectId;
  returnCreature?: ObjectId;
  /** The card a retrace or jump-start cast discards: a land card for retrace (CR 702.81a, 702.133a). */
  discard?: ObjectId;
}

/** A new cast task for `object` (still in its zone). */
export function castTask(
  player: PlayerId,
  object: ObjectId,
  fromZone: ZoneName,
  how: CastContext,
  given: CastChoices = {},
  fromPlayer: PlayerId = player,
): CastTask {
  return {
    kind: 'cast',
    player,
    object,
    stage: 'mode',
    how,
    fromZone,
    fromPlayer,
    half: given.half,
    cost: how.free ? 'free' : how.madness ? 'madness' : how.miracle ? 'miracle' : given.cost,
    kicked: given.kicker,
    x: given.x,
    modes: given.modes ? [...given.modes] : undefined,
    modesDone: given.modes !== undefined,
    givenTargets: given.targets ? [...given.targets] : null,
    targets: [],
    sacrifice: given.sacrifice,
    returnCreature: given.returnCreature,
    ...(given.discard ? { discard: given.discard } : {}),
  };
}

function baseCost(ctx: Ctx, t: CastTask): ManaCost {
  const obj = peek(ctx, t.object);
  if (!obj) throw new Error('cast object vanished');
  const def = defOf(ctx, obj);
  // Fused and cast without paying its mana cost (CR 702.102a, 118.9): nothing, as free.
  if (t.cost === 'free' || (t.cost === 'fuse' && t.how.free)) return { generic: 0, colored: [], xCount: 0 };
  // CR 702.37c: a face-down spell costs {3}.
  if (t.cost === 'face-down') return { generic: 3, colored: [], xCount: 0 };
  // Retrace and jump-start pay the mana cost (CR 702.81a, 702.133a), and so does a granted flashback.
  const alt = def.altCosts?.find((a) => a.kind === t.cost);
  if (alt && 'mana' in alt && alt.mana !== undefined) return parseManaCost(alt.mana);
  const half = halfNamed(def, t.half);
  return parseManaCost(half ? half.manaCost : def.manaCost);
}

/**
 * Total cost (CR 601.2f): base or alternative cost, plus kicker, with X fixed, then the spell's
 * own cost increases and reductions.
 */
function totalCost(ctx: Ctx, t: CastTask): ManaCost {
  const obj = peek(ctx, t.object);
  const def = obj ? defOf(ctx, obj) : undefined;
  let cost = baseCost(ctx, t);
  const kicker = def?.additionalCosts?.find((c) => c.kind === 'kicker');
  if (t.kicked && kicker?.kind === 'kicker') cost = addCosts(cost, parseManaCost(kicker.mana));
  // Buyback, offspring, copy costs, an "A or B" option, splice (./extra-costs.ts, loaded with them).
  if (def && costKeywordsInstalled()) cost = costKeywords('additional').extraCosts(ctx, t, def, cost);
  const modal = def && spellAbilityOf(def, t.half ?? null, t.cost).modes;
  const entwine = modal ? entwineCost(modal, def.additionalCosts, t.modes) : null;
  if (entwine) cost = addCosts(cost, parseManaCost(entwine));
  // CR 702.172a: a spree spell's chosen modes' additional costs; 702.120a: escalate's, for
  // each mode beyond the first.
  const escalate = def?.additionalCosts?.find((c) => c.kind === 'escalate');
  for (const [i, m] of (modal ? (t.modes ?? []) : []).entries()) {
    const extra = modal?.options[m]?.cost;
    if (extra) cost = addCosts(cost, parseManaCost(extra));
    if (i && escalate?.kind === 'escalate') cost = addCosts(cost, parseManaCost(escalate.mana));
  }
  const fixed = fixX(cost, t.x ?? 0);
  const total = def
    ? withCostChanges(ctx, def, fixed, { player: t.player, source: t.object, x: t.x ?? 0, kicked: !!t.kicked })
    : fixed;
  // CR 702.119a, 702.180b, 601.2f: less the emerged creature's mana value or the harmonizing
  // creature's power, after the increases.
  if (t.cost === 'harmonize') return costKeywords('harmonize').harmonizeReduced(ctx, t.harmonizeTap, total);
  return t.cost === 'emerge' ? costKeywords('emerge').emergeReduced(ctx, t.sacrifice, total) : total;
}

/** Runs a cast task as far as it can. */
export function runCastTask(ctx: Ctx, t: CastTask): 'done' | 'wait' {
  for (;;) {
    const obj = liveObject(ctx, t.object);
    ensure(obj, 'the card to cast is gone', RULE.cast);
    const def = defOf(ctx, obj);
    switch (t.stage) {
      case 'mode': {
        const { modes, refusals } = castModes(ctx, t.player, obj, t.how);
        const first = refusals[0];
        if (!modes.length)
          throw new IllegalActionError(
            `${displayName(ctx, obj)} can't be cast: ${first?.reason ?? 'not allowed'}`,
            first?.rule ?? RULE.castPermission,
          );
        // Cast without paying its mana cost, a fuse card may be cast fused (./fuse-free.ts, CR 702.102a).
        if (t.how.free && t.cost === 'free' && !t.fuseAnnounced && modes.some((m) => m.cost === 'fuse'))
          if (costKeywords('fuse').announceFuse(ctx, t, obj) === 'wait') return 'wait';
        // An adventurer card cast as the creature is named by the card's name (CR 715.3).
        if (def.adventure && t.half === def.name) t.half = null;
        const halves = [...new Set(modes.map((m) => m.half))];
        // A prototype card is cast prototyped or not as a modal card's face is chosen (CR 718.3a).
        const modal = castFaceName(def) !== undefined;
        if (t.half === undefined && (halves.length === 1 || t.cost === 'fuse')) t.half = halves[0] ?? null;
        if (t.half === undefined) {
          const ans = takeAnswer(t);
          if (typeof ans !== 'string') {
            return ask(ctx, {
              player: t.player,
              kind: 'chooseOption',
              purpose: 'half',
              rule: modal
                ? def.doubleFaced === 'prototype'
                  ? RULE.prototype
                  : RULE.chooseFace
                : def.adventure
                  ? RULE.adventure
                  : RULE.splitHalf,
              about: obj.id,
              prompt: modal
                ? def.doubleFaced === 'prototype'
                  ? `Cast ${displayName(ctx, obj)} as printed or prototyped?`
                  : `Choose which face of ${displayName(ctx, obj)} to cast.`
                : def.adventure
                  ? `Cast ${displayName(ctx, obj)} as the creature or as ${def.adventure.name}, its ${def.adventure.omen ? 'Omen' : 'Adventure'}?`
                  : `Choose which half of ${displayName(ctx, obj)} to cast.`,
              // A modal card's front face and an adventurer's creature are named by the card's name.
              options: halves.map((h) => ({ value: h ?? def.name, label: h ?? def.name })),
            });
          }
          t.half = (modal || def.adventure) && ans === def.name ? null : ans;
        }
        if (modal && t.half === def.name) t.half = null;
        ensure(
          halves.includes(t.half),
          `${t.half} can't be cast now: ${first?.reason ?? 'not a half of this card'}`,
          first?.rule ?? RULE.splitHalf,
        );
        const costs = modes.filter((m) => m.half === t.half).map((m) => m.cost);
        // Face down only when asked (CR 702.37c).
        if (t.cost === undefined) t.cost = costs.includes('mana') ? 'mana' : costs.find((c) => c !== 'face-down');
        ensure(t.cost && costs.includes(t.cost), `it can't be cast that way (${t.cost}) now`, RULE.alternativeCost);
        // CR 702.102a: fused, no half is chosen; the spell has both halves (709.4d).
        if (t.cost === 'fuse') t.half = null;
        if (t.cost === 'face-down') {
          // CR 702.37c, 708.4: turned face down as it is put on the stack; from now on it is a
          // 2/2 creature spell with no name, text, subtypes or mana cost (708.2a).
          obj.faceDown = faceDownBy(defOf(ctx, obj));
          t.half = null;
        }
        if (modal && t.half !== null) {
          // CR 712.11b: the face is chosen as it is put on the stack; from now on it has only that
          // face's characteristics (its cost, its spell ability, 712.8e). Prototyped: only its
          // prototype cost, colour, power and toughness (718.3b).
          obj.backFaceUp = true;
          t.half = null;
        }
        t.stage = 'modes';
        break;
      }
      case 'modes': {
        if (chooseModes(ctx, t, obj) === 'wait') return 'wait';
        if (t.cost === 'emerge' && costKeywords('emerge').announceEmerge(ctx, t, obj) === 'wait') return 'wait';
        if (t.cost === 'harmonize' && costKeywords('harmonize').announceHarmonize(ctx, t, obj) === 'wait')
          return 'wait';
        t.stage = 'kicker';
        break;
      }
      case 'kicker': {
        const kicker = def.additionalCosts?.find((c) => c.kind === 'kicker');
        if (!kicker || kicker.kind !== 'kicker') t.kicked = false;
        else if (t.kicked === undefined) {
          const ans = takeAnswer(t);
          if (typeof ans === 'boolean') t.kicked = ans;
          else if (
            !canPayMana(
              ctx,
              t.player,
              withCostChanges(ctx, def, addCosts(fixX(baseCost(ctx, t), 0), parseManaCost(kicker.mana)), {
                player: t.player,
                source: obj.id,
                x: 0,
                kicked: true,
              }),
              null,
              { spell: obj.id },
            )
          )
            t.kicked = false;
          else {
            return ask(ctx, {
              player: t.player,
              kind: 'may',
              purpose: 'kicker',
              rule: RULE.kicker,
              about: obj.id,
              prompt: `Pay the kicker ${kicker.mana} as an additional cost for ${displayName(ctx, obj)}?`,
            });
          }
        }
        t.stage = 'buyback';
        break;
      }
      case 'buyback': {
        // CR 601.2b: buyback, offspring, copy costs, an "A or B" option and splice, announced by
        // their code (./extra-costs.ts), which loads with the cards that have them.
        if (
          (costKeywordsInstalled() || def.additionalCosts?.some((c) => COST_KEYWORD_KINDS.has(c.kind))) &&
          costKeywords('additional').announceExtras(ctx, t, obj, def, (choice) =>
            canPayWithHelp(ctx, t.player, obj, totalCost(ctx, { ...t, ...choice, x: 0 })),
          ) === 'wait'
        )
          return 'wait';
        // CR 601.2b, 107.4f: how each Phyrexian symbol will be paid, mana or 2 life.
        const phyrexian = totalCost(ctx, { ...t, x: 0 }).phyrexian;
        if (phyrexian?.length && phyrexianCode().announce(ctx, t, obj.id, displayName(ctx, obj), phyrexian) === 'wait')
          return 'wait';
        t.stage = 'x';
        break;
      }
      case 'x': {
        const half = halfNamed(def, t.half);
        const manaX = parseManaCost(half ? half.manaCost : def.manaCost).xCount > 0;
        // "As an additional cost …, discard X cards": X is announced however it is cast (601.2b).
        const discardX = def.additionalCosts?.some((c) => c.kind === 'discard' && c.count === 'x');
        // "pay X life", "sacrifice X creatures" …: X at most what those parts can pay (CR 118.3; mana/x-costs.ts).
        const partsX = def.additionalCosts?.find((c) => c.kind === 'cost' && c.cost.costX);
        const xMax =
          partsX?.kind === 'cost'
            ? activationCosts('X').maxCostX(ctx, obj, partsX.cost, t.player, ENGINE_LIMITS.x)
            : null;
        if (!manaX && !discardX && xMax === null) {
          ensure(!t.x, `${displayName(ctx, obj)} has no X in its cost`, RULE.xChosen);
          t.x = 0;
        } else if (t.cost !== 'mana' && manaX) {
          // CR 107.3b: cast without paying its mana cost (or for an alternative cost without X), X is 0.
          ensure(!t.x, 'X must be 0 when the spell is cast without paying its mana cost', RULE.xFreeIsZero);
          t.x = 0;
          emit(ctx, {
            type: 'Note',
            rule: RULE.xFreeIsZero,
            objects: [obj.id],
            cards: [],
            text: `${displayName(ctx, obj)} is cast without paying its mana cost, so X is 0.`,
          });
        } else if (t.x === undefined) {
          const ans = takeAnswer(t);
          if (typeof ans !== 'number') {
            return ask(ctx, {
              player: t.player,
              kind: 'chooseNumber',
              purpose: 'x',
              rule: RULE.xChosen,
              about: obj.id,
              prompt: `Choose X for ${displayName(ctx, obj)}.`,
              min: 0,
              // Discarding X other cards of the hand (the spell leaves it first, 601.2a).
              max: xMax ?? (manaX ? 99 : ctx.s.players[t.player].hand.filter((id) => id !== obj.id).length),
            });
          }
          t.x = ans;
        }
        ensure(
          xMax === null || (t.x ?? 0) <= xMax,
          `X can be at most ${xMax}: the additional cost can't be paid with a greater X`,
          RULE.costResources,
        );
        ensure(Number.isInteger(t.x) && (t.x ?? 0) >= 0, 'X must be a whole number, 0 or more', RULE.xChosen);
        ensure(
          (t.x ?? 0) <= ENGINE_LIMITS.x,
          `X can be at most ${ENGINE_LIMITS.x.toLocaleString('en')} here (the engine's limit)`,
          RULE.xChosen,
        );
        t.stage = 'move';
        break;
      }
      case 'move': {
        // Casting a prepared permanent's prepare-spell copy unprepares it (zones/prepared-copy.ts).
        const preparer = preparedBy(ctx, obj);
        if (preparer) delete liveObject(ctx, preparer.id)?.prepared;
        // CR 601.2a: the card (or copy) moves to the stack; its controller is the caster.
        const moved = moveObject(ctx, obj.id, 'stack', {
          controller: t.player,
          rule: RULE.castMove,
          why: 'being cast',
          ...(obj.backFaceUp ? { backFaceUp: true } : {}),
          ...(obj.faceDown ? { faceDown: obj.faceDown } : {}),
        });
        moved.spell = {
          half: t.half ?? null,
          x: t.x ?? 0,
          targets: [],
          castFrom: t.fromZone,
          altCost: t.cost === 'mana' || t.cost === undefined ? null : t.cost,
          kicked: !!t.kicked,
          ...(t.player === ctx.s.turn.active && (ctx.s.turn.step === 'main1' || ctx.s.turn.step === 'main2')
            ? { castInMainPhaseBy: t.player }
            : {}),
          ...(t.boughtBack ? { boughtBack: true } : {}),
          ...(t.how.exileInstead ? { exileInstead: true } : {}),
          ...(t.offspring ? { offspring: true } : {}),
          ...(t.copyCostPaid ? { copyCostPaid: t.copyCostPaid } : {}),
          ...(t.spliced?.length ? { spliced: [...t.spliced] } : {}),
          sacrificed: [],
          division: null,
          ...(t.modes?.length ? { modes: [...t.modes] } : {}),
        };
        // CR 702.103b: cast for its bestow cost, it is a bestowed Aura spell from now on.
        if (t.cost === 'bestow') moved.bestowed = true;
        t.object = moved.id;
        t.stage = 'targets';
        break;
      }
      case 'targets': {
        // CR 601.2c: "X target creatures" has exactly X targets, X announced in 601.2b.
        const specs = withSpliced(
          ctx,
          spellSpecOf(def, t.half ?? null, t.modes, t.cost, t.kicked),
          t.spliced,
        ).targets.map((s) => (s.countIsX ? { ...s, min: s.upToX ? 0 : (t.x ?? 0), max: t.x ?? 0 } : s));
        const slot = t.targets.length;
        const spec = specs[slot];
        if (!spec) {
          ensure(!t.givenTargets?.length, `too many targets for ${displayName(ctx, obj)}`, RULE.castTargets);
          if (obj.spell) obj.spell.targets = t.targets;
          t.stage = 'divide';
          break;
        }
        let chosen: EntityId[] | undefined;
        if (t.givenTargets) {
          const laterMin = specs.slice(slot + 1).reduce((n, s) => n + s.min, 0);
          const take = Math.min(spec.max, Math.max(0, t.givenTargets.length - laterMin));
          chosen = t.givenTargets.splice(0, take);
        } else {
          const ans = takeAnswer(t);
          if (Array.isArray(ans)) chosen = ans;
          else {
            const cands = legalTargets(ctx, spec, t.player, obj.id, undefined, t.targets);
            // "Another target" with nothing left to choose: the cast is illegal (CR 601.2c, 115.3).
            ensure(
              !spec.distinctFromPrior || cands.length >= spec.min,
              `${spec.label}: no legal target is left`,
              RULE.castTargets,
            );
            if (cands.length === spec.min && spec.min === spec.max) chosen = cands;
            else {
              return ask(ctx, {
                player: t.player,
                kind: 'chooseObjects',
                purpose: 'targets',
                rule: RULE.castTargets,
                about: obj.id,
                prompt: `Choose ${spec.label} for ${displayName(ctx, obj)}.`,
                candidates: cands,
                min: spec.min,
                max: spec.max,
              });
            }
          }
        }
        const bad = legalChoice(ctx, spec, chosen, t.player, obj.id, undefined, t.targets);
        ensure(!bad, bad ?? '', RULE.castTargets);
        t.targets.push(chosen);
        break;
      }
      case 'divide': {
        // CR 601.2d: the division is announced after the targets, before the total cost.
        const division = chooseDivision(ctx, t, {
          player: t.player,
          about: obj.id,
          name: displayName(ctx, obj),
          steps: withSpliced(ctx, spellSpecOf(def, t.half ?? null, t.modes, t.cost, t.kicked), t.spliced).steps,
          targets: t.targets,
          x: t.x ?? 0,
        });
        if (division === 'wait') return 'wait';
        if (obj.spell) obj.spell.division = division;
        t.stage = 'mana';
        break;
      }
      case 'mana': {
        let total = totalCost(ctx, t);
        let life = 0;
        const written = formatCost(total);
        if (total.phyrexian?.length) ({ cost: total, life } = phyrexianCode().paid(total, t.phyrexianLife ?? []));
        if (chooseHelp(ctx, t, obj, total) === 'wait') return 'wait';
        payWithHelp(ctx, t.player, obj, total, t.help ?? {});
        if (life) phyrexianCode().payLife(ctx, t.player, life, `to cast ${displayName(ctx, obj)}`);
        if (total.generic || total.colored.length || life) {
          emit(ctx, {
            type: 'Note',
            rule: RULE.castTotalCost,
            objects: [obj.id],
            cards: [],
            text: `Total cost of ${displayName(ctx, obj)}: ${written}${life ? ` (${formatCost(total)} and ${life} life)` : ''} (CR 601.2f), paid.`,
          });
        }
        t.stage = 'sacrifice';
        break;
      }
      case 'sacrifice': {
        // Emerge's creature (./emerge.ts); retrace's and jump-start's discard, an additional cost's
        // sacrifice or discard (./cast-discards.ts): their code loads with the cards that have them.
        if (t.cost === 'emerge') costKeywords('emerge').payEmerge(ctx, t.sacrifice, obj);
        if (t.cost === 'harmonize') costKeywords('harmonize').payHarmonize(ctx, t.harmonizeTap, obj);
        const paid =
          graveyardDiscard(t.cost) || def.additionalCosts?.some((c) => c.kind === 'sacrifice' || c.kind === 'discard')
            ? costKeywords('sacrifice').payDiscardsAndSacrifice(ctx, t, obj, def)
            : 'done';
        if (paid === 'wait') return 'wait';
        t.stage = 'additional';
        break;
      }
      case 'additional': {
        // CR 118.8, 601.2h: the other additional costs, paid as an activation's are (mana/costs.ts).
        const other = def.additionalCosts?.find((c) => c.kind === 'cost');
        // Casualty's sacrifice and conspire's tapping, when announced (CR 702.153a, 702.78a).
        const copies = copyCostOf(def);
        const copying = t.copyCostPaid && copies ? costKeywords(copies.keyword).copyCostSpec(ctx, copies, obj) : null;
        // The alternative cost's parts other than mana, paid with the rest (CR 118.9, 601.2h).
        const own = (def.altCosts?.find((a) => a.kind === t.cost) as AltCostParts | undefined)?.cost;
        // The announced option of an "A or B" additional cost, but its mana (paid with the total, 601.2f).
        const announced: CostSpec = (t.either !== undefined && eitherCostOf(def)?.options[t.either]?.cost) || {};
        const { mana: _, ...either } = announced;
        const pay = { ...(other?.kind === 'cost' && other.cost), ...either, ...own, ...copying };
        if (payOtherCosts(ctx, t, obj.id, pay, t.player, false) === 'wait') return 'wait';
        if (obj.spell && t.sacrificed) obj.spell.sacrificed.push(...t.sacrificed);
        t.stage = 'return';
        break;
      }
      case 'return': {
        // Web-slinging's and sneak's returned creature (./return-cost.ts, loaded with those cards).
        if (
          (t.cost === 'web-slinging' || t.cost === 'sneak') &&
          costKeywords(t.cost).returnForCost(ctx, t, obj) === 'wait'
        )
          return 'wait';
        t.stage = 'cast';
        break;
      }
      case 'cast': {
        const copy = obj.copyOf !== null;
        noteSpellCast(ctx, t.player);
        emit(ctx, {
          type: 'SpellCast',
          objectId: obj.id,
          player: t.player,
          from: t.fromZone,
          copy,
          rule: RULE.castBecomesCast,
          objects: [obj.id, ...(obj.spell?.targets.flat() ?? [])],
          cards: obj.cardId ? [obj.cardId] : [],
          text:
            `${t.player} cast ${copy ? 'a copy of ' : ''}${displayName(ctx, obj)} from ${zoneWords(t.fromZone, t.fromPlayer ?? t.player).replace(`${t.player}'s`, 'their')}` +
            `${t.cost === 'free' ? ' without paying its mana cost' : t.cost === 'fuse' && t.how.free ? ' fused, without paying its mana cost' : graveyardDiscard(t.cost) ? ` with ${t.cost}` : t.cost && t.cost !== 'mana' ? ` for its ${t.cost} cost` : ''}` +
            `${t.x ? ` with X = ${t.x}` : ''}${t.how.duringResolution ? ', during the resolution of another ability (CR 608.2g)' : ''}.`,
        });
        return 'done';
      }
    }
  }
}

/**
 * CR 601.2b, 700.2: the modes of a modal spell are announced first; given ones are checked, the
 * rest are asked one at a time among the modes still available (a mode is chosen at most once
 * unless the spell says otherwise, 700.2d), with "No more modes" once the fewest are chosen.
 */
function chooseModes(ctx: Ctx, t: CastTask, obj: GameObject): 'done' | 'wait' {
  const spec = spellAbilityOf(defOf(ctx, obj), t.half ?? null, t.cost);
  const modal = spec.modes && modeChoiceNow(ctx, spec.modes, t.player, obj.id);
  if (!modal) {
    ensure(!t.modes?.length, `${displayName(ctx, obj)} is not modal`, RULE.modal);
    return 'done';
  }
  const open = availableModes(ctx, spec, t.player, obj);
  const min = fewestModes(modal);
  const def = defOf(ctx, obj);
  // CR 702.42a: with every mode choosable, the caster may choose them all by paying entwine.
  const all = modal.options.map((_, i) => i);
  const entwinable =
    !modal.repeat &&
    open.length === all.length &&
    !!entwineCost(modal, def.additionalCosts, all) &&
    canPayWithHelp(ctx, t.player, obj, totalCost(ctx, { ...t, modes: all, x: 0 }));
  t.modes ??= [];
  while (!t.modesDone && t.modes.length < modal.count) {
    const left = modesLeft(modal, t.modes, open);
    const ans = takeAnswer(t);
    if (ans === NO_MORE_MODES) {
      t.modesDone = true;
      continue;
    }
    if (ans === ALL_MODES_ENTWINED && !t.modes.length && entwinable) {
      t.modes = [...all];
      t.modesDone = true;
      continue;
    }
    if (typeof ans === 'string') {
      t.modes.push(Number(ans));
      continue;
    }
    if (!left.length) break;
    if (min === modal.count && !modal.repeat && left.length === 1 && open.length === modal.count) {
      t.modes.push(left[0] as number);
      continue;
    }
    return ask(ctx, {
      player: t.player,
      kind: 'chooseOption',
      purpose: 'mode',
      rule: RULE.castAnnounce,
      about: obj.id,
      prompt: modePrompt(modal, t.modes, displayName(ctx, obj)),
      options: [
        ...modeOptions(modal, t.modes, left),
        ...(entwinable && !t.modes.length
          ? [
              {
                value: ALL_MODES_ENTWINED,
                label: `All modes (entwine ${entwineCost(modal, def.additionalCosts, all)})`,
              },
            ]
          : []),
      ],
    });
  }
  const entwined = !!entwineCost(modal, def.additionalCosts, t.modes);
  ensure(
    t.modes.length >= min && (t.modes.length <= modal.count || entwined),
    `${displayName(ctx, obj)}: choose ${min === modal.count ? 'exactly' : `from ${min} to`} ${modal.count} mode${modal.count === 1 ? '' : 's'}`,
    RULE.modal,
  );
  ensure(modal.repeat || new Set(t.modes).size === t.modes.length, 'the same mode was chosen twice', RULE.modeOnce);
  for (const m of t.modes) {
    ensure(Number.isInteger(m) && modal.options[m], `${displayName(ctx, obj)} has no mode ${m}`, RULE.modal);
    ensure(
      open.includes(m),
      `that mode can't be chosen: "${modal.options[m]?.text}" has no legal target`,
      RULE.castTargets,
    );
  }
  return 'done';
}
