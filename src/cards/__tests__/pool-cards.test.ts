/** One or two tests per pool card not covered elsewhere, each asserting what its Oracle text and the CR fix. */
import { describe, expect, it } from 'vitest';
import { game } from '../../testing/harness';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };
const libs = { library: ['Island', 'Island', 'Island', 'Island'] };

describe('spells', () => {
  it('Counterspell counters a spell; a flashback spell countered is exiled (CR 701.6, 702.34a)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { manaPool: 'CCU', graveyard: ['Think Twice'], ...libs },
          p2: { manaPool: 'UU', hand: ['Counterspell'] },
        },
      },
      [
        { cast: 'Think Twice', alt: 'flashback' },
        { cast: 'Counterspell', player: 'p2', targets: ['Think Twice'] },
        { pass: true },
      ],
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'exile')).toEqual(['Think Twice']);
    expect(g.names('p1', 'hand')).toEqual([]);
    expect(g.has('SpellCountered', '701.6')).toBe(true);
  });
  it("Unsummon returns a creature to its owner's hand; a token that leaves ceases to exist (CR 704.5d)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { manaPool: 'UU', hand: ['Unsummon', 'Unsummon'] },
          p2: {
            battlefield: [
              'Grizzly Bears',
              {
                proxy: { name: 'Elephant', typeLine: 'Token Creature — Elephant', power: 3, toughness: 3 },
                token: true,
              },
            ],
          },
        },
      },
      [
        { cast: 'Unsummon', targets: ['Grizzly Bears'] },
        { pass: true },
        { cast: 'Unsummon', targets: ['Elephant'] },
        { pass: true },
      ],
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'hand')).toEqual(['Grizzly Bears']);
    expect(g.has('CeasedToExist', '704.5d')).toBe(true);
    expect(g.names('p2', 'battlefield')).toEqual([]);
  });
  it('Opt: scry 1 to the bottom, then draw the next card', () => {
    const g = game(
      { turn: main, players: { p1: { manaPool: 'U', hand: ['Opt'], library: ['Shock', 'Divination'] } } },
      [{ cast: 'Opt' }, { pass: true }, { decide: true }],
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Divination']);
    expect(g.names('p1', 'library')).toEqual(['Shock']);
  });
  it('Stroke of Genius: target player draws X', () => {
    const g = game({ turn: main, players: { p1: { manaPool: 'CCCU', hand: ['Stroke of Genius'] }, p2: libs } }, [
      { cast: 'Stroke of Genius', x: 1, targets: ['p2'] },
      { pass: true },
    ]);
    expect(g.names('p2', 'hand')).toEqual(['Island']);
  });
  it('Cremate exiles a card from any graveyard and draws', () => {
    const g = game(
      { turn: main, players: { p1: { manaPool: 'B', hand: ['Cremate'], graveyard: ['Shock'], ...libs } } },
      [{ cast: 'Cremate', targets: ['Shock'] }, { pass: true }],
    );
    expect(g.names('p1', 'exile')).toEqual(['Shock']);
    expect(g.names('p1', 'hand')).toEqual(['Island']);
  });
  it("Disenchant destroys an artifact (Spellweaver Helix) and can't target a creature", () => {
    const g = game({
      turn: main,
      players: {
        p1: { manaPool: 'CW', hand: ['Disenchant'] },
        p2: { battlefield: ['Spellweaver Helix', 'Grizzly Bears'] },
      },
    });
    expect(() => g.act({ cast: 'Disenchant', targets: ['Grizzly Bears'] })).toThrow(/not a legal target/);
    g.act({ cast: 'Disenchant', targets: ['Spellweaver Helix'] });
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Spellweaver Helix']);
  });
  it('Lava Axe targets a player, not a creature', () => {
    const g = game({
      turn: main,
      players: { p1: { manaPool: 'CCCCR', hand: ['Lava Axe'] }, p2: { battlefield: ['Grizzly Bears'] } },
    });
    expect(() => g.act({ cast: 'Lava Axe', targets: ['Grizzly Bears'] })).toThrow(/not a legal target/);
    g.act({ cast: 'Lava Axe', targets: ['p2'] });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(15);
  });
  it('Battery creates a 3/3 green Elephant token named "Elephant Token" (CR 111.2, 111.4)', () => {
    const g = game({ turn: main, players: { p1: { manaPool: 'CCCG', hand: ['Assault // Battery'] } } }, [
      { cast: 'Assault // Battery', half: 'Battery' },
      { pass: true },
    ]);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toEqual(['Elephant Token (token)']);
    expect(g.has('TokenCreated', '111.2')).toBe(true);
  });
  it('Meddling Mage naming Fire stops Fire but not Ice (each half has its own name on the stack, CR 709.3)', () => {
    const g = game({
      turn: main,
      players: {
        p1: { manaPool: 'CUR', hand: ['Fire // Ice'] },
        p2: { battlefield: [{ card: 'Meddling Mage', chosenName: 'Fire' }, 'Forest'] },
      },
    });
    expect(() => g.act({ cast: 'Fire // Ice', half: 'Fire', targets: ['p2'] })).toThrow(/601\.3/);
    g.act({ cast: 'Fire // Ice', half: 'Ice', targets: ['Forest'] });
    expect(g.stack()).toEqual(['Ice']);
  });
});

