// "You lose half your life, rounded up" (Cruel Bargain), "that player loses half their life,
// rounded up" (Havoc Festival): half the losing player's own life total as the instruction
// resolves, rounded as written (CR 107.1a, 119.1); never less than 0 (107.1b). Near misses that
// stay text: "each player loses half their life" (each one's own half, which one amount can't
// say) and a pronoun that isn't the subject's ("Target player loses half your life").
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main, run, unenforced } from './compiled';

const bargain = card('Cruel Bargain', '{B}{B}{B}', 'Sorcery', 'Draw four cards. You lose half your life, rounded up.');
const festival = card(
  'Havoc Festival',
  '{4}{B}{R}',
  'Enchantment',
  "Players can't gain life.\nAt the beginning of each player's upkeep, that player loses half their life, rounded up.",
);
const raving = card(
  'Raving Dead',
  '{4}{B}',
  'Creature — Zombie',
  'Deathtouch\nAt the beginning of combat on your turn, choose an opponent at random. This creature attacks that player this combat if able.\nWhenever this creature deals combat damage to a player, that player loses half their life, rounded down.',
  '2/6',
);
const scourge = card(
  'Scourge of the Skyclaves',
  '{1}{B}',
  'Creature — Demon',
  "Kicker {4}{B}\nWhen you cast this spell, if it was kicked, each player loses half their life, rounded up.\nScourge of the Skyclaves's power and toughness are each equal to 20 minus the highest life total among players.",
  '*/*',
);
const CARDS = compiled(bargain, festival);

function castBargain(life: number) {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          life,
          battlefield: ['Swamp', 'Swamp', 'Swamp'],
          hand: ['Cruel Bargain'],
          library: Array(5).fill('Island'),
        },
        p2: { library: ['Island'] },
      },
    },
    [{ cast: 'Cruel Bargain' }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  run(g);
  return g;
}

describe('"loses half their life, rounded up" (CR 107.1a, 119.1)', () => {
  it('Cruel Bargain at 15 life: four cards drawn, then 8 life lost (7.5 rounded up)', () => {
    const g = castBargain(15);
    expect(g.names('p1', 'hand')).toHaveLength(4);
    expect(g.state.players.p1.life).toBe(7);
  });

  it('Cruel Bargain at 1 life: 1 life lost (0.5 rounded up), the caster goes to 0', () => {
    const g = castBargain(1);
    expect(g.state.players.p1.life).toBe(0);
  });

  it("Havoc Festival: the upkeep player's own life is halved, the other player's is not", () => {
    const g = game(
      {
        turn: { number: 4, active: 'p2', phase: 'untap' },
        players: {
          p1: { life: 20, battlefield: ['Havoc Festival'], library: ['Island'] },
          p2: { life: 9, library: ['Island'] },
        },
      },
      [{ pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    run(g);
    expect(g.state.players.p2.life).toBe(4);
    expect(g.state.players.p1.life).toBe(20);
  });

  it('Raving Dead: "rounded down" is read as written, of the player dealt the damage', () => {
    const a = compileCard(raving).abilities.find((x) => x.text.includes('rounded down'));
    expect(a?.enforced).toBe(true);
    const json = JSON.stringify(compileCard(raving).def);
    expect(json).toContain('"round":"down"');
    expect(json).not.toContain('"round":"up"');
  });

  it('near miss: "each player loses half their life, rounded up" stays text', () => {
    expect(unenforced(scourge)).toContain(
      'When you cast this spell, if it was kicked, each player loses half their life, rounded up.',
    );
  });
});
