/**
 * Keyword abilities that are triggered abilities (CR 702): the keyword stands for a fixed
 * trigger and effect, built here as that triggered ability.
 *
 * - Prowess (702.108a): "Whenever you cast a noncreature spell, this creature gets +1/+1 until
 *   end of turn." Each instance triggers separately (702.108b).
 * - Exalted (702.83a): "Whenever a creature you control attacks alone, that creature gets +1/+1
 *   until end of turn." Each instance triggers separately (702.83b).
 * - Afterlife N (702.135a): "When this permanent is put into a graveyard from the battlefield,
 *   create N 1/1 white and black Spirit creature tokens with flying."
 * - Ward {N} (702.21a): "Whenever this permanent becomes the target of a spell or ability an
 *   opponent controls, counter that spell or ability unless that player pays {N}." Also
 *   "Ward—Pay N life" and "Ward—Discard a card": that player is asked only if they can pay in
 *   full (CR 118.3; life only with a life total at least N, 119.4). Other costs stay text.
 * - Training (702.149a): "Whenever this creature and at least one other creature with power
 *   greater than this creature's power attack, put a +1/+1 counter on this creature." The powers
 *   are compared as attackers are declared (the trigger event), not again as it resolves.
 * - Dethrone (702.105a): "Whenever this creature attacks the player with the most life or tied
 *   for most life, put a +1/+1 counter on this creature." Checked as attackers are declared.
 * - Storm (702.40a): "When you cast this spell, copy it for each other spell that was cast before
 *   it this turn. You may choose new targets for the copies." The count is fixed as the spell is
 *   cast (the trigger's amount); the copies are put on the stack, not cast (707.10).
 * - Cascade (702.85a): "When you cast this spell, exile cards from the top of your library until
 *   you exile a nonland card whose mana value is less than this spell's mana value. You may cast
 *   that card without paying its mana cost …" (the `cascade` step). Each instance triggers
 *   separately (702.85c).
 * - Soulbond (702.95a): "When this creature enters, if you control both this creature and another
 *   creature and both are unpaired, you may pair this creature with another unpaired creature you
 *   control for as long as both remain creatures on the battlefield under your control" and
 *   "Whenever another creature enters under your control, if you control both that creature and
 *   this one and both are unpaired, you may pair that creature with this creature for as long as
 *   both remain creatures on the battlefield under your control." The "if"s are intervening (603.4).
 */
import type { Condition, Ref, StepSpec, TriggeredSpec } from '../../../engine';
import { parseCount } from '../phrases/numbers';
import type { Part } from './part';

const PLUS_ONE = { power: 1, toughness: 1, until: 'endOfTurn' as const };

/**
 * "Ward—Pay 3 life", "Ward—Discard a card" (CR 702.21a): counter the spell or ability unless its
 * controller pays the cost; they are asked only when they can pay it in full (CR 118.3, 119.4).
 */
function wardOtherCost(k: string, printed: string): TriggeredSpec {
  const player: Ref = { ref: 'trigger', key: 'player' };
  const life = /pay (\d+) life$/.exec(k);
  const n = Number(life?.[1] ?? 1);
  const pay: StepSpec = life
    ? { do: 'loseLife', player, amount: n, when: { var: 'paid' } }
    : { do: 'discard', player, count: 1, when: { var: 'paid' } };
  const payable: Condition = { compare: [life ? { lifeOf: player } : { cardsInHand: player }, '>=', n] };
  return {
    on: { event: 'becomesTarget', what: 'self', by: 'opponent' },
    steps: [
      { do: 'may', prompt: `Ward: ${life ? `pay ${n} life` : 'discard a card'}?`, as: 'paid', player, when: payable },
      pay,
      { do: 'counterSpell', what: { ref: 'trigger', key: 'spell' }, when: { not: { var: 'paid' } } },
    ],
    text: printed,
  };
}

