// "Search your library for a Forest card and a Plains card, put them onto the battlefield tapped"
// (CR 701.23): one card of each kind, chosen kind after kind among the cards not yet chosen; each
// kind is a stated quality, so the searcher may find none of it (701.23b). The list may run to
// five kinds ("a white card, a blue card, a black card, a red card, and a green card. Reveal those
// cards, put them into your hand").
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const verge = card(
  'Krosan Verge',
  '',
  'Land',
  'This land enters tapped.\n{T}: Add {C}.\n{2}, {T}, Sacrifice this land: Search your library for a Forest card and a Plains card, put them onto the battlefield tapped, then shuffle.',
);
const conflux = card(
  'Conflux',
  '{3}{W}{U}{B}{R}{G}',
  'Sorcery',
  'Search your library for a white card, a blue card, a black card, a red card, and a green card. Reveal those cards, put them into your hand, then shuffle.',
);

describe('"a Forest card and a Plains card": one of each kind', () => {
  it('Krosan Verge: a Forest, then a Plains (the Forest already chosen is no candidate), both tapped', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'kv', card: 'Krosan Verge' }, 'Island', 'Island'],
            library: [{ id: 'f', card: 'Forest' }, { id: 'pl', card: 'Plains' }, 'Island', 'Forest'],
          },
        },
      },
      [{ activate: 'kv', ability: 1 }, { pass: true }],
      { cards: compiled(verge) },
    );
    expect(g.error).toBeNull();
    expect(g.get('Krosan Verge').zone).toBe('graveyard');
    let d = g.state.pendingDecision;
    expect(d).toMatchObject({ kind: 'chooseObjects', player: 'p1', min: 0, max: 1 });
    expect(d?.candidates).toHaveLength(2);
    g.act({ decide: [g.get('f').id] });
    d = g.state.pendingDecision;
    expect(d?.candidates).toEqual([g.get('pl').id]);
    g.act({ decide: [g.get('pl').id] });
    expect(g.get('f')).toMatchObject({ zone: 'battlefield', tapped: true });
    expect(g.get('pl')).toMatchObject({ zone: 'battlefield', tapped: true });
    expect(g.names('p1', 'library').sort()).toEqual(['Forest', 'Island']);
  });

  it('Conflux: a kind with no card is skipped, another may be left unfound (CR 701.23b)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest', 'Forest', 'Forest', 'Forest'],
            hand: ['Conflux'],
            library: [{ id: 'bolt', card: 'Lightning Bolt' }, { id: 'bears', card: 'Grizzly Bears' }, 'Forest'],
          },
        },
      },
      [{ cast: 'Conflux' }, { pass: true }],
      { cards: compiled(conflux) },
    );
    expect(g.error).toBeNull();
    // No white, blue or black card: the red card is asked first.
    expect(g.state.pendingDecision?.candidates).toEqual([g.get('bolt').id]);
    g.act({ decide: [g.get('bolt').id] });
    expect(g.state.pendingDecision?.candidates).toEqual([g.get('bears').id]);
    g.act({ decide: [] });
    expect(g.names('p1', 'hand')).toEqual(['Lightning Bolt']);
    expect(g.names('p1', 'library').sort()).toEqual(['Forest', 'Grizzly Bears']);
  });

  it('near miss: "a snow permanent card, a legendary card, or a Saga card" (one card of any kind) stays text', () => {
    const glory = card(
      'Search for Glory',
      '{2}{W}',
      'Snow Sorcery',
      'Search your library for a snow permanent card, a legendary card, or a Saga card, reveal it, put it into your hand, then shuffle. You gain 1 life for each {S} spent to cast this spell. ({S} is mana from a snow source.)',
    );
    expect(unenforced(glory)).toHaveLength(1);
  });
});
