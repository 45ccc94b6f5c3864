// "Whenever you discard one or more cards" on compiled real cards (CR 701.9a, 603.2c): the cards
// a player discards at once trigger it once, "that many" / "that much" being how many; a single
// card discarded (a cost) triggers it once too; an opponent discarding doesn't. Near misses: "for
// the first time each turn" (Rielle, the Everwise) and "a player discards one or more cards"
// (Tinybones, Pocket Nuisance) stay text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const artillerist = card(
  'Magmakin Artillerist',
  '{2}{R}',
  'Creature — Elemental Pirate',
  'Whenever you discard one or more cards, this creature deals that much damage to each opponent.\nCycling {1}{R} ({1}{R}, Discard this card: Draw a card.)\nWhen you cycle this card, it deals 1 damage to each opponent.',
  '1/4',
);
const mako = card(
  'Marauding Mako',
  '{R}',
  'Creature — Shark Pirate',
  'Whenever you discard one or more cards, put that many +1/+1 counters on this creature.\nCycling {2} ({2}, Discard this card: Draw a card.)',
  '1/1',
);
const dying = card(
  'Dying to Serve',
  '{2}{B}',
  'Enchantment',
  'Whenever you discard one or more cards, create a tapped 2/2 black Zombie creature token. This ability triggers only once each turn.',
);
const constrictor = card(
  'Noose Constrictor',
  '{1}{G}',
  'Creature — Snake',
  'Reach\nDiscard a card: This creature gets +1/+1 until end of turn.',
  '2/2',
);
const mindRot = card('Mind Rot', '{2}{B}', 'Sorcery', 'Target player discards two cards.');
const CARDS = compiled(artillerist, mako, dying, constrictor, mindRot);

describe('"Whenever you discard one or more cards" (CR 603.2c)', () => {
  it("Mind Rot makes the Artillerist's controller discard two cards: one trigger, 2 damage", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Mind Rot'] },
          p2: { battlefield: ['Magmakin Artillerist'], hand: ['Island', 'Forest'] },
        },
      },
      [{ cast: 'Mind Rot', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toHaveLength(2);
    // One trigger for the two cards discarded at once, not one per card.
    expect(g.state.stack).toHaveLength(1);
    for (let i = 0; i < 4 && g.state.stack.length; i++) g.act({ pass: true });
    expect(g.state.players.p1.life).toBe(18);
  });

  it('Marauding Mako: two cards discarded at once give two +1/+1 counters', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Swamp', 'Swamp', 'Swamp', { id: 'mako', card: 'Marauding Mako' }],
            hand: ['Mind Rot', 'Island', 'Forest'],
          },
        },
      },
      [{ cast: 'Mind Rot', targets: ['p1'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(1);
    for (let i = 0; i < 4 && g.state.stack.length; i++) g.act({ pass: true });
    expect(g.get('mako').counters['+1/+1']).toBe(2);
    expect(pt(g, 'mako')).toEqual([3, 3]);
  });

  it('one card discarded to a cost: one trigger, one counter; an opponent discarding: none', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'mako', card: 'Marauding Mako' },
              { id: 'snake', card: 'Noose Constrictor' },
            ],
            hand: ['Island'],
          },
          p2: { battlefield: [{ id: 'other', card: 'Marauding Mako' }] },
        },
      },
      [{ activate: 'snake' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // The Constrictor's ability and p1's Mako trigger; p2's Mako doesn't trigger.
    expect(g.state.stack).toHaveLength(2);
    for (let i = 0; i < 4 && g.state.stack.length; i++) g.act({ pass: true });
    expect(g.get('mako').counters['+1/+1']).toBe(1);
    expect(g.get('other').counters['+1/+1'] ?? 0).toBe(0);
  });

  it('Dying to Serve: two discards in one turn, one Zombie (triggers only once each turn)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Dying to Serve', { id: 'snake', card: 'Noose Constrictor' }],
            hand: [{ id: 'a', card: 'Island' }, 'Forest'],
          },
        },
      },
      [{ activate: 'snake' }, { decide: ['a'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(2);
    for (let i = 0; i < 4 && g.state.stack.length; i++) g.act({ pass: true });
    g.act({ activate: 'snake' });
    expect(g.error).toBeNull();
    // Only the Constrictor's ability: the enchantment already triggered this turn.
    expect(g.state.stack).toHaveLength(1);
    for (let i = 0; i < 4 && g.state.stack.length; i++) g.act({ pass: true });
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Forest', 'Island']);
    expect(g.names('p1', 'battlefield').filter((n) => n.startsWith('Zombie'))).toHaveLength(1);
  });

  it('near miss: "for the first time each turn" stays text', () => {
    const rielle = card(
      'Rielle, the Everwise',
      '{1}{U}{R}',
      'Legendary Creature — Human Wizard',
      'Rielle gets +1/+0 for each instant and sorcery card in your graveyard.\nWhenever you discard one or more cards for the first time each turn, draw that many cards.',
      '0/3',
    );
    expect(unenforced(rielle)).toHaveLength(1);
  });

  it('near miss: "Whenever a player discards one or more cards" (several players at once) stays text', () => {
    const tinybones = card(
      'Tinybones, Pocket Nuisance',
      '{2}{B}',
      'Legendary Creature — Skeleton Rogue',
      'When Tinybones enters, each opponent discards a card.\nWhenever a player discards one or more cards, Tinybones deals 1 damage to each opponent.',
      '2/1',
    );
    expect(unenforced(tinybones)).toHaveLength(1);
  });
});
