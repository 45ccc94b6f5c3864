/**
 * Keyword abilities with a cost (CR 702): kicker (702.33), flashback (702.34), cycling
 * (702.29: "[Cost], Discard this card: Draw a card.", activated from the hand), equip (702.6:
 * "[Cost]: Attach to target creature you control. Equip only as a sorcery."), and the keywords
 * written out as such abilities (echo, typecycling, crew, unearth, outlast, scavenge, morph).
 */
import type { Amount, Condition, ManaType, ObjectFilter, Ref, StepSpec, TriggeredSpec } from '../../../engine';
import { parseKeywordPhrase } from '../phrases/keywords';
import { isPayableCost, isPayableOrHybridCost } from '../phrases/mana';
import { recoverKeyword } from './recover';
import { keywordByReminder } from './keyword-reminders';
import { bloodthirst } from './bloodthirst';
import { keywordTrigger } from './keyword-triggers';
import { isRefusal, onlyActivated, onlyTriggered, refuse, type AbilityCompiler, type AbilityResult } from './part';
import { activated } from './activated';
import { reconfigure } from './reconfigure';
import { abilityCostChangeOf } from './cost-changes';
import { parseCost } from './costs';
import { triggered } from './triggered';
import { statics } from './statics';
import { altCostKeyword, emergeKeyword, offspringKeyword } from './alt-cost-keywords';
import { ninjutsu } from './ninjutsu';
import { copyCostKeyword } from './copy-cost-keywords';
import { graveyardCast } from './graveyard-casts';
import { backup } from './backup';
import { devourOrAmplify, sacrificedForCounters } from './devour-amplify';
import { awakenKeyword } from '../awaken';
import { suspendKeyword } from './suspend';

/**
 * Echo [cost] (CR 702.30a): "At the beginning of your upkeep, if this permanent came under your
 * control since the beginning of your last upkeep, sacrifice it unless you pay [cost]." The
 * upkeep trigger and its "unless you pay" are read by the triggered-ability compiler; the
 * intervening "if" (checked as it triggers and again as it resolves, 603.4) is echo's own
 * condition. A mana cost only: "Echo—Discard a card" stays text.
 */
function echoAbility(text: string, card: Parameters<AbilityCompiler>[1]): AbilityResult {
  const m = /^Echo (\{[^ ]+\})$/.exec(text.replace(/\.$/, ''));
  if (!m) return null;
  if (card.isSpell) return refuse('echo on a card that is not a permanent');
  if (!isPayableCost(m[1] as string)) return refuse(`the echo cost ${m[1]} is not understood`);
  const part = triggered(`At the beginning of your upkeep, sacrifice ~ unless you pay ${m[1]}.`, card);
  const spec = onlyTriggered(part);
  if (!spec) return refuse("echo's upkeep trigger is not understood");
  return { triggered: [{ ...spec, condition: { cameUnderControlSinceLastUpkeep: { ref: 'source' } }, text }] };
}

/**
 * Cumulative upkeep [cost] (CR 702.24a): "At the beginning of your upkeep, if this permanent is on
 * the battlefield, put an age counter on this permanent. Then you may pay [cost] for each age
 * counter on it. If you don't, sacrifice it." The written-out ability is read by the
 * triggered-ability compiler, its payment repeated once per age counter (`times`). A mana cost,
 * "{G} or {W}" (each age counter's part paid with either: one hybrid {G/W} per counter, CR
 * 107.4e), snow mana {S} (107.4h), or one of the costs {@link cumulativeCostSteps} reads; other
 * costs ("Sacrifice a creature", "Draw a card") stay text.
 */
function cumulativeUpkeep(text: string, card: Parameters<AbilityCompiler>[1]): AbilityResult {
  const line = text.replace(/\.$/, '');
  const other = /^Cumulative upkeep—(.+)$/.exec(line);
  if (other) return cumulativeOtherCost(other[1] as string, text, card);
  const or = /^Cumulative upkeep \{([WUBRG])\} or \{([WUBRG])\}$/.exec(line);
  const m = or ? [line, `{${or[1]}/${or[2]}}`] : /^Cumulative upkeep (\{[^ ]+\})$/.exec(line);
  if (!m) return null;
  if (card.isSpell) return refuse('cumulative upkeep on a card that is not a permanent');
  // {S}: one generic mana from a snow source for each age counter (CR 107.4h; engine mana/snow.ts).
  if (or ? or[1] === or[2] : !isPayableCost((m[1] as string).replace(/\{S\}/g, '{1}')) || /\{X\}/.test(m[1] as string))
    return refuse(`the cumulative upkeep cost ${m[1]} is not understood`);
  const spec = ageTrigger(`Then sacrifice ~ unless you pay ${m[1]}.`, card);
  const pay = spec?.steps.find((s) => s.do === 'payMana');
  if (!spec || !pay || pay.do !== 'payMana') return refuse("cumulative upkeep's upkeep trigger is not understood");
  const steps = spec.steps.map((s) => (s === pay ? { ...pay, times: AGE } : s));
  return {
    triggered: [
      {
        ...spec,
        steps,
        text: `${text}: at the beginning of your upkeep, put an age counter on it, then sacrifice it unless you pay ${or ? `{${or[1]}} or {${or[2]}}` : m[1]} for each age counter on it.`,
      },
    ],
  };
}

