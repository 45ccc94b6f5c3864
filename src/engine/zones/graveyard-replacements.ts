/**
 * An object's own replacement effect on being put into a graveyard (CR 614.1a), whose code loads
 * with the cards that have it (every-step.ts imports this module, which installs
 * {@link ownGraveyardInstead} into objects.ts's LAZY_MOVE; steps-ready.ts loads it for a card
 * with an `ownGraveyardInstead` replacement):
 *
 * - "If ~ would be put into a graveyard from anywhere, exile it instead" (disturb's back faces),
 *   "…, reveal ~ and shuffle it into its owner's library instead" (Darksteel Colossus): from any
 *   zone — hand (discarded), library (milled), stack (countered, or an instant resolving),
 *   battlefield — as the ability names the zones it works from (CR 113.6).
 * - "If ~ would die, put it on top of its owner's library instead" (Gravebane Zombie), "… on the
 *   bottom …" (Nissa's Chosen): put into a graveyard from the battlefield (700.4).
 *
 * On the battlefield the permanent must have the ability now (not lost, CR 613.1f; a face-down
 * permanent has none, 708.2); elsewhere the card's own (a face-down card's none). With another
 * replacement of the same event (a finality counter, an exile shield, unearth), the object's
 * owner or controller would choose which applies (CR 616.1): the engine applies this one, which
 * keeps the card out of exile — and says so.
 */
import { displayName } from '../derived/characteristics';
import { staticIndex } from '../derived/statics';
import type { ReplacementSpec } from '../state/card-def';
import { defOf, emit, type Ctx } from '../state/context';
import { shuffleInPlace } from '../state/rng';
import { RULE } from '../state/rules';
import type { GameObject } from '../state/types';
import { readZone, setZone } from '../state/zone-lists';
import { LAZY_MOVE, moveObject, type MoveOptions } from './objects';

type Own = Extract<ReplacementSpec, { kind: 'ownGraveyardInstead' }>;

/** Where it goes instead, in words. */
const WORDS: Record<Own['to'], string> = {
  exile: 'it is exiled instead',
  libraryShuffle: "it is revealed and shuffled into its owner's library instead",
  libraryTop: "it is put on top of its owner's library instead",
  libraryBottom: "it is put on the bottom of its owner's library instead",
};

/**
 * The object `old` moved where its own replacement sends it instead of a graveyard, or null
 * when it has none that applies (see the module's note).
 */
export function ownGraveyardInstead(ctx: Ctx, old: GameObject, opts: MoveOptions): GameObject | null {
  if (old.faceDown) return null;
  const onBattlefield = old.zone === 'battlefield';
  const rep = (defOf(ctx, old).replacements ?? []).find(
    (r): r is Own => r.kind === 'ownGraveyardInstead' && (!r.dies || onBattlefield),
  );
  // On the battlefield, only while the permanent has the ability (not lost, CR 613.1f).
  if (!rep || (onBattlefield && !staticIndex(ctx).replacementSources.includes(old.id))) return null;
  const name = displayName(ctx, old);
  emit(ctx, {
    type: 'ReplacementApplied',
    source: old.id,
    rule: RULE.insteadReplacement,
    objects: [old.id],
    cards: old.cardId ? [old.cardId] : [],
    text: `${name} would be put into a graveyard${rep.dies ? ' (it would die)' : ''}; ${WORDS[rep.to]} (its own ability; with another such effect its owner would choose, CR 616.1).`,
  });
  const { player: _p, position: _pos, ...rest } = opts;
  void _p;
  void _pos;
  const why = `${opts.why ? `${opts.why}, ` : ''}${WORDS[rep.to]} (${name}'s ability)`;
  if (rep.to === 'exile') return moveObject(ctx, old.id, 'exile', { ...rest, why });
  const moved = moveObject(ctx, old.id, 'library', {
    ...rest,
    why,
    ...(rep.to === 'libraryTop'
      ? { position: 'top' as const }
      : rep.to === 'libraryBottom'
        ? { position: 'bottom' as const }
        : {}),
  });
  if (rep.to === 'libraryShuffle') {
    // CR 701.24: its owner's library, shuffled with the card in it.
    const lib = [...readZone(ctx, 'library', moved.zonePlayer)];
    shuffleInPlace(ctx.s, lib);
    setZone(ctx, 'library', moved.zonePlayer, lib);
    emit(ctx, {
      type: 'Note',
      rule: RULE.shuffle,
      objects: [moved.zonePlayer],
      cards: [],
      text: `${moved.zonePlayer} shuffled their library (${name}).`,
    });
  }
  return moved;
}

LAZY_MOVE.graveyard = ownGraveyardInstead;
