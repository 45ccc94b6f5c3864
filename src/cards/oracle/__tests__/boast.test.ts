// Boast (CR 702.142a): "Boast — [Cost]: [Effect]" can be activated only if its creature attacked
// this turn (declared as an attacker, 508.1) and only once each turn. The limits come from the
// keyword; a boast ability whose effect isn't read stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const hagi = card(
  'Hagi Mob',
  '{4}{R}',
  'Creature — Troll Berserker',
  'Boast — {1}{R}: This creature deals 1 damage to any target. (Activate only if this creature attacked this turn and only once each turn.)',
  '5/4',
);
const braggart = card(
  'Axgard Braggart',
  '{3}{W}',
  'Creature — Dwarf Warrior',
  'Boast — {1}{W}: Untap this creature. Put a +1/+1 counter on it. (Activate only if this creature attacked this turn and only once each turn.)',
  '3/3',
);
const arni = card(
  'Arni Brokenbrow',
  '{2}{R}',
  'Legendary Creature — Human Berserker',
  "Haste\nBoast — {1}: You may change Arni's base power to 1 plus the greatest power among other creatures you control until end of turn. (Activate only if this creature attacked this turn and only once each turn.)",
  '3/3',
);
const CARDS = compiled(hagi, braggart);
const mountains = Array<string>(4).fill('Mountain');
const library = Array<string>(5).fill('Island');

describe('boast (CR 702.142a)', () => {
  it("Hagi Mob: not before it attacks; after attacking once that turn, and not on a turn it didn't attack", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'mob', card: 'Hagi Mob' }, ...mountains], library },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }], library },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(() => g.act({ activate: 'mob', ability: 0, targets: ['bears'] })).toThrow(/condition is not met/);
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['mob'] });
    g.act({ activate: 'mob', ability: 0, targets: ['bears'] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.get('bears').damage).toBe(1);
    // Only once each turn (CR 702.142a), with mana left for a second.
    expect(() => g.act({ activate: 'mob', ability: 0, targets: ['p2'] })).toThrow(/no more than once each turn/);
    g.act({ block: {}, player: 'p2' });
    g.act({ advance: 'end' });
    expect(g.state.players.p2.life).toBe(15);
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'main1' });
    expect(g.state.turn.active).toBe('p1');
    expect(() => g.act({ activate: 'mob', ability: 0, targets: ['p2'] })).toThrow(/condition is not met/);
  });

  it('Axgard Braggart: after attacking it untaps and gets a +1/+1 counter', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: [{ id: 'dwarf', card: 'Axgard Braggart' }, 'Plains', 'Plains'] } },
      },
      [
        { advance: 'declareAttackers' },
        { attack: ['dwarf'] },
        { activate: 'dwarf', ability: 0 },
        { pass: true },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('dwarf').tapped).toBe(false);
    expect(pt(g, 'dwarf')).toEqual([4, 4]);
  });

  it("a boast ability whose effect isn't read stays text (Arni Brokenbrow)", () => {
    expect(unenforced(arni)).toHaveLength(1);
  });
});
