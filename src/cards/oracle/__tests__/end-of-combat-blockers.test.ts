// "At end of combat, … each creature blocking or blocked by this creature" (CR 511.3: creatures
// leave combat only as the end of combat step ends, so a trigger at its beginning still finds the
// creatures blocking or blocked by its source). Real cards played through a combat.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, pt, run, unenforced } from './compiled';

const werewolf = card(
  'Greater Werewolf',
  '{4}{B}',
  'Creature — Werewolf',
  'At end of combat, put a -0/-2 counter on each creature blocking or blocked by this creature.',
  '2/4',
);
const frostbeast = card(
  'Kjeldoran Frostbeast',
  '{3}{G}{W}',
  'Creature — Elemental Beast',
  'At end of combat, destroy all creatures blocking or blocked by this creature.',
  '2/4',
);
const wretched = card(
  'The Wretched',
  '{3}{B}{B}',
  'Creature — Demon',
  'At end of combat, gain control of all creatures blocking this creature for as long as you control this creature.',
  '2/5',
);
const CARDS = compiled(werewolf, frostbeast, wretched);
const library = ['Island', 'Island', 'Island'];

/**
 * p1 attacks with `attacker`; p2 blocks it with each of `blockers`; the game stops in the end of
 * combat step (`damage`: how much combat damage p1 assigns to the first blocker, when asked).
 */
function combat(attacker: string, blockers: string[], p2: string[], damage?: number) {
  const g = game(
    {
      turn: { number: 3, active: 'p1', phase: 'main1' },
      players: {
        p1: { battlefield: [{ id: 'a', card: attacker }], library },
        p2: { battlefield: p2.map((c, k) => ({ id: `b${k}`, card: c })), library },
      },
    },
    [{ advance: 'declareAttackers' }, { attack: ['a'] }, { advance: 'declareBlockers' }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  g.act({ block: Object.fromEntries(blockers.map((id) => [id, 'a'])), player: 'p2' });
  g.act({ advance: 'endCombat' });
  if (damage !== undefined) {
    g.act({ decide: damage });
    g.act({ advance: 'endCombat' });
  }
  expect(g.state.turn.step).toBe('endCombat');
  expect(g.error).toBeNull();
  return g;
}

describe('at end of combat, the creatures blocking or blocked by it (CR 511.3)', () => {
  it('combat lasts through the end of combat step and ends as it ends', () => {
    const g = combat('Grizzly Bears', [], []);
    expect(g.state.turn.step).toBe('endCombat');
    expect(g.state.combat?.attackers[g.get('a').id]).toBe('p2');
    g.act({ advance: 'main2' });
    expect(g.state.combat).toBeNull();
  });

  it('Greater Werewolf: the blocker gets a -0/-2 counter and, with 2 damage marked, dies', () => {
    const g = combat('Greater Werewolf', ['b0'], ['Giant Spider', 'Grizzly Bears']);
    // Giant Spider (2/4) blocked and was dealt 2; the trigger is on the stack.
    run(g);
    expect(g.names('p2', 'graveyard')).toEqual(['Giant Spider']);
    // Grizzly Bears did not block: no counter.
    expect(pt(g, 'b1')).toEqual([2, 2]);
    expect(pt(g, 'a')).toEqual([2, 4]);
  });

  it('Kjeldoran Frostbeast: destroys every creature blocking it, not the others', () => {
    // Two Llanowar Elves (1/1) block it: it survives their 2 damage and kills one of them.
    const g = combat('Kjeldoran Frostbeast', ['b0', 'b1'], ['Llanowar Elves', 'Llanowar Elves', 'Grizzly Bears'], 2);
    expect(g.names('p2', 'graveyard')).toEqual(['Llanowar Elves']);
    run(g);
    expect(g.names('p2', 'graveyard')).toEqual(['Llanowar Elves', 'Llanowar Elves']);
    expect(g.names('p2', 'battlefield')).toEqual(['Grizzly Bears']);
  });

  it('The Wretched: gains control of the creature blocking it', () => {
    const g = combat('The Wretched', ['b0'], ['Giant Spider', 'Grizzly Bears']);
    run(g);
    expect(g.get('b0').controller).toBe('p1');
    expect(g.get('b1').controller).toBe('p2');
  });

  it('near miss: "exile all creatures blocked by this creature" stays text', () => {
    const nets = card(
      'Wall of Nets',
      '{1}{W}{W}',
      'Creature — Wall',
      'Defender\nAt end of combat, exile all creatures blocked by this creature.',
      '0/7',
    );
    expect(unenforced(nets)).toEqual(['At end of combat, exile all creatures blocked by this creature.']);
  });
});
