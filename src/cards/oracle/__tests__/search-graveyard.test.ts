// Searching (CR 701.23): "search your library and/or graveyard for a card named Tezzeret, Master
// of Metal … If you search your library this way, shuffle" (701.23a: either zone or both; a
// graveyard is public, so a card there with the quality is found, 701.23b covers hidden zones
// only; 701.24a shuffle), a card named by a name with commas (201.2), either of two kinds
// ("a basic land card or Gate card"), and an exact number ("three cards": no quality stated, so
// that many must be found, 701.23c).
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const betrayal = card(
  "Tezzeret's Betrayal",
  '{3}{U}{B}',
  'Sorcery',
  'Destroy target creature. You may search your library and/or graveyard for a card named Tezzeret, Master of Metal, reveal it, and put it into your hand. If you search your library this way, shuffle.',
);
const tezzeret = card(
  'Tezzeret, Master of Metal',
  '{4}{U}{B}',
  'Legendary Planeswalker — Tezzeret',
  '+1: Reveal cards from the top of your library until you reveal an artifact card. Put that card into your hand and the rest on the bottom of your library in a random order.\n−3: Target opponent loses life equal to the number of artifacts you control.\n−8: Gain control of all artifacts and creatures target opponent controls.',
);

function castBetrayal(graveyard: (string | { id: string; card: string })[]) {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: ['Island', 'Island', 'Island', 'Swamp', 'Swamp'],
          hand: ["Tezzeret's Betrayal"],
          graveyard,
          library: ['Forest', 'Island', { id: 'lib', card: 'Tezzeret, Master of Metal' }, 'Mountain', 'Plains'],
        },
        p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
      },
    },
    [{ cast: "Tezzeret's Betrayal", targets: ['bears'] }, { pass: true }],
    // Tezzeret is only found here: its own abilities don't matter (not all are compiled).
    { cards: [...compiled(betrayal), compileCard(tezzeret).def] },
  );
  expect(g.error).toBeNull();
  expect(g.get('bears').zone).toBe('graveyard');
  // "You may search …" (608.2d), then: the library as well as the graveyard?
  expect(g.state.pendingDecision).toMatchObject({ kind: 'may' });
  g.act({ decide: true });
  expect(g.state.pendingDecision).toMatchObject({ kind: 'may', purpose: 'search' });
  return g;
}
const shuffled = (g: ReturnType<typeof game>) =>
  g.events.some((e) => e.type === 'Note' && e.rule === RULE.shuffle && e.objects.includes('p1'));

describe('"search your library and/or graveyard for a card named …" (CR 701.23a)', () => {
  it("Tezzeret's Betrayal: searching both finds the card in the library; the library is then shuffled", () => {
    const g = castBetrayal([{ id: 'gy', card: 'Tezzeret, Master of Metal' }]);
    g.act({ decide: true });
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ kind: 'chooseObjects', min: 1, max: 1 });
    expect([...(d?.candidates ?? [])].sort()).toEqual([g.get('lib').id, g.get('gy').id].sort());
    g.act({ decide: [g.get('lib').id] });
    expect(g.names('p1', 'hand')).toEqual(['Tezzeret, Master of Metal']);
    expect(g.get('gy').zone).toBe('graveyard');
    expect(shuffled(g)).toBe(true);
  });

  it("Tezzeret's Betrayal: searching the graveyard only, the card there is found (a public zone) and nothing is shuffled", () => {
    const g = castBetrayal([{ id: 'gy', card: 'Tezzeret, Master of Metal' }]);
    const before = [...g.state.players.p1.library];
    g.act({ decide: false });
    // A card of a public zone with the quality is found: at least one must be chosen.
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseObjects', min: 1, candidates: [g.get('gy').id] });
    g.act({ decide: [g.get('gy').id] });
    expect(g.names('p1', 'hand')).toEqual(['Tezzeret, Master of Metal']);
    expect(g.state.players.p1.library).toEqual(before);
    expect(shuffled(g)).toBe(false);
  });

  it('a card with another name is no candidate', () => {
    const g = castBetrayal(['Grizzly Bears']);
    g.act({ decide: true });
    expect(g.state.pendingDecision?.candidates).toEqual([g.get('lib').id]);
  });

  it('near miss: "a basic land card or a card named Starship Enterprise" stays text (the name would bind both kinds)', () => {
    const kirk = card(
      'Captain Kirk, Boldly Going',
      '{3}{R}{W}',
      'Legendary Creature — Human Soldier',
      'Vigilance\nWhenever Captain Kirk enters or attacks, search your library and/or graveyard for a basic land card or a card named Starship Enterprise, reveal it, and put it into your hand. If you search your library this way, shuffle.',
      '4/4',
    );
    expect(unenforced(kirk).some((t) => t.includes('Starship Enterprise'))).toBe(true);
  });
});

describe('either of two kinds, and an exact number (CR 701.23, 701.23b, 701.23c)', () => {
  it('Open the Gates finds a basic land card or a Gate card, nothing else', () => {
    const gates = card(
      'Open the Gates',
      '{G}',
      'Sorcery',
      'Search your library for a basic land card or Gate card, reveal it, put it into your hand, then shuffle.',
    );
    const gate = card('Azorius Guildgate', '', 'Land — Gate', 'This land enters tapped.\n{T}: Add {W} or {U}.');
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest'],
            hand: ['Open the Gates'],
            library: [
              { id: 'gate', card: 'Azorius Guildgate' },
              'Grizzly Bears',
              { id: 'forest', card: 'Forest' },
              'Lightning Bolt',
            ],
          },
        },
      },
      [{ cast: 'Open the Gates' }, { pass: true }],
      { cards: compiled(gates, gate) },
    );
    expect(g.error).toBeNull();
    expect([...(g.state.pendingDecision?.candidates ?? [])].sort()).toEqual(
      [g.get('gate').id, g.get('forest').id].sort(),
    );
    g.act({ decide: [g.get('gate').id] });
    expect(g.names('p1', 'hand')).toEqual(['Azorius Guildgate']);
  });

  it('Behold the Beyond: three cards of any kind, no quality stated, so three must be found (CR 701.23c)', () => {
    const behold = card(
      'Behold the Beyond',
      '{5}{B}{B}',
      'Sorcery',
      'Discard your hand. Search your library for three cards, put them into your hand, then shuffle.',
    );
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'],
            hand: ['Behold the Beyond', 'Grizzly Bears'],
            library: [{ id: 'a', card: 'Forest' }, { id: 'b', card: 'Lightning Bolt' }, 'Island', 'Plains'],
          },
        },
      },
      [{ cast: 'Behold the Beyond' }, { pass: true }],
      { cards: compiled(behold) },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseObjects', min: 3, max: 3 });
    g.act({ decide: [g.get('a').id, g.get('b').id, g.get('Island').id] });
    expect(g.names('p1', 'hand').sort()).toEqual(['Forest', 'Island', 'Lightning Bolt']);
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Behold the Beyond', 'Grizzly Bears']);
  });
});
