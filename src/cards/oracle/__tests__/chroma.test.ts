// Chroma's count, "the number of red mana symbols in the mana costs of permanents you control" /
// "for each white mana symbol in …": the same number as devotion to that color (CR 700.5; hybrid
// symbols count toward each of their colors, 700.5a, 107.4e), counted as the ability resolves
// (608.2h). Umbra Stalker's count of cards in a graveyard stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const shepherd = card(
  'Springjack Shepherd',
  '{3}{W}',
  'Creature — Kithkin Wizard',
  'Chroma — When this creature enters, create a 0/1 white Goat creature token for each white mana symbol in the mana costs of permanents you control.',
  '1/2',
);
const shaman = card(
  'Outrage Shaman',
  '{3}{R}{R}',
  'Creature — Goblin Shaman',
  'Chroma — When this creature enters, it deals damage to target creature equal to the number of red mana symbols in the mana costs of permanents you control.',
  '2/2',
);
const hybrid = card('Boros Recruit', '{R/W}', 'Creature — Goblin Soldier', 'First strike', '1/1');
const CARDS = compiled(shepherd, shaman, hybrid);

describe('chroma: mana symbols of a color in the mana costs of permanents you control (CR 700.5)', () => {
  it('Springjack Shepherd beside another Shepherd and a {R/W} creature: three Goats', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Springjack Shepherd', 'Boros Recruit'],
            hand: ['Springjack Shepherd'],
          },
          p2: { battlefield: ['Springjack Shepherd'] },
        },
      },
      [{ cast: 'Springjack Shepherd' }, { pass: true }, { pass: true }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield').filter((n) => n.startsWith('Goat'))).toHaveLength(3);
  });

  it('Outrage Shaman with a {R/W} creature deals 3 damage: a 3/3 dies', () => {
    const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
    const cards = [...CARDS, ...compiled(giant)];
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [...Array<string>(5).fill('Mountain'), 'Boros Recruit'], hand: ['Outrage Shaman'] },
          p2: { battlefield: [{ id: 'giant', card: 'Hill Giant' }] },
        },
      },
      [{ cast: 'Outrage Shaman' }],
      { cards },
    );
    // The creature spell resolves, then its trigger targets the Giant and resolves (CR 603.3d).
    for (let i = 0; i < 8 && (g.state.stack.length || g.state.pendingDecision); i++)
      g.act(g.state.pendingDecision ? { decide: ['giant'] } : { pass: true });
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toContain('Hill Giant');
  });

  it('"… in the mana costs of cards in your graveyard" stays text', () => {
    const stalker = card(
      'Umbra Stalker',
      '{4}{B}{B}{B}',
      'Creature — Elemental',
      "Chroma — Umbra Stalker's power and toughness are each equal to the number of black mana symbols in the mana costs of cards in your graveyard.",
      '*/*',
    );
    expect(unenforced(stalker).length).toBeGreaterThan(0);
  });
});
