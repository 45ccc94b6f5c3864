// A token copy's exceptions (CR 707.9b) become part of its copiable values, so a copy of that
// token has them too (707.9c); embalm (702.128a) and eternalize (702.129a) are such copies.
// Real cards played.
import { describe, expect, it } from 'vitest';
import { characteristics, getObject, readContext } from '../../../engine';
import type { Game } from '../../../testing/harness';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const combatant = card(
  'Proven Combatant',
  '{U}',
  'Creature — Human Warrior',
  "Eternalize {4}{U}{U} ({4}{U}{U}, Exile this card from your graveyard: Create a token that's a copy of it, except it's a 4/4 black Zombie Human Warrior with no mana cost. Eternalize only as a sorcery.)",
  '1/1',
);
const cat = card(
  'Sacred Cat',
  '{W}',
  'Creature — Cat',
  "Lifelink\nEmbalm {W} ({W}, Exile this card from your graveyard: Create a token that's a copy of it, except it's a white Zombie Cat with no mana cost. Embalm only as a sorcery.)",
  '1/1',
);
const shepherd = card(
  'Nightmare Shepherd',
  '{2}{B}{B}',
  'Enchantment Creature — Demon',
  "Flying\nWhenever another nontoken creature you control dies, you may exile it. If you do, create a token that's a copy of that creature, except it's 1/1 and it's a Nightmare in addition to its other types.",
  '4/4',
);
const kiki = card(
  'Kiki-Jiki, Mirror Breaker',
  '{2}{R}{R}{R}',
  'Legendary Creature — Goblin Shaman',
  "Haste\n{T}: Create a token that's a copy of target nonlegendary creature you control, except it has haste. Sacrifice it at the beginning of the next end step.",
  '2/2',
);
const CARDS = compiled(combatant, cat, shepherd, kiki);

/** The tokens p1 controls, with their current characteristics. */
function tokens(g: Game) {
  const ctx = readContext(g.state, g.engine.registry);
  return g.state.battlefield
    .map((id) => getObject(g.state, id))
    .filter((o) => o?.token)
    .map((o) => {
      const ch = characteristics(ctx, o!);
      return {
        id: o!.id,
        name: ch.names[0],
        pt: [ch.power, ch.toughness],
        colors: ch.colors,
        subtypes: ch.subtypes,
        manaValue: ch.manaValue,
        keywords: ch.keywords,
      };
    });
}

describe('embalm and eternalize (CR 702.128a, 702.129a)', () => {
  it('eternalized Proven Combatant: a 4/4 black Zombie Human Warrior token with no mana cost; the card is exiled', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: Array<string>(6).fill('Island'), graveyard: ['Proven Combatant'] } },
      },
      [{ activate: 'Proven Combatant' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ pass: true });
    expect(g.names('p1', 'exile')).toEqual(['Proven Combatant']);
    expect(tokens(g)).toMatchObject([
      { name: 'Proven Combatant', pt: [4, 4], colors: ['B'], subtypes: ['Human', 'Warrior', 'Zombie'], manaValue: 0 },
    ]);
  });

  it('embalmed Sacred Cat: a white Zombie Cat token with lifelink; only as a sorcery', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Plains', 'Mountain'], graveyard: ['Sacred Cat'], hand: ['Shock'] } },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Shock', targets: ['p2'] });
    expect(() => g.act({ activate: 'Sacred Cat' })).toThrow(/sorcery/);
    g.act({ pass: true });
    g.act({ activate: 'Sacred Cat' });
    g.act({ pass: true });
    expect(tokens(g)).toMatchObject([
      {
        name: 'Sacred Cat',
        pt: [1, 1],
        colors: ['W'],
        subtypes: ['Cat', 'Zombie'],
        manaValue: 0,
        keywords: ['lifelink'],
      },
    ]);
  });
});

describe('token copies with exceptions (CR 707.9b–c)', () => {
  it('Nightmare Shepherd: the dead Grizzly Bears returns as a 1/1 Nightmare token copy', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Nightmare Shepherd', { id: 'bears', card: 'Grizzly Bears' }] },
          p2: { battlefield: ['Mountain', 'Mountain'], hand: ['Lightning Bolt'] },
        },
      },
      [{ pass: true }, { cast: 'Lightning Bolt', player: 'p2', targets: ['bears'] }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    for (let i = 0; i < 4 && g.state.stack.length && !g.state.pendingDecision; i++) g.act({ pass: true });
    g.act({ decide: true });
    expect(g.names('p1', 'exile')).toEqual(['Grizzly Bears']);
    expect(tokens(g)).toMatchObject([
      { name: 'Grizzly Bears', pt: [1, 1], colors: ['G'], subtypes: ['Bear', 'Nightmare'] },
    ]);
  });

  it('a copy of an embalmed token keeps its exceptions (Kiki-Jiki copies the white Zombie Cat, with haste)', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Plains', 'Kiki-Jiki, Mirror Breaker'], graveyard: ['Sacred Cat'] } },
      },
      [{ activate: 'Sacred Cat' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const [zombie] = tokens(g);
    g.perform({
      type: 'activate',
      player: 'p1',
      object: g.get('Kiki-Jiki, Mirror Breaker').id,
      ability: 0,
      targets: [zombie!.id],
    });
    g.act({ pass: true });
    const copies = tokens(g);
    expect(copies).toHaveLength(2);
    expect(copies[1]).toMatchObject({
      colors: ['W'],
      subtypes: ['Cat', 'Zombie'],
      manaValue: 0,
      keywords: ['lifelink', 'haste'],
    });
  });

  it('near miss: "except it has this ability" stays text (Cryptoplasm)', () => {
    const crypto = card(
      'Cryptoplasm',
      '{1}{U}{U}',
      'Creature — Shapeshifter',
      'At the beginning of your upkeep, you may have this creature become a copy of another target creature, except it has this ability.',
      '2/2',
    );
    expect(unenforced(crypto)).toHaveLength(1);
  });
});
