// Encore [cost] (CR 702.141a): "[Cost], Exile this card from your graveyard: For each opponent,
// create a token copy that attacks that opponent this turn if able. They gain haste. Sacrifice
// them at the beginning of the next end step. Activate only as a sorcery." In the two-player
// game: one token, which must attack the opponent (not a planeswalker) if able (508.1d).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const encoreReminder = (cost: string) =>
  `Encore ${cost} (${cost}, Exile this card from your graveyard: For each opponent, create a token copy that attacks that opponent this turn if able. They gain haste. Sacrifice them at the beginning of the next end step. Activate only as a sorcery.)`;
const pilferer = card(
  'Impulsive Pilferer',
  '{R}',
  'Creature — Goblin Pirate',
  `When this creature dies, create a Treasure token. (It's an artifact with "{T}, Sacrifice this token: Add one mana of any color.")\n${encoreReminder('{3}{R}')}`,
  '1/1',
);
const tyrant = card(
  'Broodmate Tyrant',
  '{4}{B}{R}{G}',
  'Creature — Dragon',
  'Flying\nWhen this creature enters, create a 5/5 red Dragon creature token with flying.\nEncore {5}{B}{R}{G}',
  '5/5',
);
const gravemother = card(
  'Sliver Gravemother',
  '{2}{W}{U}{B}{R}{G}',
  'Legendary Creature — Sliver',
  `The "legend rule" doesn't apply to Slivers you control.\nEach Sliver creature card in your graveyard has encore {X}, where X is its mana value.\n${encoreReminder('{5}')}`,
  '6/6',
);
const garruk = {
  ...card(
    'Garruk Wildspeaker',
    '{2}{G}{G}',
    'Legendary Planeswalker — Garruk',
    '+1: Untap two target lands.\n−1: Create a 3/3 green Beast creature token.\n−4: Creatures you control get +3/+3 and gain trample until end of turn.',
  ),
  loyalty: '3',
};
const CARDS = compiled(pilferer, tyrant, garruk);

/** p1 pays Impulsive Pilferer's encore cost in the first main phase; p2 has Garruk. */
function encored() {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'],
          graveyard: [{ id: 'pil', card: 'Impulsive Pilferer' }],
        },
        p2: { battlefield: [{ id: 'garruk', card: 'Garruk Wildspeaker', counters: { loyalty: 3 } }] },
      },
    },
    [{ activate: 'pil' }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('encore (CR 702.141a)', () => {
  it('Impulsive Pilferer: the card is exiled, a hasty token copy attacks p2, and is sacrificed at the end step (its dies trigger makes a Treasure)', () => {
    const g = encored();
    expect(g.names('p1', 'exile')).toEqual(['Impulsive Pilferer']);
    expect(g.names('p1', 'battlefield')).toContain('Impulsive Pilferer (token)');
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['Impulsive Pilferer'] });
    expect(g.error).toBeNull();
    g.act({ block: {} });
    g.act({ advance: 'main2' });
    expect(g.state.players.p2.life).toBe(19);
    g.act({ advance: 'end' });
    g.act({ pass: true }); // the delayed sacrifice resolves
    g.act({ pass: true }); // the token's own dies trigger resolves
    expect(g.names('p1', 'battlefield')).not.toContain('Impulsive Pilferer (token)');
    expect(g.names('p1', 'battlefield')).toContain('Treasure Token (token)');
    expect(g.names('p1', 'exile')).toEqual(['Impulsive Pilferer']);
  });

  it('the token must attack if able: declaring no attackers is refused', () => {
    const g = encored();
    g.act({ advance: 'declareAttackers' });
    expect(() => g.act({ attack: [] })).toThrow(/attacks p2 this turn if able/);
  });

  it('it must attack that opponent: attacking their planeswalker instead is refused', () => {
    const g = encored();
    g.act({ advance: 'declareAttackers' });
    expect(() => g.act({ attack: ['Impulsive Pilferer'], at: { 'Impulsive Pilferer': 'garruk' } })).toThrow(
      /must be declared attacking p2/,
    );
  });

  it('only as a sorcery, and only from the graveyard', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
            hand: ['Shock'],
            graveyard: [{ id: 'pil', card: 'Impulsive Pilferer' }],
          },
        },
      },
      [{ cast: 'Shock', targets: ['p2'] }, { activate: 'pil' }],
      { cards: CARDS },
    );
    expect(g.error).toMatch(/sorcery/);
  });

  it('Broodmate Tyrant (no reminder text): its token copy enters and its enters trigger makes a Dragon', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [...Array<string>(5).fill('Swamp'), 'Swamp', 'Mountain', 'Forest'],
            graveyard: [{ id: 'ty', card: 'Broodmate Tyrant' }],
          },
        },
      },
      [{ activate: 'ty' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toEqual(
      expect.arrayContaining(['Broodmate Tyrant (token)', 'Dragon Token (token)']),
    );
  });

  it('near miss: a static that gives other cards encore (Sliver Gravemother) stays text', () => {
    expect(unenforced(gravemother)).toEqual([
      'The "legend rule" doesn\'t apply to Slivers you control.',
      'Each Sliver creature card in your graveyard has encore {X}, where X is its mana value.',
    ]);
  });
});
