// A spell's own cost change with its condition first or after "as long as" (CR 601.2f): "If an
// opponent controls seven or more lands, this spell costs {6} less to cast.", "This spell costs
// {2} less to cast as long as you've drawn two or more cards this turn." Checked as the total
// cost is determined; a reduction reduces generic mana only (118.7).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const avatar = card(
  'Avatar of Fury',
  '{6}{R}{R}',
  'Creature — Avatar',
  'If an opponent controls seven or more lands, this spell costs {6} less to cast.\nFlying\n{R}: This creature gets +1/+0 until end of turn.',
  '6/6',
);
const gwaihir = card(
  'Gwaihir the Windlord',
  '{4}{W}{U}',
  'Legendary Creature — Bird Noble',
  "This spell costs {2} less to cast as long as you've drawn two or more cards this turn.\nFlying, vigilance\nOther Birds you control have vigilance.",
  '4/4',
);

// Mountain and Island are the pool's own.
const cards = compiled(avatar, gwaihir);

function withLands(n: number) {
  return {
    turn: main,
    players: {
      p1: { battlefield: ['Mountain', 'Mountain'], hand: ['Avatar of Fury'] },
      p2: { battlefield: Array.from({ length: n }, () => 'Island') },
    },
  };
}

describe('"If …, this spell costs {6} less to cast."', () => {
  it('an opponent with seven lands: Avatar of Fury costs {R}{R}', () => {
    const g = game(withLands(7), [{ cast: 'Avatar of Fury' }], { cards });
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Avatar of Fury']);
  });

  it('with six it costs {6}{R}{R}: two Mountains are not enough', () => {
    const g = game(withLands(6), [], { cards });
    expect(() => g.act({ cast: 'Avatar of Fury' })).toThrow(/no way to pay/);
  });
});

describe('"… costs {2} less to cast as long as …"', () => {
  it('Gwaihir the Windlord costs {4}{W}{U} until two cards are drawn, then {2}{W}{U}', () => {
    const lands = ['Plains', 'Island', 'Island', 'Island'];
    const doc = {
      turn: main,
      players: { p1: { battlefield: lands, hand: ['Gwaihir the Windlord'], library: ['Island', 'Island'] }, p2: {} },
    };
    const before = game(doc, [], { cards });
    expect(() => before.act({ cast: 'Gwaihir the Windlord' })).toThrow(/no way to pay/);
    const after = game(doc, [], { cards });
    after.perform({ type: 'sandbox', on: true });
    after.perform({ type: 'draw', player: 'p1', count: 2 });
    after.act({ cast: 'Gwaihir the Windlord' });
    expect(after.stack()).toEqual(['Gwaihir the Windlord']);
  });
});

describe('near miss stays text', () => {
  it('"where X is the difference" after a condition', () => {
    const shadow = card(
      'Shadow of Mortality',
      '{14}{B}{B}',
      'Creature — Avatar',
      'If your life total is less than your starting life total, this spell costs {X} less to cast, where X is the difference.\nFlying',
      '7/7',
    );
    expect(unenforced(shadow)).toHaveLength(1);
  });
});
