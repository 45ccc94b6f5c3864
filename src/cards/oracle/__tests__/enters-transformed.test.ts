// "Return it to the battlefield transformed", "Exile this Saga, then return it to the battlefield
// transformed under your control" (CR 712.14a): a transforming double-faced card put onto the
// battlefield transformed enters with its back face up — it doesn't transform (701.27), and its
// "as enters" and "enters" abilities are its back face's. A card that isn't a transforming
// double-faced card stays where it is (712.14a). Real cards, Oracle text as in the pool.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext, RULE } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { normalizeCard } from '../../data/faces';
import { compileCard } from '../compile';
import { compiled, main, unenforced } from './compiled';

const harvestHand = normalizeCard({
  name: 'Harvest Hand // Scrounged Scythe',
  layout: 'transform',
  card_faces: [
    {
      name: 'Harvest Hand',
      mana_cost: '{3}',
      type_line: 'Artifact Creature — Scarecrow',
      oracle_text: 'When this creature dies, return it to the battlefield transformed under your control.',
      power: '2',
      toughness: '2',
      colors: [],
    },
    {
      name: 'Scrounged Scythe',
      mana_cost: '',
      type_line: 'Artifact — Equipment',
      oracle_text:
        "Equipped creature gets +1/+1.\nAs long as equipped creature is a Human, it has menace. (It can't be blocked except by two or more creatures.)\nEquip {2} ({2}: Attach to target creature you control. Equip only as a sorcery.)",
      colors: [],
    },
  ],
});

const skinInvasion = normalizeCard({
  name: 'Skin Invasion // Skin Shedder',
  layout: 'transform',
  card_faces: [
    {
      name: 'Skin Invasion',
      mana_cost: '{R}',
      type_line: 'Enchantment — Aura',
      oracle_text:
        'Enchant creature\nEnchanted creature attacks each combat if able.\nWhen enchanted creature dies, return this card to the battlefield transformed under your control.',
      colors: ['R'],
    },
    {
      name: 'Skin Shedder',
      mana_cost: '',
      type_line: 'Creature — Insect Horror',
      oracle_text: '',
      power: '3',
      toughness: '4',
      colors: ['R'],
    },
  ],
});

const befriendingTheMoths = normalizeCard({
  name: 'Befriending the Moths // Imperial Moth',
  layout: 'transform',
  card_faces: [
    {
      name: 'Befriending the Moths',
      mana_cost: '{3}{W}',
      type_line: 'Enchantment — Saga',
      oracle_text:
        '(As this Saga enters and after your draw step, add a lore counter.)\nI, II — Target creature you control gets +1/+1 and gains flying until end of turn.\nIII — Exile this Saga, then return it to the battlefield transformed under your control.',
      colors: ['W'],
    },
    {
      name: 'Imperial Moth',
      mana_cost: '',
      type_line: 'Enchantment Creature — Insect',
      oracle_text: 'Flying',
      power: '2',
      toughness: '4',
      colors: ['W'],
    },
  ],
});

const loyalCathar = normalizeCard({
  name: 'Loyal Cathar // Unhallowed Cathar',
  layout: 'transform',
  card_faces: [
    {
      name: 'Loyal Cathar',
      mana_cost: '{W}{W}',
      type_line: 'Creature — Human Soldier',
      oracle_text:
        'Vigilance\nWhen this creature dies, return it to the battlefield transformed under your control at the beginning of the next end step.',
      power: '2',
      toughness: '2',
      colors: ['W'],
    },
    {
      name: 'Unhallowed Cathar',
      mana_cost: '',
      type_line: 'Creature — Zombie Soldier',
      oracle_text: "This creature can't block.",
      power: '2',
      toughness: '1',
      colors: ['B'],
    },
  ],
});

const garlandKnightOfCornelia = normalizeCard({
  name: 'Garland, Knight of Cornelia // Chaos, the Endless',
  layout: 'transform',
  card_faces: [
    {
      name: 'Garland, Knight of Cornelia',
      mana_cost: '{B}{R}',
      type_line: 'Legendary Creature — Human Knight',
      oracle_text:
        'Whenever you cast a noncreature spell, surveil 1. (Look at the top card of your library. You may put it into your graveyard.)\n{3}{B}{B}{R}{R}: Return this card from your graveyard to the battlefield transformed. Activate only as a sorcery.',
      power: '3',
      toughness: '2',
      colors: ['B', 'R'],
    },
    {
      name: 'Chaos, the Endless',
      mana_cost: '',
      type_line: 'Legendary Creature — Demon',
      oracle_text: "Flying\nWhen Chaos dies, put it on the bottom of its owner's library.",
      power: '5',
      toughness: '5',
      colors: ['B', 'R'],
    },
  ],
});

