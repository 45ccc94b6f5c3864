// "up to three target cards from a single graveyard" (Decompose, Carrion Beetles, Push // Pull):
// the targets are cards in graveyards, and all of them must be in the same one — the choice is
// checked as a whole when the targets are chosen (CR 601.2c). Real cards through the engine.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const decompose = card('Decompose', '{1}{B}', 'Sorcery', 'Exile up to three target cards from a single graveyard.');
const ratsFeast = card('Rats\u2019 Feast', '{X}{B}', 'Sorcery', 'Exile X target cards from a single graveyard.');
const nightSoil = card(
  'Night Soil',
  '{2}{G}{G}',
  'Enchantment',
  '{1}, Exile two creature cards from a single graveyard: Create a 1/1 green Saproling creature token.',
);
const CARDS = compiled(decompose);

const doc = {
  turn: main,
  players: {
    p1: { hand: ['Decompose'], battlefield: ['Swamp', 'Swamp'], graveyard: ['Giant Spider', 'Shock'] },
    p2: { graveyard: ['Grizzly Bears', 'Lightning Bolt'] },
  },
};
const inGraveyard = (name: string, player: 'p1' | 'p2') => ({ name, zone: 'graveyard' as const, player });

describe('targets "from a single graveyard" (CR 601.2c)', () => {
  it('Decompose exiles up to three cards, all from one graveyard', () => {
    const g = game(doc, [], { cards: CARDS });
    g.act({ cast: 'Decompose', targets: [inGraveyard('Grizzly Bears', 'p2'), inGraveyard('Lightning Bolt', 'p2')] });
    g.act({ pass: true });
    g.act({ pass: true, player: 'p2' });
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual([]);
    expect(g.names('p2', 'exile').sort()).toEqual(['Grizzly Bears', 'Lightning Bolt']);
    // p1's own graveyard was not touched.
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Decompose', 'Giant Spider', 'Shock']);
  });

  it('Decompose cannot target cards in two different graveyards: the cast is refused and nothing changes', () => {
    const g = game(doc, [], { cards: CARDS });
    expect(() =>
      g.act({ cast: 'Decompose', targets: [inGraveyard('Giant Spider', 'p1'), inGraveyard('Grizzly Bears', 'p2')] }),
    ).toThrow(/must come from a single graveyard/);
    expect(g.names('p1', 'hand')).toEqual(['Decompose']);
    expect(g.names('p2', 'graveyard').sort()).toEqual(['Grizzly Bears', 'Lightning Bolt']);
  });

  it('Rats’ Feast: X target cards, X chosen as it is cast, one graveyard', () => {
    const [feast] = compiled(ratsFeast);
    expect(feast?.spell?.targets?.[0]).toMatchObject({ countIsX: true, sameGraveyard: true });
    expect(feast?.spell?.targets?.[0]?.filter.objects).toMatchObject({ zone: 'graveyard', cardOnly: true });
  });

  it('a cost that exiles cards "from a single graveyard" (Night Soil) is not a target and stays text', () => {
    expect(unenforced(nightSoil)).toEqual([
      '{1}, Exile two creature cards from a single graveyard: Create a 1/1 green Saproling creature token.',
    ]);
  });
});
