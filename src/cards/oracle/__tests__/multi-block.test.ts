// "can block an additional creature each combat", "an additional seven creatures", "can block any
// number of creatures" (CR 509.1a): the block action names a list of attackers for such a
// blocker; a blocker of several attackers divides its combat damage among them as its controller
// chooses (510.1d). A creature without the ability can't name two; Two-Headed Dragon can't name
// three. The resolved "… this turn" version: block-additional-this-turn.test.ts.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const dragon = card(
  'Two-Headed Dragon',
  '{4}{R}{R}',
  'Creature — Dragon',
  "Flying\nMenace (This creature can't be blocked except by two or more creatures.)\nThis creature can block an additional creature each combat.\n{1}{R}: This creature gets +2/+0 until end of turn.",
  '4/4',
);
const guard = card(
  'Palace Guard',
  '{2}{W}',
  'Creature — Human Soldier',
  'This creature can block any number of creatures.',
  '1/4',
);
const CARDS = compiled(dragon, guard);

function attack(blocker: string, n: number) {
  const bears = Array.from({ length: n }, (_, i) => ({ id: `b${i}`, card: 'Grizzly Bears' }));
  return game(
    {
      turn: main,
      players: {
        p1: { battlefield: bears },
        p2: {
          battlefield: [
            { id: 'x', card: blocker },
            { id: 'gb', card: 'Grizzly Bears' },
          ],
        },
      },
    },
    [{ advance: 'declareAttackers' }, { attack: bears.map((b) => b.id) }],
    { cards: CARDS },
  );
}

describe('creatures that block several attackers (CR 509.1a, 510.1d)', () => {
  it('Two-Headed Dragon blocks two Grizzly Bears, divides its 4 damage 2 and 2: both die, so does it', () => {
    const g = attack('Two-Headed Dragon', 2);
    g.act({ block: { x: ['b0', 'b1'] }, player: 'p2' });
    expect(g.error).toBeNull();
    expect(g.state.combat?.blocked).toHaveLength(2);
    g.act({ advance: 'end' });
    const d = g.state.pendingDecision;
    expect(d?.kind).toBe('chooseNumber');
    expect(d?.player).toBe('p2');
    g.act({ decide: 2, player: 'p2' });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears', 'Grizzly Bears']);
    expect(g.names('p2', 'graveyard')).toEqual(['Two-Headed Dragon']);
    expect(g.state.players.p2.life).toBe(20);
  });

  it('all 4 to one Bears: that one dies, the other lives', () => {
    const g = attack('Two-Headed Dragon', 2);
    g.act({ block: { x: ['b0', 'b1'] }, player: 'p2' });
    g.act({ advance: 'end' });
    g.act({ decide: 0, player: 'p2' });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.get('b0').zone).toBe('battlefield');
  });

  it('Two-Headed Dragon can block only two; Grizzly Bears only one', () => {
    const g = attack('Two-Headed Dragon', 3);
    expect(() => g.act({ block: { x: ['b0', 'b1', 'b2'] }, player: 'p2' })).toThrow(/only 2 creatures/);
    expect(() => g.act({ block: { gb: ['b0', 'b1'] }, player: 'p2' })).toThrow(/only one creature/);
  });

  it('Palace Guard blocks three Bears: takes 6 and dies, its 1 damage goes to the first, p2 keeps 20', () => {
    const g = attack('Palace Guard', 3);
    g.act({ block: { x: ['b0', 'b1', 'b2'] }, player: 'p2' });
    expect(g.error).toBeNull();
    g.act({ advance: 'end' });
    g.act({ decide: 1, player: 'p2' });
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Palace Guard']);
    expect(g.state.players.p2.life).toBe(20);
    expect([g.get('b0').damage, g.get('b1').damage, g.get('b2').damage]).toEqual([1, 0, 0]);
  });
});
