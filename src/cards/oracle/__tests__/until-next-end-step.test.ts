// "Exile the top card of your library. Until your next end step, you may play it." (CR 611.2a,
// 601.3): a permission to play the exiled card that ends as its holder's next end step begins
// (513.1) — that turn's end step when given earlier in the holder's own turn, the holder's next
// turn's when given in an opponent's turn. Real cards: Yasmin Khan, Wiccan, Young Avenger. Near
// miss that stays text: "you may play one of those cards" (one of several, chosen when played).
import { describe, expect, it } from 'vitest';
import { getObject } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const yasmin = card(
  'Yasmin Khan',
  '{3}{R}',
  'Legendary Creature — Human Detective',
  "{T}: Exile the top card of your library. Until your next end step, you may play it.\nDoctor's companion (You can have two commanders if the other is the Doctor.)",
  '3/3',
);
const wiccan = card(
  'Wiccan, Young Avenger',
  '{3}{R}',
  'Legendary Creature — Mutant Warlock Hero',
  'Whenever you cast a noncreature spell, exile the top card of your library. Until your next end step, you may play that card.',
  '3/3',
);
const witness = card(
  'Unlucky Witness',
  '{R}',
  'Creature — Human Citizen',
  'When this creature dies, exile the top two cards of your library. Until your next end step, you may play one of those cards.',
  '1/1',
);
const CARDS = compiled(yasmin, wiccan);

const BOLTS = ['Lightning Bolt', 'Lightning Bolt', 'Lightning Bolt', 'Lightning Bolt'];

describe('"Until your next end step, you may play it" (CR 513.1, 601.3)', () => {
  it('Yasmin Khan in its main phase: the exiled Bolt is castable then, and no longer in its end step', () => {
    const setup = {
      turn: main,
      players: {
        p1: { battlefield: ['Mountain', { id: 'yk', card: 'Yasmin Khan' }], library: BOLTS },
        p2: { library: ['Island', 'Island'] },
      },
    };
    const cast = game(setup, [{ activate: 'yk', ability: 0 }, { pass: true }, { pass: true }], { cards: CARDS });
    expect(cast.error).toBeNull();
    expect(cast.names('p1', 'exile')).toEqual(['Lightning Bolt']);
    cast.act({ cast: 'Lightning Bolt', targets: ['p2'] });
    cast.act({ pass: true });
    cast.act({ pass: true });
    expect(cast.error).toBeNull();
    expect(cast.state.players.p2.life).toBe(17);

    const late = game(setup, [{ activate: 'yk', ability: 0 }, { pass: true }, { pass: true }, { advance: 'end' }], {
      cards: CARDS,
    });
    expect(late.error).toBeNull();
    expect(late.state.turn.step).toBe('end');
    expect(() => late.act({ cast: 'Lightning Bolt', targets: ['p2'] })).toThrow();
    expect(late.names('p1', 'exile')).toEqual(['Lightning Bolt']);
  });

  it("Yasmin Khan in the opponent's turn: the permission lasts into its controller's turn, until that end step", () => {
    const g = game(
      {
        turn: { number: 4, active: 'p2' as const, phase: 'main1' as const },
        players: {
          p1: { battlefield: ['Mountain', { id: 'yk', card: 'Yasmin Khan' }], library: BOLTS },
          p2: { library: ['Island', 'Island'] },
        },
      },
      [{ activate: 'yk', ability: 0, player: 'p1' }, { pass: true }, { pass: true }, { advance: 'end' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // p2's end step is not p1's: the permission holds.
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p1');
    const exiled = g.state.players.p1.exile[0] as string;
    expect(getObject(g.state, exiled)?.playPermission?.player).toBe('p1');
    g.act({ advance: 'end' });
    expect(g.error).toBeNull();
    // One Bolt in exile; the one drawn is in hand. The exiled one can't be cast any more.
    expect(g.names('p1', 'exile')).toEqual(['Lightning Bolt']);
    expect(getObject(g.state, exiled)?.playPermission).toBeUndefined();
  });

  it('Wiccan, Young Avenger: casting a noncreature spell exiles a card the controller may play this turn', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Lightning Bolt'],
            battlefield: ['Mountain', 'Mountain', { id: 'w', card: 'Wiccan, Young Avenger' }],
            library: BOLTS,
          },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['p2'] }],
      { cards: CARDS },
    );
    for (let i = 0; i < 4 && g.state.stack.length; i++) g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'exile')).toEqual(['Lightning Bolt']);
    g.act({ cast: 'Lightning Bolt', targets: ['p2'] });
    for (let i = 0; i < 4 && g.state.stack.length; i++) g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(14);
  });

  it('near miss: "you may play one of those cards" stays text', () => {
    expect(unenforced(witness)).toHaveLength(1);
  });
});
