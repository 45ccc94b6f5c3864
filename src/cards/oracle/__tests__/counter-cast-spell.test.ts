// "counter that spell" in a cast trigger (CR 701.6a, 601.2i): the spell the trigger names, countered
// as the triggered ability resolves (put into its owner's graveyard). Jace's emblem functions from
// the command zone (114.4); "their first spell each turn" triggers once a turn per opponent.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const jace = {
  ...card(
    'Jace, Unraveler of Secrets',
    '{3}{U}{U}',
    'Legendary Planeswalker — Jace',
    '+1: Scry 1, then draw a card.\n−2: Return target creature to its owner\'s hand.\n−8: You get an emblem with "Whenever an opponent casts their first spell each turn, counter that spell."',
  ),
  loyalty: '5',
};
const decree = card(
  'Decree of Silence',
  '{6}{U}{U}',
  'Enchantment',
  'Whenever an opponent casts a spell, counter that spell and put a depletion counter on this enchantment. If there are three or more depletion counters on this enchantment, sacrifice it.\nCycling {4}{U}{U} ({4}{U}{U}, Discard this card: Draw a card.)\nWhen you cycle this card, you may counter target spell.',
);
const frostTitan = card(
  'Frost Titan',
  '{4}{U}{U}',
  'Creature — Giant',
  "Whenever this creature becomes the target of a spell or ability an opponent controls, counter that spell or ability unless its controller pays {2}.\nWhenever this creature enters or attacks, tap target permanent. It doesn't untap during its controller's next untap step.",
  '6/6',
);

const CARDS = compiled(jace, decree);

describe('counter that spell (CR 701.6a)', () => {
  it("Jace's emblem counters each opponent's first spell each turn, not the second", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ card: 'Jace, Unraveler of Secrets', counters: { loyalty: 9 } }], library: ['Island'] },
          p2: {
            battlefield: ['Mountain', 'Mountain'],
            hand: ['Lightning Bolt', 'Lightning Bolt'],
            library: ['Island', 'Island'],
          },
        },
      },
      [{ activate: 'Jace, Unraveler of Secrets', ability: 2 }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.command?.length).toBe(1);
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'main1' });
    g.act({ cast: 'Lightning Bolt', targets: ['p1'], player: 'p2' });
    g.act({ pass: true });
    // The trigger resolves first: the Bolt is countered, p1 takes no damage.
    expect(g.state.players.p1.life).toBe(20);
    expect(g.names('p2', 'graveyard')).toEqual(['Lightning Bolt']);
    g.act({ cast: 'Lightning Bolt', targets: ['p1'], player: 'p2' });
    g.act({ pass: true });
    expect(g.state.players.p1.life).toBe(17);
  });

  it("Decree of Silence counters an opponent's spell and gets a depletion counter", () => {
    const g = game(
      {
        turn: { number: 4, active: 'p2' as const, phase: 'main1' as const },
        players: {
          p1: { battlefield: [{ id: 'decree', card: 'Decree of Silence' }] },
          p2: { battlefield: ['Mountain'], hand: ['Lightning Bolt'] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['p1'], player: 'p2' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(20);
    expect(g.names('p2', 'graveyard')).toEqual(['Lightning Bolt']);
    expect(g.get('decree').counters).toEqual({ depletion: 1 });
  });

  it('near miss: "counter that spell or ability unless its controller pays" stays text', () => {
    expect(unenforced(frostTitan)).toHaveLength(1);
  });
});
