// Awaken N—[cost] (CR 702.113a): an alternative cost; cast for it, the spell also puts N +1/+1
// counters on target land its caster controls, which becomes a 0/0 Elemental creature with haste
// that's still a land, after the spell's own instructions. Real cards played.
import { describe, expect, it } from 'vitest';
import { castOptions } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const REMINDER = (n: string, cost: string) =>
  `(If you cast this spell for ${cost}, also put ${n} +1/+1 counters on target land you control and it becomes a 0/0 Elemental creature with haste. It's still a land.)`;
const outburst = card(
  'Planar Outburst',
  '{3}{W}{W}',
  'Sorcery',
  `Destroy all nonland creatures.\nAwaken 4—{5}{W}{W}{W} ${REMINDER('four', '{5}{W}{W}{W}')}`,
);
const path = card(
  'Ruinous Path',
  '{1}{B}{B}',
  'Sorcery',
  `Destroy target creature or planeswalker.\nAwaken 4—{5}{B}{B} ${REMINDER('four', '{5}{B}{B}')}`,
);
const discovery = card(
  'Coastal Discovery',
  '{3}{U}',
  'Sorcery',
  `Draw two cards.\nAwaken 4—{5}{U} ${REMINDER('four', '{5}{U}')}`,
);
const CARDS = compiled(outburst, path, discovery);
const library = ['Island', 'Island', 'Island', 'Island', 'Island'];

function costsOf(g: ReturnType<typeof game>, ref: string): [string, boolean][] {
  return castOptions(g.engine.registry, g.state, 'p1', g.get(ref).id).options.map((o) => [o.mode.cost, o.payable]);
}

describe('awaken (CR 702.113a)', () => {
  it('Planar Outburst awakened: the creatures are destroyed first, then the land becomes a 4/4 Elemental with haste', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [...Array<string>(7).fill('Plains'), { id: 'land', card: 'Plains' }, 'Grizzly Bears'],
            hand: ['Planar Outburst'],
            library,
          },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }], library },
        },
      },
      [],
      { cards: CARDS },
    );
    g.perform({
      type: 'cast',
      player: 'p1',
      object: g.get('Planar Outburst').id,
      cost: 'awaken',
      targets: [g.get('land').id],
    });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Grizzly Bears', 'Planar Outburst']);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    // 0/0 with four +1/+1 counters (CR 613.4b–c); still a land; it survived the destroy.
    const land = g.get('land');
    expect(pt(g, 'land')).toEqual([4, 4]);
    expect(land.counters['+1/+1']).toBe(4);
    expect(g.names('p1', 'battlefield')).toContain('Plains');
  });

  it('Ruinous Path for its mana cost has one target; awakened it has two, and the land stays a creature next turn', () => {
    const board = {
      turn: main,
      players: {
        p1: {
          battlefield: [...Array<string>(6).fill('Swamp'), { id: 'land', card: 'Swamp' }],
          hand: ['Ruinous Path'],
          library,
        },
        p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }], library },
      },
    };
    const g = game(board, [], { cards: CARDS });
    expect(costsOf(g, 'Ruinous Path')).toEqual([
      ['mana', true],
      ['awaken', true],
    ]);
    g.perform({
      type: 'cast',
      player: 'p1',
      object: g.get('Ruinous Path').id,
      cost: 'awaken',
      targets: [g.get('bears').id, g.get('land').id],
    });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(pt(g, 'land')).toEqual([4, 4]);
    // No duration (CR 611.2a): still a creature after the turn ends.
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.number).toBe(4);
    expect(pt(g, 'land')).toEqual([4, 4]);
  });

  it('with no land its caster controls, awaken is not offered as payable', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [], hand: ['Coastal Discovery'], library },
          p2: { battlefield: ['Island'], library },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(costsOf(g, 'Coastal Discovery').map(([c]) => c)).not.toContain('awaken');
  });

  it('Coastal Discovery awakened draws two cards and awakens the land', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [...Array<string>(6).fill('Island'), { id: 'land', card: 'Island' }],
            hand: ['Coastal Discovery'],
            library,
          },
          p2: { battlefield: [], hand: [], library },
        },
      },
      [],
      { cards: CARDS },
    );
    g.perform({
      type: 'cast',
      player: 'p1',
      object: g.get('Coastal Discovery').id,
      cost: 'awaken',
      targets: [g.get('land').id],
    });
    expect(g.names('p1', 'hand')).toEqual([]);
    g.act({ pass: true });
    expect(g.names('p1', 'hand')).toHaveLength(2);
    expect(pt(g, 'land')).toEqual([4, 4]);
  });

  it('near miss: Ondu Rising (a delayed trigger whose "it" would meet the awakening) keeps its awaken line text', () => {
    const ondu = card(
      'Ondu Rising',
      '{1}{W}',
      'Sorcery',
      `Whenever a creature attacks this turn, it gains lifelink until end of turn.\nAwaken 4—{4}{W} ${REMINDER('four', '{4}{W}')}`,
    );
    expect(unenforced(ondu)).toHaveLength(1);
  });
});
