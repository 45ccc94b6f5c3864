// "Put target creature card from a graveyard onto the battlefield under your control" (CR 110.2a,
// 400.7): the card may be any player's; it enters under the spell's controller's control, its
// owner unchanged, and it returns to its owner's graveyard when it dies. Real cards played.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const ashenPowder = card(
  'Ashen Powder',
  '{2}{B}{B}',
  'Sorcery',
  "Put target creature card from an opponent's graveyard onto the battlefield under your control.",
);
const obedience = card(
  'Endless Obedience',
  '{4}{B}{B}',
  'Sorcery',
  "Convoke (Your creatures can help cast this spell. Each creature you tap while casting this spell pays for {1} or one mana of that creature's color.)\nPut target creature card from a graveyard onto the battlefield under your control.",
);
const CARDS = compiled(ashenPowder, obedience);
const SWAMPS = ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'];

describe('put a creature card from a graveyard onto the battlefield under your control', () => {
  it("Ashen Powder: the opponent's card enters under p1's control, still owned by p2", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: SWAMPS, hand: ['Ashen Powder'], graveyard: ['Giant Spider'] },
          p2: { graveyard: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Ashen Powder', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
    const bears = g.get('Grizzly Bears');
    expect(bears.controller).toBe('p1');
    expect(bears.owner).toBe('p2');
    expect(g.names('p2', 'graveyard')).toEqual([]);
  });

  it("Ashen Powder can't target a card in its caster's own graveyard", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: SWAMPS, hand: ['Ashen Powder'], graveyard: [{ id: 'spider', card: 'Giant Spider' }] },
        },
      },
      [{ cast: 'Ashen Powder', targets: ['spider'] }],
      { cards: CARDS },
    );
    expect(g.error).not.toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Giant Spider']);
  });

  it('Endless Obedience: any graveyard, its own too', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: SWAMPS, hand: ['Endless Obedience'], graveyard: [{ id: 'spider', card: 'Giant Spider' }] },
        },
      },
      [{ cast: 'Endless Obedience', targets: ['spider'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Giant Spider');
  });

  it('near miss: a creature on the battlefield put "onto the battlefield" stays text', () => {
    const odd = card('Odd Powder', '{2}{B}', 'Sorcery', 'Put target creature onto the battlefield under your control.');
    expect(unenforced(odd)).toEqual(['Put target creature onto the battlefield under your control.']);
  });
});
