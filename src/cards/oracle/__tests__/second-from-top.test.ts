// "Put target creature into its owner's library second from the top" and "The owner of target
// nonland permanent puts it into their library second from the top or on the bottom" (CR 400.3,
// 401.1, 608.2d): the card goes to its owner's library just below the top card; into an empty
// library it is the only card (Chronostutter's ruling). The owner makes the choice. Real cards.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const chronostutter = card(
  'Chronostutter',
  '{5}{U}',
  'Instant',
  "Put target creature into its owner's library second from the top.",
);
const deem = card(
  'Deem Inferior',
  '{3}{U}',
  'Sorcery',
  "This spell costs {1} less to cast for each card you've drawn this turn.\nThe owner of target nonland permanent puts it into their library second from the top or on the bottom.",
);
const swarm = card(
  'Screaming Swarm',
  '{5}{U}',
  'Creature — Bird Horror',
  'Flying\nWhenever you attack with one or more creatures, target player mills that many cards. (To mill a card, a player puts the top card of their library into their graveyard.)\n{2}{U}: Put this card from your graveyard into your library second from the top.',
  '3/3',
);
const CARDS = compiled(chronostutter, deem);

/** p1 casts `spell` on p2's Giant Spider with p2's library `library` (top first), and it resolves. */
function castOnSpider(spell: string, library: string[], lands: number) {
  return game(
    {
      turn: main,
      players: {
        p1: { battlefield: Array.from({ length: lands }, () => 'Island'), hand: [spell], library: ['Plains'] },
        p2: {
          battlefield: [{ id: 'spider', card: 'Giant Spider' }],
          library: library.map((c, i) => ({ id: `l${i}`, card: c })),
        },
      },
    },
    [{ cast: spell, targets: ['spider'] }, { pass: true }],
    { cards: CARDS },
  );
}

describe('second from the top of a library (CR 401.1)', () => {
  it("Chronostutter: the Spider goes just below the top card of its owner's library", () => {
    const g = castOnSpider('Chronostutter', ['Forest', 'Mountain'], 6);
    expect(g.error).toBeNull();
    const lib = g.state.players.p2.library;
    expect(lib).toEqual([g.get('l0').id, g.get('spider').id, g.get('l1').id]);
  });

  it('Chronostutter with one card in the library: second, that is last; with none: the only card', () => {
    const one = castOnSpider('Chronostutter', ['Forest'], 6);
    expect(one.state.players.p2.library).toEqual([one.get('l0').id, one.get('spider').id]);
    const none = castOnSpider('Chronostutter', [], 6);
    expect(none.state.players.p2.library).toEqual([none.get('spider').id]);
  });

  it('Deem Inferior: the owner chooses; yes puts it second from the top, no on the bottom', () => {
    const yes = castOnSpider('Deem Inferior', ['Forest', 'Mountain', 'Swamp'], 4);
    expect(yes.error).toBeNull();
    expect(yes.state.pendingDecision).toMatchObject({ kind: 'may', player: 'p2' });
    yes.act({ decide: true });
    expect(yes.state.players.p2.library.indexOf(yes.get('spider').id)).toBe(1);
    const no = castOnSpider('Deem Inferior', ['Forest', 'Mountain', 'Swamp'], 4);
    no.act({ decide: false });
    expect(no.state.players.p2.library.indexOf(no.get('spider').id)).toBe(3);
  });

  it('near miss stays text: the card itself from your graveyard (an activated ability of a card in a graveyard)', () => {
    expect(unenforced(swarm)).toContain(
      '{2}{U}: Put this card from your graveyard into your library second from the top.',
    );
  });
});
