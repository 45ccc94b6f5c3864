// "Each player loses 1 life for each creature they control", "each opponent loses 1 life for each
// creature card in their graveyard": "they" / "their" is each of those players in turn, and each
// loses life by their own count, all counted before any life is lost (CR 608.2h, 119.3).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const discipline = card(
  'Stronghold Discipline',
  '{2}{B}{B}',
  'Sorcery',
  'Each player loses 1 life for each creature they control.',
);
const phalanx = card(
  'Netherborn Phalanx',
  '{5}{B}',
  'Creature — Horror',
  'When this creature enters, each opponent loses 1 life for each creature they control.\nTransmute {1}{B}{B} ({1}{B}{B}, Discard this card: Search your library for a card with the same mana value as this card, reveal it, put it into your hand, then shuffle. Transmute only as a sorcery.)',
  '2/4',
);
const widow = card(
  'Test Widow Chapter',
  '{2}{B}',
  'Sorcery',
  'Each opponent loses 1 life for each creature card in their graveyard.',
);

describe('each player loses life by their own count ("for each … they control", "… in their graveyard")', () => {
  it('Stronghold Discipline: each player loses 1 life for each creature they control', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Grizzly Bears'], hand: ['Stronghold Discipline'] },
          p2: { battlefield: ['Grizzly Bears', 'Llanowar Elves', 'Forest'] },
        },
      },
      [],
      { cards: compiled(discipline) },
    );
    g.act({ cast: 'Stronghold Discipline' });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.state.players.p1.life).toBe(19);
    expect(g.state.players.p2.life).toBe(18);
  });

  it('Netherborn Phalanx: each opponent loses 1 life for each creature they control, you lose none', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Grizzly Bears'],
            hand: ['Netherborn Phalanx'],
          },
          p2: { battlefield: ['Grizzly Bears', 'Llanowar Elves', 'Giant Spider'] },
        },
      },
      [],
      { cards: compiled(phalanx) },
    );
    g.act({ cast: 'Netherborn Phalanx' });
    for (let i = 0; i < 6 && g.state.stack.length + (g.state.pendingDecision ? 1 : 0) > 0; i++) g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(17);
    expect(g.state.players.p1.life).toBe(20);
  });

  it('"each opponent … for each creature card in their graveyard": the cards that opponent owns there', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Test Widow Chapter'], graveyard: ['Grizzly Bears'] },
          p2: { graveyard: ['Llanowar Elves', 'Giant Spider', 'Forest'] },
        },
      },
      [],
      { cards: compiled(widow) },
    );
    g.act({ cast: 'Test Widow Chapter' });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(18);
    expect(g.state.players.p1.life).toBe(20);
  });

  it('"each opponent loses half their life" per player stays text', () => {
    const half = card('Test Half', '{2}{B}', 'Sorcery', 'Each opponent loses half their life, rounded up.');
    expect(unenforced(half)).toHaveLength(1);
  });
});
