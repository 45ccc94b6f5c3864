/**
 * Whether and how a card (or a copy of a card) may be cast now (CR 601.3): zone permission,
 * timing (CR 117.1a, 307.1, flash 702.8a, ignored during another resolution per 608.2g),
 * timing restrictions that are not about card type (Panic, Berserk), prohibitions (Meddling
 * Mage, CR 601.3 via derived/restrictions.ts), available targets and modes (CR 601.2b–c) and
 * payable non-mana costs (CR 601.2h, 118.8). Mana is checked when paying.
 */
import {
  ALT_COST_KINDS,
  type AltCost,
  type AltCostKind,
  type CardDef,
  type HalfDef,
  type SpellSpec,
} from '../state/card-def';
import { hasCardTypes, hasKeyword, hasType, isCard, READER } from '../derived/characteristics';
import { conditionHolds } from '../derived/static-values';
import { castProhibition } from '../derived/restrictions';
import { castTimingRefusal, LAZY_FLASH, normalTimingRefusal } from './cast-timing';
import { availableModes, fewestModes, programFor } from './modes';
import { defByKey, defOf, type Ctx } from '../state/context';
import { castFaceName, faceDownBy } from '../state/faces';
import { hasLegalTargets, objectsMatching } from '../derived/filters';
import { halfNamed } from '../derived/printed';
import { costRefusal } from '../mana/costs';
import { RULE } from '../state/rules';
import { manaValueOf, parseManaCost } from '../state/mana-cost';
import type { GameObject, PlayerId } from '../state/types';
import { opponentOf } from '../state/ids';
import { playPermitted } from './play-permission';
import { preparedBy } from '../zones/prepared-copy';
import { exiledForLater, sorceryTime } from './exiled-for-later';
import { splitSecondRefusal } from './split-second';
import { sneakWindow } from './sneak';
import { castsFromGraveyard, graveyardCastAllowed } from './from-graveyard';
import { costKeywords, eitherCostOf } from './cost-keywords';
import { lifeLostThisTurn, spellsCastThisTurn } from '../state/turn-record';
import { alternativeCostRefusal } from './alternative-cost';

/** The cost a cast uses (CR 118.9): the mana cost, one alternative cost, or none ("free"). */
export type CastCost = 'mana' | 'free' | 'face-down' | AltCostKind;

/** Every {@link CastCost}, for schemas that carry a cast (links, scenario scripts). */
export const CAST_COSTS = ['mana', 'free', 'face-down', ...ALT_COST_KINDS] as const satisfies readonly CastCost[];

/**
 * One viable way to cast: which half (split cards, CR 709.3) or which face (a modal double-faced
 * card's back face by its name, 712.11b; a prototype card cast prototyped, `prototyped`, 718.3a;
 * null: the front face) with which cost.
 */
export interface CastMode {
  half: string | null;
  cost: CastCost;
}

/** How the cast was permitted. */
export interface CastContext {
  /** An effect lets the player cast it without paying its mana cost (and only so). */
  free: boolean;
  /** Cast while another spell or ability resolves (CR 608.2g): no normal timing. */
  duringResolution: boolean;
  /**
   * Only a spell whose mana value is less than this may result (cascade, CR 702.85a): a half or
   * face with a greater or equal mana value can't be chosen. X is 0 (cast without paying, 107.3b).
   */
  manaValueBelow?: number;
  /** Cast by its madness trigger (CR 702.35a): from exile, for its madness cost. */
  madness?: boolean;
  /** Cast by its miracle trigger (CR 702.94a): from its owner's hand, for its miracle cost. */
  miracle?: boolean;
  /** "If that spell would be put into a graveyard, exile it instead" (CR 614.1a): the spell remembers it. */
  exileInstead?: boolean;
  /** Cast by its suspend ability (CR 702.62a): a creature spell gains haste (triggers/suspend.ts). */
  suspended?: boolean;
}

/** A reason a card can't be cast, with the rule. */
export interface CastRefusal {
  reason: string;
  rule: string;
}

const NO_SPELL: SpellSpec = { targets: [], steps: [] };
const auraSpells = new WeakMap<CardDef, SpellSpec>();

