// Alternative costs with what paying them means for the permanent (CR 118.9): evoke (702.74a),
// dash (702.109a), blitz (702.152a), spectacle (702.137a) and warp (702.185a). Real cards played.
import { describe, expect, it } from 'vitest';
import { castOptions, RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const snipe = card(
  'Aethersnipe',
  '{5}{U}',
  'Creature — Elemental',
  "When this creature enters, return target nonland permanent to its owner's hand.\nEvoke {1}{U}{U} (You may cast this spell for its evoke cost. If you do, it's sacrificed when it enters.)",
  '4/4',
);
const scout = card(
  'Mardu Scout',
  '{R}{R}',
  'Creature — Goblin Scout',
  "Dash {1}{R} (You may cast this spell for its dash cost. If you do, it gains haste, and it's returned from the battlefield to its owner's hand at the beginning of the next end step.)",
  '3/1',
);
const requisitioner = card(
  'Riveteers Requisitioner',
  '{1}{R}',
  'Creature — Lizard Rogue',
  'When this creature dies, create a Treasure token. (It\'s an artifact with "{T}, Sacrifice this token: Add one mana of any color.")\nBlitz {2}{R} (If you cast this spell for its blitz cost, it gains haste and "When this creature dies, draw a card." Sacrifice it at the beginning of the next end step.)',
  '3/1',
);
const skewer = card(
  'Skewer the Critics',
  '{2}{R}',
  'Sorcery',
  'Spectacle {R} (You may cast this spell for its spectacle cost rather than its mana cost if an opponent lost life this turn.)\nSkewer the Critics deals 3 damage to any target.',
);
const colossus = card(
  'Bygone Colossus',
  '{9}',
  'Artifact Creature — Robot Giant',
  'Warp {3} (You may cast this card from your hand for its warp cost. Exile this creature at the beginning of the next end step, then you may cast it from exile on a later turn.)',
  '9/9',
);
const CARDS = compiled(snipe, scout, requisitioner, skewer, colossus);
const library = ['Island', 'Island', 'Island', 'Island', 'Island'];

function costsOf(g: ReturnType<typeof game>, ref: string): [string, boolean][] {
  return castOptions(g.engine.registry, g.state, 'p1', g.get(ref).id).options.map((o) => [o.mode.cost, o.payable]);
}

/** Orders simultaneous triggers as offered (CR 603.3b), if that is the decision pending. */
function orderTriggers(g: ReturnType<typeof game>): void {
  const d = g.state.pendingDecision;
  expect(d && 'options' in d).toBe(true);
  g.act({ decide: d && 'options' in d ? d.options.map((o) => o.value) : [] });
}

/** Passes priority until the stack is empty or a decision is pending. */
function settle(g: ReturnType<typeof game>): void {
  for (let i = 0; i < 20 && g.state.stack.length && !g.state.pendingDecision; i++) g.act({ pass: true });
}

describe('evoke (CR 702.74a)', () => {
  const board = {
    turn: main,
    players: {
      p1: { battlefield: ['Island', 'Island', 'Island'], hand: ['Aethersnipe'], library },
      p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }], library },
    },
  };

  it('cast for {1}{U}{U}: its enters ability returns the target, and it is sacrificed', () => {
    const g = game(board, [], { cards: CARDS });
    expect(costsOf(g, 'Aethersnipe')).toEqual([
      ['mana', false],
      ['evoke', true],
    ]);
    g.perform({ type: 'cast', player: 'p1', object: g.get('Aethersnipe').id, cost: 'evoke' });
    g.act({ pass: true });
    // Both its abilities trigger as it enters (603.2): its controller orders them (603.3b).
    orderTriggers(g);
    settle(g);
    if (g.state.pendingDecision) g.act({ decide: 'bears' });
    settle(g);
    expect(g.names('p1', 'battlefield')).not.toContain('Aethersnipe');
    expect(g.names('p1', 'graveyard')).toEqual(['Aethersnipe']);
    expect(g.names('p2', 'hand')).toEqual(['Grizzly Bears']);
  });

  it('cast for its mana cost, it stays', () => {
    const g = game(
      { ...board, players: { ...board.players, p1: { ...board.players.p1, battlefield: Array(6).fill('Island') } } },
      [],
      { cards: CARDS },
    );
    g.perform({ type: 'cast', player: 'p1', object: g.get('Aethersnipe').id });
    g.act({ pass: true });
    if (g.state.pendingDecision) g.act({ decide: [g.get('bears').id] });
    settle(g);
    expect(g.names('p1', 'battlefield')).toContain('Aethersnipe');
    expect(g.names('p2', 'hand')).toEqual(['Grizzly Bears']);
  });

  it('near miss: an evoke cost that is not mana (Solitude) stays text', () => {
    const solitude = card(
      'Solitude',
      '{3}{W}{W}',
      'Creature — Elemental Incarnation',
      "Flash\nLifelink\nWhen this creature enters, exile up to one other target creature. That creature's controller gains life equal to its power.\nEvoke—Exile a white card from your hand.",
      '3/2',
    );
    expect(unenforced(solitude)).toEqual(['Evoke—Exile a white card from your hand.']);
  });
});

