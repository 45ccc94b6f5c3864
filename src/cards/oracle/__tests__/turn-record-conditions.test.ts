// Conditions on what happened this turn or what is in a graveyard: raid's "if you attacked this
// turn" (CR 508.1: the player declared one or more attackers this turn, recorded in the turn
// record) and delirium's "four or more card types among cards in your graveyard" (CR 205.2a).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt } from './compiled';

const heartPiercer = card(
  'Mardu Heart-Piercer',
  '{3}{R}',
  'Creature — Human Archer',
  'Raid — When this creature enters, if you attacked this turn, this creature deals 2 damage to any target.',
  '2/3',
);
const scavenger = card(
  'Moldgraf Scavenger',
  '{1}{G}',
  'Creature — Fungus',
  'Delirium — This creature gets +3/+0 as long as there are four or more card types among cards in your graveyard.',
  '0/4',
);
const CARDS = compiled(heartPiercer, scavenger);
const mountains = ['Mountain', 'Mountain', 'Mountain', 'Mountain'];

describe('raid: "if you attacked this turn" (CR 508.1)', () => {
  it('Mardu Heart-Piercer cast after its controller attacked deals 2 damage', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [...mountains, { id: 'bears', card: 'Grizzly Bears' }], hand: ['Mardu Heart-Piercer'] },
          p2: { battlefield: [{ id: 'elves', card: 'Llanowar Elves' }] },
        },
      },
      [
        { advance: 'declareAttackers' },
        { attack: ['bears'] },
        { advance: 'main2' },
        { cast: 'Mardu Heart-Piercer' },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'targets', rule: '603.3' });
    g.act({ decide: ['elves'] });
    expect(g.stack()).toEqual(['Mardu Heart-Piercer ability']);
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Llanowar Elves']);
  });

  it('without an attack this turn (none declared) it does not trigger', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [...mountains, { id: 'bears', card: 'Grizzly Bears' }], hand: ['Mardu Heart-Piercer'] },
          p2: { battlefield: ['Llanowar Elves'] },
        },
      },
      [
        { advance: 'declareAttackers' },
        { attack: [] },
        { advance: 'main2' },
        { cast: 'Mardu Heart-Piercer' },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toBeNull();
    expect(g.stack()).toEqual([]);
    expect(g.names('p2', 'battlefield')).toEqual(['Llanowar Elves']);
  });

  it('Goblin Boarders enters with a +1/+1 counter after an attack this turn, none without (CR 614.1c)', () => {
    const boarders = card(
      'Goblin Boarders',
      '{2}{R}',
      'Creature — Goblin Pirate',
      'Raid — This creature enters with a +1/+1 counter on it if you attacked this turn.',
      '3/2',
    );
    const play = (attackers: string[]) =>
      game(
        {
          turn: main,
          players: {
            p1: { battlefield: [...mountains, { id: 'bears', card: 'Grizzly Bears' }], hand: ['Goblin Boarders'] },
          },
        },
        [
          { advance: 'declareAttackers' },
          { attack: attackers },
          { advance: 'main2' },
          { cast: 'Goblin Boarders' },
          { pass: true },
        ],
        { cards: compiled(boarders) },
      );
    const raided = play(['bears']);
    expect(raided.error).toBeNull();
    expect(pt(raided, 'Goblin Boarders')).toEqual([4, 3]);
    expect(pt(play([]), 'Goblin Boarders')).toEqual([3, 2]);
  });

  it('Cindering Cutthroat enters with a +1/+1 counter once an opponent lost life this turn (CR 119.3, 120.3a)', () => {
    const cutthroat = card(
      'Cindering Cutthroat',
      '{2}{B/R}',
      'Creature — Human Assassin',
      'This creature enters with a +1/+1 counter on it if an opponent lost life this turn.',
      '2/1',
    );
    const play = (bolt: boolean) =>
      game(
        { turn: main, players: { p1: { battlefield: mountains, hand: ['Cindering Cutthroat', 'Lightning Bolt'] } } },
        [
          ...(bolt ? [{ cast: 'Lightning Bolt', targets: ['p2'] }, { pass: true as const }] : []),
          { cast: 'Cindering Cutthroat' },
          { pass: true },
        ],
        { cards: compiled(cutthroat) },
      );
    const hit = play(true);
    expect(hit.error).toBeNull();
    expect(pt(hit, 'Cindering Cutthroat')).toEqual([3, 2]);
    expect(pt(play(false), 'Cindering Cutthroat')).toEqual([2, 1]);
  });
});

describe('delirium: card types among cards in your graveyard (CR 205.2a)', () => {
  const board = (graveyard: string[]) => ({
    turn: main,
    players: { p1: { battlefield: [{ id: 'mold', card: 'Moldgraf Scavenger' }], graveyard } },
  });
  it('four card types (creature, land, instant, sorcery) give Moldgraf Scavenger +3/+0', () => {
    const g = game(board(['Grizzly Bears', 'Forest', 'Lightning Bolt', 'Lava Axe']), [], { cards: CARDS });
    expect(pt(g, 'mold')).toEqual([3, 4]);
  });
  it('three card types, however many cards, give nothing; an opponent’s graveyard does not count', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'mold', card: 'Moldgraf Scavenger' }],
            graveyard: ['Grizzly Bears', 'Llanowar Elves', 'Forest', 'Lightning Bolt', 'Shock'],
          },
          p2: { graveyard: ['Lava Axe'] },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(pt(g, 'mold')).toEqual([0, 4]);
  });
});
