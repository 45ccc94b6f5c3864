// Casualty N (CR 702.153a): "As an additional cost to cast this spell, you may sacrifice a creature
// with power N or greater" and "When you cast this spell, if a casualty cost was paid for it, copy
// it. If the spell has any targets, you may choose new targets for the copy." Real cards played.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const lightEmUp = card(
  "Light 'Em Up",
  '{1}{R}',
  'Sorcery',
  "Casualty 2 (As you cast this spell, you may sacrifice a creature with power 2 or greater. When you do, copy this spell and you may choose a new target for the copy.)\nLight 'Em Up deals 2 damage to target creature or planeswalker.",
);
const CARDS = compiled(lightEmUp);

function cast(mine: { id: string; card: string }[]) {
  return game(
    {
      turn: main,
      players: {
        p1: { battlefield: ['Mountain', 'Mountain', ...mine], hand: ["Light 'Em Up"] },
        p2: {
          battlefield: [
            { id: 'b1', card: 'Grizzly Bears' },
            { id: 'b2', card: 'Grizzly Bears' },
          ],
        },
      },
    },
    [{ cast: "Light 'Em Up", targets: ['b1'] }],
    { cards: CARDS },
  );
}

describe('casualty (CR 702.153a)', () => {
  it('a creature with power 2 sacrificed: the spell is copied, the copy takes a new target', () => {
    const g = cast([
      { id: 'elves', card: 'Llanowar Elves' },
      { id: 'bears', card: 'Grizzly Bears' },
    ]);
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'casualty', kind: 'may' });
    g.act({ decide: true });
    expect(g.error).toBeNull();
    // Only the Grizzly Bears has power 2 or greater: it is the one sacrificed, without a choice.
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'battlefield')).toContain('Llanowar Elves');
    expect(g.stack()).toEqual(["Light 'Em Up", "Light 'Em Up ability"]);
    g.act({ pass: true });
    g.act({ decide: true });
    g.act({ decide: ['b2'] });
    expect(g.stack()).toEqual(["Light 'Em Up", "Light 'Em Up (copy)"]);
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears', 'Grizzly Bears']);
  });

  it('a creature with less power is refused; with none of power 2 or more it is not asked', () => {
    const g = cast([
      { id: 'elves', card: 'Llanowar Elves' },
      { id: 'bears', card: 'Grizzly Bears' },
      { id: 'bears2', card: 'Grizzly Bears' },
    ]);
    g.act({ decide: true });
    expect(g.state.pendingDecision).toMatchObject({
      purpose: 'sacrifice',
      candidates: [g.get('bears').id, g.get('bears2').id],
    });
    expect(() => g.act({ decide: ['elves'] })).toThrow();
    g.act({ decide: ['bears2'] });
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.stack()).toEqual(["Light 'Em Up", "Light 'Em Up ability"]);
    const poor = cast([{ id: 'elves', card: 'Llanowar Elves' }]);
    expect(poor.state.pendingDecision).toBeNull();
    expect(poor.stack()).toEqual(["Light 'Em Up"]);
    expect(poor.names('p1', 'battlefield')).toContain('Llanowar Elves');
  });

  it('declined: nothing is sacrificed and no copy is made', () => {
    const g = cast([{ id: 'bears', card: 'Grizzly Bears' }]);
    g.act({ decide: false });
    expect(g.stack()).toEqual(["Light 'Em Up"]);
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
  });

  it('near miss: casualty X (Ob Nixilis, the Adversary) stays text', () => {
    const ob = card(
      'Ob Nixilis, the Adversary',
      '{1}{B}{R}',
      'Legendary Planeswalker — Nixilis',
      'Casualty X. The copy isn\'t legendary and has starting loyalty X. (As you cast this spell, you may sacrifice a creature with power X. When you do, copy this spell. The copy becomes a token.)\n+1: Each opponent loses 2 life unless they discard a card. If you control a Demon or Devil, you gain 2 life.\n−2: Create a 1/1 red Devil creature token with "When this token dies, it deals 1 damage to any target."\n−7: Target player draws seven cards and loses 7 life.',
    );
    expect(unenforced(ob).some((t) => t.startsWith('Casualty X'))).toBe(true);
  });
});
