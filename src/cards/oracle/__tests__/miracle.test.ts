// Miracle (CR 702.94a): a card with miracle drawn as the first card its owner drew this turn is
// revealed, and its trigger lets its owner cast it from their hand by paying the miracle cost
// rather than its mana cost, during the resolution (608.2g: a sorcery on another player's turn
// too). A later card drawn that turn doesn't trigger. Real cards played.
import { describe, expect, it } from 'vitest';
import { castOptions, RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const tide = card(
  'Devastation Tide',
  '{3}{U}{U}',
  'Sorcery',
  "Return all nonland permanents to their owners' hands.\nMiracle {1}{U} (You may cast this card for its miracle cost when you draw it if it's the first card you drew this turn.)",
);
const wrath = card(
  'Thunderous Wrath',
  '{4}{R}{R}',
  'Instant',
  "Thunderous Wrath deals 5 damage to any target.\nMiracle {R} (You may cast this card for its miracle cost when you draw it if it's the first card you drew this turn.)",
);
// Divination (Draw two cards.) is a registry card.
const CARDS = compiled(tide, wrath);

function settle(g: ReturnType<typeof game>): void {
  for (let i = 0; i < 10 && !g.state.pendingDecision && g.state.stack.length; i++) g.act({ pass: true });
}

describe('miracle (CR 702.94a)', () => {
  it('Devastation Tide drawn in its owner’s draw step: cast for {1}{U} during the trigger’s resolution', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Grizzly Bears'], library: ['Island', 'Island'] },
          p2: { battlefield: ['Island', 'Island', 'Llanowar Elves'], library: ['Devastation Tide', 'Island'] },
        },
      },
      [{ advance: 'next-turn' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    for (let i = 0; i < 5 && !g.state.stack.length; i++) g.act({ pass: true });
    expect(g.state.turn.active).toBe('p2');
    expect(g.state.turn.step).toBe('draw');
    expect(g.names('p2', 'hand')).toEqual(['Devastation Tide']);
    expect(g.has('AbilityTriggered', RULE.miracle)).toBe(true);
    expect(g.stack()).toEqual(['Devastation Tide ability']);
    settle(g);
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', player: 'p2', purpose: 'cast-free' });
    g.act({ decide: true });
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Devastation Tide']);
    // {1}{U} paid with the two Islands, not {3}{U}{U}.
    settle(g);
    expect(g.names('p1', 'hand')).toEqual(['Grizzly Bears']);
    expect(g.names('p2', 'hand')).toEqual(['Llanowar Elves']);
    expect(g.names('p2', 'graveyard')).toEqual(['Devastation Tide']);
  });

  it('the first card drawn by a spell triggers; declined, it stays in its owner’s hand', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Island', 'Mountain'],
            hand: ['Divination'],
            library: ['Thunderous Wrath', 'Island', 'Island'],
          },
        },
      },
      [{ cast: 'Divination' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand').sort()).toEqual(['Island', 'Thunderous Wrath']);
    expect(g.stack()).toEqual(['Thunderous Wrath ability']);
    settle(g);
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', purpose: 'cast-free' });
    g.act({ decide: false });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand').sort()).toEqual(['Island', 'Thunderous Wrath']);
    expect(g.state.players.p2.life).toBe(20);
    // The miracle cost is usable only by its trigger: from the hand afterwards, only the mana cost.
    const { options } = castOptions(g.engine.registry, g.state, 'p1', g.get('Thunderous Wrath').id);
    expect(options.map((o) => o.mode.cost)).toEqual(['mana']);
  });

  it('cast for {R}: 5 damage from the one Mountain', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Island', 'Mountain'],
            hand: ['Divination'],
            library: ['Thunderous Wrath', 'Island', 'Island'],
          },
        },
      },
      [{ cast: 'Divination' }, { pass: true }],
      { cards: CARDS },
    );
    settle(g);
    g.act({ decide: true });
    g.act({ decide: ['p2'] });
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Thunderous Wrath']);
    settle(g);
    expect(g.state.players.p2.life).toBe(15);
  });

  it('a card with miracle drawn second this turn does not trigger', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Island'],
            hand: ['Divination'],
            library: ['Island', 'Thunderous Wrath', 'Island'],
          },
        },
      },
      [{ cast: 'Divination' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand').sort()).toEqual(['Island', 'Thunderous Wrath']);
    expect(g.state.stack).toHaveLength(0);
    expect(g.has('AbilityTriggered', RULE.miracle)).toBe(false);
  });

  it('near miss: a miracle cost with {X} stays text', () => {
    const bonfire = card(
      'Bonfire of the Damned',
      '{X}{X}{R}',
      'Sorcery',
      "Bonfire of the Damned deals X damage to target player or planeswalker and each creature that player or that planeswalker's controller controls.\nMiracle {X}{R} (You may cast this card for its miracle cost when you draw it if it's the first card you drew this turn.)",
    );
    expect(unenforced(bonfire)).toEqual([expect.stringMatching(/^Miracle \{X\}\{R\}/)]);
  });
});
