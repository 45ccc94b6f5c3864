// Players choosing permanents they control (CR 101.4: in APNAP order, then what happens happens
// at once; a choice made on resolution, 608.2d): "Target opponent chooses a creature they
// control. Destroy that creature." (Imperial Edict), "Each player chooses a creature they
// control. Destroy the rest." (Divine Reckoning), "Each player chooses three permanents they
// control, then sacrifices the rest." (Razia's Purification), "… up to two creatures …" (Covetous
// Elegy). The chooser is the player the text names, not the caster. Near misses that stay text:
// Urza's Sylex ("Destroy all other permanents": not the kind chosen) and Consuming Tide ("Return
// all nonland permanents not chosen this way …").
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { normalizeCard } from '../../data/faces';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const edict = card(
  'Imperial Edict',
  '{1}{B}',
  'Sorcery',
  'Target opponent chooses a creature they control. Destroy that creature.',
);
const reckoning = card(
  'Divine Reckoning',
  '{2}{W}{W}',
  'Sorcery',
  'Each player chooses a creature they control. Destroy the rest.\nFlashback {5}{W}{W} (You may cast this card from your graveyard for its flashback cost. Then exile it.)',
);
const purification = card(
  "Razia's Purification",
  '{4}{R}{W}',
  'Sorcery',
  'Each player chooses three permanents they control, then sacrifices the rest.',
);
const elegy = card(
  'Covetous Elegy',
  '{4}{W}{B}',
  'Sorcery',
  'Each player chooses up to two creatures they control, then sacrifices the rest. Then you create a tapped Treasure token for each creature your opponents control.',
);
const ragsRiches = normalizeCard({
  name: 'Rags // Riches',
  layout: 'split',
  card_faces: [
    {
      name: 'Rags',
      mana_cost: '{2}{B}{B}',
      type_line: 'Sorcery',
      oracle_text: 'All creatures get -2/-2 until end of turn.',
    },
    {
      name: 'Riches',
      mana_cost: '{5}{U}{U}',
      type_line: 'Sorcery',
      oracle_text:
        'Aftermath (Cast this spell only from your graveyard. Then exile it.)\nEach opponent chooses a creature they control. You gain control of those creatures.',
    },
  ],
});
const sylex = card(
  "Urza's Sylex",
  '{3}',
  'Legendary Artifact',
  "{2}{W}{W}, {T}, Exile Urza's Sylex: Each player chooses six lands they control. Destroy all other permanents. Activate only as a sorcery.\nWhen Urza's Sylex is put into exile from the battlefield, you may pay {2}. If you do, search your library for a planeswalker card, reveal it, put it into your hand, then shuffle.",
);
const tide = card(
  'Consuming Tide',
  '{2}{U}{U}',
  'Sorcery',
  "Each player chooses a nonland permanent they control. Return all nonland permanents not chosen this way to their owners' hands. Then you draw a card for each opponent who has more cards in their hand than you.",
);

/** The pending decision's player and candidates (sorted). */
function asked(g: Game): { player: string | undefined; candidates: string[] } {
  const d = g.state.pendingDecision;
  return { player: d?.player, candidates: d && 'candidates' in d ? [...d.candidates].sort() : [] };
}
const ids = (g: Game, ...refs: string[]) => refs.map((r) => g.get(r).id).sort();

describe('"Target opponent chooses a creature they control. Destroy that creature." (CR 608.2d)', () => {
  it('Imperial Edict: the opponent chooses which of their creatures is destroyed', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp', { id: 'mine', card: 'Grizzly Bears' }], hand: ['Imperial Edict'] },
          p2: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'spider', card: 'Giant Spider' },
            ],
          },
        },
      },
      [{ cast: 'Imperial Edict', targets: ['p2'] }, { pass: true }],
      { cards: compiled(edict) },
    );
    expect(g.error).toBeNull();
    expect(asked(g)).toEqual({ player: 'p2', candidates: ids(g, 'bears', 'spider') });
    g.act({ decide: [g.get('bears').id] });
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p2', 'battlefield')).toEqual(['Giant Spider']);
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
  });
});

describe('"Each opponent chooses a creature they control. You gain control of those creatures." (CR 608.2d)', () => {
  it('Riches: p2 chooses which of their creatures p1 gains control of, for good', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: Array<string>(7).fill('Island'), graveyard: [{ id: 'rr', card: 'Rags // Riches' }] },
          p2: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'spider', card: 'Giant Spider' },
            ],
          },
        },
      },
      [{ cast: 'rr' }, { pass: true }],
      { cards: compiled(ragsRiches) },
    );
    expect(g.error).toBeNull();
    expect(asked(g)).toEqual({ player: 'p2', candidates: ids(g, 'bears', 'spider') });
    g.act({ decide: [g.get('bears').id] });
    expect(g.error).toBeNull();
    expect(g.get('bears').controller).toBe('p1');
    expect(g.get('spider').controller).toBe('p2');
    g.act({ advance: 'end' });
    g.act({ advance: 'next-turn' });
    expect(g.get('bears').controller).toBe('p1');
  });
});

