/**
 * The spell ability of an instant or sorcery (CR 113.3a): its effect, or its modes ("Choose
 * one —", CR 700.2), plus the lines that change how it is cast: "Cast ~ only …"
 * (601.3), "As an additional cost to cast ~, sacrifice a creature" (118.8).
 */
import { parseCondition } from '../phrases/conditions';
import type { CastTiming, CostSpec, ModeSpec, SpellSpec, Step } from '../../../engine';
import { parseCost } from './costs';
import { isPayableOrHybridCost } from '../phrases/mana';
import { newBuild, type CardFacts } from '../build';
import { buildEffect } from '../effects';
import { parseObjects } from '../phrases/objects';
import { parseCount } from '../phrases/numbers';
import { modeChoiceOf, readModalText } from './mode-header';
import { kickedSpell } from './kicked-spell';
import { costChanges } from './cost-changes';
import { isRefusal, refuse, type AbilityCompiler, type AbilityResult } from './part';

/** "Choose one —\n• …\n• …" → modes; or a plain effect. */
export function compileSpellEffect(text: string, card: CardFacts): AbilityResult {
  const modal = readModalText(text);
  // "That hasn't been chosen" is a permanent's ability's memory (CR 700.2), never a spell's.
  if (modal?.choice.unchosen) return refuse('a spell\'s "choose one that hasn\'t been chosen" is not understood');
  if (modal) {
    const options: ModeSpec[] = [];
    for (const [i, modeText] of modal.modes.entries()) {
      const b = newBuild(card);
      const failed = buildEffect(modeText, b);
      if (failed !== null) return refuse(`no template matches "${failed}"`);
      const cost = modal.costs?.[i];
      options.push({
        text: modal.labels[i] ?? modeText,
        targets: b.targets,
        steps: b.steps,
        ...(cost ? { cost } : {}),
      });
    }
    const modes = modeChoiceOf(modal, options, { ref: 'source' });
    if (!modes) return refuse(`the condition "if ${modal.instead?.condition}" of the mode choice is not understood`);
    const spell: SpellSpec = { targets: [], steps: [], modes };
    return { spell };
  }
  const b = newBuild(card);
  const failed = buildEffect(text, b);
  if (failed === null) return { spell: { targets: b.targets, steps: b.steps } };
  // "… If this spell was kicked, instead destroy target creature" (CR 702.33d): two programs.
  const kicked = kickedSpell(text, card);
  return kicked ? { spell: kicked } : refuse(`no template matches "${failed}"`);
}

/** The steps of the combat phase (CR 506.1). */
const COMBAT: Step[] = ['beginCombat', 'declareAttackers', 'declareBlockers', 'combatDamage', 'endCombat'];
/** The steps of a turn in which players get priority (CR 500.1, 502.4: none in the untap step). */
const TURN: Step[] = ['upkeep', 'draw', 'main1', ...COMBAT, 'main2', 'end'];

