// Prowl (CR 702.76a) and freerunning (702.173a): alternative costs usable only if a player was
// dealt combat damage this turn by a source that, at the time, was under the caster's control and
// had one of the spell's creature types (prowl) or was an Assassin or a commander (freerunning).
import { describe, expect, it } from 'vitest';
import { castOptions } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, run, unenforced } from './compiled';

const bandit = card(
  'Stinkdrinker Bandit',
  '{3}{B}',
  'Creature — Goblin Rogue',
  "Prowl {1}{B} (You may cast this for its prowl cost if you dealt combat damage to a player this turn with a Goblin or Rogue.)\nWhenever a Rogue you control attacks and isn't blocked, it gets +2/+1 until end of turn.",
  '2/1',
);
const fortune = card(
  "Thieves' Fortune",
  '{2}{U}',
  'Kindred Instant — Rogue',
  'Prowl {U} (You may cast this for its prowl cost if you dealt combat damage to a player this turn with a Rogue.)\nLook at the top four cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order.',
);
const ambushers = card(
  'Brotherhood Ambushers',
  '{4}{B}',
  'Creature — Human Assassin',
  'Freerunning {3}{B} (You may cast this spell for its freerunning cost if you dealt combat damage to a player this turn with an Assassin or commander.)',
  '6/3',
);
const vision = card(
  'Eagle Vision',
  '{4}{U}',
  'Sorcery',
  'Freerunning {1}{U} (You may cast this spell for its freerunning cost if you dealt combat damage to a player this turn with an Assassin or commander.)\nDraw three cards.',
);
const latchkey = card(
  'Latchkey Faerie',
  '{3}{U}',
  'Creature — Faerie Rogue',
  'Flying\nProwl {2}{U} (You may cast this for its prowl cost if you dealt combat damage to a player this turn with a Faerie or Rogue.)\nWhen this creature enters, if its prowl cost was paid, draw a card.',
  '3/1',
);
const CARDS = compiled(bandit, fortune, ambushers, vision, latchkey);
const library = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'];
const turn = { number: 3, active: 'p1' as const, phase: 'main1' as const };

type G = ReturnType<typeof game>;
function costsOf(g: G, ref: string, player: 'p1' | 'p2' = 'p1'): [string, boolean][] {
  return castOptions(g.engine.registry, g.state, player, g.get(ref).id).options.map((o) => [o.mode.cost, o.payable]);
}

/** p1 attacks with `attacker`; p2 blocks as `block` says; on to the second main phase. */
function attackWith(g: G, attacker: string, block: Record<string, string> = {}): void {
  g.act({ advance: 'declareAttackers' });
  g.act({ attack: [attacker] });
  for (let i = 0; i < 10 && g.state.stack.length; i++) g.act({ pass: true });
  g.act({ block });
  g.act({ advance: 'main2' });
  expect(g.error).toBeNull();
}

