// The source's own trigger events in other wordings (CR 603.2): a name of two with its verbs in
// the plural ("Whenever Falcon and Redwing deal combat damage to a player" is "~ deals"), and
// "When ~ deals combat damage …", which triggers as "Whenever" does. "It" is the source.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const falcon = card(
  'Falcon and Redwing',
  '{2}{W}',
  'Legendary Creature — Human Bird Hero',
  'Flying\nWhenever Falcon and Redwing deal combat damage to a player, create that many 1/1 white Bird creature tokens with flying, then put a +1/+1 counter on Falcon and Redwing.',
  '1/2',
);
const bomber = card(
  'Kathari Bomber',
  '{1}{B}{R}',
  'Creature — Bird Shaman',
  'Flying\nWhen this creature deals combat damage to a player, create two 1/1 red Goblin creature tokens and sacrifice this creature.\nUnearth {3}{B}{R} ({3}{B}{R}: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step or if it would leave the battlefield. Unearth only as a sorcery.)',
  '2/2',
);
const phantom = card(
  'Leyline Phantom',
  '{4}{U}',
  'Creature — Illusion',
  "When this creature deals combat damage, return it to its owner's hand. (Return it only if it survived combat.)",
  '5/5',
);
const hillGiant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const CARDS = compiled(falcon, bomber, phantom, hillGiant);

/** P1 attacks with `attacker`; P2 blocks with `blocker` if given. */
function attack(attacker: string, blocker?: string) {
  return game(
    {
      turn: main,
      players: {
        p1: { battlefield: [{ id: 'a', card: attacker }], library: ['Island'] },
        p2: { battlefield: blocker ? [{ id: 'b', card: blocker }] : [], library: ['Island'] },
      },
    },
    [
      { advance: 'declareAttackers' },
      { attack: ['a'] },
      ...(blocker ? [{ block: { b: 'a' } }] : []),
      { advance: 'end' },
    ],
    { cards: CARDS },
  );
}

describe("the source's own events in other wordings (CR 603.2)", () => {
  it('Falcon and Redwing deal 1 combat damage to a player → one Bird token, then a +1/+1 counter on it', () => {
    const g = attack('Falcon and Redwing');
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(19);
    expect(g.names('p1', 'battlefield').filter((n) => n.startsWith('Bird'))).toHaveLength(1);
    expect(g.get('a').counters['+1/+1']).toBe(1);
  });

  it('Kathari Bomber: "When … deals combat damage to a player" → two Goblins, and it is sacrificed', () => {
    const g = attack('Kathari Bomber');
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield').filter((n) => n.startsWith('Goblin'))).toHaveLength(2);
    expect(g.names('p1', 'graveyard')).toEqual(['Kathari Bomber']);
  });

  it("Leyline Phantom: unblocked, it returns to its owner's hand; dying in combat, it stays in the graveyard (CR 400.7)", () => {
    const g = attack('Leyline Phantom');
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(15);
    expect(g.names('p1', 'hand')).toContain('Leyline Phantom');
    const h = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'a', card: 'Leyline Phantom', damage: 3 }], library: ['Island'] },
          p2: { battlefield: [{ id: 'b', card: 'Hill Giant' }], library: ['Island'] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['a'] }, { block: { b: 'a' } }, { advance: 'end' }],
      { cards: CARDS },
    );
    expect(h.error).toBeNull();
    expect(h.names('p1', 'graveyard')).toEqual(['Leyline Phantom']);
    expect(h.names('p1', 'hand')).not.toContain('Leyline Phantom');
  });
});
