// Umbra armor (CR 702.89a): "If enchanted permanent would be destroyed, instead remove all damage
// marked on it and destroy this Aura." Real Auras: lethal damage and destroy effects (even those
// that say it can't be regenerated: umbra armor is not regeneration) destroy the Aura instead.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const REMINDER =
  'Umbra armor (If enchanted creature would be destroyed, instead remove all damage from it and destroy this Aura.)';
const eel = card(
  'Eel Umbra',
  '{1}{U}',
  'Enchantment — Aura',
  `Flash (You may cast this spell any time you could cast an instant.)\nEnchant creature\nEnchanted creature gets +1/+1.\n${REMINDER}`,
);
const hyena = card(
  'Hyena Umbra',
  '{W}',
  'Enchantment — Aura',
  `Enchant creature\nEnchanted creature gets +1/+1 and has first strike.\n${REMINDER}`,
);
const mystic = card(
  'Umbra Mystic',
  '{2}{W}',
  'Creature — Human Wizard',
  'Auras attached to permanents you control have umbra armor. (If an enchanted permanent you control would be destroyed, instead remove all damage from it and destroy an Aura attached to it.)',
  '2/2',
);
const terror = card(
  'Terror',
  '{1}{B}',
  'Instant',
  "Destroy target nonartifact, nonblack creature. It can't be regenerated.",
);
const weakness = card('Weakness', '{B}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets -2/-1.');
const CARDS = compiled(eel, hyena, terror, weakness);

/** p1's Grizzly Bears wears Eel Umbra (a 3/3); p2 holds `spell` with mana for it. */
function board(spell: string, extra: object[] = []) {
  return game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [
            { id: 'bears', card: 'Grizzly Bears' },
            { id: 'eel', card: 'Eel Umbra', attachedTo: 'bears' },
            ...extra,
          ],
        },
        p2: { battlefield: ['Swamp', 'Swamp', 'Mountain'], hand: [spell] },
      },
    },
    [{ pass: true }],
    { cards: CARDS },
  );
}

describe('umbra armor (CR 702.89a)', () => {
  it('Terror on the enchanted Grizzly Bears: Eel Umbra is destroyed instead, even though it "can\'t be regenerated"', () => {
    const g = board('Terror');
    g.act({ cast: 'Terror', player: 'p2', targets: ['bears'] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'graveyard')).toEqual(['Eel Umbra']);
    expect(pt(g, 'bears')).toEqual([2, 2]);
    expect(g.rules()).toContain(RULE.umbraArmor);
  });

  it('lethal damage (Lightning Bolt on the 3/3): the damage is removed and the Aura destroyed', () => {
    const g = board('Lightning Bolt');
    g.act({ cast: 'Lightning Bolt', player: 'p2', targets: ['bears'] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.get('bears').damage).toBe(0);
    expect(g.names('p1', 'battlefield')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'graveyard')).toEqual(['Eel Umbra']);
  });

  it('two Auras with umbra armor: one saves the creature once, the other stays', () => {
    const g = board('Terror', [{ id: 'hyena', card: 'Hyena Umbra', attachedTo: 'bears' }]);
    g.act({ cast: 'Terror', player: 'p2', targets: ['bears'] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toHaveLength(1);
    expect(g.names('p1', 'battlefield')).toHaveLength(2);
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
  });

  it('not destruction: a toughness of 0 or less (CR 704.5f) still puts the creature into the graveyard', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'eel', card: 'Eel Umbra', attachedTo: 'bears' },
              { id: 'weak', card: 'Weakness', attachedTo: 'bears' },
              { id: 'weak2', card: 'Weakness', attachedTo: 'bears' },
              { id: 'weak3', card: 'Weakness', attachedTo: 'bears' },
            ],
          },
        },
      },
      [{ pass: true }],
      { cards: CARDS },
    );
    expect(g.names('p1', 'graveyard')).toContain('Grizzly Bears');
  });

  it('near miss: umbra armor given to other Auras (Umbra Mystic) stays text', () => {
    expect(unenforced(mystic)).toEqual([
      'Auras attached to permanents you control have umbra armor. (If an enchanted permanent you control would be destroyed, instead remove all damage from it and destroy an Aura attached to it.)',
    ]);
  });
});
