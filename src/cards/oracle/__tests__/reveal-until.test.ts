// "Reveal cards from the top of your library until you reveal a land card" (CR 701.20a: every
// player sees the revealed cards; 401.4: cards put on the bottom together are ordered by their
// owner, or in a random order when the text says so). The reveal stops at the Nth card of the
// kind, or reveals the whole library when fewer are there; the found cards and the rest then go
// where the text says. Another player's reveal ("Target opponent reveals … That player puts all
// cards revealed this way into their graveyard") puts them into that player's graveyard.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const druid = card(
  'Hermit Druid',
  '{1}{G}',
  'Creature — Human Druid',
  '{G}, {T}: Reveal cards from the top of your library until you reveal a basic land card. Put that card into your hand and all other cards revealed this way into your graveyard.',
  '1/1',
);
const trawl = card(
  'Fathom Trawl',
  '{3}{U}{U}',
  'Sorcery',
  'Reveal cards from the top of your library until you reveal three nonland cards. Put the nonland cards revealed this way into your hand, then put the rest of the revealed cards on the bottom of your library in any order.',
);
const funeral = card(
  'Mind Funeral',
  '{1}{U}{B}',
  'Sorcery',
  'Target opponent reveals cards from the top of their library until four land cards are revealed. That player puts all cards revealed this way into their graveyard.',
);
const lookout = card(
  'Clifftop Lookout',
  '{2}{G}',
  'Creature — Frog Scout',
  'Reach\nWhen this creature enters, reveal cards from the top of your library until you reveal a land card. Put that card onto the battlefield tapped and the rest on the bottom of your library in a random order.',
  '1/2',
);
const evidence = card(
  'Destroy the Evidence',
  '{4}{B}',
  'Sorcery',
  'Destroy target land. Its controller reveals cards from the top of their library until they reveal a land card, then puts those cards into their graveyard.',
);
const CARDS = compiled(druid, trawl, funeral, lookout, evidence);

const druidGame = (library: (string | { id: string; card: string })[]) =>
  game(
    {
      turn: main,
      players: { p1: { battlefield: ['Forest', { id: 'druid', card: 'Hermit Druid' }], library } },
    },
    [{ activate: 'druid' }, { pass: true }],
    { cards: CARDS },
  );

describe('reveal cards from the top of a library until … (CR 701.20a)', () => {
  it('Hermit Druid: the first basic land goes to the hand, the cards above it to the graveyard, the rest stay', () => {
    const g = druidGame(['Lightning Bolt', 'Grizzly Bears', 'Forest', { id: 'under', card: 'Island' }]);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Forest']);
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Grizzly Bears', 'Lightning Bolt']);
    expect(g.state.players.p1.library).toEqual([g.get('under').id]);
    // Every card revealed is shown to every player (701.20a).
    expect(g.has('Revealed')).toBe(true);
  });

  it('Hermit Druid with no basic land in the library reveals all of it and puts it all into the graveyard', () => {
    const g = druidGame(['Lightning Bolt', 'Grizzly Bears', 'Shock']);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual([]);
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Grizzly Bears', 'Lightning Bolt', 'Shock']);
    expect(g.state.players.p1.library).toEqual([]);
  });

  it('Fathom Trawl: three nonland cards to the hand, the lands revealed on the bottom in the order chosen', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Island', 'Island', 'Island'],
            hand: ['Fathom Trawl'],
            library: [
              { id: 'f1', card: 'Forest' },
              'Lightning Bolt',
              { id: 'f2', card: 'Forest' },
              'Grizzly Bears',
              'Shock',
              { id: 'top', card: 'Llanowar Elves' },
            ],
          },
        },
      },
      [{ cast: 'Fathom Trawl' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseOrder', player: 'p1' });
    g.act({ decide: [g.get('f2').id, g.get('f1').id] });
    expect(g.names('p1', 'hand').sort()).toEqual(['Grizzly Bears', 'Lightning Bolt', 'Shock']);
    // Llanowar Elves was never revealed: it is on top, the two Forests under it as ordered.
    expect(g.state.players.p1.library).toEqual(['top', 'f2', 'f1'].map((r) => g.get(r).id));
  });

  it('Mind Funeral: the opponent reveals until the fourth land and all of those cards go to their graveyard', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Island', 'Swamp', 'Swamp'], hand: ['Mind Funeral'] },
          p2: {
            library: [
              'Island',
              'Lightning Bolt',
              'Island',
              'Island',
              'Grizzly Bears',
              'Mountain',
              { id: 'kept', card: 'Forest' },
            ],
          },
        },
      },
      [{ cast: 'Mind Funeral', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toHaveLength(6);
    expect(g.state.players.p2.library).toEqual([g.get('kept').id]);
    expect(g.state.players.p1.library).toEqual([]);
  });

  it('Destroy the Evidence: the destroyed land’s controller reveals until a land and puts those cards into their graveyard', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Destroy the Evidence'] },
          p2: {
            battlefield: [{ id: 'land', card: 'Forest' }],
            library: ['Lightning Bolt', 'Island', { id: 'kept', card: 'Shock' }],
          },
        },
      },
      [{ cast: 'Destroy the Evidence', targets: ['land'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard').sort()).toEqual(['Forest', 'Island', 'Lightning Bolt']);
    expect(g.state.players.p2.library).toEqual([g.get('kept').id]);
  });

  it('Clifftop Lookout: the land found enters tapped; the cards above it go to the bottom', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest', 'Forest', 'Forest'],
            hand: ['Clifftop Lookout'],
            library: ['Lightning Bolt', { id: 'land', card: 'Mountain' }, { id: 'next', card: 'Shock' }],
          },
        },
      },
      [{ cast: 'Clifftop Lookout' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('land').zone).toBe('battlefield');
    expect(g.get('land').tapped).toBe(true);
    expect(g.names('p1', 'library')).toEqual(['Shock', 'Lightning Bolt']);
  });

  it('near miss: "exile all other cards revealed this way" (Sacred Guide) stays text', () => {
    const guide = card(
      'Sacred Guide',
      '{W}',
      'Creature — Human Cleric',
      '{1}{W}, Sacrifice this creature: Reveal cards from the top of your library until you reveal a white card. Put that card into your hand and exile all other cards revealed this way.',
      '1/1',
    );
    expect(unenforced(guide)).toEqual([
      '{1}{W}, Sacrifice this creature: Reveal cards from the top of your library until you reveal a white card. Put that card into your hand and exile all other cards revealed this way.',
    ]);
  });
});
