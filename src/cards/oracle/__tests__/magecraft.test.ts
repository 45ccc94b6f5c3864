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

/**
 * Lightning Bolt at p2, then Chatterstorm (storm: one copy) with `permanent` on the battlefield;
 * the two triggers on casting Chatterstorm are ordered so storm's resolves first, then everything
 * on the stack resolves.
 */
function boltThenChatterstorm(permanent: string | object, library: string[] = []) {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [permanent, 'Mountain', 'Forest', 'Forest'],
          hand: ['Lightning Bolt', 'Chatterstorm'],
          library,
        },
      },
    },
    [
      { cast: 'Lightning Bolt', targets: ['p2'] },
      { pass: true },
      { pass: true },
      { cast: 'Chatterstorm' },
      { decide: ['1', '0'] },
    ],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  for (let i = 0; i < 10 && g.state.stack.length; i++) g.act({ pass: true });
  expect(g.state.stack).toEqual([]);
  return g;
}

describe('magecraft: "Whenever you cast or copy an instant or sorcery spell" (CR 207.2c, 707.10)', () => {
  it('Archmage Emeritus: Lightning Bolt cast (a card), Chatterstorm cast (a card) and its storm copy (a card): three cards', () => {
    expect(unenforced(emeritus)).toEqual([]);
    const g = boltThenChatterstorm({ id: 'em', card: 'Archmage Emeritus' }, ['Island', 'Island', 'Island', 'Island']);
    expect(g.state.players.p1.hand).toHaveLength(3);
    // The storm copy made a Squirrel too.
    expect(g.names('p1', 'battlefield').filter((n) => n.endsWith('(token)'))).toHaveLength(2);
  });

  it('Young Pyromancer ("whenever you cast", no "or copy"): the storm copy is not cast and makes no Elemental', () => {
    expect(unenforced(pyromancer)).toEqual([]);
    const g = boltThenChatterstorm('Young Pyromancer');
    const tokens = g.names('p1', 'battlefield').filter((n) => n.endsWith('(token)'));
    expect(tokens.filter((n) => n.startsWith('Elemental'))).toHaveLength(2);
    expect(tokens.filter((n) => n.startsWith('Squirrel'))).toHaveLength(2);
  });
});
