// A player's prohibition on casting from a resolved spell or ability (CR 601.3, 611.2): "Target
// player can't cast spells this turn" (Orim's Chant), "Your opponents can't cast spells this turn"
// (Silence), "Its controller can't cast spells this turn" (Render Silent), "defending player
// can't cast spells this turn" (Xantid Swarm), "… can't cast creature spells this turn"
// (Cease-Fire), "you can't cast spells until your next turn" (Innocuous Researcher). "This turn"
// ends in the cleanup step (514.2); "until your next turn" as that turn begins (500.5). A
// prohibition naming anything but the spells' characteristics stays text (Reflector Mage).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const silence = card('Silence', '{W}', 'Instant', "Your opponents can't cast spells this turn.");
const ceaseFire = card(
  'Cease-Fire',
  '{2}{W}',
  'Instant',
  "Target player can't cast creature spells this turn.\nDraw a card.",
);
const renderSilent = card(
  'Render Silent',
  '{W}{U}{U}',
  'Instant',
  "Counter target spell. Its controller can't cast spells this turn.",
);
const swarm = card(
  'Xantid Swarm',
  '{G}',
  'Creature — Insect',
  "Flying\nWhenever this creature attacks, defending player can't cast spells this turn.",
  '0/1',
);
const researcher = card(
  'Innocuous Researcher',
  '{1}{G}',
  'Creature — Centaur Detective',
  "Parley — Whenever this creature attacks, each player reveals the top card of their library. For each nonland card revealed this way, you investigate. Then each player draws a card.\nAt the beginning of your end step, you may untap all lands you control. If you do, you can't cast spells until your next turn.",
  '2/2',
);
const reflector = card(
  'Reflector Mage',
  '{1}{W}{U}',
  'Creature — Human Wizard',
  "When this creature enters, return target creature an opponent controls to its owner's hand. That creature's owner can't cast spells with the same name as that creature until your next turn.",
  '2/3',
);
const CARDS = compiled(silence, ceaseFire, renderSilent, swarm);
const library = ['Plains', 'Plains', 'Plains', 'Plains', 'Plains'];

describe("a player can't cast spells, for a while (CR 601.3, 611.2)", () => {
  it("Silence: p2 can't cast Lightning Bolt this turn, p1 still can; on p2's own turn it can again (514.2)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Silence', 'Lightning Bolt'], battlefield: ['Plains', 'Mountain'], library },
          p2: { hand: ['Lightning Bolt'], battlefield: ['Mountain'], library },
        },
      },
      [{ cast: 'Silence' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ pass: true });
    g.act({ pass: true, player: 'p2' });
    expect(g.names('p1', 'graveyard')).toEqual(['Silence']);
    expect(() => g.act({ cast: 'Lightning Bolt', targets: ['p1'], player: 'p2' })).toThrow();
    g.act({ cast: 'Lightning Bolt', targets: ['p2'] });
    g.act({ pass: true });
    g.act({ pass: true, player: 'p2' });
    expect(g.state.players.p2.life).toBe(17);
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p2');
    g.act({ cast: 'Lightning Bolt', targets: ['p1'], player: 'p2' });
    g.act({ pass: true, player: 'p2' });
    g.act({ pass: true });
    expect(g.state.players.p1.life).toBe(17);
  });

  it("Cease-Fire on p1: p1 can't cast Grizzly Bears this turn but can cast Lightning Bolt, and draws a card", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Cease-Fire', 'Grizzly Bears', 'Lightning Bolt'],
            battlefield: ['Plains', 'Plains', 'Plains', 'Forest', 'Forest', 'Mountain'],
            library,
          },
          p2: { library },
        },
      },
      [{ cast: 'Cease-Fire', targets: ['p1'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ pass: true });
    g.act({ pass: true, player: 'p2' });
    expect(g.names('p1', 'hand')).toEqual(['Grizzly Bears', 'Lightning Bolt', 'Plains']);
    expect(() => g.act({ cast: 'Grizzly Bears' })).toThrow();
    g.act({ cast: 'Lightning Bolt', targets: ['p2'] });
    g.act({ pass: true });
    g.act({ pass: true, player: 'p2' });
    expect(g.state.players.p2.life).toBe(17);
  });

  it("Render Silent: p1's Lightning Bolt is countered, and p1 can't cast the second one this turn", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: [{ id: 'bolt', card: 'Lightning Bolt' }, 'Lightning Bolt'],
            battlefield: ['Mountain', 'Mountain'],
            library,
          },
          p2: { hand: ['Render Silent'], battlefield: ['Plains', 'Island', 'Island'], library },
        },
      },
      [{ cast: 'bolt', targets: ['p2'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ cast: 'Render Silent', targets: ['bolt'], player: 'p2' });
    g.act({ pass: true, player: 'p2' });
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Lightning Bolt']);
    expect(g.state.players.p2.life).toBe(20);
    expect(() => g.act({ cast: 'Lightning Bolt', targets: ['p2'] })).toThrow();
  });

  it("Xantid Swarm attacks: the defending player can't cast Lightning Bolt this turn", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'swarm', card: 'Xantid Swarm' }], library },
          p2: { hand: ['Lightning Bolt'], battlefield: ['Mountain'], library },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['swarm'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ pass: true });
    g.act({ pass: true, player: 'p2' });
    expect(() => g.act({ cast: 'Lightning Bolt', targets: ['swarm'], player: 'p2' })).toThrow();
    expect(g.names('p1', 'battlefield')).toEqual(['Xantid Swarm']);
  });

  it("Innocuous Researcher: untapping its lands, p1 can't cast spells until p1's next turn begins (500.5)", () => {
    const def = compileCard(researcher).def;
    const g = game(
      {
        turn: { number: 3, active: 'p1', phase: 'main2' },
        players: {
          p1: {
            hand: ['Lightning Bolt', 'Lightning Bolt'],
            battlefield: [{ card: 'Innocuous Researcher' }, { card: 'Mountain', tapped: true }],
            library,
          },
          p2: { library },
        },
      },
      [{ advance: 'end' }],
      { cards: [def] },
    );
    expect(g.error).toBeNull();
    g.act({ pass: true });
    g.act({ decide: true });
    expect(g.get('Mountain').tapped).toBe(false);
    expect(() => g.act({ cast: 'Lightning Bolt', targets: ['p2'] })).toThrow();
    // p2's turn: still forbidden (its cleanup didn't end it).
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p2');
    expect(() => g.act({ cast: 'Lightning Bolt', targets: ['p2'] })).toThrow();
    // p1's next turn: allowed again.
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p1');
    g.act({ advance: 'main1' });
    g.act({ cast: 'Lightning Bolt', targets: ['p2'] });
    g.act({ pass: true });
    g.act({ pass: true, player: 'p2' });
    expect(g.state.players.p2.life).toBe(17);
  });

  it('near miss: Reflector Mage\'s "spells with the same name as that creature" stays text', () => {
    expect(unenforced(reflector)).toHaveLength(1);
  });
});
