// "As an additional cost to cast this spell, discard X cards." (CR 118.8): X is announced as the
// spell is cast (601.2b) though its mana cost has no {X}, before its targets (601.2c); the cards
// are discarded as the costs are paid (601.2h), from the hand the spell has left (601.2a). The
// spell's "X" is that number; its mana value doesn't change (202.3e). Real cards played.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const sickening = card(
  'Sickening Dreams',
  '{1}{B}',
  'Sorcery',
  'As an additional cost to cast this spell, discard X cards.\nSickening Dreams deals X damage to each creature and each player.',
);
const restless = card(
  'Restless Dreams',
  '{B}',
  'Sorcery',
  'As an additional cost to cast this spell, discard X cards.\nReturn X target creature cards from your graveyard to your hand.',
);
const devastating = card(
  'Devastating Dreams',
  '{R}{R}',
  'Sorcery',
  'As an additional cost to cast this spell, discard X cards at random.\nEach player sacrifices X lands of their choice. Devastating Dreams deals X damage to each creature.',
);
const hillGiant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const CARDS = compiled(sickening, restless, hillGiant);

function sickeningWith(hand: string[]) {
  return game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: ['Swamp', 'Swamp', { id: 'bears', card: 'Grizzly Bears' }],
          hand: ['Sickening Dreams', ...hand],
        },
        p2: { battlefield: [{ id: 'giant', card: 'Hill Giant' }] },
      },
    },
    [{ cast: 'Sickening Dreams' }],
    { cards: CARDS },
  );
}

describe('"discard X cards" as an additional cost (CR 118.8, 601.2b)', () => {
  it('Sickening Dreams with X = 2: two cards discarded, 2 damage to each creature and each player', () => {
    const g = sickeningWith(['Island', 'Forest', 'Mountain']);
    // X is at most the other cards in hand (three).
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'x', min: 0, max: 3 });
    g.act({ decide: 2 });
    // The caster chooses which cards to discard as the cost is paid (CR 601.2h).
    expect(g.state.pendingDecision?.purpose).toBe('discard');
    g.act({ decide: [g.get('Island').id, g.get('Forest').id] });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Forest', 'Island']);
    expect(g.names('p1', 'hand')).toEqual(['Mountain']);
    g.act({ pass: true });
    expect(g.state.players.p1.life).toBe(18);
    expect(g.state.players.p2.life).toBe(18);
    expect(g.names('p1', 'graveyard')).toContain('Grizzly Bears');
    expect(g.get('giant').damage).toBe(2);
  });

  it('X = 0: nothing discarded and no damage', () => {
    const g = sickeningWith(['Island']);
    g.act({ decide: 0 });
    expect(g.state.pendingDecision).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Island']);
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(20);
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
  });

  it('an X larger than the other cards in hand is refused', () => {
    const g = sickeningWith(['Island']);
    expect(() => g.act({ decide: 2 })).toThrow();
    expect(g.names('p1', 'hand').sort()).toEqual(['Island', 'Sickening Dreams']);
  });

  it('Restless Dreams with X = 2: X is announced before its two targets (601.2c)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Swamp'],
            hand: ['Restless Dreams', 'Island', 'Forest'],
            graveyard: ['Grizzly Bears', 'Hill Giant', 'Llanowar Elves'],
          },
        },
      },
      [{ cast: 'Restless Dreams' }, { decide: 2 }],
      { cards: CARDS },
    );
    expect(g.state.pendingDecision?.purpose).toBe('targets');
    g.act({ decide: [g.get('Grizzly Bears').id, g.get('Hill Giant').id] });
    // X = 2 with exactly two other cards in hand: both are discarded, nothing to choose.
    expect(g.state.pendingDecision).toBeNull();
    expect(g.error).toBeNull();
    g.act({ pass: true });
    expect(g.names('p1', 'hand').sort()).toEqual(['Grizzly Bears', 'Hill Giant']);
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Forest', 'Island', 'Llanowar Elves', 'Restless Dreams']);
  });

  it('Devastating Dreams: "discard X cards at random" is read (x-cost-parts.test.ts); its sacrifice stays text', () => {
    expect(unenforced(devastating)).toEqual([
      'Each player sacrifices X lands of their choice. Devastating Dreams deals X damage to each creature.',
    ]);
  });
});
