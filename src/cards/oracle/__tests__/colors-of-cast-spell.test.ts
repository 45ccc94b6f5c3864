// "where X is the number of colors that spell is" (CR 105.2): the colors of the spell a cast
// trigger names, read on the stack (or as it last existed there, 608.2h) — never the target
// chosen for the damage. Mana Cannons deals 2 damage for a green-white spell; Crystal, Inhuman
// Princess deals each opponent as many. Near miss that stays text: Jared Carthalion's "equal to
// the number of colors it is" for each of two targets.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, run, unenforced } from './compiled';

const cannons = card(
  'Mana Cannons',
  '{2}{R}',
  'Enchantment',
  'Whenever you cast a multicolored spell, this enchantment deals X damage to any target, where X is the number of colors that spell is.',
);
const crystal = card(
  'Crystal, Inhuman Princess',
  '{1}{R}{G}',
  'Legendary Creature — Inhuman Noble Hero',
  'Flying\nWhenever you cast a noncreature spell, Crystal deals X damage to each opponent, where X is the number of colors that spell is.\n{T}: Add {R}, {G}, {W}, or {U}.',
  '2/3',
);
const jared = card(
  'Jared Carthalion',
  '{W}{U}{B}{R}{G}',
  'Legendary Planeswalker — Jared',
  "+1: Create a 3/3 Kavu creature token with trample that's all colors.\n−3: Choose up to two target creatures. For each of them, put a number of +1/+1 counters on it equal to the number of colors it is.\n−6: Return target multicolored card from your graveyard to your hand. If that card was all colors, draw a card and create two Treasure tokens.\nJared Carthalion can be your commander.",
);
const watchwolf = card('Watchwolf', '{G}{W}', 'Creature — Wolf', '', '3/3');
const charm = card(
  'Boros Charm',
  '{R}{W}',
  'Instant',
  'Choose one —\n• Boros Charm deals 4 damage to target player or planeswalker.\n• Permanents you control gain indestructible until end of turn.\n• Target creature gains double strike until end of turn.',
);
const CARDS = compiled(cannons, crystal, watchwolf, charm);

describe('the number of colors that spell is (CR 105.2)', () => {
  it('Mana Cannons: a green-white spell, 2 damage to the chosen target', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mana Cannons', 'Forest', 'Plains'], hand: ['Watchwolf'] },
          p2: { battlefield: [{ id: 'giant', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Watchwolf' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // The trigger's target: p2 (not a spell; the damage is the spell's two colors).
    run(g, [['p2']]);
    expect(g.state.players.p2.life).toBe(18);
    expect(g.names('p1', 'battlefield')).toContain('Watchwolf');
  });

  it('Crystal: a red-white noncreature spell deals 2 to each opponent', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Crystal, Inhuman Princess', 'Mountain', 'Plains'], hand: ['Boros Charm'] },
        },
      },
      [{ cast: 'Boros Charm' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // The mode: permanents you control gain indestructible (no target).
    g.act({ decide: '1' });
    run(g);
    expect(g.names('p1', 'graveyard')).toEqual(['Boros Charm']);
    expect(g.state.players.p2.life).toBe(18);
  });

  it('"equal to the number of colors it is" for each target stays text', () => {
    expect(unenforced(jared)).toContain(
      '−3: Choose up to two target creatures. For each of them, put a number of +1/+1 counters on it equal to the number of colors it is.',
    );
  });
});
