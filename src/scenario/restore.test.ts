import { describe, expect, it } from 'vitest';
import { formatProblems } from './format-problems';
import { restoreScenario, type Problem, type RestoreResult } from './restore';
import { POOL, designExample, fullDocument } from './test-fixtures';

const FORMAT = 'stackyard/scenario@1';

function problemsOf(result: RestoreResult): Problem[] {
  if (result.ok) throw new Error(`expected problems, got a scenario with warnings ${JSON.stringify(result.warnings)}`);
  return result.problems;
}

function scenarioOf(result: RestoreResult) {
  if (!result.ok) throw new Error(`expected a scenario, got:\n${formatProblems(result.problems)}`);
  return result;
}

/** A minimal document with `p1` given. */
const withP1 = (p1: unknown, extra: Record<string, unknown> = {}) => ({ format: FORMAT, players: { p1 }, ...extra });

describe('restoreScenario: valid documents', () => {
  it('round-trips a document that uses every key, unchanged', () => {
    const { scenario, warnings } = scenarioOf(restoreScenario(fullDocument(), POOL));
    expect(scenario).toStrictEqual(fullDocument());
    expect(warnings).toEqual([]);
  });

  it('fills every default', () => {
    const { scenario } = scenarioOf(restoreScenario({ format: FORMAT, players: { p2: { hand: ['Island'] } } }, POOL));
    const empty = {
      life: 20,
      manaPool: '',
      library: [],
      hand: [],
      battlefield: [],
      graveyard: [],
      exile: [],
      sideboard: [],
      command: [],
    };
    expect(scenario).toStrictEqual({
      format: FORMAT,
      turn: { number: 1, active: 'p1', phase: 'main1' },
      options: { sandbox: false, seed: 1, shuffle: false },
      players: { p1: empty, p2: { ...empty, hand: ['Island'] } },
    });
  });

  it('accepts the DESIGN.md example', () => {
    const { scenario, warnings } = scenarioOf(restoreScenario(designExample(), POOL));
    expect(warnings).toEqual([]);
    expect(scenario.players.p1.battlefield[1]).toEqual({ id: 'vol', card: 'Spellweaver Volute', attachedTo: 'bolt' });
    expect(scenario.players.p2.sideboard).toEqual([]);
    expect(scenario.turn).toEqual({ number: 3, active: 'p1', phase: 'main1' });
  });

  it('refuses the DESIGN.md example as printed, whose lesson has one "..." step for three actions', () => {
    const printed = { ...designExample(), lesson: { ruling: '...', steps: ['...'] } };
    expect(problemsOf(restoreScenario(printed, POOL))).toEqual([
      { path: 'lesson.steps', message: '1 step for 3 script actions', suggestion: 'write one step per script action' },
    ]);
  });

  it('does not mutate or keep its input', () => {
    const input = designExample();
    const { scenario } = scenarioOf(restoreScenario(input, POOL));
    expect(input).toStrictEqual(designExample());
    expect(scenario.players).not.toBe(input.players);
  });

  it('canonicalises the spelling of card names everywhere, case-insensitively', () => {
    const doc = withP1(
      { hand: ['island', { card: 'LIGHTNING BOLT' }], exile: [{ card: 'Island', exiledWith: 'arcane savant' }] },
      {
        script: [
          { cast: 'lightning bolt', targets: ['grizzly bears'] },
          { block: { 'grizzly bears': 'isamaru, hound of konda' } },
        ],
        lesson: { card: 'spellweaver volute', steps: ['a', 'b'] },
      },
    );
    const { scenario } = scenarioOf(restoreScenario(doc, POOL));
    expect(scenario.players.p1.hand).toEqual(['Island', { card: 'Lightning Bolt' }]);
    expect(scenario.players.p1.exile).toEqual([{ card: 'Island', exiledWith: 'Arcane Savant' }]);
    expect(scenario.script).toEqual([
      { cast: 'Lightning Bolt', targets: ['Grizzly Bears'] },
      { block: { 'Grizzly Bears': 'Isamaru, Hound of Konda' } },
    ]);
    expect(scenario.lesson?.card).toBe('Spellweaver Volute');
  });

  it('keeps markup in names and text as plain text', () => {
    const doc = withP1(
      { battlefield: [{ proxy: { name: '<script>alert(1)</script>', text: '<b>bold</b>' } }] },
      { title: '<img src=x onerror=alert(1)>' },
    );
    const { scenario } = scenarioOf(restoreScenario(doc, POOL));
    expect(scenario.title).toBe('<img src=x onerror=alert(1)>');
    expect(scenario.players.p1.battlefield[0]).toEqual({
      proxy: { name: '<script>alert(1)</script>', text: '<b>bold</b>' },
    });
  });

  it('accepts exiledWith by id, by pool name and by proxy name, and attachment to a player', () => {
    const doc = withP1({
      battlefield: [
        { id: 'mage', proxy: { name: 'Exiling Mage' } },
        { card: 'Spellweaver Volute', attachedTo: 'p2' },
      ],
      exile: [
        { card: 'Island', exiledWith: 'mage' },
        { card: 'Island', exiledWith: 'Arcane Savant' },
        { card: 'Island', exiledWith: 'exiling mage' },
      ],
    });
    const { scenario } = scenarioOf(restoreScenario(doc, POOL));
    expect(scenario.players.p1.exile.map((entry) => (typeof entry === 'string' ? entry : entry.exiledWith))).toEqual([
      'mage',
      'Arcane Savant',
      'Exiling Mage',
    ]);
  });

  it('warns about keys used outside the zone they apply in, and still loads', () => {
    const doc = withP1({
      hand: [{ card: 'Island', tapped: true }],
      battlefield: [{ card: 'Island', exiledWith: 'Arcane Savant' }],
    });
    expect(scenarioOf(restoreScenario(doc, POOL)).warnings).toEqual([
      { path: 'players.p1.hand[0]', message: '"tapped" applies only on the battlefield; ignored in the hand' },
      { path: 'players.p1.battlefield[0]', message: '"exiledWith" applies only in exile; ignored in the battlefield' },
    ]);
  });
});

