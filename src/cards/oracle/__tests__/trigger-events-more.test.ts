// More trigger events (CR 603.2): "When you sacrifice this Aura" (only its controller sacrifices
// it, CR 701.21a; a leaves-the-battlefield ability, 603.10a), "When you cast this spell and when
// this creature dies" (either event, each read on its own), "When enchanted creature is dealt
// damage" ("When" triggers as "Whenever" does), "Whenever a source deals damage to this creature"
// (once for each source, CR 120.3), "At the beginning of combat on each opponent's
// turn" (CR 507.1; "that player" is the opponent whose turn it is).
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const heliod = card(
  'Ordeal of Heliod',
  '{1}{W}',
  'Enchantment — Aura',
  'Enchant creature\nWhenever enchanted creature attacks, put a +1/+1 counter on it. Then if it has three or more +1/+1 counters on it, sacrifice this Aura.\nWhen you sacrifice this Aura, you gain 10 life.',
);
const repurposer = card(
  'Eldrazi Repurposer',
  '{2}{G}',
  'Creature — Eldrazi Drone',
  'Devoid (This card has no color.)\nWhen you cast this spell and when this creature dies, create a 0/1 colorless Eldrazi Spawn creature token with "Sacrifice this token: Add {C}."',
  '3/3',
);
const wound = card(
  'Mortal Wound',
  '{G}',
  'Enchantment — Aura',
  'Enchant creature\nWhen enchanted creature is dealt damage, destroy it.',
);
const sentinel = card(
  'Sentinel of the Eternal Watch',
  '{5}{W}',
  'Creature — Giant Soldier',
  "Vigilance (Attacking doesn't cause this creature to tap.)\nAt the beginning of combat on each opponent's turn, tap target creature that player controls.",
  '4/6',
);
const ghoul = card(
  'Nested Ghoul',
  '{3}{B}{B}',
  'Creature — Phyrexian Zombie Warrior',
  'Whenever a source deals damage to this creature, create a 2/2 black Phyrexian Zombie creature token.',
  '4/2',
);
const CARDS = compiled(heliod, repurposer, wound, sentinel, ghoul);

/** Resolves the stack, both players passing (CR 608.1). */
function settle(g: Game): void {
  for (let i = 0; i < 10 && g.state.stack.length; i++) g.act({ pass: true });
  expect(g.error).toBeNull();
}

describe('"When you sacrifice this Aura" (CR 701.21a)', () => {
  it('Ordeal of Heliod: the third counter sacrifices it, and its controller gains 10 life', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'b', card: 'Grizzly Bears', counters: { '+1/+1': 2 } },
              { id: 'o', card: 'Ordeal of Heliod', attachedTo: 'b' },
            ],
          },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['b'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    settle(g);
    expect(g.get('b').counters['+1/+1']).toBe(3);
    expect(g.names('p1', 'graveyard')).toContain('Ordeal of Heliod');
    expect(g.state.players.p1.life).toBe(30);
  });

  it('near miss: "When you sacrifice this creature while casting a spell with emerge" stays text', () => {
    const c = card(
      'Foul Emissary',
      '{2}{G}',
      'Creature — Human Horror',
      'When you sacrifice this creature while casting a spell with emerge, create a 3/2 colorless Eldrazi Horror creature token.',
      '1/1',
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});

describe('"When you cast this spell and when this creature dies"', () => {
  it('Eldrazi Repurposer makes a Spawn as it is cast and another as it dies', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Eldrazi Repurposer'], battlefield: ['Forest', 'Forest', 'Forest'] },
          p2: { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Eldrazi Repurposer' });
    settle(g);
    expect(g.names('p1', 'battlefield').filter((n) => n.startsWith('Eldrazi Spawn'))).toHaveLength(1);
    expect(g.names('p1', 'battlefield')).toContain('Eldrazi Repurposer');
    g.act({ pass: true });
    g.act({ cast: 'Lightning Bolt', targets: ['Eldrazi Repurposer'], player: 'p2' });
    settle(g);
    expect(g.names('p1', 'graveyard')).toContain('Eldrazi Repurposer');
    expect(g.names('p1', 'battlefield').filter((n) => n.startsWith('Eldrazi Spawn'))).toHaveLength(2);
  });
});

describe('"When … and when …": either event unread keeps the ability text', () => {
  it('near miss: "When this creature dies and when you discard this card" stays text', () => {
    const c = card(
      'Bartered Cow',
      '{3}{W}',
      'Creature — Ox',
      'When this creature dies and when you discard this card, create a Food token. (It\'s an artifact with "{2}, {T}, Sacrifice this token: You gain 3 life.")',
      '3/3',
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});

describe('"When enchanted creature is dealt damage"', () => {
  it('Mortal Wound destroys the creature it enchants once it is dealt damage it survives', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
          p2: {
            battlefield: [
              { id: 'sp', card: 'Giant Spider' },
              { id: 'w', card: 'Mortal Wound', attachedTo: 'sp' },
            ],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Lightning Bolt', targets: ['sp'] });
    settle(g);
    expect(g.names('p2', 'graveyard')).toEqual(expect.arrayContaining(['Giant Spider', 'Mortal Wound']));
  });
});

describe('"Whenever a source deals damage to this creature" (CR 120.3)', () => {
  it('Nested Ghoul makes a Zombie when Lightning Bolt deals it lethal damage', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
          p2: { battlefield: [{ id: 'gh', card: 'Nested Ghoul' }] },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Lightning Bolt', targets: ['gh'] });
    settle(g);
    expect(g.names('p2', 'graveyard')).toContain('Nested Ghoul');
    expect(g.names('p2', 'battlefield').filter((n) => n.startsWith('Phyrexian Zombie'))).toHaveLength(1);
  });

  it('near miss: "that source\'s controller mills that many cards" stays text', () => {
    const c = card(
      'Belltower Sphinx',
      '{4}{U}',
      'Creature — Sphinx',
      "Flying\nWhenever a source deals damage to this creature, that source's controller mills that many cards.",
      '2/5',
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});

describe('"At the beginning of combat on each opponent\'s turn" (CR 507.1)', () => {
  it("Sentinel of the Eternal Watch taps a creature of the opponent whose turn it is, not on its controller's turn", () => {
    const board = {
      p1: { battlefield: [{ id: 's', card: 'Sentinel of the Eternal Watch' }] },
      p2: { battlefield: [{ id: 'b', card: 'Grizzly Bears' }] },
    };
    const theirs = game({ turn: { ...main, active: 'p2' }, players: board }, [{ advance: 'beginCombat' }], {
      cards: CARDS,
    });
    expect(theirs.error).toBeNull();
    if (theirs.state.pendingDecision) theirs.act({ decide: ['b'].map((r) => theirs.get(r).id), player: 'p1' });
    settle(theirs);
    expect(theirs.get('b').tapped).toBe(true);

    const mine = game({ turn: main, players: board }, [{ advance: 'beginCombat' }], { cards: CARDS });
    expect(mine.error).toBeNull();
    expect(mine.state.stack).toHaveLength(0);
    expect(mine.get('b').tapped).toBe(false);
  });
});
