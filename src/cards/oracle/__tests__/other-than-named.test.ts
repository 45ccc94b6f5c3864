// "other" after a spell named a target or made tokens: other than those, not other than the
// spell, which is never on the battlefield (CR 110.1); the group is found as the spell resolves
// (611.2c). Real cards played.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, run, unenforced } from './compiled';

const blessing = card(
  'Sigil Blessing',
  '{G}{W}',
  'Instant',
  'Until end of turn, target creature you control gets +3/+3 and other creatures you control get +1/+1.',
);
const coup = card(
  'Martial Coup',
  '{X}{W}{W}',
  'Sorcery',
  'Create X 1/1 white Soldier creature tokens. If X is 5 or more, destroy all other creatures.',
);
const ignition = card(
  "Chandra's Ignition",
  '{3}{R}{R}',
  'Sorcery',
  'Target creature you control deals damage equal to its power to each other creature and each opponent.',
);
const CARDS = compiled(blessing, coup, ignition);
const library = ['Island', 'Island', 'Island'];

describe('"other" after a target or tokens (CR 110.1)', () => {
  it('Sigil Blessing: the target gets +3/+3, the other creatures you control +1/+1, not the opponent’s', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Sigil Blessing'],
            battlefield: ['Forest', 'Plains', { id: 'a', card: 'Grizzly Bears' }, { id: 'b', card: 'Llanowar Elves' }],
            library,
          },
          p2: { battlefield: [{ id: 'c', card: 'Grizzly Bears' }], library },
        },
      },
      [{ cast: 'Sigil Blessing', targets: ['a'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    run(g);
    expect(pt(g, 'a')).toEqual([5, 5]);
    expect(pt(g, 'b')).toEqual([2, 2]);
    expect(pt(g, 'c')).toEqual([2, 2]);
  });

  it('Martial Coup with X = 5: five Soldiers, and every other creature is destroyed', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Martial Coup'], battlefield: [...Array(7).fill('Plains'), 'Grizzly Bears'], library },
          p2: { battlefield: ['Giant Spider'], library },
        },
      },
      [{ cast: 'Martial Coup', x: 5 }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    run(g);
    expect(g.names('p1', 'battlefield').filter((n) => n === 'Soldier Token (token)')).toHaveLength(5);
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears', 'Martial Coup']);
    expect(g.names('p2', 'graveyard')).toEqual(['Giant Spider']);
  });

  it('Martial Coup with X = 4: the Soldiers and nothing destroyed', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Martial Coup'], battlefield: [...Array(6).fill('Plains'), 'Grizzly Bears'], library },
          p2: { battlefield: ['Giant Spider'], library },
        },
      },
      [{ cast: 'Martial Coup', x: 4 }],
      { cards: CARDS },
    );
    run(g);
    expect(g.names('p1', 'battlefield').filter((n) => n === 'Soldier Token (token)')).toHaveLength(4);
    expect(g.names('p2', 'battlefield')).toEqual(['Giant Spider']);
  });

  it("Chandra's Ignition: the target deals damage to each other creature and the opponent, not to itself", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ["Chandra's Ignition"],
            battlefield: [...Array(5).fill('Mountain'), { id: 'spider', card: 'Giant Spider' }, 'Llanowar Elves'],
            library,
          },
          p2: { battlefield: ['Grizzly Bears'], library },
        },
      },
      [{ cast: "Chandra's Ignition", targets: ['spider'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    run(g);
    expect(g.state.players.p2.life).toBe(18);
    // The spell is put into the graveyard as it finishes resolving (CR 608.2n); the Elves die after (704.5g).
    expect(g.names('p1', 'graveyard')).toEqual(["Chandra's Ignition", 'Llanowar Elves']);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.get('spider').damage).toBe(0);
  });

  it('near miss: "Other creatures can\'t attack this turn" (a rule for creatures later too, CR 611.2c) stays text', () => {
    const bolt = card(
      'Intimidation Bolt',
      '{1}{R}{W}',
      'Instant',
      "Intimidation Bolt deals 3 damage to target creature. Other creatures can't attack this turn.",
    );
    expect(unenforced(bolt)).toHaveLength(1);
  });
});
