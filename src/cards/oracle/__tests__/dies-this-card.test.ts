// "When this creature dies, … this card": the ability finds the card the creature became in the
// graveyard (CR 400.7, 603.10a), so moving "this card" moves that card. Before, the instruction
// named the permanent that was gone and did nothing, while the card was counted as enforced.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const doombot = card(
  'Doombot Harbinger',
  '{2}{B}',
  'Artifact Creature — Robot Villain',
  'Flying\nWhen this creature enters, you may mill four cards. (You may put the top four cards of your library into your graveyard.)\nWhen this creature dies, you may exile this card. When you do, return target creature card from your graveyard to your hand.',
  '2/1',
);

describe('"this card" after its own creature died (CR 400.7)', () => {
  it('Doombot Harbinger dies: its card is exiled from the graveyard, then Grizzly Bears return to hand', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'db', card: 'Doombot Harbinger' }], graveyard: ['Grizzly Bears'] },
          p2: { hand: ['Shock'], battlefield: ['Mountain'] },
        },
      },
      [{ cast: 'Shock', targets: ['db'], player: 'p2' }, { pass: true }, { pass: true }],
      { cards: compiled(doombot) },
    );
    expect(g.error).toBeNull();
    g.act({ decide: true });
    expect(g.names('p1', 'exile')).toEqual(['Doombot Harbinger']);
    // The reflexive ability's one legal target is chosen without asking (CR 603.3d).
    for (let i = 0; i < 3 && g.state.stack.length; i++) g.act({ pass: true });
    expect(g.names('p1', 'hand')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'graveyard')).toEqual([]);
  });
});
