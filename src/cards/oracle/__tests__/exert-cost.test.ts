// Exert as a cost (CR 701.43a): "{T}, Exert this creature: …" — to exert a permanent, its
// controller chooses to have it not untap during their next untap step. Paid as the ability is
// activated (602.2b). "You may exert this creature as it attacks. When you do, …" is exert-attacking.test.ts.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const REMINDER = "(An exerted creature won't untap during your next untap step.)";
const steward = card(
  'Steward of Solidarity',
  '{1}{W}',
  'Creature — Human Warrior',
  `{T}, Exert this creature: Create a 1/1 white Warrior creature token with vigilance. ${REMINDER}`,
  '2/2',
);
const paincaster = card(
  'Fervent Paincaster',
  '{2}{R}',
  'Creature — Human Wizard',
  `{T}: This creature deals 1 damage to target player or planeswalker.\n{T}, Exert this creature: It deals 1 damage to target creature. ${REMINDER}`,
  '3/1',
);
const celebrant = card(
  'Combat Celebrant',
  '{2}{R}',
  'Creature — Human Warrior',
  `If this creature hasn't been exerted this turn, you may exert it as it attacks. When you do, untap all other creatures you control and after this phase, there is an additional combat phase. ${REMINDER}`,
  '4/1',
);
const CARDS = compiled(steward, paincaster);

const LIBS = { p1: { library: ['Plains', 'Plains', 'Plains'] }, p2: { library: ['Island', 'Island', 'Island'] } };

describe('exert as a cost (CR 701.43a)', () => {
  it("Steward of Solidarity: a Warrior token; the Steward skips its controller's next untap step only", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { ...LIBS.p1, battlefield: [{ id: 'steward', card: 'Steward of Solidarity' }] },
          p2: LIBS.p2,
        },
      },
      [{ activate: 'steward' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.rules()).toContain(RULE.exert);
    expect(g.get('Warrior Token').token).toBe(true);
    expect(g.get('steward').tapped).toBe(true);
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p2');
    expect(g.get('steward').tapped).toBe(true);
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p1');
    // Exerted: it did not untap in p1's untap step …
    expect(g.get('steward').tapped).toBe(true);
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    expect(g.error).toBeNull();
    // … and untaps as usual in the one after.
    expect(g.get('steward').tapped).toBe(false);
  });

  it('Fervent Paincaster exerted: it deals 1 damage to target creature; its other {T} ability does not exert it', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { ...LIBS.p1, battlefield: [{ id: 'pc', card: 'Fervent Paincaster' }] },
          p2: { ...LIBS.p2, battlefield: [{ id: 'elf', card: 'Llanowar Elves' }] },
        },
      },
      [{ activate: 'pc', ability: 1, targets: ['elf'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Llanowar Elves']);
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    expect(g.get('pc').tapped).toBe(true);

    const h = game(
      {
        turn: main,
        players: { p1: { ...LIBS.p1, battlefield: [{ id: 'pc', card: 'Fervent Paincaster' }] }, p2: LIBS.p2 },
      },
      [{ activate: 'pc', ability: 0, targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(h.error).toBeNull();
    expect(h.state.players.p2.life).toBe(19);
    h.act({ advance: 'next-turn' });
    h.act({ advance: 'next-turn' });
    expect(h.get('pc').tapped).toBe(false);
  });

  it('near miss: "If ~ hasn\'t been exerted this turn, you may exert it as it attacks" (Combat Celebrant) stays text', () => {
    expect(unenforced(celebrant)).toHaveLength(1);
  });
});
