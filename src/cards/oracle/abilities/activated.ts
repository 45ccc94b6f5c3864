/**
 * Activated abilities (CR 602): "[Cost]: [Effect.] [Activate only …]". Mana abilities
 * (605.1a) keep their production as data; other abilities become targets and steps. A loyalty
 * ability ("+1: …", "−2: …", "0: …", CR 606) is one with a loyalty symbol as its cost; the
 * engine gives it the timing and once-a-turn limit of 606.3.
 */
import type { ActivatedSpec, ActivationLimits, Condition, Step } from '../../../engine';
import { newBuild } from '../build';
import { parseCondition } from '../phrases/conditions';
import { buildEffect } from '../effects';
import { parseCost } from './costs';
import { manaRidersOf, parseManaEffect } from './mana-ability';
import { parseManaSpend } from './mana-spend';
import { abilityCostChangeOf } from './cost-changes';
import type { CostChange, ManaRider, ManaSpend } from '../../../engine';
import { refuse, type AbilityCompiler } from './part';
import { addBoastLimits, boastCost } from './boast';

const STEP_NAMES: Record<string, Step> = {
  'your upkeep': 'upkeep',
  'each upkeep': 'upkeep',
  'any upkeep step': 'upkeep',
  'your draw step': 'draw',
  'the end of combat step': 'endCombat',
  combat: 'beginCombat',
  'the declare attackers step': 'declareAttackers',
  'the declare blockers step': 'declareBlockers',
  'the end step': 'end',
};

/** Steps before attackers are declared, with priority (CR 506.1, 508.1: untap has none). */
const BEFORE_ATTACKERS: Step[] = ['upkeep', 'draw', 'main1', 'beginCombat'];
/** The steps of the combat phase (CR 506.1). */
const COMBAT_STEPS: Step[] = ['beginCombat', 'declareAttackers', 'declareBlockers', 'combatDamage', 'endCombat'];

/**
 * One part of "Activate only …" (CR 602.5b, 602.5d): "as a sorcery", "once each turn", "during
 * your turn", "during your upkeep", "during combat", "before attackers are declared", "if …";
 * false when not understood. Two step limits must both hold: only the steps in both.
 */
function addLimit(limits: ActivationLimits, part: string): boolean {
  const during = (steps: Step[]): boolean => {
    limits.onlyDuring = limits.onlyDuring ? limits.onlyDuring.filter((x) => steps.includes(x)) : [...steps];
    return limits.onlyDuring.length > 0;
  };
  if (part === 'as a sorcery') return (limits.sorcerySpeed = true);
  // "as an instant": any time its controller has priority, the rule for every ability (602.2).
  if (part === 'as an instant') return true;
  if (part === 'once each turn') return (limits.perTurn = 1) > 0;
  if (part === 'during your turn') return (limits.yourTurnOnly = true);
  // "during an opponent's turn": any turn not yours (the engine plays two-player games, CR 102.2).
  if (part === "during an opponent's turn") {
    const notYours: Condition = { yourTurn: false };
    limits.condition = limits.condition ? { all: [limits.condition, notYours] } : notYours;
    return true;
  }
  if (part === 'during combat') return during(COMBAT_STEPS);
  if (part === 'before attackers are declared') return during(BEFORE_ATTACKERS);
  if (part === 'during your turn, before attackers are declared') {
    limits.yourTurnOnly = true;
    return during(BEFORE_ATTACKERS);
  }
  const step = /^during (.+)$/.exec(part);
  if (step) {
    const name = STEP_NAMES[step[1] as string];
    if (!name) return false;
    if ((step[1] as string).startsWith('your')) limits.yourTurnOnly = true;
    return during([name]);
  }
  const cond = /^if (.+)$/.exec(part);
  if (cond) {
    if (limits.condition) return false;
    // "if ~ entered this turn or if you control a basic land": either holds (CR 602.5b). The
    // pool prints "if your control a basic land" on these lands, a misprint of "you control".
    const parts = (cond[1] as string).split(/,? or if /).map((x) => x.replace(/^your control /, 'you control '));
    const read = parts.map((x) => parseCondition(x, { ref: 'source' }));
    if (read.some((c) => !c)) return false;
    limits.condition = read.length === 1 ? (read[0] as Condition) : { any: read as Condition[] };
    return true;
  }
  return false;
}

