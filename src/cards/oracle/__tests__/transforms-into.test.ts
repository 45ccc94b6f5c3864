// "When ~ transforms into ~" and "Whenever a permanent you control transforms into a Phyrexian"
// (CR 701.27a, 712.18): a double-faced permanent turned over is the same object with the face
// now up, so the ability of the face it turned to sees it, and a subject is matched as the
// permanent is immediately after. "When ~ transforms into ~ or dies", "enters or transforms into
// ~" are either event. "As ~ transforms into ~, attach it to a player" (a replacement) stays text.
import { describe, expect, it } from 'vitest';
import { allObjects, characteristics, readContext, type GameObject } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import type { CardData } from '../../data/card-data';
import { normalizeCard } from '../../data/faces';
import { card } from './card';
import { compiled, main, run, unenforced } from './compiled';

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

const thallid = dfc(
  {
    name: 'Blightreaper Thallid',
    cost: '{1}{B}',
    type: 'Creature — Fungus',
    text: '{3}{G/P}: Transform this creature. Activate only as a sorcery. ({G/P} can be paid with either {G} or 2 life.)',
    pt: '2/2',
    colors: ['B'],
  },
  {
    name: 'Blightsower Thallid',
    cost: '',
    type: 'Creature — Phyrexian Fungus',
    text: 'When this creature transforms into Blightsower Thallid or dies, create a 1/1 green Phyrexian Saproling creature token.',
    pt: '3/3',
    colors: ['B', 'G'],
  },
);
const pariah = dfc(
  {
    name: 'Voldaren Pariah',
    cost: '{3}{B}{B}',
    type: 'Creature — Vampire Horror',
    text: 'Flying\nSacrifice three other creatures: Transform this creature.\nMadness {B}{B}{B} (If you discard this card, discard it into exile. When you do, cast it for its madness cost or put it into your graveyard.)',
    pt: '3/3',
    colors: ['B'],
  },
  {
    name: 'Abolisher of Bloodlines',
    cost: '',
    type: 'Creature — Eldrazi Vampire',
    text: 'Flying\nWhen this creature transforms into Abolisher of Bloodlines, target opponent sacrifices three creatures of their choice.',
    pt: '6/5',
    colors: [],
  },
);
const inquisitor = card(
  "Norn's Inquisitor",
  '{1}{W}',
  'Creature — Phyrexian Knight',
  'When this creature enters, incubate 2. (Create an Incubator token with two +1/+1 counters on it and "{2}: Transform this token." It transforms into a 0/0 Phyrexian artifact creature.)\nWhenever a permanent you control transforms into a Phyrexian, put a +1/+1 counter on it.',
  '1/1',
);
const cult = card(
  'Cult of the Waxing Moon',
  '{4}{G}',
  'Creature — Human Shaman',
  'Whenever a permanent you control transforms into a non-Human creature, create a 2/2 green Wolf creature token.',
  '5/4',
);
const leeches = dfc(
  {
    name: 'Curse of Leeches',
    cost: '{2}{B}',
    type: 'Enchantment — Aura Curse',
    text: "Enchant player\nAs this permanent transforms into Curse of Leeches, attach it to a player.\nAt the beginning of enchanted player's upkeep, they lose 1 life and you gain 1 life.\nDaybound (If a player casts no spells during their own turn, it becomes night next turn.)",
    colors: ['B'],
  },
  {
    name: 'Leeching Lurker',
    cost: '',
    type: 'Creature — Leech Horror',
    text: 'Lifelink\nNightbound (If a player casts at least two spells during their own turn, it becomes day next turn.)',
    pt: '4/4',
    colors: ['B'],
  },
);
const CARDS = compiled(thallid, pariah, inquisitor, cult);

function chars(g: Game, o: GameObject) {
  return characteristics(readContext(g.state, g.engine.registry), o);
}

/** Passes until the stack is empty, ordering simultaneous triggers as listed (CR 603.3b). */
function settle(g: Game): void {
  for (let i = 0; i < 20; i++) {
    run(g);
    const d = g.state.pendingDecision;
    if (!d) return;
    g.act({ decide: d.kind === 'chooseOrder' ? d.options.map((o) => o.value) : d.candidates });
  }
}

/** The tokens on the battlefield named `name`, oldest first. */
function tokens(g: Game, name: string): GameObject[] {
  return allObjects(g.state).filter((o) => o.token && o.zone === 'battlefield' && chars(g, o).names.includes(name));
}

