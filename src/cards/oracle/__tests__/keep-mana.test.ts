// "Add {R}{R}{R}{G}{G}{G}. Until end of turn, you don't lose this mana as steps and phases end."
// (CR 106.4: unused mana empties as each step and phase ends; 500.4: an effect may keep some of
// it; 514.2: "until end of turn" effects end in the cleanup step, so the kept mana empties as
// that step ends.) The mana the instruction added, and only it, is kept — with any spending
// restriction it has (106.6). Real cards.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const ventmaw = card(
  'Savage Ventmaw',
  '{4}{R}{G}',
  'Creature — Dragon',
  "Flying\nWhenever this creature attacks, add {R}{R}{R}{G}{G}{G}. Until end of turn, you don't lose this mana as steps and phases end.",
  '4/4',
);
const springcaller = card(
  'Sakura-Tribe Springcaller',
  '{3}{G}',
  'Creature — Snake Shaman',
  "At the beginning of your upkeep, add {G}. Until end of turn, you don't lose this mana as steps and phases end.",
  '2/4',
);
const karn = card(
  'Karn, Legacy Reforged',
  '{5}',
  'Legendary Artifact Creature — Golem',
  "Karn's power and toughness are each equal to the greatest mana value among artifacts you control.\nAt the beginning of your upkeep, add {C} for each artifact you control. This mana can't be spent to cast nonartifact spells. Until end of turn, you don't lose this mana as steps and phases end.",
  '*/*',
);
const shizuko = card(
  'Shizuko, Caller of Autumn',
  '{1}{G}{G}',
  'Legendary Creature — Snake Shaman',
  "At the beginning of each player's upkeep, that player adds {G}{G}{G}. Until end of turn, they don't lose this mana as steps and phases end.",
  '2/3',
);
const CARDS = compiled(ventmaw, springcaller, karn);

/** The mana in `player`'s pool, kept or not. */
const manaIn = (g: Game, player: 'p1' | 'p2') =>
  Object.values(g.state.players[player].manaPool).reduce((a, n) => a + (n ?? 0), 0) +
  (g.state.players[player].restrictedMana?.length ?? 0);

describe('Savage Ventmaw: the attack trigger’s mana stays through the turn', () => {
  const attacked = () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'maw', card: 'Savage Ventmaw' }], hand: ['Grizzly Bears'], library: ['Island'] },
          p2: { life: 20, library: ['Island', 'Island'] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['maw'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(manaIn(g, 'p1')).toBe(6);
    return g;
  };

  it('through combat into the second main phase, where it pays for Grizzly Bears', () => {
    const g = attacked();
    g.act({ advance: 'main2' });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(16);
    expect(manaIn(g, 'p1')).toBe(6);
    g.act({ cast: 'Grizzly Bears' });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield').sort()).toEqual(['Grizzly Bears', 'Savage Ventmaw']);
    expect(manaIn(g, 'p1')).toBe(4);
    // Still there in the end step; gone once the turn's cleanup step ends (CR 514.2).
    g.act({ advance: 'end' });
    expect(manaIn(g, 'p1')).toBe(4);
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p2');
    expect(manaIn(g, 'p1')).toBe(0);
  });

  it('only this mana is kept: mana from a land tapped in the same step still empties', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'maw', card: 'Savage Ventmaw' },
              { id: 'm', card: 'Mountain' },
            ],
          },
          p2: { library: ['Island'] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['maw'] }, { pass: true }, { activate: 'm', ability: 0 }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(manaIn(g, 'p1')).toBe(7);
    g.act({ advance: 'main2' });
    expect(manaIn(g, 'p1')).toBe(6);
  });
});

describe('upkeep triggers', () => {
  const upkeep = (battlefield: string[]) => {
    const g = game(
      {
        turn: { number: 2, active: 'p2' as const, phase: 'main1' as const },
        players: {
          p1: { battlefield, hand: ['Grizzly Bears'], library: ['Island', 'Island'] },
          p2: { library: ['Island', 'Island'] },
        },
      },
      [{ advance: 'next-turn' }],
      { cards: CARDS },
    );
    // The upkeep trigger resolved on the way; the {G} was kept through the upkeep and draw steps.
    expect(g.error).toBeNull();
    expect(g.state.turn).toMatchObject({ active: 'p1', step: 'main1' });
    return g;
  };

  it('Sakura-Tribe Springcaller: {G} added in the upkeep is still there in the main phase, and pays', () => {
    const g = upkeep(['Sakura-Tribe Springcaller', 'Forest']);
    expect(manaIn(g, 'p1')).toBe(1);
    // The kept {G} and the Forest's mana pay for Grizzly Bears ({1}{G}).
    g.act({ cast: 'Grizzly Bears' });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
    expect(manaIn(g, 'p1')).toBe(0);
  });

  it('Karn: the kept {C} keeps its restriction — it can’t pay for Grizzly Bears (CR 106.6)', () => {
    const g = upkeep(['Karn, Legacy Reforged', 'Forest']);
    expect(manaIn(g, 'p1')).toBe(1);
    expect(() => g.act({ cast: 'Grizzly Bears' })).toThrow();
    expect(g.names('p1', 'hand')).toContain('Grizzly Bears');
  });
});

describe('near miss', () => {
  it('Shizuko: "that player adds …, they don\'t lose this mana" (another player\'s pool) stays text', () => {
    expect(unenforced(shizuko)).toHaveLength(1);
  });
});
