// Bargain (CR 702.166a): "You may sacrifice an artifact, enchantment, or token as you cast this
// spell" — an optional additional cost (118.8); paid, the spell "was bargained" (702.166b), and
// so was the permanent it becomes (its "When this creature enters, if it was bargained, …").
// Real cards played.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const negotiator = card(
  'High Fae Negotiator',
  '{3}{B}{B}',
  'Creature — Faerie Warlock',
  'Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)\nFlying\nWhen this creature enters, if it was bargained, each opponent loses 3 life and you gain 3 life.',
  '3/5',
);
const iceOut = card(
  'Ice Out',
  '{1}{U}{U}',
  'Instant',
  "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)\nThis spell costs {1} less to cast if it's bargained.\nCounter target spell.",
);
const candy = card(
  'Candy Grapple',
  '{1}{B}',
  'Instant',
  'Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)\nTarget creature gets -3/-3 until end of turn. If this spell was bargained, that creature gets -5/-5 until end of turn instead.',
);
const ornithopter = card('Ornithopter', '{0}', 'Artifact Creature — Thopter', 'Flying', '0/2');
const growth = card('Giant Growth', '{G}', 'Instant', 'Target creature gets +3/+3 until end of turn.');
const CARDS = compiled(negotiator, iceOut, ornithopter, growth);

function negotiatorWith(mine: (string | { id: string; card: string; token?: boolean })[]) {
  return game(
    {
      turn: main,
      players: {
        p1: { battlefield: [...Array<string>(5).fill('Swamp'), ...mine], hand: ['High Fae Negotiator'] },
      },
    },
    [{ cast: 'High Fae Negotiator' }],
    { cards: CARDS },
  );
}

/** p1 has cast Giant Growth on Grizzly Bears (a Forest) and holds priority with two Islands and Ice Out. */
function iceOutWith(thopter: boolean) {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [
            'Forest',
            { id: 'bears', card: 'Grizzly Bears' },
            'Island',
            'Island',
            ...(thopter ? [{ id: 'thopter', card: 'Ornithopter' }] : []),
          ],
          hand: ['Giant Growth', 'Ice Out'],
        },
      },
    },
    [{ cast: 'Giant Growth', targets: ['bears'] }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  expect(g.stack()).toEqual(['Giant Growth']);
  return g;
}

describe('bargain (CR 702.166)', () => {
  it('High Fae Negotiator bargained with Ornithopter: the artifact is sacrificed, p2 loses 3 and p1 gains 3', () => {
    const g = negotiatorWith([{ id: 'thopter', card: 'Ornithopter' }]);
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'bargain', kind: 'may' });
    g.act({ decide: true });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Ornithopter']);
    g.act({ pass: true });
    // The enters trigger (its "if it was bargained" holds, 603.4).
    expect(g.stack()).toEqual(['High Fae Negotiator ability']);
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(17);
    expect(g.state.players.p1.life).toBe(23);
  });

  it('a token creature may be sacrificed; declined, nothing is sacrificed and nothing triggers', () => {
    const g = negotiatorWith([{ id: 'tok', card: 'Grizzly Bears', token: true }]);
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'bargain' });
    g.act({ decide: false });
    expect(g.get('tok').zone).toBe('battlefield');
    g.act({ pass: true });
    expect(g.stack()).toEqual([]);
    expect(g.state.players.p2.life).toBe(20);
    expect(g.state.players.p1.life).toBe(20);
  });

  it('with only a nontoken creature (not an artifact, enchantment or token) bargain is not offered', () => {
    const g = negotiatorWith([{ id: 'bears', card: 'Grizzly Bears' }]);
    expect(g.state.pendingDecision).toBeNull();
    expect(g.stack()).toEqual(['High Fae Negotiator']);
    g.act({ pass: true });
    expect(g.stack()).toEqual([]);
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
    expect(g.state.players.p2.life).toBe(20);
  });

  it('Ice Out bargained costs {U}{U}: two Islands and Ornithopter counter Giant Growth', () => {
    const g = iceOutWith(true);
    g.act({ cast: 'Ice Out', targets: [g.get('Giant Growth').id] });
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'bargain' });
    g.act({ decide: true });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Ornithopter']);
    expect(g.stack()).toEqual(['Giant Growth', 'Ice Out']);
    g.act({ pass: true });
    expect(g.stack()).toEqual([]);
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Giant Growth', 'Ice Out', 'Ornithopter']);
    expect(pt(g, 'bears')).toEqual([2, 2]);
  });

  it('Ice Out not bargained costs {1}{U}{U}: two Islands alone cannot cast it', () => {
    const g = iceOutWith(false);
    expect(() =>
      g.perform({ type: 'cast', player: 'p1', object: g.get('Ice Out').id, targets: [g.get('Giant Growth').id] }),
    ).toThrow();
    expect(g.names('p1', 'hand')).toEqual(['Ice Out']);
  });

  it('Candy Grapple ("… -5/-5 … instead") is now read (bargained-spell.test.ts plays it)', () => {
    expect(unenforced(candy)).toHaveLength(0);
  });
});
