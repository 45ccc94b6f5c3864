// "… for each …" after an instruction (CR 107.1, 608.2h) on real pool cards: the one amount of the
// instruction is multiplied by a count taken as the effect resolves, and stays what it was after.
import { describe, expect, it } from 'vitest';
import { game } from '../../../../testing/harness';
import { card } from '../../__tests__/card';
import { compiled, main, pt } from '../../__tests__/compiled';

const oath = card('Peach Garden Oath', '{W}', 'Sorcery', 'You gain 2 life for each creature you control.');
const defile = card(
  'Defile',
  '{B}',
  'Instant',
  'Target creature gets -1/-1 until end of turn for each Swamp you control.',
);
const airborneAid = card('Airborne Aid', '{3}{U}', 'Sorcery', 'Draw a card for each Bird on the battlefield.');
const piledriver = card(
  'Goblin Piledriver',
  '{1}{R}',
  'Creature — Goblin Warrior',
  "Protection from blue (This creature can't be blocked, targeted, dealt damage, or enchanted by anything blue.)\nWhenever this creature attacks, it gets +2/+0 until end of turn for each other attacking Goblin.",
  '1/2',
);
const hawk = card('Suntail Hawk', '{W}', 'Creature — Bird', 'Flying', '1/1');

describe('"for each": the amount times a count taken on resolution (CR 608.2h)', () => {
  it("Peach Garden Oath: 2 life for each creature its caster controls (not the opponent's)", () => {
    const cards = compiled(oath);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Plains', 'Grizzly Bears', 'Grizzly Bears', 'Llanowar Elves'],
            hand: ['Peach Garden Oath'],
          },
          p2: { battlefield: ['Grizzly Bears'] },
        },
      },
      [{ cast: 'Peach Garden Oath' }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(26);
    expect(g.state.players.p2.life).toBe(20);
  });

  it('Defile: -1/-1 for each Swamp as it resolves; a Swamp played afterwards changes nothing', () => {
    const cards = compiled(defile);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp'], hand: ['Defile', 'Swamp'] },
          p2: { battlefield: [{ id: 'giant', card: 'Giant Spider' }] },
        },
      },
      [{ cast: 'Defile', targets: ['giant'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'giant')).toEqual([0, 2]);
    g.act({ cast: 'Swamp' });
    expect(pt(g, 'giant')).toEqual([0, 2]);
  });

  it("Airborne Aid counts the Birds of both players: its caster's Birds of Paradise and an opposing Suntail Hawk", () => {
    const cards = compiled(airborneAid, hawk);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [...Array.from({ length: 4 }, () => 'Island'), 'Birds of Paradise', 'Grizzly Bears'],
            hand: ['Airborne Aid'],
            library: Array.from({ length: 5 }, () => 'Plains'),
          },
          p2: { battlefield: ['Suntail Hawk'] },
        },
      },
      [{ cast: 'Airborne Aid' }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.hand).toHaveLength(2);
  });

  it('Goblin Piledriver: +2/+0 for each other attacking Goblin (itself not counted, a non-Goblin attacker neither)', () => {
    const cards = compiled(piledriver);
    const goblin = card('Raging Goblin', '{R}', 'Creature — Goblin Berserker', 'Haste', '1/1');
    const more = compiled(goblin);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'gp', card: 'Goblin Piledriver' },
              { id: 'g1', card: 'Raging Goblin' },
              { id: 'g2', card: 'Raging Goblin' },
              { id: 'b', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['gp', 'g1', 'g2', 'b'] }, { pass: true }],
      { cards: [...cards, ...more] },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'gp')).toEqual([5, 2]);
  });

  it('"Put a charge counter on this artifact, then draw a card for each …": the count is the last verb\'s (after "then"), the counter put once', () => {
    const engine = card(
      'Insight Engine',
      '{2}{U}',
      'Artifact',
      '{2}, {T}: Put a charge counter on this artifact, then draw a card for each charge counter on it.',
    );
    const [def] = compiled(engine);
    expect(def?.activated?.[0]?.steps).toEqual([
      { do: 'addCounters', what: { ref: 'source' }, counter: 'charge', count: 1 },
      { do: 'draw', player: { ref: 'you' }, count: { countersOn: { ref: 'source' }, counter: 'charge' } },
    ]);
  });
});
