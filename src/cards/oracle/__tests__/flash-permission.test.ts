// "You may cast this spell as though it had flash if …" / "As long as …, you may cast this spell
// as though it had flash" (CR 601.3, 702.8a): while the condition holds the card may be cast any
// time its caster could cast an instant; otherwise only at its normal timing (307.1). Real cards:
// Illusion Spinners, Hungering Yeti, Serpent of the Pass, Dragon Grip. Timely Ward ("if it
// targets a commander"), Rout ("if you pay {2} more to cast it") and Armor of Thorns (a sacrifice
// rider) stay text.
import { describe, expect, it } from 'vitest';
import { castOptions } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const spinners = card(
  'Illusion Spinners',
  '{4}{U}',
  'Creature — Faerie Wizard',
  "You may cast this spell as though it had flash if you control a Faerie.\nFlying\nThis creature has hexproof as long as it's untapped.",
  '4/3',
);
const yeti = card(
  'Hungering Yeti',
  '{4}{R}',
  'Creature — Yeti',
  'As long as you control a green or blue permanent, you may cast this spell as though it had flash. (You may cast it any time you could cast an instant.)',
  '4/4',
);
const serpent = card(
  'Serpent of the Pass',
  '{5}{U}{U}',
  'Creature — Serpent',
  'If there are three or more Lesson cards in your graveyard, you may cast this spell as though it had flash.\nThis spell costs {1} less to cast for each noncreature, nonland card in your graveyard.',
  '6/5',
);
const grip = card(
  'Dragon Grip',
  '{2}{R}',
  'Enchantment — Aura',
  'Ferocious — If you control a creature with power 4 or greater, you may cast this spell as though it had flash. (You may cast it any time you could cast an instant.)\nEnchant creature\nEnchanted creature gets +2/+0 and has first strike.',
);
const prophecy = card('Introduction to Prophecy', '{3}', 'Sorcery — Lesson', 'Scry 2, then draw a card.');
const CARDS = compiled(spinners, yeti, serpent, grip, prophecy);
const LANDS = ['Island', 'Island', 'Island', 'Island', 'Island', 'Mountain', 'Mountain', 'Mountain'];
/** Player 2's turn, first main phase: p1 may cast only at instant speed. */
const theirs = { number: 4, active: 'p2' as const, phase: 'main1' as const };

function setup(p1: Record<string, unknown>, turn: object = theirs): Game {
  const g = game(
    {
      turn,
      players: {
        p1: { ...p1, battlefield: [...LANDS, ...((p1.battlefield as unknown[]) ?? [])] },
        p2: { battlefield: ['Grizzly Bears'] },
      },
    },
    [],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

/** The costs `ref` may be cast for now by p1, and the reasons it can't. */
function ways(g: Game, ref: string) {
  const { options, refusals } = castOptions(g.engine.registry, g.state, 'p1', g.get(ref).id, { checkMana: false });
  return { costs: options.map((o) => o.mode.cost), reasons: refusals.map((r) => r.reason) };
}

describe('cast as though it had flash while a condition holds (CR 601.3, 702.8a)', () => {
  it("Illusion Spinners with a Faerie: cast on the opponent's turn, and it resolves", () => {
    const g = setup({ hand: [{ id: 'is', card: 'Illusion Spinners' }], battlefield: ['Illusion Spinners'] });
    expect(ways(g, 'is').costs).toEqual(['mana']);
    g.act({ cast: 'is', player: 'p1' });
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Illusion Spinners']);
  });

  it("Illusion Spinners without a Faerie: not on the opponent's turn (CR 307.1), yes in its own main phase", () => {
    const g = setup({ hand: [{ id: 'is', card: 'Illusion Spinners' }] });
    const w = ways(g, 'is');
    expect(w.costs).toEqual([]);
    expect(w.reasons[0]).toMatch(/another player's turn/);
    expect(() => g.act({ cast: 'is' })).toThrow();
    const own = setup({ hand: [{ id: 'is', card: 'Illusion Spinners' }] }, main);
    expect(ways(own, 'is').costs).toEqual(['mana']);
  });

  it('Illusion Spinners: an opponent’s Faerie does not count ("you control")', () => {
    const g = game(
      {
        turn: theirs,
        players: {
          p1: { battlefield: LANDS, hand: [{ id: 'is', card: 'Illusion Spinners' }] },
          p2: { battlefield: ['Illusion Spinners'] },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(ways(g, 'is').costs).toEqual([]);
  });

  it('Hungering Yeti: a blue permanent allows it; colourless lands do not', () => {
    const none = setup({ hand: [{ id: 'y', card: 'Hungering Yeti' }] });
    expect(ways(none, 'y').costs).toEqual([]);
    const blue = setup({ hand: [{ id: 'y', card: 'Hungering Yeti' }], battlefield: ['Illusion Spinners'] });
    expect(ways(blue, 'y').costs).toEqual(['mana']);
  });

  it('Serpent of the Pass: three Lesson cards in your graveyard, not two', () => {
    const two = setup({
      hand: [{ id: 's', card: 'Serpent of the Pass' }],
      graveyard: ['Introduction to Prophecy', 'Introduction to Prophecy'],
    });
    expect(ways(two, 's').costs).toEqual([]);
    const three = setup({
      hand: [{ id: 's', card: 'Serpent of the Pass' }],
      graveyard: ['Introduction to Prophecy', 'Introduction to Prophecy', 'Introduction to Prophecy'],
    });
    expect(ways(three, 's').costs).toEqual(['mana']);
    three.act({ cast: 's', player: 'p1' });
    expect(three.error).toBeNull();
    expect(three.stack()).toEqual(['Serpent of the Pass']);
  });

  it('Dragon Grip: a creature with power 4 you control allows it during combat', () => {
    const combat = { number: 4, active: 'p2' as const, phase: 'beginCombat' as const };
    const small = setup({ hand: [{ id: 'dg', card: 'Dragon Grip' }], battlefield: ['Grizzly Bears'] }, combat);
    expect(ways(small, 'dg').costs).toEqual([]);
    const big = setup(
      { hand: [{ id: 'dg', card: 'Dragon Grip' }], battlefield: [{ id: 'y', card: 'Hungering Yeti' }] },
      combat,
    );
    expect(ways(big, 'dg').costs).toEqual(['mana']);
    big.act({ cast: 'dg', targets: ['y'], player: 'p1' });
    expect(big.error).toBeNull();
    expect(big.stack()).toEqual(['Dragon Grip']);
  });
});

describe('near misses stay text', () => {
  it('a condition on the spell itself, a cost for the permission, a rider after it', () => {
    const ward = card(
      'Timely Ward',
      '{2}{W}',
      'Enchantment — Aura',
      'You may cast this spell as though it had flash if it targets a commander.\nEnchant creature\nEnchanted creature has indestructible.',
    );
    const rout = card(
      'Rout',
      '{3}{W}{W}',
      'Sorcery',
      "You may cast this spell as though it had flash if you pay {2} more to cast it. (You may cast it any time you could cast an instant.)\nDestroy all creatures. They can't be regenerated.",
    );
    const thorns = card(
      'Armor of Thorns',
      '{1}{G}',
      'Enchantment — Aura',
      "You may cast this spell as though it had flash. If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step.\nEnchant nonblack creature\nEnchanted creature gets +2/+2.",
    );
    expect(unenforced(ward)).toEqual(['You may cast this spell as though it had flash if it targets a commander.']);
    expect(unenforced(rout)[0]).toMatch(/if you pay \{2\} more/);
    expect(unenforced(thorns)[0]).toMatch(/as though it had flash/);
  });
});
