// A restriction on a group by its filter from a resolving spell or ability ("Creatures without
// flying can't block this turn": Falter, Seismic Stomp) changes the rules of the game, not any
// object's characteristics, so it also applies to creatures that come onto the battlefield after
// it resolved (CR 611.2c) — read as `restrictAll`. A restriction on an object named one by one
// (a target) stays on that object: another creature arriving later is free (611.2c).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const falter = card('Falter', '{1}{R}', 'Instant', "Creatures without flying can't block this turn.");
const stomp = card('Seismic Stomp', '{1}{R}', 'Sorcery', "Creatures without flying can't block this turn.");
const viper = card('Ambush Viper', '{1}{G}', 'Creature — Snake', 'Flash\nDeathtouch', '2/1');
const bot = card(
  'A.I.M. Bot',
  '{2}{U}',
  'Artifact Creature — Robot Villain',
  "Flying (This creature can't be blocked except by creatures with flying or reach.)",
  '2/3',
);
const edifice = card(
  'Edifice of Authority',
  '{3}',
  'Artifact',
  "{1}, {T}: Target creature can't attack this turn. Put a brick counter on this artifact.\n{1}, {T}: Until your next turn, target creature can't attack or block and its activated abilities can't be activated. Activate only if there are three or more brick counters on this artifact.",
);
const goblin = card(
  'Raging Goblin',
  '{R}',
  'Creature — Goblin Berserker',
  'Haste (This creature can attack and {T} as soon as it comes under your control.)',
  '1/1',
);
const chant = card(
  "Orim's Chant",
  '{W}',
  'Instant',
  "Kicker {W} (You may pay an additional {W} as you cast this spell.)\nTarget player can't cast spells this turn. If this spell was kicked, creatures can't attack this turn.",
);
const gale = card(
  'Ember Gale',
  '{3}{R}',
  'Sorcery',
  "Creatures target player controls can't block this turn. Ember Gale deals 1 damage to each white and/or blue creature that player controls.",
);
const bureaucrats = card(
  'Droning Bureaucrats',
  '{3}{W}',
  'Creature — Human Advisor',
  "{X}, {T}: Each creature with mana value X can't attack or block this turn.",
  '1/4',
);
const CARDS = compiled(falter, stomp, viper, bot, edifice, goblin, chant, gale, bureaucrats);

describe('"Creatures without flying can\'t block this turn" is a rule for the turn (CR 611.2c)', () => {
  it("Falter: a creature without flying that enters after Falter resolved can't block either", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain', { id: 'bears', card: 'Grizzly Bears' }], hand: ['Falter'] },
          p2: { battlefield: ['Forest', 'Forest', { id: 'spider', card: 'Giant Spider' }], hand: ['Ambush Viper'] },
        },
      },
      [{ cast: 'Falter' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Falter']);
    g.act({ cast: 'Ambush Viper', player: 'p2' });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.names('p2', 'battlefield')).toContain('Ambush Viper');
    const viperId = g.get('Ambush Viper').id;
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['bears'] });
    expect(g.error).toBeNull();
    expect(() => g.act({ block: { [viperId]: 'bears' }, player: 'p2' })).toThrow(/can't block/);
    expect(() => g.act({ block: { spider: 'bears' }, player: 'p2' })).toThrow(/can't block/);
  });

  it("Seismic Stomp: creatures without flying can't block; a creature with flying still can", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Mountain', { id: 'bears', card: 'Grizzly Bears' }],
            hand: ['Seismic Stomp'],
          },
          p2: {
            battlefield: [
              { id: 'spider', card: 'Giant Spider' },
              { id: 'bot', card: 'A.I.M. Bot' },
            ],
          },
        },
      },
      [{ cast: 'Seismic Stomp' }, { pass: true }, { advance: 'declareAttackers' }, { attack: ['bears'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(() => g.act({ block: { spider: 'bears' }, player: 'p2' })).toThrow(/can't block/);
    g.act({ block: { bot: 'bears' }, player: 'p2' });
    expect(g.error).toBeNull();
  });

  it('Seismic Stomp ends with the turn: in the next turn the Spider blocks again', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Mountain', { id: 'spider1', card: 'Giant Spider' }],
            hand: ['Seismic Stomp'],
            library: ['Island', 'Island'],
          },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }], library: ['Island', 'Island'] },
        },
      },
      [{ cast: 'Seismic Stomp' }, { pass: true }, { advance: 'next-turn' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.turn.active).toBe('p2');
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['bears'], player: 'p2' });
    g.act({ block: { spider1: 'bears' }, player: 'p1' });
    expect(g.error).toBeNull();
  });
});

