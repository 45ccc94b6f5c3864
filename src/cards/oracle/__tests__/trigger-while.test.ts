// A trigger event with a condition of its own (CR 603.2): "Whenever ~ attacks while you control a
// creature with power 4 or greater", "Whenever ~ becomes tapped while it has a -1/-1 counter on
// it", "When ~ enters untapped". The condition is checked as the event happens, and not again
// as the ability resolves (it is not an intervening "if", CR 603.4). Near misses stay text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const goblin = card(
  'Courageous Goblin',
  '{1}{R}',
  'Creature — Goblin',
  "Whenever this creature attacks while you control a creature with power 4 or greater, this creature gets +1/+0 and gains menace until end of turn. (It can't be blocked except by two or more creatures.)",
  '2/2',
);
const kavu = card(
  'Flametongue Kavu',
  '{3}{R}',
  'Creature — Kavu',
  'When this creature enters, it deals 4 damage to target creature.',
  '4/2',
);
const reejerey = card(
  'Encumbered Reejerey',
  '{1}{W}',
  'Creature — Merfolk Soldier',
  'This creature enters with three -1/-1 counters on it.\nWhenever this creature becomes tapped while it has a -1/-1 counter on it, remove a -1/-1 counter from it.',
  '5/4',
);
const mine = card(
  'Dwarven Mine',
  '',
  'Land — Mountain',
  '({T}: Add {R}.)\nThis land enters tapped unless you control three or more other Mountains.\nWhen this land enters untapped, create a 1/1 red Dwarf creature token.',
);
const CARDS = compiled(goblin, kavu, reejerey, mine);

const dwarves = (g: ReturnType<typeof game>) => g.names('p1', 'battlefield').filter((n) => n.startsWith('Dwarf'));

describe('"while": a condition of the trigger event (CR 603.2)', () => {
  it('Courageous Goblin attacks while you control Flametongue Kavu (power 4) → +1/+0; the Kavu gone before it resolves, it still does', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'gob', card: 'Courageous Goblin' },
              { id: 'kavu', card: 'Flametongue Kavu' },
              'Mountain',
            ],
            hand: ['Lightning Bolt'],
            library: ['Island'],
          },
          p2: { library: ['Island'] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['gob'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Courageous Goblin ability']);
    g.act({ cast: 'Lightning Bolt', targets: ['kavu'] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toContain('Flametongue Kavu');
    // Not an intervening "if": not checked again as it resolves (CR 603.4).
    expect(g.stack()).toEqual([]);
    expect(pt(g, 'gob')).toEqual([3, 2]);
  });

  it('Courageous Goblin attacks without a creature with power 4 or greater → no trigger', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'gob', card: 'Courageous Goblin' }, 'Grizzly Bears'], library: ['Island'] },
          p2: { library: ['Island'] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['gob'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual([]);
    expect(pt(g, 'gob')).toEqual([2, 2]);
  });

  it('Encumbered Reejerey: tapped (attacking) with -1/-1 counters → one removed', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'r', card: 'Encumbered Reejerey', counters: { '-1/-1': 3 } }],
            library: ['Island'],
          },
          p2: { library: ['Island'] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['r'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('r').counters['-1/-1']).toBe(2);
  });

  it('Encumbered Reejerey with no -1/-1 counter: tapped → no trigger', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'r', card: 'Encumbered Reejerey' }], library: ['Island'] },
          p2: { library: ['Island'] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['r'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual([]);
  });

  it('Dwarven Mine with three other Mountains enters untapped → a Dwarf token; with two it enters tapped → none', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Dwarven Mine'] },
        },
      },
      [{ cast: 'Dwarven Mine' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Dwarven Mine ability']);
    g.act({ pass: true });
    expect(dwarves(g)).toHaveLength(1);

    const h = game(
      { turn: main, players: { p1: { battlefield: ['Mountain', 'Mountain'], hand: ['Dwarven Mine'] } } },
      [{ cast: 'Dwarven Mine' }],
      { cards: CARDS },
    );
    expect(h.error).toBeNull();
    expect(h.get('Dwarven Mine').tapped).toBe(true);
    expect(h.stack()).toEqual([]);
    expect(dwarves(h)).toHaveLength(0);
  });

  it('near misses stay text: "while it\'s exiled" (an ability that works from exile), "while you\'re the monarch"', () => {
    const roiling = card(
      'Roiling Horror',
      '{3}{B}{B}',
      'Creature — Horror',
      "Roiling Horror's power and toughness are each equal to your life total minus the life total of an opponent with the most life.\nSuspend X—{X}{B}{B}{B}. X can't be 0. (Rather than cast this card from your hand, you may pay {X}{B}{B}{B} and exile it with X time counters on it. At the beginning of your upkeep, remove a time counter. When the last is removed, you may cast it without paying its mana cost. It has haste.)\nWhenever a time counter is removed from this card while it's exiled, target player loses 1 life and you gain 1 life.",
      '*/*',
    );
    expect(unenforced(roiling)).toContain(
      "Whenever a time counter is removed from this card while it's exiled, target player loses 1 life and you gain 1 life.",
    );
    const emberwilde = card(
      'Emberwilde Captain',
      '{3}{R}',
      'Creature — Djinn Pirate',
      "When this creature enters, you become the monarch.\nWhenever an opponent attacks you while you're the monarch, this creature deals damage to that player equal to the number of cards in their hand.",
      '4/2',
    );
    expect(unenforced(emberwilde)).toContain(
      "Whenever an opponent attacks you while you're the monarch, this creature deals damage to that player equal to the number of cards in their hand.",
    );
  });
});
