/**
 * Predefined tokens (CR 111.10): an effect that says "create a Treasure token" creates a token
 * with the characteristics the rules define, abilities included. Each is a colourless artifact
 * token of one artifact type, named after it ("Treasure Token", CR 111.4).
 */
import type { PredefinedTokenName, TokenSpec } from './card-def';
import { predefinedTokenRule } from './predefined-token-rules';
import type { RuleNumber } from './rules';

function artifactToken(name: PredefinedTokenName, activated: NonNullable<TokenSpec['activated']>): TokenSpec {
  return { typeLine: `Token Artifact — ${name}`, colors: [], activated, predefined: name };
}

/** The predefined tokens and the rule that defines each. */
export const PREDEFINED_TOKENS: Record<PredefinedTokenName, { token: TokenSpec; rule: RuleNumber }> = {
  // "{T}, Sacrifice this token: Add one mana of any color." — a mana ability (CR 605.1a).
  Treasure: {
    rule: predefinedTokenRule('Treasure'),
    token: artifactToken('Treasure', [
      {
        cost: { tap: true, sacrificeSelf: true },
        mana: { kind: 'anyColor' },
        text: '{T}, Sacrifice this token: Add one mana of any color.',
      },
    ]),
  },
  Food: {
    rule: predefinedTokenRule('Food'),
    token: artifactToken('Food', [
      {
        cost: { mana: '{2}', tap: true, sacrificeSelf: true },
        steps: [{ do: 'gainLife', player: { ref: 'you' }, amount: 3 }],
        text: '{2}, {T}, Sacrifice this token: You gain 3 life.',
      },
    ]),
  },
  Clue: {
    rule: predefinedTokenRule('Clue'),
    token: artifactToken('Clue', [
      {
        cost: { mana: '{2}', sacrificeSelf: true },
        steps: [{ do: 'draw', player: { ref: 'you' }, count: 1 }],
        text: '{2}, Sacrifice this token: Draw a card.',
      },
    ]),
  },
  Blood: {
    rule: predefinedTokenRule('Blood'),
    token: artifactToken('Blood', [
      {
        cost: { mana: '{1}', tap: true, discard: { count: 1 }, sacrificeSelf: true },
        steps: [{ do: 'draw', player: { ref: 'you' }, count: 1 }],
        text: '{1}, {T}, Discard a card, Sacrifice this token: Draw a card.',
      },
    ]),
  },
  // The newer predefined tokens cite CR 111.10 itself (the list of predefined tokens).
  Gold: {
    rule: predefinedTokenRule('Gold'),
    token: artifactToken('Gold', [
      {
        cost: { sacrificeSelf: true },
        mana: { kind: 'anyColor' },
        text: 'Sacrifice this token: Add one mana of any color.',
      },
    ]),
  },
  Shard: {
    rule: predefinedTokenRule('Shard'),
    token: {
      typeLine: 'Token Enchantment — Shard',
      colors: [],
      predefined: 'Shard',
      activated: [
        {
          cost: { mana: '{2}', sacrificeSelf: true },
          steps: [
            { do: 'scry', count: 1 },
            { do: 'draw', player: { ref: 'you' }, count: 1 },
          ],
          text: '{2}, Sacrifice this token: Scry 1, then draw a card.',
        },
      ],
    },
  },
  Lander: {
    rule: predefinedTokenRule('Lander'),
    token: artifactToken('Lander', [
      {
        cost: { mana: '{2}', tap: true, sacrificeSelf: true },
        steps: [
          {
            do: 'search',
            filter: { supertypes: ['basic'], types: ['land'] },
            max: 1,
            to: 'battlefield',
            tapped: true,
            label: 'a basic land card',
          },
          { do: 'shuffle', player: { ref: 'you' } },
        ],
        text: '{2}, {T}, Sacrifice this token: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.',
      },
    ]),
  },
  Mutagen: {
    rule: predefinedTokenRule('Mutagen'),
    token: artifactToken('Mutagen', [
      {
        cost: { mana: '{1}', tap: true, sacrificeSelf: true },
        targets: [{ filter: { objects: { types: ['creature'] } }, min: 1, max: 1, label: 'target creature' }],
        steps: [{ do: 'addCounters', what: { ref: 'target', slot: 0 }, counter: '+1/+1', count: 1 }],
        sorcerySpeed: true,
        text: '{1}, {T}, Sacrifice this token: Put a +1/+1 counter on target creature. Activate only as a sorcery.',
      },
    ]),
  },
  // Impulse (CR 111.10): the top card is exiled and may be played this turn (a play permission).
  Junk: {
    rule: predefinedTokenRule('Junk'),
    token: artifactToken('Junk', [
      {
        cost: { tap: true, sacrificeSelf: true },
        steps: [
          { do: 'exileTop', player: { ref: 'you' }, count: 1, as: 'exiled' },
          { do: 'permitPlay', what: { ref: 'var', name: 'exiled' }, until: 'endOfTurn' },
        ],
        sorcerySpeed: true,
        text: '{T}, Sacrifice this token: Exile the top card of your library. You may play that card this turn. Activate only as a sorcery.',
      },
    ]),
  },
  // Its mana pays for artifact spells and anything but other spells (a spending restriction, CR 106.6).
  Powerstone: {
    rule: predefinedTokenRule('Powerstone'),
    token: artifactToken('Powerstone', [
      {
        cost: { tap: true },
        mana: { kind: 'fixed', mana: ['C'] },
        manaSpend: { spells: { types: ['artifact'] }, abilities: {}, other: true },
        text: "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell.",
      },
    ]),
  },
  // "Target creature you control explores" (CR 701.44a): a target chosen as it is activated.
  Map: {
    rule: predefinedTokenRule('Map'),
    token: artifactToken('Map', [
      {
        cost: { mana: '{1}', tap: true, sacrificeSelf: true },
        targets: [
          {
            filter: { objects: { types: ['creature'], controller: 'you' } },
            min: 1,
            max: 1,
            label: 'target creature you control',
          },
        ],
        steps: [{ do: 'explore', what: { ref: 'target', slot: 0 } }],
        sorcerySpeed: true,
        text: '{1}, {T}, Sacrifice this token: Target creature you control explores. Activate only as a sorcery.',
      },
    ]),
  },
  // A Powerstone's mana ability on an indestructible artifact (CR 702.12b).
  Vibranium: {
    rule: predefinedTokenRule('Vibranium'),
    token: {
      ...artifactToken('Vibranium', [
        {
          cost: { tap: true },
          mana: { kind: 'fixed', mana: ['C'] },
          manaSpend: { spells: { types: ['artifact'] }, abilities: {}, other: true },
          text: "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell.",
        },
      ]),
      keywords: ['indestructible'],
    },
  },
  // A 2/2 black Zombie creature token named Walker (its reminder text); no abilities.
  Walker: {
    rule: predefinedTokenRule('Walker'),
    token: {
      name: 'Walker',
      typeLine: 'Token Creature — Zombie',
      colors: ['B'],
      power: 2,
      toughness: 2,
      predefined: 'Walker',
    },
  },
};

/** Whether `name` is a predefined token's (for "a Treasure token"). */
export function isPredefinedToken(name: string): name is PredefinedTokenName {
  return Object.hasOwn(PREDEFINED_TOKENS, name);
}

/**
 * The predefined tokens (CR 111.10) that `data` names by a `predefined` key (a scenario
 * document's proxies: "a Treasure token" on the battlefield), as token definitions: their
 * abilities' instructions are made ready like a card's (a Lander's search, a Junk's impulse).
 */
export function predefinedTokensIn(data: unknown): TokenSpec[] {
  const names = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        if (k === 'predefined' && typeof x === 'string') names.add(x);
        walk(x);
      }
  };
  walk(data);
  return [...names].filter(isPredefinedToken).map((name) => PREDEFINED_TOKENS[name].token);
}
