// "You may cast creature spells as though they had flash" (CR 601.3, 702.8a): a static ability
// that lets its controller cast the spells it names any time they could cast an instant. Only the
// controller, only those spells, only while the permanent is on the battlefield; a split card's
// half or an Adventure is judged by its own characteristics (715.3b). Real cards: Sally Sparrow,
// Hypersonic Dragon, Renari, Merchant of Marvels, Vedalken Orrery. Rootwater Shaman ("Aura spells
// with enchant creature") stays text. The same permission from an effect lasts the turn
// (Alchemist's Refuge, Winding Canyons); "Any player may …" (Vernal Equinox) is each player's.
import { describe, expect, it } from 'vitest';
import { castOptions } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import type { CardData } from '../../data/card-data';
import { normalizeCard } from '../../data/faces';
import { card } from './card';
import { compiled, unenforced } from './compiled';

const sally = card(
  'Sally Sparrow',
  '{2}{W}{U}',
  'Legendary Creature — Human Detective',
  'You may cast creature spells as though they had flash.\nWhenever one or more other creatures you control leave the battlefield, investigate. This ability triggers only once each turn. (Create a Clue token. It\'s an artifact with "{2}, Sacrifice this token: Draw a card.")',
  '2/3',
);
const dragon = card(
  'Hypersonic Dragon',
  '{3}{U}{R}',
  'Creature — Dragon',
  'Flying, haste\nYou may cast sorcery spells as though they had flash. (You may cast them any time you could cast an instant.)',
  '4/4',
);
const renari = card(
  'Renari, Merchant of Marvels',
  '{3}{U}',
  'Legendary Creature — Dragon Artificer',
  'You may cast Dragon spells and artifact spells as though they had flash.\nChoose a Background (You can have a Background as a second commander.)',
  '2/4',
);
const orrery = card('Vedalken Orrery', '{4}', 'Artifact', 'You may cast spells as though they had flash.');
const ornithopter = card('Ornithopter', '{0}', 'Artifact Creature — Thopter', 'Flying', '0/2');
const treefolkData: CardData = {
  name: 'Tuinvale Treefolk // Oaken Boon',
  layout: 'adventure',
  card_faces: [
    {
      name: 'Tuinvale Treefolk',
      mana_cost: '{5}{G}',
      type_line: 'Creature — Treefolk Druid',
      oracle_text: '',
      power: '6',
      toughness: '5',
    },
    {
      name: 'Oaken Boon',
      mana_cost: '{3}{G}',
      type_line: 'Sorcery — Adventure',
      oracle_text:
        'Put two +1/+1 counters on target creature. (Then exile this card. You may cast the creature later from exile.)',
    },
  ],
};
const treefolk = normalizeCard(treefolkData);
const CARDS = compiled(sally, dragon, renari, orrery, ornithopter, treefolk);
const LANDS = ['Island', 'Island', 'Island', 'Forest', 'Forest', 'Forest'];
/** Player 2's turn, first main phase: p1 may cast only at instant speed. */
const theirs = { number: 4, active: 'p2' as const, phase: 'main1' as const };

