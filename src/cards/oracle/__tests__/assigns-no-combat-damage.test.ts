// "~ assigns no combat damage this turn" (CR 510.1a) on real pool cards, alone or after "If you
// do" (608.2c): the creature assigns none in this turn's combat damage step, while the creatures
// blocking it still deal theirs (510.1d); a "no" to the "you may" leaves its damage as it is.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const ophidian = card(
  'Ophidian',
  '{2}{U}',
  'Creature — Snake',
  "Whenever this creature attacks and isn't blocked, you may draw a card. If you do, this creature assigns no combat damage this turn.",
  '1/3',
);
const zealot = card(
  "Farrel's Zealot",
  '{1}{W}{W}',
  'Creature — Human',
  "Whenever this creature attacks and isn't blocked, you may have it deal 3 damage to target creature. If you do, this creature assigns no combat damage this turn.",
  '2/2',
);
const grunt = card(
  'Laccolith Grunt',
  '{2}{R}',
  'Creature — Beast',
  'Whenever this creature becomes blocked, you may have it deal damage equal to its power to target creature. If you do, this creature assigns no combat damage this turn.',
  '2/2',
);
const keeper = card(
  'Keeper of Tresserhorn',
  '{5}{B}',
  'Creature — Avatar',
  "Whenever this creature attacks and isn't blocked, it assigns no combat damage this turn and defending player loses 2 life.",
  '6/6',
);
const rig = card(
  'Laccolith Rig',
  '{R}',
  'Enchantment — Aura',
  'Enchant creature\nWhenever enchanted creature becomes blocked, you may have it deal damage equal to its power to target creature. If you do, the first creature assigns no combat damage this turn.',
);
const CARDS = compiled(ophidian, zealot, grunt, keeper);

/** p1's `attacker` (id a) attacks p2, who controls `others` (ids o0, o1, …) and blocks with `block` of them. */
function attack(attacker: string, others: string[], block: string[] = []) {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: [{ id: 'a', card: attacker }], library: ['Island', 'Island'] },
        p2: { battlefield: others.map((c, i) => ({ id: `o${i}`, card: c })) },
      },
    },
    [{ advance: 'declareAttackers' }, { attack: ['a'] }, { advance: 'declareBlockers' }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  g.act({ block: Object.fromEntries(block.map((id) => [id, 'a'])), player: 'p2' });
  expect(g.error).toBeNull();
  return g;
}

describe('"assigns no combat damage this turn" (CR 510.1a)', () => {
  it('Ophidian: drawing the card, it deals no combat damage', () => {
    const g = attack('Ophidian', []);
    expect(g.stack()).toHaveLength(1);
    g.act({ pass: true });
    g.act({ decide: true });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Island']);
    g.act({ advance: 'main2' });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(20);
  });

  it('Ophidian: declining the draw, it deals its 1 damage', () => {
    const g = attack('Ophidian', []);
    g.act({ pass: true });
    g.act({ decide: false });
    g.act({ advance: 'main2' });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual([]);
    expect(g.state.players.p2.life).toBe(19);
  });

  it("Farrel's Zealot: 3 damage to the target creature instead of 2 to the player", () => {
    const g = attack("Farrel's Zealot", ['Grizzly Bears']);
    g.act({ decide: ['o0'] });
    g.act({ pass: true });
    if (g.state.pendingDecision) g.act({ decide: true });
    g.act({ advance: 'main2' });
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.state.players.p2.life).toBe(20);
  });

  it('Keeper of Tresserhorn: the defending player loses 2 life and takes none of its 6 damage', () => {
    const g = attack('Keeper of Tresserhorn', []);
    g.act({ pass: true });
    g.act({ advance: 'main2' });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(18);
  });

  it('Laccolith Grunt blocked: it deals 2 to another creature, none to its blocker, which still deals its damage', () => {
    const g = attack('Laccolith Grunt', ['Grizzly Bears', 'Llanowar Elves'], ['o0']);
    g.act({ decide: ['o1'] });
    g.act({ pass: true });
    if (g.state.pendingDecision) g.act({ decide: true });
    g.act({ advance: 'main2' });
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Llanowar Elves']);
    expect(g.names('p2', 'battlefield')).toEqual(['Grizzly Bears']);
    expect(g.get('o0').damage).toBe(0);
    expect(g.names('p1', 'graveyard')).toEqual(['Laccolith Grunt']);
  });

  it('Laccolith Rig\'s "the first creature" stays text', () => {
    expect(unenforced(rig)).toHaveLength(1);
  });
});