describe('dash (CR 702.109a)', () => {
  const board = {
    turn: main,
    players: {
      p1: { battlefield: ['Mountain', 'Mountain'], hand: ['Mardu Scout'], library },
      p2: { library },
    },
  };

  it('dashed, it has haste, attacks, and returns to its owner’s hand at the beginning of the next end step', () => {
    const g = game(board, [], { cards: CARDS });
    g.perform({ type: 'cast', player: 'p1', object: g.get('Mardu Scout').id, cost: 'dash' });
    g.act({ pass: true });
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['Mardu Scout'] });
    g.act({ block: {} });
    g.act({ advance: 'main2' });
    expect(g.state.players.p2.life).toBe(17);
    g.act({ advance: 'end' });
    settle(g);
    expect(g.names('p1', 'battlefield')).not.toContain('Mardu Scout');
    expect(g.names('p1', 'hand')).toEqual(['Mardu Scout']);
    expect(g.rules()).toContain(RULE.dash);
  });

  it('cast for its mana cost, it has no haste and stays', () => {
    const g = game(board, [], { cards: CARDS });
    g.perform({ type: 'cast', player: 'p1', object: g.get('Mardu Scout').id });
    g.act({ pass: true });
    g.act({ advance: 'declareAttackers' });
    expect(() => g.act({ attack: ['Mardu Scout'] })).toThrow();
    g.act({ advance: 'end' });
    settle(g);
    expect(g.names('p1', 'battlefield')).toContain('Mardu Scout');
  });
});

describe('blitz (CR 702.152a)', () => {
  it('blitzed, it attacks with haste; sacrificed at the next end step, it draws a card and makes its Treasure', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Riveteers Requisitioner'], library },
          p2: { library },
        },
      },
      [],
      { cards: CARDS },
    );
    g.perform({ type: 'cast', player: 'p1', object: g.get('Riveteers Requisitioner').id, cost: 'blitz' });
    g.act({ pass: true });
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['Riveteers Requisitioner'] });
    g.act({ block: {} });
    g.act({ advance: 'main2' });
    expect(g.state.players.p2.life).toBe(17);
    g.act({ advance: 'end' });
    settle(g);
    // Two dies triggers: its own Treasure and blitz's card draw (ordered by its controller).
    orderTriggers(g);
    settle(g);
    expect(g.names('p1', 'graveyard')).toEqual(['Riveteers Requisitioner']);
    expect(g.names('p1', 'battlefield')).toContain('Treasure Token (token)');
    expect(g.names('p1', 'hand')).toEqual(['Island']);
    expect(g.rules()).toContain(RULE.blitz);
  });

  it('cast for its mana cost and killed, it makes its Treasure but draws no card', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain'], hand: ['Riveteers Requisitioner'], library },
          p2: { battlefield: ['Mountain'], hand: ['Shock'], library },
        },
      },
      [],
      { cards: CARDS },
    );
    g.perform({ type: 'cast', player: 'p1', object: g.get('Riveteers Requisitioner').id });
    g.act({ pass: true });
    g.act({ pass: true });
    g.act({ cast: 'Shock', player: 'p2', targets: ['Riveteers Requisitioner'] });
    settle(g);
    expect(g.names('p1', 'battlefield')).toContain('Treasure Token (token)');
    expect(g.names('p1', 'hand')).toEqual([]);
  });
});

describe('spectacle (CR 702.137a)', () => {
  it('refused until an opponent lost life this turn; then Skewer the Critics costs {R}', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain'], hand: ['Shock', 'Skewer the Critics'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(costsOf(g, 'Skewer the Critics')).toEqual([['mana', false]]);
    g.act({ cast: 'Shock', targets: ['p2'] });
    g.act({ pass: true });
    expect(costsOf(g, 'Skewer the Critics')).toEqual([
      ['mana', false],
      ['spectacle', true],
    ]);
    g.perform({
      type: 'cast',
      player: 'p1',
      object: g.get('Skewer the Critics').id,
      cost: 'spectacle',
      targets: [g.get('bears').id],
    });
    settle(g);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });
});

describe('warp (CR 702.185a)', () => {
  it('warped for {3}, exiled at the next end step, and castable from exile only on a later turn', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Island', 'Island', 'Island'], hand: ['Bygone Colossus'], library },
          p2: { library },
        },
      },
      [],
      { cards: CARDS },
    );
    g.perform({ type: 'cast', player: 'p1', object: g.get('Bygone Colossus').id, cost: 'warp' });
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toContain('Bygone Colossus');
    g.act({ advance: 'end' });
    settle(g);
    expect(g.names('p1', 'exile')).toEqual(['Bygone Colossus']);
    // Its owner's permission holds only from a later turn (playPermitted checks the turn).
    expect(g.get('Bygone Colossus').playPermission).toEqual({
      player: 'p1',
      castOnly: true,
      until: 'whileExiled',
      turn: 3,
      laterTurn: true,
    });
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    // On its owner's later turn: cast from exile, and only for its mana cost (warp is from the hand).
    expect(g.state.turn.active).toBe('p1');
    g.act({ advance: 'main1' });
    expect(costsOf(g, 'Bygone Colossus').map(([c]) => c)).toEqual(['mana']);
    expect(g.rules()).toContain(RULE.warp);
  });
});
