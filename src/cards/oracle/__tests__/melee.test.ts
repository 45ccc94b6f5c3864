// Melee (CR 702.121a): "Whenever this creature attacks, it gets +1/+1 until end of turn for each
// opponent you attacked with a creature this combat"; each instance triggers separately (702.121b).
// Real cards played: the bonus counts the opponent attacked, not their planeswalker (506.2).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, pt, run, unenforced } from './compiled';

const REMINDER =
  'Melee (Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you attacked this combat.)';
const wings = card('Wings of the Guard', '{1}{W}', 'Creature — Bird', `Flying\n${REMINDER}`, '1/1');
const adriana = card(
  'Adriana, Captain of the Guard',
  '{3}{R}{W}',
  'Legendary Creature — Human Knight',
  `${REMINDER}\nOther creatures you control have melee. (If a creature has multiple instances of melee, each triggers separately.)`,
  '4/4',
);
const garruk = {
  ...card(
    'Garruk Wildspeaker',
    '{2}{G}{G}',
    'Legendary Planeswalker — Garruk',
    '+1: Untap two target lands.\n−1: Create a 3/3 green Beast creature token.\n−4: Creatures you control get +3/+3 and gain trample until end of turn.',
  ),
  loyalty: '3',
};
const CARDS = compiled(wings, adriana, garruk);
const library = ['Plains', 'Plains', 'Plains', 'Plains', 'Plains'];
const turn = { number: 3, active: 'p1' as const, phase: 'main1' as const };

describe('melee (CR 702.121a)', () => {
  it('Wings of the Guard attacking the opponent gets +1/+1 until end of turn', () => {
    const g = game(
      { turn, players: { p1: { battlefield: ['Wings of the Guard'], library }, p2: { library } } },
      [{ advance: 'declareAttackers' }, { attack: ['Wings of the Guard'] }],
      { cards: CARDS },
    );
    run(g);
    expect(g.error).toBeNull();
    expect(pt(g, 'Wings of the Guard')).toEqual([2, 2]);
    g.act({ block: {} });
    g.act({ advance: 'main2' });
    expect(g.state.players.p2.life).toBe(18);
  });

  it("attacking only the opponent's planeswalker, no opponent was attacked: no bonus", () => {
    const g = game(
      {
        turn,
        players: {
          p1: { battlefield: ['Wings of the Guard'], library },
          p2: { battlefield: [{ id: 'garruk', card: 'Garruk Wildspeaker', counters: { loyalty: 3 } }], library },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['Wings of the Guard'], at: { 'Wings of the Guard': 'garruk' } }],
      { cards: CARDS },
    );
    run(g);
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(0);
    expect(pt(g, 'Wings of the Guard')).toEqual([1, 1]);
  });

  it('one creature at the opponent and one at their planeswalker: the opponent counts once', () => {
    const g = game(
      {
        turn,
        players: {
          p1: { battlefield: ['Wings of the Guard', { id: 'bears', card: 'Grizzly Bears' }], library },
          p2: { battlefield: [{ id: 'garruk', card: 'Garruk Wildspeaker', counters: { loyalty: 3 } }], library },
        },
      },
      [
        { advance: 'declareAttackers' },
        { attack: ['Wings of the Guard', 'bears'], at: { 'Wings of the Guard': 'garruk' } },
      ],
      { cards: CARDS },
    );
    run(g);
    expect(g.error).toBeNull();
    expect(pt(g, 'Wings of the Guard')).toEqual([2, 2]);
  });

  it('Adriana gives the other attackers melee: each instance triggers separately', () => {
    const g = game(
      {
        turn,
        players: {
          p1: { battlefield: ['Adriana, Captain of the Guard', { id: 'bears', card: 'Grizzly Bears' }], library },
          p2: { library },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['Adriana, Captain of the Guard', 'bears'] }],
      { cards: CARDS },
    );
    // Two melee triggers at once: their controller orders them (CR 603.3b).
    const d = g.state.pendingDecision;
    if (d && 'options' in d) g.act({ decide: d.options.map((o) => o.value) });
    run(g);
    expect(g.error).toBeNull();
    expect(pt(g, 'Adriana, Captain of the Guard')).toEqual([5, 5]);
    expect(pt(g, 'bears')).toEqual([3, 3]);
  });

  it('gaining melee until end of turn stays text (the trigger would not come with it)', () => {
    const fang = card(
      'Fang of the Pack',
      '{5}{G}',
      'Creature — Wolf',
      `${REMINDER}\nAt the beginning of combat on your turn, another target creature you control gains melee until end of turn. (If a creature has multiple instances of melee, each triggers separately.)`,
      '5/3',
    );
    expect(unenforced(fang)).toHaveLength(1);
    expect(unenforced(fang)[0]).toMatch(/^At the beginning of combat/);
  });
});
