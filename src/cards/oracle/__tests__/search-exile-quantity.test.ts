// Searching a library for cards and exiling them (CR 701.23, 406.3: face up): "Search your
// library for any number of land cards, exile them, then shuffle" (a stated quality: the searcher
// may find fewer, 701.23b), and a search for a quantity with no quality ("a card", "three cards"),
// where the searcher must find that many if the library holds them (701.23c).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const severance = card(
  'Mana Severance',
  '{1}{U}',
  'Sorcery',
  'Search your library for any number of land cards, exile them, then shuffle.',
);
const foresight = card(
  'Foresight',
  '{1}{U}',
  'Sorcery',
  "Search your library for three cards, exile them, then shuffle.\nDraw a card at the beginning of the next turn's upkeep.",
);
const demonicTutor = card(
  'Demonic Tutor',
  '{1}{B}',
  'Sorcery',
  'Search your library for a card, put that card into your hand, then shuffle.',
);

describe('"…, exile them, then shuffle"', () => {
  it('Mana Severance: the land cards chosen are exiled face up; none need be found (CR 701.23b)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island'],
            hand: ['Mana Severance'],
            library: [{ id: 'f1', card: 'Forest' }, 'Grizzly Bears', { id: 'f2', card: 'Forest' }, 'Mountain'],
          },
        },
      },
      [{ cast: 'Mana Severance' }, { pass: true }],
      { cards: compiled(severance) },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseObjects', player: 'p1', min: 0, max: 3 });
    g.act({ decide: [g.get('f1').id, g.get('f2').id] });
    expect(g.names('p1', 'exile').sort()).toEqual(['Forest', 'Forest']);
    expect(g.get('f1').faceDown ?? false).toBe(false);
    expect(g.names('p1', 'library').sort()).toEqual(['Grizzly Bears', 'Mountain']);
  });

  it('Foresight: "three cards" has no quality, so three must be found (CR 701.23c); they are exiled', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island'],
            hand: ['Foresight'],
            library: ['Forest', 'Grizzly Bears', 'Lightning Bolt', 'Mountain', 'Island'],
          },
        },
      },
      [{ cast: 'Foresight' }, { pass: true }],
      { cards: compiled(foresight) },
    );
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ kind: 'chooseObjects', player: 'p1', min: 3, max: 3, rule: '701.23c' });
    expect(() => g.act({ decide: (d?.candidates ?? []).slice(0, 1) })).toThrow();
    g.act({ decide: (d?.candidates ?? []).slice(0, 3) });
    expect(g.names('p1', 'exile')).toHaveLength(3);
    expect(g.names('p1', 'library')).toHaveLength(2);
  });

  it('Demonic Tutor: "a card" must be found when the library has one (CR 701.23c)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Swamp', 'Swamp'],
            hand: ['Demonic Tutor'],
            library: ['Forest', { id: 'bolt', card: 'Lightning Bolt' }],
          },
        },
      },
      [{ cast: 'Demonic Tutor' }, { pass: true }],
      { cards: compiled(demonicTutor) },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseObjects', min: 1, max: 1 });
    g.act({ decide: [g.get('bolt').id] });
    expect(g.names('p1', 'hand')).toEqual(['Lightning Bolt']);
  });

  it('near miss: an exile another ability reads ("the exiled card", Hoarding Dragon) stays text', () => {
    const dragon = card(
      'Hoarding Dragon',
      '{3}{R}{R}',
      'Creature — Dragon',
      "Flying\nWhen this creature enters, you may search your library for an artifact card, exile it, then shuffle.\nWhen this creature dies, you may put the exiled card into its owner's hand.",
      '4/4',
    );
    expect(unenforced(dragon)).toContain(
      'When this creature enters, you may search your library for an artifact card, exile it, then shuffle.',
    );
  });
});
