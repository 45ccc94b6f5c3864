// Other spells' cost changes (CR 601.2f): "Red creature spells and green creature spells cost {1}
// more to cast" — spells of either kind, each changed once (a red and green creature spell too:
// one ability, one increase) — and "Spells your opponents cast during your turn cost {1} more to
// cast" (the turn is the ability's controller's, CR 500.1).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compileCard } from '../compile';
import { compiled, main, unenforced } from './compiled';

const highSeas = card(
  'High Seas',
  '{2}{U}',
  'Enchantment',
  'Red creature spells and green creature spells cost {1} more to cast.',
);
const paladin = card(
  'Paladin Class',
  '{W}',
  'Enchantment — Class',
  '(Gain the next level as a sorcery to add its ability.)\nSpells your opponents cast during your turn cost {1} more to cast.\n{2}{W}: Level 2\nCreatures you control get +1/+1.\n{4}{W}: Level 3\nWhenever you attack, until end of turn, target attacking creature gets +1/+1 for each other attacking creature and gains double strike.',
);
// Paladin Class's level 3 ("… for each other attacking creature": other than the target, CR
// 608.2c) stays text (other-of-another.test.ts); its other abilities are read.
const cards = [...compiled(highSeas), compileCard(paladin).def];
const lands = (name: string, n: number) => Array.from({ length: n }, () => name);

describe('"Red creature spells and green creature spells cost {1} more to cast." (High Seas)', () => {
  const cast = (battlefield: string[], spell: string) =>
    game(
      { turn: main, players: { p1: { battlefield: ['High Seas', ...battlefield], hand: [spell] }, p2: {} } },
      [{ cast: spell }],
      { cards },
    );

  it('Grizzly Bears (green creature) costs {2}{G}: two Forests are not enough, three are', () => {
    expect(cast(lands('Forest', 2), 'Grizzly Bears').error).not.toBeNull();
    const g = cast(lands('Forest', 3), 'Grizzly Bears');
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Grizzly Bears']);
  });

  it('Lightning Bolt (red, not a creature) costs {R} as usual', () => {
    expect(cast(['Mountain'], 'Lightning Bolt').error).toBeNull();
  });
});

describe('"Spells your opponents cast during your turn cost {1} more to cast." (Paladin Class)', () => {
  const bolt = (active: 'p1' | 'p2', mountains: number) =>
    game(
      {
        turn: { number: 3, active, phase: 'main1' },
        players: {
          p1: { battlefield: ['Paladin Class'] },
          p2: { battlefield: lands('Mountain', mountains), hand: ['Lightning Bolt'] },
        },
      },
      active === 'p1'
        ? [{ pass: true }, { cast: 'Lightning Bolt', targets: ['p1'], player: 'p2' }]
        : [{ cast: 'Lightning Bolt', targets: ['p1'], player: 'p2' }],
      { cards },
    );

  it("during p1's turn, p2's Bolt costs {1}{R}", () => {
    expect(bolt('p1', 1).error).not.toBeNull();
    expect(bolt('p1', 2).error).toBeNull();
  });

  it("during p2's own turn it costs {R}", () => {
    expect(bolt('p2', 1).error).toBeNull();
  });
});

describe('near misses stay text', () => {
  it('"Spells your opponents cast from graveyards or from exile" (not only your own graveyard)', () => {
    const c = card(
      'Test Interrupter',
      '{2}',
      'Creature — Test',
      'Spells your opponents cast from graveyards or from exile cost {2} more to cast.',
      '2/2',
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});