/** The age counters on the permanent whose cumulative upkeep it is (CR 702.24a). */
const AGE: Amount = { countersOn: { ref: 'source' }, counter: 'age' };

/**
 * Cumulative upkeep's trigger read by the triggered-ability compiler: "At the beginning of your
 * upkeep, put an age counter on ~." then `rest`, with the intervening "if this permanent is on
 * the battlefield" (CR 702.24a, 603.4).
 */
function ageTrigger(rest: string, card: Parameters<AbilityCompiler>[1]): TriggeredSpec | null {
  const spec = onlyTriggered(triggered(`At the beginning of your upkeep, put an age counter on ~. ${rest}`, card));
  return spec ? { ...spec, condition: { is: { ref: 'source' }, matches: { zone: 'battlefield' } } } : null;
}

/**
 * A cumulative upkeep cost other than mana, paid once for each age counter (CR 702.24a): what paying
 * it N times does, and when it can be paid at all (CR 118.3: not without the resources; life only
 * with a life total at least the payment, 119.4) — null when the cost is not one read here.
 * - "Pay N life": N life for each age counter, lost as it is paid (119.4).
 * - "Put a -1/-1 counter on ~": that many -1/-1 counters on it.
 * - "Add {R}": that much mana (Braid of Fire).
 * - "Discard a card": that many cards, chosen by the player; only with that many in hand.
 */
function cumulativeCostSteps(cost: string): { pay: StepSpec; payable?: Condition } | null {
  const you: Ref = { ref: 'you' };
  let m = /^Pay (\d+) life$/.exec(cost);
  if (m) {
    const total: Amount = Number(m[1]) === 1 ? AGE : { times: [AGE, Number(m[1])] };
    return {
      pay: { do: 'loseLife', player: you, amount: total },
      payable: { compare: [{ lifeOf: you }, '>=', total] },
    };
  }
  if (cost === 'Put a -1/-1 counter on ~')
    return { pay: { do: 'addCounters', what: { ref: 'source' }, counter: '-1/-1', count: AGE } };
  m = /^Add \{([WUBRGC])\}$/.exec(cost);
  if (m) return { pay: { do: 'addMana', mana: [m[1] as ManaType], times: AGE } };
  if (cost === 'Discard a card')
    return {
      pay: { do: 'discard', player: you, count: AGE },
      payable: { compare: [{ cardsInHand: you }, '>=', AGE] },
    };
  return null;
}

/**
 * "Cumulative upkeep—Pay 1 life." (CR 702.24a): put an age counter on it; then its controller may
 * pay the cost once for each age counter — asked only when they can pay it in full (CR 118.3) —
 * and if they don't, it is sacrificed.
 */
function cumulativeOtherCost(cost: string, text: string, card: Parameters<AbilityCompiler>[1]): AbilityResult {
  if (card.isSpell) return refuse('cumulative upkeep on a card that is not a permanent');
  const read = cumulativeCostSteps(cost);
  if (!read) return refuse(`the cumulative upkeep cost "${cost}" is not understood`);
  const spec = ageTrigger('Then sacrifice ~.', card);
  const sac = spec?.steps.find((s) => s.do === 'sacrifice');
  if (!spec || spec.steps.length !== 2 || !sac) return refuse("cumulative upkeep's upkeep trigger is not understood");
  const paid = 'paidUpkeep';
  const words = cost.replace(/~/g, card.name).replace(/^./, (c) => c.toLowerCase());
  const steps: StepSpec[] = [
    spec.steps[0] as StepSpec,
    {
      do: 'may',
      prompt: `Pay the cumulative upkeep of ${card.name}: ${words} for each age counter on it?`,
      as: paid,
      ...(read.payable ? { when: read.payable } : {}),
    },
    { ...read.pay, when: { var: paid } },
    { ...sac, when: { not: { var: paid } } },
  ];
  return {
    triggered: [
      {
        ...spec,
        steps,
        text: `${text}: at the beginning of your upkeep, put an age counter on it, then sacrifice it unless you ${words} for each age counter on it.`,
      },
    ],
  };
}

/** What embalm's and eternalize's token copy is instead (CR 702.128a, 702.129a). */
const ZOMBIE_COPY = {
  Embalm: "it's white, it has no mana cost, and it's a Zombie in addition to its other types",
  Eternalize: "it's black, it's 4/4, it has no mana cost, and it's a Zombie in addition to its other types",
} as const;

