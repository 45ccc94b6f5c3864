// Domain's count (CR 205.3i, 305.6): "the number of basic land types among lands you control" and
// "for each basic land type among lands you control" — Plains, Island, Swamp, Mountain, Forest,
// each counted once however many lands have it, and only among the lands "you" control.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const binding = card(
  'Leyline Binding',
  '{5}{W}',
  'Enchantment',
  'Flash\nDomain — This spell costs {1} less to cast for each basic land type among lands you control.\nWhen this enchantment enters, exile target nonland permanent an opponent controls until this enchantment leaves the battlefield.',
);
const disease = card(
  'Exotic Disease',
  '{4}{B}',
  'Sorcery',
  'Domain — Target player loses X life and you gain X life, where X is the number of basic land types among lands you control.',
);
const CARDS = compiled(binding, disease);
const totalCostNote = (g: { events: { type: string; rule?: string; text?: string }[] }) =>
  g.events.find((e) => e.type === 'Note' && e.rule === '601.2f')?.text;

describe('domain: basic land types among lands you control (CR 205.3i, 305.6)', () => {
  it('Leyline Binding costs {1} less for each basic land type you control, a type counted once', () => {
    const board = (mine: string[]) => ({
      turn: main,
      players: { p1: { battlefield: mine, hand: ['Leyline Binding'] }, p2: { battlefield: ['Swamp'] } },
    });
    // Plains, Island, Forest (twice), Mountain: four types; the opponent's Swamp is not counted.
    const g = game(board(['Plains', 'Island', 'Forest', 'Forest', 'Mountain']), [{ cast: 'Leyline Binding' }], {
      cards: CARDS,
    });
    expect(g.error).toBeNull();
    expect(totalCostNote(g)).toContain('{1}{W}');
    // Plains and two Forests: two types, {3}{W} is more than three lands make.
    const short = game(board(['Plains', 'Forest', 'Forest']), [{ cast: 'Leyline Binding' }], { cards: CARDS });
    expect(short.error).not.toBeNull();
    expect(short.names('p1', 'hand')).toEqual(['Leyline Binding']);
  });

  it('Exotic Disease drains as much life as there are basic land types among your lands', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp', 'Plains', 'Island', 'Forest'], hand: ['Exotic Disease'] },
          p2: { battlefield: ['Mountain'] },
        },
      },
      [{ cast: 'Exotic Disease', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(16);
    expect(g.state.players.p1.life).toBe(24);
  });

  it('basic land types among lands an opponent controls stay text', () => {
    const near = card(
      'Near Miss',
      '{4}{B}',
      'Sorcery',
      'Target player loses X life, where X is the number of basic land types among lands your opponents control.',
    );
    expect(unenforced(near)).toHaveLength(1);
  });
});
