// Enlist (CR 702.154a): "As this creature attacks, you may tap a nonattacking creature you control
// without summoning sickness. When you do, add its power to this creature's until end of turn."
// The choice is made as attackers are declared (an optional cost to attack, 508.1g); the tapped
// creature's power is added by a reflexive ability that goes on the stack before blockers are
// declared. "Whenever this creature enlists a creature" triggers on the same choice. Near miss:
// "if it enlisted a creature this combat" (Aradesh, the Founder) stays text.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const ENLIST =
  "Enlist (As this creature attacks, you may tap a nonattacking creature you control without summoning sickness. When you do, add its power to this creature's until end of turn.)";
const warbrute = card('Coalition Warbrute', '{3}{R}', 'Creature — Minotaur Berserker', `${ENLIST}\nTrample`, '3/4');
const guardian = card(
  'Guardian of New Benalia',
  '{1}{W}',
  'Creature — Human Soldier',
  `${ENLIST}\nWhenever this creature enlists a creature, scry 2.\nDiscard a card: This creature gains indestructible until end of turn. Tap it.`,
  '2/2',
);
const aradesh = card(
  'Aradesh, the Founder',
  '{2}{W}',
  'Legendary Creature — Human Soldier',
  `${ENLIST}\nWhenever a creature you control attacks, if it enlisted a creature this combat, the creature that attacked gains double strike until end of turn. If that creature's power is 4 or greater, draw a card.`,
  '1/4',
);
const CARDS = compiled(warbrute, guardian);
const LIBS = { p1: { library: ['Plains', 'Island', 'Swamp'] }, p2: { library: ['Island', 'Island', 'Island'] } };

type Perm = { id: string; card: string; summoningSick?: boolean; tapped?: boolean };

function attack(mine: Perm[], attackers: string[]) {
  const g = game(
    { turn: main, players: { p1: { ...LIBS.p1, battlefield: mine }, p2: { ...LIBS.p2 } } },
    [{ advance: 'declareAttackers' }, { attack: attackers }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('enlist (CR 702.154a)', () => {
  it('Coalition Warbrute enlists an untapped, nonattacking creature without summoning sickness: +2/+0, 5 damage', () => {
    const g = attack(
      [
        { id: 'wb', card: 'Coalition Warbrute' },
        { id: 'bear', card: 'Grizzly Bears' },
        { id: 'sick', card: 'Grizzly Bears', summoningSick: true },
        { id: 'tapped', card: 'Grizzly Bears', tapped: true },
        { id: 'att', card: 'Grizzly Bears' },
      ],
      ['wb', 'att'],
    );
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ kind: 'chooseObjects', purpose: 'enlist', player: 'p1', min: 0, max: 1 });
    // Only the bear that is untapped, not attacking and not summoning sick may be tapped.
    expect(d?.candidates).toEqual([g.get('bear').id]);
    g.act({ decide: [g.get('bear').id] });
    expect(g.error).toBeNull();
    expect(g.get('bear').tapped).toBe(true);
    expect(g.stack()).toHaveLength(1);
    expect(pt(g, 'wb')).toEqual([3, 4]);
    g.act({ pass: true });
    expect(pt(g, 'wb')).toEqual([5, 4]);
    g.act({ block: {}, player: 'p2' });
    g.act({ advance: 'main2' });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(20 - 5 - 2);
    expect(g.rules()).toContain(RULE.enlist);
    g.act({ advance: 'next-turn' });
    // The bonus lasts until end of turn.
    expect(pt(g, 'wb')).toEqual([3, 4]);
  });

  it('declined (none chosen): nothing is tapped and nothing triggers', () => {
    const g = attack(
      [
        { id: 'wb', card: 'Coalition Warbrute' },
        { id: 'bear', card: 'Grizzly Bears' },
      ],
      ['wb'],
    );
    g.act({ decide: [] });
    expect(g.error).toBeNull();
    expect(g.get('bear').tapped).toBe(false);
    expect(g.stack()).toHaveLength(0);
    expect(pt(g, 'wb')).toEqual([3, 4]);
  });

  it('no creature can be enlisted: the attacking player is not asked', () => {
    const g = attack(
      [
        { id: 'wb', card: 'Coalition Warbrute' },
        { id: 'sick', card: 'Grizzly Bears', summoningSick: true },
      ],
      ['wb'],
    );
    expect(g.state.pendingDecision?.purpose).not.toBe('enlist');
    expect(g.stack()).toHaveLength(0);
  });

  it('Guardian of New Benalia: enlisting also triggers "Whenever this creature enlists a creature, scry 2"', () => {
    const g = attack(
      [
        { id: 'gd', card: 'Guardian of New Benalia' },
        { id: 'bear', card: 'Grizzly Bears' },
      ],
      ['gd'],
    );
    g.act({ decide: [g.get('bear').id] });
    if (g.state.pendingDecision?.kind === 'chooseOrder')
      g.act({ decide: g.state.pendingDecision.options.map((o) => o.value) });
    expect(g.error).toBeNull();
    expect(g.stack()).toHaveLength(2);
  });

  it('near miss: "if it enlisted a creature this combat" stays text', () => {
    expect(unenforced(aradesh).join(' ')).toMatch(/enlisted a creature this combat/);
    expect(unenforced(aradesh).join(' ')).not.toMatch(/^Enlist/);
  });
});
