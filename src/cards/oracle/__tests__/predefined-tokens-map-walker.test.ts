// Map, Vibranium and Walker tokens (CR 111.10: predefined tokens, defined by the reminder text the
// cards print), and decayed on a token (CR 702.147a: "This creature can't block" and "When this
// creature attacks, sacrifice it at end of combat"). Real cards played.
import { describe, expect, it } from 'vitest';
import { characteristics, getObject, readContext, RULE } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const companion = card(
  "Cartographer's Companion",
  '{3}',
  'Artifact Creature — Gnome',
  'When this creature enters, create a Map token. (It\'s an artifact with "{1}, {T}, Sacrifice this token: Target creature you control explores. Activate only as a sorcery.")',
  '2/1',
);
const hansk = card(
  'Hansk, Slayer Zealot',
  '{2}{R}{G}',
  'Legendary Creature — Human Archer',
  "At the beginning of your upkeep, target opponent creates three Walker tokens. (They're 2/2 black Zombie creatures.)\n{T}: Hansk, Slayer Zealot deals 2 damage to target creature.\nWhenever a Zombie an opponent controls dies, draw a card.",
  '4/4',
);
const falcon = card(
  'Falcon Abomination',
  '{2}{U}',
  'Creature — Zombie Bird',
  "Flying\nWhen this creature enters, create a 2/2 black Zombie creature token with decayed. (It can't block. When it attacks, sacrifice it at end of combat.)",
  '2/2',
);
const dora = card(
  'Dora Milaje Elite',
  '{1}{W}',
  'Creature — Human Warrior',
  'First strike\nWhen this creature enters, if an opponent controls more lands than you, create a tapped Vibranium token. (It\'s an artifact with indestructible and "{T}: Add {C}. This mana can\'t be spent to cast a nonartifact spell.")\nSacrifice this creature: Legendary permanents you control gain indestructible until end of turn.',
  '2/2',
);
const helm = card(
  'Worldwalker Helm',
  '{1}{U}',
  'Artifact',
  'If you would create one or more artifact tokens, instead create those tokens plus an additional Map token. (It\'s an artifact with "{1}, {T}, Sacrifice this token: Target creature you control explores. Activate only as a sorcery.")\n{1}{U}, {T}: Create a token that\'s a copy of target artifact token you control.',
);
const CARDS = compiled(companion, hansk, falcon, dora, helm);

function settle(g: Game): void {
  for (let i = 0; i < 20 && g.state.stack.length && !g.state.pendingDecision; i++) g.act({ pass: true });
}

describe('Map tokens (CR 111.10, 701.44a)', () => {
  it("Cartographer's Companion makes a Map; sacrificed for {1}, the target creature explores (a land goes to the hand)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Island', 'Island', 'Grizzly Bears'],
            hand: ["Cartographer's Companion"],
            library: ['Forest', 'Island'],
          },
        },
      },
      [{ cast: "Cartographer's Companion" }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Map Token (token)');
    g.act({ activate: 'Map Token', targets: ['Grizzly Bears'] });
    expect(g.names('p1', 'battlefield')).not.toContain('Map Token (token)');
    g.act({ pass: true });
    expect(g.names('p1', 'hand')).toEqual(['Forest']);
    expect(g.get('Grizzly Bears').counters['+1/+1'] ?? 0).toBe(0);
  });

  it('a nonland card revealed: the creature gets a +1/+1 counter', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Island', 'Island', 'Grizzly Bears'],
            hand: ["Cartographer's Companion"],
            library: ['Lightning Bolt', 'Island'],
          },
        },
      },
      [{ cast: "Cartographer's Companion" }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    g.act({ activate: 'Map Token', targets: ['Grizzly Bears'] });
    g.act({ pass: true });
    expect(g.get('Grizzly Bears').counters['+1/+1']).toBe(1);
  });
});

describe('a Map token added by a replacement (CR 614.1a)', () => {
  it("Worldwalker Helm: Cartographer's Companion's Map comes with an additional Map", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Island', 'Island', 'Island', 'Worldwalker Helm'], hand: ["Cartographer's Companion"] },
        },
      },
      [{ cast: "Cartographer's Companion" }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    settle(g);
    expect(g.names('p1', 'battlefield').filter((n) => n === 'Map Token (token)')).toHaveLength(2);
  });
});

describe('Walker tokens (CR 111.10)', () => {
  it('Hansk: at the upkeep the opponent creates three 2/2 black Zombie tokens named Walker', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Hansk, Slayer Zealot'], library: ['Island', 'Island'] },
          p2: { library: ['Island', 'Island'] },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    settle(g);
    if (g.state.pendingDecision) g.act({ decide: ['p2'] });
    settle(g);
    const ctx = readContext(g.state, g.engine.registry);
    const walkers = g.state.battlefield
      .map((id) => getObject(g.state, id)!)
      .filter((o) => o.token && o.controller === 'p2')
      .map((o) => characteristics(ctx, o));
    expect(walkers).toHaveLength(3);
    expect(walkers[0]).toMatchObject({
      names: ['Walker'],
      power: 2,
      toughness: 2,
      colors: ['B'],
      subtypes: ['Zombie'],
    });
    expect(g.has('TokenCreated', RULE.predefinedToken)).toBe(true);
  });
});

describe('Vibranium tokens (CR 111.10)', () => {
  it('Dora Milaje Elite: a tapped, indestructible Vibranium token', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Plains', 'Plains'], hand: ['Dora Milaje Elite'] },
          p2: { battlefield: ['Island', 'Island', 'Island'] },
        },
      },
      [{ cast: 'Dora Milaje Elite' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const v = g.get('Vibranium Token');
    expect(v.tapped).toBe(true);
    const ctx = readContext(g.state, g.engine.registry);
    expect(characteristics(ctx, v).keywords).toContain('indestructible');
  });
});

describe('decayed on a token (CR 702.147a)', () => {
  function withZombie(): Game {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Island'],
            hand: ['Falcon Abomination'],
            library: ['Island', 'Island'],
          },
          p2: { battlefield: ['Grizzly Bears'], library: ['Island', 'Island'] },
        },
      },
      [{ cast: 'Falcon Abomination' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    return g;
  }

  it("the Zombie can't block", () => {
    const g = withZombie();
    const zombie = g.get('Zombie Token');
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['Grizzly Bears'], player: 'p2' });
    expect(() => g.act({ block: { [zombie.id]: 'Grizzly Bears' }, player: 'p1' })).toThrow(/block/i);
    // The Falcon (no decayed) may block.
    g.act({ block: { 'Falcon Abomination': 'Grizzly Bears' }, player: 'p1' });
    expect(g.error).toBeNull();
  });

  it('when it attacks, it is sacrificed at end of combat (after dealing its damage)', () => {
    const g = withZombie();
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['Zombie Token'] });
    settle(g);
    g.act({ block: {}, player: 'p2' });
    g.act({ advance: 'main2' });
    settle(g);
    expect(g.state.players.p2.life).toBe(18);
    expect(g.names('p1', 'battlefield')).not.toContain('Zombie Token (token)');
  });

  it('near miss: a keyword the engine lacks on a token stays text (banding)', () => {
    const errand = card(
      'Errand of Duty',
      '{1}{W}',
      'Instant',
      'Create a 1/1 white Knight creature token with banding.',
    );
    expect(unenforced(errand)).toHaveLength(1);
  });
});