const TIMING: Record<string, CastTiming> = {
  'Cast ~ only during combat before blockers are declared': 'duringCombatBeforeBlockers',
  'Cast ~ only during combat': { onlyDuring: COMBAT },
  'Cast ~ only during the declare blockers step': { onlyDuring: ['declareBlockers'] },
  "Cast ~ only during the declare blockers step on an opponent's turn": {
    onlyDuring: ['declareBlockers'],
    opponentTurnOnly: true,
  },
  'Cast ~ only during the declare attackers step': { onlyDuring: ['declareAttackers'] },
  // A creature attacks its caster (CR 508.1): it is an opponent's turn.
  "Cast ~ only during the declare attackers step and only if you've been attacked this step": {
    onlyDuring: ['declareAttackers'],
    attackedOnly: true,
  },
  'Cast ~ only during combat after blockers are declared': {
    onlyDuring: ['declareBlockers', 'combatDamage', 'endCombat'],
  },
  'Cast ~ only during combat on your turn': { onlyDuring: COMBAT, yourTurnOnly: true },
  "Cast ~ only during combat on an opponent's turn": { onlyDuring: COMBAT, opponentTurnOnly: true },
  "Cast ~ only during an opponent's upkeep": { onlyDuring: ['upkeep'], opponentTurnOnly: true },
  "Cast ~ only during an opponent's turn": { onlyDuring: TURN, opponentTurnOnly: true },
  'Cast ~ only during your end step': { onlyDuring: ['end'], yourTurnOnly: true },
  // Before the declare attackers (blockers) step of the turn: the steps before it (CR 506.1).
  'Cast ~ only before attackers are declared': { onlyBefore: 'declareAttackers' },
  'Cast ~ only before blockers are declared': { onlyBefore: 'declareBlockers' },
  // After the combat phase: the second main phase and the ending phase (CR 505.1, 512.1).
  'Cast ~ only after combat': { onlyDuring: ['main2', 'end', 'cleanup'] },
  'Cast ~ only during your declare attackers step': { onlyDuring: ['declareAttackers'], yourTurnOnly: true },
  'Cast ~ only before the combat damage step': { onlyBefore: 'combatDamage' },
  'Cast ~ only during your turn': { onlyDuring: TURN, yourTurnOnly: true },
  // The opponent's turn from its draw step on (CR 503.1: the upkeep is the turn's first step with priority).
  "Cast ~ only during an opponent's turn after their upkeep step": {
    onlyDuring: TURN.slice(1),
    opponentTurnOnly: true,
  },
  // The steps of the opponent's turn with priority before the declare attackers step (CR 506.1).
  "Cast ~ only during an opponent's turn, before attackers are declared": {
    onlyDuring: ['upkeep', 'draw', 'main1', 'beginCombat'],
    opponentTurnOnly: true,
  },
  'Cast ~ only during combat on your turn before blockers are declared': {
    onlyDuring: ['beginCombat', 'declareAttackers'],
    yourTurnOnly: true,
  },
  // Before combat, or in combat before the declare blockers step: any step before it (CR 506.1).
  'Cast ~ only before combat or during combat before blockers are declared': { onlyBefore: 'declareBlockers' },
};

/**
 * Words of a casting condition that read spells cast this turn ("if you've cast another spell this
 * turn"): "another" counts the spell being cast once it is (601.2i), not as it begins (601.3), so
 * such conditions stay text.
 */
const ABOUT_CASTING = /\b(?:cast|another|~)\b/;

/** Lines that change how a spell is cast: timing restrictions and additional costs. */
export const castingLine: AbilityCompiler = (text, card) => {
  const s = text.replace(/\.$/, '');
  // "As an additional cost to cast ~, you may collect evidence 6. ~ costs {2} less to cast if
  // evidence was collected." (one paragraph): the additional cost, then the spell's own cost
  // change (CR 601.2f), each read as it would be alone.
  const then = /^(As an additional cost to cast ~, [^.]+)\. (~ costs \{[^.]+)$/.exec(s);
  if (then) {
    const cost = castingLine(`${then[1]}.`, card);
    const change = costChanges(`${then[2]}.`, card);
    if (!cost || isRefusal(cost) || !change || isRefusal(change))
      return refuse(`the additional cost "${s}" is not understood`);
    return { ...cost, ...change };
  }
  const timing = TIMING[s];
  if (timing) return { castRestriction: timing };
  // "Cast ~ only if you control two or more Vampires" (CR 601.3): "this" the card being cast.
  const onlyIf = /^Cast ~ only if (.+)$/.exec(s);
  const condition =
    onlyIf && !ABOUT_CASTING.test(onlyIf[1] as string) && parseCondition(onlyIf[1] as string, { ref: 'source' });
  if (condition) return { castRestriction: { onlyIf: condition } };
  if (/^Cast ~ only /.test(s)) return refuse(`the timing restriction "${s}" is not understood`);
  const other = /^As an additional cost to cast ~, (.+)$/.exec(s);
  const options = other ? eitherCost(other[1] as string) : null;
  if (options) return { additionalCosts: [{ kind: 'either', options }] };
  const sac = /^As an additional cost to cast ~, sacrifice (?:a|an) (.+)$/.exec(s);
  if (sac) {
    const ph = parseObjects(`${sac[1]} you control`);
    if (!ph || ph.plural) return refuse(`the additional cost "sacrifice a ${sac[1]}" is not understood`);
    return {
      additionalCosts: [
        {
          kind: 'sacrifice',
          filter: ph.filter,
          label: `a${/^[aeiou]/.test(sac[1] as string) ? 'n' : ''} ${sac[1]} to sacrifice`,
        },
      ],
    };
  }
  // "you may collect evidence 6" (CR 701.59a–b): optional, paid at most once; what "if evidence
  // was collected" reads (the times paid, as bargain's, casting/copy-costs.ts).
  const evidence = /^As an additional cost to cast ~, you may collect evidence ([1-9]\d*)$/.exec(s);
  if (evidence)
    return { additionalCosts: [{ kind: 'copies', keyword: 'collect evidence', evidence: Number(evidence[1]) }] };
  const discard = /^As an additional cost to cast ~, discard (a|two|three|X) cards?$/.exec(s);
  if (discard)
    return {
      additionalCosts: [
        { kind: 'discard', count: discard[1] === 'X' ? 'x' : (parseCount(discard[1] as string) as number) },
      ],
    };
  const cost = other ? additionalCost(other[1] as string) : null;
  if (cost) return { additionalCosts: [{ kind: 'cost', cost, label: other?.[1] as string }] };
  if (/^As an additional cost to cast ~/.test(s)) return refuse(`the additional cost "${s}" is not understood`);
  return null;
};

/** The verbs an option of an "A or B" additional cost starts with. */
const OPTION =
  /,? or (?=(?:pay|sacrifice|discard|exile|tap|return|reveal|blight|behold) )|, (?=(?:pay|sacrifice|discard|exile|tap|return|reveal|blight|behold) )/;

/**
 * "sacrifice a creature or pay {3}", "discard a card or pay 3 life", "pay {4} or sacrifice an
 * artifact or creature", "sacrifice a creature, discard a card, or pay 4 life" → its options
 * (CR 118.8, 601.2b): "pay {N}" is mana (601.2f), the others are read as a cost's parts are. Null
 * when it has one option, or an option is not understood.
 */
function eitherCost(text: string): { cost: CostSpec; label: string }[] | null {
  const parts = text.split(OPTION);
  if (parts.length < 2) return null;
  const options: { cost: CostSpec; label: string }[] = [];
  for (const part of parts) {
    const mana = /^pay ((?:\{[^}]+\})+)$/.exec(part);
    // Each option is one part: an "or" left in it is its object's ("an artifact or creature").
    const cost = mana
      ? isPayableOrHybridCost(mana[1] as string)
        ? { mana: mana[1] as string }
        : null
      : additionalCost(part, true);
    if (!cost || cost.costX) return null;
    options.push({ cost, label: part });
  }
  return options;
}

