// "As this enchantment enters, choose a creature type. Creatures of the chosen type get +1/+1."
// (CR 614.12, 205.3m): the choice is made as it enters, on any path, and "of the chosen type /
// color" reads it. A scenario may set the choice of a permanent it starts with. Real cards.
// Near miss: "of the chosen type" on a card that chooses none stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const triumph = card(
  'Shared Triumph',
  '{1}{W}',
  'Enchantment',
  'As this enchantment enters, choose a creature type.\nCreatures of the chosen type get +1/+1.',
);
const hall = card(
  'Hall of Triumph',
  '{3}',
  'Legendary Artifact',
  'As Hall of Triumph enters, choose a color.\nCreatures you control of the chosen color get +1/+1.',
);
const CARDS = compiled(triumph, hall);

describe('"As ~ enters, choose a creature type / a color" (CR 614.12)', () => {
  it('Shared Triumph: the type chosen as it resolves; only creatures of that type get +1/+1, either side', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Plains',
              'Plains',
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'spider', card: 'Giant Spider' },
            ],
            hand: ['Shared Triumph'],
          },
          p2: { battlefield: [{ id: 'theirs', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Shared Triumph' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const asked = g.state.pendingDecision;
    expect(asked?.kind).toBe('chooseOption');
    expect(asked && 'options' in asked ? asked.options.map((o) => o.value) : []).toContain('Bear');
    g.act({ decide: 'Bear' });
    expect(g.get('Shared Triumph').chosenType).toBe('Bear');
    expect(pt(g, 'bears')).toEqual([3, 3]);
    expect(pt(g, 'theirs')).toEqual([3, 3]);
    expect(pt(g, 'spider')).toEqual([2, 4]);
    expect(() => g.act({ decide: 'Bear' })).toThrow();
  });

  it('a scenario may start it with its type chosen', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { card: 'Shared Triumph', chosenType: 'Spider' },
              { id: 'spider', card: 'Giant Spider' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'spider')).toEqual([3, 5]);
    expect(pt(g, 'bears')).toEqual([2, 2]);
  });

  it('Hall of Triumph: creatures its controller controls of the chosen color', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { card: 'Hall of Triumph', chosenColor: 'G' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
          p2: { battlefield: [{ id: 'theirs', card: 'Grizzly Bears' }] },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'bears')).toEqual([3, 3]);
    expect(pt(g, 'theirs')).toEqual([2, 2]);
  });

  it('near miss: "of the chosen type" on a card that chooses none stays text', () => {
    const odd = card('Odd Banner', '{3}', 'Artifact', 'Creatures of the chosen type get +1/+1.');
    expect(unenforced(odd)).toEqual(['Creatures of the chosen type get +1/+1.']);
  });
});
