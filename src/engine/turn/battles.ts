/**
 * Battles (CR 310), installed into the eager modules as this module loads (../every-step.ts; a
 * card with "Battle" in its type line loads it, steps-ready.ts):
 *
 * - Entering (310.4b, 310.11a): a battle enters with as many defense counters as its printed
 *   defense; a Siege's controller chooses an opponent to protect it — with two players, the only
 *   opponent (entering.ts's `LAZY_ENTERING.battle`).
 * - Attacking (310.8, 508.1b, 506.2): a battle can be attacked by the creatures of any player but
 *   its protector; the protector is then the defending player (turn/attacked.ts's
 *   `LAZY_ATTACKED.battle`). Damage dealt to a battle removes defense counters (120.3h, damage.ts's
 *   `LAZY_DAMAGE.battle`).
 * - State-based actions (704.5v–x): a battle with no defense that isn't the source of an ability
 *   that has triggered but not yet left the stack goes to its owner's graveyard; a battle with no
 *   protector, or a Siege protected by its own controller, gets another protector (an opponent of
 *   its controller: with two players, the only one), or goes to the graveyard if none can be.
 * - A Siege's intrinsic triggered ability (310.11b): "When the last defense counter is removed
 *   from this permanent, exile it, then you may cast it transformed without paying its mana
 *   cost." — "you" is the Siege's controller, not the player whose creatures defeated it.
 */
import { displayName, hasSubtype, hasType } from '../derived/characteristics';
import type { Refusal } from '../derived/keywords';
import { LAZY_SBA_CHECKS } from '../sba/checks';
import { defOf, emit, peek, type Ctx } from '../state/context';
import type { GameEvent } from '../state/events';
import { RULE } from '../state/rules';
import { opponentOf, type GameObject, type ObjectId, type PlayerId } from '../state/types';
import { addRuleTrigger } from '../triggers/rule-triggers';
import { LAZY_ATTACKED } from './attacked';
import { countersToPut, removeCounters } from '../zones/counters';
import { LAZY_DAMAGE } from '../zones/damage';
import { LAZY_ENTERING } from '../zones/entering-ask';

/** Why creatures whose defending player is `defender` can't attack the battle `o` (CR 310.8, 508.1b), or null. */
function battleAttackRefusal(ctx: Ctx, defender: PlayerId, o: GameObject): Refusal | null {
  const name = displayName(ctx, o);
  if (!o.protector) return { reason: `${name} has no protector, so it can't be attacked`, rule: RULE.battleProtector };
  // With two players, the attacking player is the defending player's opponent: a battle they
  // protect themselves is not theirs to attack (310.8); the one the defender protects is.
  if (o.protector !== defender)
    return {
      reason: `${name} is protected by ${o.protector}: its protector can't attack it`,
      rule: RULE.battleProtector,
    };
  return null;
}

/** The protector a battle without a legal one gets (CR 310.11a, 704.5w–x): for a Siege, an opponent of its controller. */
function protectorFor(o: GameObject): PlayerId {
  return opponentOf(o.controller);
}

type Out = Parameters<NonNullable<typeof LAZY_ENTERING.battle>>[2];

LAZY_ENTERING.battle = (ctx: Ctx, permanent: GameObject, out: Out) => {
  if (!hasType(ctx, permanent, 'battle')) return;
  const name = displayName(ctx, permanent);
  const base = { objects: [permanent.id], cards: permanent.cardId ? [permanent.cardId] : [] };
  const printed = defOf(ctx, permanent).defense ?? 0;
  // CR 310.4b, 122.6: the counters it enters with are put on it; effects that change their number apply.
  const n = countersToPut(ctx, permanent, 'defense', printed, out);
  if (n > 0) {
    permanent.counters.defense = (permanent.counters.defense ?? 0) + n;
    out.push({
      type: 'CountersAdded',
      objectId: permanent.id,
      counter: 'defense',
      count: n,
      after: permanent.counters.defense,
      rule: RULE.battleDefense,
      ...base,
      text: `${name} entered with ${n} defense counter${n === 1 ? '' : 's'} (its printed defense).`,
    });
  }
  if (hasSubtype(ctx, permanent, 'Siege') && !permanent.protector) {
    // CR 310.11a: chosen as it enters; in a two-player game there is one opponent to choose.
    permanent.protector = protectorFor(permanent);
    out.push({
      type: 'Note',
      rule: RULE.siegeProtector,
      ...base,
      text: `As ${name} entered, ${permanent.controller} chose ${permanent.protector} to protect it (CR ${RULE.siegeProtector}).`,
    });
  }
};