describe('prowl (CR 702.76a)', () => {
  const board = (attacker: string | { card: string; id: string }, extra: object = {}) => ({
    turn,
    players: {
      p1: { battlefield: [attacker, 'Island'], hand: ["Thieves' Fortune"], library },
      p2: { library, ...extra },
    },
  });

  it("Thieves' Fortune: {U} once a Rogue you controlled dealt combat damage to a player this turn", () => {
    const g = game(board('Stinkdrinker Bandit'), [], { cards: CARDS });
    expect(costsOf(g, "Thieves' Fortune")).toEqual([['mana', false]]);
    attackWith(g, 'Stinkdrinker Bandit');
    expect(g.state.players.p2.life).toBe(16);
    // One Island: {U} can be paid, {2}{U} can't.
    expect(costsOf(g, "Thieves' Fortune")).toEqual([
      ['mana', false],
      ['prowl', true],
    ]);
    g.perform({ type: 'cast', player: 'p1', object: g.get("Thieves' Fortune").id, cost: 'prowl' });
    expect(g.error).toBeNull();
    expect(g.get("Thieves' Fortune").spell?.altCost).toBe('prowl');
  });

  it('not after combat damage by a creature without a Rogue type, nor by a blocked Rogue', () => {
    const g = game(board('Grizzly Bears'), [], { cards: CARDS });
    attackWith(g, 'Grizzly Bears');
    expect(g.state.players.p2.life).toBe(18);
    expect(costsOf(g, "Thieves' Fortune")).toEqual([['mana', false]]);

    const h = game(board('Stinkdrinker Bandit', { battlefield: [{ card: 'Grizzly Bears', id: 'bears' }] }), [], {
      cards: CARDS,
    });
    attackWith(h, 'Stinkdrinker Bandit', { bears: 'Stinkdrinker Bandit' });
    expect(h.state.players.p2.life).toBe(20);
    expect(costsOf(h, "Thieves' Fortune")).toEqual([['mana', false]]);
  });

  it("not when the Rogue that dealt the damage was another player's", () => {
    const g = game(
      {
        turn: { number: 3, active: 'p2' as const, phase: 'main1' as const },
        players: {
          p1: { battlefield: ['Island', 'Island', 'Island'], hand: ["Thieves' Fortune"], library },
          p2: { battlefield: ['Stinkdrinker Bandit'], library },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['Stinkdrinker Bandit'] });
    for (let i = 0; i < 10 && g.state.stack.length; i++) g.act({ pass: true });
    g.act({ block: {} });
    g.act({ advance: 'main2' });
    expect(g.state.players.p1.life).toBe(16);
    expect(costsOf(g, "Thieves' Fortune").map(([c]) => c)).toEqual(['mana']);
  });
});

describe("prowl's permanent remembers it (CR 702.76a, 118.9)", () => {
  const board = {
    turn,
    players: {
      p1: {
        battlefield: ['Stinkdrinker Bandit', 'Island', 'Island', 'Island', 'Island'],
        hand: ['Latchkey Faerie'],
        library,
      },
      p2: { library },
    },
  };

  it('Latchkey Faerie cast for its prowl cost draws a card as it enters; cast for its mana cost, none', () => {
    const g = game(board, [], { cards: CARDS });
    attackWith(g, 'Stinkdrinker Bandit');
    g.perform({ type: 'cast', player: 'p1', object: g.get('Latchkey Faerie').id, cost: 'prowl' });
    run(g);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Latchkey Faerie');
    expect(g.names('p1', 'hand')).toHaveLength(1);

    const h = game(board, [], { cards: CARDS });
    attackWith(h, 'Stinkdrinker Bandit');
    h.perform({ type: 'cast', player: 'p1', object: h.get('Latchkey Faerie').id });
    run(h);
    expect(h.error).toBeNull();
    expect(h.names('p1', 'battlefield')).toContain('Latchkey Faerie');
    expect(h.names('p1', 'hand')).toHaveLength(0);
  });
});

describe('freerunning (CR 702.173a)', () => {
  const board = (attacker: string | { card: string; commander?: boolean }) => ({
    turn,
    players: {
      p1: { battlefield: [attacker, 'Island', 'Island'], hand: ['Eagle Vision'], library },
      p2: { library },
    },
  });

  it('Eagle Vision: {1}{U} once an Assassin you controlled dealt combat damage to a player; it draws three', () => {
    const g = game(board('Brotherhood Ambushers'), [], { cards: CARDS });
    expect(costsOf(g, 'Eagle Vision')).toEqual([['mana', false]]);
    attackWith(g, 'Brotherhood Ambushers');
    expect(costsOf(g, 'Eagle Vision')).toEqual([
      ['mana', false],
      ['freerunning', true],
    ]);
    g.perform({ type: 'cast', player: 'p1', object: g.get('Eagle Vision').id, cost: 'freerunning' });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toHaveLength(3);
  });

  it('a commander counts too; the same creature not designated commander does not', () => {
    const g = game(board({ card: 'Isamaru, Hound of Konda', commander: true }), [], { cards: CARDS });
    attackWith(g, 'Isamaru, Hound of Konda');
    expect(costsOf(g, 'Eagle Vision')).toContainEqual(['freerunning', true]);
    const h = game(board('Isamaru, Hound of Konda'), [], { cards: CARDS });
    attackWith(h, 'Isamaru, Hound of Konda');
    expect(h.state.players.p2.life).toBe(18);
    expect(costsOf(h, 'Eagle Vision')).toEqual([['mana', false]]);
  });

  it('a freerunning cost that is not mana, or has {X}, stays text', () => {
    const escape = card(
      'Escape Detection',
      '{1}{U}{U}',
      'Instant',
      "Freerunning—Return a blue creature you control to its owner's hand. (You may cast this spell for its freerunning cost if you dealt combat damage to a player this turn with an Assassin or commander.)\nReturn target creature to its owner's hand.\nDraw a card.",
    );
    expect(unenforced(escape)[0]).toMatch(/^Freerunning—Return a blue creature/);
    const raid = card(
      'Monastery Raid',
      '{2}{R}',
      'Sorcery',
      "Freerunning {X}{R} (You may cast this spell for its freerunning cost if you dealt combat damage to a player this turn with an Assassin or commander.)\nExile the top two cards of your library. If this spell's freerunning cost was paid, exile the top X cards of your library instead. You may play the exiled cards until the end of your next turn.",
    );
    expect(unenforced(raid)[0]).toMatch(/^Freerunning \{X\}\{R\}/);
  });
});
