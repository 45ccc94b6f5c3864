import { describe, expect, it } from 'vitest';
import { game } from '../../testing/harness';
import { engine } from '../../scenario/pool';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };

describe('CR 601.2 — casting a spell', () => {
  it('pays the mana cost by tapping lands and puts the spell on the stack (601.2a, 601.2g–i)', () => {
    const g = game({ turn: main, players: { p1: { battlefield: ['Mountain'], hand: ['Lightning Bolt'] } } }, [
      { cast: 'Lightning Bolt', targets: ['p2'] },
    ]);
    expect(g.stack()).toEqual(['Lightning Bolt']);
    expect(g.get('Mountain').tapped).toBe(true);
    expect(g.has('SpellCast', '601.2i')).toBe(true);
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(17);
    expect(g.names('p1', 'graveyard')).toEqual(['Lightning Bolt']);
  });
  it('an unpayable cost makes the cast illegal and leaves the state untouched (601.2h)', () => {
    const g = game({ turn: main, players: { p1: { battlefield: ['Island'], hand: ['Lightning Bolt'] } } });
    const before = g.state;
    expect(() => g.act({ cast: 'Lightning Bolt', targets: ['p2'] })).toThrow(/601\.2h/);
    expect(g.state).toBe(before);
  });
  it("a sorcery can't be cast while the stack is not empty (117.1a)", () => {
    const g = game({ turn: main, players: { p1: { manaPool: 'RUUU', hand: ['Lightning Bolt', 'Divination'] } } }, [
      { cast: 'Lightning Bolt', targets: ['p2'] },
    ]);
    expect(() => g.act({ cast: 'Divination' })).toThrow(/117\.1a/);
  });
  it("an instant can be cast in the opponent's turn", () => {
    const g = game(
      {
        turn: { number: 4, active: 'p2', phase: 'main1' },
        players: { p1: { battlefield: ['Mountain'], hand: ['Shock'] } },
      },
      [{ cast: 'Shock', player: 'p1', targets: ['p2'] }, { pass: true }],
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(18);
  });
  it("a card in the graveyard can't be cast without a permission (601.3)", () => {
    const g = game({ turn: main, players: { p1: { manaPool: 'R', graveyard: ['Lightning Bolt'] } } });
    expect(() => g.act({ cast: 'Lightning Bolt', targets: ['p2'] })).toThrow(/601\.3/);
  });
  it('a scenario permission (castableFrom) allows it', () => {
    const g = game(
      { turn: main, players: { p1: { manaPool: 'R', graveyard: [{ card: 'Lightning Bolt', castableFrom: true }] } } },
      [{ cast: 'Lightning Bolt', targets: ['p2'] }, { pass: true }],
    );
    expect(g.state.players.p2.life).toBe(17);
  });
  it("a spell with no legal target can't be cast (601.2c)", () => {
    const g = game({ turn: main, players: { p1: { manaPool: 'U', hand: ['Unsummon'] } } });
    expect(() => g.act({ cast: 'Unsummon' })).toThrow(/no legal target/);
  });
  it('Panic can be cast only during combat before blockers (a timing restriction, 601.3)', () => {
    const g = game({
      turn: main,
      players: { p1: { battlefield: ['Mountain'], hand: ['Panic'] }, p2: { battlefield: ['Grizzly Bears'] } },
    });
    expect(() => g.act({ cast: 'Panic', targets: ['Grizzly Bears'] })).toThrow(/only during combat/);
    g.act({ advance: 'combat' });
    g.act({ cast: 'Panic', targets: ['Grizzly Bears'] });
    expect(g.stack()).toEqual(['Panic']);
  });
});

describe('CR 709.3 — split cards are cast as one half', () => {
  it('Fire deals 1 damage to each of two targets', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { manaPool: 'CR', hand: ['Fire // Ice'] }, p2: { battlefield: ['Llanowar Elves'] } },
      },
      [{ cast: 'Fire // Ice', half: 'Fire', targets: ['p2', 'Llanowar Elves'] }],
    );
    expect(g.stack()).toEqual(['Fire']);
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(19);
    expect(g.names('p2', 'graveyard')).toEqual(['Llanowar Elves']);
  });
  it('without a half given, the caster is asked which half', () => {
    const g = game(
      { turn: main, players: { p1: { manaPool: 'CU', hand: ['Fire // Ice'] }, p2: { battlefield: ['Forest'] } } },
      [{ cast: 'Fire // Ice' }],
    );
    expect(g.state.pendingDecision?.options.map((o) => o.value)).toEqual(['Fire', 'Ice']);
  });
});

