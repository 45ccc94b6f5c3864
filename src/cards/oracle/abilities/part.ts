/**
 * What one compiled ability adds to the card definition. An ability compiler returns a part,
 * a refusal (it recognised the kind of ability but can't enforce it, with the reason), or
 * null (not this kind of ability).
 */
import type { ActivatedSpec, CardDef, TriggeredSpec } from '../../../engine';
import type { CardFacts } from '../build';

/** Fields of a card definition an ability contributes (lists are appended). */
export type Part = Pick<
  CardDef,
  | 'keywords'
  | 'everyCreatureType'
  | 'colors'
  | 'enchant'
  | 'statics'
  | 'activated'
  | 'triggered'
  | 'replacements'
  | 'additionalCosts'
  | 'altCosts'
  | 'morph'
  | 'asTurnedFaceUp'
  | 'plot'
  | 'suspend'
  | 'splice'
  | 'costChanges'
  | 'castRestriction'
  | 'flashIf'
  | 'cantBeCountered'
  | 'spell'
  | 'asEnters'
  | 'dayNightBound'
>;

/** A recognised ability that is not enforced, and why. */
export interface Refusal {
  refused: string;
}

export type AbilityResult = Part | Refusal | null;

/** One kind of ability: tries to compile `text` (normalised) of a card. */
export type AbilityCompiler = (text: string, card: CardFacts) => AbilityResult;

export function refuse(why: string): Refusal {
  return { refused: why };
}

export function isRefusal(r: AbilityResult): r is Refusal {
  return !!r && 'refused' in r;
}

/** The one triggered ability a reading gave, or null (a refusal, nothing, or more than one). */
export function onlyTriggered(r: AbilityResult): TriggeredSpec | null {
  const specs = r && !isRefusal(r) ? (r.triggered ?? []) : [];
  return specs.length === 1 ? (specs[0] as TriggeredSpec) : null;
}

/** The one activated ability a reading gave, or null (a refusal, nothing, or more than one). */
export function onlyActivated(r: AbilityResult): ActivatedSpec | null {
  const specs = r && !isRefusal(r) ? (r.activated ?? []) : [];
  return specs.length === 1 ? (specs[0] as ActivatedSpec) : null;
}
