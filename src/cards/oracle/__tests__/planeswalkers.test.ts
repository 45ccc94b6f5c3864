// Planeswalkers and loyalty abilities (CR 306, 606): a planeswalker enters with its printed
// loyalty as loyalty counters (306.5b); "+N: …", "−N: …" and "0: …" are activated abilities whose
// cost puts on or removes loyalty counters (606.4), activated only in their controller's main
// phase with the stack empty and only one loyalty ability of a permanent each turn (606.3); a −N
// ability needs N counters (606.5); damage removes loyalty counters (120.3c) and a planeswalker
// with none goes to the graveyard (704.5i).
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

/** A planeswalker's card data: the Oracle text's minus signs are U+2212, as printed. */
function walker(name: string, cost: string, subtype: string, oracle: string, loyalty: string) {
  return { ...card(name, cost, `Legendary Planeswalker — ${subtype}`, oracle), loyalty };
}

const garruk = walker(
  'Garruk Wildspeaker',
  '{2}{G}{G}',
  'Garruk',
  '+1: Untap two target lands.\n−1: Create a 3/3 green Beast creature token.\n−4: Creatures you control get +3/+3 and gain trample until end of turn.',
  '3',
);
const jace = walker(
  'Jace Beleren',
  '{1}{U}{U}',
  'Jace',
  '+2: Each player draws a card.\n−1: Target player draws a card.\n−10: Target player mills twenty cards.',
  '3',
);
const chandra = walker(
  'Chandra, Bold Pyromancer',
  '{4}{R}{R}',
  'Chandra',
  '+1: Add {R}{R}. Chandra deals 2 damage to target player.\n−3: Chandra deals 3 damage to target creature or planeswalker.\n−7: Chandra deals 10 damage to target player and each creature and planeswalker they control.',
  '5',
);
const nalaar = walker(
  'Chandra Nalaar',
  '{3}{R}{R}',
  'Chandra',
  "+1: Chandra Nalaar deals 1 damage to target player or planeswalker.\n−X: Chandra Nalaar deals X damage to target creature.\n−8: Chandra Nalaar deals 10 damage to target player or planeswalker and each creature that player or that planeswalker's controller controls.",
  '6',
);
const torch = walker(
  'Chandra, Torch of Defiance',
  '{2}{R}{R}',
  'Chandra',
  '+1: Exile the top card of your library. You may cast that card. If you don\'t, Chandra deals 2 damage to each opponent.\n+1: Add {R}{R}.\n−3: Chandra deals 4 damage to target creature.\n−7: You get an emblem with "Whenever you cast a spell, this emblem deals 5 damage to any target."',
  '4',
);
const steward = walker(
  'Nissa, Steward of Elements',
  '{X}{G}{U}',
  'Nissa',
  "+2: Scry 2.\n0: Look at the top card of your library. If it's a land card or a creature card with mana value less than or equal to the number of loyalty counters on Nissa, you may put that card onto the battlefield.\n−6: Untap up to two target lands you control. They become 5/5 Elemental creatures with flying and haste until end of turn. They're still lands.",
  'X',
);

const dyfed = walker(
  'Dyfed, the Guiding Hand',
  '{3}{U}{U}',
  'Dyfed',
  '+1: Create two tapped Powerstone tokens. (They\'re artifacts with "{T}: Add {C}. This mana can\'t be spent to cast a nonartifact spell.")\n−X: Untap X target artifacts.\n−6: Search your library for an artifact card, put it onto the battlefield, then shuffle.\nDyfed, the Guiding Hand can be your commander.',
  '4',
);
const perfected = walker(
  'Jace, the Perfected Mind',
  '{2}{U}{U/P}',
  'Jace',
  'Compleated ({U/P} can be paid with {U} or 2 life. If life was paid, this planeswalker enters with two fewer loyalty counters.)\n+1: Until your next turn, up to one target creature gets -3/-0.\n−2: Target player mills three cards. Then if a graveyard has twenty or more cards in it, you draw three cards. Otherwise, you draw a card.\n−X: Target player mills three times X cards.',
  '5',
);

const ornithopter = card('Ornithopter', '{0}', 'Artifact Creature — Thopter', 'Flying', '0/2');

const CARDS = compiled(garruk, jace, chandra, nalaar, dyfed, ornithopter);

/** The rule of the refusal `f` throws, or null when it doesn't throw. */
function ruleOf(f: () => unknown): string | null {
  try {
    f();
    return null;
  } catch (e) {
    return (e as { rule?: string }).rule ?? 'no rule';
  }
}
const forests = ['Forest', 'Forest', 'Forest', 'Forest'];

