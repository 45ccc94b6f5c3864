// "Choose target creature." (CR 115.1, 601.2c): a sentence that only names the target, chosen as
// the spell is cast or the ability is put on the stack; "that creature" and "the chosen
// creature" after it name that target, even after another instruction named something else.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const rapport = card(
  "Predator's Rapport",
  '{2}{G}',
  'Instant',
  "Choose target creature you control. You gain life equal to that creature's power plus its toughness.",
);
const villagers = card(
  'Vengeful Villagers',
  '{3}{W}',
  'Creature — Human Citizen',
  'Whenever this creature attacks, choose target creature an opponent controls. Tap it, then you may sacrifice an artifact or creature. If you do, put a stun counter on the chosen creature. (If a permanent with a stun counter would become untapped, remove one from it instead.)',
  '3/3',
);
const CARDS = compiled(rapport, villagers);

describe('"Choose target creature." (CR 601.2c)', () => {
  it("Predator's Rapport on Grizzly Bears: its controller gains 4 life (power plus toughness)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ["Predator's Rapport"],
            battlefield: ['Forest', 'Forest', 'Forest', { id: 'b', card: 'Grizzly Bears' }],
          },
        },
      },
      [{ cast: "Predator's Rapport", targets: ['b'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(24);
  });

  it('Vengeful Villagers: the stun counter goes on the chosen creature, not on the creature sacrificed', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'vv', card: 'Vengeful Villagers' },
              { id: 'elves', card: 'Llanowar Elves' },
            ],
          },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['vv'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ decide: true });
    // Two creatures p1 could sacrifice: the Villagers (attacking) and the Elves.
    if (g.state.pendingDecision) g.act({ decide: [g.get('elves').id] });
    expect(g.names('p1', 'graveyard')).toEqual(['Llanowar Elves']);
    expect(g.get('bears').tapped).toBe(true);
    expect(g.get('bears').counters).toEqual({ stun: 1 });
  });

  it('near miss: a two-target choice followed by a condition not read stays text (Malamet Battle Glyph)', () => {
    // Tail Swipe's "If you cast this spell during your main phase" is read now (addendum.test.ts);
    // "If the creature you control entered this turn" is not.
    const glyph = card(
      'Malamet Battle Glyph',
      '{G}',
      'Sorcery',
      "Choose target creature you control and target creature you don't control. If the creature you control entered this turn, put a +1/+1 counter on it. Then those creatures fight each other.",
    );
    expect(unenforced(glyph)).toHaveLength(1);
  });
});
