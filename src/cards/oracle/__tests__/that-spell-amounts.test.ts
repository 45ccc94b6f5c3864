// "where X is that spell's mana value" (CR 202.3, 608.2h): the spell a cast trigger names, or the
// spell the effect just countered, read as it is on the stack or as it last existed there.
import { describe, expect, it } from 'vitest';
import { allObjects } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt } from './compiled';

const swindle = card(
  'Spell Swindle',
  '{3}{U}{U}',
  'Instant',
  'Counter target spell. Create X Treasure tokens, where X is that spell\'s mana value. (They\'re artifacts with "{T}, Sacrifice this token: Add one mana of any color.")',
);
const summonings = card(
  'Metallurgic Summonings',
  '{3}{U}{U}',
  'Enchantment',
  "Whenever you cast an instant or sorcery spell, create an X/X colorless Construct artifact creature token, where X is that spell's mana value.\n{3}{U}{U}, Exile this enchantment: Return all instant and sorcery cards from your graveyard to your hand. Activate only if you control six or more artifacts.",
);
const CARDS = compiled(swindle, summonings);

const tokens = (g: Game) => allObjects(g.state).filter((o) => o.token && o.zone === 'battlefield');

describe('"that spell\'s mana value" (CR 202.3)', () => {
  it('Spell Swindle counters a Grizzly Bears spell (mana value 2): two Treasures', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Grizzly Bears'], battlefield: ['Forest', 'Forest'] },
          p2: { hand: ['Spell Swindle'], battlefield: ['Island', 'Island', 'Island', 'Island', 'Island'] },
        },
      },
      [{ cast: 'Grizzly Bears' }, { cast: 'Spell Swindle', targets: ['Grizzly Bears'], player: 'p2' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(tokens(g).map((o) => o.controller)).toEqual(['p2', 'p2']);
  });

  it('Metallurgic Summonings: casting Shock (mana value 1) makes a 1/1 Construct', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Shock'], battlefield: ['Mountain', 'Metallurgic Summonings'] },
        },
      },
      [{ cast: 'Shock', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(tokens(g)).toHaveLength(1);
    expect(pt(g, 'Construct Token')).toEqual([1, 1]);
  });
});
