// "Whenever a creature you control explores", "… connives" (CR 701.44b, 701.50b): a permanent
// has explored (connived) once the whole process is done, even if part of it was impossible —
// once for each time ("it explores, then it explores again" is two).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const walker = card(
  'Wildgrowth Walker',
  '{1}{G}',
  'Creature — Elemental',
  'Whenever a creature you control explores, put a +1/+1 counter on this creature and you gain 3 life.',
  '1/3',
);
const ranger = card(
  'Jadelight Ranger',
  '{1}{G}{G}',
  'Creature — Merfolk Scout Ranger',
  "When this creature enters, it explores, then it explores again. (Reveal the top card of your library. Put that card into your hand if it's a land. Otherwise, put a +1/+1 counter on this creature, then put the card back or put it into your graveyard. Then repeat this process.)",
  '2/1',
);
const monger = card(
  'Iron Monger, Sadistic Tycoon',
  '{2}{B}',
  'Legendary Artifact Creature — Robot Villain',
  'Flying\nWhenever a creature you control connives, put a +1/+1 counter on each Villain you control.',
  '2/2',
);
const informant = card(
  "Raffine's Informant",
  '{1}{W}',
  'Creature — Human Wizard',
  'When this creature enters, it connives. (Draw a card, then discard a card. If you discarded a nonland card, put a +1/+1 counter on this creature.)',
  '2/1',
);
const CARDS = compiled(walker, ranger, monger, informant);

/** Resolves the whole stack. */
function settle(g: ReturnType<typeof game>): void {
  for (let i = 0; i < 20 && (g.state.stack.length || g.state.pendingDecision); i++) {
    const d = g.state.pendingDecision;
    // Simultaneous triggers are put on the stack in the order offered (CR 603.3b).
    if (d && 'options' in d) g.act({ decide: d.options.map((o) => o.value) });
    else g.act({ pass: true });
  }
}

describe('"Whenever a creature you control explores" (CR 701.44b)', () => {
  it('Wildgrowth Walker: Jadelight Ranger explores twice, so two counters and 6 life', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Jadelight Ranger'],
            battlefield: [{ id: 'ww', card: 'Wildgrowth Walker' }, 'Forest', 'Forest', 'Forest'],
            library: ['Forest', 'Island', 'Plains'],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Jadelight Ranger' });
    settle(g);
    expect(g.error).toBeNull();
    // Both revealed cards are lands: to the hand, no counter on the Ranger.
    expect(g.names('p1', 'hand').sort()).toEqual(['Forest', 'Island']);
    expect(g.get('ww').counters['+1/+1']).toBe(2);
    expect(g.state.players.p1.life).toBe(26);
  });

  it("Wildgrowth Walker: an opponent's creature exploring doesn't trigger it", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Jadelight Ranger'],
            battlefield: ['Forest', 'Forest', 'Forest'],
            library: ['Forest', 'Island'],
          },
          p2: { battlefield: [{ id: 'ww', card: 'Wildgrowth Walker' }] },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Jadelight Ranger' });
    settle(g);
    expect(g.error).toBeNull();
    expect(g.get('ww').counters['+1/+1'] ?? 0).toBe(0);
    expect(g.state.players.p2.life).toBe(20);
  });
});

describe('"Whenever a creature you control connives" (CR 701.50b)', () => {
  it("Iron Monger: Raffine's Informant connives, so each Villain gets a counter", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ["Raffine's Informant"],
            battlefield: [{ id: 'im', card: 'Iron Monger, Sadistic Tycoon' }, 'Plains', 'Plains'],
            library: ['Island'],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: "Raffine's Informant" });
    settle(g);
    expect(g.error).toBeNull();
    // The Island drawn is the one card in hand: discarded (a land, so no counter on the Informant).
    expect(g.names('p1', 'graveyard')).toEqual(['Island']);
    expect(g.get('im').counters['+1/+1']).toBe(1);
  });

  it('a near miss stays text', () => {
    const c = card('Near Miss', '{2}', 'Artifact', 'Whenever a player explores, you gain 1 life.');
    expect(unenforced(c)).toHaveLength(1);
  });
});
