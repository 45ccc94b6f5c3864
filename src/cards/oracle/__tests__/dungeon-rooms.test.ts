// The rooms of the ventured dungeons that needed templates of their own (CR 309.4c), played
// through the dungeons, and the instruction that enters them, "venture into the dungeon" (701.49),
// now read: Clattering Skeletons dies → venture. Tomb of Annihilation: "Each player loses 2 life
// unless they discard a card" / "… unless they sacrifice an artifact, a creature, or a land" (each
// player chooses in APNAP order, then the payments happen at once, 101.4, 118.12), "Discard a card
// and sacrifice an artifact, a creature, and a land" (a different permanent for each, as many as
// can be, 701.21a). Dungeon of the Mad Mage: "Exile the top two cards of your library. You may play
// them." (no duration: while they stay exiled, 611.2a, 400.7), "Draw three cards and reveal them.
// You may cast one of them without paying its mana cost." (608.2g, 118.9).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { dungeon, venturer } from './dungeon-cards';
import { compiled, main, unenforced } from './compiled';

const tomb = dungeon('Tomb of Annihilation');
const madMage = dungeon('Dungeon of the Mad Mage');

const skeletons = card(
  'Clattering Skeletons',
  '{3}{B}',
  'Creature — Skeleton',
  'When this creature dies, venture into the dungeon. (Enter the first room or advance to the next room.)',
  '4/3',
);
const mauler = card(
  'Bellowing Mauler',
  '{4}{B}',
  'Creature — Ogre Warrior',
  'At the beginning of your end step, each player loses 4 life unless they sacrifice a nontoken creature of their choice.',
  '4/6',
);
const structuralCollapse = card(
  'Structural Collapse',
  '{5}{R}',
  'Sorcery',
  'Target player sacrifices an artifact and a land of their choice. Structural Collapse deals 2 damage to that player.',
);
const library = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'];

/** Both players pass: the top of the stack resolves. */
const resolveTop = (g: Game) => g.act({ pass: true });

