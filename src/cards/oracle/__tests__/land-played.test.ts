// "Whenever you play a land", "… an opponent plays a land", "… a player plays a land" (CR 305.1):
// playing a land is a special action; a land put onto the battlefield by an effect is not played
// (305.4) and triggers none of them. "Whenever you play a land or cast a spell" is both events.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, unenforced } from './compiled';

const burgeoning = card(
  'Burgeoning',
  '{G}',
  'Enchantment',
  'Whenever an opponent plays a land, you may put a land card from your hand onto the battlefield.',
);
const wurm = card(
  'Dirtcowl Wurm',
  '{4}{G}',
  'Creature — Wurm',
  'Whenever an opponent plays a land, put a +1/+1 counter on this creature.',
  '3/4',
);
const horn = card('Horn of Greed', '{3}', 'Artifact', 'Whenever a player plays a land, that player draws a card.');
const flubs = card(
  'Flubs, the Fool',
  '{G}{U}{R}',
  'Legendary Creature — Frog Scout',
  'You may play an additional land on each of your turns.\nWhenever you play a land or cast a spell, draw a card if you have no cards in hand. Otherwise, discard a card.',
  '0/5',
);
const CARDS = compiled(burgeoning, wurm, horn, flubs);
const library = ['Island', 'Island', 'Island'];

/** Resolves the stack, answering "you may" with yes. */
function settle(g: Game): void {
  for (let i = 0; i < 10 && (g.state.stack.length || g.state.pendingDecision); i++)
    g.act(g.state.pendingDecision ? { decide: true } : { pass: true });
}

/** `active` plays a Forest, with the boards given. */
function playForest(active: 'p1' | 'p2', players: Record<'p1' | 'p2', object>): Game {
  const g = game({ turn: { number: 3, active, phase: 'main1' }, players }, [{ cast: 'Forest' }], { cards: CARDS });
  expect(g.error).toBeNull();
  return g;
}

describe('"Whenever an opponent / a player plays a land" (CR 305.1)', () => {
  it("Burgeoning: an opponent's land played lets its controller put a land; that land, not played, doesn't trigger Dirtcowl Wurm", () => {
    const g = playForest('p2', {
      p1: { battlefield: [burgeoning.name], hand: ['Mountain'] },
      p2: { battlefield: [wurm.name], hand: ['Forest'] },
    });
    expect(g.state.stack).toHaveLength(1);
    settle(g);
    expect(g.names('p1', 'battlefield')).toEqual([burgeoning.name, 'Mountain']);
    expect(g.state.stack).toHaveLength(0);
    expect(g.get(wurm.name).counters['+1/+1'] ?? 0).toBe(0);
  });

  it("Dirtcowl Wurm: an opponent's land gives it a counter; its controller's own land doesn't", () => {
    const theirs = playForest('p1', { p1: { hand: ['Forest'] }, p2: { battlefield: [wurm.name] } });
    settle(theirs);
    expect(theirs.get(wurm.name).counters['+1/+1']).toBe(1);
    const own = playForest('p2', { p1: {}, p2: { battlefield: [wurm.name], hand: ['Forest'] } });
    expect(own.state.stack).toHaveLength(0);
  });

  it('Horn of Greed: "that player" is whoever played the land', () => {
    const g = playForest('p2', { p1: { battlefield: [horn.name], library }, p2: { hand: ['Forest'], library } });
    settle(g);
    expect(g.state.players.p2.hand).toHaveLength(1);
    expect(g.state.players.p1.hand).toHaveLength(0);
  });
});

describe('"Whenever you play a land or cast a spell"', () => {
  it('Flubs: a land played with a card left in hand discards it', () => {
    const g = playForest('p1', {
      p1: { battlefield: [flubs.name], hand: ['Forest', 'Lightning Bolt'], library },
      p2: { library },
    });
    expect(g.state.stack).toHaveLength(1);
    settle(g);
    expect(g.state.players.p1.hand).toHaveLength(0);
    expect(g.names('p1', 'graveyard')).toEqual(['Lightning Bolt']);
  });

  it('Flubs: a spell cast with an empty hand draws a card', () => {
    const g = game(
      {
        turn: { number: 3, active: 'p1', phase: 'main1' },
        players: { p1: { battlefield: [flubs.name, 'Mountain'], hand: ['Lightning Bolt'], library }, p2: { library } },
      },
      [{ cast: 'Lightning Bolt', targets: ['p2'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(2);
    settle(g);
    expect(g.state.players.p2.life).toBe(17);
    expect(g.state.players.p1.hand).toHaveLength(1);
  });

  it('near miss: "if it wasn\'t the first land you played this turn" (Fastbond) stays text', () => {
    const fastbond = card(
      'Fastbond',
      '{G}',
      'Enchantment',
      "You may play any number of lands on each of your turns.\nWhenever you play a land, if it wasn't the first land you played this turn, Fastbond deals 1 damage to you.",
    );
    expect(unenforced(fastbond)).toContain(
      "Whenever you play a land, if it wasn't the first land you played this turn, Fastbond deals 1 damage to you.",
    );
  });
});
