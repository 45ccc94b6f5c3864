// "Red spells and white spells you cast cost {1} less to cast", "Kithkin spells and Soldier
// spells …" (CR 601.2f): one static ability, so a spell of both kinds costs {1} less once, not
// twice — read as "red or white spells".
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const familiar = card(
  'Thornscape Familiar',
  '{1}{G}',
  'Creature — Insect',
  'Red spells and white spells you cast cost {1} less to cast.',
  '2/1',
);
const helix = card(
  "Warleader's Helix",
  '{2}{R}{W}',
  'Instant',
  "Warleader's Helix deals 4 damage to any target and you gain 4 life.",
);
const CARDS = compiled(familiar, helix);
const totalCostNote = (g: { events: { type: string; rule?: string; text?: string }[] }) =>
  g.events.find((e) => e.type === 'Note' && e.rule === '601.2f')?.text;

describe('"X spells and Y spells you cast cost {1} less" (CR 601.2f)', () => {
  it('Thornscape Familiar: Lava Axe (red) costs {3}{R}', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Thornscape Familiar', 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
            hand: ['Lava Axe'],
          },
        },
      },
      [{ cast: 'Lava Axe', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(totalCostNote(g)).toContain('{3}{R}');
    expect(g.state.players.p2.life).toBe(15);
  });

  it("Warleader's Helix, red and white, costs {1} less once: {1}{R}{W}, not {R}{W}", () => {
    const board = (lands: string[]) => ({
      turn: main,
      players: { p1: { battlefield: ['Thornscape Familiar', ...lands], hand: ["Warleader's Helix"] } },
    });
    const three = game(board(['Mountain', 'Plains', 'Mountain']), [{ cast: "Warleader's Helix", targets: ['p2'] }], {
      cards: CARDS,
    });
    expect(three.error).toBeNull();
    expect(totalCostNote(three)).toContain('{1}{R}{W}');
    const two = game(board(['Mountain', 'Plains']), [{ cast: "Warleader's Helix", targets: ['p2'] }], { cards: CARDS });
    expect(two.error).not.toBeNull();
  });

  it('near miss: "Red creature spells and green permanents" (not both spells) stays text', () => {
    // ("Red creature spells and green creature spells" is read: spells-cost-kinds.test.ts.)
    const mixed = card(
      'Test Seas',
      '{2}{U}',
      'Enchantment',
      'Red creature spells and green permanents cost {1} more to cast.',
    );
    expect(unenforced(mixed)).toHaveLength(1);
  });
});
