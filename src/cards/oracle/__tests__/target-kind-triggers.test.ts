// "Whenever a Dragon you control becomes the target of a spell or ability an opponent controls",
// "Whenever a Cleric creature you control becomes the target of a spell or ability" (CR 115.1,
// 603.2): once for each matching permanent a spell or ability targets; "it" / "that creature" is
// the permanent targeted, "that player" the spell's controller. Real cards. Near miss: "… of an
// instant or sorcery spell" (a kind of spell) stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const regent = card(
  'Thunderbreak Regent',
  '{2}{R}{R}',
  'Creature — Dragon',
  'Flying\nWhenever a Dragon you control becomes the target of a spell or ability an opponent controls, this creature deals 3 damage to that player.',
  '4/4',
);
const spiritualist = card(
  'Daru Spiritualist',
  '{1}{W}',
  'Creature — Human Cleric',
  'Whenever a Cleric creature you control becomes the target of a spell or ability, it gets +0/+2 until end of turn.',
  '1/1',
);
const tactics = card(
  'Tandem Tactics',
  '{1}{W}',
  'Instant',
  'Up to two target creatures each get +1/+2 until end of turn. You gain 2 life.',
);
const horobi = card(
  "Horobi, Death's Wail",
  '{2}{B}{B}',
  'Legendary Creature — Spirit',
  'Flying\nWhenever a creature becomes the target of a spell or ability, destroy that creature.',
  '4/4',
);
const CARDS = compiled(regent, spiritualist, tactics, horobi);

describe('"Whenever a <kind> you control becomes the target of …" (CR 115.1, 603.2)', () => {
  it("Thunderbreak Regent: an opponent's Lightning Bolt at it → 3 damage to that opponent; at a player → nothing", () => {
    const g = game(
      {
        turn: { number: 4, active: 'p2', phase: 'main1' },
        players: {
          p1: { battlefield: [{ id: 'regent', card: 'Thunderbreak Regent' }] },
          p2: { battlefield: ['Mountain', 'Mountain'], hand: ['Lightning Bolt', 'Lightning Bolt'] },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Lightning Bolt', player: 'p2', targets: ['p1'] });
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Lightning Bolt']);
    g.act({ pass: true });
    expect(g.state.players.p1.life).toBe(17);
    g.act({ cast: 'Lightning Bolt', player: 'p2', targets: ['regent'] });
    expect(g.stack()).toEqual(['Lightning Bolt', 'Thunderbreak Regent ability']);
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(17);
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toContain('Thunderbreak Regent');
    expect(g.get('regent').damage).toBe(3);
  });

  it("Thunderbreak Regent: its controller's own spell at it → no trigger (an opponent's only)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'regent', card: 'Thunderbreak Regent' }, 'Mountain'], hand: ['Lightning Bolt'] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['regent'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Lightning Bolt']);
  });

  it('Daru Spiritualist ×2: Tandem Tactics at both → four triggers (each ability once per Cleric targeted): 2/7 each', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'd1', card: 'Daru Spiritualist' },
              { id: 'd2', card: 'Daru Spiritualist' },
              'Plains',
              'Plains',
            ],
            hand: ['Tandem Tactics'],
          },
        },
      },
      [{ cast: 'Tandem Tactics', targets: ['d1', 'd2'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // Four triggers at once, ordered by their controller (CR 603.3b).
    const d = g.state.pendingDecision;
    expect(d && 'options' in d ? d.options : []).toHaveLength(4);
    g.act({ decide: ['0', '1', '2', '3'] });
    expect(g.stack().filter((s) => s === 'Daru Spiritualist ability')).toHaveLength(4);
    for (let i = 0; i < 5; i++) g.act({ pass: true });
    expect(g.stack()).toEqual([]);
    expect(pt(g, 'd1')).toEqual([2, 7]);
    expect(pt(g, 'd2')).toEqual([2, 7]);
    expect(g.state.players.p1.life).toBe(22);
  });

  it("Horobi: an opponent's Lightning Bolt at Grizzly Bears → Horobi destroys that creature first", () => {
    const g = game(
      {
        turn: { number: 4, active: 'p2', phase: 'main1' },
        players: {
          p1: { battlefield: [{ id: 'horobi', card: "Horobi, Death's Wail" }] },
          p2: { battlefield: ['Mountain', { id: 'bears', card: 'Grizzly Bears' }], hand: ['Lightning Bolt'] },
        },
      },
      [{ cast: 'Lightning Bolt', player: 'p2', targets: ['bears'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Lightning Bolt', "Horobi, Death's Wail ability"]);
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toContain('Grizzly Bears');
    expect(g.names('p1', 'battlefield')).toContain("Horobi, Death's Wail");
  });

  it('near miss: "… becomes the target of an instant or sorcery spell" stays text', () => {
    const c = card(
      'Wild Defiance',
      '{2}{G}',
      'Enchantment',
      'Whenever a creature you control becomes the target of an instant or sorcery spell, that creature gets +3/+3 until end of turn.',
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});
