// "Whenever this creature deals combat damage to a creature, tap that creature …" (Kashi-Tribe
// Warriors), "Whenever this creature deals damage to a Vampire, destroy that creature" (Vampire
// Slayer) (CR 120.3, 603.2): "that creature" is the creature dealt the damage, never the source;
// "a Vampire" is what that creature must be. Near miss: "that creature's controller loses 2 life
// unless they pay {2}" (whose "they") stays text.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const kashi = card(
  'Kashi-Tribe Warriors',
  '{3}{G}{G}',
  'Creature — Snake Warrior',
  "Whenever this creature deals combat damage to a creature, tap that creature and it doesn't untap during its controller's next untap step.",
  '2/4',
);
const slayer = card(
  'Vampire Slayer',
  '{1}{W}',
  'Creature — Human Soldier',
  'Whenever this creature deals damage to a Vampire, destroy that creature.',
  '2/2',
);
const sengir = card(
  'Sengir Vampire',
  '{3}{B}{B}',
  'Creature — Vampire',
  "Flying (This creature can't be blocked except by creatures with flying or reach.)\nWhenever a creature dealt damage by this creature this turn dies, put a +1/+1 counter on this creature.",
  '4/4',
);
const CARDS = compiled(kashi, slayer, sengir);

/** p1's `attacker` (id "a") attacks; p2's `blocker` (id "b") blocks it; combat damage is dealt. */
function fight(attacker: string, blocker: string): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: [{ id: 'a', card: attacker }] },
        p2: { battlefield: [{ id: 'b', card: blocker }] },
      },
    },
    [{ advance: 'declareAttackers' }, { attack: ['a'] }, { pass: true }, { block: { b: 'a' }, player: 'p2' }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  for (let i = 0; i < 4 && !g.stack().length && g.state.turn.step !== 'combatDamage'; i++) g.act({ pass: true });
  return g;
}

describe('"deals damage to a creature": "that creature" is the one dealt it (CR 120.3)', () => {
  it('Kashi-Tribe Warriors blocked by Giant Spider: the Spider is tapped, not the Warriors', () => {
    const g = fight('Kashi-Tribe Warriors', 'Giant Spider');
    expect(g.stack()).toEqual(['Kashi-Tribe Warriors ability']);
    expect(g.get('b').tapped).toBe(false);
    g.act({ pass: true });
    expect(g.get('b').tapped).toBe(true);
    expect(g.get('b').damage).toBe(2);
  });

  it('Vampire Slayer blocked by Sengir Vampire: the Vampire is destroyed; blocked by Giant Spider: nothing', () => {
    const g = fight('Vampire Slayer', 'Sengir Vampire');
    expect(g.stack()).toContain('Vampire Slayer ability');
    for (let i = 0; i < 4 && g.stack().length; i++) g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toContain('Sengir Vampire');

    const h = fight('Vampire Slayer', 'Giant Spider');
    expect(h.stack()).toEqual([]);
    expect(h.names('p2', 'battlefield')).toContain('Giant Spider');
  });

  it('near miss: "that creature\'s controller loses 2 life unless they pay {2}" stays text', () => {
    const c = card(
      'Death Charmer',
      '{2}{B}',
      'Creature — Worm Mercenary',
      "Whenever this creature deals combat damage to a creature, that creature's controller loses 2 life unless they pay {2}.",
      '2/2',
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});
