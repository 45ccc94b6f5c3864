// Flip cards (CR 710): the flipped half (name, text box, type line, P/T) applies only once the
// permanent on the battlefield is flipped (710.2); its colour and mana cost don't change
// (710.1c). Flipping is one-way, and a flipped permanent that leaves the battlefield forgets it
// (710.4). "Flip this creature" / "you may flip it" is read as the `flip` step on the source.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import type { CardData } from '../../data/card-data';
import { normalizeCard } from '../../data/faces';
import { compileCard } from '../compile';
import { compiled, main, unenforced } from './compiled';

type Half = { name: string; type: string; text: string; pt?: string };

/** A flip card in Scryfall's shape: the mana cost on the card and its first half, as printed. */
function flipCard(cost: string, top: Half, flipped: Half): CardData {
  return normalizeCard({
    name: `${top.name} // ${flipped.name}`,
    layout: 'flip',
    mana_cost: cost,
    card_faces: [top, flipped].map((f, i) => ({
      name: f.name,
      mana_cost: i === 0 ? cost : '',
      type_line: f.type,
      oracle_text: f.text,
      ...(f.pt ? { power: f.pt.split('/')[0], toughness: f.pt.split('/')[1] } : {}),
    })),
  });
}

const jushi = flipCard(
  '{1}{U}',
  {
    name: 'Jushi Apprentice',
    type: 'Creature — Human Wizard',
    text: '{2}{U}, {T}: Draw a card. If you have nine or more cards in hand, flip this creature.',
    pt: '1/2',
  },
  {
    name: 'Tomoya the Revealer',
    type: 'Legendary Creature — Human Wizard',
    text: '{3}{U}{U}, {T}: Target player draws X cards, where X is the number of cards in your hand.',
    pt: '2/3',
  },
);
const bandit = flipCard(
  '{1}{R}{R}',
  {
    name: 'Cunning Bandit',
    type: 'Creature — Human Warrior',
    text: 'Whenever you cast a Spirit or Arcane spell, you may put a ki counter on this creature.\nAt the beginning of the end step, if there are two or more ki counters on this creature, you may flip it.',
    pt: '2/2',
  },
  {
    name: 'Azamuki, Treachery Incarnate',
    type: 'Legendary Creature — Spirit',
    text: 'Remove a ki counter from Azamuki: Gain control of target creature until end of turn.',
    pt: '5/2',
  },
);
const akki = flipCard(
  '{3}{R}',
  {
    name: 'Akki Lavarunner',
    type: 'Creature — Goblin Warrior',
    text: 'Haste\nWhenever this creature deals damage to an opponent, flip it.',
    pt: '1/1',
  },
  {
    name: 'Tok-Tok, Volcano Born',
    type: 'Legendary Creature — Goblin Shaman',
    text: 'Protection from red\nIf a red source would deal damage to a player, it deals that much damage plus 1 to that player instead.',
    pt: '2/2',
  },
);
const graverobber = flipCard(
  '{1}{B}',
  {
    name: 'Nezumi Graverobber',
    type: 'Creature — Rat Rogue',
    text: "{1}{B}: Exile target card from an opponent's graveyard. If no cards are in that graveyard, flip this creature.",
    pt: '2/1',
  },
  {
    name: 'Nighteyes the Desecrator',
    type: 'Legendary Creature — Rat Wizard',
    text: '{4}{B}: Put target creature card from a graveyard onto the battlefield under your control.',
    pt: '4/2',
  },
);

const counsel: CardData = {
  name: 'Comforting Counsel',
  mana_cost: '{1}{G}',
  type_line: 'Enchantment',
  oracle_text:
    'Whenever you gain life, put a growth counter on this enchantment.\nAs long as there are five or more growth counters on this enchantment, creatures you control get +3/+3.',
  layout: 'normal',
};

const CARDS = compiled(jushi, bandit, counsel);

function chars(g: Game, ref: string) {
  return characteristics(readContext(g.state, g.engine.registry), g.get(ref));
}

/** p1's Jushi Apprentice with {2}{U} floating and `hand` cards in hand. */
function apprentice(hand: number) {
  return game(
    {
      turn: main,
      options: { sandbox: true },
      players: {
        p1: {
          battlefield: [{ id: 'j', card: 'Jushi Apprentice' }],
          hand: Array<string>(hand).fill('Island'),
          manaPool: 'UCC',
          library: ['Island', 'Island'],
        },
        p2: { library: ['Island'] },
      },
    },
    [{ activate: 'j' }, { pass: true }],
    { cards: CARDS },
  );
}

