// "Enchanted creature gets +3/+3 as long as it's a Zombie. Otherwise, it gets -3/-3." (Clutch of
// Undeath): one static ability with two effects; the second applies whenever the first's
// condition doesn't hold, and both are checked continuously (CR 611.3a). Real pool cards, played
// in the engine.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const clutch = card(
  'Clutch of Undeath',
  '{3}{B}{B}',
  'Enchantment — Aura',
  "Enchant creature\nEnchanted creature gets +3/+3 as long as it's a Zombie. Otherwise, it gets -3/-3.",
);
const rage = card(
  "Tahngarth's Rage",
  '{R}',
  'Enchantment — Aura',
  "Enchant creature\nEnchanted creature gets +3/+0 as long as it's attacking. Otherwise, it gets -2/-1.",
);
const zombie = card('Walking Corpse', '{1}{B}', 'Creature — Zombie', '', '2/2');
const ogre = card('Gray Ogre', '{2}{R}', 'Creature — Ogre', '', '2/2');
const CARDS = compiled(clutch, rage, zombie, ogre);

/** p1's Walking Corpse and Gray Ogre, each enchanted by `aura`. */
function enchanted(aura: string) {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [
            { id: 'zombie', card: 'Walking Corpse' },
            { id: 'ogre', card: 'Gray Ogre' },
            { card: aura, attachedTo: 'zombie' },
            { card: aura, attachedTo: 'ogre' },
          ],
        },
        p2: {},
      },
    },
    [],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('"… as long as …. Otherwise, it …" (CR 611.3a)', () => {
  it('Clutch of Undeath: the Zombie gets +3/+3, the Ogre (not a Zombie) gets -3/-3 and dies', () => {
    const g = enchanted('Clutch of Undeath');
    expect(pt(g, 'zombie')).toEqual([5, 5]);
    // A 2/2 with -3/-3 has toughness -1: put into its owner's graveyard (CR 704.5f).
    expect(g.names('p1', 'graveyard')).toContain('Gray Ogre');
  });

  it("Tahngarth's Rage: -2/-1 while not attacking, +3/+0 once attacking", () => {
    const g = enchanted("Tahngarth's Rage");
    expect(pt(g, 'ogre')).toEqual([0, 1]);
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['ogre'] });
    expect(pt(g, 'ogre')).toEqual([5, 2]);
    expect(pt(g, 'zombie')).toEqual([0, 1]);
  });

  it('near misses stay text: "Otherwise, prevent …" (Armament of Nyx) and an unread condition (Burden of Proof)', () => {
    const armament = card(
      'Armament of Nyx',
      '{2}{W}',
      'Enchantment — Aura',
      "Enchant creature\nEnchanted creature has double strike as long as it's an enchantment. Otherwise, prevent all damage that would be dealt by enchanted creature. (A creature with double strike deals both first-strike and regular combat damage.)",
    );
    expect(unenforced(armament)).toHaveLength(1);
    const burden = card(
      'Burden of Proof',
      '{U}',
      'Enchantment — Aura',
      "Flash\nEnchant creature\nEnchanted creature gets +2/+2 as long as it's a Detective you control. Otherwise, it has base power and toughness 1/1 and can't block Detectives.",
    );
    expect(unenforced(burden)).toHaveLength(1);
  });
});
