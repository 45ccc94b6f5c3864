// An amount read from a target (CR 115.1, 601.2c, 608.2h): "You gain life equal to target
// creature's power", "Draw cards equal to the power of target creature you control". The target is
// chosen as the spell is cast and its power read as it resolves. A possessive target phrase other
// than "target creature's" ("target nonland permanent's mana value") stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const grace = card("Soul's Grace", '{1}{W}', 'Instant', "You gain life equal to target creature's power.");
const majesty = card(
  "Soul's Majesty",
  '{4}{G}',
  'Sorcery',
  'Draw cards equal to the power of target creature you control.',
);
const behemoth = card(
  'Behemoth of Vault 0',
  '{6}',
  'Artifact Creature — Robot',
  "Trample\nWhen this creature enters, you get {E}{E}{E}{E} (four energy counters).\nWhen this creature dies, you may pay an amount of {E} equal to target nonland permanent's mana value. When you do, destroy that permanent.",
  '6/6',
);
const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const CARDS = compiled(grace, majesty, giant);

describe('amounts of a target object', () => {
  it("Soul's Grace: you gain life equal to the target creature's power (an opponent's Hill Giant: 3)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ["Soul's Grace"], battlefield: ['Plains', 'Plains'] },
          p2: { battlefield: [{ id: 'giant', card: 'Hill Giant' }] },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: "Soul's Grace", targets: ['giant'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(23);
  });

  it("Soul's Majesty: you draw cards equal to the power of target creature you control", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ["Soul's Majesty"],
            battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', { id: 'giant', card: 'Hill Giant' }],
            library: ['Island', 'Island', 'Island', 'Island', 'Island'],
          },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(() => g.act({ cast: "Soul's Majesty", targets: ['bears'] })).toThrow();
    g.act({ cast: "Soul's Majesty", targets: ['giant'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Island', 'Island', 'Island']);
  });

  it('Behemoth of Vault 0 ("target nonland permanent\'s mana value") stays text', () => {
    expect(unenforced(behemoth)).toHaveLength(1);
  });
});
