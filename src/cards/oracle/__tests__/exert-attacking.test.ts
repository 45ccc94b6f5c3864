// "You may exert this creature as it attacks. When you do, …" (CR 701.43a, 603.12): the choice is
// made as attackers are declared; exerted, the creature won't untap during its controller's next
// untap step, and the reflexive ability triggers and goes on the stack before blockers are
// declared. "You may exert ~ as it attacks." alone is the choice; "Whenever you exert a creature"
// triggers on exerting as it attacks or to pay a cost. Near misses: the choice with a condition
// ("If ~ hasn't been exerted this turn, …") stays text.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const REMINDER = "(An exerted creature won't untap during your next untap step.)";
const glorybringer = card(
  'Glorybringer',
  '{3}{R}{R}',
  'Creature — Dragon',
  `Flying, haste\nYou may exert this creature as it attacks. When you do, it deals 4 damage to target non-Dragon creature an opponent controls. ${REMINDER}`,
  '4/4',
);
const brawler = card(
  'Hooded Brawler',
  '{2}{G}',
  'Creature — Snake Warrior',
  `You may exert this creature as it attacks. When you do, it gets +2/+2 until end of turn. ${REMINDER}`,
  '3/2',
);
const crasher = card(
  'Ahn-Crop Crasher',
  '{2}{R}',
  'Creature — Minotaur Warrior',
  `Haste (This creature can attack and {T} as soon as it comes under your control.)\nYou may exert this creature as it attacks. When you do, target creature can't block this turn. ${REMINDER}`,
  '3/2',
);
const vizier = card(
  'Vizier of the True',
  '{3}{W}',
  'Creature — Human Cleric',
  "You may exert this creature as it attacks. (It won't untap during your next untap step.)\nWhenever you exert a creature, tap target creature an opponent controls.",
  '3/2',
);
const survivors = card(
  'Resolute Survivors',
  '{1}{R}{W}',
  'Creature — Human Warrior',
  "You may exert this creature as it attacks. (It won't untap during your next untap step.)\nWhenever you exert a creature, this creature deals 1 damage to each opponent and you gain 1 life.",
  '3/3',
);
const steward = card(
  'Steward of Solidarity',
  '{1}{W}',
  'Creature — Human Warrior',
  `{T}, Exert this creature: Create a 1/1 white Warrior creature token with vigilance. ${REMINDER}`,
  '2/2',
);
const CARDS = compiled(glorybringer, brawler, crasher, vizier, survivors, steward);
const LIBS = { p1: { library: ['Plains', 'Plains', 'Plains'] }, p2: { library: ['Island', 'Island', 'Island'] } };

const NAMES: Record<string, string> = {
  glory: 'Glorybringer',
  brawler: 'Hooded Brawler',
  crasher: 'Ahn-Crop Crasher',
  vizier: 'Vizier of the True',
};

