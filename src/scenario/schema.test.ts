import { describe, expect, it } from 'vitest';
import { restoreScenario, type RestoreResult } from './restore';
import { PHASES, ScenarioDoc, ScriptAction, ZONES } from './schema';
import { POOL } from './test-fixtures';

const FORMAT = 'stackyard/scenario@1';
const problems = (doc: Record<string, unknown>) => {
  const result: RestoreResult = restoreScenario({ format: FORMAT, ...doc }, POOL);
  return result.ok ? [] : result.problems;
};
const proxy = (name: string) => ({ players: { p1: { hand: [{ proxy: { name } }] } } });

describe('schema', () => {
  it('lists the steps of a turn and the zones in order', () => {
    expect(PHASES).toEqual([
      'untap',
      'upkeep',
      'draw',
      'main1',
      'beginCombat',
      'declareAttackers',
      'declareBlockers',
      'combatDamage',
      'endCombat',
      'main2',
      'end',
      'cleanup',
    ]);
    expect(ZONES).toEqual(['library', 'hand', 'battlefield', 'graveyard', 'exile', 'sideboard', 'command']);
  });

  it('parses the smallest document into a complete one', () => {
    expect(ScenarioDoc.parse({ format: FORMAT })).toEqual({
      format: FORMAT,
      turn: { number: 1, active: 'p1', phase: 'main1' },
      options: { sandbox: false, seed: 1, shuffle: false },
      players: {
        p1: {
          life: 20,
          manaPool: '',
          library: [],
          hand: [],
          battlefield: [],
          graveyard: [],
          exile: [],
          sideboard: [],
          command: [],
        },
        p2: {
          life: 20,
          manaPool: '',
          library: [],
          hand: [],
          battlefield: [],
          graveyard: [],
          exile: [],
          sideboard: [],
          command: [],
        },
      },
    });
  });

  it('gives each parse its own default lists', () => {
    const a = ScenarioDoc.parse({ format: FORMAT });
    const b = ScenarioDoc.parse({ format: FORMAT });
    expect(a.players.p1.hand).not.toBe(b.players.p1.hand);
  });

  it('accepts each verb with its options, and refuses unknown options', () => {
    const actions = [
      {
        cast: 'x',
        targets: ['p1'],
        x: 2,
        half: 'Ice',
        player: 'p2',
        alt: 'web-slinging',
        kicker: true,
        sacrifice: 'y',
        returnCreature: 'z',
      },
      { activate: { name: 'Island', zone: 'battlefield', player: 'p1' }, ability: 1, mana: 'C' },
      { pass: true },
      { decide: false },
      { decide: 3 },
      { decide: 'U' },
      { decide: { name: 'Island' } },
      { decide: ['a', { name: 'b' }] },
      { move: 'x', to: 'library', position: 'bottom' },
      { advance: 'next-turn' },
      { attack: [] },
      { block: { a: 'b' } },
    ];
    for (const action of actions) expect(ScriptAction.safeParse(action).success, JSON.stringify(action)).toBe(true);
    expect(ScriptAction.safeParse({ pass: true, player: 'p1' }).success).toBe(false);
    expect(ScriptAction.safeParse({ advance: 'combat', to: 'exile' }).success).toBe(false);
  });
});

describe('limits', () => {
  it('names: at most 141 characters, no control characters, proxy names not blank', () => {
    expect(problems(proxy('x'.repeat(141)))).toEqual([]);
    expect(problems(proxy('x'.repeat(142)))).toEqual([
      { path: 'players.p1.hand[0].proxy.name', message: 'too long: 142 characters, at most 141' },
    ]);
    expect(problems(proxy('Gray\nOgre'))).toEqual([
      {
        path: 'players.p1.hand[0].proxy.name',
        message: 'a name must not contain line breaks or other control characters',
      },
    ]);
    expect(problems(proxy(''))).toEqual([{ path: 'players.p1.hand[0].proxy.name', message: 'must not be empty' }]);
  });

  it('ids: 1 to 40 letters, digits, "_" or "-", and not a player', () => {
    const withId = (id: string) => ({ players: { p1: { hand: [{ id, card: 'Island' }] } } });
    expect(problems(withId(`a-_Z9${'x'.repeat(35)}`))).toEqual([]);
    expect(problems(withId('x'.repeat(41)))).toEqual([
      {
        path: 'players.p1.hand[0].id',
        message: `expected an id (1 to 40 letters, digits, "_" or "-"), got text "${'x'.repeat(30)}…"`,
      },
    ]);
    expect(problems(withId('my card'))).toEqual([
      {
        path: 'players.p1.hand[0].id',
        message: 'expected an id (1 to 40 letters, digits, "_" or "-"), got text "my card"',
      },
    ]);
    expect(problems(withId('p2'))).toEqual([
      { path: 'players.p1.hand[0].id', message: 'the ids "p1" and "p2" name the players; choose another id' },
    ]);
  });

  it('entries: at most 2,000 per zone and 4,000 in all', () => {
    const zone = (n: number) => Array.from({ length: n }, () => 'Island');
    expect(
      problems({ players: { p1: { library: zone(2000), hand: zone(1000) }, p2: { library: zone(1000) } } }),
    ).toEqual([]);
    expect(problems({ players: { p1: { library: zone(2001) } } })).toEqual([
      { path: 'players.p1.library', message: 'too many entries: 2,001, at most 2,000' },
    ]);
    expect(
      problems({
        players: { p1: { library: zone(2000), hand: zone(1000) }, p2: { library: zone(1000), exile: zone(1) } },
      }),
    ).toEqual([{ path: 'players', message: '4,001 card entries in all; at most 4,000 are allowed' }]);
  });

  it('script: at most 2,000 actions', () => {
    const script = (n: number) => Array.from({ length: n }, () => ({ pass: true }));
    expect(problems({ script: script(2000) })).toEqual([]);
    expect(problems({ script: script(2001) })).toEqual([
      { path: 'script', message: 'too many entries: 2,001, at most 2,000' },
    ]);
  });

  it('text: titles 200, other strings 2,000, lesson text 10,000 characters', () => {
    expect(
      problems({ title: 't'.repeat(200), description: 'd'.repeat(2000), lesson: { ruling: 'r'.repeat(10_000) } }),
    ).toEqual([]);
    expect(
      problems({ title: 't'.repeat(201), description: 'd'.repeat(2001), lesson: { ruling: 'r'.repeat(10_001) } }),
    ).toEqual([
      { path: 'title', message: 'too long: 201 characters, at most 200' },
      { path: 'description', message: 'too long: 2,001 characters, at most 2,000' },
      { path: 'lesson.ruling', message: 'too long: 10,001 characters, at most 10,000' },
    ]);
  });
});
