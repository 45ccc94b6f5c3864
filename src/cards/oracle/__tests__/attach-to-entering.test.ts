// "Whenever a creature you control enters, you may attach this Equipment to it" (CR 701.3a): the
// Equipment moves onto the creature that entered, which no target named, only if it could equip
// it; onto a creature with protection from artifacts it doesn't move (701.3b, 702.16d) and stays
// on the creature it equipped. Declining leaves it where it was. An Aura's "you may attach this
// Aura to that creature" (Prison Term) stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const sai = card(
  'Sai of the Shinobi',
  '{1}',
  'Artifact — Equipment',
  'Equipped creature gets +1/+1.\nWhenever a creature you control enters, you may attach this Equipment to it.\nEquip {2}',
);
const chosen = card('Tel-Jilad Chosen', '{1}{G}', 'Creature — Elf Warrior', 'Protection from artifacts', '2/1');
const prisonTerm = card(
  'Prison Term',
  '{1}{W}{W}',
  'Enchantment — Aura',
  "Enchant creature\nEnchanted creature can't attack or block, and its activated abilities can't be activated.\nWhenever a creature an opponent controls enters, you may attach this Aura to that creature.",
);
const CARDS = compiled(sai, chosen);

/** p1 has Sai on a Llanowar Elves and casts `creature` with two Forests; the trigger is on the stack. */
function cast(creature: string) {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [
            { id: 'elves', card: 'Llanowar Elves' },
            { id: 'sai', card: 'Sai of the Shinobi', attachedTo: 'elves' },
            'Forest',
            'Forest',
          ],
          hand: [creature],
        },
        p2: {},
      },
    },
    [{ cast: creature }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  expect(g.stack()).toEqual(['Sai of the Shinobi ability']);
  return g;
}

describe('"you may attach this Equipment to it" (CR 701.3)', () => {
  it('Sai of the Shinobi moves onto the Grizzly Bears that entered', () => {
    const g = cast('Grizzly Bears');
    g.act({ pass: true });
    g.act({ decide: true });
    expect(g.error).toBeNull();
    expect(g.get('sai').attachedTo).toBe(g.get('Grizzly Bears').id);
  });

  it('declining leaves it on the Elves', () => {
    const g = cast('Grizzly Bears');
    g.act({ pass: true });
    g.act({ decide: false });
    expect(g.get('sai').attachedTo).toBe(g.get('elves').id);
  });

  it('onto Tel-Jilad Chosen (protection from artifacts) it does not move: still on the Elves', () => {
    const g = cast('Tel-Jilad Chosen');
    g.act({ pass: true });
    g.act({ decide: true });
    expect(g.error).toBeNull();
    expect(g.get('sai').attachedTo).toBe(g.get('elves').id);
    expect(g.rules()).toContain('701.3b');
  });

  it("near miss: Prison Term's Aura version stays text", () => {
    expect(unenforced(prisonTerm)).toEqual([
      'Whenever a creature an opponent controls enters, you may attach this Aura to that creature.',
    ]);
  });
});
