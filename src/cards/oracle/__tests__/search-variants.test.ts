// Searching a library (CR 701.23): "…, then shuffle and put that card on top" (Vampiric Tutor:
// the card found stays in the library, on top of the shuffled rest), "cards named ~" (the card's
// own name, 201.2), "any number of …", and "a Goblin permanent card" (a card with that subtype and
// a permanent type).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const vampiric = card(
  'Vampiric Tutor',
  '{B}',
  'Instant',
  'Search your library for a card, then shuffle and put that card on top. You lose 2 life.',
);
const hawk = card(
  'Squadron Hawk',
  '{1}{W}',
  'Creature — Bird',
  'Flying\nWhen this creature enters, you may search your library for up to three cards named Squadron Hawk, reveal them, put them into your hand, then shuffle.',
  '1/1',
);
const moggcatcher = card(
  'Moggcatcher',
  '{2}{R}{R}',
  'Creature — Human Mercenary',
  '{3}, {T}: Search your library for a Goblin permanent card, put it onto the battlefield, then shuffle.',
  '2/2',
);

describe('"…, then shuffle and put that card on top"', () => {
  it('Vampiric Tutor: the card found is on top of the shuffled library, and its caster loses 2 life', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Swamp'],
            hand: ['Vampiric Tutor'],
            library: ['Forest', 'Island', 'Mountain', { id: 'bolt', card: 'Lightning Bolt' }, 'Plains'],
          },
        },
      },
      [{ cast: 'Vampiric Tutor' }, { pass: true }],
      { cards: compiled(vampiric) },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseObjects', max: 1 });
    g.act({ decide: ['bolt'] });
    const lib = g.state.players.p1.library;
    expect(lib).toHaveLength(5);
    expect(lib[0]).toBe(g.get('bolt').id);
    expect(g.state.players.p1.life).toBe(18);
  });

  it('near miss: several cards put on top need an order, so that text stays text', () => {
    const v = card(
      'Tutor (variant)',
      '{1}{B}',
      'Sorcery',
      'Search your library for up to two cards, then shuffle and put that card on top.',
    );
    expect(unenforced(v)).toHaveLength(1);
  });
});

describe('"cards named ~" and "a Goblin permanent card"', () => {
  it('Squadron Hawk finds only cards named Squadron Hawk, up to three', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Plains', 'Plains'],
            hand: ['Squadron Hawk'],
            library: [
              { id: 'h1', card: 'Squadron Hawk' },
              'Grizzly Bears',
              { id: 'h2', card: 'Squadron Hawk' },
              { id: 'h3', card: 'Squadron Hawk' },
            ],
          },
        },
      },
      [{ cast: 'Squadron Hawk' }, { pass: true }, { pass: true }],
      { cards: compiled(hawk) },
    );
    expect(g.error).toBeNull();
    // "You may": the trigger asks first (CR 608.2d), then the search offers the three Hawks.
    while (g.state.pendingDecision && g.state.pendingDecision.kind !== 'chooseObjects') g.act({ decide: true });
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ kind: 'chooseObjects', max: 3 });
    expect([...(d?.candidates ?? [])].sort()).toEqual(['h1', 'h2', 'h3'].map((h) => g.get(h).id).sort());
    g.act({ decide: ['h1', 'h2', 'h3'].map((h) => g.get(h).id) });
    expect(g.names('p1', 'hand')).toEqual(['Squadron Hawk', 'Squadron Hawk', 'Squadron Hawk']);
  });

  it('Moggcatcher puts a Goblin permanent card onto the battlefield (Lightning Bolt is no candidate)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Mountain', 'Mountain', { id: 'mc', card: 'Moggcatcher' }],
            library: ['Lightning Bolt', { id: 'hero', card: 'Goblin Hero' }],
          },
        },
      },
      [{ activate: 'mc' }, { pass: true }],
      { cards: compiled(moggcatcher, card('Goblin Hero', '{2}{R}', 'Creature — Goblin', '', '2/2')) },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision?.candidates).toEqual([g.get('hero').id]);
    g.act({ decide: [g.get('hero').id] });
    expect(g.get('hero').zone).toBe('battlefield');
  });
});
