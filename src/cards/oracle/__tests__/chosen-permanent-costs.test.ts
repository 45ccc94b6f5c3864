// Costs paid with a permanent the payer chooses as the cost is paid (CR 601.2h, 602.2b; not
// targeted): "As an additional cost to cast this spell, exile a creature you control." (the
// creature moves from the battlefield to exile), "… put a -1/-1 counter on a creature you control."
// (blight's own action, CR 122.1). With nothing to choose, the cost can't be paid (118.3).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const fumes = card(
  'Necrotic Fumes',
  '{1}{B}{B}',
  'Sorcery — Lesson',
  'As an additional cost to cast this spell, exile a creature you control.\nExile target creature or planeswalker.',
);
const sting = card(
  'Lethal Sting',
  '{2}{B}',
  'Sorcery',
  'As an additional cost to cast this spell, put a -1/-1 counter on a creature you control.\nDestroy target creature.',
);
const CARDS = compiled(fumes, sting);

const board = (spell: string, mine: string[]) => ({
  turn: main,
  players: {
    p1: {
      battlefield: [...mine.map((c, i) => ({ id: `m${i}`, card: c })), 'Swamp', 'Swamp', 'Swamp'],
      hand: [spell],
    },
    p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
  },
});

describe('"exile a creature you control" as an additional cost', () => {
  it('Necrotic Fumes exiles the Grizzly Bears to pay, then the Giant Spider', () => {
    const g = game(board('Necrotic Fumes', ['Grizzly Bears']), [{ cast: 'Necrotic Fumes', targets: ['spider'] }], {
      cards: CARDS,
    });
    expect(g.error).toBeNull();
    // Paid as it is cast (CR 601.2h), before it resolves.
    expect(g.names('p1', 'exile')).toEqual(['Grizzly Bears']);
    g.act({ pass: true });
    expect(g.names('p2', 'exile')).toEqual(['Giant Spider']);
  });

  it("with no creature to exile it can't be cast", () => {
    const g = game(board('Necrotic Fumes', []), [], { cards: CARDS });
    expect(() => g.act({ cast: 'Necrotic Fumes', targets: ['spider'] })).toThrow();
    expect(g.names('p1', 'hand')).toEqual(['Necrotic Fumes']);
  });
});

describe('"put a -1/-1 counter on a creature you control" as an additional cost', () => {
  it('Lethal Sting: the Grizzly Bears become 1/1, the Giant Spider is destroyed', () => {
    const g = game(board('Lethal Sting', ['Grizzly Bears']), [{ cast: 'Lethal Sting', targets: ['spider'] }], {
      cards: CARDS,
    });
    expect(g.error).toBeNull();
    expect(pt(g, 'm0')).toEqual([1, 1]);
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Giant Spider']);
  });

  it("with no creature it can't be cast", () => {
    const g = game(board('Lethal Sting', []), [], { cards: CARDS });
    expect(() => g.act({ cast: 'Lethal Sting', targets: ['spider'] })).toThrow();
  });
});

describe('near miss stays text', () => {
  it('"Exile an instant or sorcery spell you control": a spell leaving the stack as a cost', () => {
    const nivmagus = card(
      'Nivmagus Elemental',
      '{U/R}',
      'Creature — Elemental',
      "Exile an instant or sorcery spell you control: Put two +1/+1 counters on this creature. (That spell won't resolve.)",
      '1/2',
    );
    expect(unenforced(nivmagus)).toHaveLength(1);
  });
});
