// "If this is the second time this ability has resolved this turn" on compiled real cards: the
// ability counts its own resolutions this turn (its first step), and the condition is checked
// where it is written as the ability resolves (CR 608.2c). Activated (Inner-Flame Igniter: first
// strike on the third resolution only) and triggered (Ms. Bumbleflower: two cards on the second).
// Near miss: "draw a card instead" after it (Rumor Gatherer) stays text.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const igniter = card(
  'Inner-Flame Igniter',
  '{2}{R}',
  'Creature — Elemental Warrior',
  '{2}{R}: Creatures you control get +1/+0 until end of turn. If this is the third time this ability has resolved this turn, creatures you control gain first strike until end of turn.',
  '2/2',
);
const bumbleflower = card(
  'Ms. Bumbleflower',
  '{1}{G}{W}{U}',
  'Legendary Creature — Rabbit Citizen',
  'Vigilance\nWhenever you cast a spell, target opponent draws a card. Put a +1/+1 counter on target creature. It gains flying until end of turn. If this is the second time this ability has resolved this turn, you draw two cards.',
  '1/5',
);
// Rumor Gatherer's "If this is the second time …, draw a card instead" is read now (plain-instead:
// the scry and the draw are one family); Ashling's third-time rider is not.
const ashling = card(
  'Ashling the Pilgrim',
  '{1}{R}',
  'Legendary Creature — Elemental Shaman',
  '{1}{R}: Put a +1/+1 counter on Ashling. If this is the third time this ability has resolved this turn, remove all +1/+1 counters from Ashling, and it deals that much damage to each creature and each player.',
  '1/1',
);
const CARDS = compiled(igniter, bumbleflower);
const library = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'];

const firstStrike = (g: Game, ref: string): boolean =>
  characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords.includes('first strike');

describe('"this is the Nth time this ability has resolved this turn"', () => {
  it('Inner-Flame Igniter: +1/+0 each time, first strike only on the third', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'ig', card: 'Inner-Flame Igniter' }, ...Array<string>(9).fill('Mountain')] },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ activate: 'ig' });
    g.act({ pass: true });
    g.act({ activate: 'ig' });
    g.act({ pass: true });
    expect(pt(g, 'ig')).toEqual([4, 2]);
    expect(firstStrike(g, 'ig')).toBe(false);
    g.act({ activate: 'ig' });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(pt(g, 'ig')).toEqual([5, 2]);
    expect(firstStrike(g, 'ig')).toBe(true);
  });

  it('Ms. Bumbleflower: you draw two cards on the second resolution, not the first', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'ms', card: 'Ms. Bumbleflower' }, 'Mountain', 'Mountain'],
            hand: ['Lightning Bolt', 'Lightning Bolt'],
            library,
          },
          p2: { library },
        },
      },
      [],
      { cards: CARDS },
    );
    const cast = () => {
      g.act({ cast: 'Lightning Bolt', targets: ['p2'] });
      // The trigger's targets: the opponent, then the creature (Ms. Bumbleflower).
      if (g.state.pendingDecision) g.act({ decide: ['p2'] });
      if (g.state.pendingDecision) g.act({ decide: ['ms'] });
      g.act({ pass: true });
      g.act({ pass: true });
    };
    cast();
    expect(g.error).toBeNull();
    expect(g.state.players.p1.hand).toHaveLength(1);
    expect(g.state.players.p2.hand).toHaveLength(1);
    cast();
    expect(g.error).toBeNull();
    expect(g.state.players.p1.hand).toHaveLength(2);
    expect(g.state.players.p2.hand).toHaveLength(2);
    expect(g.get('ms').counters['+1/+1']).toBe(2);
  });

  it('near miss: "If this is the third time …, remove all +1/+1 counters …, and it deals that much damage" stays text', () => {
    expect(unenforced(ashling)).toHaveLength(1);
  });
});
