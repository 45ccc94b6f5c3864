// "Until end of turn, target creature has base power and toughness 4/4 and gains flying" and
// "… becomes a blue Serpent with base power and toughness 5/5": the sentence's leading duration
// (CR 611.2a) holds for each verb; the base power and toughness are set in layer 7b (613.4b), a
// colour named replaces the object's colours (layer 5, 105.3) and the creature types named
// replace its creature types (layer 4, 205.1b). All end in the cleanup step (514.2).
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const ambush = card(
  'Serpentine Ambush',
  '{1}{U}',
  'Instant',
  'Until end of turn, target creature becomes a blue Serpent with base power and toughness 5/5.',
);
const polymorph = card(
  "Mordenkainen's Polymorph",
  '{1}{U}',
  'Instant',
  'Until end of turn, target creature becomes a Dragon with base power and toughness 4/4 and gains flying. (It loses all other creature types.)',
);
const waterWings = card(
  'Water Wings',
  '{1}{U}',
  'Instant',
  "Until end of turn, target creature you control has base power and toughness 4/4 and gains flying and hexproof. (It can't be the target of spells or abilities your opponents control.)",
);
const creeperhulk = card(
  'Creeperhulk',
  '{3}{G}{G}',
  'Creature — Plant Elemental',
  'Trample\n{1}{G}: Until end of turn, target creature you control has base power and toughness 5/5 and gains trample.',
  '5/5',
);
const CARDS = compiled(ambush, polymorph, waterWings, creeperhulk);

type G = ReturnType<typeof game>;
const chars = (g: G, ref: string) => characteristics(readContext(g.state, g.engine.registry), g.get(ref));

/** p1 casts `spell` on a Grizzly Bears with a +1/+1 counter, p1's own when `mine`, else p2's. */
function castOn(spell: string, mine: boolean): G {
  const bears = { id: 'bears', card: 'Grizzly Bears', counters: { '+1/+1': 1 } };
  return game(
    {
      turn: main,
      players: {
        p1: { hand: [spell], battlefield: ['Island', 'Island', ...(mine ? [bears] : [])] },
        p2: { battlefield: mine ? [] : [bears] },
      },
    },
    [{ cast: spell, targets: ['bears'] }, { pass: true }],
    { cards: CARDS },
  );
}

describe('base power and toughness until end of turn (CR 613.4b, 611.2a)', () => {
  it('Serpentine Ambush: Grizzly Bears (with a +1/+1 counter) becomes a blue Serpent 5/5 base, so 6/6, until cleanup', () => {
    const g = castOn('Serpentine Ambush', false);
    expect(g.error).toBeNull();
    // The counter still applies on top of the new base (layer 7c after 7b).
    expect(pt(g, 'bears')).toEqual([6, 6]);
    expect(chars(g, 'bears').colors).toEqual(['U']);
    expect(chars(g, 'bears').subtypes).toEqual(['Serpent']);
    expect(chars(g, 'bears').types).toEqual(['creature']);
    g.act({ advance: 'next-turn' });
    expect(pt(g, 'bears')).toEqual([3, 3]);
    expect(chars(g, 'bears').colors).toEqual(['G']);
    expect(chars(g, 'bears').subtypes).toEqual(['Bear']);
  });

  it("Mordenkainen's Polymorph: a Dragon 4/4 with flying; no colour named, so it stays green", () => {
    const g = castOn("Mordenkainen's Polymorph", false);
    expect(g.error).toBeNull();
    expect(pt(g, 'bears')).toEqual([5, 5]);
    expect(chars(g, 'bears').subtypes).toEqual(['Dragon']);
    expect(chars(g, 'bears').colors).toEqual(['G']);
    expect(chars(g, 'bears').keywords).toContain('flying');
  });

  it('Water Wings: base 4/4 with flying and hexproof until end of turn, then 3/3 without them', () => {
    const g = castOn('Water Wings', true);
    expect(g.error).toBeNull();
    expect(pt(g, 'bears')).toEqual([5, 5]);
    expect(chars(g, 'bears').keywords).toEqual(expect.arrayContaining(['flying', 'hexproof']));
    g.act({ advance: 'next-turn' });
    expect(pt(g, 'bears')).toEqual([3, 3]);
    expect(chars(g, 'bears').keywords).not.toContain('flying');
  });

  it("Creeperhulk's ability: target Grizzly Bears has base power and toughness 5/5 and trample", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Forest', 'Forest', 'Creeperhulk', { id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ activate: 'Creeperhulk', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'bears')).toEqual([5, 5]);
    expect(chars(g, 'bears').keywords).toContain('trample');
  });

  it('Wings of Velis Vel: base 4/4, every creature type, and flying — three verbs under one duration (CR 205.3m)', () => {
    const wings = card(
      'Wings of Velis Vel',
      '{1}{U}',
      'Kindred Instant — Shapeshifter',
      'Changeling (This card is every creature type.)\nUntil end of turn, target creature has base power and toughness 4/4, gains all creature types, and gains flying.',
    );
    expect(unenforced(wings)).toEqual([]);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Wings of Velis Vel'],
            battlefield: ['Island', 'Island', { id: 'bears', card: 'Grizzly Bears', counters: { '+1/+1': 1 } }],
          },
        },
      },
      [{ cast: 'Wings of Velis Vel', targets: ['bears'] }, { pass: true }],
      { cards: compiled(wings) },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'bears')).toEqual([5, 5]);
    expect(chars(g, 'bears').subtypes).toEqual(expect.arrayContaining(['Bear', 'Elf', 'Sliver']));
    expect(chars(g, 'bears').keywords).toContain('flying');
    g.act({ advance: 'next-turn' });
    expect(pt(g, 'bears')).toEqual([3, 3]);
    expect(chars(g, 'bears').subtypes).toEqual(['Bear']);
  });
});