/** "Activate only …" / "Activate no more than …" sentences → limits; null if not understood. */
function parseLimits(text: string): ActivationLimits | null {
  const limits: ActivationLimits = {};
  for (const s of text.split(/(?<=\.)\s+/).map((x) => x.replace(/\.$/, ''))) {
    const times = /^Activate no more than (twice|three times) each turn$/.exec(s);
    if (times) {
      limits.perTurn = times[1] === 'twice' ? 2 : 3;
      continue;
    }
    const only = /^Activate only (.+)$/.exec(s);
    // "Activate only during your upkeep and only once each turn": each part is one limit.
    if (!only || !(only[1] as string).split(/,? and only /).every((part) => addLimit(limits, part))) return null;
  }
  return limits;
}

export const activated: AbilityCompiler = (text, card) => {
  const m = /^((?:[^:"]|"[^"]*")+?): (.+)$/s.exec(text);
  if (!m || /^(?:When|Whenever|At) /.test(text)) return null;
  // "Boast — {1}{W}: …" (CR 702.142a): the cost after the keyword, with boast's limits.
  const boast = boastCost(m[1] as string);
  const costText = boast ?? (m[1] as string);
  let effect = m[2] as string;
  // "Exile this card from your graveyard" (or hand) can be paid only there, so the ability
  // functions only from that zone (CR 113.6k, 602.2b).
  const exileFrom = /(?:^|, )Exile ~ from your (graveyard|hand)$/.exec(costText);
  const cost = parseCost(
    exileFrom ? `${costText.slice(0, exileFrom.index)}${exileFrom.index ? ', ' : ''}Exile ~` : costText,
    card.name,
  );
  if (!cost) return refuse(`the cost "${costText}" is not understood`);
  const costZone = exileFrom?.[1] as 'graveyard' | 'hand' | undefined;
  const loyalty = cost.loyalty !== undefined;
  // "Any player may activate this ability." (CR 602.2): the activating player controls it.
  // "… but only as a sorcery", "… but only during any upkeep step", "… during their turn": a
  // limit read for the player activating it (CR 602.5d: "as a sorcery" is their main phase).
  const anyPlayer = /\sAny player may activate this ability(?: but only (.+?))?\.$/.exec(effect);
  if (anyPlayer) effect = effect.slice(0, anyPlayer.index);
  // "Activate only if this card is in your graveyard.": the ability functions only there (CR
  // 113.6, 602.5), as one whose cost exiles the card from the graveyard does.
  const inGraveyard = /\sActivate only if ~ is in your graveyard\.?$/.exec(effect);
  if (inGraveyard) {
    if (costZone) return refuse(`a cost that needs the card elsewhere than its graveyard`);
    effect = effect.slice(0, inGraveyard.index);
  }
  let limits: ActivationLimits = {};
  const lim = /\s(Activate (?:only|no more than) .+)$/.exec(effect);
  if (lim) {
    const parsed = parseLimits(lim[1] as string);
    if (!parsed) return refuse(`"${lim[1]}" is not understood`);
    limits = parsed;
    effect = effect.slice(0, lim.index);
  }
  if (boast !== null) addBoastLimits(limits);
  const anyLimit = anyPlayer?.[1]?.replace(/^during their (turn|draw step)$/, 'during your $1');
  if (anyLimit !== undefined && !addLimit(limits, anyLimit))
    return refuse(`"but only ${anyPlayer?.[1]}" is not understood`);
  const hasLimits = Object.keys(limits).length > 0;
  // "This ability costs {1} less to activate for each …" (CR 602.2b, 601.2f).
  let costChange: CostChange | null = null;
  const change = /(?:^|\s)(This ability costs [^.]+\.)(?=\s|$)/.exec(effect);
  if (change) {
    costChange = loyalty || !cost.mana ? null : abilityCostChangeOf(change[1] as string, card, cost.mana);
    if (!costChange) return refuse(`"${change[1]}" is not understood`);
    effect = (effect.slice(0, change.index) + effect.slice(change.index + change[0].length)).trim();
  }
  // A loyalty ability is never a mana ability (CR 605.1a): "+1: Add {R}{R}." uses the stack.
  let mana = loyalty ? null : parseManaEffect(effect, cost.removeAnyCounters?.counter, card);
  let manaRiders: ManaRider[] = [];
  let manaSpend: ManaSpend | null = null;
  if (!mana && !loyalty) {
    // "Add {W} or {U}. This land deals 1 damage to you.": a mana ability with further
    // instructions, done as it resolves (CR 605.1a, 605.3b).
    const split = /^(Add [^.]+\.) (.+)$/s.exec(effect);
    const first = split ? parseManaEffect(split[1] as string, cost.removeAnyCounters?.counter, card) : null;
    if (split && first) {
      // "Spend this mana only to cast a creature spell.": what the mana may pay for (CR 106.6).
      const rest = (split[2] as string).split(/(?<=\.)\s+/);
      const spendAt = rest.findIndex((s) => parseManaSpend(s.replace(/\.$/, '')));
      if (spendAt >= 0) manaSpend = parseManaSpend((rest.splice(spendAt, 1)[0] as string).replace(/\.$/, ''));
      const riders = rest.length ? manaRidersOf(rest.join(' '), card) : [];
      if (typeof riders === 'string') return refuse(riders);
      mana = first;
      manaRiders = riders;
    }
  }
  if (anyPlayer && (mana || loyalty))
    return refuse('a mana or loyalty ability any player may activate is not enforced yet');
  if (mana && (cost.discardSelf || costZone || inGraveyard))
    return refuse('a mana ability activated from a hand or graveyard is not enforced yet');
  if (mana && costChange) return refuse("a mana ability's cost change is not enforced yet");
  // X is announced only as an ability that uses the stack is activated (CR 602.2b; 605.3a).
  if (mana && cost.costX) return refuse('a mana ability with X in its cost is not enforced yet');
  if (mana) {
    // CR 605.1a: no target, could add mana, not a loyalty ability.
    return {
      activated: [
        {
          cost,
          mana,
          ...(manaRiders.length ? { manaRiders } : {}),
          ...(manaSpend ? { manaSpend } : {}),
          ...(hasLimits ? { limits } : {}),
          text,
        },
      ],
    };
  }
  const b = newBuild(card);
  b.activated = true;
  const failed = buildEffect(effect, b);
  if (failed !== null) return refuse(`no template matches "${failed}"`);
  // CR 605.1a: with no target, an ability that could add mana is a mana ability, which doesn't
  // use the stack ("{T}: Untap target …, then add …" with a target does); not read as one here.
  if (!loyalty && !b.targets.length && b.steps.some((s) => s.do === 'addMana'))
    return refuse('a mana ability whose instructions are not read as a mana ability (CR 605.1a)');
  // "Return ~ from your graveyard to your hand": it works only in the graveyard (CR 113.6), where
  // {T}, {Q}, sacrificing or discarding it can't be paid.
  const onBattlefield = cost.tap || cost.untap || cost.sacrificeSelf || cost.returnSelf || cost.counterOnSelf;
  if (inGraveyard && (cost.discardSelf || onBattlefield || (b.sourceZone && b.sourceZone !== 'graveyard')))
    return refuse('a cost or an instruction that needs the card elsewhere than its graveyard');
  if (b.sourceZone && (cost.discardSelf || onBattlefield || costZone))
    return refuse('a cost that needs the card elsewhere than its graveyard');
  if (costZone && (cost.discardSelf || onBattlefield))
    return refuse(`a cost that needs the card elsewhere than its ${costZone}`);
  const spec: ActivatedSpec = {
    cost,
    // "Discard this card" can be paid only while the card is in its owner's hand, so the ability
    // works only there (CR 113.6, 602.2b: channel, "{1}{G}, Discard this card: …").
    ...(cost.discardSelf ? { zone: 'hand' as const } : {}),
    ...(b.sourceZone ? { zone: b.sourceZone } : {}),
    ...(costZone ? { zone: costZone } : {}),
    ...(inGraveyard ? { zone: 'graveyard' as const } : {}),
    ...(b.targets.length ? { targets: b.targets } : {}),
    steps: b.steps,
    ...(hasLimits ? { limits } : {}),
    ...(costChange ? { costChanges: [costChange] } : {}),
    text,
  };
  if (anyPlayer) {
    if (spec.zone) return refuse('an ability any player may activate from a hand or graveyard is not enforced yet');
    spec.anyPlayer = true;
  }
  return { activated: [spec] };
};
