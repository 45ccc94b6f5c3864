// "Whenever this creature blocks or becomes blocked by a creature that has been dealt damage this
// turn" (Giant Shark; CR 509.1h–i, 120.3): "has been dealt damage this turn" is "was dealt damage
// this turn", read as the block is declared; an undamaged creature triggers nothing.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const shark = card(
  'Giant Shark',
  '{5}{U}',
  'Creature — Shark',
  "This creature can't attack unless defending player controls an Island.\nWhenever this creature blocks or becomes blocked by a creature that has been dealt damage this turn, this creature gets +2/+0 and gains trample until end of turn.\nWhen you control no Islands, sacrifice this creature.",
  '4/4',
);
const CARDS = compiled(shark);

/** Giant Shark attacks; Giant Spider blocks it, after a Lightning Bolt hit the Spider or not. */
function attack(bolt: boolean) {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [{ id: 'shark', card: 'Giant Shark' }, 'Island', 'Mountain'],
          hand: bolt ? ['Lightning Bolt'] : [],
        },
        p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }, 'Island'] },
      },
    },
    [],
    { cards: CARDS },
  );
  if (bolt) {
    g.act({ cast: 'Lightning Bolt', targets: ['spider'] });
    g.act({ pass: true });
    expect(g.state.stack).toHaveLength(0);
  }
  g.act({ advance: 'declareAttackers' });
  g.act({ attack: ['shark'] });
  g.act({ block: { spider: 'shark' }, player: 'p2' });
  return g;
}

describe('"blocks or becomes blocked by a creature that has been dealt damage this turn" (Giant Shark)', () => {
  it('blocked by a Giant Spider dealt 3 damage this turn: +2/+0 and trample', () => {
    const g = attack(true);
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(1);
    g.act({ pass: true });
    expect(pt(g, 'shark')).toEqual([6, 4]);
  });

  it('blocked by an undamaged Giant Spider: nothing triggers', () => {
    const g = attack(false);
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(0);
    expect(pt(g, 'shark')).toEqual([4, 4]);
  });

  it('near miss: "a creature that has been dealt damage by an opponent this turn" stays text', () => {
    const c = card(
      'Near Miss',
      '{2}{U}',
      'Creature — Shark',
      'Whenever this creature blocks a creature that has been dealt damage by an opponent this turn, draw a card.',
      '2/2',
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});
