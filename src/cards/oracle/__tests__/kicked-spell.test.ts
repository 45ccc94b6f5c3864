// A kicker spell whose kicked version has its own targets (CR 702.33d; kicker is announced before
// targets, 601.2b–c): "If this spell was kicked, instead destroy target creature or
// planeswalker" (Bloodchief's Thirst) is another spell when kicked; "If this spell was kicked, it
// deals 2 damage to another target creature" (Jilt) has one more target when kicked. An
// "instead" that replaces only part of what came before ("search … for two basic land cards
// instead of one", "that player discards three cards instead") stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const thirst = card(
  "Bloodchief's Thirst",
  '{B}',
  'Sorcery',
  'Kicker {2}{B} (You may pay an additional {2}{B} as you cast this spell.)\nDestroy target creature or planeswalker with mana value 2 or less. If this spell was kicked, instead destroy target creature or planeswalker.',
);
const jilt = card(
  'Jilt',
  '{1}{U}',
  'Instant',
  "Kicker {1}{R} (You may pay an additional {1}{R} as you cast this spell.)\nReturn target creature to its owner's hand. If this spell was kicked, it deals 2 damage to another target creature.",
);
const probe = card(
  'Probe',
  '{2}{U}',
  'Sorcery',
  'Kicker {1}{B} (You may pay an additional {1}{B} as you cast this spell.)\nDraw three cards, then discard two cards. If this spell was kicked, target player discards two cards.',
);
const reclaim = card(
  'Reclaim the Wastes',
  '{G}',
  'Sorcery',
  'Kicker {3} (You may pay an additional {3} as you cast this spell.)\nSearch your library for a basic land card, reveal it, put it into your hand, then shuffle. If this spell was kicked, search your library for two basic land cards instead of one.',
);
const cloud = card(
  'Hypnotic Cloud',
  '{1}{B}',
  'Sorcery',
  'Kicker {4} (You may pay an additional {4} as you cast this spell.)\nTarget player discards a card. If this spell was kicked, that player discards three cards instead.',
);
const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const CARDS = compiled(thirst, jilt, probe, giant);

const swamps = (n: number) => Array<string>(n).fill('Swamp');

describe('kicked spells with their own targets (CR 702.33d, 601.2c)', () => {
  it("Bloodchief's Thirst unkicked can't target a mana value 4 creature; kicked it destroys it", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ["Bloodchief's Thirst"], battlefield: swamps(4) },
          p2: { battlefield: [{ id: 'giant', card: 'Hill Giant' }] },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(() => g.act({ cast: "Bloodchief's Thirst", kicker: false, targets: ['giant'] })).toThrow();
    g.act({ cast: "Bloodchief's Thirst", kicker: true, targets: ['giant'] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toContain('Hill Giant');
  });

  it('Jilt kicked returns one creature and deals 2 damage to another; unkicked it has one target', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Jilt', 'Jilt'],
            battlefield: [...Array<string>(2).fill('Island'), ...Array<string>(2).fill('Mountain')],
          },
          p2: {
            battlefield: [
              { id: 'giant', card: 'Hill Giant' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Jilt', kicker: true, targets: ['giant', 'bears'] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.names('p2', 'hand')).toContain('Hill Giant');
    expect(g.names('p2', 'graveyard')).toContain('Grizzly Bears');
    // "another target creature": not the one it returns.
    const same = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Jilt'],
            battlefield: [...Array<string>(2).fill('Island'), ...Array<string>(2).fill('Mountain')],
          },
          p2: { battlefield: [{ id: 'giant', card: 'Hill Giant' }] },
        },
      },
      [{ cast: 'Jilt', kicker: true, targets: ['giant', 'giant'] }],
      { cards: CARDS },
    );
    expect(same.error).toMatch(/another target/);
  });

  it('Probe unkicked has no target and the opponent keeps their hand; kicked they discard two', () => {
    const probed = (kicker: boolean) => {
      const g = game(
        {
          turn: main,
          players: {
            p1: {
              hand: ['Probe'],
              library: ['Swamp', 'Swamp', 'Swamp'],
              battlefield: [...swamps(2), 'Island', 'Island', 'Island'],
            },
            p2: { hand: ['Grizzly Bears', 'Hill Giant', 'Lightning Bolt'] },
          },
        },
        [{ cast: 'Probe', kicker, ...(kicker ? { targets: ['p2'] } : {}) }, { pass: true }, { pass: true }],
        { cards: CARDS },
      );
      // Each discard asks its player for two cards of their hand.
      for (let d = g.state.pendingDecision; d && 'candidates' in d; d = g.state.pendingDecision)
        g.act({ decide: d.candidates.slice(0, 2), player: d.player });
      return g;
    };
    const plain = probed(false);
    expect(plain.names('p2', 'hand')).toHaveLength(3);
    expect(plain.names('p1', 'hand')).toHaveLength(1);
    const kicked = probed(true);
    expect(kicked.names('p2', 'hand')).toHaveLength(1);
    expect(kicked.names('p2', 'graveyard')).toHaveLength(2);
  });

  it('an "instead" that replaces only a part of the effect stays text', () => {
    expect(unenforced(reclaim)).toHaveLength(1);
  });

  it('Hypnotic Cloud\'s "that player discards three cards instead" replaces the one instruction before it: read (bargained-spell.test.ts plays it)', () => {
    expect(unenforced(cloud)).toEqual([]);
  });
});
