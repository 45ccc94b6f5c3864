// More of a token copy's exceptions (CR 707.9b): a card type and subtype added "in addition to its
// other types" with a printed P/T ("except it's a 0/0 Fractal creature in addition to its other
// types"), "the token has flying and it isn't legendary", "they're 3/3 creatures … and they have
// vigilance and menace", and quoted abilities the copy has as well ("except it has haste and \"At
// the beginning of the end step, exile this token.\"", 113.1b). Real cards played.
import { describe, expect, it } from 'vitest';
import { characteristics, getObject, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const geometry = card(
  'Applied Geometry',
  '{2}{G}{U}',
  'Sorcery',
  "Create a token that's a copy of target non-Aura permanent you control, except it's a 0/0 Fractal creature in addition to its other types. Put six +1/+1 counters on it.",
);
const duplication = card(
  "Irenicus's Vile Duplication",
  '{3}{U}',
  'Sorcery',
  "Create a token that's a copy of target creature you control, except the token has flying and it isn't legendary.",
);
const shimmer = card(
  'Heat Shimmer',
  '{2}{R}',
  'Sorcery',
  'Create a token that\'s a copy of target creature, except it has haste and "At the beginning of the end step, exile this token."',
);
const rebuild = card(
  'Rebuild the City',
  '{3}{B}{R}{G}',
  'Sorcery',
  "Choose target land. Create three tokens that are copies of it, except they're 3/3 creatures in addition to their other types and they have vigilance and menace. (They're affected by summoning sickness.)",
);
// Isamaru, Hound of Konda (a legendary 2/2) is a registry card.
const CARDS = compiled(geometry, duplication, shimmer, rebuild);

/** The tokens on the battlefield, with their current characteristics. */
function tokens(g: Game) {
  const ctx = readContext(g.state, g.engine.registry);
  return g.state.battlefield
    .map((id) => getObject(g.state, id)!)
    .filter((o) => o.token)
    .map((o) => ({ id: o.id, ...characteristics(ctx, o) }));
}

function settle(g: Game): void {
  for (let i = 0; i < 20 && g.state.stack.length && !g.state.pendingDecision; i++) g.act({ pass: true });
}

describe('a type added with a P/T (CR 707.9b, 205.1b)', () => {
  it('Applied Geometry copies a Forest: a 0/0 Fractal creature land with six +1/+1 counters (6/6)', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Forest', 'Forest', 'Island', 'Island'], hand: ['Applied Geometry'] } },
      },
      [{ cast: 'Applied Geometry', targets: ['Forest'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const [t] = tokens(g);
    expect(t).toMatchObject({ names: ['Forest'], power: 6, toughness: 6 });
    expect(t!.types).toEqual(expect.arrayContaining(['land', 'creature']));
    expect(t!.subtypes).toEqual(expect.arrayContaining(['Forest', 'Fractal']));
  });

  it('Rebuild the City: three 3/3 land creatures with vigilance and menace', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Swamp', 'Mountain', 'Forest', 'Forest', 'Forest', 'Forest'],
            hand: ['Rebuild the City'],
          },
        },
      },
      [{ cast: 'Rebuild the City', targets: ['Swamp'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const made = tokens(g);
    expect(made).toHaveLength(3);
    for (const t of made) {
      expect(t).toMatchObject({ names: ['Swamp'], power: 3, toughness: 3 });
      expect(t.types).toEqual(expect.arrayContaining(['land', 'creature']));
      expect(t.keywords).toEqual(expect.arrayContaining(['vigilance', 'menace']));
    }
  });
});

describe('"the token has flying and it isn\'t legendary"', () => {
  it("Irenicus's Vile Duplication copies a legendary creature: both stay (no legend rule), the token flies", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Island', 'Island', 'Isamaru, Hound of Konda'],
            hand: ["Irenicus's Vile Duplication"],
          },
        },
      },
      [{ cast: "Irenicus's Vile Duplication", targets: ['Isamaru, Hound of Konda'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    settle(g);
    expect(g.names('p1', 'battlefield').filter((n) => n.startsWith('Isamaru'))).toHaveLength(2);
    const [t] = tokens(g);
    expect(t!.supertypes).not.toContain('legendary');
    expect(t!.keywords).toContain('flying');
  });
});

describe("quoted abilities in a copy's exceptions (CR 707.9b, 113.1b)", () => {
  it('Heat Shimmer: the copy has haste and is exiled at the beginning of the end step', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Heat Shimmer'], library: ['Island'] },
          p2: { battlefield: ['Grizzly Bears'], library: ['Island'] },
        },
      },
      [{ cast: 'Heat Shimmer', targets: ['Grizzly Bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const [t] = tokens(g);
    expect(t).toMatchObject({ names: ['Grizzly Bears'], power: 2, toughness: 2 });
    expect(t!.keywords).toContain('haste');
    // Haste: it attacks this turn.
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: [t!.id] });
    g.act({ block: {}, player: 'p2' });
    g.act({ advance: 'main2' });
    expect(g.state.players.p2.life).toBe(18);
    g.act({ advance: 'end' });
    settle(g);
    expect(tokens(g)).toHaveLength(0);
    expect(g.names('p2', 'battlefield')).toEqual(['Grizzly Bears']);
  });

  it('near miss: colours added "in addition to its other colors and types" stay text (The Jolly Balloon Man)', () => {
    const balloon = card(
      'The Jolly Balloon Man',
      '{1}{R}{W}',
      'Legendary Creature — Human Clown',
      "Haste\n{1}, {T}: Create a token that's a copy of another target creature you control, except it's a 1/1 red Balloon creature in addition to its other colors and types and it has flying and haste. Sacrifice it at the beginning of the next end step. Activate only as a sorcery.",
      '1/4',
    );
    expect(unenforced(balloon)).toHaveLength(1);
  });

  it('near miss: a creature type added with no P/T stays text', () => {
    const c = card(
      'Shaun (line)',
      '{3}{U}',
      'Sorcery',
      "Create a token that's a copy of target artifact you control, except it's a Synth artifact creature in addition to its other types.",
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});
