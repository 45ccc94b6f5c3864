// "For each …, create …" (CR 111.2, 608.2h): the count written before the instruction is taken
// once, as the effect resolves, before any token exists; the tokens are made all at once. Only
// tokens you create that name nothing counted are read so: "… a token that's a copy of it" or
// "its controller creates …" (a token for each thing counted, or for its controller) stays text.
import { describe, expect, it } from 'vitest';
import { allObjects, characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const bounty = card(
  "Brass's Bounty",
  '{6}{R}',
  'Sorcery',
  'For each land you control, create a Treasure token. (It\'s an artifact with "{T}, Sacrifice this token: Add one mana of any color.")',
);
const valor = card(
  "Moogles' Valor",
  '{3}{W}{W}',
  'Instant',
  'For each creature you control, create a 1/2 white Moogle creature token with lifelink. Then creatures you control gain indestructible until end of turn.',
);
const CARDS = compiled(bounty, valor);

function tokens(g: Game, name: string) {
  return allObjects(g.state).filter(
    (o) => o.token && o.zone === 'battlefield' && g.state.proxies[o.def]?.name === name,
  );
}

describe('"For each …, create …" (CR 111.2, 608.2h)', () => {
  it("Brass's Bounty with eight lands (seven tapped to cast it): eight Treasures", () => {
    const lands = ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Forest'];
    const g = game(
      { turn: main, players: { p1: { hand: ["Brass's Bounty"], battlefield: lands } } },
      [{ cast: "Brass's Bounty" }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(tokens(g, 'Treasure Token')).toHaveLength(8);
  });

  it("Moogles' Valor with two creatures: two Moogles (the new ones are not counted), then all four are indestructible", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ["Moogles' Valor"],
            battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Grizzly Bears', 'Grizzly Bears'],
          },
        },
      },
      [{ cast: "Moogles' Valor" }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const moogles = tokens(g, 'Moogle Token');
    expect(moogles).toHaveLength(2);
    expect(g.state.proxies[moogles[0]!.def]).toMatchObject({ power: 1, toughness: 2, keywords: ['lifelink'] });
    const ctx = readContext(g.state, g.engine.registry);
    const creatures = allObjects(g.state).filter(
      (o) => o.zone === 'battlefield' && characteristics(ctx, o).types.includes('creature'),
    );
    expect(creatures).toHaveLength(4);
    for (const o of creatures) expect(characteristics(ctx, o).keywords).toContain('indestructible');
  });

  // A near miss now read: each artifact copied in turn (for-each-copy.ts, for-each-token-copies.test.ts).
  it('Saheeli\'s "For each artifact you control, create a token that\'s a copy of it" is read', () => {
    const saheeli = card(
      'Saheeli, the Gifted',
      '{2}{U}{R}',
      'Legendary Planeswalker — Saheeli',
      "+1: Create a 1/1 colorless Servo artifact creature token.\n+1: The next spell you cast this turn has affinity for artifacts. (It costs {1} less to cast for each artifact you control as you cast it.)\n−7: For each artifact you control, create a token that's a copy of it. Those tokens gain haste. Exile those tokens at the beginning of the next end step.\nSaheeli, the Gifted can be your commander.",
    );
    expect(unenforced(saheeli).some((t) => t.startsWith('−7: For each artifact you control'))).toBe(false);
  });
});
