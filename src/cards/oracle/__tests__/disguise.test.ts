// Disguise (CR 702.168a): cast face down for {3} as a 2/2 creature with ward {2} and no name,
// subtypes or mana cost; turned face up any time its controller has priority by paying the
// disguise cost (a special action, 116.2b). Face down it has none of its card's abilities
// (708.2a). Real cards played.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext, RULE } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const REMINDER =
  '(You may cast this card face down for {3} as a 2/2 creature with ward {2}. Turn it face up any time for its disguise cost.)';
const assailant = card(
  'Alley Assailant',
  '{2}{B}',
  'Creature — Vampire Rogue',
  `This creature enters tapped.\nDisguise {4}{B}{B} ${REMINDER}\nWhen this creature is turned face up, target opponent loses 3 life and you gain 3 life.`,
  '3/3',
);
const CARDS = compiled(assailant);
const swamps = (n: number) => Array.from({ length: n }, () => 'Swamp');

/** p1 casts Alley Assailant face down with `n` Swamps and it resolves; p2 has `p2`. */
function disguised(n: number, p2: object): Game {
  const g = game(
    { turn: main, players: { p1: { battlefield: swamps(n), hand: [{ id: 'aa', card: 'Alley Assailant' }] }, p2 } },
    [{ cast: 'aa', alt: 'face-down' }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('disguise (CR 702.168a)', () => {
  it('cast face down for {3}: a nameless 2/2 with none of its abilities (it does not enter tapped)', () => {
    const g = disguised(3, {});
    const obj = g.get('aa');
    expect(obj.zone).toBe('battlefield');
    expect(obj.faceDown).toBe('disguise');
    expect(obj.tapped).toBe(false);
    expect(pt(g, 'aa')).toEqual([2, 2]);
    const c = characteristics(readContext(g.state, g.engine.registry), obj);
    expect(c.names).toEqual([]);
    expect(c.subtypes).toEqual([]);
    expect(c.manaValue).toBe(0);
  });

  it("face down it has ward {2}: an opponent's Lightning Bolt is countered when they can't pay", () => {
    const g = disguised(3, { battlefield: ['Mountain'], hand: ['Lightning Bolt'] });
    g.act({ cast: 'Lightning Bolt', player: 'p2', targets: ['aa'] });
    expect(g.stack()).toEqual(['Lightning Bolt', 'a face-down 2/2 ability']);
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.state.stack).toEqual([]);
    expect(g.names('p2', 'graveyard')).toEqual(['Lightning Bolt']);
    expect(g.get('aa').zone).toBe('battlefield');
    expect(g.get('aa').damage).toBe(0);
  });

  it('turned face up for {4}{B}{B}: the same object, a 3/3 Vampire, and its trigger drains 3', () => {
    const g = disguised(9, {});
    const id = g.get('aa').id;
    g.perform({ type: 'turnFaceUp', player: 'p1', object: id });
    expect(g.has('TurnedFaceUp', RULE.disguise)).toBe(true);
    expect(g.get('aa').id).toBe(id);
    expect(pt(g, 'aa')).toEqual([3, 3]);
    // Its enters-tapped replacement doesn't apply: it entered long before (708.8).
    expect(g.get('aa').tapped).toBe(false);
    expect(g.stack()).toEqual(['Alley Assailant ability']);
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(17);
    expect(g.state.players.p1.life).toBe(23);
  });

  it('near misses stay text: a disguise cost that changes (Fugitive Codebreaker), disguise on a land (Branch of Vitu-Ghazi)', () => {
    const codebreaker = card(
      'Fugitive Codebreaker',
      '{1}{R}',
      'Creature — Goblin Rogue',
      `Prowess, haste\nDisguise {5}{R}. This cost is reduced by {1} for each instant and sorcery card in your graveyard. ${REMINDER}\nWhen this creature is turned face up, discard your hand, then draw three cards.`,
      '2/1',
    );
    expect(unenforced(codebreaker)).toEqual([
      `Disguise {5}{R}. This cost is reduced by {1} for each instant and sorcery card in your graveyard. ${REMINDER}`,
    ]);
    const branch = card('Branch of Vitu-Ghazi', '', 'Land', `{T}: Add {C}.\nDisguise {3} ${REMINDER}`);
    expect(unenforced(branch)).toEqual([`Disguise {3} ${REMINDER}`]);
  });
});
