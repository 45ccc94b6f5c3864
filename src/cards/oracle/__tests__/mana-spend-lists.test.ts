// A spending restriction that lists kinds of spell (CR 106.6): "Spend this mana only to cast
// Vampire, Cleric, and/or Demon spells" — a spell of any one listed kind may be paid for, others
// may not; "… only to cast Elf spells and activate abilities of Elf sources" allows both payments.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';
import { compileCard } from '../compile';

const masterOfDarkRites = card(
  'Master of Dark Rites',
  '{B}',
  'Creature — Vampire Cleric',
  '{T}, Sacrifice another creature: Add {B}{B}{B}. Spend this mana only to cast Vampire, Cleric, and/or Demon spells.',
  '1/1',
);
const woodlandWeavemaster = card(
  'Woodland Weavemaster',
  '{1}{G}',
  'Creature — Elf Druid',
  "Vigilance\nWhenever another Elf you control enters, this creature gets +1/+1 until end of turn.\n{T}: Add X mana of any one color, where X is this creature's power. Spend this mana only to cast Elf spells and activate abilities of Elf sources.",
  '1/2',
);
const neonate = card(
  'Vampire Neonate',
  '{B}',
  'Creature — Vampire',
  '{2}, {T}: Each opponent loses 1 life and you gain 1 life.',
  '0/3',
);
const acolyte = card(
  'Acolyte of Xathrid',
  '{B}',
  'Creature — Human Cleric',
  '{1}{B}, {T}: Target player loses 1 life.',
  '0/1',
);
const banehound = card('Banehound', '{B}', 'Creature — Nightmare Dog', 'Lifelink, haste', '1/1');
const elvishMystic = card('Elvish Mystic', '{G}', 'Creature — Elf Druid', '{T}: Add {G}.', '1/1');
const cards = compiled(masterOfDarkRites, woodlandWeavemaster, neonate, acolyte, banehound, elvishMystic);

function rites(hand: string[]) {
  const g = game(
    {
      turn: main,
      players: { p1: { battlefield: ['Master of Dark Rites', { id: 'bears', card: 'Grizzly Bears' }], hand }, p2: {} },
    },
    [{ activate: 'Master of Dark Rites' }],
    { cards },
  );
  if (g.state.pendingDecision) g.act({ decide: ['bears'] });
  expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
  return g;
}

describe('"Spend this mana only to cast Vampire, Cleric, and/or Demon spells." (Master of Dark Rites)', () => {
  it('its {B}{B}{B} waits apart and casts a Vampire, then a Cleric', () => {
    const g = rites(['Vampire Neonate', 'Acolyte of Xathrid']);
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({});
    expect(g.state.players.p1.restrictedMana).toHaveLength(3);
    g.act({ cast: 'Vampire Neonate' });
    expect(g.stack()).toEqual(['Vampire Neonate']);
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toContain('Vampire Neonate');
    g.act({ cast: 'Acolyte of Xathrid' });
    expect(g.state.players.p1.restrictedMana).toHaveLength(1);
  });
  it("can't pay for a spell of none of those kinds (a Nightmare Dog)", () => {
    const g = rites(['Banehound']);
    expect(g.error).toBeNull();
    expect(() => g.act({ cast: 'Banehound' })).toThrow(/no way to pay/);
    expect(g.state.players.p1.restrictedMana).toHaveLength(3);
  });
});

describe('"Spend this mana only to cast Elf spells and activate abilities of Elf sources."', () => {
  it('Woodland Weavemaster: its {G} casts an Elf but not a Bear', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Woodland Weavemaster'], hand: ['Elvish Mystic', 'Grizzly Bears'] }, p2: {} },
      },
      [{ activate: 'Woodland Weavemaster', mana: 'G' }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.restrictedMana).toMatchObject([{ type: 'G', from: 'Woodland Weavemaster' }]);
    expect(() => g.act({ cast: 'Grizzly Bears' })).toThrow(/no way to pay/);
    g.act({ cast: 'Elvish Mystic' });
    expect(g.stack()).toEqual(['Elvish Mystic']);
  });
});

describe('near misses stay text', () => {
  it('an item the object phrases do not read ("spells with {X} …")', () => {
    // "a Chandra planeswalker spell" is read (a planeswalker type before "planeswalker", CR 205.3j).
    const embercat = card(
      "Chandra's Embercat",
      '{1}{R}',
      'Creature — Elemental Cat',
      '{T}: Add {R}. Spend this mana only to cast an Elemental spell or a Chandra planeswalker spell.',
      '2/2',
    );
    expect(compileCard(embercat).def.activated?.[0]?.manaSpend).toEqual({
      spells: { anyOf: [{ subtypes: ['Elemental'] }, { allTypes: ['planeswalker'], subtypes: ['Chandra'] }] },
    });
    const troyan = card(
      'Troyan, Gutsy Explorer',
      '{1}{G}{U}',
      'Legendary Creature — Vedalken Scout',
      '{T}: Add {G}{U}. Spend this mana only to cast spells with mana value 5 or greater or spells with {X} in their mana costs.\n{U}, {T}: Draw a card, then discard a card.',
      '1/3',
    );
    expect(unenforced(troyan)).toEqual([
      '{T}: Add {G}{U}. Spend this mana only to cast spells with mana value 5 or greater or spells with {X} in their mana costs.',
    ]);
  });
});
