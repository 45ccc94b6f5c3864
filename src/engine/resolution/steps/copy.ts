/**
 * Copy steps (CR 707): copying a card in the zone of the original (707.12), casting that copy
 * during the resolution without paying its mana cost (608.2g, 118.9), and copying a spell onto
 * the stack (707.10), with the option to choose new targets (707.10c, 115.7d) and haste for a
 * permanent spell copy (Spider-Verse).
 */
import { copiableKey } from '../../state/faces';
import { castModes, spellSpecOf, withSpliced } from '../../casting/cast-options';
import { castTask } from '../../casting/cast';
import { castHalf, displayName, isPermanentCard } from '../../derived/characteristics';
import { defOf, emit, liveObject, peek, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { legalTargets } from '../../derived/filters';
import { createObject, objectOrLki, zoneWords } from '../../zones/objects';
import { noteOnce, refId, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { RULE } from '../../state/rules';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';
import { repeatCopies } from './repeat-copies';
import { parseManaCost } from '../../state/mana-cost';
import type { EntityId, GameObject, SpellInfo } from '../../state/types';

function runCopyCard(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'copyCard'>): StepResult {
  const name = sourceName(ctx, r);
  const id = refId(ctx, r, step.of);
  const look = id && id !== 'p1' && id !== 'p2' ? objectOrLki(ctx, id) : null;
  if (!look) {
    r.vars[step.as] = null;
    nothing(ctx, r, `${name}: there is nothing to copy, so no copy is made.`, RULE.copyCard);
    return 'next';
  }
  if (step.optional && t.sub === 0) {
    const ans = takeAnswer(t);
    if (typeof ans !== 'boolean') {
      return ask(ctx, {
        player: r.controller,
        kind: 'may',
        purpose: 'copy',
        rule: RULE.copyCard,
        about: look.object.id,
        prompt: `${name}: ${step.prompt ?? `copy ${look.snapshot?.names.join(' // ') ?? displayName(ctx, look.object)}?`}`,
      });
    }
    if (!ans) {
      r.vars[step.as] = null;
      return 'next';
    }
    t.sub = 1;
  }
  noteOnce(ctx, r, look, 'the card has left its zone; it is copied as it last existed there');
  const orig = look.object;
  // CR 707.12: the copy is created in the zone of the original; CR 112.2a: owned by the
  // player told to cast it.
  const copy = createObject(ctx, {
    // A face-down original's copiable values are the face-down ones (CR 707.2, 708.2a).
    def: copiableKey(orig),
    owner: r.controller,
    controller: r.controller,
    zone: orig.zone,
    zonePlayer: orig.zonePlayer,
    copyOf: orig.id,
    cardId: null,
  });
  r.vars[step.as] = copy.id;
  emit(ctx, {
    type: 'CopyCreated',
    objectId: copy.id,
    of: orig.id,
    zone: orig.zone,
    owner: r.controller,
    rule: RULE.copyCard,
    objects: [copy.id, orig.id],
    cards: orig.cardId ? [orig.cardId] : [],
    text: `${name} created a copy of ${displayName(ctx, copy)} in ${zoneWords(orig.zone, orig.zonePlayer)}, owned by ${r.controller} (CR 707.12, 112.2a).`,
  });
  return 'next';
}

function runCastCopy(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'castCopy'>): StepResult {
  const name = sourceName(ctx, r);
  const copy = peek(ctx, refId(ctx, r, step.what));
  if (!copy) {
    r.vars[step.as] = false;
    return 'next';
  }
  const how = { free: true, duringResolution: true };
  const { modes, refusals } = castModes(ctx, r.controller, copy, how);
  if (!modes.length) {
    r.vars[step.as] = false;
    const why = refusals[0];
    nothing(
      ctx,
      r,
      `${name}: the copy of ${displayName(ctx, copy)} can't be cast: ${why?.reason ?? 'not allowed'} (CR ${why?.rule ?? RULE.castPermission}).`,
      why?.rule ?? RULE.castPermission,
    );
    return 'next';
  }
  const ans = takeAnswer(t);
  if (typeof ans !== 'boolean') {
    return ask(ctx, {
      player: r.controller,
      kind: 'may',
      purpose: 'cast-copy',
      rule: RULE.castDuringResolution,
      about: copy.id,
      prompt: `${name}: cast the copy of ${displayName(ctx, copy)} without paying its mana cost?`,
    });
  }
  r.vars[step.as] = ans;
  if (!ans) {
    emit(ctx, {
      type: 'Note',
      rule: RULE.sbaCopy,
      objects: [copy.id],
      cards: [],
      text: `${r.controller} chose not to cast the copy; it stays in the ${copy.zone} until state-based actions are checked, then ceases to exist (CR 704.5e).`,
    });
    return 'next';
  }
  ctx.s.tasks.push(castTask(r.controller, copy.id, copy.zone, how, {}, copy.zonePlayer));
  return 'child';
}

/** Whether the spell's mana cost (or cast half's) has {X}. */
/** A spell's record without what only a cast spell has (CR 707.10: a copy is not cast). */
function notCast(info: SpellInfo): SpellInfo {
  const { castInMainPhaseBy: _cast, ...rest } = info;
  return rest;
}

function hasX(ctx: Ctx, spell: GameObject): boolean {
  const def = defOf(ctx, spell);
  const half = castHalf(def, spell);
  return parseManaCost(half ? half.manaCost : def.manaCost).xCount > 0;
}

function copyOnce(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'copySpell'>): StepResult {
  const name = sourceName(ctx, r);
  if (t.sub === 0) {
    const look = objectOrLki(ctx, refId(ctx, r, step.what));
    if (!look || !look.object.spell) {
      nothing(ctx, r, `${name}: there is no spell to copy.`, RULE.copySpell);
      return 'next';
    }
    noteOnce(
      ctx,
      r,
      look,
      'the spell has left the stack; it is copied as it last existed there (inference: CR 608.2h)',
    );
    const orig = look.object;
    const info = orig.spell as NonNullable<typeof orig.spell>;
    // CR 707.10: the copy is put on the stack, not cast; it keeps X, targets, modes and costs paid.
    const copy = createObject(ctx, {
      // A face-down original's copiable values are the face-down ones (CR 707.2, 708.2a).
      def: copiableKey(orig),
      owner: r.controller,
      controller: r.controller,
      zone: 'stack',
      copyOf: orig.id,
      // A copy of a double-faced spell has the face up the spell has (CR 707.10g).
      ...(orig.backFaceUp ? { backFaceUp: true as const } : {}),
      // A copy of a bestowed Aura spell is a bestowed Aura spell (CR 707.10, 702.103b).
      ...(orig.bestowed ? { bestowed: true as const } : {}),
      // A copy was not cast (CR 707.10): nor cast from a zone, nor during anyone's main phase.
      spell: {
        ...notCast(info),
        targets: info.targets.map((s) => [...s]),
        sacrificed: [...info.sacrificed],
        castFrom: null,
      },
    });
    r.vars._copy = copy.id;
    emit(ctx, {
      type: 'SpellCopied',
      objectId: copy.id,
      of: orig.id,
      player: r.controller,
      rule: RULE.copySpell,
      objects: [copy.id, orig.id],
      cards: [],
      text:
        `${name} put a copy of ${displayName(ctx, copy)} on the stack (not cast, so it doesn't trigger "when you cast"; it keeps the choices made for the original` +
        `${hasX(ctx, copy) ? `, X = ${info.x}` : ''}${info.kicked ? ', kicked' : ''}${info.targets.some((s) => s.length) ? ', its targets' : ''}, CR 707.10).`,
    });
    if (step.permanentGainsHaste && isPermanentCard(ctx, copy)) {
      copy.hasteGranted = true;
      emit(ctx, {
        type: 'Note',
        rule: RULE.copyCarriesOver,
        objects: [copy.id],
        cards: [],
        text: `The copy is a permanent spell, so it gains haste (it will keep it as a permanent, CR ${RULE.copyCarriesOver}).`,
      });
    }
    t.sub = 1;
  }
  const copy = liveObject(ctx, r.vars._copy as string);
  if (!copy?.spell) return 'next';
  const def = defOf(ctx, copy);
  const specs = withSpliced(
    ctx,
    spellSpecOf(def, castHalf(def, copy)?.name ?? null, copy.spell.modes, copy.spell.altCost, copy.spell.kicked),
    copy.spell.spliced,
  ).targets;
  if (!step.newTargets || !specs.length) return 'next';
  if (t.sub === 1) {
    const ans = takeAnswer(t);
    if (typeof ans !== 'boolean') {
      return ask(ctx, {
        player: r.controller,
        kind: 'may',
        purpose: 'new-targets',
        rule: RULE.copySpellNewTargets,
        about: copy.id,
        prompt: `${name}: choose new targets for the copy of ${displayName(ctx, copy)}?`,
      });
    }
    if (!ans) return 'next';
    t.sub = 2;
  }
  // One decision per target slot (CR 115.7d: each new target must be legal). The number of
  // targets and any division of damage stay as they were (CR 707.10, 115.7f): the new target in
  // each position takes the old one's share.
  const slot = t.sub - 2;
  const spec = specs[slot];
  if (!spec) return 'next';
  const count = copy.spell.targets[slot]?.length ?? 0;
  if (count === 0) {
    t.sub++;
    return specs[slot + 1] ? copyOnce(ctx, r, t, step) : 'next';
  }
  const ans = takeAnswer(t);
  if (!Array.isArray(ans)) {
    const before = copy.spell.targets.slice(0, slot);
    const cands: EntityId[] = legalTargets(ctx, spec, r.controller, copy.id, undefined, before);
    return ask(ctx, {
      player: r.controller,
      kind: 'chooseObjects',
      purpose: 'targets',
      rule: RULE.targetsNewChoose,
      about: copy.id,
      prompt: `Choose ${count === 1 ? `1 new target (${spec.label})` : `${count} new targets (${spec.label})`} for the copy of ${displayName(ctx, copy)}${count > 1 ? ', in order: each takes the share of the target it replaces' : ''}.`,
      candidates: cands,
      min: count,
      max: count,
    });
  }
  copy.spell.targets[slot] = ans;
  t.sub++;
  return specs[slot + 1] ? copyOnce(ctx, r, t, step) : 'next';
}

/**
 * Copies a spell once, or `count` times ("copy it for each other spell cast before it this turn",
 * storm, CR 702.40a): each copy is made, and its new targets chosen, before the next (707.10c).
 */
function copySpell(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'copySpell'>): StepResult {
  return repeatCopies(ctx, r, t, step.count, '_copiesLeft', () => copyOnce(ctx, r, t, step));
}

export const copySteps: Pick<StepTable, 'copyCard' | 'castCopy' | 'copySpell'> = {
  copyCard: { rule: RULE.copyCard, run: runCopyCard },
  castCopy: { rule: RULE.castDuringResolution, run: runCastCopy },
  copySpell: { rule: RULE.copySpell, run: copySpell },
};