/**
 * Embalm [cost] (CR 702.128a): "[Cost], Exile this card from your graveyard: Create a token that's
 * a copy of it, except it's white, it has no mana cost, and it's a Zombie in addition to its other
 * types. Activate only as a sorcery." Eternalize (702.129a): the same, except the token is black
 * and 4/4. Read through the activated-ability compiler; a mana cost only.
 */
function zombieCopy(text: string, card: Parameters<AbilityCompiler>[1]): AbilityResult {
  const m = /^(Embalm|Eternalize) (\{[^ ]+\})$/.exec(text.replace(/\.$/, ''));
  if (!m) return null;
  const kw = m[1] as keyof typeof ZOMBIE_COPY;
  if (card.isSpell) return refuse(`${kw.toLowerCase()} on a card that is not a permanent`);
  if (!isPayableCost(m[2] as string)) return refuse(`the ${kw.toLowerCase()} cost ${m[2]} is not understood`);
  const part = activated(
    `${m[2]}, Exile ~ from your graveyard: Create a token that's a copy of ~, except ${ZOMBIE_COPY[kw]}. Activate only as a sorcery.`,
    card,
  );
  const spec = onlyActivated(part);
  if (!spec || spec.zone !== 'graveyard') return refuse(`${kw.toLowerCase()} is not understood`);
  return { activated: [{ ...spec, text }] };
}

/**
 * Transmute [cost] (CR 702.53a): "[Cost], Discard this card: Search your library for a card with
 * the same mana value as the discarded card, reveal that card, and put it into your hand. Then
 * shuffle. Activate only as a sorcery." The mana value is the card's own, read from its mana
 * cost; the written-out ability is read by the activated-ability compiler. A mana cost only.
 */
function transmute(text: string, card: Parameters<AbilityCompiler>[1]): AbilityResult {
  const m = /^Transmute (\{[^ ]+\})$/.exec(text.replace(/\.$/, ''));
  if (!m) return null;
  if (!isPayableCost(m[1] as string)) return refuse(`the transmute cost ${m[1]} is not understood`);
  const part = activated(
    `${m[1]}, Discard ~: Search your library for a card with mana value ${card.manaValue}, reveal it, put it into your hand, then shuffle. Activate only as a sorcery.`,
    card,
  );
  const spec = onlyActivated(part);
  if (!spec || spec.zone !== 'hand') return refuse('transmute is not understood');
  return { activated: [{ ...spec, text }] };
}

/**
 * Fabricate N (CR 702.123a): "When this permanent enters, you may put N +1/+1 counters on it. If
 * you don't, create N 1/1 colorless Servo artifact creature tokens." Read through the
 * triggered-ability compiler; the choice is offered only while the permanent is on the
 * battlefield (if the counters can't be put on it, its controller creates the Servos, 702.123a's
 * ruling).
 */
function fabricate(text: string, card: Parameters<AbilityCompiler>[1]): AbilityResult {
  const m = /^Fabricate (\d+)$/.exec(text.replace(/\.$/, ''));
  if (!m) return null;
  const n = Number(m[1]);
  if (card.isSpell || n < 1 || n > 20) return refuse('fabricate is not understood here');
  const counters = n === 1 ? 'a +1/+1 counter' : `${n} +1/+1 counters`;
  const servos =
    n === 1 ? 'a 1/1 colorless Servo artifact creature token' : `${n} 1/1 colorless Servo artifact creature tokens`;
  const part = triggered(`When ~ enters, you may put ${counters} on ~. If you don't, create ${servos}.`, card);
  const spec = onlyTriggered(part);
  const may = spec?.steps.find((s) => s.do === 'may');
  if (!spec || !may) return refuse('fabricate is not understood');
  const onBattlefield = { is: { ref: 'source' as const }, matches: { zone: 'battlefield' as const } };
  return {
    triggered: [{ ...spec, steps: spec.steps.map((s) => (s === may ? { ...may, when: onBattlefield } : s)), text }],
  };
}

/**
 * Graft N (CR 702.58a): "This permanent enters with N +1/+1 counters on it" and "Whenever another
 * creature enters, if this permanent has a +1/+1 counter on it, you may move a +1/+1 counter from
 * this permanent onto that creature." Both read by the ability compilers; the intervening "if"
 * (checked as it triggers and again as it resolves, 603.4) is graft's own condition, as "that
 * creature" after it names the creature that entered. Nothing is moved if either has left
 * (steps/move-counters.ts). Each instance works separately (702.58b).
 */
