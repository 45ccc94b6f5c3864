// "Creature spells you cast cost {1} less to cast for each +1/+1 counter on Animar", "… {X} less
// to cast, where X is the amount of life you gained this turn", "During your turn, spells you
// cast cost {1} less to cast for each creature you control with power 4 or greater", "… as long
// as there are three or more Lesson cards in your graveyard" (CR 601.2f: the total cost of each
// spell the affected player casts; 611.3a: a static ability's condition, checked continuously).
// The count is made for the permanent with the ability and its controller, as each spell's total
// cost is determined; a reduction reduces generic mana only (118.7).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const animar = card(
  'Animar, Soul of Elements',
  '{G}{U}{R}',
  'Legendary Creature — Elemental',
  'Protection from white and from black\nWhenever you cast a creature spell, put a +1/+1 counter on Animar.\nCreature spells you cast cost {1} less to cast for each +1/+1 counter on Animar.',
  '1/1',
);
const battlecrier = card(
  'Temur Battlecrier',
  '{G}{U}{R}',
  'Creature — Orc Ranger',
  'During your turn, spells you cast cost {1} less to cast for each creature you control with power 4 or greater.',
  '4/3',
);
const hamza = card(
  'Hamza, Guardian of Arashin',
  '{4}{G}{W}',
  'Legendary Creature — Elephant Warrior',
  'This spell costs {1} less to cast for each creature you control with a +1/+1 counter on it.\nCreature spells you cast cost {1} less to cast for each creature you control with a +1/+1 counter on it.',
  '5/5',
);
const ezzaroot = card(
  'Ezzaroot Channeler',
  '{5}{G}',
  'Creature — Treefolk Druid',
  'Reach\nCreature spells you cast cost {X} less to cast, where X is the amount of life you gained this turn.\n{T}: You gain 2 life.',
  '4/6',
);
const licia = card(
  'Licia, Sanguine Tribune',
  '{5}{R}{W}{B}',
  'Legendary Creature — Vampire Soldier',
  'This spell costs {1} less to cast for each 1 life you gained this turn.\nFirst strike, lifelink\nPay 5 life: Put three +1/+1 counters on Licia. Activate only during your turn and only once each turn.',
  '4/4',
);
const granGran = card(
  'Gran-Gran',
  '{U}',
  'Legendary Creature — Human Peasant Ally',
  'Whenever Gran-Gran becomes tapped, draw a card, then discard a card.\nNoncreature spells you cast cost {1} less to cast as long as there are three or more Lesson cards in your graveyard.',
  '1/2',
);
const prophecy = card('Introduction to Prophecy', '{3}', 'Sorcery — Lesson', 'Scry 2, then draw a card.');

// Grizzly Bears, Giant Spider, Divination, Lava Axe and the basic lands are the pool's own.
const cards = compiled(animar, battlecrier, hamza, ezzaroot, licia, granGran, prophecy);
const library = ['Island', 'Island', 'Island', 'Island'];
const totalCost = (g: { events: { type: string; rule?: string; text?: string }[] }) =>
  g.events.find((e) => e.type === 'Note' && e.rule === '601.2f')?.text;

function board(battlefield: unknown[], hand: string[], p2: unknown[] = [], graveyard: string[] = []) {
  return {
    turn: main,
    players: { p1: { battlefield, hand, library, graveyard }, p2: { battlefield: p2, library } },
  };
}

