// "All damage that would be dealt to target creature this turn is dealt to you instead" (Sivvi's
// Valor; CR 614.9): a redirection shield for the turn that is never used up — two Lightning Bolts at
// the creature are both dealt to the spell's controller. The near miss with "by target attacking
// creature" (Shimian Night Stalker) stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const valor = card(
  "Sivvi's Valor",
  '{2}{W}',
  'Instant',
  "If you control a Plains, you may tap an untapped creature you control rather than pay this spell's mana cost.\nAll damage that would be dealt to target creature this turn is dealt to you instead.",
);
const stalker = card(
  'Shimian Night Stalker',
  '{3}{B}{B}',
  'Creature — Nightstalker',
  '{B}, {T}: All damage that would be dealt to you this turn by target attacking creature is dealt to this creature instead.',
  '4/4',
);
const CARDS = compiled(valor);

describe('"All damage that would be dealt to target creature this turn is dealt to you instead" (CR 614.9)', () => {
  it("Sivvi's Valor: every Lightning Bolt at the creature this turn is dealt to its controller", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Plains',
              'Mountain',
              'Mountain',
              'Mountain',
              'Mountain',
              { id: 'bears', card: 'Grizzly Bears' },
            ],
            hand: ["Sivvi's Valor", 'Lightning Bolt', 'Lightning Bolt'],
          },
        },
      },
      [
        { cast: "Sivvi's Valor", targets: ['bears'] },
        { pass: true },
        { pass: true },
        { cast: 'Lightning Bolt', targets: ['bears'] },
        { pass: true },
        { pass: true },
        { cast: 'Lightning Bolt', targets: ['bears'] },
        { pass: true },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(14);
    expect(g.get('bears').damage).toBe(0);
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
  });

  it('near miss: "… to you this turn by target attacking creature …" stays text', () => {
    expect(unenforced(stalker)).toHaveLength(1);
  });
});