function setup(p1: { hand: unknown[]; battlefield?: unknown[] }, p2: unknown[] = []): Game {
  const g = game(
    {
      turn: theirs,
      players: {
        p1: {
          hand: p1.hand,
          library: ['Island', 'Island', 'Island'],
          battlefield: [...LANDS, ...(p1.battlefield ?? [])],
        },
        p2: { battlefield: p2, library: ['Island', 'Island'] },
      },
    },
    [],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

/** The casts (half, cost) `ref` allows p1 now, and the reasons it can't. */
function ways(g: Game, ref: string) {
  const { options, refusals } = castOptions(g.engine.registry, g.state, 'p1', g.get(ref).id, { checkMana: false });
  return { halves: options.map((o) => o.mode.half), reasons: refusals.map((r) => r.reason) };
}

describe('casting spells as though they had flash (CR 601.3, 702.8a)', () => {
  it("Sally Sparrow: a creature spell on the opponent's turn, and it resolves", () => {
    const g = setup({ hand: [{ id: 'gb', card: 'Grizzly Bears' }], battlefield: ['Sally Sparrow'] });
    g.act({ cast: 'gb', player: 'p1' });
    expect(g.error).toBeNull();
    g.act({ pass: true, player: 'p1' });
    g.act({ pass: true, player: 'p2' });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
  });

  it("Sally Sparrow: not a sorcery, and not without her (CR 307.1), nor by an opponent's", () => {
    const g = setup({ hand: [{ id: 'dv', card: 'Divination' }], battlefield: ['Sally Sparrow'] });
    expect(ways(g, 'dv').halves).toEqual([]);
    expect(ways(g, 'dv').reasons[0]).toMatch(/another player's turn/);
    const none = setup({ hand: [{ id: 'gb', card: 'Grizzly Bears' }] });
    expect(ways(none, 'gb').halves).toEqual([]);
    const theirsOnly = setup({ hand: [{ id: 'gb', card: 'Grizzly Bears' }] }, ['Sally Sparrow']);
    expect(ways(theirsOnly, 'gb').halves).toEqual([]);
  });

  it('Sally Sparrow: an adventurer card as the creature, not as its sorcery Adventure (CR 715.3b)', () => {
    const g = setup({
      hand: [{ id: 'lb', card: 'Tuinvale Treefolk' }],
      battlefield: ['Sally Sparrow'],
    });
    expect(ways(g, 'lb').halves).toEqual([null]);
  });

  it('Hypersonic Dragon: the Adventure (a sorcery) but not the creature; Divination resolves', () => {
    const g = setup({
      hand: [
        { id: 'lb', card: 'Tuinvale Treefolk' },
        { id: 'dv', card: 'Divination' },
      ],
      battlefield: ['Hypersonic Dragon'],
    });
    expect(ways(g, 'lb').halves).toEqual(['Oaken Boon']);
    g.act({ cast: 'dv', player: 'p1' });
    g.act({ pass: true, player: 'p1' });
    g.act({ pass: true, player: 'p2' });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toHaveLength(3);
  });

  it('Renari: Dragon spells and artifact spells, not other creatures', () => {
    const g = setup({
      hand: [
        { id: 'hd', card: 'Hypersonic Dragon' },
        { id: 'or', card: 'Ornithopter' },
        { id: 'gb', card: 'Grizzly Bears' },
      ],
      battlefield: ['Renari, Merchant of Marvels'],
    });
    expect(ways(g, 'hd').halves).toEqual([null]);
    expect(ways(g, 'or').halves).toEqual([null]);
    expect(ways(g, 'gb').halves).toEqual([]);
  });

  it('Vedalken Orrery: any spell, during combat too', () => {
    const g = game(
      {
        turn: { number: 4, active: 'p2' as const, phase: 'beginCombat' as const },
        players: { p1: { hand: [{ id: 'dv', card: 'Divination' }], battlefield: [...LANDS, 'Vedalken Orrery'] } },
      },
      [],
      { cards: CARDS },
    );
    expect(ways(g, 'dv').halves).toEqual([null]);
  });
});

const refuge = card(
  "Alchemist's Refuge",
  '',
  'Land',
  '{T}: Add {C}.\n{G}{U}, {T}: You may cast spells this turn as though they had flash.',
);
const canyons = card(
  'Winding Canyons',
  '',
  'Land',
  '{T}: Add {C}.\n{2}, {T}: You may cast creature spells this turn as though they had flash.',
);
const equinox = card(
  'Vernal Equinox',
  '{3}{G}',
  'Enchantment',
  'Any player may cast creature and enchantment spells as though they had flash.',
);
const MORE = compiled(refuge, canyons, equinox);

function withLand(land: string, p2: string[] = []): Game {
  const g = game(
    {
      turn: theirs,
      players: {
        p1: {
          hand: [
            { id: 'gb', card: 'Grizzly Bears' },
            { id: 'dv', card: 'Divination' },
          ],
          library: ['Island', 'Island', 'Island'],
          battlefield: [...LANDS, ...(land ? [{ id: 'land', card: land }] : [])],
        },
        p2: { battlefield: p2, library: ['Island', 'Island'] },
      },
    },
    [],
    { cards: [...CARDS, ...MORE] },
  );
  expect(g.error).toBeNull();
  return g;
}

/** p1 activates the land's second ability on p2's turn and both players pass: it resolves. */
function activate(g: Game): void {
  g.act({ activate: 'land', ability: 1, player: 'p1' });
  g.act({ pass: true, player: 'p1' });
  g.act({ pass: true, player: 'p2' });
  expect(g.error).toBeNull();
}

describe('"this turn" from a resolved effect, and "any player" (CR 601.3)', () => {
  it("Alchemist's Refuge: a sorcery on the opponent's turn only after it resolved", () => {
    const g = withLand("Alchemist's Refuge");
    expect(ways(g, 'dv').halves).toEqual([]);
    activate(g);
    expect(ways(g, 'dv').halves).toEqual([null]);
    g.act({ cast: 'dv', player: 'p1' });
    g.act({ pass: true, player: 'p1' });
    g.act({ pass: true, player: 'p2' });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Grizzly Bears', 'Island', 'Island']);
  });

  it('Winding Canyons: creature spells, not a sorcery', () => {
    const g = withLand('Winding Canyons');
    activate(g);
    expect(ways(g, 'gb').halves).toEqual([null]);
    expect(ways(g, 'dv').halves).toEqual([]);
  });

  it("Vernal Equinox: the opponent's lets p1 cast a creature spell, not a sorcery", () => {
    const g = withLand('', ['Vernal Equinox']);
    expect(ways(g, 'gb').halves).toEqual([null]);
    expect(ways(g, 'dv').halves).toEqual([]);
  });
});

describe('near misses stay text', () => {
  it('spells described by more than their characteristics', () => {
    const shaman = card(
      'Rootwater Shaman',
      '{2}{U}',
      'Creature — Merfolk Shaman',
      'You may cast Aura spells with enchant creature as though they had flash.',
      '2/2',
    );
    expect(unenforced(shaman)).toHaveLength(1);
  });
});
