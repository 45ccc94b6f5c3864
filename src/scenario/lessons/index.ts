/**
 * The built-in lessons: one scenario file per official ruling (docs/scenario-format.md), grouped
 * by card. The app opens on this list; each lesson has a test that replays it and checks the
 * outcome the ruling states (src/scenario/lessons/*.test.ts).
 */
import generalUndefinedManaType from './general/undefined-mana-type.json';
import generalCouldProduce from './general/could-produce.json';
import generalTapForMana from './general/tap-for-mana.json';
import generalTappedForManaTriggers from './general/tapped-for-mana-triggers.json';
import generalManaReplacementOrder from './general/mana-replacement-order.json';
import generalXOnEntering from './general/x-on-entering.json';
import generalTapSymbol from './general/tap-symbol.json';
import generalUntapSymbol from './general/untap-symbol.json';
import voluteCopyCastFromGraveyard from './volute/copy-cast-from-graveyard.json';
import voluteCopyNotCast from './volute/copy-not-cast.json';
import voluteNothingToAttach from './volute/nothing-to-attach.json';
import voluteVoluteLeavesFirst from './volute/volute-leaves-first.json';
import voluteEnchantsCardInGraveyard from './volute/enchants-card-in-graveyard.json';
import voluteCardExiledInResponse from './volute/card-exiled-in-response.json';
import voluteTargetsAndEnchants from './volute/targets-and-enchants.json';
import voluteTargetGone from './volute/target-gone.json';
import voluteFallsOffCremate from './volute/falls-off-cremate.json';
import voluteFallsOffFlashback from './volute/falls-off-flashback.json';
import helixHelixLeaves from './helix/helix-leaves.json';
import helixImprintedCardLeaves from './helix/imprinted-card-leaves.json';
import helixCastDuringResolution from './helix/cast-during-resolution.json';
import helixSameNameOneCopy from './helix/same-name-one-copy.json';
import helixCopyNotCast from './helix/copy-not-cast.json';
import helixOnlyOneImprinted from './helix/only-one-imprinted.json';
import helixXIsZero from './helix/x-is-zero.json';
import helixAdditionalCost from './helix/additional-cost.json';
import helixCantCastProhibited from './helix/cant-cast-prohibited.json';
import helixCantCastNoTarget from './helix/cant-cast-no-target.json';
import helixCopyInExile from './helix/copy-in-exile.json';
import helixBothOptional from './helix/both-optional.json';
import helixSplitCardName from './helix/split-card-name.json';
import helixSplitCardCopied from './helix/split-card-copied.json';
import helixCopyIsNotACard from './helix/copy-is-not-a-card.json';
import spiderCopyKeepsX from './spider-verse/copy-keeps-x.json';
import spiderPermanentCopyToken from './spider-verse/permanent-copy-token.json';
import spiderOneSpiderOneLegend from './spider-verse/one-spider-one-legend.json';
import spiderSpidersAndLegends from './spider-verse/spiders-and-legends.json';
import spiderOnceEachTurnStack from './spider-verse/once-each-turn-stack.json';
import spiderDecliningKeepsIt from './spider-verse/declining-keeps-it.json';
import spiderCopiesVoluteCopy from './spider-verse/copies-volute-copy.json';
import savantSeveralSavants from './savant/several-savants.json';
import savantChooseWhichCopy from './savant/choose-which-copy.json';
import savantMandatoryAdditionalCost from './savant/mandatory-additional-cost.json';
import savantOptionalAdditionalCost from './savant/optional-additional-cost.json';
import savantXIsZero from './savant/x-is-zero.json';
import savantCastFromExile from './savant/cast-from-exile.json';
import savantPanicOutsideCombat from './savant/panic-outside-combat.json';
import savantPanicInCombat from './savant/panic-in-combat.json';

/** A lesson as the gallery lists it. `doc` is an unrestored scenario document. */
export interface LessonEntry {
  /** Stable slug, used in URLs (`#lesson=<id>`). */
  id: string;
  /** Gallery group: the card it is about, or "General rulings". */
  group: string;
  title: string;
  doc: unknown;
}

export { LESSON_GROUPS } from './groups';

/**
 * Every lesson, grouped as in {@link LESSON_GROUPS}; within a group, in the order of the official
 * rulings in the seed files (a ruling with two outcomes has two lessons side by side), then any
 * extra lessons about our own readings. Ids are stable: links use them.
 */
