// Explore (CR 701.44a) and connive (CR 701.50a) on compiled real cards: what is revealed or
// discarded decides the +1/+1 counter; the choices are the controller's; a creature that has
// left the battlefield still explores or connives, with no counter (701.50c). Near miss: several
// creatures exploring at once stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const squire = card(
  "Seekers' Squire",
  '{1}{B}',
  'Creature — Human Scout',
  "When this creature enters, it explores. (Reveal the top card of your library. Put that card into your hand if it's a land. Otherwise, put a +1/+1 counter on this creature, then put the card back or put it into your graveyard.)",
  '1/2',
);
const defossilize = card(
  'Defossilize',
  '{4}{B}',
  'Sorcery',
  "Return target creature card from your graveyard to the battlefield. That creature explores, then it explores again. (Reveal the top card of your library. Put that card into your hand if it's a land. Otherwise, put a +1/+1 counter on that creature, then put the card back or put it into your graveyard. Then repeat this process.)",
);
const grifter = card(
  'Hypnotic Grifter',
  '{U}',
  'Creature — Human Rogue',
  '{3}: This creature connives. (Draw a card, then discard a card. If you discarded a nonland card, put a +1/+1 counter on this creature.)',
  '1/2',
);
const CARDS = compiled(squire, defossilize, grifter);

/** Seekers' Squire cast with `library` (top first); each pass resolves the top of the stack. */
function squireEnters(library: (string | { id: string; card: string })[]) {
  const g = game(
    {
      turn: main,
      players: { p1: { battlefield: ['Swamp', 'Swamp'], hand: ["Seekers' Squire"], library } },
    },
    [{ cast: "Seekers' Squire" }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  // The Squire resolved; its enters trigger is on the stack.
  expect(g.state.stack).toHaveLength(1);
  return g;
}

describe('explore (CR 701.44a)', () => {
  it('a land card revealed goes to the hand, and no counter', () => {
    const g = squireEnters(['Forest', 'Island']);
    g.act({ pass: true });
    expect(g.names('p1', 'hand')).toEqual(['Forest']);
    expect(g.get("Seekers' Squire").counters['+1/+1'] ?? 0).toBe(0);
    expect(g.has('Revealed', '701.44a')).toBe(true);
  });

  it('a nonland card: a +1/+1 counter, then the controller may put the card into the graveyard', () => {
    const g = squireEnters(['Lightning Bolt', 'Island']);
    g.act({ pass: true });
    expect(g.get("Seekers' Squire").counters['+1/+1']).toBe(1);
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', player: 'p1' });
    g.act({ decide: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Lightning Bolt']);
    expect(g.names('p1', 'hand')).toEqual([]);
  });

  it('a nonland card left on top stays the top card', () => {
    const g = squireEnters([{ id: 'bolt', card: 'Lightning Bolt' }, 'Island']);
    g.act({ pass: true });
    g.act({ decide: false });
    expect(g.state.players.p1.library[0]).toBe(g.get('bolt').id);
  });

  it('nothing to reveal (an empty library): the counter all the same', () => {
    const g = squireEnters([]);
    g.act({ pass: true });
    expect(g.get("Seekers' Squire").counters['+1/+1']).toBe(1);
    expect(g.state.pendingDecision).toBeNull();
  });

  it('Defossilize: "explores, then it explores again" — a card left on top is revealed again', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'],
            hand: ['Defossilize'],
            graveyard: [{ id: 'bears', card: 'Grizzly Bears' }],
            library: ['Lightning Bolt', 'Forest'],
          },
        },
      },
      [{ cast: 'Defossilize', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ decide: false });
    g.act({ decide: false });
    expect(g.get('Grizzly Bears').counters['+1/+1']).toBe(2);
    expect(g.names('p1', 'graveyard')).toEqual(['Defossilize']);
  });

  it('near miss: each of several creatures exploring stays text', () => {
    const c = card(
      'Tishana Test',
      '{3}{U}',
      'Creature — Merfolk',
      'At the beginning of combat on your turn, each Merfolk creature you control explores.',
      '2/2',
    );
    expect(unenforced(c)).toEqual([
      'At the beginning of combat on your turn, each Merfolk creature you control explores.',
    ]);
  });
});

describe('connive (CR 701.50a)', () => {
  const grifterBoard = (hand: string[], library: string[]) =>
    game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Island', { id: 'grifter', card: 'Hypnotic Grifter' }],
            hand: hand.map((c, i) => ({ id: `h${i}`, card: c })),
            library,
          },
        },
      },
      [{ activate: 'grifter' }, { pass: true }],
      { cards: CARDS },
    );

  it('draw, then discard a nonland card: a +1/+1 counter', () => {
    const g = grifterBoard(['Forest'], ['Lightning Bolt']);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand').sort()).toEqual(['Forest', 'Lightning Bolt']);
    g.act({ decide: [g.get('Lightning Bolt').id] });
    expect(g.names('p1', 'graveyard')).toEqual(['Lightning Bolt']);
    expect(g.get('grifter').counters['+1/+1']).toBe(1);
  });

  it('discarding a land card: no counter', () => {
    const g = grifterBoard(['Forest'], ['Lightning Bolt']);
    g.act({ decide: ['h0'] });
    expect(g.names('p1', 'graveyard')).toEqual(['Forest']);
    expect(g.get('grifter').counters['+1/+1'] ?? 0).toBe(0);
  });

  it('the Grifter killed in response still connives: its controller draws and discards (CR 701.50c)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Island', 'Mountain', { id: 'grifter', card: 'Hypnotic Grifter' }],
            hand: ['Lightning Bolt'],
            library: ['Shock'],
          },
        },
      },
      [{ activate: 'grifter' }, { cast: 'Lightning Bolt', targets: ['grifter'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Lightning Bolt', 'Hypnotic Grifter']);
    g.act({ pass: true });
    // One card in hand after the draw (Shock): discarded without a choice; no counter anywhere.
    expect(g.names('p1', 'graveyard')).toEqual(['Lightning Bolt', 'Hypnotic Grifter', 'Shock']);
    expect(g.names('p1', 'hand')).toEqual([]);
  });
});
