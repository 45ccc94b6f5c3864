// "Each creature [you control] assigns combat damage equal to its toughness rather than its
// power" (Doran, the Siege Tower; Assault Formation; Ancient Lumberknot's "with toughness greater
// than its power"): the combat damage a creature assigns is its toughness, not its power (CR
// 510.1a as the effect changes it); its power itself is unchanged. Only combat damage: "crews
// Vehicles using its toughness" (Giant Ox) and a resolved "… this turn" (Plagon) stay text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const doran = card(
  'Doran, the Siege Tower',
  '{W}{B}{G}',
  'Legendary Creature — Treefolk Shaman',
  'Each creature assigns combat damage equal to its toughness rather than its power.',
  '0/5',
);
const formation = card(
  'Assault Formation',
  '{1}{G}',
  'Enchantment',
  "Each creature you control assigns combat damage equal to its toughness rather than its power.\n{G}: Target creature with defender can attack this turn as though it didn't have defender.\n{2}{G}: Creatures you control get +0/+1 until end of turn.",
);
const lumberknot = card(
  'Ancient Lumberknot',
  '{2}{B}{G}',
  'Creature — Treefolk',
  'Each creature you control with toughness greater than its power assigns combat damage equal to its toughness rather than its power.',
  '1/4',
);
const turtle = card('Horned Turtle', '{2}{U}', 'Creature — Turtle', '', '1/4');
const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const ox = card(
  'Giant Ox',
  '{1}{W}',
  'Creature — Ox',
  'This creature crews Vehicles using its toughness rather than its power.',
  '0/6',
);
const plagon = card(
  'Plagon, Lord of the Beach',
  '{2}{U}',
  'Legendary Creature — Starfish Wizard',
  'When Plagon enters, draw a card for each creature you control with toughness greater than its power.\n{W/U}: Target creature you control assigns combat damage equal to its toughness rather than its power this turn.',
  '0/3',
);
const CARDS = compiled(doran, lumberknot, turtle, giant);

describe('assigning combat damage by toughness (CR 510.1a)', () => {
  it("Doran: every creature's combat damage is its toughness, attackers' and blockers' alike", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'doran', card: 'Doran, the Siege Tower' },
              { id: 'turtle', card: 'Horned Turtle' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
          p2: { battlefield: [{ id: 'wall', card: 'Horned Turtle' }] },
        },
      },
      [],
      { cards: CARDS },
    );
    // Its power is still 1: the effect changes only the damage it assigns.
    expect(pt(g, 'turtle')).toEqual([1, 4]);
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['turtle', 'bears'] });
    g.act({ block: { wall: 'bears' }, player: 'p2' });
    g.act({ advance: 'main2' });
    // The unblocked Horned Turtle (1/4) dealt 4, not 1.
    expect(g.state.players.p2.life).toBe(16);
    // The opponent's blocking Horned Turtle dealt 4 to Grizzly Bears (2/2), which died; the bears
    // dealt 2 (their toughness) to it.
    expect(g.names('p1', 'graveyard')).toContain('Grizzly Bears');
    expect(g.get('wall').damage).toBe(2);
  });

  it('Ancient Lumberknot: only creatures you control with toughness greater than power', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'knot', card: 'Ancient Lumberknot' },
              { id: 'turtle', card: 'Horned Turtle' },
              { id: 'giant', card: 'Hill Giant' },
            ],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['turtle', 'giant'] });
    g.act({ block: {} });
    g.act({ advance: 'main2' });
    // Horned Turtle (1/4) deals 4; Hill Giant (3/3: toughness not greater) deals its power, 3.
    expect(g.state.players.p2.life).toBe(13);
  });

  it('without the effect a creature deals its power', () => {
    const g = game({ turn: main, players: { p1: { battlefield: [{ id: 'turtle', card: 'Horned Turtle' }] } } }, [], {
      cards: CARDS,
    });
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['turtle'] });
    g.act({ block: {} });
    g.act({ advance: 'main2' });
    expect(g.state.players.p2.life).toBe(19);
  });

  it('Assault Formation reads its first ability; crewing by toughness and a resolved "this turn" stay text', () => {
    expect(unenforced(formation)).not.toContain(
      'Each creature you control assigns combat damage equal to its toughness rather than its power.',
    );
    expect(unenforced(ox)).toEqual(['This creature crews Vehicles using its toughness rather than its power.']);
    expect(unenforced(plagon)).toContain(
      '{W/U}: Target creature you control assigns combat damage equal to its toughness rather than its power this turn.',
    );
  });
});
