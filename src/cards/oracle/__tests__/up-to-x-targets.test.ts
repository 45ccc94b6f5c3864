// "Return up to X target instant and/or sorcery cards …" (CR 601.2b–c): X is announced, then from
// none to X targets are chosen. A triggered ability's "up to X target …" (X of a cycling cost) and
// "… up to X target …, where X is …" stay text. Real cards played.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const equation = card(
  'Divergent Equation',
  '{X}{X}{U}',
  'Instant',
  'Return up to X target instant and/or sorcery cards from your graveyard to your hand.\nExile Divergent Equation.',
);
const mammoth = card(
  'Rampaging War Mammoth',
  '{5}{R}{R}',
  'Creature — Elephant',
  'Trample\nCycling {X}{2}{R} ({X}{2}{R}, Discard this card: Draw a card.)\nWhen you cycle this card, destroy up to X target artifacts.',
  '9/7',
);
const recantation = card(
  'Recantation',
  '{3}{U}{U}',
  'Enchantment',
  "At the beginning of your upkeep, you may put a verse counter on this enchantment.\n{U}, Sacrifice this enchantment: Return up to X target permanents to their owners' hands, where X is the number of verse counters on this enchantment.",
);
const CARDS = compiled(equation);

function cast(x: number) {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: Array(2 * x + 1).fill('Island'),
          hand: ['Divergent Equation'],
          graveyard: ['Lightning Bolt', 'Shock', 'Divination'],
        },
      },
    },
    [{ cast: 'Divergent Equation' }, { decide: x }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('"up to X target …" (CR 601.2c)', () => {
  it('Divergent Equation for X = 2: any number of targets from none to two, here one; it is returned and the spell exiled', () => {
    const g = cast(2);
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'targets', min: 0, max: 2 });
    g.act({ decide: [g.get('Shock').id] });
    expect(g.error).toBeNull();
    g.act({ pass: true });
    expect(g.names('p1', 'hand')).toEqual(['Shock']);
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Divination', 'Lightning Bolt']);
    expect(g.names('p1', 'exile')).toEqual(['Divergent Equation']);
  });

  it('Divergent Equation for X = 2: three targets are more than X (refused)', () => {
    const g = cast(2);
    expect(() => g.act({ decide: [g.get('Shock').id, g.get('Lightning Bolt').id, g.get('Divination').id] })).toThrow(
      /choose 0 to 2/,
    );
  });

  it('a triggered ability\'s X and an X defined by "where X is …" are not the announced X: text', () => {
    expect(unenforced(mammoth)).toEqual(['When you cycle this card, destroy up to X target artifacts.']);
    expect(unenforced(recantation)).toEqual([
      "{U}, Sacrifice this enchantment: Return up to X target permanents to their owners' hands, where X is the number of verse counters on this enchantment.",
    ]);
  });
});
