/**
 * Activated abilities (CR 602): "[Cost]: [Effect.] [Activate only …]". Mana abilities
 * (605.1a) keep their production as data; other abilities become targets and steps. A loyalty
 * ability ("+1: …", "−2: …", "0: …", CR 606) is one with a loyalty symbol as its cost; the
 * engine gives it the timing and once-a-turn limit of 606.3.
 */
import type { ActivatedSpec, ActivationLimits, Step } from '../../../engine';
import { newBuild } from '../build';
import { parseCondition } from '../phrases/conditions';
import { buildEffect } from '../effects';
import { parseCost } from './costs';
import { manaRidersOf, parseManaEffect } from './mana-ability';
import type { ManaRider } from '../../../engine';
import { refuse, type AbilityCompiler } from './part';

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

/** "Activate only …" / "Activate no more than …" sentences → limits; null if not understood. */
function parseLimits(text: string): ActivationLimits | null {
  const limits: ActivationLimits = {};
  for (const s of text.split(/(?<=\.)\s+/).map((x) => x.replace(/\.$/, ''))) {
    if (s === 'Activate only as a sorcery') {
      limits.sorcerySpeed = true;
      continue;
    }
    if (s === 'Activate only once each turn') {
      limits.perTurn = 1;
      continue;
    }
    const times = /^Activate no more than (twice|three times) each turn$/.exec(s);
    if (times) {
      limits.perTurn = times[1] === 'twice' ? 2 : 3;
      continue;
    }
    if (s === 'Activate only during your turn') {
      limits.yourTurnOnly = true;
      continue;
    }
    const during = /^Activate only during (your upkeep|your turn|the end of combat step|your draw step)$/.exec(s);
    if (during) {
      const step = STEP_NAMES[during[1] as string];
      if (!step) return null;
      limits.onlyDuring = [step];
      if ((during[1] as string).startsWith('your')) limits.yourTurnOnly = true;
      continue;
    }
    const cond = /^Activate only if (.+)$/.exec(s);
    if (cond) {
      const c = parseCondition(cond[1] as string, { ref: 'source' });
      if (!c) return null;
      limits.condition = c;
      continue;
    }
    const combo = /^Activate only during your upkeep and only once each turn$/.exec(s);
    if (combo) {
      limits.onlyDuring = ['upkeep'];
      limits.yourTurnOnly = true;
      limits.perTurn = 1;
      continue;
    }
    const turnOnce = /^Activate only during your turn and only once each turn$/.exec(s);
    if (turnOnce) {
      limits.yourTurnOnly = true;
      limits.perTurn = 1;
      continue;
    }
    return null;
  }
  return limits;
}

export const activated: AbilityCompiler = (text, card) => {
  const m = /^((?:[^:"]|"[^"]*")+?): (.+)$/s.exec(text);
  if (!m || /^(?:When|Whenever|At) /.test(text)) return null;
  const costText = m[1] as string;
  let effect = m[2] as string;
  // CR 107.7: −X's X is chosen as the ability is activated; the engine has no X for it yet.
  if (/^[−-]X$/.test(costText)) return refuse('a −X loyalty cost (X chosen as it is activated) is not enforced yet');
  const cost = parseCost(costText);
  if (!cost) return refuse(`the cost "${costText}" is not understood`);
  const loyalty = cost.loyalty !== undefined;
  let limits: ActivationLimits = {};
  const lim = /\s(Activate (?:only|no more than) .+)$/.exec(effect);
  if (lim) {
    const parsed = parseLimits(lim[1] as string);
    if (!parsed) return refuse(`"${lim[1]}" is not understood`);
    limits = parsed;
    effect = effect.slice(0, lim.index);
  }
  const hasLimits = Object.keys(limits).length > 0;
  // A loyalty ability is never a mana ability (CR 605.1a): "+1: Add {R}{R}." uses the stack.
  let mana = loyalty ? null : parseManaEffect(effect, cost.removeAnyCounters?.counter);
  let manaRiders: ManaRider[] = [];
  if (!mana && !loyalty) {
    // "Add {W} or {U}. This land deals 1 damage to you.": a mana ability with further
    // instructions, done as it resolves (CR 605.1a, 605.3b).
    const split = /^(Add [^.]+\.) (.+)$/s.exec(effect);
    const first = split ? parseManaEffect(split[1] as string, cost.removeAnyCounters?.counter) : null;
    if (split && first) {
      const riders = manaRidersOf(split[2] as string, card);
      if (typeof riders === 'string') return refuse(riders);
      mana = first;
      manaRiders = riders;
    }
  }
  if (mana && cost.discardSelf) return refuse('a mana ability activated from the hand is not enforced yet');
  if (mana) {
    // CR 605.1a: no target, could add mana, not a loyalty ability.
    return {
      activated: [{ cost, mana, ...(manaRiders.length ? { manaRiders } : {}), ...(hasLimits ? { limits } : {}), text }],
    };
  }
  const b = newBuild(card);
  b.activated = true;
  const failed = buildEffect(effect, b);
  if (failed !== null) return refuse(`no template matches "${failed}"`);
  // "Return ~ from your graveyard to your hand": it works only in the graveyard (CR 113.6), where
  // {T}, {Q}, sacrificing or discarding it can't be paid.
  if (b.sourceZone && (cost.discardSelf || cost.tap || cost.untap || cost.sacrificeSelf))
    return refuse('a cost that needs the card elsewhere than its graveyard');
  const spec: ActivatedSpec = {
    cost,
    // "Discard this card" can be paid only while the card is in its owner's hand, so the ability
    // works only there (CR 113.6, 602.2b: channel, "{1}{G}, Discard this card: …").
    ...(cost.discardSelf ? { zone: 'hand' as const } : {}),
    ...(b.sourceZone ? { zone: b.sourceZone } : {}),
    ...(b.targets.length ? { targets: b.targets } : {}),
    steps: b.steps,
    ...(hasLimits ? { limits } : {}),
    text,
  };
  return { activated: [spec] };
};
