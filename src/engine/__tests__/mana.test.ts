import { describe, expect, it } from 'vitest';
import { game } from '../../testing/harness';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };

describe('CR 106.5 — mana of an undefined type', () => {
  it('Reflecting Pool with no land that could produce mana produces no mana', () => {
    const g = game({ turn: main, players: { p1: { battlefield: ['Reflecting Pool'] } } }, [
      { activate: 'Reflecting Pool' },
    ]);
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({});
    expect(g.get('Reflecting Pool').tapped).toBe(true);
    expect(g.has('NothingHappened', '106.5')).toBe(true);
  });
  it('Exotic Orchard produces nothing when the opponent controls no lands', () => {
    const g = game({ turn: main, players: { p1: { battlefield: ['Exotic Orchard', 'Forest'] } } }, [
      { activate: 'Exotic Orchard' },
    ]);
    expect(g.state.players.p1.manaPool).toEqual({});
  });
  it('a "tapped for mana" trigger does not trigger when no mana was produced (CR 106.12a)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'pool', card: 'Reflecting Pool' },
              { card: 'Wild Growth', attachedTo: 'pool' },
            ],
          },
        },
      },
      [{ activate: 'pool' }],
    );
    expect(g.state.players.p1.manaPool).toEqual({});
    expect(g.has('AbilityTriggered')).toBe(false);
  });
});

describe('CR 106.7 — "could produce"', () => {
  it('Reflecting Pool can add the types of your other lands, even tapped ones (costs are ignored)', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Reflecting Pool', { card: 'Island', tapped: true }, 'Mountain'] } },
      },
      [{ activate: 'Reflecting Pool' }],
    );
    const d = g.state.pendingDecision;
    expect(d?.kind).toBe('chooseOption');
    expect(d?.options.map((o) => o.value)).toEqual(['U', 'R']);
    g.act({ decide: 'U' });
    expect(g.state.players.p1.manaPool).toEqual({ U: 1 });
  });
  it('two Reflecting Pools alone define no type (a loop gives nothing)', () => {
    const g = game({ turn: main, players: { p1: { battlefield: ['Reflecting Pool', 'Reflecting Pool'] } } }, [
      { activate: 'Reflecting Pool' },
    ]);
    expect(g.state.players.p1.manaPool).toEqual({});
  });
  it('replacement effects count: under Contamination a Forest could produce only {B}', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Exotic Orchard'] }, p2: { battlefield: ['Forest', 'Contamination'] } },
      },
      [{ activate: 'Exotic Orchard' }],
    );
    expect(g.state.players.p1.manaPool).toEqual({ B: 1 });
  });
  it('Exotic Orchard adds only colours: an opponent land whose only type is colourless gives nothing', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Fellwar Stone'] },
          p2: { battlefield: [{ proxy: { name: 'Wastes', typeLine: 'Basic Land' } }] },
        },
      },
      [{ activate: 'Fellwar Stone' }],
    );
    expect(g.state.players.p1.manaPool).toEqual({});
  });
});

