// "can't be blocked except by creatures with flying or reach" and "… except by Walls and/or
// creatures with flying" on real pool cards (CR 509.1b): a restriction on the attacker; only a
// creature the phrase names may block it — either keyword, or either kind. Near miss: the same
// restriction joined to phasing (Cloak of Invisibility) stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const spireTracer = card(
  'Spire Tracer',
  '{G}',
  'Creature — Elf Scout',
  "This creature can't be blocked except by creatures with flying or reach.",
  '1/1',
);
const elvenRiders = card(
  'Elven Riders',
  '{3}{G}{G}',
  'Creature — Elf',
  "This creature can't be blocked except by Walls and/or creatures with flying.",
  '3/3',
);
const suntailHawk = card('Suntail Hawk', '{W}', 'Creature — Bird', 'Flying', '1/1');
const cloak = card(
  'Cloak of Invisibility',
  '{U}',
  'Enchantment — Aura',
  "Enchant creature\nEnchanted creature has phasing and can't be blocked except by Walls. (It phases in or out before its controller untaps during each of their untap steps. While it's phased out, it's treated as though it doesn't exist.)",
);
const wallOfStone = card(
  'Wall of Stone',
  '{1}{R}{R}',
  'Creature — Wall',
  "Defender (This creature can't attack.)",
  '0/8',
);
const CARDS = compiled(spireTracer, elvenRiders, suntailHawk, wallOfStone);

/** p1 attacks with `attacker` (a1); p2 controls `blockers` (b1, b2 …). */
function attackWith(attacker: string, blockers: string[]) {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: [{ id: 'a1', card: attacker }] },
        p2: { battlefield: blockers.map((c, i) => ({ id: `b${i + 1}`, card: c })) },
      },
    },
    [{ advance: 'declareAttackers' }, { attack: ['a1'] }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('"can\'t be blocked except by" either keyword or either kind (CR 509.1b)', () => {
  it('Spire Tracer: the Bears may not block it', () => {
    const g = attackWith('Spire Tracer', ['Grizzly Bears']);
    expect(() => g.act({ block: { b1: 'a1' }, player: 'p2' })).toThrow(/can't be blocked except/);
  });

  it('Spire Tracer: a creature with reach (Giant Spider) may block it', () => {
    const g = attackWith('Spire Tracer', ['Giant Spider']);
    g.act({ block: { b1: 'a1' }, player: 'p2' });
    g.act({ advance: 'end' });
    expect(g.names('p1', 'graveyard')).toEqual(['Spire Tracer']);
    expect(g.state.players.p2.life).toBe(20);
  });

  it('Spire Tracer: a creature with flying (Suntail Hawk) may block it', () => {
    const g = attackWith('Spire Tracer', ['Suntail Hawk']);
    g.act({ block: { b1: 'a1' }, player: 'p2' });
    g.act({ advance: 'end' });
    expect(g.names('p2', 'graveyard')).toEqual(['Suntail Hawk']);
    expect(g.state.players.p2.life).toBe(20);
  });

  it('Elven Riders: a Wall or a flyer may block it, the Bears not; unblocked it deals 3', () => {
    let g = attackWith('Elven Riders', ['Grizzly Bears', 'Wall of Stone', 'Suntail Hawk']);
    expect(() => g.act({ block: { b1: 'a1' }, player: 'p2' })).toThrow(/can't be blocked except/);
    g.act({ block: { b2: 'a1', b3: 'a1' }, player: 'p2' });
    g = attackWith('Elven Riders', ['Grizzly Bears']);
    g.act({ block: {}, player: 'p2' });
    g.act({ advance: 'end' });
    expect(g.state.players.p2.life).toBe(17);
  });

  it('near miss: the restriction joined to phasing stays text', () => {
    expect(unenforced(cloak)).toHaveLength(1);
  });
});
