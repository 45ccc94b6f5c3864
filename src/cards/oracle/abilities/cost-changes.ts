/**
 * "This spell costs {1} less to cast for each …" / "… if …" / "… {1} more …" (written "~
 * costs …"): a static ability of the spell that changes its own total cost as it is cast (CR
 * 601.2f); "Creature spells you cast cost {1} less to cast": a permanent's static ability
 * changing the cost of the spells the players it names cast. Read by the grammar
 * (grammar/cost-changes.ts). "It" in a spell's condition is the spell ("if it targets a tapped
 * creature"); a count that names a pronoun is not read.
 */
import type { Amount, Condition, CostChange, ObjectFilter } from '../../../engine';
import { newBuild, type CardFacts } from '../build';
import { lowerAmount } from '../grammar/amounts';
import {
  abilityCostChange,
  nthSpellCostChange,
  selfCostChange,
  spellsCostChange,
  type CostChangeNode,
} from '../grammar/cost-changes';
import { LexError, tokenize } from '../grammar/lexer';
import { BudgetError, parseAll } from '../grammar/peg';
import { bindIt, bindItWas, parseCondition, thatNouns } from '../phrases/conditions';
import type { AbilityCompiler, Part } from './part';
import { parseObjects } from '../phrases/objects';

/**
 * Affinity (CR 702.41a): "Affinity for [text]" means "This spell costs {1} less to cast for each
 * [text] you control." ("Affinity for artifacts", "Affinity for Equipment").
 */
export function affinity(text: string): Part | null {
  const m = /^affinity for ([a-z][a-z -]*?)\.?$/i.exec(text.trim());
  if (!m) return null;
  const ph = parseObjects(`${m[1] as string} you control`);
  if (!ph?.plural || ph.other || ph.filter.zone) return null;
  return { costChanges: [{ change: 'less', mana: '{1}', each: { count: ph.filter } }] };
}

/**
 * Undaunted (CR 702.125a): "This spell costs {1} less to cast for each opponent you have."
 */
export function undaunted(text: string): Part | null {
  return /^undaunted\.?$/i.test(text.trim())
    ? { costChanges: [{ change: 'less', mana: '{1}', each: { opponents: true } }] }
    : null;
}

/**
 * "Creature spells you cast cost {1} less to cast.": a static ability affecting players (CR
 * 601.2f). "… for each +1/+1 counter on ~", "{X} less to cast, where X is ~'s power": counted
 * for the permanent with the ability as each spell's total cost is determined; "… as long as
 * there are three or more Lesson cards in your graveyard": the ability's condition (611.3a).
 */
function spellsCost(text: string, card: CardFacts): Part | null {
  if (!/ costs? \{[^}]+\}/.test(text) || /^~/.test(text)) return null;
  const asLong = /^(.+ to cast) as long as ([^,]+?)\.?$/.exec(text);
  const body = asLong ? `${asLong[1] as string}.` : text;
  const condition = asLong ? parseCondition(asLong[2] as string) : undefined;
  if (condition === null) return null;
  let r;
  try {
    const tokens = tokenize(body);
    r = parseAll(/^The (?:first|second) /.test(body) ? nthSpellCostChange : spellsCostChange, tokens);
  } catch (e) {
    if (e instanceof BudgetError || e instanceof LexError) return null;
    throw e;
  }
  if (!r.ok) return null;
  const { spells, casters, change, mana, targeting, yourTurn, nth } = r.v;
  const from = nth ? nthSpell(spells, nth) : r.v.from;
  // "during your turn" and "as long as …" together are not read.
  if (yourTurn && condition) return null;
  let each: Amount | undefined;
  if (r.v.each) {
    const b = newBuild(card);
    const n = lowerAmount(b, r.v.each);
    if (n === null || b.usesX) return null;
    each = n;
  }
  return {
    statics: [
      {
        affects: { players: casters },
        spellCosts: {
          spells,
          change,
          mana,
          ...(each !== undefined ? { each } : {}),
          ...(from ? { ifSpell: from } : {}),
          ...(targeting ? { targeting } : {}),
        },
        ...(condition ? { condition } : {}),
        ...(yourTurn ? { condition: { yourTurn: true } } : {}),
      },
    ],
  };
}