describe('compiling a flip card (CR 710)', () => {
  it("Jushi Apprentice: the flipped half is Tomoya the Revealer, with the card's mana cost {1}{U} (710.1c)", () => {
    const r = compileCard(jushi);
    expect(r.status).toBe('full');
    expect(r.def).toMatchObject({ name: 'Jushi Apprentice', doubleFaced: 'flip', power: 1, toughness: 2 });
    expect(r.def.back).toMatchObject({ name: 'Tomoya the Revealer', manaCost: '{1}{U}', power: 2, toughness: 3 });
    expect(r.def.activated?.[0]?.steps).toContainEqual(
      expect.objectContaining({ do: 'flip', what: { ref: 'source' } }),
    );
  });

  it('Cunning Bandit: "if there are two or more ki counters on this creature, you may flip it" is read', () => {
    const r = compileCard(bandit);
    expect(r.status).toBe('full');
    expect(r.def.triggered?.[1]).toMatchObject({
      condition: { compare: [{ countersOn: { ref: 'source' }, counter: 'ki' }, '>=', 2] },
    });
  });

  it('near misses stay text: "flip it" after a damage event (Akki Lavarunner), "that graveyard" (Nezumi Graverobber)', () => {
    expect(unenforced(akki)).toEqual(['Whenever this creature deals damage to an opponent, flip it.']);
    expect(unenforced(graverobber)).toEqual([graverobber.oracle_text]);
  });
});

describe('flipping (CR 710.2, 710.4)', () => {
  it('with nine cards in hand after drawing, Jushi Apprentice flips into Tomoya the Revealer: legendary 2/3, still blue, mana value 2', () => {
    const g = apprentice(8);
    expect(g.error).toBeNull();
    expect(g.state.players.p1.hand.length).toBe(9);
    const c = chars(g, 'j');
    expect([c.names, c.supertypes, c.power, c.toughness, c.colors, c.manaValue]).toEqual([
      ['Tomoya the Revealer'],
      ['legendary'],
      2,
      3,
      ['U'],
      2,
    ]);
  });

  it('with eight cards in hand after drawing, it stays Jushi Apprentice', () => {
    const g = apprentice(7);
    expect(g.error).toBeNull();
    expect(chars(g, 'j').names).toEqual(['Jushi Apprentice']);
    expect(g.get('j').backFaceUp).toBeUndefined();
  });

  it('a flipped permanent that leaves the battlefield forgets it: in the hand it is Jushi Apprentice again', () => {
    const g = apprentice(8);
    g.act({ move: 'j', to: 'hand' });
    const c = chars(g, 'j');
    expect([c.names, c.power, c.toughness]).toEqual([['Jushi Apprentice'], 1, 2]);
  });

  it('Cunning Bandit with two ki counters: at the end step its controller may flip it into Azamuki, a 5/2', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'b', card: 'Cunning Bandit', counters: { ki: 2 } }], library: ['Island'] },
          p2: { library: ['Island'] },
        },
      },
      [{ advance: 'end' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toHaveLength(1);
    g.act({ pass: true });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', player: 'p1' });
    g.act({ decide: true });
    const c = chars(g, 'b');
    expect([c.names, c.power, c.toughness]).toEqual([['Azamuki, Treachery Incarnate'], 5, 2]);
  });

  it('with one ki counter it does not flip', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'b', card: 'Cunning Bandit', counters: { ki: 1 } }], library: ['Island'] },
          p2: { library: ['Island'] },
        },
      },
      [{ advance: 'end' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // The intervening "if" (CR 603.4): it doesn't trigger at all.
    expect(g.stack()).toEqual([]);
    expect(chars(g, 'b').names).toEqual(['Cunning Bandit']);
  });
});

describe('"there are N or more <kind> counters on ~" (CR 122.1): the same count as "~ has N or more"', () => {
  function counselWith(n: number) {
    return game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'c', card: 'Comforting Counsel', counters: { growth: n } },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
            library: ['Island'],
          },
          p2: { library: ['Island'] },
        },
      },
      [],
      { cards: CARDS },
    );
  }
  it('Comforting Counsel with five growth counters: Grizzly Bears is 5/5; with four, 2/2', () => {
    const five = chars(counselWith(5), 'bears');
    expect([five.power, five.toughness]).toEqual([5, 5]);
    const four = chars(counselWith(4), 'bears');
    expect([four.power, four.toughness]).toEqual([2, 2]);
  });
});