function graft(text: string, card: Parameters<AbilityCompiler>[1]): AbilityResult {
  const m = /^Graft (\d+)$/.exec(text.replace(/\.$/, ''));
  if (!m) return null;
  const n = Number(m[1]);
  if (card.isSpell || n < 1 || n > 20) return refuse('graft is not understood here');
  const enters = statics(`~ enters with ${n} +1/+1 counter${n === 1 ? '' : 's'} on it.`, card);
  const spec = onlyTriggered(
    triggered('Whenever another creature enters, you may move a +1/+1 counter from ~ onto that creature.', card),
  );
  const move = spec?.steps.find((s) => s.do === 'moveCounters');
  if (!enters || isRefusal(enters) || !enters.replacements?.length || !spec || move?.do !== 'moveCounters')
    return refuse('graft is not understood');
  if (move.to.ref !== 'trigger' || move.from.ref !== 'source') return refuse('graft is not understood');
  const hasCounter = { is: { ref: 'source' as const }, matches: { counters: { kind: '+1/+1' } } };
  return { replacements: enters.replacements, triggered: [{ ...spec, condition: hasCounter, text }] };
}

/**
 * Typecycling (CR 702.29e): "[Type]cycling [cost]" means "[Cost], Discard this card: Search your
 * library for a [type] card, reveal it, put it into your hand, then shuffle." — Plainscycling,
 * Slivercycling, basic landcycling ("a basic land card", 702.29f), artifact landcycling. The
 * written-out ability is read by the activated-ability compiler, so the type means what it does
 * in any search; a type it does not read leaves the keyword text.
 */
function typecycling(text: string, card: Parameters<AbilityCompiler>[1]): AbilityResult {
  const m = /^(Basic land|Artifact land|[A-Z][a-z]+)cycling (\{[^ ]+\})$/.exec(text.replace(/\.$/, ''));
  if (!m || m[1] === 'C') return null;
  const type = (m[1] as string).replace(/^(Basic|Artifact) land$/, (w) => w.toLowerCase());
  if (!isPayableCost(m[2] as string)) return refuse(`the typecycling cost ${m[2]} is not understood`);
  const part = activated(
    `${m[2]}, Discard ~: Search your library for a ${type} card, reveal it, put it into your hand, then shuffle.`,
    card,
  );
  const spec = onlyActivated(part);
  if (!spec || spec.zone !== 'hand') return refuse(`${type.toLowerCase()}cycling is not understood`);
  return { activated: [{ ...spec, cost: { ...spec.cost, cycling: true }, text }] };
}

/**
 * Crew N (CR 702.122a): "Tap any number of untapped creatures you control with total power N or
 * greater: This Vehicle becomes an artifact creature until end of turn." On a Vehicle (a
 * noncreature artifact whose printed power and toughness apply once it is a creature, 301.7).
 */
function crew(text: string, card: Parameters<AbilityCompiler>[1]): AbilityResult {
  const m = /^Crew (\d+)$/.exec(text.replace(/\.$/, ''));
  if (!m) return null;
  if (!card.subtypes.includes('Vehicle') || card.types.includes('creature'))
    return refuse('crew on a permanent that is not a noncreature Vehicle');
  return {
    activated: [
      {
        cost: { crew: Number(m[1]) },
        steps: [
          {
            do: 'becomes',
            what: { ref: 'source' },
            addTypes: { types: ['artifact', 'creature'] },
            until: 'endOfTurn',
          },
        ],
        text,
      },
    ],
  };
}

/**
 * Saddle N (CR 702.171a): "Tap any number of other untapped creatures you control with total power
 * N or greater: This permanent becomes saddled until end of turn. Activate only as a sorcery."
 * Crew's cost with "other" (mana/crew-cost.ts); the saddled designation (702.171b) is what the
 * Mount's "attacks while saddled" reads. On a Mount creature only.
 */
function saddle(text: string, card: Parameters<AbilityCompiler>[1]): AbilityResult {
  const m = /^Saddle (\d+)$/.exec(text.replace(/\.$/, ''));
  if (!m) return null;
  if (!card.subtypes.includes('Mount') || !card.types.includes('creature'))
    return refuse('saddle on a permanent that is not a Mount creature');
  return {
    activated: [
      {
        cost: { crew: Number(m[1]), crewOthers: true },
        steps: [{ do: 'becomeSaddled', what: { ref: 'source' } }],
        sorcerySpeed: true,
        text,
      },
    ],
  };
}

/**
 * Unearth [cost] (CR 702.84a): "[Cost]: Return this card from your graveyard to the battlefield.
 * It gains haste. Exile it at the beginning of the next end step. If it would leave the
 * battlefield, exile it instead of putting it anywhere else. Activate only as a sorcery." The
 * return, the delayed exile and the timing are read by the activated-ability compiler; the
 * returned permanent then gains haste for as long as it is that object (611.2a) and carries the
 * exile-instead replacement. A cost that is not mana ("Unearth—Pay eight {E}") stays text.
 */
