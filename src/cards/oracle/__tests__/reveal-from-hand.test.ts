// "Reveal any number of white cards in your hand. You gain 2 life for each card revealed this
// way" (CR 701.20a): the controller chooses which matching cards of their hand to reveal (any
// number, none included), and the instructions after it count them. Real pool cards, played.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const jasmine = card(
  'Scent of Jasmine',
  '{W}',
  'Instant',
  'Reveal any number of white cards in your hand. You gain 2 life for each card revealed this way.',
);
const nightshade = card(
  'Scent of Nightshade',
  '{B}',
  'Instant',
  'Reveal any number of black cards in your hand. Target creature gets -X/-X until end of turn, where X is the number of cards revealed this way.',
);
const cinderSeer = card(
  'Cinder Seer',
  '{3}{R}',
  'Creature — Human Wizard',
  '{2}{R}, {T}: Reveal any number of red cards in your hand. This creature deals X damage to any target, where X is the number of cards revealed this way.',
  '1/1',
);
const CARDS = compiled(jasmine, nightshade, cinderSeer);

describe('reveal any number of cards in your hand (CR 701.20a)', () => {
  it('Scent of Jasmine: only white cards may be revealed; 2 life for each one revealed', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: [
              { id: 'sj', card: 'Scent of Jasmine' },
              { id: 'w1', card: 'Scent of Jasmine' },
              { id: 'w2', card: 'Scent of Jasmine' },
              { id: 'w3', card: 'Scent of Jasmine' },
              { id: 'u1', card: 'Island' },
            ],
            battlefield: ['Plains'],
          },
        },
      },
      [{ cast: 'sj' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    expect(d?.player).toBe('p1');
    // The Island is not a candidate; two of the three Lions are revealed.
    const cands = d && 'candidates' in d ? d.candidates : [];
    expect(cands).toHaveLength(3);
    expect(cands).not.toContain(g.get('u1').id);
    g.act({ decide: ['w1', 'w2'] });
    expect(g.state.players.p1.life).toBe(24);
    expect(g.has('Revealed')).toBe(true);
    expect(g.state.players.p1.hand).toHaveLength(4);
  });

  it('Scent of Jasmine revealing none: no life', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: [
              { id: 'sj', card: 'Scent of Jasmine' },
              { id: 'w1', card: 'Scent of Jasmine' },
            ],
            battlefield: ['Plains'],
          },
        },
      },
      [{ cast: 'sj' }, { pass: true }, { decide: [] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(20);
  });

  it('Scent of Nightshade: the target gets -X/-X, X the black cards revealed', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: [
              { id: 'sn', card: 'Scent of Nightshade' },
              { id: 'b1', card: 'Scent of Nightshade' },
              { id: 'b2', card: 'Scent of Nightshade' },
            ],
            battlefield: ['Swamp'],
          },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
        },
      },
      [{ cast: 'sn', targets: ['spider'] }, { pass: true }, { decide: ['b1', 'b2'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'spider')).toEqual([0, 2]);
  });

  it('Cinder Seer: X damage to the target, X the red cards revealed', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: [{ id: 'b1', card: 'Lightning Bolt' }, { id: 'b2', card: 'Shock' }, 'Forest'],
            battlefield: ['Mountain', 'Mountain', 'Mountain', { id: 'seer', card: 'Cinder Seer' }],
          },
        },
      },
      [{ activate: 'seer', targets: ['p2'] }, { pass: true }, { decide: ['b1', 'b2'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(18);
  });

  it('Cinder Seer with no red card in hand: nobody is asked, no damage', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: [{ id: 'forest', card: 'Forest' }],
            battlefield: ['Mountain', 'Mountain', 'Mountain', { id: 'seer', card: 'Cinder Seer' }],
          },
        },
      },
      [{ activate: 'seer', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toBeNull();
    expect(g.state.players.p2.life).toBe(20);
  });

  it('near misses stay text: a count per card in a mana ability (Metalworker), "Return … for each card revealed this way"', () => {
    const metalworker = card(
      'Metalworker',
      '{3}',
      'Artifact Creature — Construct',
      '{T}: Reveal any number of artifact cards in your hand. Add {C}{C} for each card revealed this way.',
      '1/2',
    );
    expect(unenforced(metalworker)).toHaveLength(1);
    const gift = card(
      "Rofellos's Gift",
      '{G}',
      'Sorcery',
      'Reveal any number of green cards in your hand. Return an enchantment card from your graveyard to your hand for each card revealed this way.',
    );
    expect(unenforced(gift)).toHaveLength(1);
    const summons = card(
      "Kamahl's Summons",
      '{3}{G}',
      'Sorcery',
      'Each player may reveal any number of creature cards from their hand. Then each player creates a 2/2 green Bear creature token for each card they revealed this way.',
    );
    expect(unenforced(summons)).toHaveLength(1);
  });
});
