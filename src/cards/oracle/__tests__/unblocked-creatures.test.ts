// "unblocked creatures" (CR 509.1h): attacking creatures no creature blocks, once blockers are
// declared. Snag's shield reads the group as the combat damage would be dealt: the unblocked
// attacker deals none, the blocked one and its blocker deal theirs.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const snag = card(
  'Snag',
  '{3}{G}',
  'Instant',
  "You may discard a Forest card rather than pay this spell's mana cost.\nPrevent all combat damage that would be dealt by unblocked creatures this turn.",
);
const CARDS = compiled(snag);

describe('unblocked creatures (CR 509.1h)', () => {
  it('Snag: the unblocked Bears deal no damage; the blocked Bears and the Spider blocking them deal theirs', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              ...Array<string>(4).fill('Forest'),
              { id: 'a', card: 'Grizzly Bears' },
              { id: 'b', card: 'Grizzly Bears' },
            ],
            hand: ['Snag'],
          },
          p2: { life: 20, battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
        },
      },
      [
        { cast: 'Snag' },
        { pass: true },
        { advance: 'declareAttackers' },
        { attack: ['a', 'b'] },
        { block: { spider: 'b' }, player: 'p2' },
        { advance: 'end' },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(20);
    expect(g.get('spider').damage).toBe(2);
    expect(g.names('p1', 'graveyard')).toEqual(expect.arrayContaining(['Snag', 'Grizzly Bears']));
  });

  it('near miss stays text: "target blocked creature" (Benalish Missionary)', () => {
    const missionary = card(
      'Benalish Missionary',
      '{W}',
      'Creature — Human Cleric',
      '{1}{W}, {T}: Prevent all combat damage that would be dealt by target blocked creature this turn.',
      '1/1',
    );
    expect(unenforced(missionary)).toHaveLength(1);
  });
});
