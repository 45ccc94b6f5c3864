// "Players can't untap more than one land during their untap steps" (Winter Orb, Smoke, Damping
// Field; CR 502.3): in the untap step the active player chooses which one of the permanents the
// limit covers untaps; the others untap as usual, and no player gets priority in between (502.4).
import { describe, expect, it } from 'vitest';
import { getObject, RULE } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled } from './compiled';

const orb = card(
  'Winter Orb',
  '{2}',
  'Artifact',
  "As long as this artifact is untapped, players can't untap more than one land during their untap steps.",
);
const smoke = card(
  'Smoke',
  '{R}{R}',
  'Enchantment',
  "Players can't untap more than one creature during their untap steps.",
);
const CARDS = compiled(orb, smoke);
const end = { number: 3, active: 'p2' as const, phase: 'end' as const };

function tappedLands(g: Game, player: 'p1' | 'p2'): number {
  return g.state.battlefield.filter((id) => {
    const o = getObject(g.state, id);
    return o?.controller === player && o.tapped && o.def === 'Island';
  }).length;
}

describe('untap limits (CR 502.3)', () => {
  it('Winter Orb: p1 chooses the one land that untaps; the creature untaps anyway; then the upkeep', () => {
    const g = game(
      {
        turn: end,
        players: {
          p1: {
            battlefield: [
              { id: 'a', card: 'Island', tapped: true },
              { id: 'b', card: 'Island', tapped: true },
              { id: 'c', card: 'Island', tapped: true },
              { id: 'bears', card: 'Grizzly Bears', tapped: true },
            ],
            library: ['Plains'],
          },
          p2: { battlefield: ['Winter Orb'] },
        },
      },
      [{ advance: 'next-turn' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.turn).toMatchObject({ number: 4, active: 'p1', step: 'untap' });
    expect(g.state.pendingDecision).toMatchObject({
      player: 'p1',
      kind: 'chooseObjects',
      rule: RULE.untapStep,
      min: 1,
      max: 1,
    });
    expect(g.get('bears').tapped).toBe(false);
    expect(() => g.act({ decide: ['a', 'b'] })).toThrow();
    g.act({ decide: ['b'] });
    expect(g.get('b').tapped).toBe(false);
    expect(tappedLands(g, 'p1')).toBe(2);
    expect(g.state.turn.step).not.toBe('untap');
    g.act({ advance: 'main1' });
    expect(g.names('p1', 'hand')).toEqual(['Plains']);
  });

  it('a tapped Winter Orb limits nothing', () => {
    const g = game(
      {
        turn: end,
        players: {
          p1: {
            battlefield: [
              { id: 'a', card: 'Island', tapped: true },
              { id: 'b', card: 'Island', tapped: true },
            ],
            library: ['Plains'],
          },
          p2: { battlefield: [{ card: 'Winter Orb', tapped: true }] },
        },
      },
      [{ advance: 'next-turn' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toBeNull();
    expect(tappedLands(g, 'p1')).toBe(0);
  });

  it('Smoke with one tapped creature: it untaps without a question', () => {
    const g = game(
      {
        turn: end,
        players: {
          p1: { battlefield: [{ id: 'bears', card: 'Grizzly Bears', tapped: true }], library: ['Plains'] },
          p2: { battlefield: ['Smoke'] },
        },
      },
      [{ advance: 'next-turn' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toBeNull();
    expect(g.get('bears').tapped).toBe(false);
  });

  it('near miss: "untap more than one land" under another condition stays text', () => {
    const r = compileCard(
      card(
        'Rising Waters',
        '{3}{U}',
        'Enchantment',
        "Lands don't untap during their controllers' untap steps.\nAt the beginning of each player's upkeep, that player untaps a land they control.",
      ),
    );
    expect(r.status).not.toBe('full');
  });
});
