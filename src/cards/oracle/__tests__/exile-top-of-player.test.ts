// "Exile the top card of target player's library", "… of that player's library" (CR 406.2): you
// exile the top card of another player's library; "it" / "that card" is the card exiled (400.7j),
// and a permission to cast it is yours (601.3). Real pool cards, played in the engine.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, run, unenforced } from './compiled';

const scrib = card(
  'Scrib Nibblers',
  '{2}{B}',
  'Creature — Rat',
  "{T}: Exile the top card of target player's library. If it's a land card, you gain 1 life.\nLandfall — Whenever a land you control enters, you may untap this creature.",
  '1/1',
);
const ramirez = card(
  'Ramirez DePietro, Pillager',
  '{2}{U}{B}',
  'Legendary Creature — Human Pirate',
  "When Ramirez DePietro enters, you lose 2 life and create two Treasure tokens.\nWhenever one or more Pirates you control deal combat damage to a player, exile the top card of that player's library. You may cast that card for as long as it remains exiled.",
  '4/3',
);
const daxos = card(
  'Daxos of Meletis',
  '{1}{W}{U}',
  'Legendary Creature — Human Soldier',
  "Daxos can't be blocked by creatures with power 3 or greater.\nWhenever Daxos deals combat damage to a player, exile the top card of that player's library. You gain life equal to that card's mana value. Until end of turn, you may cast that card and you may spend mana as though it were mana of any color to cast that spell.",
  '2/2',
);
const CARDS = compiled(scrib, ramirez);

function nibble(top: string) {
  return game(
    {
      turn: main,
      players: {
        p1: { battlefield: [{ id: 'rat', card: 'Scrib Nibblers' }], library: ['Island'] },
        p2: { library: [{ id: 'top', card: top }, 'Island'] },
      },
    },
    [{ activate: 'rat', targets: ['p2'] }, { pass: true }],
    { cards: CARDS },
  );
}

describe("exile the top card of another player's library (CR 406.2)", () => {
  it("Scrib Nibblers on p2: p2's top card is exiled; a land card gains p1 (not p2) 1 life", () => {
    const g = nibble('Forest');
    expect(g.error).toBeNull();
    expect(g.get('top').zone).toBe('exile');
    expect(g.state.players.p2.library).toHaveLength(1);
    expect(g.state.players.p1.library).toHaveLength(1);
    expect(g.state.players.p1.life).toBe(21);
    expect(g.state.players.p2.life).toBe(20);
  });

  it('Scrib Nibblers: a nonland card is exiled and no life is gained', () => {
    const g = nibble('Lightning Bolt');
    expect(g.get('top').zone).toBe('exile');
    expect(g.state.players.p1.life).toBe(20);
  });

  it("Ramirez DePietro: after combat damage, p1 may cast the card exiled from p2's library", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'ram', card: 'Ramirez DePietro, Pillager' }, 'Mountain'] },
          p2: { library: [{ id: 'bolt', card: 'Lightning Bolt' }, 'Island'] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['ram'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ advance: 'main2' });
    run(g);
    expect(g.state.players.p2.life).toBe(16);
    expect(g.get('bolt').zone).toBe('exile');
    g.act({ cast: 'bolt', targets: ['p2'] });
    run(g);
    expect(g.state.players.p2.life).toBe(13);
    // The card is p2's: it goes to its owner's graveyard (CR 400.3).
    expect(g.names('p2', 'graveyard')).toEqual(['Lightning Bolt']);
  });

  it('near miss stays text: "you may spend mana as though it were mana of any color" (Daxos of Meletis)', () => {
    expect(unenforced(daxos)).toHaveLength(1);
    expect(unenforced(daxos)[0]).toMatch(/^Whenever Daxos deals combat damage/);
  });
});
