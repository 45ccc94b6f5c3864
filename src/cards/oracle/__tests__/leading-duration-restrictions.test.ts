// A sentence headed by its duration (CR 611.2a: "Until your next turn, …", "Until end of turn,
// …") gives it to a restriction as to a pump: "Until your next turn, target creature can't attack
// or block and its activated abilities can't be activated" (Edifice of Authority; "its" is the
// creature's, CR 602.5, mana abilities too), "Until your next turn, target creature an opponent
// controls can't be blocked" (Sly Instigator). The effect ends as its controller's next turn
// begins (500.5). A land that becomes a creature "with \"…\"" is "still a land" after the
// quotation's own period (Raging Ravine, 205.1b). Near misses stay text: a restriction with no
// duration at all, and one whose duration ends the sentence after two verbs (ambiguous, 611.2a).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const edifice = card(
  'Edifice of Authority',
  '{3}',
  'Artifact',
  "{1}, {T}: Target creature can't attack this turn. Put a brick counter on this artifact.\n{1}, {T}: Until your next turn, target creature can't attack or block and its activated abilities can't be activated. Activate only if there are three or more brick counters on this artifact.",
);
const instigator = card(
  'Sly Instigator',
  '{3}{U}',
  'Creature — Human Wizard',
  "{U}, {T}: Until your next turn, target creature an opponent controls can't be blocked. Goad that creature. (Until your next turn, that creature attacks each combat if able and attacks a player other than you if able.)",
  '2/4',
);
const ravine = card(
  'Raging Ravine',
  '',
  'Land',
  'This land enters tapped.\n{T}: Add {R} or {G}.\n{2}{R}{G}: Until end of turn, this land becomes a 3/3 red and green Elemental creature with "Whenever this creature attacks, put a +1/+1 counter on it." It\'s still a land.',
);
const CARDS = compiled(edifice, instigator, ravine);

const LIBRARY = ['Island', 'Island', 'Island'];

describe('"Until your next turn, target creature can\'t …" (CR 611.2a, 500.5)', () => {
  it("Edifice of Authority: the Elves can't tap for mana or attack in their controller's turn; in ours again they can", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Plains', { id: 'ed', card: 'Edifice of Authority', counters: { brick: 3 } }],
            library: LIBRARY,
          },
          p2: { battlefield: [{ id: 'elves', card: 'Llanowar Elves' }], library: LIBRARY },
        },
      },
      [{ activate: 'ed', ability: 1, targets: ['elves'] }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p2');
    // Mana abilities are activated abilities too (CR 605.1a).
    expect(() => g.act({ activate: 'elves', ability: 0, player: 'p2' })).toThrow(/can't be activated/);
    g.act({ advance: 'declareAttackers' });
    expect(() => g.act({ attack: ['elves'], player: 'p2' })).toThrow(/can't attack/);
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p1');
    // Ended as p1's turn began: the Elves tap for mana again (their controller's choice).
    g.act({ activate: 'elves', ability: 0, player: 'p2' });
    expect(g.error).toBeNull();
    expect(g.get('elves').tapped).toBe(true);
  });

  it("Sly Instigator: the goaded creature can't be blocked in its controller's turn", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', { id: 'sly', card: 'Sly Instigator' }, { id: 'spider', card: 'Giant Spider' }],
            library: LIBRARY,
          },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }], library: LIBRARY },
        },
      },
      [{ activate: 'sly', ability: 0, targets: ['bears'] }, { pass: true }, { pass: true }, { advance: 'next-turn' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['bears'], player: 'p2' });
    expect(g.error).toBeNull();
    expect(() => g.act({ block: { spider: 'bears' }, player: 'p1' })).toThrow(/can't be blocked/);
  });
});

describe('"Until end of turn, this land becomes … with \\"…\\" It\'s still a land." (CR 205.1b)', () => {
  it('Raging Ravine: a 3/3 land creature that gets a +1/+1 counter as it attacks', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain', 'Forest', 'Forest', { id: 'rr', card: 'Raging Ravine' }] },
        },
      },
      [{ activate: 'rr', ability: 1 }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'rr')).toEqual([3, 3]);
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['rr'] });
    for (let i = 0; i < 4 && g.state.stack.length + g.state.pendingTriggers.length; i++) g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.get('rr').counters['+1/+1']).toBe(1);
    expect(pt(g, 'rr')).toEqual([4, 4]);
  });
});

describe('near misses stay text', () => {
  it('a restriction with no duration; a duration after two verbs (CR 611.2a)', () => {
    const text = (t: string) => unenforced(card('Test', '{1}', 'Sorcery', t));
    expect(text("Target creature can't block.")).toHaveLength(1);
    expect(
      text(
        "Target creature can't attack or block and its activated abilities can't be activated until your next turn.",
      ),
    ).toHaveLength(1);
  });
});
