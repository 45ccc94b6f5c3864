// Classes (CR 716): "[Cost]: Level N" is a level bar (716.2a): an activated ability that makes the
// Class level N, only as a sorcery and only from level N−1, and the abilities printed after it are
// had only while the Class is level N or greater. The level is a designation, not a counter; a
// permanent without one is level 1 (716.2b, 716.2d), and a new object starts again (400.7).
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { summarize } from '../../../scenario/summary';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, unenforced } from './compiled';

const cleric = {
  ...card(
    'Cleric Class',
    '{W}',
    'Enchantment — Class',
    "(Gain the next level as a sorcery to add its ability.)\nIf you would gain life, you gain that much life plus 1 instead.\n{3}{W}: Level 2\nWhenever you gain life, put a +1/+1 counter on target creature you control.\n{4}{W}: Level 3\nWhen this Class becomes level 3, return target creature card from your graveyard to the battlefield. You gain life equal to that creature's toughness.",
  ),
  layout: 'class',
};
const blessing = card("Chaplain's Blessing", '{W}', 'Sorcery', 'You gain 5 life.');

const [clericDef] = [compileCard(cleric).def];
const CARDS = [clericDef as NonNullable<typeof clericDef>, ...compiled(blessing)];

const turn = { number: 3, active: 'p1' as const, phase: 'main1' as const };
const plains = (n: number) => Array.from({ length: n }, () => 'Plains');

/** P1's main phase: Cleric Class at `level` (1: no level written), Grizzly Bears, Plains, the Blessing in hand. */
function board(opts: { level?: number; lands?: number; graveyard?: string[] } = {}) {
  return {
    turn,
    players: {
      p1: {
        battlefield: [
          { id: 'cleric', card: 'Cleric Class', ...(opts.level ? { level: opts.level } : {}) },
          'Grizzly Bears',
          ...plains(opts.lands ?? 5),
        ],
        hand: ["Chaplain's Blessing"],
        graveyard: opts.graveyard ?? [],
        library: ['Plains'],
      },
      p2: { library: ['Plains'] },
    },
  };
}

/** The rule of the refusal `f` throws, or null. */
function ruleOf(f: () => unknown): string | null {
  try {
    f();
    return null;
  } catch (e) {
    return (e as { rule?: string }).rule ?? 'no rule';
  }
}

describe('compiling Classes (CR 716.2a)', () => {
  it('each level bar is a sorcery-speed ability from the level before; the abilities after it are marked with its level', () => {
    const def = compileCard(cleric).def;
    expect(def.activated?.map((a) => [a.cost.mana, a.steps, a.limits])).toEqual([
      ['{3}{W}', [{ do: 'gainLevel', level: 2 }], { sorcerySpeed: true, classLevel: 1 }],
      ['{4}{W}', [{ do: 'gainLevel', level: 3 }], { sorcerySpeed: true, classLevel: 2 }],
    ]);
    expect(def.triggered?.map((t) => [t.on, t.level])).toEqual([
      [{ event: 'lifeGained', who: 'you' }, 2],
      [{ event: 'becomesLevel', level: 3 }, 3],
    ]);
  });

  it('its level-1 replacement is read (CR 614.1a, life-gain-replacements.test.ts): the Class is full', () => {
    expect(unenforced(cleric)).toEqual([]);
    expect(compileCard(cleric).status).toBe('full');
  });
});

describe('Class levels in play (CR 716)', () => {
  it('at level 1 it has no level-2 ability: gaining life triggers nothing (its level-1 ability adds 1)', () => {
    const g = game(board(), [{ cast: "Chaplain's Blessing" }, { pass: true }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(26);
    expect(g.stack()).toEqual([]);
    expect(g.get('Grizzly Bears').counters).toEqual({});
  });

  it('"{3}{W}: Level 2" uses the stack; resolved, the Class is level 2 and its level-2 ability triggers', () => {
    const g = game(board({ lands: 5 }), [{ activate: 'cleric', ability: 0 }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(g.get('cleric').classLevel).toBeUndefined();
    g.act({ pass: true });
    expect(g.get('cleric').classLevel).toBe(2);
    expect(g.has('ClassLevelGained', RULE.classLevel)).toBe(true);
    g.act({ cast: "Chaplain's Blessing" });
    g.act({ pass: true });
    expect(g.stack()).toEqual(['Cleric Class ability']);
    g.act({ pass: true });
    expect(g.get('Grizzly Bears').counters).toEqual({ '+1/+1': 1 });
  });

  it('level 3 only from level 2 (716.2a), and a level bar only as a sorcery (602.5d)', () => {
    const g = game(board({ lands: 9 }), [], { cards: CARDS });
    expect(ruleOf(() => g.act({ activate: 'cleric', ability: 1 }))).toBe(RULE.classLevel);
    const combat = game({ ...board(), turn: { ...turn, phase: 'beginCombat' } }, [], { cards: CARDS });
    expect(ruleOf(() => combat.act({ activate: 'cleric', ability: 0 }))).toBe(RULE.sorcerySpeed);
  });

  it('"When this Class becomes level 3" triggers as it becomes level 3: a creature card returns', () => {
    const g = game(
      board({ lands: 9, graveyard: ['Giant Spider'] }),
      [{ activate: 'cleric', ability: 0 }, { pass: true }, { activate: 'cleric', ability: 1 }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('cleric').classLevel).toBe(3);
    expect(g.stack()).toEqual(['Cleric Class ability']);
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toContain('Giant Spider');
    // Its toughness (4), plus 1 from its level-1 ability.
    expect(g.state.players.p1.life).toBe(25);
  });

  it('a board may write a Class at a level: at level 2 its level-2 ability triggers, and level 2 is not gained again', () => {
    const g = game(board({ level: 2 }), [{ cast: "Chaplain's Blessing" }, { pass: true }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Cleric Class ability']);
    expect(ruleOf(() => g.act({ activate: 'cleric', ability: 0 }))).not.toBeNull();
    expect(summarize(g.state, g.loaded, g.engine.registry, []).players.p1?.battlefield[0]).toMatchObject({ level: 2 });
  });

  it('its level is not a counter and is not kept by a new object (716.2b, 400.7): bounced and replayed, it is level 1', () => {
    const g = game(board({ lands: 5 }), [{ activate: 'cleric', ability: 0 }, { pass: true }], { cards: CARDS });
    expect(g.get('cleric').counters).toEqual({});
    expect(g.get('cleric').classLevel).toBe(2);
    g.perform({ type: 'sandbox', on: true });
    g.act({ move: 'cleric', to: 'hand' });
    g.act({ move: 'cleric', to: 'battlefield' });
    expect(g.get('cleric').classLevel).toBeUndefined();
  });
});