describe('"creatures can\'t attack", "creatures target player controls can\'t block" (CR 611.2c)', () => {
  it("Orim's Chant kicked: a haste creature cast after it resolved can't attack either", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Plains', 'Plains', 'Mountain', { id: 'bears', card: 'Grizzly Bears' }],
            hand: ["Orim's Chant", 'Raging Goblin'],
          },
        },
      },
      [
        { cast: "Orim's Chant", kicker: true, targets: ['p2'] },
        { pass: true },
        { cast: 'Raging Goblin' },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Raging Goblin');
    g.act({ advance: 'declareAttackers' });
    expect(() => g.act({ attack: ['bears'] })).toThrow(/can't attack/);
    expect(() => g.act({ attack: [g.get('Raging Goblin').id] })).toThrow(/can't attack/);
  });

  it("Ember Gale: a creature the target player casts afterwards can't block either", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', { id: 'bears', card: 'Grizzly Bears' }],
            hand: ['Ember Gale'],
          },
          p2: { battlefield: ['Forest', 'Forest'], hand: ['Ambush Viper'], life: 20 },
        },
      },
      [{ cast: 'Ember Gale', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ cast: 'Ambush Viper', player: 'p2' });
    g.act({ pass: true });
    expect(g.names('p2', 'battlefield')).toContain('Ambush Viper');
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['bears'] });
    expect(() => g.act({ block: { [g.get('Ambush Viper').id]: 'bears' }, player: 'p2' })).toThrow(/can't block/);
  });
});

describe('"with mana value X": the X it was activated with (CR 107.3a, 611.2c)', () => {
  it("Droning Bureaucrats X=1: a 1-mana haste creature cast afterwards can't attack; the 2-mana Bears can", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Mountain',
              'Mountain',
              { id: 'db', card: 'Droning Bureaucrats' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
            hand: ['Raging Goblin'],
          },
        },
      },
      [{ activate: 'db', x: 1 }, { pass: true }, { cast: 'Raging Goblin' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ advance: 'declareAttackers' });
    expect(() => g.act({ attack: [g.get('Raging Goblin').id] })).toThrow(/can't attack/);
    g.act({ attack: ['bears'] });
    expect(g.error).toBeNull();
  });
});

describe('a restriction on a target stays on that object (CR 611.2c)', () => {
  it("Edifice of Authority: the targeted Bears can't attack; a haste creature cast afterwards can", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Mountain',
              'Mountain',
              { id: 'ed', card: 'Edifice of Authority' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
            hand: ['Raging Goblin'],
          },
        },
      },
      [{ activate: 'ed', ability: 0, targets: ['bears'] }, { pass: true }, { cast: 'Raging Goblin' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const gob = g.get('Raging Goblin').id;
    g.act({ advance: 'declareAttackers' });
    expect(() => g.act({ attack: ['bears'] })).toThrow(/can't attack/);
    g.act({ attack: [gob] });
    expect(g.error).toBeNull();
  });
});

describe('near misses stay text', () => {
  it('a group restriction with no duration (CR 611.2a): never guessed', () => {
    expect(unenforced(card('Test', '{1}', 'Sorcery', "Creatures without flying can't block."))).toHaveLength(1);
  });
});
