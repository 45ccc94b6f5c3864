// "The next 1 damage that would be dealt to ~ this turn is dealt to target creature you control
// instead" (CR 614.9): a redirection shield, not prevention. Nomads en-Kor, activated twice on Giant
// Spider: a Shock's 2 damage to it is all dealt to the Spider instead. Zhalfirin Crusader, once on the
// opponent: of a Lightning Bolt's 3, 1 is dealt to them and 2 to the Crusader, which dies. Damage
// that can't be prevented is still redirected (615.12: a redirection prevents nothing). The near miss
// without "this turn" (Eladamri's vanguard ability) stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const nomads = card(
  'Nomads en-Kor',
  '{W}',
  'Creature — Kor Nomad Soldier',
  '{0}: The next 1 damage that would be dealt to this creature this turn is dealt to target creature you control instead.',
  '1/1',
);
const crusader = card(
  'Zhalfirin Crusader',
  '{1}{W}{W}',
  'Creature — Human Knight',
  'Flanking (Whenever a creature without flanking blocks this creature, the blocking creature gets -1/-1 until end of turn.)\n{1}{W}: The next 1 damage that would be dealt to this creature this turn is dealt to any target instead.',
  '2/2',
);
const combust = card(
  'Searing Test',
  '{R}',
  'Instant',
  "This spell deals 2 damage to target creature. The damage can't be prevented.",
);
const CARDS = compiled(nomads, crusader, combust);

describe('"The next 1 damage that would be dealt to ~ this turn is dealt to … instead" (CR 614.9)', () => {
  it('Nomads en-Kor twice on Giant Spider: all of a Shock is dealt to the Spider instead', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', { id: 'nomads', card: 'Nomads en-Kor' }, { id: 'spider', card: 'Giant Spider' }],
            hand: ['Shock'],
          },
        },
      },
      [
        { activate: 'Nomads en-Kor', targets: ['spider'] },
        { pass: true },
        { pass: true },
        { activate: 'Nomads en-Kor', targets: ['spider'] },
        { pass: true },
        { pass: true },
        { cast: 'Shock', targets: ['nomads'] },
        { pass: true },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(0);
    expect(g.get('nomads').damage).toBe(0);
    expect(g.get('spider').damage).toBe(2);
    expect(g.names('p1', 'battlefield')).toContain('Nomads en-Kor');
  });

  it("Zhalfirin Crusader on the opponent: 1 of a Lightning Bolt's 3 is dealt to them, 2 to the Crusader", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Plains', 'Plains', 'Mountain', 'Zhalfirin Crusader'], hand: ['Lightning Bolt'] },
        },
      },
      [
        { activate: 'Zhalfirin Crusader', targets: ['p2'] },
        { pass: true },
        { pass: true },
        { cast: 'Lightning Bolt', targets: ['Zhalfirin Crusader'] },
        { pass: true },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(19);
    expect(g.names('p1', 'graveyard')).toContain('Zhalfirin Crusader');
    expect(g.state.shields).toHaveLength(0);
  });

  it("damage that can't be prevented is still redirected", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', { id: 'nomads', card: 'Nomads en-Kor' }, { id: 'spider', card: 'Giant Spider' }],
            hand: ['Searing Test'],
          },
        },
      },
      [
        { activate: 'Nomads en-Kor', targets: ['spider'] },
        { pass: true },
        { pass: true },
        { cast: 'Searing Test', targets: ['nomads'] },
        { pass: true },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('spider').damage).toBe(1);
    expect(g.names('p1', 'graveyard')).toContain('Nomads en-Kor');
  });

  it('near miss stays text: no "this turn"', () => {
    const eladamri = card(
      'Eladamri',
      '',
      'Vanguard',
      'Hand -1, life +15\n{0}: The next 1 damage that would be dealt to target creature you control is dealt to you instead.',
    );
    expect(unenforced(eladamri).length).toBeGreaterThan(0);
    expect(unenforced(eladamri).some((u) => /dealt to you instead/.test(JSON.stringify(u)))).toBe(true);
  });
});
