// Leveler cards (CR 711): "Level up [cost]" means "[Cost]: Put a level counter on this permanent.
// Activate only as a sorcery." (702.87a), and each level section, "LEVEL N1-N2 [P/T] [abilities]",
// means "as long as it has at least N1 and no more than N2 level counters on it, it has base power
// and toughness [P/T] and has [abilities]" ("N3+" has no upper bound, 711.2a–b). Below the first
// section it has its printed power and toughness and none of the sections' abilities.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext, RULE } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const leveler = (name: string, cost: string, type: string, text: string, ptBox: string) => ({
  ...card(name, cost, type, text, ptBox),
  layout: 'leveler',
});

const student = leveler(
  'Student of Warfare',
  '{W}',
  'Creature — Human Knight',
  'Level up {W} ({W}: Put a level counter on this. Level up only as a sorcery.)\nLEVEL 2-6\n3/3\nFirst strike\nLEVEL 7+\n4/4\nDouble strike',
  '1/1',
);
const joraga = leveler(
  'Joraga Treespeaker',
  '{G}',
  'Creature — Elf Druid',
  'Level up {1}{G} ({1}{G}: Put a level counter on this. Level up only as a sorcery.)\nLEVEL 1-4\n1/2\n{T}: Add {G}{G}.\nLEVEL 5+\n1/4\nElves you control have "{T}: Add {G}{G}."',
  '1/1',
);
const purists = leveler(
  'Hedron-Field Purists',
  '{2}{W}',
  'Creature — Human Monk Cleric',
  'Level up {2}{W} ({2}{W}: Put a level counter on this. Level up only as a sorcery.)\nLEVEL 1-4\n1/4\nIf a source would deal damage to you or a creature you control, prevent 1 of that damage.\nLEVEL 5+\n2/5\nIf a source would deal damage to you or a creature you control, prevent 2 of that damage.',
  '0/3',
);
const cards = compiled(student, joraga);
/** The first granted ability's number (derived/abilities.ts GRANTED_ABILITY_BASE). */
const GRANTED = 50;

const keywordsOf = (g: Game, ref: string) =>
  characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords;

/** P1's main phase: `card` with `level` level counters, and Plains or Forests to pay with. */
function board(name: string, level: number, lands: string[]) {
  return {
    turn: main,
    players: {
      p1: {
        battlefield: [{ id: 'it', card: name, ...(level ? { counters: { level } } : {}) }, 'Llanowar Elves', ...lands],
      },
      p2: {},
    },
  };
}

describe('leveler cards in play (CR 711, 702.87a)', () => {
  it('with no level counters it is its printed 1/1 without the sections’ abilities', () => {
    const g = game(board('Student of Warfare', 0, []), [], { cards });
    expect(pt(g, 'it')).toEqual([1, 1]);
    expect(keywordsOf(g, 'it')).toEqual([]);
  });

  it('level up uses the stack and puts a level counter on it; at 2 it is a 3/3 with first strike', () => {
    const g = game(board('Student of Warfare', 1, ['Plains']), [{ activate: 'it', ability: 0 }], { cards });
    expect(g.error).toBeNull();
    expect(g.get('it').counters).toEqual({ level: 1 });
    expect(pt(g, 'it')).toEqual([1, 1]);
    g.act({ pass: true });
    expect(g.get('it').counters).toEqual({ level: 2 });
    expect(pt(g, 'it')).toEqual([3, 3]);
    expect(keywordsOf(g, 'it')).toEqual(['first strike']);
  });

  it('"LEVEL 7+" has no upper bound: at 9 it is a 4/4 with double strike, not first strike', () => {
    const g = game(board('Student of Warfare', 9, []), [], { cards });
    expect(pt(g, 'it')).toEqual([4, 4]);
    expect(keywordsOf(g, 'it')).toEqual(['double strike']);
  });

  it('the base power and toughness are layer 7b: a +1/+1 counter still counts on top (613.4b–c)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'it', card: 'Student of Warfare', counters: { level: 3, '+1/+1': 1 } }] },
          p2: {},
        },
      },
      [],
      { cards },
    );
    expect(pt(g, 'it')).toEqual([4, 4]);
  });

  it('level up only as a sorcery (602.5d)', () => {
    const g = game({ ...board('Student of Warfare', 0, ['Plains']), turn: { ...main, phase: 'beginCombat' } }, [], {
      cards,
    });
    let rule: string | undefined;
    try {
      g.act({ activate: 'it', ability: 0 });
    } catch (e) {
      rule = (e as { rule?: string }).rule;
    }
    expect(rule).toBe(RULE.sorcerySpeed);
    expect(g.get('it').counters).toEqual({});
  });

  it('a section’s mana ability is had only in its range: Joraga at 1–4 taps for {G}{G}; at 5 the Elves do', () => {
    const low = game(board('Joraga Treespeaker', 1, []), [{ activate: 'it', ability: GRANTED }], { cards });
    expect(low.error).toBeNull();
    expect(low.state.players.p1.manaPool).toEqual({ G: 2 });
    expect(pt(low, 'it')).toEqual([1, 2]);
    const none = game(board('Joraga Treespeaker', 0, []), [], { cards });
    expect(() => none.act({ activate: 'it', ability: GRANTED })).toThrow(/no activated ability/);
    const high = game(board('Joraga Treespeaker', 5, []), [{ activate: 'Llanowar Elves', ability: GRANTED }], {
      cards,
    });
    expect(high.error).toBeNull();
    expect(high.state.players.p1.manaPool).toEqual({ G: 2 });
    expect(pt(high, 'it')).toEqual([1, 4]);
  });
});

describe('compiling leveler cards (near misses)', () => {
  it('a section ability the engine can’t have only within the range stays text, with the rest enforced', () => {
    expect(unenforced(purists)).toEqual([
      'If a source would deal damage to you or a creature you control, prevent 1 of that damage.',
      'If a source would deal damage to you or a creature you control, prevent 2 of that damage.',
    ]);
    expect(compileCard(purists).status).toBe('partial');
  });

  it('a section without its power/toughness box is not read', () => {
    const broken = leveler('Broken Leveler', '{W}', 'Creature — Human', 'Level up {W}\nLEVEL 2-6\nFirst strike', '1/1');
    const r = compileCard(broken);
    expect(r.abilities.find((a) => !a.enforced)?.reason).toMatch(/without a power\/toughness box/);
  });
});
