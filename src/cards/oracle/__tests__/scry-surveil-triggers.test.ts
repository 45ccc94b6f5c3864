// "Whenever you scry", "Whenever you surveil", "Whenever you scry or surveil" on compiled real
// cards (CR 701.22, 701.25): once for each scry or surveil its controller performs, not an
// opponent's. Near miss: "Whenever you surveil for the first time each turn" stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const adept = card(
  'Flamespeaker Adept',
  '{2}{R}',
  'Creature — Human Shaman',
  'Whenever you scry, this creature gets +2/+0 and gains first strike until end of turn.',
  '2/3',
);
const spybug = card(
  'Dimir Spybug',
  '{U}{B}',
  'Creature — Insect',
  'Flying, menace\nWhenever you surveil, put a +1/+1 counter on this creature.',
  '1/1',
);
const matoya = card(
  'Matoya, Archon Elder',
  '{2}{U}',
  'Legendary Creature — Human Wizard',
  'Whenever you scry or surveil, draw a card. (Draw after you scry or surveil.)',
  '1/4',
);
const consider = card('Consider', '{U}', 'Instant', 'Surveil 1.\nDraw a card.');
const CARDS = compiled(adept, spybug, matoya, consider);
const library = ['Island', 'Island', 'Island', 'Island'];

describe('scry and surveil triggers (CR 701.22, 701.25)', () => {
  it('Opt: Flamespeaker Adept gets +2/+0 and Matoya draws; Dimir Spybug (surveil) does nothing', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Island',
              { id: 'adept', card: 'Flamespeaker Adept' },
              { id: 'bug', card: 'Dimir Spybug' },
              { id: 'matoya', card: 'Matoya, Archon Elder' },
            ],
            hand: ['Opt'],
            library,
          },
        },
      },
      [{ cast: 'Opt' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'scry' });
    g.act({ decide: false });
    // Two triggers of one controller: they choose the order (CR 603.3b).
    expect(g.state.pendingDecision?.kind).toBe('chooseOrder');
    g.act({ decide: ['0', '1'] });
    for (let i = 0; i < 3 && g.state.stack.length; i++) g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(pt(g, 'adept')).toEqual([4, 3]);
    expect(g.get('bug').counters['+1/+1'] ?? 0).toBe(0);
    // Opt's draw and Matoya's.
    expect(g.names('p1', 'hand')).toEqual(['Island', 'Island']);
  });

  it('Consider: Dimir Spybug gets a +1/+1 counter; Flamespeaker Adept (scry) does not trigger', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', { id: 'adept', card: 'Flamespeaker Adept' }, { id: 'bug', card: 'Dimir Spybug' }],
            hand: ['Consider'],
            library,
          },
        },
      },
      [{ cast: 'Consider' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'surveil' });
    g.act({ decide: [g.state.players.p1.library[0] as string] });
    expect(g.stack()).toEqual(['Dimir Spybug ability']);
    g.act({ pass: true });
    expect(g.get('bug').counters['+1/+1']).toBe(1);
    expect(pt(g, 'adept')).toEqual([2, 3]);
    expect(g.names('p1', 'graveyard')).toEqual(['Island', 'Consider']);
  });

  it('an opponent\'s scry does not trigger "Whenever you scry"', () => {
    const g = game(
      {
        turn: { ...main, active: 'p2' },
        players: {
          p1: { battlefield: [{ id: 'adept', card: 'Flamespeaker Adept' }] },
          p2: { battlefield: ['Island'], hand: ['Opt'], library },
        },
      },
      [{ cast: 'Opt' }, { pass: true }, { decide: false }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual([]);
    expect(pt(g, 'adept')).toEqual([2, 3]);
  });

  it('near miss: "Whenever you surveil for the first time each turn" stays text', () => {
    const snitch = card(
      'Whispering Snitch',
      '{1}{B}',
      'Creature — Vampire Rogue',
      'Whenever you surveil for the first time each turn, this creature deals 1 damage to each opponent and you gain 1 life.',
      '1/3',
    );
    expect(unenforced(snitch)).toEqual([
      'Whenever you surveil for the first time each turn, this creature deals 1 damage to each opponent and you gain 1 life.',
    ]);
  });
});