describe('compiling planeswalkers (CR 306, 606)', () => {
  it('a planeswalker compiles in full when each loyalty ability does: its loyalty and its costs are kept', () => {
    const def = compileCard(garruk).def;
    expect(def.loyalty).toBe(3);
    expect(def.activated?.map((a) => a.cost)).toEqual([{ loyalty: 1 }, { loyalty: -1 }, { loyalty: -4 }]);
  });

  it('a loyalty ability that adds mana is not a mana ability (CR 605.1a): it is built as a step that uses the stack', () => {
    const plus = compileCard(chandra).def.activated?.[0];
    expect(plus?.mana).toBeUndefined();
    expect(plus?.steps?.[0]).toEqual({ do: 'addMana', mana: ['R', 'R'] });
  });

  it('"~ can be your commander." is a deck-construction rule (CR 903.3a): nothing to enforce in a game', () => {
    const aminatou = walker(
      'Dihada Test',
      '{1}{W}',
      'Dihada',
      '+1: You gain 2 life.\nDihada Test can be your commander.',
      '3',
    );
    expect(compileCard(aminatou).status).toBe('full');
  });

  it('near misses stay text: an X loyalty; a −X ability whose effect is not read', () => {
    expect(unenforced(steward)).toContain('Loyalty X');
    expect(unenforced(perfected)).toContain('−X: Target player mills three times X cards.');
  });

  it('a −X cost is read (CR 107.3, 606.4): Chandra Nalaar compiles in full', () => {
    expect(compileCard(nalaar).status).toBe('full');
    expect(compileCard(nalaar).def.activated?.[1]?.cost).toEqual({ loyalty: 0, loyaltyX: true });
  });

  it("an emblem is read (emblems.test.ts): Chandra, Torch of Defiance's −7 is enforced", () => {
    expect(unenforced(torch)).not.toContain(
      '−7: You get an emblem with "Whenever you cast a spell, this emblem deals 5 damage to any target."',
    );
  });
});

