// "Tap an untapped creature you control", "Tap two untapped artifacts and/or creatures you
// control" as a cost (CR 602.2b, 601.2h, 701.26a): that many untapped permanents the player
// controls and chooses become tapped. It is not {T} (107.5), so a creature that came under its
// controller's control this turn can pay it (302.6), the source itself included unless {T}
// already taps it; a cost that can't be paid in full can't be started (118.3).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const springleafDrum = card(
  'Springleaf Drum',
  '{1}',
  'Artifact',
  '{T}, Tap an untapped creature you control: Add one mana of any color.',
);
const bramblesnap = card(
  'Bramblesnap',
  '{1}{G}',
  'Creature — Elemental',
  'Trample\nTap an untapped creature you control: This creature gets +1/+1 until end of turn.',
  '1/1',
);
const tradewindRider = card(
  'Tradewind Rider',
  '{3}{U}',
  'Creature — Spirit',
  "Flying\n{T}, Tap two untapped creatures you control: Return target permanent to its owner's hand.",
  '1/4',
);
const goldfuryStrider = card(
  'Goldfury Strider',
  '{4}{R}',
  'Artifact Creature — Golem',
  'Trample\nTap two untapped artifacts and/or creatures you control: Target creature gets +2/+0 until end of turn. Activate only as a sorcery.',
  '3/5',
);

describe('tapping untapped permanents you control as a cost', () => {
  it('Springleaf Drum: a creature that entered this turn pays it, and the mana is added', () => {
    const cards = compiled(springleafDrum);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Springleaf Drum', { id: 'bears', card: 'Grizzly Bears', summoningSick: true }] },
        },
      },
      [{ activate: 'Springleaf Drum', mana: 'U' }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ U: 1 });
    expect(g.get('bears').tapped).toBe(true);
    expect(g.get('Springleaf Drum').tapped).toBe(true);
  });

  it('Springleaf Drum with no untapped creature can not be activated (CR 118.3)', () => {
    const cards = compiled(springleafDrum);
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Springleaf Drum', { id: 'bears', card: 'Grizzly Bears', tapped: true }] } },
      },
      [{ activate: 'Springleaf Drum', mana: 'U' }],
      { cards },
    );
    expect(g.error).toMatch(/not 1 to tap/);
    expect(g.get('Springleaf Drum').tapped).toBe(false);
  });

  it('Bramblesnap taps itself to pay its own cost, even the turn it entered', () => {
    const cards = compiled(bramblesnap);
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: [{ id: 'snap', card: 'Bramblesnap', summoningSick: true }] } },
      },
      [{ activate: 'snap' }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.get('snap').tapped).toBe(true);
    expect(pt(g, 'snap')).toEqual([2, 2]);
  });

  it('Tradewind Rider: {T} taps it, so two other creatures are needed; with one it can not be activated', () => {
    const cards = compiled(tradewindRider);
    const board = (others: number) => ({
      turn: main,
      players: {
        p1: {
          battlefield: [
            { id: 'rider', card: 'Tradewind Rider' },
            ...Array.from({ length: others }, (_, i) => ({ id: `b${i}`, card: 'Grizzly Bears' })),
          ],
        },
        p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
      },
    });
    const one = game(board(1), [{ activate: 'rider', targets: ['spider'] }], { cards });
    expect(one.error).toMatch(/not 2 to tap/);
    const two = game(board(2), [{ activate: 'rider', targets: ['spider'] }, { pass: true }], { cards });
    expect(two.error).toBeNull();
    expect([two.get('rider'), two.get('b0'), two.get('b1')].every((o) => o.tapped)).toBe(true);
    expect(two.names('p2', 'hand')).toEqual(['Giant Spider']);
  });

  it('with more candidates than needed the player chooses which to tap', () => {
    const cards = compiled(goldfuryStrider);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'golem', card: 'Goldfury Strider' },
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'stone', card: 'Fellwar Stone' },
              'Mountain',
            ],
          },
        },
      },
      [{ activate: 'golem', targets: ['golem'] }],
      { cards },
    );
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    expect(d?.kind).toBe('chooseObjects');
    // Artifacts and/or creatures: the Golem, the Bears and Fellwar Stone; not the Mountain.
    expect(new Set(d?.candidates)).toEqual(new Set(['golem', 'bears', 'stone'].map((r) => g.get(r).id)));
    g.act({ decide: ['bears', 'stone'] });
    g.act({ pass: true });
    expect(g.get('bears').tapped && g.get('stone').tapped).toBe(true);
    expect(g.get('golem').tapped).toBe(false);
    expect(pt(g, 'golem')).toEqual([5, 5]);
  });

  it('near misses: "Tap X untapped artifacts you control" and "Tap enchanted creature" stay text', () => {
    const glacian = card(
      'Glacian, Powerstone Engineer',
      '{5}{U}',
      'Legendary Creature — Human Artificer',
      '{T}, Tap X untapped artifacts you control: Look at the top X cards of your library. Put one of those cards into your hand and the rest into your graveyard.\nPartner (You can have two commanders if both have partner.)',
      '3/6',
    );
    expect(unenforced(glacian)[0]).toMatch(/^\{T\}, Tap X untapped/);
    const plague = card(
      'Krovikan Plague',
      '{2}{B}',
      'Enchantment — Aura',
      "Enchant non-Wall creature you control\nWhen this Aura enters, draw a card at the beginning of the next turn's upkeep.\nTap enchanted creature: This Aura deals 1 damage to any target. Put a -0/-1 counter on enchanted creature. Activate only if enchanted creature is untapped.",
    );
    expect(unenforced(plague).some((t) => t.startsWith('Tap enchanted creature'))).toBe(true);
  });
});
