// Sacrificing a chosen permanent in an effect (CR 701.21a) on compiled real cards: "sacrifice
// another creature" never the source; "If you do" only when something was sacrificed (a yes with
// nothing to sacrifice is not doing it, CR 608.2c); "that creature's toughness" is the sacrificed
// creature's, as it last existed (608.2h) — before, Doomgape read its own.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const doomgape = card(
  'Doomgape',
  '{4}{B/G}{B/G}{B/G}',
  'Creature — Elemental',
  "Trample\nAt the beginning of your upkeep, sacrifice a creature. You gain life equal to that creature's toughness.",
  '10/10',
);
const security = card(
  'Wedding Security',
  '{3}{B}{B}',
  'Creature — Vampire Soldier',
  'Whenever this creature attacks, you may sacrifice a Blood token. If you do, put a +1/+1 counter on this creature and draw a card.',
  '4/4',
);
const infiltrator = card(
  'Bloodmist Infiltrator',
  '{2}{B}',
  'Creature — Vampire',
  "Whenever this creature attacks, you may sacrifice another creature. If you do, this creature can't be blocked this turn.",
  '3/1',
);
const CARDS = compiled(doomgape, security, infiltrator);

describe('sacrificing a chosen permanent', () => {
  it("Doomgape: its controller sacrifices Grizzly Bears and gains 2 life, the Bears' toughness", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Doomgape', { id: 'bears', card: 'Grizzly Bears' }], library: ['Island', 'Island'] },
          p2: { library: ['Island', 'Island'] },
        },
      },
      [{ advance: 'next-turn' }, { advance: 'next-turn' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    for (let i = 0; i < 3 && !g.state.pendingDecision && g.state.stack.length; i++) g.act({ pass: true });
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'sacrifice' });
    g.act({ decide: [g.get('bears').id] });
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.state.players.p1.life).toBe(22);
  });

  it('Wedding Security: saying yes with no Blood token to sacrifice draws nothing and puts no counter', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: [{ id: 'ws', card: 'Wedding Security' }], library: ['Island'] } },
      },
      [{ advance: 'declareAttackers' }, { attack: ['ws'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may' });
    g.act({ decide: true });
    expect(g.names('p1', 'hand')).toEqual([]);
    expect(g.get('ws').counters['+1/+1'] ?? 0).toBe(0);
  });

  it('Bloodmist Infiltrator alone: "another creature" offers nothing, so it stays blockable', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'bi', card: 'Bloodmist Infiltrator' }] },
          p2: { battlefield: [{ id: 'wall', card: 'Grizzly Bears' }] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['bi'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ decide: true });
    expect(g.names('p1', 'battlefield')).toEqual(['Bloodmist Infiltrator']);
    g.act({ advance: 'declareBlockers' });
    g.act({ block: { wall: 'bi' }, player: 'p2' });
    expect(g.error).toBeNull();
  });
});
