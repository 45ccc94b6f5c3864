// "Draw a card. If <condition>, draw two cards instead." (CR 608.2c): the condition is checked
// once and exactly one of the two draws happens — two cards in all, not three (pump-instead.ts).
// Another player drawing instead stays text.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const plunder = card(
  'Plunder the Trollshaws',
  '{1}{U}',
  'Instant',
  'Draw a card. If this spell was cast from a graveyard, draw two cards instead.\nFlashback {3}{U} (You may cast this card from your graveyard for its flashback cost. Then exile it.)',
);
const zimone = card(
  'Zimone, Quandrix Prodigy',
  '{G}{U}',
  'Legendary Creature — Human Wizard',
  '{1}, {T}: You may put a land card from your hand onto the battlefield tapped.\n{4}, {T}: Draw a card. If you control eight or more lands, draw two cards instead.',
  '1/2',
);
const CARDS = compiled(plunder, zimone);
const library = Array<string>(10).fill('Island');

/** Passes priority until the stack is empty. */
function resolve(g: Game): void {
  for (let i = 0; i < 4 && g.stack().length && !g.state.pendingDecision; i++) g.act({ pass: true });
}

describe('draw N cards instead (CR 608.2c)', () => {
  it('Plunder the Trollshaws draws one from hand, two (not three) with flashback', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Plunder the Trollshaws'],
            graveyard: ['Plunder the Trollshaws'],
            battlefield: Array<string>(6).fill('Island'),
            library,
          },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Plunder the Trollshaws' });
    resolve(g);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toHaveLength(1);
    g.act({ cast: 'Plunder the Trollshaws', alt: 'flashback' });
    resolve(g);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toHaveLength(3);
    expect(g.names('p1', 'exile')).toEqual(['Plunder the Trollshaws']);
  });

  it('Zimone draws two with eight lands, one with seven', () => {
    for (const [lands, drawn] of [
      [8, 2],
      [7, 1],
    ] as const) {
      const g = game(
        {
          turn: main,
          players: {
            p1: {
              battlefield: [{ id: 'z', card: 'Zimone, Quandrix Prodigy' }, ...Array<string>(lands).fill('Forest')],
              library,
            },
          },
        },
        [],
        { cards: CARDS },
      );
      g.act({ activate: 'z', ability: 1 });
      resolve(g);
      expect(g.error).toBeNull();
      expect(g.names('p1', 'hand')).toHaveLength(drawn);
    }
  });

  it('another player drawing instead stays text', () => {
    const other = card(
      'Other Draw',
      '{U}',
      'Instant',
      'Draw a card. If you control a Wizard, target player draws two cards instead.',
    );
    expect(unenforced(other)).toHaveLength(1);
  });
});
