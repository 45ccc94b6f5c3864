// Magecraft (an ability word, CR 207.2c): "Whenever you cast or copy an instant or sorcery spell"
// triggers on casting (601.2i) and on a copy of such a spell put on the stack under your
// control (707.10) — a copy is not cast, so a plain "whenever you cast" doesn't see it.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const emeritus = card(
  'Archmage Emeritus',
  '{2}{U}{U}',
  'Creature — Human Wizard',
  'Magecraft — Whenever you cast or copy an instant or sorcery spell, draw a card.',
  '2/2',
);
const chatterstorm = card(
  'Chatterstorm',
  '{1}{G}',
  'Sorcery',
  'Create a 1/1 green Squirrel creature token.\nStorm (When you cast this spell, copy it for each spell cast before it this turn.)',
);
const pyromancer = card(
  'Young Pyromancer',
  '{1}{R}',
  'Creature — Human Shaman',
  'Whenever you cast an instant or sorcery spell, create a 1/1 red Elemental creature token.',
  '2/1',
);
const CARDS = compiled(emeritus, chatterstorm, pyromancer);

describe('magecraft: "Whenever you cast or copy an instant or sorcery spell" (CR 207.2c, 707.10)', () => {
  it('Archmage Emeritus: Lightning Bolt cast (a card), Chatterstorm cast (a card) and its storm copy (a card): three cards', () => {
    expect(unenforced(emeritus)).toEqual([]);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'em', card: 'Archmage Emeritus' }, 'Mountain', 'Forest', 'Forest'],
            hand: ['Lightning Bolt', 'Chatterstorm'],
            library: ['Island', 'Island', 'Island', 'Island'],
          },
        },
      },
      [
        { cast: 'Lightning Bolt', targets: ['p2'] },
        { pass: true },
        { pass: true },
        { cast: 'Chatterstorm' },
        // The magecraft and storm triggers: storm's goes on the stack last and resolves first.
        { decide: ['1', '0'] },
        { pass: true },
        { pass: true },
        { pass: true },
        { pass: true },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.hand).toHaveLength(3);
    // The storm copy made a Squirrel too.
    expect(g.names('p1', 'battlefield').filter((n) => n.endsWith('(token)'))).toHaveLength(2);
  });

  it('Young Pyromancer ("whenever you cast", no "or copy"): the storm copy is not cast and makes no Elemental', () => {
    expect(unenforced(pyromancer)).toEqual([]);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Young Pyromancer', 'Mountain', 'Forest', 'Forest'],
            hand: ['Lightning Bolt', 'Chatterstorm'],
          },
        },
      },
      [
        { cast: 'Lightning Bolt', targets: ['p2'] },
        { pass: true },
        { pass: true },
        { cast: 'Chatterstorm' },
        { decide: ['1', '0'] },
        { pass: true },
        { pass: true },
        { pass: true },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const tokens = g.names('p1', 'battlefield').filter((n) => n.endsWith('(token)'));
    expect(tokens.filter((n) => n.startsWith('Elemental'))).toHaveLength(2);
    expect(tokens.filter((n) => n.startsWith('Squirrel'))).toHaveLength(2);
  });
});
