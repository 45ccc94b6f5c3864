// "… until your next turn" (CR 611.2a: the stated duration): the effect lasts through the other
// player's turn and ends as the next turn of its controller (the spell's or ability's "you",
// CR 109.5) begins — before that turn's untap step (500.5). Made during an opponent's turn, it
// ends at the start of its controller's next turn all the same.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compileCard } from '../compile';
import { compiled, main, pt, unenforced } from './compiled';

const bond = card(
  'Bond of Revival',
  '{4}{B}',
  'Sorcery',
  'Return target creature card from your graveyard to the battlefield. It gains haste until your next turn.',
);
const liliana = {
  ...card(
    'Liliana, the Last Hope',
    '{1}{B}{B}',
    'Legendary Planeswalker — Liliana',
    '+1: Up to one target creature gets -2/-1 until your next turn.\n−2: Mill two cards, then you may return a creature card from your graveyard to your hand.\n−7: You get an emblem with "At the beginning of your end step, create X 2/2 black Zombie creature tokens, where X is two plus the number of Zombies you control."',
  ),
  loyalty: '3',
};
const muYanling = {
  ...card(
    'Mu Yanling, Celestial Wind',
    '{4}{U}{U}',
    'Legendary Planeswalker — Yanling',
    "+1: Until your next turn, up to one target creature gets -5/-0.\n−3: Return up to two target creatures to their owners' hands.\n−7: Creatures you control with flying get +5/+5 until end of turn.",
  ),
  loyalty: '5',
};
const mouth = card(
  'Mouth of the Storm',
  '{6}{U}',
  'Creature — Elemental',
  'Flying\nWard {2} (Whenever this creature becomes the target of a spell or ability an opponent controls, counter it unless that player pays {2}.)\nWhen this creature enters, creatures your opponents control get -3/-0 until your next turn.',
  '6/6',
);
const hillGiant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const kaito = {
  ...card(
    'Kaito, Dancing Shadow',
    '{2}{U}{B}',
    'Legendary Planeswalker — Kaito',
    'Whenever one or more creatures you control deal combat damage to a player, you may return one of them to its owner\'s hand. If you do, you may activate loyalty abilities of Kaito twice this turn rather than only once.\n+1: Up to one target creature can\'t attack or block until your next turn.\n0: Draw a card.\n−2: Create a 2/2 colorless Drone artifact creature token with deathtouch and "When this token leaves the battlefield, each opponent loses 2 life and you gain 2 life."',
  ),
  loyalty: '3',
};

const LIB = ['Island', 'Island', 'Island'];
const CARDS = compiled(bond, muYanling, mouth, hillGiant);
// Kaito's first ability (a trigger that changes loyalty activations) stays text; its +1 is read.
const kaitoDef = compileCard(kaito).def;
// Liliana's −2 and −7 stay text; her +1 is read.
const lilianaDef = compileCard(liliana).def;

function hasHaste(g: Game, ref: string): boolean {
  return characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords.includes('haste');
}

/** Advances `g` to the first main phase of the next turn. */
function nextTurn(g: Game): void {
  const n = g.state.turn.number;
  g.act({ advance: 'next-turn' });
  expect(g.state.turn.number).toBe(n + 1);
}