describe('permanents', () => {
  it('Rancor gives +2/+0 and trample; when it goes to the graveyard from the battlefield it returns to hand', () => {
    const g = game(
      {
        turn: main,
        options: { sandbox: true },
        players: {
          p1: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { card: 'Rancor', attachedTo: 'bears' },
            ],
            ...libs,
          },
        },
      },
      [{ move: 'bears', to: 'graveyard' }, { pass: true }],
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Rancor']);
  });
  it("Pacifism: the enchanted creature can't attack (CR 508.1c)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { card: 'Pacifism', attachedTo: 'bears' },
            ],
          },
        },
      },
      [{ advance: 'combat' }],
    );
    expect(() => g.act({ attack: ['bears'] })).toThrow(/can't attack/);
  });
  it('Contamination: at your upkeep sacrifice a creature, or sacrifice Contamination', () => {
    const g = game(
      {
        turn: { number: 2, active: 'p2', phase: 'end' },
        players: { p1: { battlefield: ['Contamination', 'Grizzly Bears'], ...libs }, p2: libs },
      },
      [{ advance: 'upkeep' }, { pass: true }, { decide: false }],
    );
    // The trigger waited on the stack at the upkeep; passing resolved it and asked the "unless" choice.
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Contamination']);
    expect(g.names('p1', 'battlefield')).toEqual(['Grizzly Bears']);
  });
  it("Order of Whiteclay can't return a creature card with mana value 4 or more", () => {
    const g = game({
      turn: main,
      players: {
        p1: {
          battlefield: ['Plains', 'Plains', 'Plains', { card: 'Order of Whiteclay', tapped: true }],
          graveyard: ['Giant Spider'],
        },
      },
    });
    expect(() => g.act({ activate: 'Order of Whiteclay', targets: ['Giant Spider'] })).toThrow(
      /no legal target|not a legal target/,
    );
  });
  it('Spider-Gwen: becoming tapped lets you discard a card to draw a card', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Spider-Gwen, Free Spirit'], hand: ['Shock'], ...libs }, p2: libs },
      },
      [{ advance: 'combat' }, { attack: ['Spider-Gwen, Free Spirit'] }, { pass: true }, { decide: true }],
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Shock']);
    expect(g.names('p1', 'hand')).toEqual(['Island']);
  });
  it('Spider-Man Noir: a creature attacking alone gets a +1/+1 counter, then surveil X', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Spider-Man Noir'], library: ['Shock', 'Opt', 'Island'] }, p2: libs },
      },
      [{ advance: 'combat' }, { attack: ['Spider-Man Noir'] }, { pass: true }, { decide: ['Shock'] }],
    );
    expect(g.error).toBeNull();
    expect(g.get('Spider-Man Noir').counters['+1/+1']).toBe(1);
    expect(g.names('p1', 'graveyard')).toEqual(['Shock']);
  });
  it('the legend rule applies to non-Spider legends: two Isamarus, one is kept (CR 704.5j)', () => {
    const g = game({
      turn: main,
      players: { p1: { battlefield: ['Spider-Verse', 'Isamaru, Hound of Konda', 'Isamaru, Hound of Konda'] } },
    });
    expect(g.state.pendingDecision?.rule).toBe('704.5j');
  });
});