/**
 * The spell ability of a definition or of one half, as written (modes not chosen); cast for its
 * overload cost, the overloaded text's (CR 702.96b); for its awaken cost, with the awakening (702.113a).
 */
export function spellAbilityOf(def: CardDef, half: string | null, cost?: CastCost | null): SpellSpec {
  // Overloaded (CR 702.96b) or awakened (702.113a): the spell ability written for that cost.
  const alt = cost && def.altCosts?.find((a) => a.kind === cost);
  if (alt && 'spell' in alt) return alt.spell;
  const h = halfNamed(def, half);
  if (h) return h.spell;
  if (def.spell) return def.spell;
  if (def.enchant) {
    let aura = auraSpells.get(def);
    if (!aura)
      auraSpells.set(
        def,
        (aura = { targets: [{ filter: def.enchant, min: 1, max: 1, label: 'what it will enchant' }], steps: [] }),
      );
    return aura;
  }
  return NO_SPELL;
}

/**
 * The targets and steps of a definition's spell ability (or of one half) for the chosen modes
 * (CR 700.2; a modal spell with no modes chosen yet has none, see modes.ts), the cost it is
 * cast for (overload, CR 702.96b), and whether it was kicked (its kicked program, 702.33d).
 */
export function spellSpecOf(
  def: CardDef,
  half: string | null,
  modes?: readonly number[],
  cost?: CastCost | null,
  kicked?: boolean,
): SpellSpec {
  const spec = spellAbilityOf(def, half, cost);
  return kicked && spec.kicked ? spec.kicked : spec.modes ? programFor(spec, modes) : spec;
}

/** `spec` with the instructions of the cards spliced onto the spell after its own (CR 702.47c; ./splice.ts). */
export function withSpliced(ctx: Ctx, spec: SpellSpec, spliced: readonly string[] | undefined): SpellSpec {
  return spliced?.length ? costKeywords('splice').withSplices(ctx, spec, spliced) : spec;
}

function halfTypes(def: CardDef, half: HalfDef | undefined): string {
  return (half ?? def).typeLine.toLowerCase();
}

/**
 * CR 205.4e: "A player can't cast a legendary instant or sorcery spell unless that player
 * controls a legendary creature or a legendary planeswalker." A restriction on casting, so it
 * holds however the spell is cast (601.3).
 */
function legendarySpellRefusal(
  ctx: Ctx,
  player: PlayerId,
  def: CardDef,
  half: HalfDef | undefined,
): CastRefusal | null {
  const line = halfTypes(def, half).split(/\s+[—-]\s+/)[0] ?? '';
  if (!/\blegendary\b/.test(line) || !/\b(instant|sorcery)\b/.test(line)) return null;
  const legends = [
    ...objectsMatching(ctx, { types: ['creature'], supertypes: ['legendary'], controller: 'you' }, player, null),
    ...objectsMatching(ctx, { types: ['planeswalker'], supertypes: ['legendary'], controller: 'you' }, player, null),
  ];
  return legends.length
    ? null
    : {
        reason: `${player} can't cast a legendary ${/\binstant\b/.test(line) ? 'instant' : 'sorcery'} without controlling a legendary creature or a legendary planeswalker`,
        rule: RULE.legendarySpell,
      };
}

/** Alternative costs the definition offers in the zone the card is in. */
function altCostsFrom(ctx: Ctx, def: CardDef, obj: GameObject, player: PlayerId, how: CastContext): AltCost[] {
  return (def.altCosts ?? []).filter((a) =>
    a.kind === 'foretell'
      ? // CR 702.143a: only a card its owner foretold, from exile, after the turn it was foretold.
        exiledForLater(ctx, obj, player)?.how === 'foretell' && ctx.s.turn.number > (obj.foretold ?? 0)
      : a.kind === 'madness'
        ? // CR 702.35a: only as its madness trigger resolves, from exile, by its owner.
          !!how.madness && obj.zone === 'exile' && obj.owner === player && isCard(obj)
        : a.kind === 'miracle'
          ? // CR 702.94a: only as its miracle trigger resolves, from its owner's hand.
            !!how.miracle && obj.zone === 'hand' && obj.zonePlayer === player && obj.owner === player
          : castsFromGraveyard(a)
            ? graveyardCastAllowed(obj, player)
            : a.kind === 'warp' || a.kind === 'fuse'
              ? // CR 702.185a: "You may cast this card from your hand by paying [cost]"; 702.102a.
                obj.zone === 'hand' && obj.zonePlayer === player
              : // An alternative cost works wherever the card may be cast (CR 118.9, 702.188a, 702.74a):
                // from a hand, or by a scenario's or an effect's permission.
                (obj.zone === 'hand' && obj.zonePlayer === player) ||
                obj.castable ||
                playPermitted(ctx, obj, player, false),
  );
}

