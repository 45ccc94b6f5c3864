// "… unless they discard a card", "… unless that player sacrifices a creature of their choice":
// the one player the instruction acts on chooses whether to do it (CR 608.2d); only if they don't,
// or can't (nothing discarded, nothing sacrificed), the instruction happens (118.12 as for "unless
// you"). Read only where "they" is one player: "each player sacrifices … unless they …" has each
// player choose for themselves (101.4), which stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const quandary = card(
  'Painful Quandary',
  '{3}{B}{B}',
  'Enchantment',
  'Whenever an opponent casts a spell, that player loses 5 life unless they discard a card.',
);
const dragon = card(
  'Demanding Dragon',
  '{3}{R}{R}',
  'Creature — Dragon',
  'Flying\nWhen this creature enters, it deals 5 damage to target opponent unless that player sacrifices a creature of their choice.',
  '5/5',
);

function quandaryGame(p2Hand: string[]) {
  const g = game(
    {
      turn: { number: 3, active: 'p2', phase: 'main1' },
      players: {
        p1: { battlefield: ['Painful Quandary'] },
        p2: { battlefield: ['Mountain'], hand: ['Lightning Bolt', ...p2Hand] },
      },
    },
    [],
    { cards: compiled(quandary) },
  );
  g.act({ cast: 'Lightning Bolt', targets: ['p1'], player: 'p2' });
  // The trigger goes on the stack above the Bolt; both players pass, it resolves.
  g.act({ pass: true });
  return g;
}

describe('"unless they …": that player chooses (Painful Quandary, Demanding Dragon)', () => {
  it('Painful Quandary: the opponent who cast the spell is asked; discarding a card, they lose no life', () => {
    const g = quandaryGame(['Island']);
    expect(g.state.pendingDecision?.player).toBe('p2');
    g.act({ decide: true, player: 'p2' });
    expect(g.names('p2', 'graveyard')).toEqual(['Island']);
    expect(g.state.players.p2.life).toBe(20);
  });

  it('Painful Quandary: declining, they lose 5 life; with no card to discard, they lose it too', () => {
    const declined = quandaryGame(['Island']);
    declined.act({ decide: false, player: 'p2' });
    expect(declined.state.players.p2.life).toBe(15);
    expect(declined.names('p2', 'hand')).toEqual(['Island']);
    // With an empty hand, saying yes discards nothing: not done, so the life is lost (CR 118.12).
    const empty = quandaryGame([]);
    expect(empty.state.pendingDecision?.player).toBe('p2');
    empty.act({ decide: true, player: 'p2' });
    expect(empty.state.players.p2.life).toBe(15);
  });

  it('Demanding Dragon: the target opponent sacrifices a creature of their choice, or is dealt 5 damage', () => {
    const play = () => {
      const g = game(
        {
          turn: main,
          players: {
            p1: {
              battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
              hand: ['Demanding Dragon'],
            },
            p2: {
              battlefield: [
                { id: 'bears', card: 'Grizzly Bears' },
                { id: 'elves', card: 'Llanowar Elves' },
              ],
            },
          },
        },
        [],
        { cards: compiled(dragon) },
      );
      g.act({ cast: 'Demanding Dragon' });
      g.act({ pass: true });
      g.act({ pass: true });
      expect(g.state.pendingDecision?.player).toBe('p2');
      return g;
    };
    const sacrificed = play();
    expect(sacrificed.state.pendingDecision?.prompt).toMatch(/Sacrifice a creature\?$/);
    sacrificed.act({ decide: true, player: 'p2' });
    // p2 chooses which creature (CR 701.21a).
    expect(sacrificed.state.pendingDecision?.player).toBe('p2');
    sacrificed.act({ decide: [sacrificed.get('elves').id], player: 'p2' });
    expect(sacrificed.names('p2', 'graveyard')).toEqual(['Llanowar Elves']);
    expect(sacrificed.state.players.p2.life).toBe(20);
    const refused = play();
    refused.act({ decide: false, player: 'p2' });
    expect(refused.state.players.p2.life).toBe(15);
    expect(refused.names('p2', 'battlefield')).toEqual(['Grizzly Bears', 'Llanowar Elves']);
  });

  it('"each player … unless they …" is read (each chooses in APNAP order: dungeon-rooms.test.ts); a near miss stays text', () => {
    const portal = card(
      'Possessed Portal',
      '{8}',
      'Artifact',
      'If a player would draw a card, that player skips that draw instead.\nAt the beginning of each end step, each player sacrifices a permanent of their choice unless they discard a card.',
    );
    expect(unenforced(portal)).toEqual(['If a player would draw a card, that player skips that draw instead.']);
    const court = card(
      'Court of Ambition',
      '{2}{B}{B}',
      'Enchantment',
      "When this enchantment enters, you become the monarch.\nAt the beginning of your upkeep, each opponent loses 3 life unless they discard a card. If you're the monarch, instead each opponent loses 6 life unless they discard two cards.",
    );
    expect(unenforced(court)).toEqual([
      "At the beginning of your upkeep, each opponent loses 3 life unless they discard a card. If you're the monarch, instead each opponent loses 6 life unless they discard two cards.",
    ]);
  });
});
