// "Spend this mana only to cast kicked spells" (CR 106.6): the mana pays only for a spell whose
// kicker cost is paid (702.33d), which the caster announces before paying (601.2b); "an instant or
// sorcery spell or a kicked spell": either kind.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const elfhameDruid = card(
  'Elfhame Druid',
  '{1}{G}',
  'Creature — Elf Druid',
  '{T}: Add {G}.\n{T}: Add {G}{G}. Spend this mana only to cast kicked spells.',
  '0/2',
);
const volshe = card(
  'Volshe Tideturner',
  '{1}{U}',
  'Creature — Merfolk Wizard',
  '{T}: Add {U}. Spend this mana only to cast an instant or sorcery spell or a kicked spell.',
  '1/3',
);
const CARDS = compiled(elfhameDruid, volshe);

describe('mana spent only on kicked spells (CR 106.6, 702.33d)', () => {
  it("Elfhame Druid's {G}{G} pays for a kicked Burst Lightning: 4 damage", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Burst Lightning'],
            battlefield: [{ id: 'druid', card: 'Elfhame Druid' }, 'Mountain', 'Forest', 'Forest'],
          },
        },
      },
      [
        { activate: 'druid', ability: 1 },
        { cast: 'Burst Lightning', kicker: true, targets: ['p2'] },
        { pass: true },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(16);
    expect(g.state.players.p1.restrictedMana).toBeUndefined();
  });

  it("the {G}{G} doesn't pay for Grizzly Bears (not kicked): the cast is refused", () => {
    const g = game(
      {
        turn: main,
        players: { p1: { hand: ['Grizzly Bears'], battlefield: [{ id: 'druid', card: 'Elfhame Druid' }] } },
      },
      [{ activate: 'druid', ability: 1 }, { cast: 'Grizzly Bears' }],
      { cards: CARDS },
    );
    expect(g.error).not.toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Grizzly Bears']);
    expect(g.state.players.p1.restrictedMana).toHaveLength(2);
  });

  it('Volshe Tideturner: its {U} pays for an instant, not for a creature spell that is not kicked', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Blue Thought'], library: ['Island'], battlefield: [{ id: 'v', card: 'Volshe Tideturner' }] },
        },
      },
      [{ activate: 'v' }, { cast: 'Blue Thought' }, { pass: true }, { pass: true }],
      { cards: [...CARDS, ...compiled(card('Blue Thought', '{U}', 'Instant', 'Draw a card.'))] },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Island']);
    const c = game(
      {
        turn: main,
        players: { p1: { hand: ['Blue Sprite'], battlefield: [{ id: 'v', card: 'Volshe Tideturner' }] } },
      },
      [{ activate: 'v' }, { cast: 'Blue Sprite' }],
      { cards: [...CARDS, ...compiled(card('Blue Sprite', '{U}', 'Creature — Faerie', 'Flying', '1/1'))] },
    );
    expect(c.error).not.toBeNull();
    expect(c.names('p1', 'hand')).toEqual(['Blue Sprite']);
  });

  it('near miss: "Spend this mana only to cast multikicked spells" stays text', () => {
    const near = card(
      'Near Miss',
      '{1}{G}',
      'Creature — Elf Druid',
      '{T}: Add {G}{G}. Spend this mana only to cast multikicked spells.',
      '0/2',
    );
    expect(unenforced(near)).toHaveLength(1);
  });
});