describe('Tomb of Annihilation, entered by Clattering Skeletons dying', () => {
  it('reads in full, and "venture into the dungeon" is read', () => {
    expect(tomb.status).toBe('full');
    expect(madMage.status).toBe('full');
    expect(unenforced(skeletons)).toEqual([]);
  });

  it('Trapped Entry, Veils of Fear, Sandfall Cell, Cradle of the Death God', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', { id: 'sk', card: 'Clattering Skeletons' }],
            hand: ['Lightning Bolt', 'Venture Test', 'Venture Test', 'Venture Test', { id: 'fodder', card: 'Island' }],
            library,
          },
          p2: { battlefield: [{ id: 'b2', card: 'Grizzly Bears' }], hand: ['Island'], library },
        },
      },
      [],
      { cards: [...compiled(skeletons), tomb.def, venturer] },
    );
    g.act({ cast: 'Lightning Bolt', targets: ['sk'] });
    resolveTop(g);
    // Its dies trigger: venture. Only Tomb of Annihilation is in this game: entered, no choice.
    expect(g.stack()).toHaveLength(1);
    resolveTop(g);
    expect(g.names('p1', 'command')).toEqual(['Tomb of Annihilation']);
    resolveTop(g);
    // Trapped Entry: each player loses 1 life.
    expect([g.state.players.p1.life, g.state.players.p2.life]).toEqual([19, 19]);

    g.act({ cast: 'Venture Test' });
    resolveTop(g);
    g.act({ decide: 'Veils of Fear' });
    resolveTop(g);
    // Each player in APNAP order: p1 (the active player) first, then p2, knowing p1's choice.
    expect(g.state.pendingDecision).toMatchObject({ player: 'p1', kind: 'may' });
    g.act({ decide: true });
    expect(g.state.pendingDecision).toMatchObject({ player: 'p1', kind: 'chooseObjects' });
    g.act({ decide: ['fodder'] });
    // Nothing is discarded until every player has chosen (CR 101.4).
    expect(g.get('fodder').zone).toBe('hand');
    expect(g.state.pendingDecision).toMatchObject({ player: 'p2', kind: 'may' });
    g.act({ decide: false, player: 'p2' });
    expect(g.names('p1', 'graveyard')).toContain('Island');
    expect(g.names('p2', 'hand')).toEqual(['Island']);
    expect([g.state.players.p1.life, g.state.players.p2.life]).toEqual([19, 17]);

    g.act({ cast: 'Venture Test' });
    resolveTop(g);
    // One arrow (→ Sandfall Cell): no choice. p1's one land is what they may sacrifice; p2's Bears.
    resolveTop(g);
    g.act({ decide: true });
    expect(g.state.pendingDecision).toMatchObject({ player: 'p2', kind: 'may' });
    g.act({ decide: true, player: 'p2' });
    expect(g.names('p1', 'battlefield')).toEqual([]);
    expect(g.names('p2', 'battlefield')).toEqual([]);
    expect([g.state.players.p1.life, g.state.players.p2.life]).toEqual([19, 17]);

    g.act({ cast: 'Venture Test' });
    resolveTop(g);
    resolveTop(g);
    expect(g.names('p1', 'battlefield')).toEqual(['The Atropal (token)']);
    expect(g.state.completedDungeons?.p1).toEqual(['Tomb of Annihilation']);
  });

  it('Sandfall Cell: a player with nothing to sacrifice is not asked and loses 2 life', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [], hand: ['Venture Test', 'Venture Test', 'Venture Test'], library },
          p2: { battlefield: [], hand: [], library },
        },
      },
      [],
      { cards: [tomb.def, venturer] },
    );
    g.act({ cast: 'Venture Test' });
    resolveTop(g);
    resolveTop(g);
    g.act({ cast: 'Venture Test' });
    resolveTop(g);
    g.act({ decide: 'Veils of Fear' });
    resolveTop(g);
    // p1 has two cards in hand: asked; p2 has none: can't pay (CR 118.3), loses 2.
    g.act({ decide: false });
    expect(g.state.pendingDecision).toBeNull();
    expect([g.state.players.p1.life, g.state.players.p2.life]).toEqual([17, 17]);
    g.act({ cast: 'Venture Test' });
    resolveTop(g);
    resolveTop(g);
    expect(g.state.pendingDecision).toBeNull();
    expect([g.state.players.p1.life, g.state.players.p2.life]).toEqual([15, 15]);
  });

  it('Oubliette: a card discarded, and a different permanent for each of artifact, creature and land', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'pili', card: 'Pili-Pala' },
              { id: 'stone', card: 'Fellwar Stone' },
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'plains', card: 'Plains' },
            ],
            hand: ['Venture Test', 'Venture Test', { id: 'fodder', card: 'Island' }],
            library,
          },
          p2: { library },
        },
      },
      [],
      { cards: [tomb.def, venturer] },
    );
    g.act({ cast: 'Venture Test' });
    resolveTop(g);
    resolveTop(g);
    g.act({ cast: 'Venture Test' });
    resolveTop(g);
    g.act({ decide: 'Oubliette' });
    resolveTop(g);
    // The discard: one card in hand, no choice. The artifact: Pili-Pala or Fellwar Stone.
    expect(g.get('fodder').zone).toBe('graveyard');
    expect([...(g.state.pendingDecision?.candidates ?? [])].sort()).toEqual(
      [g.get('pili').id, g.get('stone').id].sort(),
    );
    // Pili-Pala as the artifact: the creature must then be the Bears (one permanent fills one kind).
    g.act({ decide: ['pili'] });
    expect(g.state.pendingDecision).toBeNull();
    expect(g.names('p1', 'battlefield')).toEqual(['Fellwar Stone']);
  });

  it('Oubliette: an artifact creature and a noncreature artifact are the creature and the artifact', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'pili', card: 'Pili-Pala' }, { id: 'stone', card: 'Fellwar Stone' }, 'Plains'],
            hand: ['Venture Test', 'Venture Test'],
            library,
          },
          p2: { library },
        },
      },
      [],
      { cards: [tomb.def, venturer] },
    );
    g.act({ cast: 'Venture Test' });
    resolveTop(g);
    resolveTop(g);
    g.act({ cast: 'Venture Test' });
    resolveTop(g);
    g.act({ decide: 'Oubliette' });
    resolveTop(g);
    // Choosing Pili-Pala as the artifact would leave no creature: no choice is left (CR 701.21a).
    expect(g.state.pendingDecision).toBeNull();
    expect(g.names('p1', 'battlefield')).toEqual([]);
  });
});

