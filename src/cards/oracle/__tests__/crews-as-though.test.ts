// "This creature crews Vehicles as though its power were 2 greater" (CR 702.122a) and "… saddles
// Mounts and crews Vehicles as though …" (702.171a): for crew's (and saddle's) total power the
// creature counts 2 more than its power — and a crew-only bonus doesn't help saddle. Hotshot
// Mechanic, Cloudspire Captain, and Back on Track's Pilot token, played in the engine.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const mechanic = card(
  'Hotshot Mechanic',
  '{W}',
  'Artifact Creature — Fox Pilot',
  'This creature crews Vehicles as though its power were 2 greater.',
  '2/1',
);
const captain = card(
  'Cloudspire Captain',
  '{2}{W}',
  'Creature — Human Pilot',
  'Mounts and Vehicles you control get +1/+1.\nThis creature saddles Mounts and crews Vehicles as though its power were 2 greater.',
  '2/3',
);
const back = card(
  'Back on Track',
  '{4}{B}',
  'Sorcery',
  'Return target creature or Vehicle card from your graveyard to the battlefield. Create a 1/1 colorless Pilot creature token with "This token saddles Mounts and crews Vehicles as though its power were 2 greater."',
);
const caravan = card(
  "Cultivator's Caravan",
  '{3}',
  'Artifact — Vehicle',
  '{T}: Add one mana of any color.\nCrew 3 (Tap any number of creatures you control with total power 3 or more: This Vehicle becomes an artifact creature until end of turn.)',
  '5/5',
);
const glider = card(
  'Brightfield Glider',
  '{W}',
  'Creature — Possum Mount',
  'Vigilance\nWhenever this creature attacks while saddled, it gets +1/+2 and gains flying until end of turn.\nSaddle 3 (Tap any number of other creatures you control with total power 3 or more: This Mount becomes saddled until end of turn. Saddle only as a sorcery.)',
  '1/1',
);
const CARDS = compiled(mechanic, captain, back, caravan, glider);

const isCreature = (g: Game, ref: string) =>
  characteristics(readContext(g.state, g.engine.registry), g.get(ref)).types.includes('creature');

function board(others: string[]) {
  return game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [
            { id: 'van', card: "Cultivator's Caravan" },
            { id: 'glider', card: 'Brightfield Glider' },
            ...others.map((c) => ({ id: c.split(' ')[0]!.toLowerCase(), card: c })),
          ],
        },
      },
    },
    [],
    { cards: CARDS },
  );
}

describe('crews / saddles as though its power were N greater (CR 702.122a, 702.171a)', () => {
  it('Hotshot Mechanic (power 2) alone crews a crew-3 Vehicle', () => {
    const g = board(['Hotshot Mechanic']);
    g.act({ activate: 'van', ability: 1 });
    g.act({ decide: ['hotshot'] });
    expect(g.get('hotshot').tapped).toBe(true);
    expect(g.get('glider').tapped).toBe(false);
    g.act({ pass: true });
    expect(isCreature(g, 'van')).toBe(true);
  });

  it("Hotshot Mechanic's bonus is for crew only: it can't saddle a saddle-3 Mount alone", () => {
    const g = board(['Hotshot Mechanic']);
    expect(() => g.act({ activate: 'glider' })).toThrow(/saddle 3 needs other untapped creatures .* and they have 2/);
    expect(g.get('hotshot').tapped).toBe(false);
  });

  it('Cloudspire Captain (power 2) alone saddles a saddle-3 Mount', () => {
    const g = board(['Cloudspire Captain']);
    g.act({ activate: 'glider' });
    expect(g.get('cloudspire').tapped).toBe(true);
    g.act({ pass: true });
    expect(g.get('glider').saddled).toBe(true);
  });

  it('a plain 1/1 alone is refused for crew 3', () => {
    const g = board([]);
    expect(() => g.act({ activate: 'van', ability: 1 })).toThrow(/crew 3 needs .* and they have 1/);
  });

  it("Back on Track's 1/1 Pilot token alone crews a crew-3 Vehicle", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Back on Track'],
            graveyard: [{ id: 'bears', card: 'Grizzly Bears' }],
            battlefield: [{ id: 'van', card: "Cultivator's Caravan" }, ...Array<string>(5).fill('Swamp')],
          },
        },
      },
      [{ cast: 'Back on Track', targets: ['bears'] }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
    expect(g.names('p1', 'battlefield')).toContain('Pilot Token (token)');
    // The Bears are untapped too: tap the token alone, as chosen.
    g.act({ activate: 'van', ability: 1 });
    if (g.state.pendingDecision) g.act({ decide: [g.get('Pilot Token').id] });
    expect(g.get('Pilot Token').tapped).toBe(true);
    expect(g.get('bears').tapped).toBe(false);
    g.act({ pass: true });
    expect(isCreature(g, 'van')).toBe(true);
  });

  it('near miss: a group\'s "crew Vehicles as though their power were 1 greater" stays text', () => {
    const c = card(
      'Test Crew Chief',
      '{1}{W}',
      'Creature — Human Pilot',
      'Other creatures you control crew Vehicles as though their power were 1 greater.',
      '1/1',
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});