function attackWith(id: string, p2: string[]) {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          ...LIBS.p1,
          battlefield: [
            {
              id,
              card: NAMES[id] as string,
            },
          ],
        },
        p2: { ...LIBS.p2, battlefield: p2.map((c, i) => ({ id: `d${i}`, card: c })) },
      },
    },
    [{ advance: 'declareAttackers' }, { attack: [id] }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('exert as it attacks (CR 701.43a, 603.12)', () => {
  it('Glorybringer exerted: 4 damage to the non-Dragon creature before blocks; it skips the next untap step', () => {
    const g = attackWith('glory', ['Grizzly Bears']);
    expect(g.state.pendingDecision).toMatchObject({
      kind: 'may',
      purpose: 'exert',
      player: 'p1',
      about: g.get('glory').id,
    });
    g.act({ decide: true });
    if (g.state.pendingDecision) g.act({ decide: ['d0'] });
    expect(g.error).toBeNull();
    expect(g.stack()).toHaveLength(1);
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    g.act({ block: {}, player: 'p2' });
    g.act({ advance: 'main2' });
    expect(g.state.players.p2.life).toBe(16);
    expect(g.rules()).toContain(RULE.exert);
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p1');
    // Exerted: it did not untap in p1's next untap step …
    expect(g.get('glory').tapped).toBe(true);
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    expect(g.error).toBeNull();
    // … and untaps in the one after.
    expect(g.get('glory').tapped).toBe(false);
  });

  it('Glorybringer not exerted: nothing triggers, the creature survives, and it untaps as usual', () => {
    const g = attackWith('glory', ['Grizzly Bears']);
    g.act({ decide: false });
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual([]);
    g.act({ block: {}, player: 'p2' });
    g.act({ advance: 'main2' });
    expect(g.names('p2', 'battlefield')).toEqual(['Grizzly Bears']);
    expect(g.state.players.p2.life).toBe(16);
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p1');
    expect(g.get('glory').tapped).toBe(false);
  });

  it('Glorybringer may be exerted with no legal target (no creature): it is exerted, the ability is removed (603.3d)', () => {
    const g = attackWith('glory', []);
    g.act({ decide: true });
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual([]);
    g.act({ block: {}, player: 'p2' });
    g.act({ advance: 'main2' });
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    expect(g.get('glory').tapped).toBe(true);
  });

  it('Hooded Brawler exerted gets +2/+2 until end of turn: 5 damage', () => {
    const g = attackWith('brawler', []);
    g.act({ decide: true });
    g.act({ pass: true });
    expect(pt(g, 'brawler')).toEqual([5, 4]);
    g.act({ block: {}, player: 'p2' });
    g.act({ advance: 'main2' });
    expect(g.state.players.p2.life).toBe(15);
    g.act({ advance: 'next-turn' });
    expect(pt(g, 'brawler')).toEqual([3, 2]);
  });

  it("Ahn-Crop Crasher exerted: target creature can't block this turn", () => {
    const g = attackWith('crasher', ['Grizzly Bears', 'Giant Spider']);
    g.act({ decide: true });
    if (g.state.pendingDecision) g.act({ decide: ['d1'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(() => g.act({ block: { d1: 'crasher' }, player: 'p2' })).toThrow(/can't block/);
    g.act({ block: { d0: 'crasher' }, player: 'p2' });
    expect(g.error).toBeNull();
  });
});

describe('"You may exert ~ as it attacks." alone and "Whenever you exert a creature" (CR 701.43a)', () => {
  it('Vizier of the True exerted as it attacks: its own "whenever you exert" taps the target; it skips the next untap', () => {
    const g = attackWith('vizier', ['Grizzly Bears']);
    g.act({ decide: true });
    if (g.state.pendingDecision) g.act({ decide: ['d0'] });
    expect(g.error).toBeNull();
    g.act({ pass: true });
    expect(g.get('d0').tapped).toBe(true);
    g.act({ block: {}, player: 'p2' });
    g.act({ advance: 'main2' });
    expect(g.state.players.p2.life).toBe(17);
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    expect(g.get('vizier').tapped).toBe(true);
  });

  it('Vizier of the True not exerted: nothing triggers', () => {
    const g = attackWith('vizier', ['Grizzly Bears']);
    g.act({ decide: false });
    expect(g.stack()).toEqual([]);
    expect(g.get('d0').tapped).toBe(false);
  });

  it('Resolute Survivors: exerting another creature to pay a cost triggers it (1 damage to each opponent, 1 life)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            ...LIBS.p1,
            battlefield: [
              { id: 'rs', card: 'Resolute Survivors' },
              { id: 'st', card: 'Steward of Solidarity' },
            ],
          },
          p2: LIBS.p2,
        },
      },
      [{ activate: 'st' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toHaveLength(2);
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(19);
    expect(g.state.players.p1.life).toBe(21);
    g.act({ pass: true });
    expect(g.get('Warrior Token').token).toBe(true);
  });
});

describe('near misses', () => {
  it('"If ~ hasn\'t been exerted this turn, you may exert it as it attacks" (Combat Celebrant) stays text', () => {
    const celebrant = card(
      'Combat Celebrant',
      '{2}{R}',
      'Creature — Human Warrior',
      `If this creature hasn't been exerted this turn, you may exert it as it attacks. When you do, untap all other creatures you control and after this phase, there is an additional combat phase. ${REMINDER}`,
      '4/1',
    );
    expect(unenforced(celebrant)).toHaveLength(1);
  });
});