LAZY_ATTACKED.battle = battleAttackRefusal;

// CR 120.3h: damage dealt to a battle removes that many defense counters from it.
LAZY_DAMAGE.battle = (ctx, obj, n) => {
  removeCounters(
    ctx,
    obj,
    'defense',
    n,
    RULE.damageToBattle,
    (k) => `${displayName(ctx, obj)} lost ${k} defense counter${k === 1 ? '' : 's'} to the damage.`,
  );
};

/** Whether `id` is the source of an ability that has triggered but not yet left the stack (CR 704.5v). */
function sourceOfPendingAbility(ctx: Ctx, id: ObjectId): boolean {
  if (ctx.s.pendingTriggers.some((p) => p.source === id)) return true;
  return ctx.s.stack.some((s) => {
    const a = ctx.s.abilities[s];
    return !!a && a.kind === 'triggered' && a.source === id;
  });
}

function battlesOnBattlefield(ctx: Ctx): GameObject[] {
  const out: GameObject[] = [];
  for (const id of ctx.s.battlefield) {
    const o = peek(ctx, id);
    // The printed type line first: cheap, and every battle card says so (an effect making a
    // permanent a battle is not read).
    if (o && defOf(ctx, o).typeLine.includes('Battle') && hasType(ctx, o, 'battle')) out.push(o);
  }
  return out;
}

LAZY_SBA_CHECKS.push(
  {
    rule: RULE.sbaBattle,
    check({ ctx, plan }) {
      for (const o of battlesOnBattlefield(ctx))
        if ((o.counters.defense ?? 0) <= 0 && !sourceOfPendingAbility(ctx, o.id))
          plan.push({ kind: 'graveyard', id: o.id, rule: RULE.sbaBattle, why: 'it has no defense counters' });
    },
  },
  {
    rule: RULE.sbaSiegeProtector,
    check({ ctx, plan }) {
      for (const o of battlesOnBattlefield(ctx)) {
        // 704.5w applies to a battle with no protector; only a Siege's choice is defined (an
        // opponent, 310.11a). 704.5x: a Siege its own controller protects.
        const siege = hasSubtype(ctx, o, 'Siege');
        if (!siege) continue;
        if (o.protector && o.protector !== o.controller) continue;
        const rule = o.protector ? RULE.sbaSiegeProtector : RULE.sbaBattleProtector;
        plan.push({
          kind: 'protect',
          id: o.id,
          player: protectorFor(o),
          rule,
          why: o.protector
            ? `its controller ${o.controller} protects it, so ${protectorFor(o)}, an opponent, becomes its protector`
            : `it has no protector, so ${protectorFor(o)}, an opponent of its controller, becomes its protector`,
        });
      }
    },
  },
);

const SIEGE_TEXT =
  'When the last defense counter is removed from this permanent, exile it, then you may cast it transformed without paying its mana cost.';

/** A Siege whose last defense counter was just removed: its intrinsic ability triggers (CR 310.11b). */
function fireSiege(ctx: Ctx, ev: GameEvent): void {
  if (ev.type !== 'CountersRemoved' || ev.counter !== 'defense') return;
  const o = peek(ctx, ev.objectId);
  if (!o || o.zone !== 'battlefield' || (o.counters.defense ?? 0) > 0 || !hasSubtype(ctx, o, 'Siege')) return;
  const name = displayName(ctx, o);
  const back = defOf(ctx, o).back?.name;
  ctx.s.pendingTriggers.push({
    source: o.id,
    sourceName: name,
    def: '',
    abilityIndex: -1,
    controller: o.controller,
    trigger: {},
    steps: [
      { do: 'moveTo', what: { ref: 'source' }, zone: 'exile', as: 'siege' },
      {
        do: 'castFree',
        what: { ref: 'var', name: 'siege' },
        prompt: `cast it transformed${back ? ` (${back})` : ''} without paying its mana cost?`,
        transformed: true,
      },
    ],
    condition: null,
    text: SIEGE_TEXT,
    targets: [],
  });
  emit(ctx, {
    type: 'AbilityTriggered',
    source: o.id,
    player: o.controller,
    rule: RULE.siegeDefeated,
    objects: [o.id],
    cards: o.cardId ? [o.cardId] : [],
    text: `${name} was defeated: its Siege ability triggered: "${SIEGE_TEXT}" (CR ${RULE.siegeDefeated}).`,
  });
}

addRuleTrigger(fireSiege);