describe('loyalty abilities in play (CR 606)', () => {
  const board = (extra: object = {}) => ({
    turn: main,
    players: {
      p1: { battlefield: ['Garruk Wildspeaker', ...forests], library: ['Island', 'Island'] },
      p2: { library: ['Island', 'Island'] },
      ...extra,
    },
  });

  it('a planeswalker enters with its printed loyalty as loyalty counters (CR 306.5b)', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: forests, hand: ['Garruk Wildspeaker'] } } },
      [{ cast: 'Garruk Wildspeaker' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('Garruk Wildspeaker').counters).toEqual({ loyalty: 3 });
    expect(g.has('CountersAdded', RULE.loyaltyEnters)).toBe(true);
  });

  it('a planeswalker written on the board without counters has its printed loyalty', () => {
    const g = game(board(), [], { cards: CARDS });
    expect(g.get('Garruk Wildspeaker').counters).toEqual({ loyalty: 3 });
  });

  it('−1 removes a loyalty counter as the cost is paid; the effect waits on the stack (CR 606.4)', () => {
    const g = game(board(), [{ activate: 'Garruk Wildspeaker', ability: 1 }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(g.get('Garruk Wildspeaker').counters).toEqual({ loyalty: 2 });
    expect(g.stack()).toEqual(['Garruk Wildspeaker ability']);
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toContain('Beast Token (token)');
  });

  it('a second loyalty ability of the same planeswalker in a turn is refused with 606.3', () => {
    const g = game(board(), [{ activate: 'Garruk Wildspeaker', ability: 1 }, { pass: true }], { cards: CARDS });
    expect(() => g.act({ activate: 'Garruk Wildspeaker', ability: 1 })).toThrow(/already activated this turn/);
    expect(ruleOf(() => g.act({ activate: 'Garruk Wildspeaker', ability: 0, targets: ['Forest', 'Forest'] }))).toBe(
      RULE.loyaltyTiming,
    );
    expect(g.get('Garruk Wildspeaker').counters).toEqual({ loyalty: 2 });
  });

  it('+2 puts two loyalty counters on it (Jace Beleren: 3 → 5), and each player draws', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Jace Beleren'], library: ['Island'] }, p2: { library: ['Island'] } },
      },
      [{ activate: 'Jace Beleren', ability: 0 }],
      { cards: CARDS },
    );
    expect(g.get('Jace Beleren').counters).toEqual({ loyalty: 5 });
    expect(g.has('CountersAdded', RULE.loyaltyCost)).toBe(true);
    g.act({ pass: true });
    expect([g.names('p1', 'hand'), g.names('p2', 'hand')]).toEqual([['Island'], ['Island']]);
  });

  it('the next turn it may activate one again', () => {
    const g = game(
      board(),
      [
        { activate: 'Garruk Wildspeaker', ability: 1 },
        { pass: true },
        { advance: 'next-turn' },
        { advance: 'next-turn' },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ advance: 'main1' });
    g.act({ activate: 'Garruk Wildspeaker', ability: 1 });
    expect(g.get('Garruk Wildspeaker').counters).toEqual({ loyalty: 1 });
  });

  it("only in its controller's main phase: not in the opponent's turn, not in combat (CR 606.3)", () => {
    const onOpponentsTurn = game({ ...board(), turn: { number: 4, active: 'p2', phase: 'main1' } }, [], {
      cards: CARDS,
    });
    expect(() => onOpponentsTurn.act({ activate: 'Garruk Wildspeaker', ability: 1, player: 'p1' })).toThrow(
      /only in your main phase/,
    );
    const inCombat = game({ ...board(), turn: { ...main, phase: 'beginCombat' } }, [], { cards: CARDS });
    expect(() => inCombat.act({ activate: 'Garruk Wildspeaker', ability: 1 })).toThrow(/only in your main phase/);
  });

  it("a −N ability needs N loyalty counters (CR 606.5): Garruk with 3 can't use −4", () => {
    const g = game(board(), [], { cards: CARDS });
    expect(ruleOf(() => g.act({ activate: 'Garruk Wildspeaker', ability: 2 }))).toBe(RULE.loyaltyNegative);
  });

  it('a cost that removes its last loyalty counters: it goes to the graveyard (704.5i) and the ability still resolves', () => {
    const g = game(
      {
        ...board(),
        players: { p1: { battlefield: [{ card: 'Jace Beleren', counters: { loyalty: 1 } }], library: ['Island'] } },
      },
      [{ activate: 'Jace Beleren', ability: 1, targets: ['p1'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Jace Beleren']);
    expect(g.has('ZoneChanged', RULE.sbaPlaneswalker)).toBe(true);
    g.act({ pass: true });
    expect(g.names('p1', 'hand')).toEqual(['Island']);
  });

  it('+1: Add {R}{R} resolves from the stack, then the mana is in the pool (Chandra, Bold Pyromancer)', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Chandra, Bold Pyromancer'] } } },
      [{ activate: 'Chandra, Bold Pyromancer', ability: 0, targets: ['p2'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({});
    g.act({ pass: true });
    expect(g.state.players.p1.manaPool).toMatchObject({ R: 2 });
    expect(g.state.players.p2.life).toBe(18);
  });

  it('3 damage from Lightning Bolt to a 4-loyalty planeswalker leaves 1 (CR 120.3c)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain'], hand: ['Lightning Bolt'] },
          p2: { battlefield: [{ card: 'Garruk Wildspeaker', counters: { loyalty: 4 } }] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['Garruk Wildspeaker'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('Garruk Wildspeaker').counters).toEqual({ loyalty: 1 });
    expect(g.has('DamageDealt', RULE.damageToPlaneswalker)).toBe(true);
  });
});

describe('−X loyalty abilities (CR 107.3, 606.4, 606.5)', () => {
  const withNalaar = (loyalty: number) =>
    game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ card: 'Chandra Nalaar', counters: { loyalty } }] },
          p2: { battlefield: [{ id: 'ogre', card: 'Grizzly Bears' }] },
        },
      },
      [],
      { cards: CARDS },
    );

  it('X is announced as it is activated: −3 removes three loyalty counters, and the ability deals 3 damage', () => {
    const g = withNalaar(6);
    g.act({ activate: 'Chandra Nalaar', ability: 1, x: 3, targets: ['ogre'] });
    expect(g.get('Chandra Nalaar').counters).toEqual({ loyalty: 3 });
    expect(g.has('CountersRemoved', RULE.loyaltyCost)).toBe(true);
    g.act({ pass: true });
    // Grizzly Bears is 2/2: 3 damage destroys it (CR 704.5g).
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it('asked for X, the player may choose at most the loyalty it has (CR 606.5)', () => {
    const g = withNalaar(2);
    expect(ruleOf(() => g.act({ activate: 'Chandra Nalaar', ability: 1, x: 3, targets: ['ogre'] }))).toBe(
      RULE.loyaltyNegative,
    );
    expect(g.get('Chandra Nalaar').counters).toEqual({ loyalty: 2 });
  });

  it('X equal to its loyalty removes them all: it goes to the graveyard (704.5i) and the ability resolves', () => {
    const g = withNalaar(2);
    g.act({ activate: 'Chandra Nalaar', ability: 1, x: 2, targets: ['ogre'] });
    expect(g.names('p1', 'graveyard')).toEqual(['Chandra Nalaar']);
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it('"Untap X target artifacts" (Dyfed): exactly X targets are chosen (CR 601.2c)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Dyfed, the Guiding Hand',
              { id: 'a', card: 'Ornithopter', tapped: true },
              { id: 'b', card: 'Ornithopter', tapped: true },
            ],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(() => g.act({ activate: 'Dyfed, the Guiding Hand', ability: 1, x: 2, targets: ['a'] })).toThrow();
    const h = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Dyfed, the Guiding Hand',
              { id: 'a', card: 'Ornithopter', tapped: true },
              { id: 'b', card: 'Ornithopter', tapped: true },
            ],
          },
        },
      },
      [{ activate: 'Dyfed, the Guiding Hand', ability: 1, x: 2, targets: ['a', 'b'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(h.error).toBeNull();
    expect(h.get('Dyfed, the Guiding Hand').counters).toEqual({ loyalty: 2 });
    expect([h.get('a').tapped, h.get('b').tapped]).toEqual([false, false]);
  });
});
