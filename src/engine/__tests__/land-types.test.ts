import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../testing/harness';
import { abilityOptions } from '../index';
import { REAL_CARDS } from './real-cards';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };
const opts = { cards: REAL_CARDS };

function abilities(g: Game, ref: string): string[] {
  const id = g.get(ref).id;
  return abilityOptions(g.engine.registry, g.state, 'p1')
    .filter((a) => a.object === id)
    .map((a) => a.text);
}

describe('CR 305.6 — a basic land type gives its mana ability', () => {
  it('Badlands ("Land — Swamp Mountain", only reminder text) has {T}: Add {B} and {T}: Add {R}', () => {
    const g = game({ turn: main, players: { p1: { battlefield: ['Badlands'] } } }, [], opts);
    expect(abilities(g, 'Badlands')).toEqual(['{T}: Add {B}.', '{T}: Add {R}.']);
    g.act({ activate: 'Badlands', ability: 1 });
    expect(g.state.players.p1.manaPool).toEqual({ R: 1 });
    expect(g.get('Badlands').tapped).toBe(true);
  });
  it('it pays for spells automatically: Lightning Bolt with Badlands alone', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Badlands'], hand: ['Lightning Bolt'] } } },
      [{ cast: 'Lightning Bolt', targets: ['p2'] }, { pass: true }],
      opts,
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(17);
  });
  it('a basic Forest whose card writes "{T}: Add {G}." has that one ability, not two', () => {
    const g = game({ turn: main, players: { p1: { battlefield: ['Forest'] } } }, [], opts);
    expect(abilities(g, 'Forest')).toEqual(['{T}: Add {G}.']);
  });
});

describe('CR 305.7 — an effect that makes a land a Swamp', () => {
  it('Evil Presence on Badlands: it is only a Swamp and taps for {B} only', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'b', card: 'Badlands' },
              { card: 'Evil Presence', attachedTo: 'b' },
            ],
          },
        },
      },
      [],
      opts,
    );
    expect(abilities(g, 'b')).toEqual(['{T}: Add {B}.']);
    expect(() => g.act({ activate: 'b', ability: 1 })).toThrow(/no activated ability/);
    g.act({ activate: 'b', ability: 0 });
    expect(g.state.players.p1.manaPool).toEqual({ B: 1 });
  });
  it("Evil Presence on a Forest: it loses its rules text's ability and taps for {B}", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'f', card: 'Forest' },
              { card: 'Evil Presence', attachedTo: 'f' },
            ],
            hand: ['Lightning Bolt'],
          },
        },
      },
      [],
      opts,
    );
    expect(abilities(g, 'f')).toEqual(['{T}: Add {B}.']);
    // Bolt needs {R}: the Forest-made-Swamp can't pay it.
    expect(() => g.act({ cast: 'Lightning Bolt', targets: ['p2'] })).toThrow(/601\.2h/);
  });
  it('Evil Presence on Strip Mine: it loses both abilities of its rules text', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'm', card: 'Strip Mine' },
              { card: 'Evil Presence', attachedTo: 'm' },
            ],
          },
          p2: { battlefield: ['Forest'] },
        },
      },
      [],
      opts,
    );
    expect(abilities(g, 'm')).toEqual(['{T}: Add {B}.']);
  });
  it('Evil Presence on City of Brass: it loses its triggered ability too — tapped for {B}, no damage (CR 305.7, 613.1d)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'c', card: 'City of Brass' },
              { card: 'Evil Presence', attachedTo: 'c' },
            ],
          },
        },
      },
      [],
      opts,
    );
    expect(abilities(g, 'c')).toEqual(['{T}: Add {B}.']);
    g.act({ activate: 'c', ability: 1 });
    expect(g.state.players.p1.manaPool).toEqual({ B: 1 });
    expect(g.get('c').tapped).toBe(true);
    expect(g.stack()).toEqual([]);
    expect(g.state.pendingTriggers).toEqual([]);
    expect(g.state.players.p1.life).toBe(20);
  });
  it('without Evil Presence, City of Brass still deals 1 damage when tapped (the near miss)', () => {
    const g = game({ turn: main, players: { p1: { battlefield: ['City of Brass'] } } }, [], opts);
    g.act({ activate: 'City of Brass', mana: 'U' });
    g.act({ pass: true });
    expect(g.state.players.p1.life).toBe(19);
  });
  it('Evil Presence on Urborg, Tomb of Yawgmoth: it loses its static ability, so the other lands are no longer Swamps', () => {
    const board = (withAura: boolean) =>
      game(
        {
          turn: main,
          players: {
            p1: {
              battlefield: [
                { id: 'u', card: 'Urborg, Tomb of Yawgmoth' },
                { id: 'f', card: 'Forest' },
                ...(withAura ? [{ card: 'Evil Presence', attachedTo: 'u' }] : []),
              ],
            },
          },
        },
        [],
        opts,
      );
    // Urborg makes the Forest a Swamp in addition: {T}: Add {G} and {T}: Add {B}.
    expect(abilities(board(false), 'f')).toEqual(['{T}: Add {G}.', '{T}: Add {B}.']);
    const g = board(true);
    expect(abilities(g, 'f')).toEqual(['{T}: Add {G}.']);
    expect(abilities(g, 'u')).toEqual(['{T}: Add {B}.']);
  });
  it('when Evil Presence leaves, the land is what it was again', () => {
    const g = game(
      {
        turn: main,
        options: { sandbox: true },
        players: {
          p1: {
            battlefield: [
              { id: 'f', card: 'Forest' },
              { id: 'ep', card: 'Evil Presence', attachedTo: 'f' },
            ],
          },
        },
      },
      [],
      opts,
    );
    g.act({ move: 'ep', to: 'graveyard' });
    expect(abilities(g, 'f')).toEqual(['{T}: Add {G}.']);
  });
});

describe('CR 106.1, 605.1a — productions "one of" and "any one color"', () => {
  it('Rakdos Guildgate: {T}: Add {B} or {R} — the player chooses', () => {
    const g = game({ turn: main, players: { p1: { battlefield: ['Rakdos Guildgate'] } } }, [], opts);
    g.act({ activate: 'Rakdos Guildgate' });
    expect(g.state.pendingDecision?.options.map((o) => o.value)).toEqual(['B', 'R']);
    g.act({ decide: 'R' });
    expect(g.state.players.p1.manaPool).toEqual({ R: 1 });
    // {G} is not one of its options (CR 106.7).
    const g2 = game(
      { turn: main, players: { p1: { battlefield: ['Rakdos Guildgate'] } } },
      [{ activate: 'Rakdos Guildgate', mana: 'G' }],
      opts,
    );
    expect(g2.error).toMatch(/can't produce \{G\}/);
  });
  it('Black Lotus: three mana of one chosen color, and the Lotus is sacrificed (a cost)', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Black Lotus'] } } },
      [{ activate: 'Black Lotus', mana: 'U' }],
      opts,
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ U: 3 });
    expect(g.names('p1', 'graveyard')).toEqual(['Black Lotus']);
  });
  it('automatic payment never sacrifices a Black Lotus or a creature to an Altar', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Black Lotus', "Ashnod's Altar", 'Grizzly Bears'], hand: ['Lightning Bolt'] } },
      },
      [],
      opts,
    );
    expect(() => g.act({ cast: 'Lightning Bolt', targets: ['p2'] })).toThrow(/601\.2h/);
    expect(g.names('p1', 'battlefield')).toEqual(['Black Lotus', "Ashnod's Altar", 'Grizzly Bears']);
  });
});