/**
 * "The first creature spell you cast each turn" (CR 601.2f): as its total cost is determined the
 * spell is not yet cast (601.2i), so it is the first (second) of its kind when its caster has cast
 * none (one) of that kind this turn, counted from the turn's record whenever the permanent arrived.
 */
function nthSpell(spells: ObjectFilter, nth: 1 | 2): Condition {
  const kind = {
    ...(spells.types ? { types: spells.types } : {}),
    ...(spells.notTypes ? { notTypes: spells.notTypes } : {}),
  };
  return { compare: [{ spellsCastThisTurn: { ref: 'you' }, ...kind }, '=', nth - 1] };
}

export const costChanges: AbilityCompiler = (text, card) => {
  const aff = affinity(text);
  if (aff) return aff;
  const others = card.isSpell ? null : spellsCost(text, card);
  if (others) return others;
  if (!/^(?:~|(?:If|During) [^,]+, ~) costs \{/.test(text)) return null;
  const node = parseCostChange(selfCostChange, text);
  if (!node) return null;
  const out = [node, ...(node.also ?? [])].map((n) => lowerCostChange(n, card, true));
  return out.every((c) => c !== null) ? { costChanges: out as CostChange[] } : null;
};

/**
 * "This ability costs {1} less to activate for each …" (CR 602.2b, 601.2f): an activated
 * ability's own cost change, read by the grammar; null if not read. "It" in its condition would
 * be the ability's target, which is not read.
 */
export function abilityCostChangeOf(sentence: string, card: CardFacts, mana = ''): CostChange | null {
  // `mana`: the ability's own mana cost; a hybrid or Phyrexian symbol there counts as the card's.
  const facts = /\{[^}]*\/[^}]*\}/.test(mana) ? { ...card, hybridMana: true } : card;
  return readCostChange(abilityCostChange, sentence, facts, false);
}

/** A cost change read by `rule` and lowered; `bindToSpell`: "it" in a condition is the spell. */
function readCostChange(
  rule: typeof selfCostChange,
  text: string,
  card: CardFacts,
  bindToSpell = true,
): CostChange | null {
  const node = parseCostChange(rule, text);
  // "… and {1} less …" of an ability's cost is not read.
  return node && !node.also ? lowerCostChange(node, card, bindToSpell) : null;
}

/** `text` read by `rule`, or null. */
function parseCostChange(rule: typeof selfCostChange, text: string): CostChangeNode | null {
  let r;
  try {
    r = parseAll(rule, tokenize(text));
  } catch (e) {
    if (e instanceof BudgetError || e instanceof LexError) return null;
    throw e;
  }
  return r.ok ? r.v : null;
}

/** One cost change as read, lowered; `bindToSpell`: "it" in its condition is the spell. */
function lowerCostChange(node: CostChangeNode, card: CardFacts, bindToSpell: boolean): CostChange | null {
  // A coloured reduction of a cost with hybrid or Phyrexian symbols (CR 118.7) is not read.
  if (node.change === 'less' && /[WUBRG]\}/.test(node.mana) && card.hybridMana) return null;
  const out: CostChange = { change: node.change, mana: node.mana };
  if (node.condition) {
    // "it" is the spell itself ("if it targets a tapped creature"); an ability's "it" is not read.
    const it = bindToSpell ? ({ ref: 'source' } as const) : null;
    const was = thatNouns(node.condition).size ? null : bindItWas(node.condition, it);
    const c = was && bindIt(was, it);
    if (!c) return null;
    out.condition = c;
  }
  if (node.each) {
    const b = newBuild(card);
    const each = lowerAmount(b, node.each);
    if (each === null || b.usesX) return null;
    out.each = each;
  }
  return out;
}
