// "You may cast target instant or sorcery card from your graveyard without paying its mana cost.
// If that spell would be put into your graveyard, exile it instead." (CR 608.2g: cast while the
// ability resolves, so the card's timing doesn't apply; 118.9: no mana cost paid; 614.1a: the
// replacement follows the spell wherever it would go to a graveyard from the stack — resolving,
// countered, or not resolving.) Real cards.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const dwellers = card(
  'Goblin Dark-Dwellers',
  '{3}{R}{R}',
  'Creature — Goblin',
  "Menace (This creature can't be blocked except by two or more creatures.)\nWhen this creature enters, you may cast target instant or sorcery card with mana value 3 or less from your graveyard without paying its mana cost. If that spell would be put into your graveyard, exile it instead.",
  '4/4',
);
const plunder = card(
  'Memory Plunder',
  '{U/B}{U/B}{U/B}{U/B}',
  'Instant',
  "You may cast target instant or sorcery card from an opponent's graveyard without paying its mana cost.",
);
const impulsivity = card(
  'Impulsivity',
  '{6}{R}',
  'Creature — Elemental Incarnation',
  'When this creature enters, you may cast target instant or sorcery card from a graveyard without paying its mana cost. If that spell would be put into a graveyard, exile it instead.\nEncore {7}{R}{R} ({7}{R}{R}, Exile this card from your graveyard: For each opponent, create a token copy that attacks that opponent this turn if able. They gain haste. Sacrifice them at the beginning of the next end step. Activate only as a sorcery.)',
  '7/5',
);
const CARDS = compiled(dwellers, plunder);

/** p1 casts Goblin Dark-Dwellers with `graveyard` in their graveyard; p2 holds `p2hand` with two Islands. */
function dwell(graveyard: string[], p2hand: string[] = []) {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          hand: [{ id: 'gdd', card: 'Goblin Dark-Dwellers' }],
          battlefield: Array<string>(5).fill('Mountain'),
          graveyard,
          library: ['Island', 'Island'],
        },
        p2: { battlefield: ['Island', 'Island'], hand: p2hand, library: ['Island', 'Island'] },
      },
    },
    [{ cast: 'gdd' }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('you may cast target instant or sorcery card from a graveyard without paying its mana cost', () => {
  it('Goblin Dark-Dwellers: Lightning Bolt is cast for nothing, deals 3, and is exiled instead of going back', () => {
    const g = dwell(['Lightning Bolt']);
    // The enters trigger targets the Bolt in the graveyard (the only legal target).
    expect(g.stack()).toEqual(['Goblin Dark-Dwellers ability']);
    g.act({ pass: true });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', purpose: 'cast-free' });
    g.act({ decide: true });
    g.act({ decide: ['p2'] });
    expect(g.stack()).toEqual(['Lightning Bolt']);
    // No mana was spent: the five Mountains paid for the Dwellers only.
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(17);
    expect(g.names('p1', 'graveyard')).toEqual([]);
    expect(g.names('p1', 'exile')).toEqual(['Lightning Bolt']);
    expect(g.has('ZoneChanged', RULE.insteadReplacement)).toBe(true);
  });

  it('a sorcery is cast during the resolution though it is not its main phase timing (CR 608.2g); declined, it stays', () => {
    const g = dwell(['Divination']);
    g.act({ pass: true });
    g.act({ decide: true });
    g.act({ pass: true });
    expect(g.state.players.p1.hand).toHaveLength(2);
    expect(g.names('p1', 'exile')).toEqual(['Divination']);

    const no = dwell(['Divination']);
    no.act({ pass: true });
    no.act({ decide: false });
    expect(no.names('p1', 'graveyard')).toEqual(['Divination']);
    expect(no.state.players.p1.hand).toHaveLength(0);
  });

  it('countered, the spell is exiled too: it would have been put into the graveyard', () => {
    const g = dwell(['Lightning Bolt'], ['Counterspell']);
    g.act({ pass: true });
    g.act({ decide: true });
    g.act({ decide: ['p2'] });
    g.act({ cast: 'Counterspell', player: 'p2', targets: ['Lightning Bolt'] });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(20);
    expect(g.names('p1', 'exile')).toEqual(['Lightning Bolt']);
    expect(g.names('p2', 'graveyard')).toEqual(['Counterspell']);
  });

  it('a card with mana value 4 or more is not a legal target (Lava Axe): the trigger has no target', () => {
    const g = dwell(['Lava Axe']);
    expect(g.state.pendingDecision).toBeNull();
    expect(g.stack()).toEqual([]);
    expect(g.names('p1', 'graveyard')).toEqual(['Lava Axe']);
  });

  it("Memory Plunder: casts an opponent's Lightning Bolt; with no rider it goes to its owner's graveyard", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Memory Plunder'],
            battlefield: Array<string>(4).fill('Island'),
            library: ['Island', 'Island'],
          },
          p2: { graveyard: ['Lightning Bolt'], library: ['Island', 'Island'] },
        },
      },
      [{ cast: 'Memory Plunder', targets: ['Lightning Bolt'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ decide: true });
    g.act({ decide: ['p2'] });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(17);
    expect(g.names('p2', 'graveyard')).toEqual(['Lightning Bolt']);
    expect(g.names('p1', 'graveyard')).toEqual(['Memory Plunder']);
  });

  it("Impulsivity reads any graveyard and exiles the spell ('a graveyard')", () => {
    // Its encore is read too (encore.test.ts): the whole card is enforced.
    expect(unenforced(impulsivity)).toEqual([]);
    expect(compileCard(impulsivity).def.triggered?.[0]?.steps).toEqual([
      expect.objectContaining({ do: 'castFree', exileInstead: true }),
    ]);
  });

  it('near misses stay text: a permission for the turn, a paid cast, a rider about some spells only', () => {
    const sins = card(
      'Sins of the Past',
      '{4}{B}{B}',
      'Sorcery',
      'Until end of turn, you may cast target instant or sorcery card from your graveyard without paying its mana cost. If that spell would be put into your graveyard, exile it instead. Exile Sins of the Past.',
    );
    expect(unenforced(sins)).toHaveLength(1);
    const chandra = card(
      'Chandra, Acolyte of Flame',
      '{1}{R}{R}',
      'Legendary Planeswalker — Chandra',
      '0: Put a loyalty counter on each red planeswalker you control.\n0: Create two 1/1 red Elemental creature tokens. They gain haste. Sacrifice them at the beginning of the next end step.\n−2: You may cast target instant or sorcery card with mana value 3 or less from your graveyard. If that spell would be put into your graveyard, exile it instead.',
    );
    expect(unenforced(chandra)).toEqual([expect.stringMatching(/^−2: You may cast target/)]);
    const scholar = card(
      'Scholar of the Lost Trove',
      '{5}{U}{U}',
      'Creature — Sphinx',
      'Flying\nWhen this creature enters, you may cast target instant, sorcery, or artifact card from your graveyard without paying its mana cost. If an instant or sorcery spell cast this way would be put into your graveyard, exile it instead.',
      '5/5',
    );
    expect(unenforced(scholar)).toEqual([expect.stringMatching(/^When this creature enters, you may cast/)]);
  });
});