describe('the same wordings on other cards', () => {
  it('Bellowing Mauler: each player, in APNAP order, sacrifices a nontoken creature or loses 4 life', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Bellowing Mauler', { id: 'bears', card: 'Grizzly Bears' }], library },
          p2: { battlefield: ['Giant Spider'], library },
        },
      },
      [],
      { cards: compiled(mauler) },
    );
    g.act({ advance: 'end' });
    resolveTop(g);
    g.act({ decide: true });
    g.act({ decide: ['bears'] });
    g.act({ decide: false, player: 'p2' });
    expect(g.names('p1', 'battlefield')).toEqual(['Bellowing Mauler']);
    expect(g.names('p2', 'battlefield')).toEqual(['Giant Spider']);
    expect([g.state.players.p1.life, g.state.players.p2.life]).toEqual([20, 16]);
  });

  it('Structural Collapse: the target player sacrifices an artifact and a land, then takes 2', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'],
            hand: ['Structural Collapse'],
            library,
          },
          p2: { battlefield: ['Fellwar Stone', 'Giant Spider', 'Forest'], library },
        },
      },
      [{ cast: 'Structural Collapse', targets: ['p2'] }, { pass: true }],
      { cards: compiled(structuralCollapse) },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'battlefield')).toEqual(['Giant Spider']);
    expect(g.state.players.p2.life).toBe(18);
  });

  it('near misses stay text: "each player … unless they" paying two kinds, a free cast with no duration', () => {
    expect(
      unenforced(
        card(
          'Tariff',
          '{1}{W}',
          'Sorcery',
          "Each player sacrifices the creature they control with the greatest mana value unless they pay that creature's mana cost. If two or more creatures a player controls are tied for greatest mana value, that player chooses one of them.",
        ),
      ),
    ).toHaveLength(1);
    // "You may cast that card. If you don't, …": cast while the ability resolves (608.2g), not read as lasting.
    expect(
      unenforced(
        card(
          'Chandra Test',
          '{2}{R}',
          'Sorcery',
          "Exile the top card of your library. You may cast that card. If you don't, Chandra Test deals 2 damage to each opponent.",
        ),
      ),
    ).toHaveLength(1);
  });
});

describe('Dungeon of the Mad Mage: the rooms that needed templates', () => {
  const room = (name: string) => madMage.def.triggered?.find((t) => t.on.event === 'room' && t.on.name === name);
  /** A sorcery with a room's effect (the room's exact words), to play it without the rooms before it. */
  const roomCard = (name: string) => ({
    ...card(
      `${name} Test`,
      '{0}',
      'Sorcery',
      (room(name)?.text ?? '').replace(/^.+? — /, '').replace(/ \(→ .+\)$/, ''),
    ),
  });

  it('Runestone Caverns: the two exiled cards stay playable on later turns while they stay exiled', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain'],
            hand: ['Runestone Caverns Test'],
            library: [{ id: 'forest', card: 'Forest' }, { id: 'bolt', card: 'Lightning Bolt' }, 'Island', 'Island'],
          },
          p2: { library },
        },
      },
      [{ cast: 'Runestone Caverns Test' }, { pass: true }],
      { cards: compiled(roomCard('Runestone Caverns')) },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'exile').sort()).toEqual(['Forest', 'Lightning Bolt']);
    expect(legalActions(g.engine.registry, g.state, 'p2').casts.some((c) => c.object === g.get('bolt').id)).toBe(false);
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'main1' });
    expect(g.state.turn).toMatchObject({ number: 5, active: 'p1' });
    g.act({ cast: 'forest' });
    g.act({ cast: 'bolt', targets: ['p2'] });
    resolveTop(g);
    expect(g.error).toBeNull();
    expect(g.get('forest').zone).toBe('battlefield');
    expect(g.state.players.p2.life).toBe(17);
  });

  it("Mad Wizard's Lair: three cards drawn and revealed; one of them cast for free, not another card", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ["Mad Wizard's Lair Test", { id: 'old', card: 'Lightning Bolt' }],
            library: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'bolt', card: 'Lightning Bolt' },
              'Island',
              'Island',
            ],
          },
          p2: { library },
        },
      },
      [{ cast: "Mad Wizard's Lair Test" }, { pass: true }],
      { cards: compiled(roomCard("Mad Wizard's Lair")) },
    );
    expect(g.error).toBeNull();
    expect(g.events.some((e) => e.type === 'Revealed')).toBe(true);
    // The Bolt already in hand is not one of them; the drawn Island can't be cast.
    expect([...(g.state.pendingDecision?.candidates ?? [])].sort()).toEqual(
      [g.get('bears').id, g.get('bolt').id].sort(),
    );
    g.act({ decide: ['bears'] });
    resolveTop(g);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'hand').sort()).toEqual(['Island', 'Lightning Bolt', 'Lightning Bolt']);
  });
});