const esperOrigins = normalizeCard({
  name: 'Esper Origins // Summon: Esper Maduin',
  layout: 'transform',
  card_faces: [
    {
      name: 'Esper Origins',
      mana_cost: '{1}{G}',
      type_line: 'Sorcery',
      oracle_text:
        "Surveil 2. You gain 2 life. If this spell was cast from a graveyard, exile it, then put it onto the battlefield transformed under its owner's control with a finality counter on it. (If a creature with a finality counter on it would die, exile it instead.)\nFlashback {3}{G} (You may cast this card from your graveyard for its flashback cost. Then exile it.)",
      colors: ['G'],
    },
    {
      name: 'Summon: Esper Maduin',
      mana_cost: '',
      type_line: 'Enchantment Creature — Saga Elemental',
      oracle_text:
        "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\nI — Reveal the top card of your library. If it's a permanent card, put it into your hand.\nII — Add {G}{G}.\nIII — Other creatures you control get +2/+2 and gain trample until end of turn.",
      power: '4',
      toughness: '4',
      colors: ['G'],
    },
  ],
});

const accursedWitch = normalizeCard({
  name: 'Accursed Witch // Infectious Curse',
  layout: 'transform',
  card_faces: [
    {
      name: 'Accursed Witch',
      mana_cost: '{3}{B}',
      type_line: 'Creature — Human Shaman',
      oracle_text:
        'Spells your opponents cast that target this creature cost {1} less to cast.\nWhen this creature dies, return it to the battlefield transformed under your control attached to target opponent.',
      power: '4',
      toughness: '2',
      colors: ['B'],
    },
    {
      name: 'Infectious Curse',
      mana_cost: '',
      type_line: 'Enchantment — Aura Curse',
      oracle_text:
        "Enchant player\nSpells you cast that target enchanted player cost {1} less to cast.\nAt the beginning of enchanted player's upkeep, that player loses 1 life and you gain 1 life.",
      colors: ['B'],
    },
  ],
});

const CARDS = compiled(harvestHand, befriendingTheMoths, loyalCathar, garlandKnightOfCornelia);

function chars(g: Game, ref: string) {
  return characteristics(readContext(g.state, g.engine.registry), g.get(ref));
}

describe('compiling "to the battlefield transformed" (CR 712.14a)', () => {
  it('Harvest Hand: when it dies, its card returns transformed under your control', () => {
    const r = compileCard(harvestHand);
    expect(r.status).toBe('full');
    expect(r.def.triggered?.[0]?.steps).toEqual([
      { do: 'putTransformed', what: { ref: 'trigger', key: 'card' }, controller: 'you', as: 'moved1' },
    ]);
  });

  it('a Saga\'s chapter III: exile it, then return "it" (the exiled card) transformed', () => {
    const r = compileCard(befriendingTheMoths);
    expect(r.status).toBe('full');
    expect(r.def.triggered?.find((t) => t.on.event === 'chapter' && t.on.chapter === 3)?.steps).toEqual([
      { do: 'moveTo', what: { ref: 'source' }, zone: 'exile', as: 'moved1' },
      { do: 'putTransformed', what: { ref: 'var', name: 'moved1' }, controller: 'you', as: 'moved2' },
    ]);
  });

  it('Garland: "Return this card from your graveyard to the battlefield transformed" works from the graveyard', () => {
    const r = compileCard(garlandKnightOfCornelia);
    expect(r.status).toBe('full');
    const a = r.def.activated?.[0];
    expect(a?.zone).toBe('graveyard');
    expect(a?.steps).toEqual([{ do: 'putTransformed', what: { ref: 'source' }, controller: 'owner', as: 'moved1' }]);
  });

  it('near misses stay text: "transformed … with a finality counter on it", "transformed … attached to target opponent", "this card" after the enchanted creature dies', () => {
    // The Aura's card is in the graveyard by then (CR 704.5m), a new object (400.7) "this card" would have to follow.
    expect(unenforced(skinInvasion)).toContain(
      'When enchanted creature dies, return this card to the battlefield transformed under your control.',
    );
    expect(unenforced(esperOrigins).join('\n')).toContain('put it onto the battlefield transformed');
    expect(unenforced(accursedWitch)).toContain(
      'When this creature dies, return it to the battlefield transformed under your control attached to target opponent.',
    );
  });
});

describe('playing cards that return transformed (CR 712.14a)', () => {
  it("Harvest Hand dies and comes back as Scrounged Scythe, an Equipment, under its owner's control", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'hand', card: 'Harvest Hand' }],
            hand: ['Lightning Bolt'],
            manaPool: 'R',
            library: ['Island'],
          },
          p2: { library: ['Island'] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['hand'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // The dies trigger is on the stack; both pass and it resolves.
    expect(g.stack()).toEqual(['Harvest Hand ability']);
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Lightning Bolt']);
    expect(g.names('p1', 'battlefield')).toEqual(['Scrounged Scythe']);
    const c = chars(g, 'Scrounged Scythe');
    expect(c.types).toEqual(['artifact']);
    expect(c.subtypes).toEqual(['Equipment']);
    // It entered so: it did not transform (no "transforms" event), and it is a new object (CR 400.7).
    expect(g.has('Transformed')).toBe(false);
    expect(g.has('ZoneChanged', RULE.entersTransformed)).toBe(true);
  });
});