describe('CR 118.8 / 118.9 — additional and alternative costs', () => {
  it('Fling sacrifices a creature as it is cast and uses its power as it last existed (608.2h)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            manaPool: 'CR',
            hand: ['Fling'],
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { card: 'Rancor', attachedTo: 'bears' },
            ],
          },
        },
      },
      [{ cast: 'Fling', targets: ['p2'], sacrifice: 'bears' }],
    );
    expect(g.names('p1', 'graveyard')).toContain('Grizzly Bears');
    // Rancor fell off (704.5m) and its trigger is on top of Fling.
    expect(g.stack()).toEqual(['Fling', 'Rancor ability']);
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(16);
    expect(g.names('p1', 'hand')).toEqual(['Rancor']);
    expect(g.has('LkiUsed', '608.2h')).toBe(true);
  });
  it("Bone Splinters can't be cast without a creature to sacrifice", () => {
    const g = game({
      turn: main,
      players: { p1: { manaPool: 'B', hand: ['Bone Splinters'] }, p2: { battlefield: ['Grizzly Bears'] } },
    });
    expect(() => g.act({ cast: 'Bone Splinters', targets: ['Grizzly Bears'] })).toThrow(/additional cost/);
  });
  it('Burst Lightning kicked deals 4', () => {
    const g = game({ turn: main, players: { p1: { manaPool: 'CCCCR', hand: ['Burst Lightning'] } } }, [
      { cast: 'Burst Lightning', kicker: true, targets: ['p2'] },
      { pass: true },
    ]);
    expect(g.state.players.p2.life).toBe(16);
  });
  it('flashback casts from the graveyard and exiles the card as it leaves the stack (702.34a)', () => {
    const g = game(
      { turn: main, players: { p1: { manaPool: 'CCU', graveyard: ['Think Twice'], library: ['Island'] } } },
      [{ cast: 'Think Twice', alt: 'flashback' }, { pass: true }],
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'exile')).toEqual(['Think Twice']);
    expect(g.names('p1', 'hand')).toEqual(['Island']);
  });
  it('Deep Analysis flashback also costs 3 life', () => {
    const g = game(
      { turn: main, players: { p1: { manaPool: 'CU', graveyard: ['Deep Analysis'], library: ['Island', 'Island'] } } },
      [{ cast: 'Deep Analysis', alt: 'flashback', targets: ['p1'] }],
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(17);
  });
  it('web-slinging: cast for {W} by returning a tapped creature you control to hand', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            manaPool: 'W',
            hand: ['Spider-Man, Web-Slinger'],
            battlefield: [{ card: 'Grizzly Bears', tapped: true }],
          },
        },
      },
      [{ cast: 'Spider-Man, Web-Slinger', alt: 'web-slinging' }, { pass: true }],
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'battlefield')).toEqual(['Spider-Man, Web-Slinger']);
  });
});

describe('Meddling Mage — a prohibition (CR 601.3)', () => {
  it("spells with the chosen name can't be cast", () => {
    const g = game({
      turn: main,
      players: {
        p1: { manaPool: 'R', hand: ['Lightning Bolt'] },
        p2: { battlefield: [{ card: 'Meddling Mage', chosenName: 'Lightning Bolt' }] },
      },
    });
    expect(() => g.act({ cast: 'Lightning Bolt', targets: ['p2'] })).toThrow(/can't be cast.*601\.3/);
  });
  it('the name is chosen as it enters', () => {
    const g = game({ turn: main, players: { p1: { manaPool: 'WU', hand: ['Meddling Mage'] } } }, [
      { cast: 'Meddling Mage' },
      { pass: true },
      { decide: 'Shock' },
    ]);
    expect(g.error).toBeNull();
    expect(g.get('Meddling Mage').chosenName).toBe('Shock');
  });
});

describe('engine contract', () => {
  it('perform does not change the action it is given (found by the fuzzer)', () => {
    const g = game({ turn: main, players: { p1: { manaPool: 'R', hand: ['Lightning Bolt'] } } });
    const action = {
      type: 'cast' as const,
      player: 'p1' as const,
      object: g.get('Lightning Bolt').id,
      targets: ['p2'],
    };
    engine.perform(g.state, action);
    expect(action.targets).toEqual(['p2']);
  });
  it('an illegal action throws and returns nothing: the given state object is unchanged', () => {
    const g = game({ turn: main, players: { p1: { hand: ['Divination'] } } });
    const json = JSON.stringify(g.state);
    expect(() => engine.perform(g.state, { type: 'cast', player: 'p1', object: g.get('Divination').id })).toThrow();
    expect(JSON.stringify(g.state)).toBe(json);
  });
});