describe('combat', () => {
  it('unblocked attackers deal combat damage to the defending player (CR 510.1)', () => {
    const g = game({ turn: main, players: { p1: { battlefield: ['Grizzly Bears'], ...libs }, p2: libs } }, [
      { advance: 'combat' },
      { attack: ['Grizzly Bears'] },
      { advance: 'main2' },
    ]);
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(18);
  });
  it('a creature with flying can be blocked only by flying or reach; Giant Spider blocks Birds', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Birds of Paradise'], ...libs },
          p2: { battlefield: ['Grizzly Bears', 'Giant Spider'], ...libs },
        },
      },
      [{ advance: 'combat' }, { attack: ['Birds of Paradise'] }],
    );
    expect(() => g.act({ block: { 'Grizzly Bears': 'Birds of Paradise' } })).toThrow(/flying/);
    g.act({ block: { 'Giant Spider': 'Birds of Paradise' } });
    g.act({ advance: 'main2' });
    expect(g.names('p1', 'graveyard')).toEqual(['Birds of Paradise']);
  });
  it('menace: one blocker is not enough (CR 702.110b)', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Spider-Man Noir'], ...libs }, p2: { battlefield: ['Grizzly Bears'], ...libs } },
      },
      [{ advance: 'combat' }, { attack: ['Spider-Man Noir'] }, { pass: true }, { decide: [] }],
    );
    expect(() => g.act({ block: { 'Grizzly Bears': 'Spider-Man Noir' } })).toThrow(/menace/);
  });
  it("Panic: the target creature can't block this turn; its controller draws at the next upkeep", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Grizzly Bears', 'Mountain'], hand: ['Panic'], ...libs },
          p2: { battlefield: ['Giant Spider'], ...libs },
        },
      },
      [
        { advance: 'combat' },
        { cast: 'Panic', targets: ['Giant Spider'] },
        { pass: true },
        { attack: ['Grizzly Bears'] },
      ],
    );
    expect(g.error).toBeNull();
    expect(() => g.act({ block: { 'Giant Spider': 'Grizzly Bears' } })).toThrow(/can't block/);
    g.act({ advance: 'next-turn' });
    expect(g.has('AbilityTriggered', '603.7')).toBe(true);
  });
  it("a summoning-sick creature can't attack; haste lets it (CR 302.6, 702.10)", () => {
    const g = game({ turn: main, players: { p1: { battlefield: [{ card: 'Grizzly Bears', summoningSick: true }] } } }, [
      { advance: 'combat' },
    ]);
    expect(() => g.act({ attack: ['Grizzly Bears'] })).toThrow(/302\.6/);
  });
});

describe('game over', () => {
  it('a player at 0 life loses (CR 704.5a) and no further action is allowed', () => {
    const g = game({ turn: main, players: { p1: { manaPool: 'R', hand: ['Lightning Bolt'] }, p2: { life: 3 } } }, [
      { cast: 'Lightning Bolt', targets: ['p2'] },
      { pass: true },
    ]);
    expect(g.state.gameOver?.losers).toEqual(['p2']);
    expect(g.has('PlayerLost', '104.3')).toBe(true);
    expect(() => g.act({ pass: true })).toThrow(/game is over/);
  });
  it('a player who draws from an empty library loses (CR 704.5b)', () => {
    const g = game({ turn: { number: 2, active: 'p2', phase: 'end' }, players: { p1: { library: [] }, p2: libs } }, [
      { advance: 'next-turn' },
    ]);
    expect(g.state.gameOver?.losers).toEqual(['p1']);
  });
});
