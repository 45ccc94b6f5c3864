// "Whenever you activate an ability …" (CR 602.2i: the ability triggers once the activation is
// complete): who activated it, what its source is (a permanent, CR 109.2), mana abilities (605.1a)
// counted or not, loyalty abilities (606.3).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const burningTree = card(
  'Burning-Tree Shaman',
  '{1}{R}{G}',
  'Creature — Centaur Shaman',
  "Whenever a player activates an ability that isn't a mana ability, this creature deals 1 damage to that player.",
  '3/4',
);
const harshMentor = card(
  'Harsh Mentor',
  '{1}{R}',
  'Creature — Human Cleric',
  "Whenever an opponent activates an ability of an artifact, creature, or land on the battlefield, if it isn't a mana ability, this creature deals 2 damage to that player.",
  '2/2',
);
const crackdown = card(
  'Crackdown Construct',
  '{4}',
  'Artifact Creature — Construct',
  "Whenever you activate an ability of an artifact or creature that isn't a mana ability, this creature gets +1/+1 until end of turn.",
  '2/2',
);
const disciples = card(
  'Keral Keep Disciples',
  '{2}{R}{R}',
  'Creature — Human Monk',
  'Whenever you activate a loyalty ability of a Chandra planeswalker, this creature deals 1 damage to each opponent.',
  '4/3',
);
const pyromancer = card(
  'Prodigal Pyromancer',
  '{2}{R}',
  'Creature — Human Wizard',
  '{T}: This creature deals 1 damage to any target.',
  '1/1',
);
const chandra = {
  ...card(
    'Chandra, Novice Pyromancer',
    '{3}{R}',
    'Legendary Planeswalker — Chandra',
    '+1: Elementals you control get +2/+0 until end of turn.\n−1: Add {R}{R}.\n−2: Chandra deals 2 damage to any target.',
  ),
  loyalty: '5',
};
const garruk = {
  ...card(
    'Garruk Wildspeaker',
    '{2}{G}{G}',
    'Legendary Planeswalker — Garruk',
    '+1: Untap two target lands.\n−1: Create a 3/3 green Beast creature token.\n−4: Creatures you control get +3/+3 and gain trample until end of turn.',
  ),
  loyalty: '3',
};
const CARDS = compiled(burningTree, harshMentor, crackdown, disciples, pyromancer, chandra, garruk);

const life = (g: ReturnType<typeof game>, p: 'p1' | 'p2') => g.state.players[p].life;
/** The active player passes (the other player, with nothing to do, passes too): the top of the stack resolves. */
const resolve = (g: ReturnType<typeof game>) => g.act({ pass: true });

describe('"Whenever … activates an ability" (CR 602.2i, 605.1a)', () => {
  it("Burning-Tree Shaman: an ability that isn't a mana ability deals 1 damage to who activated it; a mana ability doesn't", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Burning-Tree Shaman', 'Prodigal Pyromancer', 'Llanowar Elves'] },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ activate: 'Llanowar Elves' });
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(0);
    expect(life(g, 'p1')).toBe(20);
    g.act({ activate: 'Prodigal Pyromancer', targets: ['p2'] });
    expect(g.state.stack).toHaveLength(2);
    resolve(g); // the Shaman's trigger, on top
    expect(life(g, 'p1')).toBe(19);
    expect(life(g, 'p2')).toBe(20);
    resolve(g);
    expect(life(g, 'p2')).toBe(19);
  });

  it("Harsh Mentor: an opponent's creature ability deals them 2 damage; its controller's own doesn't trigger it", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Prodigal Pyromancer', 'Harsh Mentor'] },
          p2: { battlefield: ['Harsh Mentor'] },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ activate: 'Prodigal Pyromancer', targets: ['p2'] });
    // Only p2's Mentor triggers (p1 is its controller's opponent); p1's doesn't.
    expect(g.state.stack).toHaveLength(2);
    resolve(g);
    expect(life(g, 'p1')).toBe(18);
    expect(life(g, 'p2')).toBe(20);
    resolve(g);
    expect(life(g, 'p2')).toBe(19);
    expect(g.state.stack).toHaveLength(0);
  });

  it('Crackdown Construct gets +1/+1 for a creature ability, not for a mana ability', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'cc', card: 'Crackdown Construct' }, 'Prodigal Pyromancer', 'Llanowar Elves'],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ activate: 'Llanowar Elves' });
    expect(g.state.stack).toHaveLength(0);
    expect(pt(g, 'cc')).toEqual([2, 2]);
    g.act({ activate: 'Prodigal Pyromancer', targets: ['p2'] });
    resolve(g);
    expect(pt(g, 'cc')).toEqual([3, 3]);
  });

  it("Keral Keep Disciples: a Chandra's loyalty ability deals 1 damage to the opponent; another planeswalker's doesn't", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Keral Keep Disciples', 'Chandra, Novice Pyromancer', 'Garruk Wildspeaker'] },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ activate: 'Garruk Wildspeaker', ability: 1 });
    expect(g.state.stack).toHaveLength(1);
    resolve(g);
    expect(life(g, 'p2')).toBe(20);
    g.act({ activate: 'Chandra, Novice Pyromancer', ability: 0 });
    expect(g.state.stack).toHaveLength(2);
    resolve(g);
    expect(life(g, 'p2')).toBe(19);
  });

  it('an exhaust ability (Adrenaline Jockey) stays text', () => {
    const jockey = card(
      'Adrenaline Jockey',
      '{2}{R}',
      'Creature — Minotaur Pilot',
      "Whenever a player casts a spell, if it's not their turn, this creature deals 4 damage to them.\nWhenever you activate an exhaust ability, put a +1/+1 counter on this creature.",
      '3/3',
    );
    expect(unenforced(jockey)).toEqual([
      'Whenever you activate an exhaust ability, put a +1/+1 counter on this creature.',
    ]);
  });
});