describe('CR 106.12 — tapping for mana', () => {
  it('Wild Growth adds {G} when its land is tapped for mana (a triggered mana ability, CR 605.4a)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'f', card: 'Forest' },
              { card: 'Wild Growth', attachedTo: 'f' },
            ],
          },
        },
      },
      [{ activate: 'f' }],
    );
    expect(g.state.players.p1.manaPool).toEqual({ G: 2 });
    expect(g.stack()).toEqual([]);
    expect(g.has('AbilityTriggered', '605.4a')).toBe(true);
  });
  it('tapping a land with Ice is not tapping it for mana: Wild Growth does not trigger', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Island', 'Island'], hand: ['Fire // Ice'] },
          p2: {
            battlefield: [
              { id: 'f', card: 'Forest' },
              { card: 'Wild Growth', attachedTo: 'f' },
            ],
          },
        },
      },
      [{ cast: 'Fire // Ice', half: 'Ice', targets: ['f'] }, { pass: true }],
    );
    expect(g.error).toBeNull();
    expect(g.get('f').tapped).toBe(true);
    expect(g.state.players.p2.manaPool).toEqual({});
    expect(g.events.some((e) => e.type === 'AbilityTriggered' && e.source === g.get('Wild Growth').id)).toBe(false);
  });
  it("Pili-Pala's {Q} ability is not tapping for mana: Mana Reflection doesn't double it", () => {
    const g = game(
      {
        turn: main,
        players: { p1: { manaPool: 'CC', battlefield: [{ card: 'Pili-Pala', tapped: true }, 'Mana Reflection'] } },
      },
      [{ activate: 'Pili-Pala', mana: 'R' }],
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ R: 1 });
    expect(g.get('Pili-Pala').tapped).toBe(false);
  });
  it('Heartbeat of Spring adds one more mana of the type the land produced', () => {
    const g = game({ turn: main, players: { p1: { battlefield: ['Mountain', 'Heartbeat of Spring'] } } }, [
      { activate: 'Mountain' },
    ]);
    expect(g.state.players.p1.manaPool).toEqual({ R: 2 });
  });
  it('Heartbeat of Spring does not trigger for a creature tapped for mana (not a land)', () => {
    const g = game({ turn: main, players: { p1: { battlefield: ['Llanowar Elves', 'Heartbeat of Spring'] } } }, [
      { activate: 'Llanowar Elves' },
    ]);
    expect(g.state.players.p1.manaPool).toEqual({ G: 1 });
  });
});

describe('CR 106.12b / 616.1 — replacement effects on mana production', () => {
  it('Contamination: a Forest tapped for mana produces {B} instead', () => {
    const g = game({ turn: main, players: { p1: { battlefield: ['Forest', 'Contamination'] } } }, [
      { activate: 'Forest' },
    ]);
    expect(g.state.players.p1.manaPool).toEqual({ B: 1 });
    expect(g.has('ReplacementApplied', '106.12b')).toBe(true);
  });
  it("Contamination replaces the land's mana but not Wild Growth's additional {G}", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'f', card: 'Forest' }, { card: 'Wild Growth', attachedTo: 'f' }, 'Contamination'] },
        },
      },
      [{ activate: 'f' }],
    );
    expect(g.state.players.p1.manaPool).toEqual({ B: 1, G: 1 });
  });
  it('the affected player orders Contamination and Mana Reflection: Reflection last gives {B}{B}', () => {
    const g = game({ turn: main, players: { p1: { battlefield: ['Forest', 'Contamination', 'Mana Reflection'] } } }, [
      { activate: 'Forest' },
    ]);
    expect(g.state.pendingDecision?.kind).toBe('chooseOrder');
    g.act({ decide: ['Contamination', 'Mana Reflection'] });
    expect(g.state.players.p1.manaPool).toEqual({ B: 2 });
  });
  it('…and Contamination last gives a single {B}', () => {
    const g = game({ turn: main, players: { p1: { battlefield: ['Forest', 'Contamination', 'Mana Reflection'] } } }, [
      { activate: 'Forest' },
    ]);
    g.act({ decide: ['Mana Reflection', 'Contamination'] });
    expect(g.state.players.p1.manaPool).toEqual({ B: 1 });
  });
  it("Mana Reflection doubles only its controller's permanents", () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Forest'] }, p2: { battlefield: ['Mana Reflection'] } } },
      [{ activate: 'Forest' }],
    );
    expect(g.state.players.p1.manaPool).toEqual({ G: 1 });
  });
});

describe('CR 106.4 — mana empties between steps', () => {
  it('unspent mana is lost when the step ends', () => {
    const g = game({ turn: main, players: { p1: { battlefield: ['Forest'] } } }, [
      { activate: 'Forest' },
      { pass: true },
    ]);
    expect(g.state.turn.step).toBe('beginCombat');
    expect(g.state.players.p1.manaPool).toEqual({});
    expect(g.has('ManaEmptied', '106.4')).toBe(true);
  });
});
