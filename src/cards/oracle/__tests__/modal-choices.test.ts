// How many modes (CR 700.2): "Choose one or both —" and "Choose one or more —" ask for modes one at
// a time and offer "No more modes" once one is chosen; "Choose three. You may choose the same mode
// more than once." lets a mode be chosen again, each time with its own targets and effect
// (700.2d); a triggered "choose up to one —" with no mode chosen is removed (700.2b). Real cards.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { NO_MORE_MODES } from '../../../engine/casting/modes';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const aidTheFallen = card(
  'Aid the Fallen',
  '{1}{B}',
  'Sorcery',
  'Choose one or both —\n• Return target creature card from your graveyard to your hand.\n• Return target planeswalker card from your graveyard to your hand.',
);
const casualties = card(
  'Casualties of War',
  '{2}{B}{B}{G}{G}',
  'Sorcery',
  'Choose one or more —\n• Destroy target artifact.\n• Destroy target creature.\n• Destroy target enchantment.\n• Destroy target land.\n• Destroy target planeswalker.',
);
const fiery = card(
  'Fiery Confluence',
  '{2}{R}{R}',
  'Sorcery',
  'Choose three. You may choose the same mode more than once.\n• Fiery Confluence deals 1 damage to each creature.\n• Fiery Confluence deals 2 damage to each opponent.\n• Destroy target artifact.',
);
const hullbreaker = card(
  'Hullbreaker Horror',
  '{5}{U}{U}',
  'Creature — Kraken Horror',
  "Flash\nThis spell can't be countered.\nWhenever you cast a spell, choose up to one —\n• Return target spell you don't control to its owner's hand.\n• Return target nonland permanent to its owner's hand.",
  '7/8',
);
const hillGiant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const ornithopter = card('Ornithopter', '{0}', 'Artifact Creature — Thopter', 'Flying', '0/2');
const ajani = {
  ...card(
    'Ajani, Caller of the Pride',
    '{1}{W}{W}',
    'Legendary Planeswalker — Ajani',
    '+1: Put a +1/+1 counter on up to one target creature.\n−3: Target creature gains flying and double strike until end of turn.\n−8: Create X 2/2 white Cat creature tokens, where X is your life total.',
  ),
  loyalty: '4',
};
const CARDS = compiled(aidTheFallen, casualties, fiery, hullbreaker, hillGiant, ornithopter, ajani);
const SWAMPS = ['Swamp', 'Swamp'];

describe('"Choose one or both —" (CR 700.2)', () => {
  it('one mode, the other without a target: only that mode is done', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: SWAMPS, hand: ['Aid the Fallen'], graveyard: ['Grizzly Bears', 'Hill Giant'] } },
      },
      [{ cast: 'Aid the Fallen' }],
      { cards: CARDS },
    );
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'mode', rule: '601.2b' });
    // A planeswalker card is not in the graveyard: that mode has no legal target (700.2a).
    expect(g.state.pendingDecision?.options.map((o) => o.value)).toEqual(['0']);
    g.act({ decide: '0' });
    // One mode chosen and no other available: the modes are done, its target is asked next.
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'targets', rule: '601.2c' });
    g.act({ decide: [g.get('Hill Giant').id] });
    g.act({ pass: true });
    expect(g.names('p1', 'hand')).toEqual(['Hill Giant']);
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears', 'Aid the Fallen']);
  });

  it('both modes: each returns its target', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: SWAMPS,
            hand: ['Aid the Fallen'],
            graveyard: ['Grizzly Bears', 'Ajani, Caller of the Pride'],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    g.perform({ type: 'cast', player: 'p1', object: g.get('Aid the Fallen').id, modes: [0, 1] });
    g.act({ pass: true });
    expect(g.names('p1', 'hand').sort()).toEqual(['Ajani, Caller of the Pride', 'Grizzly Bears']);
  });

  it('no mode at all is refused: one is the fewest', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: SWAMPS, hand: ['Aid the Fallen'], graveyard: ['Grizzly Bears'] } } },
      [],
      { cards: CARDS },
    );
    expect(() => g.perform({ type: 'cast', player: 'p1', object: g.get('Aid the Fallen').id, modes: [] })).toThrow(
      /choose from 1 to 2 modes/,
    );
    expect(g.names('p1', 'hand')).toEqual(['Aid the Fallen']);
  });
});

