// "that player" after a trigger whose object is one an opponent controls and which names no player
// ("Whenever a creature an opponent controls dies, that player loses 2 life"): that opponent, the
// only one in a two-player game (CR 102.2). Shriek, Treblemaker: a Lightning Bolt kills the
// opponent's Grizzly Bears, Shriek deals 1 damage to them. Massacre Wurm: its -2/-2 kills two of
// their creatures, they lose 2 life for each. Near miss: after "a creature you control dies" no
// player is named, and "that player" stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const shriek = card(
  'Shriek, Treblemaker',
  '{2}{B/R}',
  'Legendary Creature — Mutant Villain',
  "At the beginning of your first main phase, you may discard a card. When you do, target creature can't block this turn.\nSonic Blast — Whenever a creature an opponent controls dies, Shriek deals 1 damage to that player.",
  '2/3',
);
const wurm = card(
  'Massacre Wurm',
  '{3}{B}{B}{B}',
  'Creature — Phyrexian Wurm',
  'When this creature enters, creatures your opponents control get -2/-2 until end of turn.\nWhenever a creature an opponent controls dies, that player loses 2 life.',
  '6/5',
);
const CARDS = compiled(shriek, wurm);

const settle = (g: { state: { stack: unknown[] }; act: (a: { pass: true }) => void }) => {
  for (let i = 0; i < 8 && g.state.stack.length; i++) g.act({ pass: true });
};

describe('"that player" after an opponent\'s object (CR 102.2)', () => {
  it("Shriek, Treblemaker: the opponent's Bears die to a Bolt, Shriek deals 1 damage to them", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Shriek, Treblemaker'], hand: ['Lightning Bolt'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['bears'] }],
      { cards: CARDS },
    );
    settle(g);
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.state.players.p2.life).toBe(19);
    expect(g.state.players.p1.life).toBe(20);
  });

  it('Massacre Wurm: two of their creatures die, they lose 4 life', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [...Array<string>(6).fill('Swamp')], hand: ['Massacre Wurm'] },
          p2: { battlefield: ['Grizzly Bears', 'Llanowar Elves', 'Giant Spider'] },
        },
      },
      [{ cast: 'Massacre Wurm' }],
      { cards: CARDS },
    );
    settle(g);
    expect(g.state.pendingDecision?.kind).toBe('chooseOrder');
    g.act({ decide: ['0', '1'] });
    settle(g);
    expect(g.error).toBeNull();
    expect(g.names('p2', 'battlefield')).toEqual(['Giant Spider']);
    expect(g.state.players.p2.life).toBe(16);
    expect(g.state.players.p1.life).toBe(20);
  });

  it('near miss: "Whenever a creature you control dies, that player loses 2 life" stays text', () => {
    const c = card(
      'Test Ghoul',
      '{2}{B}',
      'Creature — Zombie',
      'Whenever a creature you control dies, that player loses 2 life.',
      '2/2',
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});
