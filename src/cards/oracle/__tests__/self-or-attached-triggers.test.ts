// "Whenever this creature or enchanted creature attacks" (bestow: ~ as a creature or what it is
// attached to, never both at once, CR 702.103b), "Whenever Sokka and at least one other creature
// attack" (CR 508.1m), "When this creature enters from a graveyard" (unearth; CR 603.6a). Real
// cards. Near miss: "When this creature enters from your graveyard" (its owner may not be its
// controller) stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const spiteful = card(
  'Spiteful Returned',
  '{1}{B}',
  'Enchantment Creature — Zombie',
  "Bestow {3}{B} (If you cast this card for its bestow cost, it's an Aura spell with enchant creature. It becomes a creature again if it's not attached to a creature.)\nWhenever this creature or enchanted creature attacks, defending player loses 2 life.\nEnchanted creature gets +1/+1.",
  '1/1',
);
const sokka = card(
  'Sokka, Lateral Strategist',
  '{1}{W/U}{W/U}',
  'Legendary Creature — Human Warrior Ally',
  'Vigilance\nWhenever Sokka and at least one other creature attack, draw a card.',
  '2/4',
);
const praetorian = card(
  'Triarch Praetorian',
  '{1}{B}',
  'Artifact Creature — Necron',
  'Flying\nDynastic Codes — When this creature enters from a graveyard, you draw two cards and you lose 2 life.\nUnearth {4}{B} ({4}{B}: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step or if it would leave the battlefield. Unearth only as a sorcery.)',
  '2/1',
);
const CARDS = compiled(spiteful, sokka, praetorian);
const library = ['Island', 'Island', 'Island', 'Island'];

describe('~ or enchanted creature; ~ and another; enters from a graveyard', () => {
  it('Spiteful Returned: attacking itself, or on Grizzly Bears that attack → the defending player loses 2', () => {
    const alone = game(
      { turn: main, players: { p1: { battlefield: [{ id: 's', card: 'Spiteful Returned' }] } } },
      [{ advance: 'declareAttackers' }, { attack: ['s'] }],
      { cards: CARDS },
    );
    expect(alone.error).toBeNull();
    expect(alone.stack()).toEqual(['Spiteful Returned ability']);
    alone.act({ pass: true });
    expect(alone.state.players.p2.life).toBe(18);

    const bestowed = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 's', card: 'Spiteful Returned', attachedTo: 'bears' },
            ],
          },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['bears'] }],
      { cards: CARDS },
    );
    expect(bestowed.error).toBeNull();
    expect(bestowed.stack()).toEqual(['Spiteful Returned ability']);
    bestowed.act({ pass: true });
    expect(bestowed.state.players.p2.life).toBe(18);
  });

  it('Sokka: attacking with Grizzly Bears draws a card; attacking alone draws none', () => {
    const two = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'sokka', card: 'Sokka, Lateral Strategist' }, 'Grizzly Bears'], library },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['sokka', 'Grizzly Bears'] }],
      { cards: CARDS },
    );
    expect(two.error).toBeNull();
    expect(two.stack()).toEqual(['Sokka, Lateral Strategist ability']);
    two.act({ pass: true });
    expect(two.names('p1', 'hand')).toHaveLength(1);

    const alone = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'sokka', card: 'Sokka, Lateral Strategist' }, 'Grizzly Bears'], library },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['sokka'] }],
      { cards: CARDS },
    );
    expect(alone.error).toBeNull();
    expect(alone.stack()).toEqual([]);
  });

  it('Triarch Praetorian unearthed: enters from the graveyard → draw two, lose 2 life', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'],
            graveyard: [{ id: 'tp', card: 'Triarch Praetorian' }],
            library,
          },
        },
      },
      [{ activate: 'tp' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Triarch Praetorian');
    expect(g.stack()).toEqual(['Triarch Praetorian ability']);
    g.act({ pass: true });
    expect(g.names('p1', 'hand')).toHaveLength(2);
    expect(g.state.players.p1.life).toBe(18);
  });

  it('near miss: "When this creature enters from your graveyard" stays text', () => {
    const c = card(
      'Phyrexian Dragon Engine',
      '{3}',
      'Artifact Creature — Phyrexian Dragon',
      'Double strike\nWhen this creature enters from your graveyard, you may discard your hand. If you do, draw three cards.\nUnearth {3}{R}{R}\n(Melds with Mishra, Claimed by Gix.)',
      '2/2',
    );
    expect(unenforced(c)).toContain(
      'When this creature enters from your graveyard, you may discard your hand. If you do, draw three cards.',
    );
  });
});