describe('"until your next turn" (CR 611.2a, 500.5)', () => {
  it("Bond of Revival: the returned creature has haste through the opponent's turn, and not on its controller's next turn", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            library: LIB,
            battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'],
            hand: ['Bond of Revival'],
            graveyard: [{ id: 'giant', card: 'Hill Giant' }],
          },
          p2: { library: LIB },
        },
      },
      [{ cast: 'Bond of Revival', targets: ['giant'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(hasHaste(g, 'giant')).toBe(true);
    // It came under p1's control this turn; haste lets it attack (CR 302.6).
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['giant'] });
    g.act({ advance: 'main2' });
    expect(g.state.players.p2.life).toBe(17);
    nextTurn(g); // p2's turn 4
    expect(g.state.turn.active).toBe('p2');
    expect(hasHaste(g, 'giant')).toBe(true);
    nextTurn(g); // p1's turn 5
    expect(g.state.turn.active).toBe('p1');
    expect(hasHaste(g, 'giant')).toBe(false);
    expect(g.state.effects.some((e) => e.until === 'yourNextTurn')).toBe(false);
  });

  it("Liliana's +1: the opponent's 2/2 is 0/1 during their own turn and 2/2 again as Liliana's controller's next turn begins", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { library: LIB, battlefield: [{ id: 'pw', card: 'Liliana, the Last Hope', counters: { loyalty: 3 } }] },
          p2: { library: LIB, battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ activate: 'pw', ability: 0, targets: ['bears'] }, { pass: true }],
      { cards: [...CARDS, lilianaDef] },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'bears')).toEqual([0, 1]);
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p2');
    expect(pt(g, 'bears')).toEqual([0, 1]);
    // Still through p2's cleanup (it is not an "until end of turn" effect, 514.2).
    g.act({ advance: 'end' });
    expect(pt(g, 'bears')).toEqual([0, 1]);
    g.act({ advance: 'upkeep' });
    expect(g.state.turn.active).toBe('p1');
    expect(pt(g, 'bears')).toEqual([2, 2]);
  });

  it("made by the non-active player's ability, it ends at the start of that player's next turn, not the active player's", () => {
    // p2 activates Mu Yanling on p2's own turn 4: the effect lasts through p1's turn 5 and ends as p2's turn 6 begins.
    const g = game(
      {
        turn: { number: 4, active: 'p2', phase: 'main1' },
        players: {
          p1: { library: LIB, battlefield: [{ id: 'giant', card: 'Hill Giant' }] },
          p2: {
            library: LIB,
            battlefield: [{ id: 'pw', card: 'Mu Yanling, Celestial Wind', counters: { loyalty: 5 } }],
          },
        },
      },
      [{ activate: 'pw', ability: 0, targets: ['giant'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'giant')).toEqual([-2, 3]);
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p1');
    expect(pt(g, 'giant')).toEqual([-2, 3]);
    g.act({ advance: 'upkeep' });
    expect(g.state.turn.active).toBe('p2');
    expect(pt(g, 'giant')).toEqual([3, 3]);
  });

  it('Mouth of the Storm: the creatures the opponent controls as it resolves get -3/-0; one that enters later does not (CR 611.2c)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            library: LIB,
            battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island'],
            hand: ['Mouth of the Storm'],
          },
          p2: {
            library: LIB,
            battlefield: [
              { id: 'giant', card: 'Hill Giant' },
              { id: 'mine', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ cast: 'Mouth of the Storm' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'giant')).toEqual([0, 3]);
    expect(pt(g, 'mine')).toEqual([-1, 2]);
    expect(pt(g, 'Mouth of the Storm')).toEqual([6, 6]);
    g.act({ advance: 'next-turn' });
    expect(pt(g, 'giant')).toEqual([0, 3]);
    g.act({ advance: 'upkeep' });
    expect(pt(g, 'giant')).toEqual([3, 3]);
  });

  it("Kaito's +1: the opponent's creature can't attack on their turn; on Kaito's controller's next turn it can block again", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            library: LIB,
            battlefield: [
              { id: 'pw', card: 'Kaito, Dancing Shadow', counters: { loyalty: 3 } },
              { id: 'giant', card: 'Hill Giant' },
            ],
          },
          p2: { library: LIB, battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ activate: 'pw', ability: 0, targets: ['bears'] }, { pass: true }],
      { cards: [...CARDS, kaitoDef] },
    );
    expect(g.error).toBeNull();
    expect(unenforced(kaito)).toHaveLength(1);
    expect(g.state.effects).toContainEqual(
      expect.objectContaining({
        object: g.get('bears').id,
        cant: ['attack', 'block'],
        until: 'yourNextTurn',
        endsAtTurnOf: 'p1',
      }),
    );
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p2');
    g.act({ advance: 'declareAttackers' });
    expect(() => g.act({ attack: ['bears'] })).toThrow(/can't attack/);
    g.act({ advance: 'upkeep' });
    expect(g.state.turn.active).toBe('p1');
    expect(g.state.effects.some((e) => e.object === g.get('bears').id)).toBe(false);
    // p1 attacks with the Giant; the Bears may block it now.
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['giant'] });
    g.act({ advance: 'declareBlockers' });
    g.act({ block: { bears: 'giant' }, player: 'p2' });
    g.act({ advance: 'main2' });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });
});

describe('"gets -2/-0 and loses flying until your next turn" (CR 611.2a: the duration covers both verbs)', () => {
  it("Fear of Falling attacks: the target is 2/4 without flying, both until its controller's next turn", () => {
    const fear = card(
      'Fear of Falling',
      '{3}{U}{U}',
      'Enchantment Creature — Nightmare',
      'Flying\nWhenever this creature attacks, target creature defending player controls gets -2/-0 and loses flying until your next turn.',
      '4/4',
    );
    expect(unenforced(fear)).toEqual([]);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'fear', card: 'Fear of Falling' }], library: ['Island', 'Island', 'Island'] },
          p2: { battlefield: [{ id: 'angel', card: 'Serra Angel' }], library: ['Island', 'Island', 'Island'] },
        },
      },
      [],
      { cards: compiled(fear, card('Serra Angel', '{3}{W}{W}', 'Creature — Angel', 'Flying\nVigilance', '4/4')) },
    );
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['fear'] });
    while (g.stack().length || g.state.pendingDecision) {
      if (g.state.pendingDecision) g.act({ decide: [g.get('angel').id] });
      else g.act({ pass: true });
    }
    const kw = () => characteristics(readContext(g.state, g.engine.registry), g.get('angel')).keywords;
    expect(pt(g, 'angel')).toEqual([2, 4]);
    expect(kw()).not.toContain('flying');
    // Still so during p2's turn; gone as p1's next turn begins (CR 500.5).
    g.act({ advance: 'next-turn' });
    expect(pt(g, 'angel')).toEqual([2, 4]);
    expect(kw()).not.toContain('flying');
    g.act({ advance: 'next-turn' });
    expect(pt(g, 'angel')).toEqual([4, 4]);
    expect(kw()).toContain('flying');
  });
});

describe('near misses that stay text', () => {
  it('"You gain hexproof until your next turn": a player, not an object', () => {
    const calm = card(
      'Blossoming Calm',
      '{W}',
      'Instant',
      'You gain hexproof until your next turn. You gain 2 life.\nRebound (If you cast this spell from your hand, exile it as it resolves. At the beginning of your next upkeep, you may cast this card from exile without paying its mana cost.)',
    );
    expect(unenforced(calm)).toContain('You gain hexproof until your next turn. You gain 2 life.');
  });
  it('"until the end of your next turn" on a control change is not "until your next turn"', () => {
    const stilt = card(
      'Stilt-Man, Towering Terror',
      '{2}{R}',
      'Legendary Creature — Human Rogue Villain',
      'Reach\nWhenever one or more Villains you control deal combat damage to a player, gain control of target noncreature, nonland permanent that player controls until the end of your next turn. It gains "This permanent can\'t be sacrificed" until the end of your next turn.',
      '4/2',
    );
    expect(unenforced(stilt)).toHaveLength(1);
  });
});