describe('"Spells you cast cost {1} less to cast for each …" (CR 601.2f)', () => {
  it('Animar with two +1/+1 counters: Giant Spider costs {1}{G}; Lava Axe (not a creature) stays {4}{R}', () => {
    const animarOn = { id: 'animar', card: 'Animar, Soul of Elements', counters: { '+1/+1': 2 } };
    const spider = game(board([animarOn, 'Forest', 'Forest'], ['Giant Spider']), [{ cast: 'Giant Spider' }], {
      cards,
    });
    expect(spider.error).toBeNull();
    expect(totalCost(spider)).toContain('{1}{G}');
    const axe = game(
      board([animarOn, 'Mountain', 'Mountain', 'Mountain'], ['Lava Axe']),
      [{ cast: 'Lava Axe', targets: ['p2'] }],
      { cards },
    );
    expect(axe.error).not.toBeNull();
  });

  it('Animar with no counter reduces nothing: Grizzly Bears costs {1}{G}', () => {
    const g = game(board(['Animar, Soul of Elements', 'Forest'], ['Grizzly Bears']), [{ cast: 'Grizzly Bears' }], {
      cards,
    });
    expect(g.error).not.toBeNull();
  });

  it('Temur Battlecrier counts only its controller’s creatures with power 4 or greater', () => {
    // Battlecrier (4/3) and Giant Spider (2/4) are p1's; the opponent's 6/6 Hamza is not counted.
    const g = game(
      board(['Temur Battlecrier', 'Giant Spider', 'Island', 'Island'], ['Divination'], ['Hamza, Guardian of Arashin']),
      [{ cast: 'Divination' }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(totalCost(g)).toContain('{1}{U}');
    expect(g.state.players.p1.hand).toHaveLength(2);
  });

  it("Temur Battlecrier changes only its controller's spells: the opponent's Divination costs {2}{U}", () => {
    // p1 controls Battlecrier and Hamza (both power 4 or greater); p2 casts Divination on p2's turn.
    const g = game(
      {
        turn: { ...main, active: 'p2' as const },
        players: {
          p1: { battlefield: ['Temur Battlecrier', 'Hamza, Guardian of Arashin'], library },
          p2: { battlefield: ['Island', 'Island', 'Island'], hand: ['Divination'], library },
        },
      },
      [{ player: 'p2', cast: 'Divination' }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(totalCost(g) ?? '{2}{U}').toContain('{2}{U}');
  });

  it('Hamza: creature spells cost {1} less for each creature you control with a +1/+1 counter', () => {
    const g = game(
      board(
        [
          { card: 'Grizzly Bears', counters: { '+1/+1': 1 } },
          { card: 'Grizzly Bears', counters: { '+1/+1': 3 } },
          'Grizzly Bears',
          'Hamza, Guardian of Arashin',
          'Forest',
          'Forest',
        ],
        ['Giant Spider'],
      ),
      [{ cast: 'Giant Spider' }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(totalCost(g)).toContain('{1}{G}');
  });
});

describe('"… {X} less to cast, where X is …" and "for each 1 life you gained this turn"', () => {
  it('Ezzaroot Channeler: after gaining 2 life, Giant Spider costs {1}{G}', () => {
    const g = game(
      board(['Ezzaroot Channeler', 'Forest', 'Forest'], ['Giant Spider']),
      [{ activate: 'Ezzaroot Channeler' }, { pass: true }, { cast: 'Giant Spider' }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(22);
    expect(totalCost(g)).toContain('{1}{G}');
  });

  it('Ezzaroot Channeler without life gained: Giant Spider still costs {3}{G}', () => {
    const g = game(board(['Ezzaroot Channeler', 'Forest', 'Forest'], ['Giant Spider']), [{ cast: 'Giant Spider' }], {
      cards,
    });
    expect(g.error).not.toBeNull();
  });

  it('Licia after gaining 2 life: {2} less (its own) and {2} less (Ezzaroot) is {1}{R}{W}{B}', () => {
    const g = game(
      board(
        ['Ezzaroot Channeler', 'Mountain', 'Plains', 'Swamp', 'Swamp', 'Swamp', 'Swamp'],
        ['Licia, Sanguine Tribune'],
      ),
      [{ activate: 'Ezzaroot Channeler' }, { pass: true }, { cast: 'Licia, Sanguine Tribune' }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(totalCost(g)).toContain('{1}{R}{W}{B}');
  });
});

describe('"… cost {1} less to cast as long as …" (CR 611.3a)', () => {
  const lessons = (n: number) => Array.from({ length: n }, () => 'Introduction to Prophecy');
  it('Gran-Gran with three Lessons in the graveyard: Divination costs {1}{U}', () => {
    const g = game(
      board(['Gran-Gran', 'Island', 'Island'], ['Divination'], [], lessons(3)),
      [{ cast: 'Divination' }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(totalCost(g)).toContain('{1}{U}');
  });

  it('with two Lessons it costs {2}{U}; a creature spell is never reduced', () => {
    const two = game(
      board(['Gran-Gran', 'Island', 'Island'], ['Divination'], [], lessons(2)),
      [{ cast: 'Divination' }],
      {
        cards,
      },
    );
    expect(two.error).not.toBeNull();
    const bears = game(board(['Gran-Gran', 'Forest'], ['Grizzly Bears'], [], lessons(3)), [{ cast: 'Grizzly Bears' }], {
      cards,
    });
    expect(bears.error).not.toBeNull();
  });
});

describe('near misses stay text', () => {
  it('"for each card with the same name as that spell" (the spell, not the permanent, is counted)', () => {
    const locket = card(
      'Locket of Yesterdays',
      '{1}',
      'Artifact',
      'Spells you cast cost {1} less to cast for each card with the same name as that spell in your graveyard.',
    );
    expect(unenforced(locket)).toHaveLength(1);
  });

  it('"for each card type they share with cards exiled with this creature"', () => {
    const prowler = card(
      'Cemetery Prowler',
      '{1}{G}{G}',
      'Creature — Wolf',
      'Vigilance\nWhenever this creature enters or attacks, exile a card from a graveyard.\nSpells you cast cost {1} less to cast for each card type they share with cards exiled with this creature.',
      '3/4',
    );
    expect(unenforced(prowler)).toContain(
      'Spells you cast cost {1} less to cast for each card type they share with cards exiled with this creature.',
    );
  });

  it('"for each experience counter you have" (a player\'s counters) is not read', () => {
    const mizzix = card(
      'Mizzix of the Izmagnus',
      '{2}{U}{R}',
      'Legendary Creature — Goblin Wizard',
      'Whenever you cast an instant or sorcery spell with mana value greater than the number of experience counters you have, you get an experience counter.\nInstant and sorcery spells you cast cost {1} less to cast for each experience counter you have.',
      '2/2',
    );
    expect(unenforced(mizzix)).toContain(
      'Instant and sorcery spells you cast cost {1} less to cast for each experience counter you have.',
    );
  });
});

describe('"for each 1 life your opponents have lost this turn" (CR 119.3)', () => {
  const neheb = card(
    'Neheb, the Eternal',
    '{3}{R}{R}',
    'Legendary Creature — Zombie Minotaur Warrior',
    'Afflict 3 (Whenever this creature becomes blocked, defending player loses 3 life.)\nAt the beginning of each of your postcombat main phases, add {R} for each 1 life your opponents have lost this turn.',
    '4/6',
  );
  const nehebCards = compiled(neheb);
  it('Neheb: after Lightning Bolt hits the opponent at end of combat, the second main phase adds {R}{R}{R}', () => {
    const g = game(
      {
        turn: { ...main, phase: 'endCombat' as const },
        players: {
          p1: { battlefield: ['Neheb, the Eternal', 'Mountain'], hand: ['Lightning Bolt'], library },
          p2: { library },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['p2'] }, { pass: true }, { pass: true }, { pass: true }],
      { cards: nehebCards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(17);
    expect(g.state.turn.step).toBe('main2');
    expect(g.state.players.p1.manaPool.R).toBe(3);
  });
});
