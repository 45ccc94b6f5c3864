// "You may exert this creature as it attacks. When you do, …" (CR 701.43a, 603.12): the choice is
// made as attackers are declared; exerted, the creature won't untap during its controller's next
// untap step, and the reflexive ability triggers and goes on the stack before blockers are
// declared. Near misses: the choice with a condition ("If ~ hasn't been exerted this turn, …")
// and the choice with no "When you do" (cards that care about exerting) stay text.
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
const CARDS = compiled(glorybringer, brawler, crasher);
const LIBS = { p1: { library: ['Plains', 'Plains', 'Plains'] }, p2: { library: ['Island', 'Island', 'Island'] } };

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
              card: { glory: 'Glorybringer', brawler: 'Hooded Brawler', crasher: 'Ahn-Crop Crasher' }[id] as string,
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

  it('the choice with no "When you do" (Battlefield Scavenger) stays text', () => {
    const scavenger = card(
      'Battlefield Scavenger',
      '{1}{R}',
      'Creature — Jackal Rogue',
      "You may exert this creature as it attacks. (It won't untap during your next untap step.)\nWhenever you exert a creature, you may discard a card. If you do, draw a card.",
      '2/2',
    );
    expect(unenforced(scavenger)).toHaveLength(2);
  });
});
