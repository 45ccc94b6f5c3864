// Kicker on permanents (CR 702.33a, 702.33d): the kicker is an optional additional cost asked as
// the spell is cast (601.2b), and the permanent it becomes remembers that it was kicked, for its
// "When this creature enters, if it was kicked, …" (an intervening "if", 603.4) and "If this
// creature was kicked, it enters with …" (614.1c). A new object (400.7) was never kicked.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const gatekeeper = card(
  'Gatekeeper of Malakir',
  '{B}{B}',
  'Creature — Vampire Warrior',
  'Kicker {B} (You may pay an additional {B} as you cast this spell.)\nWhen this creature enters, if it was kicked, target player sacrifices a creature.',
  '2/2',
);
const drake = card(
  'Academy Drake',
  '{2}{U}',
  'Creature — Drake',
  'Kicker {4} (You may pay an additional {4} as you cast this spell.)\nFlying\nIf this creature was kicked, it enters with two +1/+1 counters on it.',
  '2/2',
);
const roil = card(
  'Into the Roil',
  '{1}{U}',
  'Instant',
  "Kicker {1}{U} (You may pay an additional {1}{U} as you cast this spell.)\nReturn target nonland permanent to its owner's hand. If this spell was kicked, draw a card.",
);

const CARDS = compiled(gatekeeper, drake, roil);

describe('kicked permanents (CR 702.33d)', () => {
  it('casting a card with kicker asks whether to pay it (an additional cost, CR 601.2b)', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Gatekeeper of Malakir'] } },
      },
      [{ cast: 'Gatekeeper of Malakir' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', purpose: 'kicker', rule: RULE.kicker });
  });

  it('Gatekeeper of Malakir kicked: its enters trigger makes the chosen player sacrifice a creature', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Gatekeeper of Malakir'] },
          p2: { battlefield: ['Grizzly Bears'] },
        },
      },
      [{ cast: 'Gatekeeper of Malakir', kicker: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // The trigger's target is chosen as it is put on the stack (CR 603.3d).
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'targets', player: 'p1' });
    g.act({ decide: ['p2'] });
    expect(g.stack()).toEqual(['Gatekeeper of Malakir ability']);
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    // Three Swamps paid {B}{B} and the kicker {B}.
    expect(g.names('p1', 'battlefield')).toEqual(['Swamp', 'Swamp', 'Swamp', 'Gatekeeper of Malakir']);
  });

  it('Gatekeeper of Malakir not kicked: the ability does not trigger at all (an intervening "if", CR 603.4)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Gatekeeper of Malakir'] },
          p2: { battlefield: ['Grizzly Bears'] },
        },
      },
      [{ cast: 'Gatekeeper of Malakir', kicker: false }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual([]);
    expect(g.state.pendingDecision).toBeNull();
    expect(g.names('p2', 'battlefield')).toEqual(['Grizzly Bears']);
  });

  it('Academy Drake enters with two +1/+1 counters only when kicked', () => {
    const lands = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island'];
    const kicked = game(
      { turn: main, players: { p1: { battlefield: lands, hand: [{ id: 'd', card: 'Academy Drake' }] } } },
      [{ cast: 'd', kicker: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(kicked.error).toBeNull();
    expect(kicked.get('d').counters['+1/+1']).toBe(2);
    expect(pt(kicked, 'd')).toEqual([4, 4]);
    const plain = game(
      { turn: main, players: { p1: { battlefield: lands, hand: [{ id: 'd', card: 'Academy Drake' }] } } },
      [{ cast: 'd', kicker: false }, { pass: true }],
      { cards: CARDS },
    );
    expect(plain.error).toBeNull();
    expect(plain.get('d').counters['+1/+1'] ?? 0).toBe(0);
    expect(pt(plain, 'd')).toEqual([2, 2]);
  });

  it('a kicked permanent that leaves and comes back is a new object, never kicked (CR 400.7)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island'],
            hand: [{ id: 'd', card: 'Academy Drake' }, 'Into the Roil'],
            library: ['Plains'],
          },
        },
      },
      [
        { cast: 'd', kicker: true },
        { pass: true },
        { cast: 'Into the Roil', targets: ['d'], kicker: false },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Academy Drake']);
    // Not kicked: no card drawn.
    expect(g.state.players.p1.library).toHaveLength(1);
    expect(g.get('d').kicked).toBeUndefined();
  });

  it('near misses stay text: "unless it was kicked" on a delayed moment, "instead" on tokens, no kicker to read', () => {
    expect(
      unenforced(
        card(
          'Skizzik',
          '{3}{R}',
          'Creature — Elemental',
          'Kicker {R} (You may pay an additional {R} as you cast this spell.)\nTrample, haste\nAt the beginning of the end step, sacrifice this creature unless it was kicked.',
          '5/3',
        ),
      ),
    ).toEqual(['At the beginning of the end step, sacrifice this creature unless it was kicked.']);
    expect(
      unenforced(
        card(
          'Saproling Migration',
          '{1}{G}',
          'Sorcery',
          'Kicker {4} (You may pay an additional {4} as you cast this spell.)\nCreate two 1/1 green Saproling creature tokens. If this spell was kicked, create four of those tokens instead.',
        ),
      ),
      // "… create four of those tokens instead" is now read (tokens-instead.test.ts).
    ).toHaveLength(0);
    // Two kicker costs: "if it was kicked" can't say which (CR 702.33e).
    expect(
      unenforced(
        card(
          'Ana Battlemage',
          '{2}{G}',
          'Creature — Human Wizard',
          'Kicker {2}{U} and/or {1}{B}\nWhen this creature enters, if it was kicked, target player discards two cards.',
          '2/2',
        ),
      ),
    ).toHaveLength(2);
  });
});