describe('restoreScenario: problems', () => {
  it('refuses a value that is not an object', () => {
    for (const [value, got] of [
      [null, 'null'],
      [[], 'a list'],
      ['{}', 'text "{}"'],
      [7, 'the number 7'],
    ] as const) {
      expect(problemsOf(restoreScenario(value, POOL))).toEqual([
        { path: '', message: `a scenario must be a JSON object, got ${got}` },
      ]);
    }
  });

  it('reports an unknown card with the closest pool names', () => {
    expect(problemsOf(restoreScenario(withP1({ hand: ['Lightnig Bolt', { card: 'fire/ice' }] }), POOL))).toEqual([
      {
        path: 'players.p1.hand[0]',
        message: 'unknown card "Lightnig Bolt"',
        suggestion: 'did you mean "Lightning Bolt"?',
      },
      {
        path: 'players.p1.hand[1].card',
        message: 'unknown card "fire/ice"',
        suggestion: 'did you mean "Fire // Ice"?',
      },
    ]);
  });

  it('suggests a proxy for a card nothing in the pool resembles', () => {
    expect(problemsOf(restoreScenario(withP1({ hand: ['Black Lotus'] }), POOL))).toEqual([
      {
        path: 'players.p1.hand[0]',
        message: 'unknown card "Black Lotus"',
        suggestion: 'the card pool has no such card; use a proxy: { "proxy": { "name": "Black Lotus" } }',
      },
    ]);
  });

  it('reports an unknown key with the closest allowed key', () => {
    expect(
      problemsOf(restoreScenario(withP1({ battlefield: ['Island', 'Island', { card: 'Island', tapd: true }] }), POOL)),
    ).toEqual([
      { path: 'players.p1.battlefield[2]', message: 'unknown key "tapd"', suggestion: 'did you mean "tapped"?' },
    ]);
  });

  it('lists the allowed keys when no key is close', () => {
    expect(problemsOf(restoreScenario({ format: FORMAT, zzz: 1 }, POOL))).toEqual([
      {
        path: '',
        message: 'unknown key "zzz"',
        suggestion:
          'allowed keys: format, title, description, turn, options, players, script, lesson, cards, actions, notes, branches, puzzle',
      },
    ]);
  });

  it('reports a duplicate id where it is used the second time', () => {
    const doc = withP1({ hand: [{ id: 'x', card: 'Island' }], graveyard: [{ id: 'x', card: 'Divination' }] });
    expect(problemsOf(restoreScenario(doc, POOL))).toEqual([
      {
        path: 'players.p1.graveyard[0].id',
        message: 'duplicate id "x", already used at players.p1.hand[0]',
        suggestion: 'ids must be unique in the scenario',
      },
    ]);
  });

  it('reports attachedTo and copyOf that point nowhere, suggesting close ids', () => {
    const doc = withP1({
      graveyard: [{ id: 'bolt', card: 'Lightning Bolt' }],
      battlefield: [
        { card: 'Spellweaver Volute', attachedTo: 'blot' },
        { card: 'Spellweaver Volute', attachedTo: 'Divination' },
        { card: 'Grizzly Bears', copyOf: 'bears' },
      ],
      hand: ['Divination'],
    });
    expect(problemsOf(restoreScenario(doc, POOL))).toEqual([
      {
        path: 'players.p1.battlefield[0].attachedTo',
        message: 'attachedTo "blot" matches no id in the scenario',
        suggestion: 'did you mean "bolt"?',
      },
      {
        path: 'players.p1.battlefield[1].attachedTo',
        message: 'attachedTo "Divination" matches no id in the scenario',
        suggestion: 'that is a card name; give the entry at players.p1.hand[0] an "id" and use the id here',
      },
      {
        path: 'players.p1.battlefield[2].copyOf',
        message: 'copyOf "bears" matches no id in the scenario',
        suggestion: 'use the "id" of an entry',
      },
    ]);
  });

  it('reports an attachment cycle once, at its first member', () => {
    const doc = withP1({
      battlefield: [
        { id: 'a', card: 'Spellweaver Volute', attachedTo: 'b' },
        { id: 'c', card: 'Spellweaver Volute', attachedTo: 'a' },
        { id: 'b', card: 'Spellweaver Volute', attachedTo: 'c' },
      ],
    });
    expect(problemsOf(restoreScenario(doc, POOL))).toEqual([
      { path: 'players.p1.battlefield[0].attachedTo', message: 'attachment cycle: "a" → "b" → "c" → "a"' },
    ]);
  });

  it('reports self-attachment and a self-copy', () => {
    const doc = withP1({
      battlefield: [
        { id: 'v', card: 'Spellweaver Volute', attachedTo: 'v' },
        { id: 'g', card: 'Grizzly Bears', copyOf: 'g' },
      ],
    });
    expect(problemsOf(restoreScenario(doc, POOL))).toEqual([
      { path: 'players.p1.battlefield[0].attachedTo', message: '"v" is attached to itself' },
      { path: 'players.p1.battlefield[1].copyOf', message: '"g" is a copy of itself' },
    ]);
  });

  it('reports an exiledWith that is neither an id, a pool card nor a proxy', () => {
    expect(
      problemsOf(restoreScenario(withP1({ exile: [{ card: 'Island', exiledWith: 'Arcane Savnt' }] }), POOL)),
    ).toEqual([
      {
        path: 'players.p1.exile[0].exiledWith',
        message: 'exiledWith "Arcane Savnt" matches no id, pool card or proxy in the scenario',
        suggestion: 'did you mean "Arcane Savant"?',
      },
    ]);
  });

  it('reports script references that match no id, card, proxy or pool name, and accepts the others', () => {
    const doc = withP1(
      { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }, { proxy: { name: 'Gray Ogre' } }] },
      {
        script: [
          { cast: 'Lightning Bolt', targets: ['bears', 'p2', 'bearz'] },
          { attack: ['Gray Ogre', 'Grey Ogre'] },
          { move: 'p1', to: 'exile' },
          { decide: [{ name: 'bears' }] },
          { block: { Nobody: 'bears' } },
        ],
      },
    );
    expect(problemsOf(restoreScenario(doc, POOL))).toEqual([
      {
        path: 'script[0].targets[2]',
        message: '"bearz" matches no id, card name or player',
        suggestion: 'did you mean "bears"?',
      },
      {
        path: 'script[1].attack[1]',
        message: '"Grey Ogre" matches no id or card name',
        suggestion: 'did you mean "Gray Ogre"?',
      },
      { path: 'script[2].move', message: '"p1" matches no id or card name' },
      {
        path: 'script[3].decide[0].name',
        message: '"bears" matches no card name',
        suggestion: 'did you mean "Grizzly Bears"?',
      },
      { path: 'script[4].block.Nobody', message: 'blocker "Nobody" matches no id or card name' },
    ]);
  });

  it('reports a lesson whose steps do not match the script', () => {
    const doc = { ...designExample(), lesson: { steps: ['one', 'two'] } };
    expect(problemsOf(restoreScenario(doc, POOL))).toEqual([
      { path: 'lesson.steps', message: '2 steps for 3 script actions', suggestion: 'write one step per script action' },
    ]);
  });

  it('reports a blank proxy name and an entry with both or neither of card and proxy', () => {
    const doc = withP1({
      hand: [{ proxy: { name: '   ' } }, { card: 'Island', proxy: { name: 'X' } }, { id: 'lonely' }],
    });
    expect(problemsOf(restoreScenario(doc, POOL))).toEqual([
      { path: 'players.p1.hand[0].proxy.name', message: 'a proxy needs a name that is not blank' },
      { path: 'players.p1.hand[1]', message: 'give either "card" or "proxy", not both' },
      { path: 'players.p1.hand[2]', message: 'a card entry needs "card" (a card name) or "proxy"' },
    ]);
  });

  it('reports every problem of a document at once, schema problems first', () => {
    const doc = {
      format: FORMAT,
      turn: { number: 0, phase: 'mian1' },
      players: {
        p1: {
          life: '20',
          hand: ['Lightnig Bolt'],
          battlefield: [
            { card: 'Island', tapd: true },
            { id: 'a', card: 'Island', attachedTo: 'a' },
          ],
        },
        p3: {},
      },
      script: [
        { cast: 'Divination', targt: [] },
        { pass: true, cast: 'x' },
      ],
      lesson: { steps: ['only one'] },
    };
    expect(formatProblems(problemsOf(restoreScenario(doc, POOL))).split('\n')).toEqual([
      'turn.number: too small: 0, at least 1',
      'turn.phase: expected one of "untap", "upkeep", "draw", "main1", "beginCombat", "declareAttackers", "declareBlockers", "combatDamage", "endCombat", "main2", "end" or "cleanup", got text "mian1" (did you mean "main1"?)',
      'players.p1.life: expected a number, got text "20"',
      'players.p1.battlefield[0]: unknown key "tapd" (did you mean "tapped"?)',
      'players: unknown key "p3" (did you mean "p1"?)',
      'script[0]: unknown key "targt" (did you mean "targets"?)',
      'script[1]: expected an action: an object with exactly one of the verbs "cast", "activate", "pass", "decide", "move", "advance", "attack", "block", "setInMotion", got an object with keys "pass" and "cast"',
      'players.p1.hand[0]: unknown card "Lightnig Bolt" (did you mean "Lightning Bolt"?)',
      'players.p1.battlefield[1].attachedTo: "a" is attached to itself',
      'script[1].cast: "x" matches no id or card name',
      'lesson.steps: 1 step for 2 script actions (write one step per script action)',
    ]);
  });

  it('reports values of the wrong type in plain words', () => {
    const doc = withP1(
      { hand: 'Island', manaPool: 'uu', exile: [{ card: 'Island', counters: { Time: 1, '+1/+1': 0 } }] },
      { options: { seed: -1 } },
    );
    expect(problemsOf(restoreScenario(doc, POOL))).toEqual([
      { path: 'options.seed', message: 'too small: -1, at least 0' },
      { path: 'players.p1.manaPool', message: 'expected mana symbols W, U, B, R, G or C, e.g. "UUG", got text "uu"' },
      { path: 'players.p1.hand', message: 'expected a list, got text "Island"' },
      {
        path: 'players.p1.exile[0].counters',
        message: 'invalid key "Time": expected a counter kind ("+1/+1", "-1/-1" or a lowercase word), got text "Time"',
      },
      { path: 'players.p1.exile[0].counters["+1/+1"]', message: 'too small: 0, at least 1' },
    ]);
  });
});