/** Whether the spell's targets can be chosen (CR 601.2c): "X target" slots can have none (X = 0); a modal spell needs enough modes (CR 700.2a). */
export function targetsAvailable(ctx: Ctx, spec: SpellSpec, player: PlayerId, obj: GameObject): boolean {
  if (spec.modes) {
    const open = availableModes(ctx, spec, player, obj).length;
    return spec.modes.repeat ? open > 0 || fewestModes(spec.modes) === 0 : open >= fewestModes(spec.modes);
  }
  return (
    spec.targets.every((t) => t.countIsX || hasLegalTargets(ctx, t, player, obj.id)) ||
    (!!spec.kicked && targetsAvailable(ctx, spec.kicked, player, obj))
  );
}

/**
 * Every viable (half, cost) to cast `obj` now, or the reasons none is (CR 601.3). Lands are not
 * cast (CR 305.1) and are refused here. A modal double-faced card is cast as either face (CR
 * 712.11b): its back face's ways are named by the back face's name, each face read with only its
 * own characteristics (712.8e).
 */
export function castModes(
  ctx: Ctx,
  player: PlayerId,
  obj: GameObject,
  how: CastContext,
): { modes: CastMode[]; refusals: CastRefusal[] } {
  // CR 702.61a: while a spell with split second is on the stack, no other spell is cast.
  const locked = splitSecondRefusal(ctx, obj.id);
  if (locked) return { modes: [], refusals: [locked] };
  const card = defByKey(ctx, obj.def);
  // A prototype card is cast prototyped as a modal card's back face is cast (CR 718.3a).
  const name = obj.backFaceUp ? undefined : castFaceName(card);
  if (!name) return castModesOfFace(ctx, player, obj, how);
  const front = castModesOfFace(ctx, player, obj, how);
  const other = castModesOfFace(ctx, player, backFaceView(obj), how);
  // A transforming card is cast transformed only by its disturb ability (CR 702.146a, 712.11c).
  const back = card.doubleFaced === 'transforming' ? other.modes.filter((m) => m.cost === 'disturb') : other.modes;
  return {
    modes: [...front.modes, ...back.map((m) => ({ ...m, half: name }))],
    refusals: [...front.refusals, ...other.refusals.map((r) => ({ ...r, reason: `${name}: ${r.reason}` }))],
  };
}

/** `obj` as if its back face were up: what a modal double-faced card cast or played as its back face is (CR 712.11b). */
export function backFaceView(obj: GameObject): GameObject {
  return { ...obj, backFaceUp: true };
}

