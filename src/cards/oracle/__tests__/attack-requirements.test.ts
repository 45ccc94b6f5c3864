// "This creature attacks each combat if able" (CR 508.1d): a requirement. A declaration of
// attackers (or leaving the step with none) that leaves out a creature that must attack and can
// is illegal and refused with the rule; a creature that can't attack (tapped, summoning sick)
// isn't required to. Block requirements (509.1c) stay text.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const cyclops = card(
  'Bloodrock Cyclops',
  '{2}{R}',
  'Creature — Cyclops',
  'This creature attacks each combat if able.',
  '3/3',
);
const CARDS = compiled(cyclops);

describe('"attacks each combat if able" (CR 508.1d)', () => {
  it('a declaration without it is refused with the rule; with it the attack happens', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'cy', card: 'Bloodrock Cyclops' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ advance: 'declareAttackers' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(() => g.act({ attack: ['bears'] })).toThrow(/attacks each combat if able/);
    expect(g.state.combat?.attackersDeclared ?? false).toBe(false);
    g.act({ attack: ['bears', 'cy'] });
    g.act({ advance: 'main2' });
    expect(g.state.players.p2.life).toBe(15);
  });

  it('leaving combat without declaring it is refused too, and the board stays as it was', () => {
    const g = game({ turn: main, players: { p1: { battlefield: [{ id: 'cy', card: 'Bloodrock Cyclops' }] } } }, [], {
      cards: CARDS,
    });
    const before = g.state;
    let error: unknown = null;
    try {
      g.act({ advance: 'main2' });
    } catch (e) {
      error = e;
    }
    expect(String(error)).toMatch(/attacks each combat if able/);
    expect((error as { rule?: string }).rule).toBe(RULE.attackRequirement);
    expect(g.state).toBe(before);
  });

  it('a creature that is not able to attack is not required to: summoning sick, or tapped', () => {
    const sick = game(
      {
        turn: main,
        players: { p1: { battlefield: [{ id: 'cy', card: 'Bloodrock Cyclops', summoningSick: true }] } },
      },
      [{ advance: 'main2' }],
      { cards: CARDS },
    );
    expect(sick.error).toBeNull();
    expect(sick.state.turn.step).toBe('main2');
    const tapped = game(
      { turn: main, players: { p1: { battlefield: [{ id: 'cy', card: 'Bloodrock Cyclops', tapped: true }] } } },
      [{ advance: 'declareAttackers' }, { attack: [] }, { advance: 'main2' }],
      { cards: CARDS },
    );
    expect(tapped.error).toBeNull();
  });

  it("the opponent's creature that must attack doesn't bind the active player", () => {
    const g = game({ turn: main, players: { p2: { battlefield: ['Bloodrock Cyclops'] } } }, [{ advance: 'main2' }], {
      cards: CARDS,
    });
    expect(g.error).toBeNull();
  });

  it('near miss: "blocks each combat if able" stays text', () => {
    expect(
      unenforced(
        card(
          'Watchdog',
          '{3}',
          'Artifact Creature — Dog',
          'This creature blocks each combat if able.\nAs long as this creature is untapped, all creatures attacking you get -1/-0.',
          '1/2',
        ),
      ),
    ).toContain('This creature blocks each combat if able.');
  });
});
