// Riders on a kicker spell's instruction (CR 702.33d, 608.2c): "If this spell was kicked, instead
// that creature gets +4/+4 …" ("instead" first: exactly one of the two is followed), "… it deals
// 5 damage to that creature instead" (the same damage, another amount), and "also" before a
// clause's verbs ("that creature also gains hexproof"), which adds to what came before and changes
// nothing the instruction does.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const growth = card(
  'Colossal Growth',
  '{1}{G}',
  'Instant',
  'Kicker {R} (You may pay an additional {R} as you cast this spell.)\nTarget creature gets +3/+3 until end of turn. If this spell was kicked, instead that creature gets +4/+4 and gains trample and haste until end of turn.',
);
const lesson = card(
  'Firebending Lesson',
  '{R}',
  'Instant — Lesson',
  'Kicker {4} (You may pay an additional {4} as you cast this spell.)\nFirebending Lesson deals 2 damage to target creature. If this spell was kicked, it deals 5 damage to that creature instead.',
);
const shell = card(
  'Shell Shield',
  '{U}',
  'Instant',
  "Kicker {1} (You may pay an additional {1} as you cast this spell.)\nTarget creature you control gets +0/+3 until end of turn. If this spell was kicked, that creature also gains hexproof until end of turn. (It can't be the target of spells or abilities your opponents control.)",
);
const night = card(
  'Strength of Night',
  '{2}{G}',
  'Instant',
  'Kicker {B} (You may pay an additional {B} as you cast this spell.)\nCreatures you control get +1/+1 until end of turn. If this spell was kicked, Zombie creatures you control get an additional +2/+2 until end of turn.',
);
const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const CARDS = compiled(growth, lesson, shell, giant);

const keywords = (g: Game, ref: string): unknown[] =>
  characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords;

const board = (hand: string, lands: string[], theirs: string[] = []) => ({
  turn: main,
  players: {
    p1: { hand: [hand], battlefield: [{ id: 'bears', card: 'Grizzly Bears' }, ...lands] },
    p2: { battlefield: theirs.map((c, i) => ({ id: `t${i}`, card: c })) },
  },
});

describe('"If this spell was kicked, instead …" (CR 702.33d, 608.2c)', () => {
  const lands = ['Forest', 'Forest', 'Mountain'];

  it('Colossal Growth kicked: +4/+4, trample and haste — not +7/+7', () => {
    const g = game(board('Colossal Growth', lands), [], { cards: CARDS });
    g.act({ cast: 'Colossal Growth', kicker: true, targets: ['bears'] });
    g.act({ pass: true });
    expect(pt(g, 'bears')).toEqual([6, 6]);
    expect(keywords(g, 'bears')).toEqual(expect.arrayContaining(['trample', 'haste']));
  });

  it('Colossal Growth unkicked: +3/+3 only', () => {
    const g = game(board('Colossal Growth', lands), [], { cards: CARDS });
    g.act({ cast: 'Colossal Growth', kicker: false, targets: ['bears'] });
    g.act({ pass: true });
    expect(pt(g, 'bears')).toEqual([5, 5]);
    expect(keywords(g, 'bears')).not.toContain('trample');
  });
});

describe('"If this spell was kicked, it deals 5 damage to that creature instead"', () => {
  const lands = ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'];

  it('Firebending Lesson kicked deals 5 to a 3/3 (it dies); unkicked 2 (it lives)', () => {
    const kicked = game(board('Firebending Lesson', lands, ['Hill Giant']), [], { cards: CARDS });
    kicked.act({ cast: 'Firebending Lesson', kicker: true, targets: ['t0'] });
    kicked.act({ pass: true });
    expect(kicked.names('p2', 'graveyard')).toEqual(['Hill Giant']);
    const plain = game(board('Firebending Lesson', lands, ['Hill Giant']), [], { cards: CARDS });
    plain.act({ cast: 'Firebending Lesson', kicker: false, targets: ['t0'] });
    plain.act({ pass: true });
    expect(plain.names('p2', 'battlefield')).toEqual(['Hill Giant']);
    expect(plain.get('t0').damage).toBe(2);
  });
});

describe('"that creature also gains …"', () => {
  it('Shell Shield kicked: +0/+3 and hexproof; unkicked +0/+3 only', () => {
    const kicked = game(board('Shell Shield', ['Island', 'Island']), [], { cards: CARDS });
    kicked.act({ cast: 'Shell Shield', kicker: true, targets: ['bears'] });
    kicked.act({ pass: true });
    expect(pt(kicked, 'bears')).toEqual([2, 5]);
    expect(keywords(kicked, 'bears')).toContain('hexproof');
    const plain = game(board('Shell Shield', ['Island', 'Island']), [], { cards: CARDS });
    plain.act({ cast: 'Shell Shield', kicker: false, targets: ['bears'] });
    plain.act({ pass: true });
    expect(pt(plain, 'bears')).toEqual([2, 5]);
    expect(keywords(plain, 'bears')).not.toContain('hexproof');
  });
});

describe('near miss stays text', () => {
  it('"get an additional +2/+2" in a kicked rider', () => {
    expect(unenforced(night)).toHaveLength(1);
  });
});
