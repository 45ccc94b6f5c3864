// Transforming double-faced cards (CR 712.2): each face is read as a card of its own, the back
// face into the definition's `back`; "transform this creature" is the keyword action of 701.27a.
// A card is full only when both faces are: a face whose text stays text keeps the card partial.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext, RULE } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import type { CardData } from '../../data/card-data';
import { normalizeCard } from '../../data/faces';
import { compileCard } from '../compile';
import { compiled, main, unenforced } from './compiled';

type Face = { name: string; cost: string; type: string; text: string; pt?: string; colors: string[] };

/** A transforming card in Scryfall's shape, its faces as printed. */
function dfc(front: Face, back: Face): CardData {
  return normalizeCard({
    name: `${front.name} // ${back.name}`,
    layout: 'transform',
    card_faces: [front, back].map((f) => ({
      name: f.name,
      mana_cost: f.cost,
      type_line: f.type,
      oracle_text: f.text,
      colors: f.colors,
      ...(f.pt ? { power: f.pt.split('/')[0], toughness: f.pt.split('/')[1] } : {}),
    })),
  });
}

const thrabenSentry = dfc(
  {
    name: 'Thraben Sentry',
    cost: '{3}{W}',
    type: 'Creature — Human Soldier',
    text: 'Vigilance\nWhenever another creature you control dies, you may transform this creature.',
    pt: '2/2',
    colors: ['W'],
  },
  { name: 'Thraben Militia', cost: '', type: 'Creature — Human Soldier', text: 'Trample', pt: '5/4', colors: ['W'] },
);
const mysteriousTome = dfc(
  {
    name: 'Mysterious Tome',
    cost: '{2}{U}',
    type: 'Artifact — Book',
    text: '{2}, {T}: Draw a card. Transform this artifact.',
    colors: ['U'],
  },
  {
    name: 'Chilling Chronicle',
    cost: '',
    type: 'Artifact — Book',
    text: '{1}, {T}: Tap target nonland permanent. Transform this artifact.',
    colors: ['U'],
  },
);
const delver = dfc(
  {
    name: 'Delver of Secrets',
    cost: '{U}',
    type: 'Creature — Human Wizard',
    text: 'At the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed this way, transform this creature.',
    pt: '1/1',
    colors: ['U'],
  },
  { name: 'Insectile Aberration', cost: '', type: 'Creature — Human Insect', text: 'Flying', pt: '3/2', colors: ['U'] },
);
const uninvitedGeist = dfc(
  {
    name: 'Uninvited Geist',
    cost: '{2}{U}',
    type: 'Creature — Spirit',
    text: "Skulk (This creature can't be blocked by creatures with greater power.)\nWhen this creature deals combat damage to a player, transform it.",
    pt: '2/2',
    colors: ['U'],
  },
  {
    name: 'Unimpeded Trespasser',
    cost: '',
    type: 'Creature — Spirit',
    text: "This creature can't be blocked.",
    pt: '3/3',
    colors: ['U'],
  },
);

const CARDS = compiled(thrabenSentry, mysteriousTome);
const DELVER = [compileCard(delver).def];

function chars(g: Game, ref: string) {
  return characteristics(readContext(g.state, g.engine.registry), g.get(ref));
}

describe('compiling a transforming double-faced card (CR 712.2)', () => {
  it('the front face is the definition, the back face its back: Thraben Sentry // Thraben Militia', () => {
    const r = compileCard(thrabenSentry);
    expect(r.status).toBe('full');
    expect(r.def.name).toBe('Thraben Sentry');
    expect(r.def.doubleFaced).toBe('transforming');
    expect(r.def.back).toMatchObject({ name: 'Thraben Militia', manaCost: '', power: 5, toughness: 4 });
    expect(r.def.back?.keywords).toEqual(['trample']);
    // CR 202.2e: a back face without a mana cost has its color indicator's colours.
    expect(r.def.back?.colors).toEqual(['W']);
    // "you may transform this creature": a choice, then the keyword action on the source (CR 701.27a).
    expect(r.def.triggered?.[0]?.steps).toEqual([
      { do: 'may', prompt: 'transform ~?', as: 'may1' },
      { do: 'transform', what: { ref: 'source' }, when: { var: 'may1' } },
    ]);
  });

  it("a face whose text stays text keeps the card partial: Delver's upkeep look stays text, its back face's flying is read", () => {
    const r = compileCard(delver);
    expect(r.status).toBe('partial');
    expect(unenforced(delver)).toEqual([delver.card_faces?.[0]?.oracle_text]);
    expect(r.def.back?.keywords).toEqual(['flying']);
  });

  it('near miss: "transform it" after a trigger stays text (only "transform this creature" is read)', () => {
    expect(unenforced(uninvitedGeist)).toContain('When this creature deals combat damage to a player, transform it.');
    expect(compileCard(uninvitedGeist).status).toBe('partial');
  });
});

describe('playing transforming cards (CR 701.27, 712.8, 712.18)', () => {
  it('Thraben Sentry transforms when another creature you control dies: a 5/4 trampler without vigilance, the same permanent', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'sentry', card: 'Thraben Sentry', counters: { '+1/+1': 1 } },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
            hand: ['Lightning Bolt'],
            manaPool: 'R',
            library: ['Island'],
          },
          p2: { library: ['Island'] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const id = g.get('sentry').id;
    g.act({ pass: true });
    g.act({ decide: true });
    expect(g.get('sentry').id).toBe(id);
    const c = chars(g, 'sentry');
    expect(c.names).toEqual(['Thraben Militia']);
    expect([c.power, c.toughness]).toEqual([6, 5]);
    expect(c.keywords).toEqual(['trample']);
    // CR 712.8e: the front face's mana value; its colour is its color indicator's.
    expect(c.manaValue).toBe(4);
    expect(c.colors).toEqual(['W']);
    expect(g.has('Transformed', RULE.transform)).toBe(true);
  });

  it('Mysterious Tome draws and becomes Chilling Chronicle, whose ability taps and turns it back', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'tome', card: 'Mysterious Tome' }], manaPool: 'CC', library: ['Island', 'Island'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }], library: ['Island'] },
        },
      },
      [{ activate: 'tome', ability: 0 }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Island']);
    expect(chars(g, 'tome').names).toEqual(['Chilling Chronicle']);
    // The same permanent: still tapped from its cost (CR 712.18).
    expect(g.get('tome').tapped).toBe(true);
    expect(chars(g, 'tome').manaValue).toBe(3);
  });

  it('a transformed Insectile Aberration on a board is a blue 3/2 flier with mana value 1', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: [{ id: 'd', card: 'Delver of Secrets', transformed: true }] } } },
      [],
      { cards: DELVER },
    );
    const c = chars(g, 'd');
    expect(c.names).toEqual(['Insectile Aberration']);
    expect([c.power, c.toughness, c.manaValue]).toEqual([3, 2, 1]);
    expect(c.keywords).toEqual(['flying']);
    expect(c.colors).toEqual(['U']);
  });
});
