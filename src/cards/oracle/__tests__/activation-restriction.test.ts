// "Enchanted creature can't attack or block, and its activated abilities can't be activated"
// (Arrest; CR 101.2: "can't" beats "can"), and "… unless they're mana abilities" (Faith's Fetters):
// a restriction on the permanent, so activating its abilities is refused — mana abilities too,
// or all but those. Real pool cards, played in the engine.
import { describe, expect, it } from 'vitest';
import { abilityOptions } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const arrest = card(
  'Arrest',
  '{2}{W}',
  'Enchantment — Aura',
  "Enchant creature\nEnchanted creature can't attack or block, and its activated abilities can't be activated.",
);
const fetters = card(
  "Faith's Fetters",
  '{3}{W}',
  'Enchantment — Aura',
  "Enchant permanent\nWhen this Aura enters, you gain 4 life.\nEnchanted permanent can't attack or block, and its activated abilities can't be activated unless they're mana abilities.",
);
const dragon = card(
  'Shivan Dragon',
  '{4}{R}{R}',
  'Creature — Dragon',
  'Flying\n{R}: This creature gets +1/+0 until end of turn.',
  '5/5',
);
const CARDS = compiled(arrest, fetters, dragon);

/** p1 controls Birds of Paradise and Shivan Dragon, each enchanted by p2's `aura`. */
function enchanted(aura: string) {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [
            { id: 'birds', card: 'Birds of Paradise' },
            { id: 'dragon', card: 'Shivan Dragon' },
            'Mountain',
          ],
        },
        p2: {
          battlefield: [
            { card: aura, attachedTo: 'birds' },
            { card: aura, attachedTo: 'dragon' },
          ],
        },
      },
    },
    [],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

const usable = (g: ReturnType<typeof enchanted>, id: string) =>
  abilityOptions(g.engine.registry, g.state, 'p1')
    .filter((o) => o.object === g.get(id).id)
    .map((o) => o.reason === null);

describe("activated abilities that can't be activated (CR 101.2)", () => {
  it("Arrest: neither the mana ability of Birds of Paradise nor the Dragon's pump can be activated", () => {
    const g = enchanted('Arrest');
    expect(usable(g, 'birds')).toEqual([false]);
    expect(usable(g, 'dragon')).toEqual([false]);
    expect(() => g.act({ activate: 'dragon' })).toThrow(/can't be activated/);
  });

  it("Faith's Fetters: mana abilities still can (Birds), the Dragon's pump can't", () => {
    const g = enchanted("Faith's Fetters");
    expect(usable(g, 'birds')).toEqual([true]);
    expect(usable(g, 'dragon')).toEqual([false]);
  });

  it('near miss: a possessive subject ("Enchanted creature\'s activated abilities can\'t be activated") stays text', () => {
    const c = card(
      'Test Shackle',
      '{1}{W}',
      'Enchantment — Aura',
      "Enchant creature\nEnchanted creature's activated abilities can't be activated.",
    );
    expect(unenforced(c)).toEqual(["Enchanted creature's activated abilities can't be activated."]);
  });
});
