// "The next time a source of your choice of the chosen color would deal damage to you this turn,
// prevent that damage" (Story Circle, Prismatic Circle; CR 609.7a, 615.1): the source is chosen
// as the ability resolves, among sources of the color chosen as the permanent entered (CR
// 614.12); then only that source's next damage to you is prevented.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const storyCircle = card(
  'Story Circle',
  '{1}{W}{W}',
  'Enchantment',
  'As this enchantment enters, choose a color.\n{W}: The next time a source of your choice of the chosen color would deal damage to you this turn, prevent that damage.',
);
const CARDS = compiled(storyCircle);

/** p1 casts Shock at itself, then (holding priority) activates Story Circle whose chosen color is `color`. */
function shockSelf(color: 'R' | 'G') {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          life: 20,
          battlefield: ['Plains', 'Mountain', { id: 'circle', card: 'Story Circle', chosenColor: color }],
          hand: ['Shock'],
        },
        p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
      },
    },
    [{ cast: 'Shock', targets: ['p1'] }, { activate: 'circle' }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('a source of your choice of the chosen color (CR 609.7a)', () => {
  it('chosen red: Shock (red, on the stack) is the only red source, so it is chosen and its damage prevented', () => {
    const g = shockSelf('R');
    g.act({ pass: true });
    expect(g.state.pendingDecision).toBeNull();
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(0);
    expect(g.state.players.p1.life).toBe(20);
  });

  it('chosen green: Shock is not of that color, the Bears are chosen, and Shock deals its 2', () => {
    const g = shockSelf('G');
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(0);
    expect(g.state.players.p1.life).toBe(18);
  });

  it('near miss stays text: "a creature of the chosen type" (not a source of your choice)', () => {
    const solace = card(
      'Circle of Solace',
      '{3}{W}',
      'Enchantment',
      'As this enchantment enters, choose a creature type.\n{1}{W}: The next time a creature of the chosen type would deal damage to you this turn, prevent that damage.',
    );
    expect(unenforced(solace)).toHaveLength(1);
  });
});
