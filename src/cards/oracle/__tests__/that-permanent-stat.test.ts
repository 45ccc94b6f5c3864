// "where X is that artifact's mana value", "equal to that permanent's mana value" (CR 202.3,
// 608.2h): the object an earlier instruction named, as it last existed on the battlefield when it
// has left. Artifact Mutation and Feed the Swarm, played in the engine; "the exiled card's power"
// (a creature exiled from the battlefield may have had another power there) stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const mutation = card(
  'Artifact Mutation',
  '{R}{G}',
  'Instant',
  "Destroy target artifact. It can't be regenerated. Create X 1/1 green Saproling creature tokens, where X is that artifact's mana value.",
);
const swarm = card(
  'Feed the Swarm',
  '{1}{B}',
  'Sorcery',
  "Destroy target creature or enchantment an opponent controls. You lose life equal to that permanent's mana value.",
);
const soldier = card('Yotian Soldier', '{3}', 'Artifact Creature — Soldier', 'Vigilance', '1/4');
const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const CARDS = compiled(mutation, swarm, soldier, giant);

describe("that artifact's / that permanent's mana value (CR 202.3, 608.2h)", () => {
  it('Artifact Mutation on a Yotian Soldier (mana value 3): it is destroyed and p1 makes three 1/1 Saprolings', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Artifact Mutation'], battlefield: ['Mountain', 'Forest'] },
          p2: { battlefield: [{ id: 'yotian', card: 'Yotian Soldier' }] },
        },
      },
      [{ cast: 'Artifact Mutation', targets: ['yotian'] }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Yotian Soldier']);
    expect(g.names('p1', 'battlefield').filter((n) => n.startsWith('Saproling'))).toHaveLength(3);
  });

  it("Feed the Swarm on p2's Hill Giant (mana value 4): p1 loses 4 life", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Feed the Swarm'], battlefield: ['Swamp', 'Swamp'] },
          p2: { battlefield: [{ id: 'giant', card: 'Hill Giant' }] },
        },
      },
      [{ cast: 'Feed the Swarm', targets: ['giant'] }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Hill Giant']);
    expect(g.state.players.p1.life).toBe(16);
  });

  it('"the exiled card\'s mana value": a Hill Giant exiled from p2\'s graveyard gives 4 life (wording of Necropolis and Draconic Intervention)', () => {
    const relic = card(
      'Test Grave Relic',
      '{1}{W}',
      'Sorcery',
      "Exile target card from a graveyard. You gain X life, where X is the exiled card's mana value.",
    );
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Test Grave Relic'], battlefield: ['Plains', 'Plains'] },
          p2: { graveyard: [{ id: 'giant', card: 'Hill Giant' }] },
        },
      },
      [{ cast: 'Test Grave Relic', targets: ['giant'] }, { pass: true }, { pass: true }],
      { cards: [...CARDS, ...compiled(relic)] },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'exile')).toEqual(['Hill Giant']);
    expect(g.state.players.p1.life).toBe(24);
  });

  it('near miss: "the exiled card\'s power" stays text', () => {
    const c = card(
      'Corpse Explosion',
      '{3}{B}{B}',
      'Instant',
      "As an additional cost to cast this spell, exile a creature card from your graveyard.\nCorpse Explosion deals damage equal to the exiled card's power to each creature and each planeswalker.",
    );
    expect(unenforced(c).length).toBeGreaterThan(0);
    expect(unenforced(c).some((t) => t.includes("the exiled card's power"))).toBe(true);
  });
});
