// Omen cards (Tarkir: Dragonstorm, layout "omen"): a creature with an instant or sorcery "Omen"
// printed on it, cast as an adventurer's Adventure is (CR 715.3: on the stack only the Omen's
// characteristics). As a resolved Omen leaves the stack its owner shuffles it into their library
// ("Then shuffle this card into its owner's library"); countered, or not resolving because its
// targets are gone (608.2b), it goes to the graveyard as usual. Elsewhere the card is the creature.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import type { CardData } from '../../data/card-data';
import { normalizeCard } from '../../data/faces';
import { compileCard } from '../compile';
import { compiled, main } from './compiled';

const stormbroodData: CardData = {
  name: 'Disruptive Stormbrood // Petty Revenge',
  layout: 'omen',
  card_faces: [
    {
      name: 'Disruptive Stormbrood',
      mana_cost: '{4}{G}',
      type_line: 'Creature — Dragon',
      oracle_text: 'Flying\nWhen this creature enters, destroy up to one target artifact or enchantment.',
      power: '3',
      toughness: '3',
    },
    {
      name: 'Petty Revenge',
      mana_cost: '{1}{B}',
      type_line: 'Sorcery — Omen',
      oracle_text: "Destroy target creature with power 3 or less. (Then shuffle this card into its owner's library.)",
    },
  ],
};
const wildlingData: CardData = {
  name: 'Sagu Wildling // Roost Seek',
  layout: 'omen',
  card_faces: [
    {
      name: 'Sagu Wildling',
      mana_cost: '{4}{G}',
      type_line: 'Creature — Dragon',
      oracle_text: 'Flying\nWhen this creature enters, you gain 3 life.',
      power: '3',
      toughness: '3',
    },
    {
      name: 'Roost Seek',
      mana_cost: '{G}',
      type_line: 'Sorcery — Omen',
      oracle_text:
        'Search your library for a basic land card, reveal it, put it into your hand, then shuffle. (Also shuffle this card.)',
    },
  ],
};
// Scavenger Regent with its Omen's {X} taken out of the cost: an X no cost defines is not read
// (CR 107.3). Every real Omen is read now (with its {X}, split-x.test.ts); Stormshriek Feral's
// "Discard a card. If you do, draw two cards." was the near miss until "If you do" after an
// instruction was read.
const regentData: CardData = {
  name: 'Scavenger Regent // Exude Toxin',
  layout: 'omen',
  card_faces: [
    {
      name: 'Scavenger Regent',
      mana_cost: '{3}{B}',
      type_line: 'Creature — Dragon',
      oracle_text: 'Flying\nWard—Discard a card.',
      power: '4',
      toughness: '4',
    },
    {
      name: 'Exude Toxin',
      mana_cost: '{B}{B}',
      type_line: 'Sorcery — Omen',
      oracle_text:
        "Each non-Dragon creature gets -X/-X until end of turn. (Then shuffle this card into its owner's library.)",
    },
  ],
};
const stormbrood = normalizeCard(stormbroodData);
const wildling = normalizeCard(wildlingData);
const CARDS = compiled(stormbrood, wildling);

function chars(g: Game, ref: string) {
  return characteristics(readContext(g.state, g.engine.registry), g.get(ref));
}

const board = {
  turn: main,
  players: {
    p1: {
      hand: [
        { id: 'ds', card: 'Disruptive Stormbrood' },
        { id: 'sw', card: 'Sagu Wildling' },
        { id: 'shock', card: 'Shock' },
      ],
      manaPool: 'BBGGGGGRR',
      library: ['Grizzly Bears', 'Grizzly Bears', { id: 'forest', card: 'Forest' }],
    },
    p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }], library: ['Island'] },
  },
};

describe('omen cards', () => {
  it('in a hand the card is only the creature: Disruptive Stormbrood, 3/3, mana value 5', () => {
    const g = game(board, [], { cards: CARDS });
    const c = chars(g, 'ds');
    expect([c.names, c.types, c.power, c.toughness, c.manaValue]).toEqual([
      ['Disruptive Stormbrood'],
      ['creature'],
      3,
      3,
      5,
    ]);
  });

  it('cast as Petty Revenge it is a sorcery on the stack (CR 715.3b); it destroys the Bears and is shuffled into its owner library, not put into a graveyard', () => {
    const g = game(board, [{ cast: 'ds', half: 'Petty Revenge', targets: ['bears'] }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Petty Revenge']);
    const c = chars(g, 'ds');
    expect([c.names, c.types, c.subtypes, c.power, c.manaValue]).toEqual([
      ['Petty Revenge'],
      ['sorcery'],
      ['Omen'],
      null,
      2,
    ]);
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'graveyard')).toEqual([]);
    expect(g.names('p1', 'exile')).toEqual([]);
    expect(g.names('p1', 'library').sort()).toEqual([
      'Disruptive Stormbrood',
      'Forest',
      'Grizzly Bears',
      'Grizzly Bears',
    ]);
  });

  it("Roost Seek finds the Forest for its caster's hand, and the card itself ends in the library", () => {
    const g = game(board, [{ cast: 'sw', half: 'Roost Seek' }, { pass: true }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect((g.state.pendingDecision as { candidates: string[] }).candidates).toEqual([g.get('forest').id]);
    g.act({ decide: ['forest'] });
    expect(g.names('p1', 'hand').sort()).toEqual(['Disruptive Stormbrood', 'Forest', 'Shock']);
    expect(g.names('p1', 'library').sort()).toEqual(['Grizzly Bears', 'Grizzly Bears', 'Sagu Wildling']);
    expect(g.names('p1', 'graveyard')).toEqual([]);
  });

  it('an Omen that does not resolve (its only target is gone, CR 608.2b) goes to the graveyard', () => {
    const g = game(
      board,
      [
        { cast: 'ds', half: 'Petty Revenge', targets: ['bears'] },
        { cast: 'shock', targets: ['bears'] },
        { pass: true },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Disruptive Stormbrood', 'Shock']);
    expect(g.names('p1', 'library')).toEqual(['Grizzly Bears', 'Grizzly Bears', 'Forest']);
  });

  it('cast as the creature it is the creature and enters the battlefield', () => {
    const g = game(board, [{ cast: 'ds', half: 'Disruptive Stormbrood' }, { pass: true }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toEqual(['Disruptive Stormbrood']);
  });

  it('near misses: an Omen whose text is not read stays text, with no step guessed; un-normalised data stays text', () => {
    const r = compileCard(normalizeCard(regentData));
    expect(r.abilities.filter((a) => !a.enforced).map((a) => a.text)).toEqual([
      "Each non-Dragon creature gets -X/-X until end of turn. (Then shuffle this card into its owner's library.)",
    ]);
    expect(r.def.adventure?.spell.steps).toEqual([]);
    expect(compileCard(stormbroodData).status).toBe('none');
  });
});