describe('"When ~ transforms into ~" (CR 701.27a, 712.18)', () => {
  it('Blightreaper Thallid transformed by its own ability: Blightsower Thallid makes a Saproling, once', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'th', card: 'Blightreaper Thallid' }, 'Forest', 'Forest', 'Forest', 'Forest'] },
        },
      },
      [{ activate: 'th' }, { decide: ['mana'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(tokens(g, 'Phyrexian Saproling Token')).toHaveLength(0);
    run(g);
    expect(g.error).toBeNull();
    expect(g.get('th').backFaceUp).toBe(true);
    const saps = tokens(g, 'Phyrexian Saproling Token');
    expect(saps).toHaveLength(1);
    expect([chars(g, saps[0]!).power, chars(g, saps[0]!).toughness]).toEqual([1, 1]);
  });

  it('"… or dies": Blightsower Thallid dying makes a Saproling too; the front face dying makes none', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Lightning Bolt', 'Lightning Bolt'],
            battlefield: [
              { id: 'th', card: 'Blightreaper Thallid' },
              'Forest',
              'Forest',
              'Forest',
              'Forest',
              'Mountain',
            ],
          },
        },
      },
      [{ activate: 'th' }, { decide: ['mana'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    run(g);
    expect(tokens(g, 'Phyrexian Saproling Token')).toHaveLength(1);
    g.act({ cast: 'Lightning Bolt', targets: ['th'] });
    run(g);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toContain('Blightreaper Thallid');
    expect(tokens(g, 'Phyrexian Saproling Token')).toHaveLength(2);
  });

  it('Voldaren Pariah sacrificing three creatures: Abolisher of Bloodlines makes the opponent sacrifice three', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'vp', card: 'Voldaren Pariah' },
              { id: 'a', card: 'Grizzly Bears' },
              { id: 'b', card: 'Grizzly Bears' },
              { id: 'c', card: 'Grizzly Bears' },
            ],
          },
          p2: { battlefield: ['Grizzly Bears', 'Grizzly Bears', 'Giant Spider', 'Llanowar Elves'] },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ activate: 'vp', costs: { sacrifice: ['a', 'b', 'c'] } } as never);
    expect(g.error).toBeNull();
    run(g);
    expect(g.get('vp').backFaceUp).toBe(true);
    // The opponent chooses which three (CR 701.21a); one of four stays.
    const d = g.state.pendingDecision;
    expect(d?.player).toBe('p2');
    g.act({ decide: d!.candidates.slice(0, 3), player: 'p2' } as never);
    run(g);
    expect(g.error).toBeNull();
    expect(g.names('p2', 'battlefield')).toHaveLength(1);
  });
});

describe('"Whenever a permanent you control transforms into a …"', () => {
  it("an Incubator turned into a Phyrexian artifact creature: Norn's Inquisitor puts a counter on it, the Cult makes a Wolf", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ["Norn's Inquisitor"],
            battlefield: ['Cult of the Waxing Moon', 'Plains', 'Plains', 'Plains', 'Plains'],
          },
        },
      },
      [{ cast: "Norn's Inquisitor" }],
      { cards: CARDS },
    );
    run(g);
    expect(g.error).toBeNull();
    const [inc] = tokens(g, 'Incubator Token');
    expect(inc!.counters['+1/+1']).toBe(2);
    expect(tokens(g, 'Wolf Token')).toHaveLength(0);
    g.act({ activate: inc!.id });
    settle(g);
    expect(g.error).toBeNull();
    const [phy] = tokens(g, 'Phyrexian Token');
    expect(phy?.id).toBe(inc!.id);
    expect(phy!.counters['+1/+1']).toBe(3);
    expect([chars(g, phy!).power, chars(g, phy!).toughness]).toEqual([3, 3]);
    expect(tokens(g, 'Wolf Token')).toHaveLength(1);
  });

  it('the subject is matched after the transform: a Fungus turned Phyrexian Fungus is a non-Human creature (a Wolf), and a Phyrexian (a counter)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              "Norn's Inquisitor",
              'Cult of the Waxing Moon',
              { id: 'th', card: 'Blightreaper Thallid' },
              'Forest',
              'Forest',
              'Forest',
              'Forest',
            ],
          },
        },
      },
      [{ activate: 'th' }, { decide: ['mana'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    settle(g);
    expect(g.error).toBeNull();
    expect(g.get('th').counters['+1/+1']).toBe(1);
    expect(tokens(g, 'Wolf Token')).toHaveLength(1);
    // The Saproling token was created, not transformed: no Wolf and no counter for it.
    const [sap] = tokens(g, 'Phyrexian Saproling Token');
    expect(sap!.counters['+1/+1'] ?? 0).toBe(0);
  });

  it('near miss: "As ~ transforms into ~, attach it to a player" (a replacement, not a trigger) stays text', () => {
    expect(unenforced(leeches)).toEqual(['As this permanent transforms into Curse of Leeches, attach it to a player.']);
  });
});
