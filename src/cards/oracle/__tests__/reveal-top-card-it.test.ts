// "Reveal the top card of your library. If it's a land card, put it onto the battlefield.
// Otherwise, put that card into your hand." (CR 701.20a: every player sees it; 608.2c: the
// instructions after it read that card, which stays on top until one moves it). Once a branch
// moved it or made something else "it", a later "it" names nothing (400.7): Druidic Satchel's
// third "If it's …" stays text. And "Target player searches their library for …, puts it onto the
// battlefield tapped, then shuffles" (CR 701.23: a player named as the searcher).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const oracle = card(
  'Coiling Oracle',
  '{G}{U}',
  'Creature — Snake Elf Druid',
  "When this creature enters, reveal the top card of your library. If it's a land card, put it onto the battlefield. Otherwise, put that card into your hand.",
  '1/1',
);
const zoologist = card(
  'Zoologist',
  '{3}{G}',
  'Creature — Human Druid',
  "{3}{G}, {T}: Reveal the top card of your library. If it's a creature card, put it onto the battlefield. Otherwise, put it into your graveyard.",
  '1/2',
);
const deceiver = card(
  'Feral Deceiver',
  '{3}{G}',
  'Creature — Spirit',
  "{1}: Look at the top card of your library.\n{2}: Reveal the top card of your library. If it's a land card, this creature gets +2/+2 and gains trample until end of turn. Activate only once each turn.",
  '3/2',
);
const favor = card(
  "Fertilid's Favor",
  '{3}{G}',
  'Instant',
  'Target player searches their library for a basic land card, puts it onto the battlefield tapped, then shuffles. Put two +1/+1 counters on up to one target artifact or creature.',
);

const castOracle = (top: string) =>
  game(
    {
      turn: main,
      players: {
        p1: { battlefield: ['Forest', 'Island'], hand: ['Coiling Oracle'], library: [top, 'Island', 'Plains'] },
      },
    },
    [{ cast: 'Coiling Oracle' }, { pass: true }, { pass: true }],
    { cards: compiled(oracle) },
  );

describe('"Reveal the top card of your library. If it\'s a … card, put it …"', () => {
  it('Coiling Oracle: a land on top is revealed and put onto the battlefield', () => {
    const g = castOracle('Forest');
    expect(g.error).toBeNull();
    expect(g.has('Revealed', '701.20a')).toBe(true);
    expect(g.names('p1', 'battlefield').filter((n) => n === 'Forest')).toHaveLength(2);
    expect(g.names('p1', 'hand')).toEqual([]);
    expect(g.names('p1', 'library')).toEqual(['Island', 'Plains']);
  });

  it('Coiling Oracle: otherwise the card goes into the hand', () => {
    const g = castOracle('Lightning Bolt');
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Lightning Bolt']);
    expect(g.names('p1', 'library')).toEqual(['Island', 'Plains']);
  });

  it('Zoologist: a creature card enters; a noncreature card goes to the graveyard', () => {
    const run = (top: string) =>
      game(
        {
          turn: main,
          players: {
            p1: {
              battlefield: [{ id: 'z', card: 'Zoologist' }, 'Forest', 'Forest', 'Forest', 'Forest'],
              library: [top, 'Island'],
            },
          },
        },
        [{ activate: 'z' }, { pass: true }],
        { cards: compiled(zoologist) },
      );
    const bears = run('Grizzly Bears');
    expect(bears.error).toBeNull();
    expect(bears.names('p1', 'battlefield')).toContain('Grizzly Bears');
    const bolt = run('Lightning Bolt');
    expect(bolt.error).toBeNull();
    expect(bolt.names('p1', 'graveyard')).toEqual(['Lightning Bolt']);
    expect(bolt.names('p1', 'library')).toEqual(['Island']);
  });

  it('Feral Deceiver: +2/+2 and trample when the revealed card is a land, which stays on top', () => {
    const run = (top: string) =>
      game(
        {
          turn: main,
          players: {
            p1: { battlefield: [{ id: 'fd', card: 'Feral Deceiver' }, 'Forest', 'Forest'], library: [top, 'Island'] },
          },
        },
        [{ activate: 'fd', ability: 1 }, { pass: true }],
        { cards: compiled(deceiver) },
      );
    const land = run('Forest');
    expect(land.error).toBeNull();
    expect(land.get('fd')).toMatchObject({ zone: 'battlefield' });
    expect(land.names('p1', 'library')).toEqual(['Forest', 'Island']);
    expect(pt(land, 'fd')).toEqual([5, 4]);
    const spell = run('Lightning Bolt');
    expect(spell.error).toBeNull();
    expect(pt(spell, 'fd')).toEqual([3, 2]);
    expect(spell.names('p1', 'library')).toEqual(['Lightning Bolt', 'Island']);
  });

  it('near miss: an "it" rebound by a branch (Druidic Satchel\'s token) stays text', () => {
    const satchel = card(
      'Druidic Satchel',
      '{3}',
      'Artifact',
      "{2}, {T}: Reveal the top card of your library. If it's a creature card, create a 1/1 green Saproling creature token. If it's a land card, put that card onto the battlefield under your control. If it's a noncreature, nonland card, you gain 2 life.",
    );
    expect(unenforced(satchel)).toHaveLength(1);
  });
});

describe('"Target player searches their library …, puts it …, then shuffles"', () => {
  it("Fertilid's Favor: the target player finds a basic land, which enters tapped under their control", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Forest', 'Forest', 'Forest', 'Forest'], hand: ["Fertilid's Favor"] },
          p2: { library: [{ id: 'm', card: 'Mountain' }, 'Lightning Bolt'] },
        },
      },
      [{ cast: "Fertilid's Favor", targets: ['p2'] }, { pass: true }],
      { cards: compiled(favor) },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseObjects', player: 'p2' });
    g.act({ decide: [g.get('m').id], player: 'p2' });
    expect(g.error).toBeNull();
    expect(g.get('m')).toMatchObject({ zone: 'battlefield', tapped: true, controller: 'p2' });
  });
});
