import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../testing/harness';
import { characteristics, getObject, readContext } from '../index';
import { REAL_CARDS } from './real-cards';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };
const opts = { cards: REAL_CARDS };
const library = ['Island', 'Island', 'Island'];

function pt(g: Game, ref: string): string {
  const c = characteristics(readContext(g.state, g.engine.registry), g.get(ref));
  return `${c.power}/${c.toughness}`;
}

describe('CR 614.1c — "enters with counters"', () => {
  it('Clockwork Avian enters with four +1/+0 counters: a 4/4', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Island', 'Island', 'Island', 'Island', 'Island'], hand: ['Clockwork Avian'] } },
      },
      [{ cast: 'Clockwork Avian' }, { pass: true }],
      opts,
    );
    expect(g.get('Clockwork Avian').counters).toEqual({ '+1/+0': 4 });
    expect(pt(g, 'Clockwork Avian')).toBe('4/4');
    expect(g.has('ReplacementApplied', '614.1c')).toBe(true);
  });
  it('also when put onto the battlefield without being cast', () => {
    const g = game(
      { turn: main, options: { sandbox: true }, players: { p1: { hand: ['Triskelion'] } } },
      [{ move: 'Triskelion', to: 'battlefield' }],
      opts,
    );
    expect(g.get('Triskelion').counters['+1/+1']).toBe(3);
  });
});

describe('CR 614.1d — "enters tapped"', () => {
  it('a land with "This land enters tapped" (Drifting Meadow) enters tapped when played', () => {
    const g = game({ turn: main, players: { p1: { hand: ['Drifting Meadow'] } } }, [{ cast: 'Drifting Meadow' }], opts);
    expect(g.error).toBeNull();
    expect(g.get('Drifting Meadow').tapped).toBe(true);
  });
  it("Kismet: the opponent's lands and creatures enter tapped; its controller's don't", () => {
    const g = game(
      {
        turn: { number: 4, active: 'p2', phase: 'main1' },
        players: {
          p1: { battlefield: ['Kismet'], hand: ['Forest'], library },
          p2: { battlefield: ['Forest', 'Forest'], hand: ['Mountain', 'Grizzly Bears'], library },
        },
      },
      [{ cast: 'Mountain', player: 'p2' }, { cast: 'Grizzly Bears', player: 'p2' }, { pass: true }],
      opts,
    );
    expect(g.error).toBeNull();
    expect(g.get('Mountain').tapped).toBe(true);
    expect(g.get('Grizzly Bears').tapped).toBe(true);
    g.act({ advance: 'next-turn' });
    g.act({ cast: 'Forest' });
    const played = g.state.battlefield
      .map((id) => getObject(g.state, id))
      .find((o) => o?.controller === 'p1' && o.def === 'Forest');
    expect(played?.tapped).toBe(false);
  });
  it("Kismet doesn't tap an enchantment (not an artifact, creature or land)", () => {
    const g = game(
      {
        turn: { number: 4, active: 'p2', phase: 'main1' },
        players: {
          p1: { battlefield: ['Kismet'] },
          p2: { battlefield: ['Forest', 'Forest', 'Forest', 'Forest'], hand: ['Living Lands'] },
        },
      },
      [{ cast: 'Living Lands', player: 'p2' }, { pass: true }],
      opts,
    );
    expect(g.get('Living Lands').tapped).toBe(false);
  });
  it('Rakdos Guildgate under Kismet: two replacements, it enters tapped once', () => {
    const g = game(
      {
        turn: { number: 4, active: 'p2', phase: 'main1' },
        players: { p1: { battlefield: ['Kismet'] }, p2: { hand: ['Rakdos Guildgate'] } },
      },
      [{ cast: 'Rakdos Guildgate', player: 'p2' }],
      opts,
    );
    expect(g.get('Rakdos Guildgate').tapped).toBe(true);
    expect(g.events.filter((e) => e.type === 'ReplacementApplied' && e.rule === '614.1d')).toHaveLength(1);
  });
});

/** Three Plains, a white 2/2 proxy and Jihad in hand; p2 controls Goblin King (a red nontoken permanent). */
const jihadBoard = {
  turn: main,
  players: {
    p1: {
      battlefield: [
        'Plains',
        'Plains',
        'Plains',
        {
          id: 'knight',
          proxy: {
            name: 'White Knight',
            typeLine: 'Creature — Human Knight',
            manaCost: '{W}{W}',
            power: 2,
            toughness: 2,
          },
        },
      ],
      hand: ['Jihad'],
    },
    p2: { battlefield: ['Goblin King'] },
  },
};

describe('CR 614.12 — "As this enters, choose a color and an opponent": Jihad', () => {
  it('the choices are stored on the permanent, and its static ability reads them', () => {
    const g = game(jihadBoard, [{ cast: 'Jihad' }, { pass: true }], opts);
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'color', rule: '614.12' });
    g.act({ decide: 'R' });
    expect(g.get('Jihad')).toMatchObject({ chosenColor: 'R', chosenPlayer: 'p2' });
    // p2 controls a red nontoken permanent (Goblin King): white creatures get +2/+1.
    expect(pt(g, 'knight')).toBe('4/3');
  });
  it('with another color chosen the condition fails', () => {
    const g = game(jihadBoard, [{ cast: 'Jihad' }, { pass: true }, { decide: 'G' }], opts);
    expect(pt(g, 'knight')).toBe('2/2');
  });
});
