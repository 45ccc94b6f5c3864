// "Whenever you commit a crime" on compiled real cards (CR 700.13): a spell or an activated or
// triggered ability of yours that targets an opponent, a permanent they control or a card in their
// graveyard; once for each such spell or ability, and "only once each turn" (603.2h). Targeting
// your own things is no crime; an opponent's targeting triggers nothing of yours.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const raven = card(
  'Raven of Fell Omens',
  '{1}{B}',
  'Creature — Bird',
  'Flying\nWhenever you commit a crime, each opponent loses 1 life and you gain 1 life. This ability triggers only once each turn. (Targeting opponents, anything they control, and/or cards in their graveyards is a crime.)',
  '1/2',
);
const hustler = card(
  'Blood Hustler',
  '{1}{B}',
  'Creature — Vampire Rogue',
  'Whenever you commit a crime, put a +1/+1 counter on this creature. This ability triggers only once each turn. (Targeting opponents, anything they control, and/or cards in their graveyards is a crime.)\n{3}{B}: Target opponent loses 1 life and you gain 1 life.',
  '1/1',
);
const CARDS = compiled(raven, hustler);

describe('committing a crime (CR 700.13)', () => {
  it('Lightning Bolt at the opponent is a crime: Raven of Fell Omens drains 1', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Mountain', 'Raven of Fell Omens'], hand: ['Lightning Bolt'] } } },
      [{ cast: 'Lightning Bolt', targets: ['p2'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Lightning Bolt', 'Raven of Fell Omens ability']);
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(16);
    expect(g.state.players.p1.life).toBe(21);
  });

  it("a creature the opponent controls is a crime; your own creature isn't", () => {
    const run = (target: string) =>
      game(
        {
          turn: main,
          players: {
            p1: {
              battlefield: ['Mountain', 'Raven of Fell Omens', { id: 'mine', card: 'Grizzly Bears' }],
              hand: ['Lightning Bolt'],
            },
            p2: { battlefield: [{ id: 'theirs', card: 'Grizzly Bears' }] },
          },
        },
        [{ cast: 'Lightning Bolt', targets: [target] }],
        { cards: CARDS },
      );
    expect(run('theirs').stack()).toEqual(['Lightning Bolt', 'Raven of Fell Omens ability']);
    expect(run('mine').stack()).toEqual(['Lightning Bolt']);
  });

  it('an activated ability targeting an opponent is a crime, once each turn', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'h', card: 'Blood Hustler' }, ...Array(8).fill('Swamp')] },
        },
      },
      [{ activate: 'h', targets: ['p2'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Blood Hustler ability', 'Blood Hustler ability']);
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.get('h').counters['+1/+1']).toBe(1);
    // A second crime this turn: the ability triggers only once each turn (CR 603.2h).
    g.act({ activate: 'h', targets: ['p2'] });
    expect(g.stack()).toEqual(['Blood Hustler ability']);
    g.act({ pass: true });
    expect(g.get('h').counters['+1/+1']).toBe(1);
    expect(g.state.players.p2.life).toBe(18);
  });

  it("an opponent's crime doesn't trigger yours", () => {
    const g = game(
      {
        turn: { ...main, active: 'p2' },
        players: {
          p1: { battlefield: ['Raven of Fell Omens'] },
          p2: { battlefield: ['Mountain'], hand: ['Lightning Bolt'] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['p1'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Lightning Bolt']);
  });

  it('near miss: "Whenever an opponent commits a crime" stays text', () => {
    const c = card(
      'Test Sheriff',
      '{W}',
      'Creature — Human',
      'Whenever an opponent commits a crime, you gain 1 life.',
      '1/1',
    );
    expect(unenforced(c)).toEqual(['Whenever an opponent commits a crime, you gain 1 life.']);
  });
});
