// Megamorph (CR 702.37b): a morph whose permanent gets a +1/+1 counter as it is turned face up by
// paying its megamorph cost (a special action, 702.37e); the counter is there before any "when
// turned face up" ability triggers. Real cards played.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const REMINDER =
  '(You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its megamorph cost and put a +1/+1 counter on it.)';
const hulk = card('Marsh Hulk', '{4}{B}{B}', 'Creature — Zombie Ogre', `Megamorph {6}{B} ${REMINDER}`, '4/6');
const dancer = card(
  'Stratus Dancer',
  '{1}{U}',
  'Creature — Djinn Monk',
  `Flying\nMegamorph {1}{U} ${REMINDER}\nWhen this creature is turned face up, counter target instant or sorcery spell.`,
  '2/1',
);
const CARDS = compiled(hulk, dancer);
const lands = (name: string, n: number) => Array.from({ length: n }, () => name);

describe('megamorph (CR 702.37b)', () => {
  it('Marsh Hulk turned face up for {6}{B}: the same object, 4/6 with a +1/+1 counter, so 5/7', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: lands('Swamp', 10), hand: [{ id: 'mh', card: 'Marsh Hulk' }] } } },
      [{ cast: 'mh', alt: 'face-down' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'mh')).toEqual([2, 2]);
    expect(g.get('mh').counters).toEqual({});
    g.perform({ type: 'turnFaceUp', player: 'p1', object: g.get('mh').id });
    expect(g.get('mh').counters).toEqual({ '+1/+1': 1 });
    expect(pt(g, 'mh')).toEqual([5, 7]);
    expect(g.has('CountersAdded', RULE.megamorph)).toBe(true);
    expect(g.state.stack).toEqual([]);
  });

  it('Stratus Dancer turned face up in answer to Lightning Bolt: 3/2 with its counter, and its trigger counters the Bolt', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: lands('Island', 5), hand: [{ id: 'sd', card: 'Stratus Dancer' }] },
          p2: { battlefield: ['Mountain'], hand: ['Lightning Bolt'] },
        },
      },
      [{ cast: 'sd', alt: 'face-down' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ cast: 'Lightning Bolt', player: 'p2', targets: ['sd'] });
    g.perform({ type: 'turnFaceUp', player: 'p1', object: g.get('sd').id });
    expect(pt(g, 'sd')).toEqual([3, 2]);
    // The Bolt is the only instant or sorcery spell: the trigger's one target.
    expect(g.stack()).toEqual(['Lightning Bolt', 'Stratus Dancer ability']);
    g.act({ pass: true });
    expect(g.state.stack).toEqual([]);
    expect(g.names('p2', 'graveyard')).toEqual(['Lightning Bolt']);
    expect(g.get('sd').damage).toBe(0);
    expect(g.get('sd').zone).toBe('battlefield');
  });

  it('near miss (constructed wording): a megamorph cost that is not mana stays text', () => {
    const odd = card('Marsh Hulk', '{4}{B}{B}', 'Creature — Zombie Ogre', 'Megamorph—Discard a card.', '4/6');
    expect(unenforced(odd)).toEqual(['Megamorph—Discard a card.']);
  });
});