function unearth(text: string, card: Parameters<AbilityCompiler>[1]): AbilityResult {
  const m = /^Unearth (\{[^ ]+\})$/.exec(text.replace(/\.$/, ''));
  if (!m) return null;
  if (card.isSpell) return refuse('unearth on a card that is not a permanent');
  if (!isPayableCost(m[1] as string)) return refuse(`the unearth cost ${m[1]} is not understood`);
  const part = activated(
    `${m[1]}: Return ~ from your graveyard to the battlefield. Exile it at the beginning of the next end step. Activate only as a sorcery.`,
    card,
  );
  const spec = onlyActivated(part);
  const [back, delayed, ...rest] = spec?.steps ?? [];
  if (!spec || spec.zone !== 'graveyard' || back?.do !== 'moveTo' || !back.as || !delayed || rest.length)
    return refuse('unearth is not understood');
  const it = { ref: 'var' as const, name: back.as };
  return {
    activated: [
      {
        ...spec,
        steps: [{ ...back, exileIfLeaves: true }, { do: 'becomes', what: it, gains: ['haste'] }, delayed],
        text,
      },
    ],
  };
}

/**
 * Outlast [cost] (CR 702.107a): "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only
 * as a sorcery." Read by the activated-ability compiler.
 */
function outlast(text: string, card: Parameters<AbilityCompiler>[1]): AbilityResult {
  const m = /^Outlast (\{[^ ]+\})$/.exec(text.replace(/\.$/, ''));
  if (!m) return null;
  if (!card.types.includes('creature')) return refuse('outlast on a card that is not a creature');
  if (!isPayableOrHybridCost(m[1] as string)) return refuse(`the outlast cost ${m[1]} is not understood`);
  const part = activated(`${m[1]}, {T}: Put a +1/+1 counter on ~. Activate only as a sorcery.`, card);
  const spec = onlyActivated(part);
  if (!spec) return refuse('outlast is not understood');
  return { activated: [{ ...spec, text }] };
}

/**
 * Scavenge [cost] (CR 702.97a): "[Cost], Exile this card from your graveyard: Put a number of +1/+1
 * counters equal to the power of the card you exiled on target creature. Activate only as a
 * sorcery." The power is the card's: its last known power in the graveyard, where nothing
 * changes it (608.2h). A mana cost only.
 */
function scavenge(text: string, card: Parameters<AbilityCompiler>[1]): AbilityResult {
  const m = /^Scavenge (\{[^ ]+\})$/.exec(text.replace(/\.$/, ''));
  if (!m) return null;
  if (!card.types.includes('creature')) return refuse('scavenge on a card that is not a creature');
  if (!isPayableCost(m[1] as string)) return refuse(`the scavenge cost ${m[1]} is not understood`);
  return {
    activated: [
      {
        cost: { mana: m[1] as string, exileSelf: true },
        zone: 'graveyard',
        sorcerySpeed: true,
        targets: [{ filter: { objects: { types: ['creature'] } }, min: 1, max: 1, label: 'target creature' }],
        steps: [
          {
            do: 'addCounters',
            what: { ref: 'target', slot: 0 },
            counter: '+1/+1',
            count: { powerOf: { ref: 'source' } },
          },
        ],
        text,
      },
    ],
  };
}

/**
 * Morph [cost] (CR 702.37a), Megamorph [cost] (702.37b), Disguise [cost] (702.168a; with ward {2}
 * while face down): cast face down for {3} as a 2/2 with no
 * characteristics (702.37c, 708.2a), turned face up any time its controller has priority for
 * [cost] (702.37e); megamorph also puts a +1/+1 counter on it as it is. A mana cost only
 * ("Morph—Reveal a white card" stays text); on a permanent card.
 */
function morph(text: string, card: Parameters<AbilityCompiler>[1]): AbilityResult {
  const m = /^(Morph|Megamorph|Disguise) (\{[^ ]+\})$/.exec(text.replace(/\.$/, ''));
  if (!m) return null;
  const kw = (m[1] as string).toLowerCase();
  if (card.isSpell) return refuse(`${kw} on a card that is not a permanent`);
  // A land with morph is cast face down, not played (Zoetic Cavern): not modelled.
  if (card.types.includes('land')) return refuse(`${kw} on a land card`);
  if (!isPayableOrHybridCost(m[2] as string)) return refuse(`the ${kw} cost ${m[2]} is not understood`);
  // Megamorph (702.37b): a morph cost whose payment puts a +1/+1 counter on it as it turns face up.
  // Disguise (702.168a): the same, but face down it is a 2/2 with ward {2}.
  const kind = kw === 'megamorph' ? { mega: true as const } : kw === 'disguise' ? { disguise: true as const } : {};
  return { morph: { mana: m[2] as string, ...kind } };
}

