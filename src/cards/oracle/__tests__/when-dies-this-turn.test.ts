// "When that creature dies this turn, …" (CR 603.7): a delayed triggered ability created by a
// resolving spell or ability that waits for the creature named to die (700.4) during that turn
// (603.7b), controlled by the spell's controller (603.7d), reading the creature as it last
// existed (603.7c, 608.2h). Real cards: A Good Day to Die draws when the pumped creature dies
// this turn, not next turn; Searing Blood deals 3 damage to the dead creature's controller;
// Virulent Wound gives that controller a poison counter. Near misses stay text: a sentence after
// the delayed one (Time to Feed), a delayed ability that would act on the dead creature (Cryptek).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const goodDay = card(
  'A Good Day to Die',
  '{B}',
  'Instant',
  'Target creature gets +2/+0 until end of turn. When that creature dies this turn, you draw a card.',
);
const searingBlood = card(
  'Searing Blood',
  '{R}{R}',
  'Instant',
  "Searing Blood deals 2 damage to target creature. When that creature dies this turn, Searing Blood deals 3 damage to the creature's controller.",
);
const virulentWound = card(
  'Virulent Wound',
  '{B}',
  'Instant',
  'Put a -1/-1 counter on target creature. When that creature dies this turn, its controller gets a poison counter.',
);
const timeToFeed = card(
  'Time to Feed',
  '{2}{G}',
  'Sorcery',
  'Choose target creature an opponent controls. When that creature dies this turn, you gain 3 life. Target creature you control fights that creature. (Each deals damage equal to its power to the other.)',
);
const cryptek = card(
  'Cryptek',
  '{3}{B}',
  'Artifact Creature — Necron Wizard',
  '{1}{B}, {T}: Choose another target artifact creature you control. When that creature dies this turn, return it to the battlefield tapped under your control.',
  '3/3',
);
const CARDS = compiled(goodDay, searingBlood, virulentWound);

const LIBRARY = ['Island', 'Island', 'Island', 'Island'];

describe('"When that creature dies this turn, …" (CR 603.7)', () => {
  it('A Good Day to Die: the pumped creature dies to Shock this turn, and its caster draws a card', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: [
              { id: 'day', card: 'A Good Day to Die' },
              { id: 'shock', card: 'Shock' },
            ],
            battlefield: ['Swamp', 'Mountain'],
            library: LIBRARY,
          },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }], library: LIBRARY },
        },
      },
      [{ cast: 'day', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Shock']);
    g.act({ cast: 'shock', targets: ['bears'] });
    g.act({ pass: true });
    expect(g.get('bears').zone).toBe('graveyard');
    expect(g.stack()).toEqual(['A Good Day to Die ability']);
    g.act({ pass: true });
    expect(g.names('p1', 'hand')).toEqual(['Island']);
    expect(g.names('p2', 'hand')).toEqual([]);
  });

  it('A Good Day to Die: a creature that dies on a later turn draws nothing (only "this turn", CR 603.7b)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: [{ id: 'day', card: 'A Good Day to Die' }],
            battlefield: ['Swamp'],
            library: LIBRARY,
          },
          p2: {
            hand: [{ id: 'shock', card: 'Shock' }],
            battlefield: ['Mountain', { id: 'bears', card: 'Grizzly Bears' }],
            library: LIBRARY,
          },
        },
      },
      [{ cast: 'day', targets: ['bears'] }, { pass: true }, { advance: 'next-turn' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.turn.active).toBe('p2');
    const hand = g.names('p1', 'hand').length;
    g.act({ advance: 'main1' });
    g.act({ cast: 'shock', targets: ['bears'] });
    g.act({ pass: true });
    expect(g.get('bears').zone).toBe('graveyard');
    expect(g.stack()).toEqual([]);
    expect(g.names('p1', 'hand')).toHaveLength(hand);
    expect(g.state.delayedTriggers).toEqual([]);
  });

  it("Searing Blood kills Grizzly Bears and deals 3 damage to the Bears' controller", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: [{ id: 'sb', card: 'Searing Blood' }], battlefield: ['Mountain', 'Mountain'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'sb', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('bears').zone).toBe('graveyard');
    expect(g.stack()).toEqual(['Searing Blood ability']);
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(17);
    expect(g.state.players.p1.life).toBe(20);
  });

  it('Searing Blood on a creature that survives: nothing more happens', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: [{ id: 'sb', card: 'Searing Blood' }], battlefield: ['Mountain', 'Mountain'] },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
        },
      },
      [{ cast: 'sb', targets: ['spider'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('spider').zone).toBe('battlefield');
    expect(g.stack()).toEqual([]);
    expect(g.state.players.p2.life).toBe(20);
  });

  it('Virulent Wound kills Llanowar Elves: its controller (the opponent) gets a poison counter', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: [{ id: 'vw', card: 'Virulent Wound' }], battlefield: ['Swamp'] },
          p2: { battlefield: [{ id: 'elves', card: 'Llanowar Elves' }] },
        },
      },
      [{ cast: 'vw', targets: ['elves'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('elves').zone).toBe('graveyard');
    g.act({ pass: true });
    expect(g.state.players.p2.poison).toBe(1);
    expect(g.state.players.p1.poison ?? 0).toBe(0);
  });

  it('near misses stay text: a sentence after the delayed one; acting on the dead card as if it were a permanent', () => {
    expect(unenforced(timeToFeed)).toHaveLength(1);
    // Cryptek moves the card its event put into the graveyard (CR 400.7e): read. Tapping that card
    // or putting a counter on it (a card in a graveyard is no permanent) stays text.
    expect(unenforced(cryptek)).toEqual([]);
    for (const act of ['tap it', 'put a +1/+1 counter on it'])
      expect(
        unenforced(
          card(
            'Cryptek',
            '{3}{B}',
            'Artifact Creature — Necron Wizard',
            `{1}{B}, {T}: Choose another target artifact creature you control. When that creature dies this turn, ${act}.`,
            '3/3',
          ),
        ),
      ).toHaveLength(1);
  });
});
