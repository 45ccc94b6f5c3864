// "Whenever a player casts a spell with mana value 3 or less", "Whenever you cast a creature spell
// with mana value 6 or greater", "Whenever you cast a spell from your graveyard" on compiled real
// cards (CR 601.2i, 202.3): the spell as it becomes cast, and where it was cast from. Near miss:
// "their first multicolored spell each turn" (a kind beyond card types) stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const eidolon = card(
  'Eidolon of the Great Revel',
  '{R}{R}',
  'Enchantment Creature — Spirit',
  'Whenever a player casts a spell with mana value 3 or less, this creature deals 2 damage to that player.',
  '2/2',
);
const kurgadon = card(
  'Kurgadon',
  '{4}{G}',
  'Creature — Beast',
  'Whenever you cast a creature spell with mana value 6 or greater, put three +1/+1 counters on this creature.',
  '3/3',
);
const vengeance = card(
  'Burning Vengeance',
  '{2}{R}',
  'Enchantment',
  'Whenever you cast a spell from your graveyard, this enchantment deals 2 damage to any target.',
);
const bigBeast = card('Enormous Baloth', '{6}{G}', 'Creature — Beast', '', '7/7');
const CARDS = compiled(eidolon, kurgadon, vengeance, bigBeast);

describe('cast triggers with a spell filter (CR 601.2i)', () => {
  it('Eidolon of the Great Revel: Lightning Bolt (mana value 1) → 2 damage to its caster; Enormous Baloth (7) → nothing', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Mountain',
              { id: 'eidolon', card: 'Eidolon of the Great Revel' },
              ...Array(7).fill('Forest'),
            ],
            hand: ['Lightning Bolt', 'Enormous Baloth'],
          },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['p2'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Lightning Bolt', 'Eidolon of the Great Revel ability']);
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.state.players.p1.life).toBe(18);
    expect(g.state.players.p2.life).toBe(17);
    g.act({ cast: 'Enormous Baloth' });
    expect(g.stack()).toEqual(['Enormous Baloth']);
  });

  it('Kurgadon: a creature spell with mana value 7 → three counters; a 3-mana-value spell → none', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'k', card: 'Kurgadon' }, ...Array(7).fill('Forest'), 'Mountain'],
            hand: ['Enormous Baloth', 'Lightning Bolt'],
          },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual([]);
    g.act({ cast: 'Enormous Baloth' });
    expect(g.stack()).toEqual(['Enormous Baloth', 'Kurgadon ability']);
    g.act({ pass: true });
    expect(g.get('k').counters['+1/+1']).toBe(3);
  });

  it('Burning Vengeance: Think Twice cast with flashback from the graveyard triggers; from the hand it does not', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Burning Vengeance', ...Array(5).fill('Island')],
            hand: ['Think Twice'],
            graveyard: [{ id: 'tt', card: 'Think Twice' }],
            library: ['Island', 'Island'],
          },
        },
      },
      [{ cast: 'Think Twice', player: 'p1' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // Cast from the hand: no trigger.
    expect(g.stack()).toEqual(['Think Twice']);
    g.act({ pass: true });
    g.act({ cast: 'tt' });
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'targets' });
    g.act({ decide: ['p2'] });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(18);
  });

  it('near miss: "Whenever a player casts their first multicolored spell each turn" stays text', () => {
    // "your first instant or sorcery spell each turn" (card types only) is read: first-time-each-turn.test.ts.
    const c = card(
      'Zenith Chronicler',
      '{2}',
      'Artifact Creature — Phyrexian Construct',
      'Whenever a player casts their first multicolored spell each turn, each other player draws a card.',
      '3/1',
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});