/**
 * Encore [cost] (CR 702.141a): "[Cost], Exile this card from your graveyard: For each opponent,
 * create a token copy that attacks that opponent this turn if able. They gain haste. Sacrifice
 * them at the beginning of the next end step. Activate only as a sorcery." With one opponent (the
 * engine's two-player game), one token: the copy, haste for as long as it is that object (611.2a),
 * the delayed sacrifice, and the requirement to attack that player, not a planeswalker, this turn
 * if able (508.1d), read through the activated-ability compiler. A mana cost only.
 */
function encore(text: string, card: Parameters<AbilityCompiler>[1]): AbilityResult {
  const m = /^Encore (\{[^ ]+\})$/.exec(text.replace(/\.$/, ''));
  if (!m) return null;
  if (!card.types.includes('creature')) return refuse('encore on a card that is not a creature');
  if (!isPayableCost(m[1] as string)) return refuse(`the encore cost ${m[1]} is not understood`);
  const spec = onlyActivated(
    activated(
      `${m[1]}, Exile ~ from your graveyard: Create a token that's a copy of ~. It gains haste. Sacrifice it at the beginning of the next end step. Activate only as a sorcery.`,
      card,
    ),
  );
  const [copy, haste, delayed, ...rest] = spec?.steps ?? [];
  if (
    !spec ||
    spec.zone !== 'graveyard' ||
    copy?.do !== 'createTokenCopy' ||
    !copy.as ||
    !haste ||
    !delayed ||
    rest.length
  )
    return refuse('encore is not understood');
  const them = { ref: 'var' as const, name: copy.as };
  const attacks = {
    do: 'restrict' as const,
    what: them,
    cant: ['attackPlayerIfAble' as const],
    until: 'endOfTurn' as const,
  };
  return { activated: [{ ...spec, steps: [copy, haste, attacks, delayed], text }] };
}

/** The equip ability's steps and timing (CR 702.6a): attach this to the creature targeted, as a sorcery. */
function equipAbility(cost: string, objects: ObjectFilter, label: string, text: string): AbilityResult {
  return {
    activated: [
      {
        cost: { mana: cost },
        sorcerySpeed: true,
        targets: [{ filter: { objects }, min: 1, max: 1, label }],
        steps: [{ do: 'attach', what: { ref: 'source' }, to: { ref: 'target', slot: 0 } }],
        text,
      },
    ],
  };
}

/**
 * "Equip legendary creature {3}", "Equip Halfling {1}" (CR 702.6c, a variant of equip): "[Cost]:
 * Attach this permanent to target [quality] creature you control. Activate only as a sorcery."
 * Only these two qualities: a supertype ("legendary creature") or one creature type; "Equip
 * commander", "Equip planeswalker", "Equip worthy", "Equip creature token" and a list of types
 * stay text.
 */
function equipQuality(text: string, card: Parameters<AbilityCompiler>[1]): AbilityResult {
  const m = /^Equip (legendary creature|[A-Z][a-z]+) (\{[^ ]+\})$/.exec(text.replace(/ \(.*\)$/, ''));
  if (!m || !card.isEquipment || !isPayableOrHybridCost(m[2] as string)) return null;
  const legendary = m[1] === 'legendary creature';
  const objects: ObjectFilter = legendary
    ? { types: ['creature'], supertypes: ['legendary'], controller: 'you', notSource: true }
    : { types: ['creature'], subtypes: [m[1] as string], controller: 'you', notSource: true };
  return equipAbility(m[2] as string, objects, `target ${m[1]} you control`, text);
}

/**
 * First words no keyword ability's line begins with (the keyword is the first word of its line,
 * CR 702.1; a flavor word before "— Equip" is the one exception, read by {@link keywordCost}):
 * for these the compiler skips the thirty readers of {@link keywordCost} (issue 21 item 4, the
 * compiler's speed). Over the whole pool none of them begins a line {@link keywordCost} reads.
 */
const NOT_A_KEYWORD = new Set([
  'When',
  'Whenever',
  'At',
  'If',
  'Until',
  'During',
  'Target',
  'Enchanted',
  'Equipped',
  'Creatures',
  'Other',
  'Each',
  'All',
  'Choose',
  'Destroy',
  'Draw',
  'Return',
  'Sacrifice',
  'Exile',
  'Create',
  'Counter',
  'Put',
  'Search',
  'Tap',
  'Prevent',
  'Look',
  'Remove',
]);

/**
 * {@link keywordCost} for a line of a card's text, skipped at once for a line that begins with
 * the object itself (`~`), a cost symbol (`{T}: …`), a loyalty cost (`+1: …`) or a word of
 * {@link NOT_A_KEYWORD}: lines no keyword ability is written as.
 */
export const keywordCostLine: AbilityCompiler = (text, card) => {
  const c = text.charCodeAt(0);
  // '~', '{', '+', '-', '−' or a digit.
  if (c === 126 || c === 123 || c === 43 || c === 45 || c === 8722 || (c >= 48 && c <= 57)) return null;
  const space = text.indexOf(' ');
  if (NOT_A_KEYWORD.has(space < 0 ? text : text.slice(0, space)) && !text.includes(' — Equip')) return null;
  return keywordCost(text, card);
};

