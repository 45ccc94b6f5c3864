// "Create a 1/1 … token for each …" (CR 111.2, 608.2h): as many tokens as the count when the
// effect resolves, read by the grammar's "for each" frame (for-each.ts) like any other amount.
import { describe, expect, it } from 'vitest';
import { getObject } from '../../../../engine';
import { game } from '../../../../testing/harness';
import { normalizeCard } from '../../../data/faces';
import { compileCard } from '../../compile';
import { card } from '../../__tests__/card';
import { compiled, main, pt } from '../../__tests__/compiled';

const promenade = card(
  'Elvish Promenade',
  '{3}{G}',
  'Kindred Sorcery — Elf',
  'Create a 1/1 green Elf Warrior creature token for each Elf you control.',
);
const crash = card(
  'Crash the Party',
  '{5}{G}',
  'Instant',
  'Create a tapped 4/4 green Rhino Warrior creature token for each tapped creature you control.',
);

describe('tokens "for each" (CR 111.2, 608.2h)', () => {
  it('Elvish Promenade: one 1/1 Elf Warrior for each Elf its caster controls (not the Bears, not an opposing Elf)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Llanowar Elves', 'Llanowar Elves', 'Grizzly Bears'],
            hand: ['Elvish Promenade'],
          },
          p2: { battlefield: ['Llanowar Elves'] },
        },
      },
      [{ cast: 'Elvish Promenade' }, { pass: true }],
      { cards: compiled(promenade) },
    );
    expect(g.error).toBeNull();
    const tokens = g.names('p1', 'battlefield').filter((n) => n.startsWith('Elf Warrior Token'));
    expect(tokens).toHaveLength(2);
    expect(pt(g, 'Elf Warrior Token')).toEqual([1, 1]);
    expect(g.names('p2', 'battlefield').filter((n) => n.includes('Token'))).toHaveLength(0);
  });

  it('Crash the Party: counts the tapped creatures as it resolves, and the Rhinos enter tapped', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              ...Array.from({ length: 6 }, () => 'Forest'),
              { card: 'Grizzly Bears', tapped: true },
              { card: 'Grizzly Bears', tapped: true },
              'Llanowar Elves',
            ],
            hand: ['Crash the Party'],
          },
        },
      },
      [{ cast: 'Crash the Party' }, { pass: true }],
      { cards: compiled(crash) },
    );
    expect(g.error).toBeNull();
    const rhinos = g.state.battlefield.map((id) => getObject(g.state, id)).filter((o) => o?.token);
    expect(rhinos).toHaveLength(2);
    expect(rhinos.every((o) => o?.tapped)).toBe(true);
    expect(pt(g, 'Rhino Warrior Token')).toEqual([4, 4]);
  });

  it('"create two … tokens, then you gain 1 life for each creature you control": the count is the life\'s, not the tokens\' (CR 608.2c)', () => {
    const deploy = normalizeCard({
      name: 'Depose // Deploy',
      layout: 'split',
      card_faces: [
        {
          name: 'Depose',
          mana_cost: '{1}{W/U}',
          type_line: 'Instant',
          oracle_text: 'Tap target creature.\nDraw a card.',
        },
        {
          name: 'Deploy',
          mana_cost: '{2}{W}{U}',
          type_line: 'Instant',
          oracle_text:
            'Create two 1/1 colorless Thopter artifact creature tokens with flying, then you gain 1 life for each creature you control.',
        },
      ],
    });
    const r = compileCard(deploy);
    expect(r.status).toBe('full');
    const steps = r.def.halves?.[1]?.spell?.steps ?? [];
    // Two Thopters, not two for each creature; then the life, counted after they entered (608.2h).
    expect(steps.map((st) => st.do)).toEqual(['createToken', 'gainLife']);
    expect(steps[0]).toMatchObject({ count: 2 });
    expect(steps[1]).toMatchObject({ amount: { count: { types: ['creature'], controller: 'you' } } });
  });
});
