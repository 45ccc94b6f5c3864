// Search qualities of lands: "a land card with a basic land type" (CR 205.3i, 305.6: Plains,
// Island, Swamp, Mountain or Forest — a nonbasic land with one counts, a Desert doesn't), and "a
// Bird or basic land card" ("card" said once for both kinds). Near miss that stays text:
// Slimefoot's Survey's "Put up to one of them on top of your library" (a look's pick put on top).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const forays = card(
  'Perilous Forays',
  '{3}{G}{G}',
  'Enchantment',
  '{1}, Sacrifice a creature: Search your library for a land card with a basic land type, put it onto the battlefield tapped, then shuffle.',
);
const sazh = card(
  'Sazh Katzroy',
  '{3}{G}',
  'Legendary Creature — Human Pilot',
  'When Sazh Katzroy enters, you may search your library for a Bird or basic land card, reveal it, put it into your hand, then shuffle.\nWhenever Sazh Katzroy attacks, put a +1/+1 counter on target creature, then double the number of +1/+1 counters on that creature.',
  '3/3',
);
const savannah = card('Savannah', '', 'Land — Forest Plains', '({T}: Add {G} or {W}.)');
const desert = card('Barren Desert', '', 'Land — Desert', '{T}: Add {C}.');
const bird = card('Test Bird', '{1}{W}', 'Creature — Bird', 'Flying', '1/1');
const CARDS = compiled(forays, sazh, savannah, desert, bird);

describe('search qualities of land cards (CR 205.3i)', () => {
  it('Perilous Forays offers the Forest and the Savannah, not the Desert; the land enters tapped', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest', { id: 'pf', card: 'Perilous Forays' }, { id: 'bear', card: 'Grizzly Bears' }],
            library: [
              { id: 'desert', card: 'Barren Desert' },
              { id: 'sav', card: 'Savannah' },
              { id: 'forest', card: 'Forest' },
            ],
          },
        },
      },
      [{ activate: 'pf' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    expect([...(d?.candidates ?? [])].sort()).toEqual([g.get('sav').id, g.get('forest').id].sort());
    g.act({ decide: [g.get('sav').id] });
    expect(g.get('sav').zone).toBe('battlefield');
    expect(g.get('sav').tapped).toBe(true);
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it('Sazh Katzroy offers the Bird and the basic Forest, not the Savannah or the Bears', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest', 'Forest', 'Forest', 'Forest'],
            hand: ['Sazh Katzroy'],
            library: [
              { id: 'sav', card: 'Savannah' },
              { id: 'bird', card: 'Test Bird' },
              'Grizzly Bears',
              { id: 'forest', card: 'Forest' },
            ],
          },
        },
      },
      [{ cast: 'Sazh Katzroy' }, { pass: true }, { pass: true }, { decide: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    expect([...(d?.candidates ?? [])].sort()).toEqual([g.get('bird').id, g.get('forest').id].sort());
    g.act({ decide: [g.get('bird').id] });
    expect(g.names('p1', 'hand')).toEqual(['Test Bird']);
  });

  it('near miss: "Put up to one of them on top of your library" stays text', () => {
    const survey = card(
      "Slimefoot's Survey",
      '{3}{G}',
      'Sorcery',
      'Domain — Search your library for up to two land cards that each have a basic land type, put them onto the battlefield tapped, then shuffle. Look at the top X cards of your library, where X is the number of basic land types among lands you control. Put up to one of them on top of your library and the rest on the bottom of your library in a random order.',
    );
    expect(unenforced(survey)).toHaveLength(1);
  });
});
