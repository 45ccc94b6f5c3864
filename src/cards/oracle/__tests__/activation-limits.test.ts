// "Activate only …" (CR 602.5b, 602.5d) read part by part: "during your turn, before attackers
// are declared" (the steps of its controller's turn before the declare attackers step, 508.1),
// "if this creature's power is 4 or greater", "as a sorcery and only if you have one or fewer
// cards in hand".
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const veteran = card(
  'Alaborn Veteran',
  '{2}{W}',
  'Creature — Human Knight',
  '{T}: Target creature gets +2/+2 until end of turn. Activate only during your turn, before attackers are declared.',
  '2/2',
);
const trainee = card(
  'Bloodshot Trainee',
  '{3}{R}',
  'Creature — Goblin Warrior',
  "{T}: This creature deals 4 damage to target creature. Activate only if this creature's power is 4 or greater.",
  '2/3',
);
const wanderer = card(
  'Dread Wanderer',
  '{B}',
  'Creature — Zombie Jackal',
  'This creature enters tapped.\n{2}{B}: Return this card from your graveyard to the battlefield. Activate only as a sorcery and only if you have one or fewer cards in hand.',
  '2/1',
);
const CARDS = compiled(veteran, trainee, wanderer);

describe('"during your turn, before attackers are declared"', () => {
  const at = (step: 'main1' | 'beginCombat' | 'main2', active: 'p1' | 'p2' = 'p1') =>
    game(
      {
        turn: { number: 3, active, phase: step },
        players: {
          p1: {
            battlefield: [
              { id: 'vet', card: 'Alaborn Veteran' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
          p2: { library: ['Island'] },
        },
      },
      [],
      { cards: CARDS },
    );
  it('works in the first main phase and the beginning of combat', () => {
    for (const step of ['main1', 'beginCombat'] as const) {
      const g = at(step);
      g.act({ activate: 'vet', targets: ['bears'] });
      g.act({ pass: true });
      expect(pt(g, 'bears')).toEqual([4, 4]);
    }
  });
  it('is refused after combat and on the opponent’s turn', () => {
    expect(() => at('main2').act({ activate: 'vet', targets: ['bears'] })).toThrow(/only during/i);
    expect(() => at('main1', 'p2').act({ activate: 'vet', targets: ['bears'], player: 'p1' })).toThrow(
      /only during your turn/i,
    );
  });
});

describe("a condition on the creature's power", () => {
  it('Bloodshot Trainee deals 4 damage only once its power is 4 or greater', () => {
    const board = (counters: Record<string, number>) =>
      game(
        {
          turn: main,
          players: {
            p1: { battlefield: [{ id: 'bt', card: 'Bloodshot Trainee', counters }] },
            p2: { battlefield: [{ id: 'ogre', card: 'Grizzly Bears' }] },
          },
        },
        [],
        { cards: CARDS },
      );
    expect(() => board({}).act({ activate: 'bt', targets: ['ogre'] })).toThrow(/activate only if/i);
    const g = board({ '+1/+1': 2 });
    g.act({ activate: 'bt', targets: ['ogre'] });
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });
});

describe('two parts joined by "and only"', () => {
  it('Dread Wanderer returns only as a sorcery and with one or fewer cards in hand', () => {
    const board = (hand: string[]) =>
      game(
        {
          turn: main,
          players: {
            p1: {
              battlefield: ['Swamp', 'Swamp', 'Swamp'],
              graveyard: [{ id: 'dw', card: 'Dread Wanderer' }],
              hand,
            },
          },
        },
        [],
        { cards: CARDS },
      );
    expect(() => board(['Island', 'Island']).act({ activate: 'dw' })).toThrow(/activate only if/i);
    const g = board(['Island']);
    g.act({ activate: 'dw' });
    g.act({ pass: true });
    expect(g.get('dw')).toMatchObject({ zone: 'battlefield', tapped: true });
  });
  it('near miss: "Activate only once" (once in the whole game) stays text', () => {
    const c = card('Test Relic', '{2}', 'Artifact', '{T}: Draw a card. Activate only once.');
    expect(unenforced(c)).toEqual(['{T}: Draw a card. Activate only once.']);
  });
});
