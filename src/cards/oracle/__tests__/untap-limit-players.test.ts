// "Your opponents can't untap more than two permanents during their untap steps" (Dovin Baan's
// emblem), "You can't untap more than one land during your untap step" (Mungha Wurm), "players
// can't untap more than two permanents" (Static Orb; CR 502.3): the limit applies to the players
// the ability names, and "one" names one permanent, "two" two of them.
import { describe, expect, it } from 'vitest';
import { getObject, RULE } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main } from './compiled';

const dovin = {
  ...card(
    'Dovin Baan',
    '{2}{W}{U}',
    'Legendary Planeswalker — Dovin',
    '+1: Until your next turn, up to one target creature gets -3/-0 and its activated abilities can\'t be activated.\n−1: You gain 2 life and draw a card.\n−7: You get an emblem with "Your opponents can\'t untap more than two permanents during their untap steps."',
  ),
  loyalty: '5',
};
const wurm = {
  ...card('Mungha Wurm', '{2}{G}{G}', 'Creature — Wurm', "You can't untap more than one land during your untap step."),
  power: '6',
  toughness: '5',
};
const CARDS = compiled(dovin, wurm);

function tapped(g: Game, player: 'p1' | 'p2'): number {
  return g.state.battlefield.filter((id) => {
    const o = getObject(g.state, id);
    return o?.controller === player && o.tapped;
  }).length;
}

const threeTapped = [
  { id: 'a', card: 'Island', tapped: true },
  { id: 'b', card: 'Island', tapped: true },
  { id: 'c', card: 'Grizzly Bears', tapped: true },
];

describe('untap limits on some players (CR 502.3)', () => {
  it("Dovin Baan's emblem: its owner's opponent untaps only two of three permanents; its owner untaps all", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { card: 'Dovin Baan', counters: { loyalty: 8 } },
              ...threeTapped.map((x) => ({ ...x, id: `m${x.id}` })),
            ],
            library: ['Plains', 'Plains'],
          },
          p2: { battlefield: threeTapped, library: ['Plains'] },
        },
      },
      [{ activate: 'Dovin Baan', ability: 2 }, { pass: true }, { advance: 'next-turn' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.command?.length).toBe(1);
    expect(g.state.turn).toMatchObject({ active: 'p2', step: 'untap' });
    expect(g.state.pendingDecision).toMatchObject({
      player: 'p2',
      kind: 'chooseObjects',
      rule: RULE.untapStep,
      max: 2,
    });
    g.act({ decide: ['a', 'c'] });
    expect(g.get('a').tapped).toBe(false);
    expect(g.get('c').tapped).toBe(false);
    expect(g.get('b').tapped).toBe(true);
    g.act({ advance: 'next-turn' });
    // The emblem's owner is no opponent of their own: all of theirs untap, no question.
    expect(g.state.turn.active).toBe('p1');
    expect(tapped(g, 'p1')).toBe(0);
  });

  it("Mungha Wurm: its controller untaps one land; the opponent's untap step is not limited", () => {
    const g = game(
      {
        turn: { number: 3, active: 'p2', phase: 'end' },
        players: {
          p1: {
            battlefield: [
              'Mungha Wurm',
              { id: 'a', card: 'Island', tapped: true },
              { id: 'b', card: 'Island', tapped: true },
            ],
            library: ['Plains'],
          },
          p2: {
            battlefield: [
              { id: 'x', card: 'Island', tapped: true },
              { id: 'y', card: 'Island', tapped: true },
            ],
            library: ['Plains'],
          },
        },
      },
      [{ advance: 'next-turn' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ player: 'p1', kind: 'chooseObjects', max: 1 });
    g.act({ decide: ['b'] });
    expect(g.get('a').tapped).toBe(true);
    expect(g.get('b').tapped).toBe(false);
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p2');
    expect(g.get('x').tapped).toBe(false);
    expect(g.get('y').tapped).toBe(false);
  });

  it('near misses stay text: the number of permanents disagrees with "one", another step', () => {
    const t = (text: string) => compileCard(card('Test Orb', '{3}', 'Artifact', text)).status;
    expect(t("Players can't untap more than one lands during their untap steps.")).not.toBe('full');
    expect(t("You can't untap more than one land during their untap steps.")).not.toBe('full');
    expect(t("Your opponents can't untap more than two permanents during your untap step.")).not.toBe('full');
  });
});
