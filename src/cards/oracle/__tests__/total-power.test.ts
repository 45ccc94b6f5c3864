// Formidable's condition, "Activate only if creatures you control have total power 8 or greater"
// (CR 602.5b, 208.1): the powers of the creatures its controller controls now, summed, checked as
// the ability is activated. Real cards played.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compileCard } from '../compile';
import { compiled, main, pt, unenforced } from './compiled';

const beastbreaker = card(
  'Atarka Beastbreaker',
  '{1}{G}',
  'Creature — Human Warrior',
  'Formidable — {4}{G}: This creature gets +4/+4 until end of turn. Activate only if creatures you control have total power 8 or greater.',
  '2/2',
);
const CARDS = compiled(beastbreaker);
const FORESTS = ['Forest', 'Forest', 'Forest', 'Forest', 'Forest'];

describe('"creatures you control have total power 8 or greater" (formidable)', () => {
  it('total power 8 (2 + 2 + 2 + 2): the ability is activated and resolves', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              ...FORESTS,
              { id: 'ab', card: 'Atarka Beastbreaker' },
              'Grizzly Bears',
              'Grizzly Bears',
              'Grizzly Bears',
            ],
          },
        },
      },
      [{ activate: 'ab', ability: 0 }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'ab')).toEqual([6, 6]);
  });

  it("total power 6, and the opponent's creatures don't count: refused, nothing paid", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [...FORESTS, { id: 'ab', card: 'Atarka Beastbreaker' }, 'Grizzly Bears', 'Grizzly Bears'],
          },
          p2: { battlefield: ['Grizzly Bears', 'Grizzly Bears'] },
        },
      },
      [{ activate: 'ab', ability: 0 }],
      { cards: CARDS },
    );
    expect(g.error).toMatch(/"activate only if" condition is not/);
    expect(pt(g, 'ab')).toEqual([2, 2]);
    expect(g.state.battlefield.map((id) => g.state.objects[id]).filter((o) => o?.tapped)).toEqual([]);
  });

  it("near miss: another player's creatures' total power stays text", () => {
    const odd = {
      ...beastbreaker,
      name: 'Odd Beastbreaker',
      oracle_text: beastbreaker.oracle_text?.replace('creatures you control', 'creatures your opponents control'),
    };
    expect(unenforced(odd)).toHaveLength(1);
    // Held back by the condition itself, not by the rest of the ability.
    expect(compileCard(odd).abilities.find((a) => !a.enforced)?.reason).toMatch(
      /^"Activate only if creatures your opponents control/,
    );
  });
});
