// A delayed triggered ability with a stated duration (CR 603.7c): "Whenever you cast a creature
// spell this turn, draw a card", "Until your next turn, whenever a creature becomes tapped,
// destroy it". It triggers each time its event happens until it ends ("this turn" and "until end
// of turn" in the cleanup step, 514.2; "until your next turn" as that turn begins, 500.5); it is
// controlled by the controller of the spell or ability that made it (603.7d). Real cards.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const glimpse = card(
  'Glimpse of Nature',
  '{G}',
  'Sorcery',
  'Whenever you cast a creature spell this turn, draw a card.',
);
const frenzy = card(
  'Death Frenzy',
  '{3}{B}{G}',
  'Sorcery',
  'All creatures get -2/-2 until end of turn. Whenever a creature dies this turn, you gain 1 life.',
);
const dontMove = card(
  "Don't Move",
  '{3}{W}{W}',
  'Sorcery',
  'Destroy all tapped creatures. Until your next turn, whenever a creature becomes tapped, destroy it.',
);
const titan = card(
  'Mountain Titan',
  '{2}{B}{R}',
  'Creature — Giant',
  '{1}{R}{R}: Until end of turn, whenever you cast a black spell, put a +1/+1 counter on this creature.',
  '2/2',
);
const corpse = card('Walking Corpse', '{1}{B}', 'Creature — Zombie', '', '2/2');
const niko = {
  ...card(
    'Niko Aris',
    '{X}{W}{U}{U}',
    'Legendary Planeswalker — Niko',
    "When Niko Aris enters, create X Shard tokens. (They're enchantments with \"{2}, Sacrifice this token: Scry 1, then draw a card.\")\n+1: Up to one target creature you control can't be blocked this turn. Whenever that creature deals damage this turn, return it to its owner's hand.\n−1: Niko Aris deals 2 damage to target tapped creature for each card you've drawn this turn.\n−1: Create a Shard token.",
  ),
  loyalty: '3',
};
const CARDS = compiled(glimpse, frenzy, dontMove, titan, corpse, niko);

describe('a delayed "whenever" ability with a duration (CR 603.7c)', () => {
  it('Glimpse of Nature: each creature spell p1 casts this turn draws a card; next turn, none', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Glimpse of Nature', 'Grizzly Bears', 'Llanowar Elves', 'Lightning Bolt'],
            battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Mountain'],
            library: ['Island', 'Island', 'Island', 'Island'],
          },
          p2: { library: ['Island', 'Island', 'Island'] },
        },
      },
      [{ cast: 'Glimpse of Nature' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.delayedTriggers).toMatchObject([{ controller: 'p1', until: 'endOfTurn' }]);
    g.act({ cast: 'Grizzly Bears' });
    expect(g.has('AbilityTriggered', RULE.trigger)).toBe(true);
    expect(g.stack()).toHaveLength(2);
    g.act({ pass: true });
    expect(g.names('p1', 'hand')).toEqual(['Llanowar Elves', 'Lightning Bolt', 'Island']);
    g.act({ pass: true });
    // It triggers again for the second creature spell: it is not used up (603.7c).
    g.act({ cast: 'Llanowar Elves' });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.names('p1', 'hand')).toEqual(['Lightning Bolt', 'Island', 'Island']);
    expect(g.names('p1', 'battlefield')).toContain('Llanowar Elves');
    // An instant is not a creature spell.
    g.act({ cast: 'Lightning Bolt', targets: ['p2'] });
    expect(g.stack()).toEqual(['Lightning Bolt']);
    g.act({ pass: true });
    // "This turn" ends in the cleanup step (514.2).
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p2');
    expect(g.state.delayedTriggers).toEqual([]);
  });

  it('Death Frenzy: the creatures its own -2/-2 kills trigger it; p1 gains 1 life for each', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Death Frenzy'],
            battlefield: ['Swamp', 'Forest', 'Swamp', 'Swamp', 'Swamp', 'Llanowar Elves'],
          },
          p2: { battlefield: ['Grizzly Bears', 'Grizzly Bears', 'Giant Spider'] },
        },
      },
      [{ cast: 'Death Frenzy' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // Elves and both Bears died (704.5f): three triggers, all p1's (603.7d).
    expect(g.state.pendingDecision).toMatchObject({ player: 'p1', purpose: 'trigger-order' });
    g.act({ decide: ['0', '1', '2'] });
    for (let i = 0; i < 3; i++) g.act({ pass: true });
    expect(g.names('p2', 'battlefield')).toEqual(['Giant Spider']);
    expect(g.state.players.p1.life).toBe(23);
    expect(g.state.players.p2.life).toBe(20);
  });

  it("Don't Move: until p1's next turn, a creature that becomes tapped is destroyed; then it ends", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ["Don't Move"], battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains'] },
          p2: {
            battlefield: [
              { id: 'tapped', card: 'Grizzly Bears', tapped: true },
              { id: 'spider', card: 'Giant Spider' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
            library: ['Island', 'Island', 'Island'],
          },
        },
      },
      [{ cast: "Don't Move" }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.state.delayedTriggers).toMatchObject([{ controller: 'p1', until: 'yourNextTurn' }]);
    // p2's turn: still there (its own cleanup didn't end it); the Spider attacks and is destroyed.
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p2');
    expect(g.state.delayedTriggers).toHaveLength(1);
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['spider'] });
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears', 'Giant Spider']);
    // p1's next turn begins: it ends (500.5).
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p1');
    expect(g.state.delayedTriggers).toEqual([]);
  });

  it('Mountain Titan: after the activation, a black spell puts a counter on the Titan; a green one does not', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Walking Corpse', 'Grizzly Bears'],
            battlefield: [
              { id: 'titan', card: 'Mountain Titan' },
              'Mountain',
              'Mountain',
              'Mountain',
              'Swamp',
              'Swamp',
              'Forest',
              'Forest',
            ],
          },
        },
      },
      [{ activate: 'titan' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ cast: 'Grizzly Bears' });
    expect(g.stack()).toEqual(['Grizzly Bears']);
    g.act({ pass: true });
    g.act({ cast: 'Walking Corpse' });
    g.act({ pass: true });
    expect(g.get('titan').counters['+1/+1']).toBe(1);
  });

  it('Niko Aris: the one creature it targeted returns to its hand when it deals damage; another attacker stays', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'niko', card: 'Niko Aris' },
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'elves', card: 'Llanowar Elves' },
            ],
          },
        },
      },
      [{ activate: 'niko', ability: 0, targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.delayedTriggers).toMatchObject([{ controller: 'p1', watch: g.get('bears').id }]);
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['bears', 'elves'] });
    while (g.state.turn.step !== 'end' && !g.names('p1', 'hand').length) g.act({ pass: true });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(17);
    expect(g.names('p1', 'hand')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'battlefield')).toContain('Llanowar Elves');
  });

  it('near misses stay text: "each other creature" of a watched creature, a triggered mana ability', () => {
    // Arcbond's "each other creature" is other than that creature, not other than the spell.
    expect(
      unenforced(
        card(
          'Arcbond',
          '{2}{R}',
          'Instant',
          'Choose target creature. Whenever that creature is dealt damage this turn, it deals that much damage to each other creature and each player.',
        ),
      ),
    ).toHaveLength(1);
    // A mana ability that triggers (CR 605.1b) would resolve at once, from its source's abilities.
    expect(
      unenforced(
        card(
          'Bubbling Muck',
          '{B}',
          'Sorcery',
          'Until end of turn, whenever a player taps a Swamp for mana, that player adds an additional {B}.',
        ),
      ),
    ).toHaveLength(1);
  });
});