/** The triggered ability a keyword stands for ("prowess", "exalted", "afterlife 2"), or null. */
export function keywordTrigger(item: string, printed: string): Part | null {
  const k = item.trim().toLowerCase();
  let spec: TriggeredSpec | null = null;
  if (k === 'prowess')
    spec = {
      on: { event: 'spellCast', by: 'you', spell: { notTypes: ['creature'] } },
      steps: [{ do: 'pump', what: { ref: 'source' }, ...PLUS_ONE }],
      text: printed,
    };
  else if (k === 'exalted')
    spec = {
      on: { event: 'attacks', what: { filter: { types: ['creature'], controller: 'you' } }, alone: true },
      steps: [{ do: 'pump', what: { ref: 'trigger', key: 'permanent' }, ...PLUS_ONE }],
      text: printed,
    };
  else if (k === 'training')
    // CR 702.149a: "Whenever this creature and at least one other creature with power greater
    // than this creature's power attack, put a +1/+1 counter on this creature."
    spec = {
      on: { event: 'attacks', what: 'self', withGreater: true },
      steps: [{ do: 'addCounters', what: { ref: 'source' }, counter: '+1/+1', count: 1 }],
      text: printed,
    };
  else if (k === 'dethrone')
    // CR 702.105a: "Whenever this creature attacks the player with the most life or tied for
    // most life, put a +1/+1 counter on this creature."
    spec = {
      on: { event: 'attacks', what: 'self', mostLife: true },
      steps: [{ do: 'addCounters', what: { ref: 'source' }, counter: '+1/+1', count: 1 }],
      text: printed,
    };
  else if (k === 'storm')
    spec = {
      on: { event: 'spellCast', by: 'you', self: true },
      steps: [
        {
          do: 'copySpell',
          what: { ref: 'trigger', key: 'spell' },
          newTargets: true,
          permanentGainsHaste: false,
          count: { triggerAmount: true },
        },
      ],
      text: printed,
    };
  else if (/^ripple [1-9]\d*$/.test(k))
    // Ripple N (CR 702.60a): each instance triggers separately.
    spec = {
      on: { event: 'spellCast', by: 'you', self: true },
      steps: [{ do: 'ripple', spell: { ref: 'trigger', key: 'spell' }, count: Number(k.slice('ripple '.length)) }],
      text: printed,
    };
  else if (k === 'soulbond') {
    // CR 702.95a: two triggered abilities, each with an intervening "if" (603.4).
    const unpairedMine: Condition = {
      is: { ref: 'source' },
      matches: { types: ['creature'], controller: 'you', paired: false },
    };
    const entering: Ref = { ref: 'trigger', key: 'permanent' };
    return {
      triggered: [
        {
          on: { event: 'zoneChange', what: 'self', to: 'battlefield' },
          condition: {
            all: [
              unpairedMine,
              { count: { types: ['creature'], controller: 'you', paired: false, notSource: true }, range: { min: 1 } },
            ],
          },
          steps: [{ do: 'pair', what: { ref: 'source' } }],
          text: printed,
        },
        {
          on: {
            event: 'zoneChange',
            what: { filter: { types: ['creature'], controller: 'you' }, other: true },
            to: 'battlefield',
          },
          condition: {
            all: [unpairedMine, { is: entering, matches: { types: ['creature'], controller: 'you', paired: false } }],
          },
          steps: [{ do: 'pair', what: entering, with: { ref: 'source' } }],
          text: printed,
        },
      ],
    };
  } else if (k === 'cascade')
    spec = {
      on: { event: 'spellCast', by: 'you', self: true },
      steps: [{ do: 'cascade', spell: { ref: 'trigger', key: 'spell' } }],
      text: printed,
    };
  else if (/^ward (?:\{\d+\})+$/.test(k)) {
    const cost = item.trim().slice('ward '.length);
    spec = {
      on: { event: 'becomesTarget', what: 'self', by: 'opponent' },
      steps: [
        { do: 'payMana', cost, as: 'paid', player: { ref: 'trigger', key: 'player' } },
        { do: 'counterSpell', what: { ref: 'trigger', key: 'spell' }, when: { not: { var: 'paid' } } },
      ],
      text: printed,
    };
  } else if (/^ward—(?:pay \d+ life|discard a card)$/.test(k)) spec = wardOtherCost(k, printed);
  else {
    const afterlife = /^afterlife (\w+)$/.exec(k);
    const n = afterlife ? parseCount(afterlife[1] as string) : null;
    if (n !== null && n > 0)
      spec = {
        on: { event: 'zoneChange', what: 'self', from: 'battlefield', to: 'graveyard' },
        steps: [
          {
            do: 'createToken',
            token: {
              name: 'Spirit Token',
              typeLine: 'Token Creature — Spirit',
              colors: ['W', 'B'],
              power: 1,
              toughness: 1,
              keywords: ['flying'],
            },
            ...(n !== 1 ? { count: n } : {}),
          },
        ],
        text: printed,
      };
  }
  return spec ? { triggered: [spec] } : null;
}
