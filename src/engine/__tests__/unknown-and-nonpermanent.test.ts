/**
 * Found by a new user: boards with an instant or a sorcery on the battlefield were accepted
 * (CR 304.4, 307.4: they can't be there), and a proxy or stand-in with no card types could be
 * cast and resolved onto the battlefield as a permanent (only permanent spells enter the
 * battlefield, CR 608.3; the rules can't say what a spell without types is). An Aura attached to
 * such a typeless stand-in is refused with the reason (the host's card types are unknown).
 */
import { describe, expect, it } from 'vitest';
import { game } from '../../testing/harness';
import { RULE } from '../state/rules';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };
const build = (p1: object) => () => game({ turn: main, players: { p1, p2: {} } });

describe('instants and sorceries are never on the battlefield (CR 304.4, 307.4)', () => {
  it('an instant listed on the battlefield is a problem of the board, with the rule', () => {
    expect(build({ battlefield: ['Lightning Bolt'] })).toThrow(
      `players.p1.battlefield[0]: Lightning Bolt is an instant: it can't be on the battlefield (CR ${RULE.instantNeverOnBattlefield})`,
    );
  });

  it('a sorcery too', () => {
    expect(build({ battlefield: ['Mountain', 'Divination'] })).toThrow(
      `Divination is a sorcery: it can't be on the battlefield (CR ${RULE.sorceryNeverOnBattlefield})`,
    );
  });

  it('the same cards in hand and graveyard are fine', () => {
    expect(build({ hand: ['Lightning Bolt'], graveyard: ['Divination'] })).not.toThrow();
  });
});

describe('a card whose types are unknown', () => {
  it("is not cast (the rules can't say how or what it does)", () => {
    const g = game({
      turn: main,
      players: {
        p1: { battlefield: ['Forest'], hand: [{ proxy: { name: 'Mystery Card', typeLine: '', manaCost: '' } }] },
        p2: {},
      },
    });
    expect(() => g.act({ cast: 'Mystery Card' })).toThrow(/its card types are unknown/);
    expect(g.names('p1', 'hand')).toEqual(['Mystery Card']);
    expect(g.state.stack).toEqual([]);
  });

  it('a proxy with a type line is still cast and resolves by its type (a creature enters the battlefield)', () => {
    const g = game({
      turn: main,
      players: {
        p1: {
          hand: [
            { proxy: { name: 'Known Beast', typeLine: 'Creature — Beast', manaCost: '{0}', power: 2, toughness: 2 } },
          ],
        },
        p2: {},
      },
    });
    g.act({ cast: 'Known Beast' });
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toEqual(['Known Beast']);
  });

  it("an Aura can't enchant it, and the refusal says its types are unknown", () => {
    expect(
      build({
        battlefield: [
          { id: 'g', proxy: { name: 'Aura Gnarlid', typeLine: '' } },
          { card: 'Pacifism', attachedTo: 'g' },
        ],
      }),
    ).toThrow(/Pacifism can't enchant Aura Gnarlid .*Aura Gnarlid has no known card types/);
  });
});
