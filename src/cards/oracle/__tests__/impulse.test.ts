// "Exile the top card of your library. You may play that card this turn." (CR 406.2, 601.3,
// 305.1): the cards go to exile face up; the effect's controller may play them from there with
// the usual timing and costs (a land uses the turn's land play), until the permission ends —
// this turn, or the end of their next turn. A card that leaves exile is a new object without
// the permission (400.7).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const actOnImpulse = card(
  'Act on Impulse',
  '{2}{R}',
  'Sorcery',
  'Exile the top three cards of your library. Until end of turn, you may play those cards. (If you cast a spell this way, you still pay its costs. You can play a land this way only if you have an available land play remaining.)',
);
const pathmaker = card(
  "Alania's Pathmaker",
  '{3}{R}',
  'Creature — Otter Wizard',
  'When this creature enters, exile the top card of your library. Until the end of your next turn, you may play that card.',
  '4/2',
);
const scrollsmith = card(
  'Practiced Scrollsmith',
  '{R}{R/W}{W}',
  'Creature — Dwarf Cleric',
  'First strike\nWhen this creature enters, exile target noncreature, nonland card from your graveyard. Until the end of your next turn, you may cast that card.',
  '3/2',
);
const CARDS = compiled(actOnImpulse, pathmaker, scrollsmith);

const inExile = (g: Game, player: 'p1' | 'p2') => g.names(player, 'exile');

describe('Act on Impulse: exile the top three, play them this turn', () => {
  const start = () =>
    game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'],
            hand: ['Act on Impulse'],
            library: [
              { id: 'forest', card: 'Forest' },
              { id: 'bolt', card: 'Lightning Bolt' },
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'kept', card: 'Island' },
            ],
          },
          p2: { life: 20, library: ['Island', 'Island', 'Island'] },
        },
      },
      [{ cast: 'Act on Impulse' }, { pass: true }],
      { cards: CARDS },
    );

  it('exiles exactly the top three cards, face up', () => {
    const g = start();
    expect(g.error).toBeNull();
    expect(inExile(g, 'p1').sort()).toEqual(['Forest', 'Grizzly Bears', 'Lightning Bolt']);
    expect(g.names('p1', 'library')).toEqual(['Island']);
  });

  it('a land among them is played with the land play, a spell is cast paying its cost', () => {
    const g = start();
    g.act({ cast: 'forest' });
    expect(g.error).toBeNull();
    expect(g.get('forest').zone).toBe('battlefield');
    expect(g.state.players.p1.landsPlayedThisTurn).toBe(1);
    g.act({ cast: 'bolt', targets: ['p2'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(17);
  });

  it('the opponent may not play them, and the permission ends with the turn', () => {
    const g = start();
    const opp = legalActions(g.engine.registry, g.state, 'p2');
    expect(opp.casts.some((c) => c.object === g.get('bolt').id)).toBe(false);
    const mine = legalActions(g.engine.registry, g.state, 'p1');
    expect(mine.casts.some((c) => c.object === g.get('bolt').id)).toBe(true);
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    expect(g.state.turn).toMatchObject({ number: 5, active: 'p1' });
    g.act({ advance: 'main1' });
    const later = legalActions(g.engine.registry, g.state, 'p1');
    expect(later.casts.some((c) => c.object === g.get('bolt').id)).toBe(false);
    expect(later.lands).not.toContain(g.get('forest').id);
    expect(() => g.act({ cast: 'forest' })).toThrow(/Forest is not in p1's hand/);
    expect(g.get('forest').zone).toBe('exile');
  });
});

describe("until the end of your next turn (Alania's Pathmaker)", () => {
  it('the card stays playable through its controller’s next turn and not after', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'],
            hand: ["Alania's Pathmaker"],
            library: [{ id: 'bolt', card: 'Lightning Bolt' }, 'Island', 'Island', 'Island'],
          },
          p2: { library: ['Island', 'Island', 'Island'] },
        },
      },
      [{ cast: "Alania's Pathmaker" }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('bolt').zone).toBe('exile');
    const castable = () =>
      legalActions(g.engine.registry, g.state, 'p1').casts.some((c) => c.object === g.get('bolt').id);
    // Turn 4 (the opponent's): an instant may be cast with priority.
    g.act({ advance: 'next-turn' });
    expect(g.state.turn).toMatchObject({ number: 4, active: 'p2' });
    g.act({ advance: 'main1' });
    // Turn 5 (its controller's next turn): still playable.
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'main1' });
    expect(g.state.turn).toMatchObject({ number: 5, active: 'p1' });
    expect(castable()).toBe(true);
    // Turn 7 (after that turn ended): no longer.
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'main1' });
    expect(g.state.turn).toMatchObject({ number: 7, active: 'p1' });
    expect(castable()).toBe(false);
  });
});

describe('"you may cast that card": a cast-only permission (Practiced Scrollsmith)', () => {
  it('the card exiled from the graveyard may be cast, and not a land', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Mountain', 'Plains', 'Mountain'],
            hand: ['Practiced Scrollsmith'],
            graveyard: [{ id: 'bolt', card: 'Lightning Bolt' }],
          },
          p2: { life: 20 },
        },
      },
      [{ cast: 'Practiced Scrollsmith' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // The only legal target is chosen for the trigger; it resolves.
    expect(g.stack()).toEqual(['Practiced Scrollsmith ability']);
    g.act({ pass: true });
    expect(g.get('bolt').zone).toBe('exile');
    g.act({ cast: 'bolt', targets: ['p2'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(17);
  });
});

describe('near misses stay text', () => {
  it('a permission with another end ("until the beginning of your next upkeep") or a mana rule is not read', () => {
    const dial = card(
      'Elkin Bottle',
      '{3}',
      'Artifact',
      '{3}, {T}: Exile the top card of your library. Until the beginning of your next upkeep, you may play that card.',
    );
    expect(unenforced(dial)).toHaveLength(1);
    const rhetoric = card(
      'Cunning Rhetoric',
      '{2}{B}',
      'Enchantment',
      "Whenever an opponent attacks you and/or one or more planeswalkers you control, exile the top card of that player's library. You may play that card for as long as it remains exiled, and you may spend mana as though it were mana of any color to cast that spell.",
    );
    expect(unenforced(rhetoric)).toHaveLength(1);
  });
});
