// Strive: "This spell costs {2}{R} more to cast for each target beyond the first." The targets
// are chosen before the total cost is determined (CR 601.2c before 601.2f), so the increase is
// counted from the targets chosen: none for one target, once for each one after it.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const harness = card(
  'Harness by Force',
  '{1}{R}{R}',
  'Sorcery',
  'Strive — This spell costs {2}{R} more to cast for each target beyond the first.\nGain control of any number of target creatures until end of turn. Untap those creatures. They gain haste until end of turn.',
);
const fireball = card(
  'Fireball',
  '{X}{R}',
  'Sorcery',
  'This spell deals X damage divided evenly, rounded down, among any number of targets.\nThis spell costs {1} more to cast for each target beyond the first.',
);

const CARDS = compiled(harness);
const mountains = (n: number) => Array.from({ length: n }, () => 'Mountain');
const totalCostNote = (g: { events: { type: string; rule?: string; text?: string }[] }) =>
  g.events.find((e) => e.type === 'Note' && e.rule === '601.2f')?.text;
const board = (lands: number) => ({
  turn: main,
  players: {
    p1: { battlefield: mountains(lands), hand: ['Harness by Force'] },
    p2: {
      battlefield: [
        { id: 'a', card: 'Grizzly Bears', tapped: true },
        { id: 'b', card: 'Grizzly Bears', tapped: true },
        { id: 'c', card: 'Grizzly Bears', tapped: true },
      ],
    },
  },
});

describe('strive: more for each target beyond the first (CR 601.2f)', () => {
  it('Harness by Force with one target costs its mana cost, {1}{R}{R}', () => {
    const g = game(board(3), [{ cast: 'Harness by Force', targets: ['a'] }, { pass: true }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(totalCostNote(g)).toContain('{1}{R}{R}');
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
  });

  it('with three targets it costs {2}{R} twice more: nine Mountains pay it, eight do not', () => {
    const three = game(board(9), [{ cast: 'Harness by Force', targets: ['a', 'b', 'c'] }, { pass: true }], {
      cards: CARDS,
    });
    expect(three.error).toBeNull();
    expect(three.names('p1', 'battlefield').filter((n) => n === 'Grizzly Bears')).toHaveLength(3);
    expect(three.get('a').tapped).toBe(false);

    const short = game(board(8), [{ cast: 'Harness by Force', targets: ['a', 'b', 'c'] }], { cards: CARDS });
    expect(short.error).not.toBeNull();
    expect(short.names('p2', 'battlefield')).toHaveLength(3);
  });

  it('near miss: Fireball reads its strive-like cost line, but its evenly divided damage stays text', () => {
    const text = unenforced(fireball);
    expect(text.some((t) => /divided evenly/.test(t))).toBe(true);
    expect(text.some((t) => /beyond the first/.test(t))).toBe(false);
  });
});