describe('"Each player chooses …, destroy the rest / then sacrifices the rest" (CR 101.4)', () => {
  it('Divine Reckoning: p1 then p2 each keep one creature; every other creature is destroyed, lands stay', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Plains',
              'Plains',
              'Plains',
              'Plains',
              { id: 'elves', card: 'Llanowar Elves' },
              { id: 'b1', card: 'Grizzly Bears' },
            ],
            hand: ['Divine Reckoning'],
          },
          p2: { battlefield: ['Forest', { id: 'spider', card: 'Giant Spider' }, { id: 'b2', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Divine Reckoning' }, { pass: true }],
      { cards: compiled(reckoning) },
    );
    expect(g.error).toBeNull();
    // The active player chooses first (APNAP), among their own creatures only.
    expect(asked(g)).toEqual({ player: 'p1', candidates: ids(g, 'elves', 'b1') });
    g.act({ decide: [g.get('elves').id] });
    expect(asked(g)).toEqual({ player: 'p2', candidates: ids(g, 'spider', 'b2') });
    // Nothing is destroyed before every player has chosen.
    expect(g.names('p1', 'graveyard')).toEqual([]);
    g.act({ decide: [g.get('spider').id] });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield').filter((n) => n !== 'Plains')).toEqual(['Llanowar Elves']);
    expect(g.names('p2', 'battlefield').sort()).toEqual(['Forest', 'Giant Spider']);
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Divine Reckoning', 'Grizzly Bears']);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it("Razia's Purification: a player with three permanents or fewer keeps them all unasked; the other sacrifices the rest", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'm1', card: 'Mountain' },
              'Mountain',
              'Mountain',
              'Mountain',
              'Mountain',
              { id: 'pl', card: 'Plains' },
              { id: 'b1', card: 'Grizzly Bears' },
            ],
            hand: ["Razia's Purification"],
          },
          p2: { battlefield: ['Forest', { id: 'spider', card: 'Giant Spider' }] },
        },
      },
      [{ cast: "Razia's Purification" }, { pass: true }],
      { cards: compiled(purification) },
    );
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ player: 'p1', kind: 'chooseObjects', min: 3, max: 3 });
    g.act({ decide: ids(g, 'm1', 'pl', 'b1') });
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toBeNull();
    expect(g.names('p1', 'battlefield').sort()).toEqual(['Grizzly Bears', 'Mountain', 'Plains']);
    expect(g.names('p1', 'graveyard').filter((n) => n === 'Mountain')).toHaveLength(4);
    expect(g.names('p2', 'battlefield').sort()).toEqual(['Forest', 'Giant Spider']);
  });

  it('Covetous Elegy: "up to two" lets a player keep none; the Treasures count the creatures left after the sacrifice', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Plains', 'Plains', 'Plains', 'Swamp', 'Swamp', 'Swamp', { id: 'b1', card: 'Grizzly Bears' }],
            hand: ['Covetous Elegy'],
          },
          p2: {
            battlefield: [
              { id: 'x', card: 'Grizzly Bears' },
              { id: 'y', card: 'Giant Spider' },
              { id: 'z', card: 'Llanowar Elves' },
            ],
          },
        },
      },
      [{ cast: 'Covetous Elegy' }, { pass: true }],
      { cards: compiled(elegy) },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ player: 'p1', min: 0, max: 1 });
    g.act({ decide: [] });
    expect(g.state.pendingDecision).toMatchObject({ player: 'p2', min: 0, max: 2 });
    g.act({ decide: ids(g, 'x', 'y') });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toContain('Grizzly Bears');
    expect(g.names('p2', 'graveyard')).toEqual(['Llanowar Elves']);
    expect(g.names('p1', 'battlefield').filter((n) => n.startsWith('Treasure'))).toHaveLength(2);
    expect(g.names('p1', 'battlefield').filter((n) => n.startsWith('Grizzly'))).toHaveLength(0);
  });

  it('near misses stay text: "Destroy all other permanents" after choosing lands, and "Return all … not chosen this way"', () => {
    expect(unenforced(sylex)[0]).toMatch(/^\{2\}\{W\}\{W\}, \{T\}, Exile Urza's Sylex: Each player chooses six lands/);
    expect(unenforced(tide)).toHaveLength(1);
  });
});
