// "can't be blocked by more than one creature" (CR 509.1b): a restriction on the number of
// creatures that block an attacker, checked on the whole declaration. On the creature itself
// (Charging Rhino) and given to others (Challenger Troll: each creature you control with power 4
// or greater). Real pool cards, played in the engine.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const rhino = card(
  'Charging Rhino',
  '{3}{G}{G}',
  'Creature — Rhino',
  "This creature can't be blocked by more than one creature.",
  '4/4',
);
const troll = card(
  'Challenger Troll',
  '{4}{G}',
  'Creature — Troll',
  "Each creature you control with power 4 or greater can't be blocked by more than one creature.",
  '6/5',
);
const CARDS = compiled(rhino, troll);

/** p1 attacks with `attacker` into two Grizzly Bears. */
function attack(attacker: string, others: string[] = []) {
  return game(
    {
      turn: main,
      players: {
        p1: { battlefield: [{ id: 'attacker', card: attacker }, ...others] },
        p2: {
          battlefield: [
            { id: 'b1', card: 'Grizzly Bears' },
            { id: 'b2', card: 'Grizzly Bears' },
          ],
        },
      },
    },
    [{ advance: 'declareAttackers' }, { attack: ['attacker'] }, { pass: true }],
    { cards: CARDS },
  );
}

describe("can't be blocked by more than one creature (CR 509.1b)", () => {
  it('Charging Rhino: two blockers are refused, and the board stays as it was', () => {
    const g = attack('Charging Rhino');
    expect(g.error).toBeNull();
    expect(() => g.act({ block: { b1: 'attacker', b2: 'attacker' }, player: 'p2' })).toThrow(
      /can't be blocked by more than one creature/,
    );
    expect(g.state.combat?.blockersDeclared).toBe(false);
    g.act({ block: { b1: 'attacker' }, player: 'p2' });
    expect(g.state.combat?.blockers).toEqual({ [g.get('b1').id]: g.get('attacker').id });
  });

  it('Challenger Troll: it (power 6) cannot be blocked by two; a 2/2 it controls can', () => {
    const big = attack('Challenger Troll');
    expect(() => big.act({ block: { b1: 'attacker', b2: 'attacker' }, player: 'p2' })).toThrow(
      /can't be blocked by more than one creature/,
    );
    const small = attack('Grizzly Bears', ['Challenger Troll']);
    small.act({ block: { b1: 'attacker', b2: 'attacker' }, player: 'p2' });
    expect(Object.keys(small.state.combat?.blockers ?? {})).toHaveLength(2);
  });
});