/** "or" joining two colors or card types of one object phrase ("a red or green card", CR 105.1, 205.2a). */
const OBJECT_OR =
  /\bor (?=(?:white|blue|black|red|green|artifact|creature|enchantment|instant|sorcery|land|planeswalker|battle)\b)/g;

/** The cost parts a spell's additional cost may have: none that names the spell itself or is mana (CR 118.8). */
const SPELL_COST_PARTS = new Set([
  'sacrifice',
  'discard',
  'payLife',
  'payEnergy',
  'moveChosen',
  'tapUntapped',
  'costX',
  'reveal',
  'blight',
]);

/**
 * "pay 3 life", "exile a creature card from your graveyard", "tap two untapped creatures you
 * control", "pay X life" … read as a cost (abilities/costs.ts) → its parts; null when any part is
 * not one a spell's additional cost can have ("or", the spell itself).
 */
function additionalCost(text: string, oneOption = false): CostSpec | null {
  if (oneOption && / and /.test(text)) return null;
  // "creatures and/or lands", "a red or green card", "an instant or sorcery card": one kind of
  // object, not two options (an "or" before a color or card type joins the object's words).
  if (!oneOption && /\bor\b/.test(text.replace(/\band\/or\b/g, '').replace(OBJECT_OR, ''))) return null;
  // "X" only as a part's number ("pay X life", "sacrifice X creatures": `costX`, CR 107.3, 601.2b).
  if (/\bX\b(?! (?:life|\{E\}|[a-z]|[A-Z][a-z]+s\b))/.test(text)) return null;
  // "discard a card and sacrifice a creature": two parts, each read as a cost's part is.
  const parts = text
    .replace(/ and (?=[a-z])/g, ', ')
    .replace(/(^|, )([a-z])(?!\w*, |nd\/or )/g, (_, a: string, b: string) => a + b.toUpperCase());
  const cost = parseCost(parts);
  if (!cost || !Object.keys(cost).length || Object.keys(cost).some((k) => !SPELL_COST_PARTS.has(k))) return null;
  return cost;
}
