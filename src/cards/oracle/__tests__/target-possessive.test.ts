// "Target creature's owner puts it on their choice of the top or bottom of their library",
// "Target artifact or creature's owner …", "Target creature's owner shuffles it into their library":
// a possessive naming one target object (CR 115.1) is the owner of that target (108.3), who
// chooses (608.2d) and whose library the card goes to (400.3, 701.20). Real cards.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const motes = card(
  'Misleading Motes',
  '{3}{U}',
  'Instant',
  "Target creature's owner puts it on their choice of the top or bottom of their library.",
);
const unlucky = card(
  'Unlucky Drop',
  '{3}{U}',
  'Instant',
  "Target artifact or creature's owner puts it on their choice of the top or bottom of their library.",
);
const desync = card(
  'Desynchronize',
  '{4}{U}',
  'Instant',
  "Target nonland permanent's owner puts it on their choice of the top or bottom of their library. Scry 2.",
);
const cemetery = card(
  'Ominous Cemetery',
  '',
  'Land',
  "{T}: Add {C}.\n{5}, {T}, Exile this land: Target creature's owner shuffles it into their library.",
);
const wanShiTong = card(
  'Wan Shi Tong, All-Knowing',
  '{3}{U}{U}',
  'Legendary Creature — Bird Spirit',
  'Flying\nWhen Wan Shi Tong enters, target nonland permanent\'s owner puts it into their library second from the top or on the bottom.\nWhenever one or more cards are put into a library from anywhere, create two 1/1 colorless Spirit creature tokens with "This token can\'t block or be blocked by non-Spirit creatures."',
  '4/4',
);
const CARDS = compiled(motes, unlucky, desync, cemetery);

/** p1 casts Misleading Motes on a Giant Spider p2 controls (owned by `owner`); it resolves and asks. */
function motesOnSpider(owner: 'p1' | 'p2') {
  const spider = { id: 'spider', card: 'Giant Spider', ...(owner === 'p1' ? { owner: 'p1' as const } : {}) };
  return game(
    {
      turn: main,
      players: {
        p1: { battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ['Misleading Motes'], library: ['Plains'] },
        p2: { battlefield: [spider], library: ['Island', 'Island'] },
      },
    },
    [{ cast: 'Misleading Motes', targets: ['spider'] }, { pass: true }],
    { cards: CARDS },
  );
}

describe("a target's owner named by a possessive (CR 115.1, 108.3)", () => {
  it('each reads one target object whose owner is the player asked', () => {
    for (const [def, types] of [
      [CARDS[0], { types: ['creature'] }],
      [CARDS[1], { types: ['artifact', 'creature'] }],
    ] as const) {
      expect(def?.spell?.targets).toEqual([expect.objectContaining({ min: 1, max: 1, filter: { objects: types } })]);
      expect(def?.spell?.steps[0]).toMatchObject({
        do: 'may',
        player: { ref: 'ownerOf', of: { ref: 'target', slot: 0 } },
      });
    }
    expect(CARDS[2]?.spell?.targets?.[0]?.filter.objects).toEqual({ notTypes: ['land'] });
  });

  it("Misleading Motes on p2's Giant Spider: p2 chooses; yes puts it on top of p2's library", () => {
    const g = motesOnSpider('p2');
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', player: 'p2' });
    g.act({ decide: true });
    expect(g.state.players.p2.library).toHaveLength(3);
    expect(g.state.players.p2.library[0]).toBe(g.get('spider').id);
  });

  it("Misleading Motes on a Spider p1 owns and p2 controls: p1 chooses; no puts it on the bottom of p1's library", () => {
    const g = motesOnSpider('p1');
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', player: 'p1' });
    g.act({ decide: false });
    const lib = g.state.players.p1.library;
    expect(lib).toHaveLength(2);
    expect(lib[1]).toBe(g.get('spider').id);
    expect(g.state.players.p2.library).toHaveLength(2);
  });

  it("Ominous Cemetery: the target's owner shuffles it into their own library", () => {
    const exile = CARDS[3]?.activated?.find((a) => a.targets?.length);
    expect(exile?.steps).toEqual([
      { do: 'moveTo', what: { ref: 'target', slot: 0 }, zone: 'library' },
      { do: 'shuffle', player: { ref: 'ownerOf', of: { ref: 'target', slot: 0 } } },
    ]);
  });

  it('near misses stay text: a library trigger, a target card in a graveyard', () => {
    // "… second from the top or on the bottom" is read now (second-from-top.test.ts): the owner chooses.
    expect(unenforced(wanShiTong)).toEqual([
      'Whenever one or more cards are put into a library from anywhere, create two 1/1 colorless Spirit creature tokens with "This token can\'t block or be blocked by non-Spirit creatures."',
    ]);
    const graveyard = card(
      'Made Up',
      '{1}',
      'Instant',
      "Target creature card in a graveyard's owner shuffles it into their library.",
    );
    expect(compileCard(graveyard).status).toBe('none');
  });
});