export const LESSONS: readonly LessonEntry[] = [
  // General rulings
  {
    id: 'general-undefined-mana-type',
    group: 'General rulings',
    title: generalUndefinedManaType.title,
    doc: generalUndefinedManaType,
  },
  { id: 'general-could-produce', group: 'General rulings', title: generalCouldProduce.title, doc: generalCouldProduce },
  { id: 'general-tap-for-mana', group: 'General rulings', title: generalTapForMana.title, doc: generalTapForMana },
  {
    id: 'general-tapped-for-mana-triggers',
    group: 'General rulings',
    title: generalTappedForManaTriggers.title,
    doc: generalTappedForManaTriggers,
  },
  {
    id: 'general-mana-replacement-order',
    group: 'General rulings',
    title: generalManaReplacementOrder.title,
    doc: generalManaReplacementOrder,
  },
  { id: 'general-x-on-entering', group: 'General rulings', title: generalXOnEntering.title, doc: generalXOnEntering },
  { id: 'general-tap-symbol', group: 'General rulings', title: generalTapSymbol.title, doc: generalTapSymbol },
  { id: 'general-untap-symbol', group: 'General rulings', title: generalUntapSymbol.title, doc: generalUntapSymbol },
  // Spellweaver Volute
  {
    id: 'volute-copy-cast',
    group: 'Spellweaver Volute',
    title: voluteCopyCastFromGraveyard.title,
    doc: voluteCopyCastFromGraveyard,
  },
  { id: 'volute-copy-not-cast', group: 'Spellweaver Volute', title: voluteCopyNotCast.title, doc: voluteCopyNotCast },
  {
    id: 'volute-nothing-to-attach',
    group: 'Spellweaver Volute',
    title: voluteNothingToAttach.title,
    doc: voluteNothingToAttach,
  },
  {
    id: 'volute-leaves-first',
    group: 'Spellweaver Volute',
    title: voluteVoluteLeavesFirst.title,
    doc: voluteVoluteLeavesFirst,
  },
  {
    id: 'volute-enchants-card-in-graveyard',
    group: 'Spellweaver Volute',
    title: voluteEnchantsCardInGraveyard.title,
    doc: voluteEnchantsCardInGraveyard,
  },
  {
    id: 'volute-card-exiled-in-response',
    group: 'Spellweaver Volute',
    title: voluteCardExiledInResponse.title,
    doc: voluteCardExiledInResponse,
  },
  {
    id: 'volute-targets-and-enchants',
    group: 'Spellweaver Volute',
    title: voluteTargetsAndEnchants.title,
    doc: voluteTargetsAndEnchants,
  },
  { id: 'volute-target-gone', group: 'Spellweaver Volute', title: voluteTargetGone.title, doc: voluteTargetGone },
  {
    id: 'volute-falls-off-cremate',
    group: 'Spellweaver Volute',
    title: voluteFallsOffCremate.title,
    doc: voluteFallsOffCremate,
  },
  {
    id: 'volute-falls-off-flashback',
    group: 'Spellweaver Volute',
    title: voluteFallsOffFlashback.title,
    doc: voluteFallsOffFlashback,
  },
  // Spellweaver Helix
  { id: 'helix-leaves', group: 'Spellweaver Helix', title: helixHelixLeaves.title, doc: helixHelixLeaves },
  {
    id: 'helix-imprinted-card-leaves',
    group: 'Spellweaver Helix',
    title: helixImprintedCardLeaves.title,
    doc: helixImprintedCardLeaves,
  },
  {
    id: 'helix-cast-during-resolution',
    group: 'Spellweaver Helix',
    title: helixCastDuringResolution.title,
    doc: helixCastDuringResolution,
  },
  {
    id: 'helix-same-name-one-copy',
    group: 'Spellweaver Helix',
    title: helixSameNameOneCopy.title,
    doc: helixSameNameOneCopy,
  },
  { id: 'helix-copy-not-cast', group: 'Spellweaver Helix', title: helixCopyNotCast.title, doc: helixCopyNotCast },
  {
    id: 'helix-only-one-imprinted',
    group: 'Spellweaver Helix',
    title: helixOnlyOneImprinted.title,
    doc: helixOnlyOneImprinted,
  },
  { id: 'helix-x-is-zero', group: 'Spellweaver Helix', title: helixXIsZero.title, doc: helixXIsZero },
  {
    id: 'helix-additional-cost',
    group: 'Spellweaver Helix',
    title: helixAdditionalCost.title,
    doc: helixAdditionalCost,
  },
  {
    id: 'helix-cant-cast-prohibited',
    group: 'Spellweaver Helix',
    title: helixCantCastProhibited.title,
    doc: helixCantCastProhibited,
  },
  {
    id: 'helix-cant-cast-no-target',
    group: 'Spellweaver Helix',
    title: helixCantCastNoTarget.title,
    doc: helixCantCastNoTarget,
  },
  { id: 'helix-copy-in-exile', group: 'Spellweaver Helix', title: helixCopyInExile.title, doc: helixCopyInExile },
  { id: 'helix-both-optional', group: 'Spellweaver Helix', title: helixBothOptional.title, doc: helixBothOptional },
  { id: 'helix-split-card-name', group: 'Spellweaver Helix', title: helixSplitCardName.title, doc: helixSplitCardName },
  {
    id: 'helix-split-card-copied',
    group: 'Spellweaver Helix',
    title: helixSplitCardCopied.title,
    doc: helixSplitCardCopied,
  },
  {
    id: 'helix-copy-is-not-a-card',
    group: 'Spellweaver Helix',
    title: helixCopyIsNotACard.title,
    doc: helixCopyIsNotACard,
  },
  // Spider-Verse
  { id: 'spider-verse-copy-keeps-x', group: 'Spider-Verse', title: spiderCopyKeepsX.title, doc: spiderCopyKeepsX },
  {
    id: 'spider-verse-permanent-copy-token',
    group: 'Spider-Verse',
    title: spiderPermanentCopyToken.title,
    doc: spiderPermanentCopyToken,
  },
  {
    id: 'spider-verse-one-spider-one-legend',
    group: 'Spider-Verse',
    title: spiderOneSpiderOneLegend.title,
    doc: spiderOneSpiderOneLegend,
  },
  {
    id: 'spider-verse-spiders-and-legends',
    group: 'Spider-Verse',
    title: spiderSpidersAndLegends.title,
    doc: spiderSpidersAndLegends,
  },
  {
    id: 'spider-verse-once-each-turn-stack',
    group: 'Spider-Verse',
    title: spiderOnceEachTurnStack.title,
    doc: spiderOnceEachTurnStack,
  },
  {
    id: 'spider-verse-declining-keeps-it',
    group: 'Spider-Verse',
    title: spiderDecliningKeepsIt.title,
    doc: spiderDecliningKeepsIt,
  },
  {
    id: 'spider-verse-copies-volute-copy',
    group: 'Spider-Verse',
    title: spiderCopiesVoluteCopy.title,
    doc: spiderCopiesVoluteCopy,
  },
  // Arcane Savant
  {
    id: 'savant-several-savants',
    group: 'Arcane Savant',
    title: savantSeveralSavants.title,
    doc: savantSeveralSavants,
  },
  {
    id: 'savant-choose-which-copy',
    group: 'Arcane Savant',
    title: savantChooseWhichCopy.title,
    doc: savantChooseWhichCopy,
  },
  {
    id: 'savant-mandatory-additional-cost',
    group: 'Arcane Savant',
    title: savantMandatoryAdditionalCost.title,
    doc: savantMandatoryAdditionalCost,
  },
  {
    id: 'savant-optional-additional-cost',
    group: 'Arcane Savant',
    title: savantOptionalAdditionalCost.title,
    doc: savantOptionalAdditionalCost,
  },
  { id: 'savant-x-is-zero', group: 'Arcane Savant', title: savantXIsZero.title, doc: savantXIsZero },
  { id: 'savant-cast-from-exile', group: 'Arcane Savant', title: savantCastFromExile.title, doc: savantCastFromExile },
  {
    id: 'savant-panic-outside-combat',
    group: 'Arcane Savant',
    title: savantPanicOutsideCombat.title,
    doc: savantPanicOutsideCombat,
  },
  { id: 'savant-panic-in-combat', group: 'Arcane Savant', title: savantPanicInCombat.title, doc: savantPanicInCombat },
];
