// "A, then B for each X" (CR 608.2c: instructions in the order written): the count is the last
// instruction's only — A is done first and is not multiplied — and it is counted after A (608.2h):
// Wall Crawl's new Spider counts. "Gain 1 life and draw a card for each …" (two amounts the count
// could scale) stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const crawl = card(
  'Wall Crawl',
  '{3}{G}',
  'Enchantment',
  "When this enchantment enters, create a 2/1 green Spider creature token with reach, then you gain 1 life for each Spider you control.\nSpiders you control get +1/+1 and can't be blocked by creatures with defender.",
);
const confront = card(
  'Confront the Unknown',
  '{G}',
  'Instant',
  'Investigate, then target creature gets +1/+1 until end of turn for each Clue you control. (Create a Clue token. It\'s an artifact with "{2}, Sacrifice this token: Draw a card.")',
);
const CARDS = compiled(crawl, confront);

describe('"A, then B for each X": only B is counted (CR 608.2c, 608.2h)', () => {
  it('Wall Crawl beside a Giant Spider: one Spider token, then 2 life (the new Spider counts)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Giant Spider'], hand: ['Wall Crawl'] },
        },
      },
      [{ cast: 'Wall Crawl' }],
      { cards: CARDS },
    );
    for (let i = 0; i < 6 && g.state.stack.length; i++) g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield').filter((n) => n.startsWith('Spider'))).toHaveLength(1);
    expect(g.state.players.p1.life).toBe(22);
  });

  it('Confront the Unknown: one Clue (not multiplied), then the Bears get +1/+1 for it', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Forest', { id: 'bears', card: 'Grizzly Bears' }], hand: ['Confront the Unknown'] },
        },
      },
      [{ cast: 'Confront the Unknown', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    for (let i = 0; i < 4 && g.state.stack.length; i++) g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield').filter((n) => n.startsWith('Clue'))).toHaveLength(1);
    expect(pt(g, 'bears')).toEqual([3, 3]);
  });

  it('"You gain 1 life and draw a card for each …" stays text', () => {
    const c = card('Test Both', '{2}', 'Sorcery', 'You gain 1 life and draw a card for each creature you control.');
    expect(unenforced(c)).toHaveLength(1);
  });
});