function castModesOfFace(
  ctx: Ctx,
  player: PlayerId,
  obj: GameObject,
  how: CastContext,
): { modes: CastMode[]; refusals: CastRefusal[] } {
  const def = defOf(ctx, obj);
  const refusals: CastRefusal[] = [];
  if (hasType(ctx, obj, 'land') && !def.halves) {
    return { modes: [], refusals: [{ reason: 'a land is played, not cast', rule: RULE.playLand }] };
  }
  if (!def.halves && !hasCardTypes(ctx, obj)) {
    // A proxy or stand-in without a type line: no rule says when it may be cast or what its
    // spell would do on resolving (permanent spell, CR 608.3, or instant/sorcery, 608.2n).
    return {
      modes: [],
      refusals: [
        {
          reason:
            "its card types are unknown (a proxy or stand-in without a type line), so the rules can't say how it is cast or what it does; give it a type line",
          rule: RULE.castPermission,
        },
      ],
    };
  }
  if (obj.zone === 'battlefield' || obj.zone === 'stack' || obj.zone === 'outside') {
    return {
      modes: [],
      refusals: [
        {
          reason: `it can't be cast from the ${obj.zone === 'outside' ? 'outside of the game' : obj.zone}`,
          rule: RULE.castPermission,
        },
      ],
    };
  }
  // Zone permission: own hand, a teaching permission, an effect's permission (a free cast, or
  // "you may play that card this turn", CR 601.3), or flashback.
  const inOwnHand = obj.zone === 'hand' && obj.zonePlayer === player;
  // The copy of a prepared permanent's prepare spell: its controller's to cast (zones/prepared-copy.ts).
  const prepared = preparedBy(ctx, obj)?.controller === player;
  const permitted = inOwnHand || obj.castable || how.free || prepared || playPermitted(ctx, obj, player, false);
  // A card its owner foretold or plotted (CR 702.143a, 702.170d): castable only on a later turn.
  const later = permitted ? null : exiledForLater(ctx, obj, player);
  if (later && !later.now)
    return {
      modes: [],
      refusals: [
        {
          reason: `it was ${later.how === 'plot' ? 'plotted' : 'foretold'} this turn: it may be cast only on a later turn`,
          rule: later.how === 'plot' ? RULE.plottedCast : RULE.foretell,
        },
      ],
    };
  // Cast as a plotted card: without paying its mana cost, only as a sorcery (702.170d).
  const plotted = later?.how === 'plot';
  // By an effect's permission "… without paying its mana cost" (CR 118.9, 601.3): only so.
  const freePerm = !inOwnHand && !!obj.playPermission?.free && playPermitted(ctx, obj, player, false);
  const alts = altCostsFrom(ctx, def, obj, player, how);
  // An adventurer card is cast as the creature or as its Adventure (CR 715.3); exiled by its own
  // Adventure, only as the creature, by the player who cast the Adventure (715.4). A prepare
  // card is cast only as the creature; its exiled prepare-spell copy only as that spell.
  const adventure = def.adventure;
  const halves: (HalfDef | undefined)[] =
    def.halves ??
    (!adventure ? [undefined] : adventure.prepare ? [obj.preparedFor ? adventure : undefined] : [undefined, adventure]);
  const fromAdventure = obj.zone === 'exile' && obj.onAdventure === player;
  const modes: CastMode[] = [];
  if (def.morph && permitted && !how.free && !freePerm && how.manaValueBelow === undefined) {
    const refusal = faceDownRefusal(ctx, player, obj, how);
    if (refusal) refusals.push(refusal);
    else modes.push({ half: null, cost: 'face-down' });
  }
  for (const half of halves) {
    if (fromAdventure && !permitted && half) continue;
    const name = half?.name ?? def.name;
    const types = halfTypes(def, half);
    // CR 702.8a: flash lets a spell be cast any time its caster could cast an instant. During
    // another resolution (CR 608.2g) only the card's own timing restriction still applies.
    // A plotted card, even an instant, only as a sorcery (702.170d).
    const normal = plotted
      ? sorceryTime(ctx, player)
        ? null
        : {
            reason: 'a plotted card can be cast only during your main phase while the stack is empty',
            rule: RULE.plottedCast,
          }
      : how.duringResolution
        ? null
        : normalTimingRefusal(
            ctx,
            player,
            types.includes('instant') ||
              (!half &&
                (hasKeyword(ctx, obj, 'flash') ||
                  // CR 601.3: "you may cast this spell as though it had flash if …".
                  (!!def.flashIf && conditionHolds(ctx, READER, { you: player, source: obj.id }, def.flashIf)))) ||
              !!LAZY_FLASH.granted?.(ctx, player, obj, half?.name ?? null),
          );
    // CR 702.190a: sneak is usable any time its caster could cast an instant during their declare
    // blockers step; otherwise out of its normal timing, only so.
    const onlySneak =
      !plotted &&
      !freePerm &&
      !!normal &&
      !how.free &&
      sneakWindow(ctx, player) &&
      alts.some((a) => a.kind === 'sneak');
    const t =
      (onlySneak ? null : normal) ??
      castTimingRefusal(
        ctx,
        player,
        // The main face's restriction, not its Adventure's (CR 715.3b: only the Adventure's text).
        half && half === adventure ? undefined : def.castRestriction,
        obj.id,
      );
    if (t) {
      refusals.push(t);
      continue;
    }
    // CR 702.127a: an aftermath half is cast only from a graveyard, and from its owner's without
    // any other permission.
    if (half?.aftermath && obj.zone !== 'graveyard') {
      refusals.push({
        reason: `${name} has aftermath: it can be cast only from a graveyard`,
        rule: RULE.aftermath,
      });
      continue;
    }
    const aftermathFromGraveyard = !!half?.aftermath && obj.zonePlayer === player && isCard(obj);
    if (how.manaValueBelow !== undefined) {
      const mv = manaValueOf(parseManaCost(half ? half.manaCost : def.manaCost));
      if (mv >= how.manaValueBelow) {
        refusals.push({
          reason: `${name} has mana value ${mv}, not less than ${how.manaValueBelow}`,
          rule: RULE.cascade,
        });
        continue;
      }
    }
    const legendary = legendarySpellRefusal(ctx, player, def, half);
    if (legendary) {
      refusals.push(legendary);
      continue;
    }
    const prohibition = castProhibition(ctx, player, obj, name);
    if (prohibition) {
      refusals.push({
        reason: `${prohibition.reason} (${prohibition.source})`,
        rule: RULE.castPermission,
      });
      continue;
    }
    // Overloaded, a spell has no targets (CR 702.96c): it may be cast so even without one.
    const noTarget = !targetsAvailable(ctx, spellAbilityOf(def, half?.name ?? null), player, obj);
    if (noTarget && !alts.some((a) => a.kind === 'overload')) {
      refusals.push({ reason: `${name} has no legal target`, rule: RULE.castTargets });
      continue;
    }
    const sacrifice = def.additionalCosts?.find((c) => c.kind === 'sacrifice');
    if (sacrifice && sacrifice.kind === 'sacrifice' && !objectsMatching(ctx, sacrifice.filter, player, obj.id).length) {
      refusals.push({ reason: `its additional cost can't be paid: ${sacrifice.label}`, rule: RULE.additionalCost });
      continue;
    }
    const discard = def.additionalCosts?.find((c) => c.kind === 'discard');
    const others = ctx.s.players[player].hand.filter((id) => id !== obj.id).length;
    // "Discard X cards" can always be paid with X = 0 (CR 601.2b).
    if (discard?.kind === 'discard' && discard.count !== 'x' && others < discard.count) {
      refusals.push({
        reason: `its additional cost can't be paid: discard ${discard.count} card${discard.count === 1 ? '' : 's'} (${others} other card${others === 1 ? '' : 's'} in hand)`,
        rule: RULE.additionalCost,
      });
      continue;
    }
    const either = eitherCostOf(def);
    const eitherRefusal = either ? costKeywords('either').eitherRefusal(ctx, either, obj, player) : null;
    if (eitherRefusal) {
      refusals.push(eitherRefusal);
      continue;
    }
    const other = def.additionalCosts?.find((c) => c.kind === 'cost');
    const otherRefusal = other?.kind === 'cost' ? costRefusal(ctx, obj, other.cost, player) : null;
    if (other?.kind === 'cost' && otherRefusal) {
      refusals.push({
        reason: `its additional cost can't be paid: ${other.label} (${otherRefusal.reason})`,
        rule: RULE.additionalCost,
      });
      continue;
    }
    const costs: CastCost[] = [];
    /** Alternative costs that would allow the cast but can't be paid now, with why. */
    const unpayable: CastRefusal[] = [];
    if (how.free || plotted || freePerm) {
      costs.push('free');
      // CR 702.102a, 118.9: fuse isn't an alternative cost; a fused split card cast from the hand
      // without paying its mana cost has both halves.
      if (how.free && alts.some((a) => a.kind === 'fuse')) costs.push('fuse');
    } else {
      if (!onlySneak && (permitted || (fromAdventure && !half) || aftermathFromGraveyard)) {
        // CR 118.6: no mana cost (not {0}) can't be paid; only an alternative cost or a free cast allows it.
        if ((half ?? def).manaCost === '')
          unpayable.push({
            reason: `${name} has no mana cost, so it can't be cast by paying it`,
            rule: RULE.noManaCost,
          });
        else costs.push('mana');
      }
      for (const a of alts) {
        if (onlySneak && a.kind !== 'sneak') continue;
        // Sneak's and web-slinging's creature to return (./return-cost.ts).
        const returns =
          (a.kind === 'sneak' || a.kind === 'web-slinging') &&
          costKeywords(a.kind).returnCostRefusal(ctx, a.kind, obj, player);
        if (returns) {
          unpayable.push(returns);
          continue;
        }
        // From a graveyard (CR 702.34a, 702.81a, 702.133a, 702.187b); the cost's other parts and condition (118.9).
        const refusal =
          (castsFromGraveyard(a) &&
            a.kind !== 'flashback' &&
            a.kind !== 'harmonize' &&
            costKeywords(a.kind).graveyardCastRefusal(ctx, a, obj, player)) ||
          alternativeCostRefusal(ctx, a, obj, player);
        if (refusal) {
          unpayable.push(refusal);
          continue;
        }
        // CR 702.103b, 601.2c: a bestowed Aura spell needs a creature to target.
        const noCreature = a.kind === 'bestow' && costKeywords(a.kind).bestowRefusal(ctx, def, obj, player);
        if (noCreature) {
          unpayable.push(noCreature);
          continue;
        }
        if (a.kind === 'surge' && spellsCastThisTurn(ctx, player) === 0) {
          // CR 702.117a: only if its caster has cast another spell this turn (this one isn't cast yet, 601.2i).
          unpayable.push({
            reason: "surge needs another spell cast by you this turn, and you haven't cast one",
            rule: RULE.surge,
          });
          continue;
        }
        if (a.kind === 'spectacle' && lifeLostThisTurn(ctx, opponentOf(player)) === 0) {
          // CR 702.137a: only if an opponent lost life this turn.
          unpayable.push({
            reason: 'spectacle needs an opponent of yours to have lost life this turn, and none has',
            rule: RULE.spectacle,
          });
          continue;
        }
        costs.push(a.kind);
      }
    }
    // Each cost's spell needs its targets (CR 601.2c): the overloaded spell has none (702.96c),
    // the awakened one also a land (702.113a).
    const targeted = costs.filter((c) =>
      targetsAvailable(ctx, spellAbilityOf(def, half?.name ?? null, c), player, obj),
    );
    if (costs.length && !targeted.length) {
      refusals.push({ reason: `${name} has no legal target`, rule: RULE.castTargets });
      continue;
    }
    if (!costs.length) {
      refusals.push(
        unpayable[0] ?? {
          reason: `nothing allows casting it from ${obj.zone === 'hand' ? "another player's hand" : `the ${obj.zone}`}`,
          rule: RULE.castPermission,
        },
      );
      continue;
    }
    for (const cost of targeted) modes.push({ half: half?.name ?? null, cost });
  }
  return { modes, refusals };
}

/**
 * Why a card with morph can't be cast face down now (CR 702.37c, 708.4), or null: the face-down
 * spell is a colourless 2/2 creature spell with no name and no abilities (708.2a), so it has a
 * creature's timing (no flash, 307.1) and only what forbids such a spell forbids it (601.3).
 */
function faceDownRefusal(ctx: Ctx, player: PlayerId, obj: GameObject, how: CastContext): CastRefusal | null {
  const faceDown: GameObject = { ...obj, faceDown: faceDownBy(defOf(ctx, obj)) };
  const t = how.duringResolution ? null : normalTimingRefusal(ctx, player, false);
  if (t) return t;
  const prohibition = castProhibition(ctx, player, faceDown, '');
  return prohibition ? { reason: `${prohibition.reason} (${prohibition.source})`, rule: RULE.castPermission } : null;
}
