// Entwine [cost] (CR 702.42a): "You may choose all modes of this spell instead of just the number
// specified. If you do, you pay an additional [cost]." The modes then happen in printed order
// (700.2). Real cards played.
import { describe, expect, it } from 'vitest';
import { characteristics, getObject, readContext } from '../../../engine';
import { game } from '../../../testing/harness';
import { ALL_MODES_ENTWINED } from '../../../engine/casting/modes';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const barbed = card(
  'Barbed Lightning',
  '{2}{R}',
  'Instant',
  'Choose one —\n• Barbed Lightning deals 3 damage to target creature.\n• Barbed Lightning deals 3 damage to target player or planeswalker.\nEntwine {2} (Choose both if you pay the entwine cost.)',
);
const warParty = card(
  'Goblin War Party',
  '{3}{R}',
  'Sorcery',
  'Choose one —\n• Create three 1/1 red Goblin creature tokens.\n• Creatures you control get +1/+1 and gain haste until end of turn.\nEntwine {2}{R} (Choose both if you pay the entwine cost.)',
);
const CARDS = compiled(barbed, warParty);
const mountains = (n: number) => Array<string>(n).fill('Mountain');

function barbedWith(lands: number) {
  return game(
    {
      turn: main,
      players: {
        p1: { battlefield: mountains(lands), hand: ['Barbed Lightning'] },
        p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
      },
    },
    [{ cast: 'Barbed Lightning' }],
    { cards: CARDS },
  );
}

describe('entwine (CR 702.42a)', () => {
  it('with {2}{R} and {2} more, both modes: 3 damage to the creature and 3 to the player', () => {
    const g = barbedWith(5);
    const modes = g.state.pendingDecision;
    expect(modes?.options.map((o) => o.value)).toEqual(['0', '1', ALL_MODES_ENTWINED]);
    g.act({ decide: ALL_MODES_ENTWINED });
    // Each mode's target (601.2c): the creature (Grizzly Bears is the only one, chosen at once)
    // and the player.
    for (let i = 0; i < 3 && g.state.pendingDecision?.purpose === 'targets'; i++)
      g.act({ decide: [/creature/.test(g.state.pendingDecision.prompt) ? g.get('bears').id : 'p2'] });
    expect(g.state.pendingDecision).toBeNull();
    expect(g.stack()).toEqual(['Barbed Lightning']);
    // The total cost was {4}{R}: all five Mountains were tapped for it (601.2g–h).
    const lands = g.state.battlefield.map((id) => getObject(g.state, id)).filter((o) => o?.controller === 'p1');
    expect(lands.map((o) => o?.tapped)).toEqual([true, true, true, true, true]);
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.state.players.p2.life).toBe(17);
  });

  it('without mana for the entwine cost, it is not offered: one mode only', () => {
    const g = barbedWith(3);
    expect(g.state.pendingDecision?.options.map((o) => o.value)).toEqual(['0', '1']);
  });

  it('both modes given with the action are entwined, and cost the additional {2}', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: mountains(4), hand: ['Barbed Lightning'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [],
      { cards: CARDS },
    );
    // {2}{R} + {2} = five mana; four Mountains can't pay it.
    expect(() =>
      g.perform({
        type: 'cast',
        player: 'p1',
        object: g.get('Barbed Lightning').id,
        modes: [0, 1],
        targets: [g.get('bears').id, 'p2'],
      }),
    ).toThrow();
    expect(g.names('p1', 'hand')).toEqual(['Barbed Lightning']);
    // With a fifth Mountain the same action is legal: both modes, both targets.
    const rich = game(
      {
        turn: main,
        players: {
          p1: { battlefield: mountains(5), hand: ['Barbed Lightning'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [],
      { cards: CARDS },
    );
    rich.perform({
      type: 'cast',
      player: 'p1',
      object: rich.get('Barbed Lightning').id,
      modes: [0, 1],
      targets: [rich.get('bears').id, 'p2'],
    });
    rich.act({ pass: true });
    expect(rich.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(rich.state.players.p2.life).toBe(17);
  });

  it('Goblin War Party entwined: the three Goblins are made first, then get +1/+1 (modes in printed order)', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: mountains(7), hand: ['Goblin War Party'] } } },
      [{ cast: 'Goblin War Party' }, { decide: ALL_MODES_ENTWINED }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const goblins = g.state.battlefield.filter((id) => getObject(g.state, id)?.token);
    expect(goblins).toHaveLength(3);
    const ctx = readContext(g.state, g.engine.registry);
    for (const id of goblins) {
      const ch = characteristics(ctx, getObject(g.state, id)!);
      expect([ch.power, ch.toughness]).toEqual([2, 2]);
    }
  });

  it('near miss: "Entwine—Sacrifice three lands" stays text', () => {
    const betrayal = card(
      'Betrayal of Flesh',
      '{5}{B}',
      'Instant',
      'Choose one —\n• Destroy target creature.\n• Return target creature card from your graveyard to the battlefield.\nEntwine—Sacrifice three lands. (Choose both if you pay the entwine cost.)',
    );
    expect(unenforced(betrayal).some((t) => t.startsWith('Entwine—Sacrifice three lands.'))).toBe(true);
  });
});