export const keywordCost: AbilityCompiler = (text, card) => {
  // "Gae Bolg — Equip {4}": a flavor word before the keyword has no rules meaning (CR 207.2c).
  const flavored = /^[A-Z][^—]* — (Equip \{[^ ]+\})$/.exec(text.replace(/\.$/, ''));
  if (flavored) return keywordCost(flavored[1] as string, card);
  // "Equip {3}. This ability costs {1} less to activate for each other Equipment you control.":
  // the equip ability (CR 702.6a) with its own cost change (602.2b, 601.2f).
  const changed = /^(Equip \{[^ ]+\})\. (This ability costs .+)$/.exec(text);
  if (changed) {
    const equip = keywordCost(changed[1] as string, card);
    const change = abilityCostChangeOf(changed[2] as string, card);
    const act = equip && !isRefusal(equip) ? equip.activated : undefined;
    if (!change || act?.length !== 1 || !act[0]) return refuse(`"${changed[2]}" is not understood`);
    return { ...equip, activated: [{ ...act[0], costChanges: [change] }] };
  }
  const life = /^Flashback—(\{[^ ]+\}), Pay (\d+) life$/.exec(text.replace(/\.$/, ''));
  if (life && card.isSpell && isPayableCost(life[1] as string))
    return { altCosts: [{ kind: 'flashback', mana: life[1] as string, cost: { payLife: Number(life[2]) } }] };
  // "Flashback—Sacrifice a creature." (Cabal Therapy): a flashback cost with no mana (CR 702.34a,
  // 118.9), only the sacrifice, paid as the spell is cast (601.2h).
  const sacrifice = /^Flashback—(Sacrifice [^,{}]+)$/.exec(text.replace(/\.$/, ''));
  if (sacrifice && card.isSpell) {
    const cost = parseCost(sacrifice[1] as string);
    if (cost?.sacrifice && Object.keys(cost).length === 1) return { altCosts: [{ kind: 'flashback', mana: '', cost }] };
  }
  const echo =
    echoAbility(text, card) ??
    encore(text, card) ??
    typecycling(text, card) ??
    crew(text, card) ??
    saddle(text, card) ??
    unearth(text, card) ??
    outlast(text, card) ??
    reconfigure(text, card) ??
    scavenge(text, card) ??
    morph(text, card) ??
    cumulativeUpkeep(text, card) ??
    zombieCopy(text, card) ??
    transmute(text, card) ??
    fabricate(text, card) ??
    backup(text, card) ??
    graft(text, card) ??
    devourOrAmplify(text, card) ??
    sacrificedForCounters(text, card) ??
    altCostKeyword(text, card) ??
    awakenKeyword(text, card) ??
    suspendKeyword(text, card) ??
    ninjutsu(text, card) ??
    graveyardCast(text, card) ??
    offspringKeyword(text, card) ??
    recoverKeyword(text, card) ??
    emergeKeyword(text) ??
    copyCostKeyword(text, card);
  if (echo) return echo;
  const quality = equipQuality(text, card);
  if (quality) return quality;
  const m =
    /^(Kicker|Multikicker|Flashback|Harmonize|Cycling|Equip|Buyback|Madness|Miracle|Disturb|Surge|Entwine|Escalate|Overload) (\{[^ ]+\})$/.exec(
      text.replace(/\.$/, ''),
    );
  if (!m) {
    // "Afterlife 2": a keyword with a number that stands for a triggered ability; on an instant or
    // sorcery only ripple's, a cast trigger (CR 702.60a).
    const trigger =
      card.isSpell && !/^Ripple \d+$/.test(text)
        ? null
        : (keywordTrigger(text.replace(/\.$/, ''), text) ??
          (card.isSpell ? null : keywordByReminder(text, text, card)));
    if (trigger) return trigger;
    const thirst = bloodthirst(text, card);
    if (thirst) return thirst;
    // A keyword ability with a number the engine's table holds ("Toxic 1", CR 702.164).
    const plain = parseKeywordPhrase(text.replace(/\.$/, ''));
    if (plain) return { keywords: plain };
    // Another keyword with a cost (evoke, buyback, madness …): recognised, not enforced.
    const other = /^([A-Z][a-z]+(?: [a-z]+)?)(?: |—)(?:\{[^ ]*\}|\d+)$/.exec(text);
    return other ? refuse(`${other[1]?.toLowerCase()} is not enforced yet`) : null;
  }
  const cost = m[2] as string;
  // Hybrid symbols only where the cost is paid as an ability is activated (cycling, equip, CR 602.2b).
  const payable = m[1] === 'Cycling' || m[1] === 'Equip' ? isPayableOrHybridCost(cost) : isPayableCost(cost);
  if (!payable) return refuse(`the ${m[1]?.toLowerCase()} cost ${cost} is not understood`);
  switch (m[1]) {
    case 'Kicker':
      return { additionalCosts: [{ kind: 'kicker', mana: cost }] };
    case 'Multikicker':
      // CR 702.33c: an optional additional cost paid any number of times as the spell is cast,
      // announced like replicate's (601.2b); the times paid are remembered for "for each time it
      // was kicked" (an {X} in it is not read).
      return /\{X\}/.test(cost) || !card.hasMultikicker
        ? refuse('this multikicker is not enforced yet')
        : { additionalCosts: [{ kind: 'copies', keyword: 'multikicker', mana: cost }] };
    case 'Madness':
      // CR 702.35a: discarded into exile, then cast for this cost by its trigger (zones/objects.ts).
      // An {X} in it would be chosen as it is cast, which the alternative-cost path doesn't ask.
      return /\{X\}/.test(cost)
        ? refuse('a madness cost with {X} is not enforced yet')
        : { altCosts: [{ kind: 'madness', mana: cost }] };
    case 'Miracle':
      // CR 702.94a: revealed as the first card its owner drew this turn, then cast from the hand
      // for this cost by its trigger (engine triggers/miracle.ts). An {X} in it would be chosen as
      // it is cast, which the alternative-cost path doesn't ask.
      return /\{X\}/.test(cost)
        ? refuse('a miracle cost with {X} is not enforced yet')
        : { altCosts: [{ kind: 'miracle', mana: cost }] };
    case 'Disturb':
      // CR 702.146a: cast transformed from the graveyard for this cost; put on the back face once
      // the card is read (../disturb.ts). An {X} in it would be chosen as it is cast, which the
      // alternative-cost path doesn't ask.
      return /\{X\}/.test(cost)
        ? refuse('a disturb cost with {X} is not enforced yet')
        : { altCosts: [{ kind: 'disturb', mana: cost }] };
    case 'Surge':
      // CR 702.117a: an alternative cost, usable once its caster has cast another spell this turn.
      // An {X} in it would be chosen as it is cast, which the alternative-cost path doesn't ask.
      return /\{X\}/.test(cost)
        ? refuse('a surge cost with {X} is not enforced yet')
        : { altCosts: [{ kind: 'surge', mana: cost }] };
    case 'Overload':
      // CR 702.96a: an alternative cost; its spell ability (the text with "each" for "target",
      // 702.96b) is read once the spell's own text is (../overload.ts).
      return card.isSpell && !/\{X\}/.test(cost)
        ? { altCosts: [{ kind: 'overload', mana: cost, spell: { targets: [], steps: [] } }] }
        : refuse(card.isSpell ? 'an overload cost with {X} is not enforced yet' : 'overload on a permanent card');
    case 'Entwine':
      // CR 702.42a: on a modal spell, an additional cost to choose all its modes.
      return card.modalSpell
        ? { additionalCosts: [{ kind: 'entwine', mana: cost }] }
        : refuse('entwine on a card that is not a modal spell');
    case 'Escalate':
      // CR 702.120a: on a modal spell, an additional cost paid for each mode chosen beyond the first.
      return card.modalSpell
        ? { additionalCosts: [{ kind: 'escalate', mana: cost }] }
        : refuse('escalate on a card that is not a modal spell');
    case 'Buyback':
      // CR 702.27a: an optional additional cost of an instant or sorcery; paid, it returns to the hand.
      return card.isSpell
        ? { additionalCosts: [{ kind: 'buyback', mana: cost }] }
        : refuse('buyback on a permanent card');
    case 'Flashback':
      return card.isSpell ? { altCosts: [{ kind: 'flashback', mana: cost }] } : refuse('flashback on a permanent card');
    case 'Harmonize':
      // CR 702.180a–b: cast from the graveyard for this cost, tapping a creature to reduce it by
      // its power (engine casting/harmonize.ts), then exiled. On an instant or sorcery (a
      // permanent spell would be exiled instead of entering); an {X} in it would be chosen as it is
      // cast, which the alternative-cost path doesn't ask.
      if (!card.isSpell) return refuse('harmonize on a permanent card');
      return /\{X\}/.test(cost)
        ? refuse('a harmonize cost with {X} is not enforced yet')
        : { altCosts: [{ kind: 'harmonize', mana: cost }] };
    case 'Cycling':
      return {
        activated: [
          {
            cost: { mana: cost, discardSelf: true, cycling: true },
            zone: 'hand',
            steps: [{ do: 'draw', player: { ref: 'you' }, count: 1 }],
            text,
          },
        ],
      };
    case 'Equip':
      if (!card.isEquipment) return refuse('equip on something that is not an Equipment');
      return equipAbility(
        cost,
        { types: ['creature'], controller: 'you', notSource: true },
        'target creature you control',
        text,
      );
    default:
      return null;
  }
};
