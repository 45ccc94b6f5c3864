// Mana a spell or a non-mana ability adds with a spending restriction (CR 106.6): "Add
// {R}{R}{R}{R}{R}{R}{R}. Spend this mana only to cast artifact or creature spells." (Geosurge),
// "At the beginning of your first main phase, add {U}{R}. Spend this mana only to cast instant
// and sorcery spells." (Abstract Paintmage), "… This mana can't be spent to cast spells from your
// hand." (Karolina Dean). The mana waits apart in the pool and pays only for what it may.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const geosurge = card(
  'Geosurge',
  '{R}{R}{R}{R}',
  'Sorcery',
  'Add {R}{R}{R}{R}{R}{R}{R}. Spend this mana only to cast artifact or creature spells.',
);
const paintmage = card(
  'Abstract Paintmage',
  '{U}{U/R}{R}',
  'Creature — Djinn Sorcerer',
  'At the beginning of your first main phase, add {U}{R}. Spend this mana only to cast instant and sorcery spells.',
  '2/2',
);
const karolina = card(
  'Karolina Dean, Runaway',
  '{3}{R}',
  'Legendary Creature — Alien Hero',
  "Flying\nAt the beginning of your first main phase, add {W}{U}{B}{R}{G}. This mana can't be spent to cast spells from your hand.",
  '3/3',
);
const mindStone = card(
  'Mind Stone',
  '{2}',
  'Artifact',
  '{T}: Add {C}.\n{1}, {T}, Sacrifice this artifact: Draw a card.',
);
// Grizzly Bears, Lightning Bolt, Shock, Think Twice and basic lands are the registry's own.
const cards = compiled(geosurge, paintmage, karolina, mindStone);

const MOUNTAINS = ['Mountain', 'Mountain', 'Mountain', 'Mountain'];

describe('"Spend this mana only to cast artifact or creature spells" after a spell\'s "Add" (CR 106.6)', () => {
  it('Geosurge: seven restricted {R} cast Grizzly Bears ({1}{G} short of its {G}) and Mind Stone, not Lightning Bolt', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [...MOUNTAINS, 'Forest'],
            hand: ['Geosurge', 'Grizzly Bears', 'Mind Stone', 'Lightning Bolt'],
            library: ['Island', 'Island'],
          },
          p2: {},
        },
      },
      [{ cast: 'Geosurge' }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Geosurge']);
    expect(g.state.players.p1.manaPool).toEqual({});
    expect(g.state.players.p1.restrictedMana).toHaveLength(7);
    expect(g.state.players.p1.restrictedMana?.[0]).toMatchObject({ type: 'R', from: 'Geosurge' });
    // The restricted {R} can't pay for an instant; the Forest is still untapped, Bolt needs {R}.
    expect(() => g.act({ cast: 'Lightning Bolt', targets: ['p2'] })).toThrow(/no way to pay/);
    g.act({ cast: 'Mind Stone' });
    expect(g.state.players.p1.restrictedMana).toHaveLength(5);
    g.act({ pass: true });
    g.act({ cast: 'Grizzly Bears' });
    // {1} from the restricted mana, {G} from the Forest (the red mana can't pay it).
    expect(g.state.players.p1.restrictedMana).toHaveLength(4);
    expect(g.get('Forest').tapped).toBe(true);
  });
});

describe('"Spend this mana only to cast instant and sorcery spells" in a triggered ability (CR 106.6, 603.2)', () => {
  it('Abstract Paintmage: {U}{R} at the first main phase cast Shock, and a creature spell can’t use it', () => {
    const g = game(
      {
        turn: { number: 3, active: 'p1' as const, phase: 'draw' as const },
        players: {
          p1: {
            battlefield: ['Abstract Paintmage'],
            hand: ['Shock', 'Grizzly Bears'],
            library: ['Island', 'Island'],
          },
          p2: {},
        },
      },
      [{ advance: 'main1' }],
      { cards },
    );
    expect(g.error).toBeNull();
    if (g.stack().length) g.act({ pass: true });
    expect(g.state.players.p1.restrictedMana).toMatchObject([
      { type: 'U', from: 'Abstract Paintmage' },
      { type: 'R', from: 'Abstract Paintmage' },
    ]);
    expect(() => g.act({ cast: 'Grizzly Bears' })).toThrow(/no way to pay/);
    g.act({ cast: 'Shock', targets: ['p2'] });
    expect(g.state.players.p1.restrictedMana).toMatchObject([{ type: 'U' }]);
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(18);
  });

  it('Karolina Dean: the five mana can’t cast Mind Stone from the hand but pay for Think Twice’s flashback', () => {
    const g = game(
      {
        turn: { number: 3, active: 'p1' as const, phase: 'draw' as const },
        players: {
          p1: {
            battlefield: ['Karolina Dean, Runaway'],
            hand: ['Mind Stone'],
            graveyard: ['Think Twice'],
            library: ['Island', 'Island', 'Island'],
          },
          p2: {},
        },
      },
      [{ advance: 'main1' }],
      { cards },
    );
    expect(g.error).toBeNull();
    if (g.stack().length) g.act({ pass: true });
    expect(g.state.players.p1.restrictedMana).toHaveLength(5);
    expect(() => g.act({ cast: 'Mind Stone' })).toThrow(/no way to pay/);
    g.act({ cast: 'Think Twice' });
    expect(g.stack()).toEqual(['Think Twice']);
    expect(g.state.players.p1.restrictedMana).toHaveLength(2);
  });

  it('near misses stay text: a restriction the engine can’t read, and "this mana" after two "Add"s', () => {
    const kicked = card(
      'Kicked Surge',
      '{R}{R}',
      'Sorcery',
      'Add {R}{R}{R}. Spend this mana only to cast multikicked spells.',
    );
    expect(unenforced(kicked)).toHaveLength(1);
    const two = card(
      'Twin Surge',
      '{R}{R}',
      'Sorcery',
      'Add {R}. Add {G}. Spend this mana only to cast creature spells.',
    );
    expect(unenforced(two)).toHaveLength(1);
  });
});
