// A card's own restriction on casting it (CR 601.3): "Cast this spell only if you control two or
// more Vampires" (Feast of Blood), "… if you control a snow land" (Blizzard, a permanent card),
// checked as the card would begin to be cast, for its caster; an adventurer card's restriction is
// its main face's, not its Adventure's (715.3b: Twice Upon a Time // Unlikely Meeting). Timing
// restrictions of more steps: Reset ("during an opponent's turn after their upkeep step").
// Illusory Angel ("if you've cast another spell this turn") stays text.
import { describe, expect, it } from 'vitest';
import { castOptions } from '../../../engine';
import type { CardData } from '../../data/card-data';
import { normalizeCard } from '../../data/faces';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const feast = card(
  'Feast of Blood',
  '{1}{B}',
  'Sorcery',
  'Cast this spell only if you control two or more Vampires.\nDestroy target creature. You gain 4 life.',
);
const child = card('Child of Night', '{1}{B}', 'Creature — Vampire', 'Lifelink', '2/1');
const blizzard = card(
  'Blizzard',
  '{G}{G}',
  'Enchantment',
  "Cast this spell only if you control a snow land.\nCumulative upkeep {2} (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)\nCreatures with flying don't untap during their controllers' untap steps.",
);
const snowForest = card('Snow-Covered Forest', '', 'Basic Snow Land — Forest', '({T}: Add {G}.)');
const reset = card(
  'Reset',
  '{U}{U}',
  'Instant',
  "Cast this spell only during an opponent's turn after their upkeep step.\nUntap all lands you control.",
);
const twiceData: CardData = {
  name: 'Twice Upon a Time // Unlikely Meeting',
  layout: 'adventure',
  card_faces: [
    {
      name: 'Twice Upon a Time',
      mana_cost: '{4}{U}{U}',
      type_line: 'Sorcery',
      oracle_text:
        'Cast this spell only if you control two or more Doctors.\nTake an extra turn after this one. Exile Twice Upon a Time.',
    },
    {
      name: 'Unlikely Meeting',
      mana_cost: '{2}{U}',
      type_line: 'Sorcery — Adventure',
      oracle_text: 'Search your library for a Doctor card, reveal it, put it into your hand, then shuffle.',
    },
  ],
};
const CARDS = compiled(feast, child, blizzard, snowForest, reset, normalizeCard(twiceData));
const LANDS = ['Swamp', 'Swamp', 'Forest', 'Forest', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island'];

function setup(battlefield: unknown[], hand: unknown[], turn: object = main): Game {
  const g = game(
    {
      turn,
      players: {
        p1: { battlefield: [...LANDS, ...battlefield], hand, library: ['Island', 'Island'] },
        p2: { battlefield: [{ id: 'gb', card: 'Grizzly Bears' }], library: ['Island', 'Island'] },
      },
    },
    [],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

/** The halves (null: the main face) p1 may cast `ref` as now, and the first reason it can't. */
function ways(g: Game, ref: string) {
  const { options, refusals } = castOptions(g.engine.registry, g.state, 'p1', g.get(ref).id, { checkMana: false });
  return { halves: options.map((o) => o.mode.half), reason: refusals[0]?.reason };
}

describe('cast only if a condition holds (CR 601.3)', () => {
  it('Feast of Blood: with two Vampires it is cast and resolves; with one it is not', () => {
    const one = setup(['Child of Night'], [{ id: 'f', card: 'Feast of Blood' }]);
    expect(ways(one, 'f').halves).toEqual([]);
    expect(() => one.act({ cast: 'f', targets: ['gb'] })).toThrow(/condition/);
    const two = setup(['Child of Night', 'Child of Night'], [{ id: 'f', card: 'Feast of Blood' }]);
    two.act({ cast: 'f', targets: ['gb'] });
    two.act({ pass: true });
    expect(two.error).toBeNull();
    expect(two.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(two.state.players.p1.life).toBe(24);
  });

  it("Feast of Blood: an opponent's Vampires don't count", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: LANDS, hand: [{ id: 'f', card: 'Feast of Blood' }] },
          p2: { battlefield: ['Child of Night', 'Child of Night'] },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(ways(g, 'f').halves).toEqual([]);
  });

  it('Blizzard: a permanent card, castable only with a snow land', () => {
    expect(ways(setup([], [{ id: 'b', card: 'Blizzard' }]), 'b').halves).toEqual([]);
    expect(ways(setup(['Snow-Covered Forest'], [{ id: 'b', card: 'Blizzard' }]), 'b').halves).toEqual([null]);
  });

  it('Twice Upon a Time: without Doctors only its Adventure, which has no such restriction', () => {
    const g = setup([], [{ id: 't', card: 'Twice Upon a Time' }]);
    expect(ways(g, 't').halves).toEqual(['Unlikely Meeting']);
  });
});

describe("Reset: during an opponent's turn after their upkeep step (CR 601.3)", () => {
  const at = (phase: string, active: 'p1' | 'p2') => ({ number: 4, active, phase });
  it("in the opponent's draw step and main phase, not their upkeep, not in your own turn", () => {
    const hand = [{ id: 'r', card: 'Reset' }];
    expect(ways(setup([], hand, at('draw', 'p2')), 'r').halves).toEqual([null]);
    expect(ways(setup([], hand, at('main1', 'p2')), 'r').halves).toEqual([null]);
    expect(ways(setup([], hand, at('upkeep', 'p2')), 'r').halves).toEqual([]);
    expect(ways(setup([], hand, at('main1', 'p1')), 'r').halves).toEqual([]);
  });
});

describe('near misses stay text', () => {
  it('"if you\'ve cast another spell this turn"', () => {
    const angel = card(
      'Illusory Angel',
      '{2}{U}',
      'Creature — Angel Illusion',
      "Flying\nCast this spell only if you've cast another spell this turn.",
      '4/4',
    );
    expect(unenforced(angel)).toEqual(["Cast this spell only if you've cast another spell this turn."]);
  });
});