describe('"Choose one or more —" (CR 700.2)', () => {
  it('three of five modes: each destroys its own target; a mode twice is refused (700.2d)', () => {
    const board = {
      turn: main,
      players: {
        p1: { battlefield: ['Swamp', 'Swamp', 'Forest', 'Forest', 'Forest', 'Forest'], hand: ['Casualties of War'] },
        p2: { battlefield: ['Ornithopter', 'Grizzly Bears', 'Island'] },
      },
    };
    const g = game(board, [], { cards: CARDS });
    const ids = ['Ornithopter', 'Grizzly Bears', 'Island'].map((n) => g.get(n).id);
    g.perform({ type: 'cast', player: 'p1', object: g.get('Casualties of War').id, modes: [0, 1, 3], targets: ids });
    g.act({ pass: true });
    expect(g.names('p2', 'battlefield')).toEqual([]);
    expect(g.names('p2', 'graveyard').sort()).toEqual(['Grizzly Bears', 'Island', 'Ornithopter']);

    // Asked one at a time: one mode, then "No more modes" (offered once the first is chosen).
    const one = game(board, [{ cast: 'Casualties of War' }], { cards: CARDS });
    expect(one.state.pendingDecision?.options.map((o) => o.value)).toEqual(['0', '1', '3']);
    one.act({ decide: '3' });
    expect(one.state.pendingDecision?.options.map((o) => o.value)).toEqual(['0', '1', NO_MORE_MODES]);
    one.act({ decide: NO_MORE_MODES });
    one.act({ decide: [one.get('Island').id] });
    one.act({ pass: true });
    expect(one.names('p2', 'battlefield')).toEqual(['Ornithopter', 'Grizzly Bears']);

    const twice = game(board, [], { cards: CARDS });
    expect(() =>
      twice.perform({ type: 'cast', player: 'p1', object: twice.get('Casualties of War').id, modes: [1, 1] }),
    ).toThrow(/the same mode was chosen twice/);
  });
});

describe('"You may choose the same mode more than once" (CR 700.2d)', () => {
  it('Fiery Confluence, the 2-damage mode three times: 6 damage to each opponent', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Fiery Confluence'] } },
      },
      [{ cast: 'Fiery Confluence' }],
      { cards: CARDS },
    );
    // No artifact on the battlefield: the third mode can't be chosen; the second can, again and again.
    for (let i = 0; i < 3; i++) {
      expect(g.state.pendingDecision?.options.map((o) => o.value)).toEqual(['0', '1']);
      g.act({ decide: '1' });
    }
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(14);
    expect(g.state.players.p1.life).toBe(20);
  });

  it('two modes and one again: 1 damage to each creature twice kills a 2/2, and 2 to each opponent', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Fiery Confluence'] },
          p2: { battlefield: ['Grizzly Bears', 'Hill Giant'] },
        },
      },
      [],
      { cards: CARDS },
    );
    g.perform({ type: 'cast', player: 'p1', object: g.get('Fiery Confluence').id, modes: [0, 0, 1] });
    g.act({ pass: true });
    expect(g.names('p2', 'battlefield')).toEqual(['Hill Giant']);
    expect(g.get('Hill Giant').damage).toBe(2);
    expect(g.state.players.p2.life).toBe(18);
  });
});

describe('a triggered "choose up to one —" (CR 700.2b)', () => {
  const board = {
    turn: main,
    players: {
      p1: { battlefield: ['Hullbreaker Horror', 'Mountain'], hand: ['Shock'] },
      p2: { battlefield: ['Grizzly Bears'] },
    },
  };

  it('no mode chosen: the ability is removed, only the spell is on the stack', () => {
    const g = game(board, [{ cast: 'Shock', targets: ['p2'] }], { cards: CARDS });
    // No spell p1 doesn't control: only the second mode, or none.
    expect(g.state.pendingDecision?.options.map((o) => o.value)).toEqual(['1', NO_MORE_MODES]);
    g.act({ decide: NO_MORE_MODES });
    expect(g.stack()).toEqual(['Shock']);
  });

  it("the second mode: its target returns to its owner's hand", () => {
    const g = game(board, [{ cast: 'Shock', targets: ['p2'] }], { cards: CARDS });
    g.act({ decide: '1' });
    g.act({ decide: [g.get('Grizzly Bears').id] });
    expect(g.stack()).toEqual(['Shock', 'Hullbreaker Horror ability']);
    g.act({ pass: true });
    expect(g.names('p2', 'hand')).toEqual(['Grizzly Bears']);
  });
});

describe('near misses stay text', () => {
  it('"Choose X." and "choose one that hasn\'t been chosen and you lose 2 life —" are not read', () => {
    const doomsday = card(
      'Doomsday Confluence',
      '{X}{B}{B}{B}',
      'Sorcery',
      'Choose X. You may choose the same mode more than once.\n• Each player sacrifices a creature of their choice.\n• Each opponent discards a card.\n• Each opponent loses 4 life.',
    );
    expect(unenforced(doomsday)).toHaveLength(1);
    const zuko = card(
      'Zuko, Conflicted',
      '{B}{R}',
      'Legendary Creature — Human Rogue',
      "At the beginning of your first main phase, choose one that hasn't been chosen and you lose 2 life —\n• Draw a card.\n• Put a +1/+1 counter on Zuko.\n• Add {R}.\n• Exile Zuko, then return him to the battlefield under an opponent's control.",
      '2/3',
    );
    expect(unenforced(zuko)).toHaveLength(1);
  });
});
