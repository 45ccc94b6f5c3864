import { nameSearch } from '../../cards/data/pool/name-search';
import { describe, expect, it } from 'vitest';
import { poolNames } from '../../scenario/pool';
import { cardOptions, enterChoice, exactName, withRemote } from './card-search';

describe('card-name combobox options', () => {
  it('lists names that start with the text first, then word starts, then the rest', () => {
    const names = cardOptions('sp', poolNames)
      .filter((o) => o.kind === 'card')
      .map((o) => o.name);
    expect(names.slice(0, 3)).toEqual(['Spellweaver Helix', 'Spellweaver Volute', 'Spider-Gwen, Free Spirit']);
    expect(cardOptions('bolt', poolNames)[0]).toEqual({ kind: 'card', name: 'Lightning Bolt' });
  });

  it('a typo gets the closest names, and any name can become a proxy', () => {
    expect(cardOptions('Lihgtning Blot', poolNames)).toEqual([
      { kind: 'suggestion', name: 'Lightning Bolt' },
      { kind: 'proxy', name: 'Lihgtning Blot' },
    ]);
    expect(cardOptions('Tarmogoyf', poolNames)).toEqual([{ kind: 'proxy', name: 'Tarmogoyf' }]);
  });

  it('an exact name needs no proxy offer; blank text offers nothing', () => {
    expect(cardOptions('island', poolNames)).toEqual([{ kind: 'card', name: 'Island' }]);
    expect(cardOptions('  ', poolNames)).toEqual([]);
    expect(exactName('fire/ice', poolNames)).toBe('Fire // Ice');
  });
});

describe('Scryfall names in the card search', () => {
  it('come after the known names, without repeats, and replace "did you mean" guesses', () => {
    const local = cardOptions('aura', ['Aura Gnarlid', 'Aura of Silence']);
    expect(withRemote(local, ['Aura Gnarlid', 'Aura Shards'])).toEqual([
      { kind: 'card', name: 'Aura Gnarlid' },
      { kind: 'card', name: 'Aura of Silence' },
      { kind: 'card', name: 'Aura Shards', source: 'scryfall' },
      { kind: 'proxy', name: 'aura' },
    ]);
    const typo = cardOptions('Tarmogoyff', poolNames);
    expect(typo[0]?.kind).not.toBe('card');
    expect(withRemote(typo, ['Tarmogoyf'])).toEqual([
      { kind: 'card', name: 'Tarmogoyf', source: 'scryfall' },
      { kind: 'proxy', name: 'Tarmogoyff' },
    ]);
    expect(withRemote(local, [])).toEqual(local);
  });
});

describe('Enter in the card search', () => {
  it('adds nothing for a misspelling ("Serra Angle"): the "did you mean" choice is shown instead', () => {
    const names = ['Serra Angel', 'Serra Avatar'];
    const options = cardOptions('Serra Angle', names);
    expect(options[0]).toEqual({ kind: 'suggestion', name: 'Serra Angel' });
    expect(enterChoice('Serra Angle', names, options, null)).toBe('show');
  });

  it('adds nothing for a name only begun, but adds an exact name (any case), also one Scryfall listed', () => {
    const names = ['Serra Angel', 'Serra Avatar'];
    expect(enterChoice('Serra', names, cardOptions('Serra', names), null)).toBe('show');
    expect(enterChoice('serra angel', names, cardOptions('serra angel', names), null)).toEqual({
      kind: 'card',
      name: 'Serra Angel',
    });
    const remote = withRemote(cardOptions('Tarmogoyf', names), ['Tarmogoyf']);
    expect(enterChoice('tarmogoyf', names, remote, null)).toEqual({ kind: 'card', name: 'Tarmogoyf' });
  });

  it('adds the option the person moved to with the arrow keys, the suggestion included', () => {
    const names = ['Serra Angel'];
    const options = cardOptions('Serra Angle', names);
    expect(enterChoice('Serra Angle', names, options, 0)).toEqual({ kind: 'suggestion', name: 'Serra Angel' });
    expect(enterChoice('Serra Angle', names, options, 1)).toEqual({ kind: 'proxy', name: 'Serra Angle' });
  });
});

describe('card options over the offline pool (issue 20)', () => {
  const POOL = nameSearch([
    'Infirmary Healer // Stream of Life',
    "Lim-Dûl's Vault",
    'Sheoldred, the Apocalypse',
    'Stream of Life',
    'Tarmogoyf',
    'Tarmogoyf Nest',
  ]);
  const shown = (typed: string, names: string[] = ['Island']) =>
    cardOptions(typed, names, 8, POOL).map((o) => `${o.kind}:${o.name}`);

  it('every pool name is found as one types, ranked: exact, prefix, word prefix', () => {
    expect(shown('tarmo')).toEqual(['card:Tarmogoyf', 'card:Tarmogoyf Nest', 'proxy:tarmo']);
    expect(shown('Stream of Life')).toEqual(['card:Stream of Life', 'card:Infirmary Healer // Stream of Life']);
    expect(shown('apoc')).toEqual(['card:Sheoldred, the Apocalypse', 'proxy:apoc']);
    expect(shown('lim dul')).toEqual(["card:Lim-Dûl's Vault", 'proxy:lim dul']);
  });

  it("the editor's own cards come first within a rank, each name once", () => {
    expect(shown('is', ['Island'])).toEqual(['card:Island', 'proxy:is']);
    expect(shown('Tarmogoyf', ['Tarmogoyf'])).toEqual(['card:Tarmogoyf', 'card:Tarmogoyf Nest']);
  });

  it('an unknown name offers the closest real names', () => {
    expect(shown('Tarmogyof')).toEqual(['suggestion:Tarmogoyf', 'proxy:Tarmogyof']);
  });
});
