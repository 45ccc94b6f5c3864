// Cards from graveyards to libraries and exile on compiled real cards (CR 400.3, 404.1, 701.20):
// "Put target card from a graveyard on the bottom of its owner's library" (any graveyard, the
// owner's library), "… from your graveyard on the bottom of your library", "Exile all
// graveyards", "Target player shuffles their graveyard into their library". Near miss: "Put target
// creature on top of your library" (not yours to put there) stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const archivist = card(
  'Cogwork Archivist',
  '{6}',
  'Artifact Creature — Construct',
  "Reach\n{2}, {T}: Put target card from a graveyard on the bottom of its owner's library.",
  '4/5',
);
const golem = card(
  'Epitaph Golem',
  '{5}',
  'Artifact Creature — Golem',
  '{2}: Put target card from your graveyard on the bottom of your library.',
  '3/5',
);
const crook = card(
  'Crook of Condemnation',
  '{2}',
  'Artifact',
  '{1}, {T}: Exile target card from a graveyard.\n{1}, Exile this artifact: Exile all graveyards.',
);
const clear = card(
  'Clear the Mind',
  '{2}{U}',
  'Sorcery',
  'Target player shuffles their graveyard into their library.\nDraw a card.',
);
const CARDS = compiled(archivist, golem, crook, clear);

describe('graveyard cards to a library or exile', () => {
  it("Cogwork Archivist puts an opponent's graveyard card on the bottom of that opponent's library", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'arch', card: 'Cogwork Archivist' }, 'Island', 'Island'] },
          p2: { graveyard: [{ id: 'bolt', card: 'Lightning Bolt' }], library: ['Forest', 'Forest'] },
        },
      },
      [{ activate: 'arch', targets: ['bolt'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual([]);
    expect(g.names('p2', 'library')).toEqual(['Forest', 'Forest', 'Lightning Bolt']);
    expect(g.names('p1', 'library')).toEqual([]);
  });

  it("Epitaph Golem targets only its controller's graveyard", () => {
    const doc = {
      turn: main,
      players: {
        p1: {
          battlefield: [{ id: 'golem', card: 'Epitaph Golem' }, 'Island', 'Island'],
          graveyard: [{ id: 'mine', card: 'Grizzly Bears' }],
          library: ['Island'],
        },
        p2: { graveyard: [{ id: 'theirs', card: 'Lightning Bolt' }] },
      },
    };
    const g = game(doc, [{ activate: 'golem', targets: ['mine'] }, { pass: true }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'library')).toEqual(['Island', 'Grizzly Bears']);
    const illegal = game(doc, [{ activate: 'golem', targets: ['theirs'] }], { cards: CARDS });
    expect(illegal.error).toMatch(/Lightning Bolt is not a legal target for target card from your graveyard/);
    expect(illegal.names('p2', 'graveyard')).toEqual(['Lightning Bolt']);
  });

  it('Crook of Condemnation exiles every card in every graveyard', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'crook', card: 'Crook of Condemnation' }, 'Island'], graveyard: ['Grizzly Bears'] },
          p2: { graveyard: ['Lightning Bolt', 'Forest'] },
        },
      },
      [{ activate: 'crook', ability: 1 }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual([]);
    expect(g.names('p2', 'graveyard')).toEqual([]);
    expect(g.names('p1', 'exile').sort()).toEqual(['Crook of Condemnation', 'Grizzly Bears']);
    expect(g.names('p2', 'exile').sort()).toEqual(['Forest', 'Lightning Bolt']);
  });

  it("Clear the Mind shuffles the target player's graveyard into their library; its caster draws", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Island', 'Island', 'Island'], hand: ['Clear the Mind'], library: ['Island'] },
          p2: { graveyard: ['Lightning Bolt', 'Forest'], library: ['Mountain'] },
        },
      },
      [{ cast: 'Clear the Mind', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual([]);
    expect(g.names('p2', 'library').sort()).toEqual(['Forest', 'Lightning Bolt', 'Mountain']);
    expect(g.names('p1', 'hand')).toEqual(['Island']);
    expect(g.names('p1', 'graveyard')).toEqual(['Clear the Mind']);
  });

  it('near miss: "Put target creature on top of your library" stays text', () => {
    const c = card('Test Tuck', '{U}', 'Instant', 'Put target creature on top of your library.');
    expect(unenforced(c)).toEqual(['Put target creature on top of your library.']);
  });
});
