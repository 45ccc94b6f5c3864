// "~ can attack this turn as though it didn't have defender" (CR 702.3b, 609.4) from an activated
// or triggered ability: a permission for the turn, carried with the creature's restrictions
// (derived/restrictions.ts attacksAsThough). Before the ability resolves the Wall can't attack;
// after, it attacks and deals its damage. Walking Bulwark's list of three effects stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const mirrorWall = card(
  'Mirror Wall',
  '{3}{U}',
  'Creature — Wall',
  "Defender (This creature can't attack.)\n{W}: This creature can attack this turn as though it didn't have defender.",
  '3/4',
);
const wallOfWonder = card(
  'Wall of Wonder',
  '{2}{U}{U}',
  'Creature — Wall',
  "Defender (This creature can't attack.)\n{2}{U}{U}: This creature gets +4/-4 until end of turn and can attack this turn as though it didn't have defender.",
  '1/5',
);
const bulwark = card(
  'Walking Bulwark',
  '{1}',
  'Artifact Creature — Golem',
  "Defender\n{2}: Until end of turn, target creature with defender gains haste, can attack as though it didn't have defender, and assigns combat damage equal to its toughness rather than its power. Activate only as a sorcery.",
  '0/3',
);
const CARDS = compiled(mirrorWall, wallOfWonder);

function board(wall: string, lands: string[]) {
  return game({ turn: main, players: { p1: { battlefield: [{ id: 'w', card: wall }, ...lands] }, p2: {} } }, [], {
    cards: CARDS,
  });
}

describe('"can attack this turn as though it didn\'t have defender" (CR 702.3b)', () => {
  it('Mirror Wall: refused before the ability, attacks for 3 after it', () => {
    const g = board('Mirror Wall', ['Plains']);
    g.act({ advance: 'declareAttackers' });
    expect(() => g.act({ attack: ['w'] })).toThrow(/defender/);
    const h = board('Mirror Wall', ['Plains']);
    h.act({ activate: 'w' });
    h.act({ pass: true });
    expect(h.error).toBeNull();
    h.act({ advance: 'declareAttackers' });
    h.act({ attack: ['w'] });
    expect(h.error).toBeNull();
    h.act({ advance: 'main2' });
    expect(h.state.players.p2.life).toBe(17);
  });

  it('Wall of Wonder: +4/-4 and the attack, 5 damage', () => {
    const g = board('Wall of Wonder', ['Island', 'Island', 'Island', 'Island']);
    g.act({ activate: 'w' });
    g.act({ pass: true });
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['w'] });
    expect(g.error).toBeNull();
    g.act({ advance: 'main2' });
    expect(g.state.players.p2.life).toBe(15);
  });

  it('near miss: Walking Bulwark\'s "gains haste, can attack as though …, and assigns …" stays text', () => {
    expect(unenforced(bulwark)).toHaveLength(1);
  });
});
