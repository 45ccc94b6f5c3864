// "… deals 4 damage to target player or planeswalker and each creature that player or that
// planeswalker's controller controls" (Flame Wave, Chandra's Fury): the creatures are those of
// the player chosen, or of the controller of the planeswalker chosen (CR 115.1, 120.3). A
// target creature so restricted (Searing Blaze) stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const flameWave = card(
  'Flame Wave',
  '{3}{R}{R}{R}{R}',
  'Sorcery',
  "Flame Wave deals 4 damage to target player or planeswalker and each creature that player or that planeswalker's controller controls.",
);
const chandrasFury = card(
  "Chandra's Fury",
  '{4}{R}',
  'Instant',
  "Chandra's Fury deals 4 damage to target player or planeswalker and 1 damage to each creature that player or that planeswalker's controller controls.",
);
const pyrogenius = {
  ...card(
    'Chandra, Pyrogenius',
    '{4}{R}{R}',
    'Legendary Planeswalker — Chandra',
    "+2: Chandra deals 2 damage to each opponent.\n−3: Chandra deals 4 damage to target creature.\n−10: Chandra deals 6 damage to target player or planeswalker and each creature that player or that planeswalker's controller controls.",
  ),
  loyalty: '5',
};
const blightning = card(
  'Blightning',
  '{1}{B}{R}',
  'Sorcery',
  "Blightning deals 3 damage to target player or planeswalker. That player or that planeswalker's controller discards two cards.",
);
const hillGiant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const CARDS = compiled(flameWave, chandrasFury, pyrogenius, hillGiant, blightning);
const MOUNTAINS = Array.from({ length: 7 }, () => 'Mountain');

/** p1 casts `spell` at `target`; both players have creatures, p2 a planeswalker (Chandra, 5 loyalty). */
function cast(spell: string, target: string) {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: [...MOUNTAINS, 'Swamp', { id: 'mine', card: 'Grizzly Bears' }], hand: [spell] },
        p2: {
          hand: ['Forest', 'Island'],
          battlefield: [
            { id: 'bears', card: 'Grizzly Bears' },
            { id: 'giant', card: 'Hill Giant' },
            { id: 'pw', card: 'Chandra, Pyrogenius', counters: { loyalty: 5 } },
          ],
        },
      },
    },
    [{ cast: spell, targets: [target] }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('"that player or that planeswalker\'s controller"', () => {
  it("Flame Wave at p2: p2 loses 4, p2's creatures die, p1's Bears don't", () => {
    const g = cast('Flame Wave', 'p2');
    expect(g.state.players.p2.life).toBe(16);
    expect(g.names('p2', 'graveyard').sort()).toEqual(['Grizzly Bears', 'Hill Giant']);
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
  });

  it("Flame Wave at p2's planeswalker: it is dealt 4 (1 loyalty left), its controller's creatures die, p2's life stays", () => {
    const g = cast('Flame Wave', 'pw');
    expect(g.get('pw').counters.loyalty).toBe(1);
    expect(g.state.players.p2.life).toBe(20);
    expect(g.names('p2', 'graveyard').sort()).toEqual(['Grizzly Bears', 'Hill Giant']);
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
  });

  it("Chandra's Fury at p2: 4 to p2 and 1 to each of p2's creatures (none dies)", () => {
    const g = cast("Chandra's Fury", 'p2');
    expect(g.state.players.p2.life).toBe(16);
    expect(g.get('bears').damage).toBe(1);
    expect(g.get('giant').damage).toBe(1);
    expect(g.get('mine').damage).toBe(0);
  });
});

describe('as a subject: "That player or that planeswalker\'s controller discards two cards"', () => {
  it("Blightning at p2's planeswalker: 3 damage to it, and its controller discards two cards", () => {
    const g = cast('Blightning', 'pw');
    expect(g.get('pw').counters.loyalty).toBe(2);
    expect(g.state.players.p2.life).toBe(20);
    expect(g.names('p2', 'hand')).toEqual([]);
    expect(g.names('p2', 'graveyard').sort()).toEqual(['Forest', 'Island']);
  });
});

describe('near miss stays text', () => {
  it('Searing Blaze: a target creature "that player or that planeswalker\'s controller controls"', () => {
    const blaze = card(
      'Searing Blaze',
      '{R}{R}',
      'Instant',
      "Searing Blaze deals 1 damage to target player or planeswalker and 1 damage to target creature that player or that planeswalker's controller controls.\nLandfall — If you had a land enter the battlefield under your control this turn, Searing Blaze deals 3 damage to that player or planeswalker and 3 damage to that creature instead.",
    );
    expect(unenforced(blaze)).toHaveLength(2);
  });
});
