// Split cards (CR 709): each half is read as the spell ability of an instant or sorcery named as
// that half. A player casts one half (709.3: only its characteristics are on the stack, only its
// text resolves); elsewhere the card has both halves' characteristics combined (709.4).
// Rooms (709.5) are read as doors; fuse (702.102) is played in fuse.test.ts. Aftermath (702.127a)
// is played in aftermath.test.ts.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { assaultBattery } from '../../a/assault-battery';
import type { CardData } from '../../data/card-data';
import { normalizeCard } from '../../data/faces';
import { compileCard } from '../compile';
import { compiled, main, pt } from './compiled';

function split(name: string, faces: [string, string, string][]): CardData {
  return normalizeCard({
    name,
    layout: 'split',
    card_faces: faces.map(([n, cost, typeAndText]) => {
      const [typeLine, ...text] = typeAndText.split('\n');
      return { name: n, mana_cost: cost, type_line: typeLine, oracle_text: text.join('\n') };
    }),
  });
}

const statusStatue = split('Status // Statue', [
  ['Status', '{B/G}', 'Instant\nTarget creature gets +1/+1 and gains deathtouch until end of turn.'],
  ['Statue', '{2}{B}{G}', 'Instant\nDestroy target artifact, creature, or enchantment.'],
]);
const CARDS = compiled(statusStatue);

function chars(g: Game, ref: string) {
  return characteristics(readContext(g.state, g.engine.registry), g.get(ref));
}

const board = {
  turn: main,
  players: {
    p1: { hand: [{ id: 'ss', card: 'Status // Statue' }], manaPool: 'CCBG', library: ['Island'] },
    p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }], library: ['Island'] },
  },
};

describe('split cards (CR 709)', () => {
  it('the halves of Assault // Battery compile to the spells of the hand-written card', () => {
    const data = split('Assault // Battery', [
      ['Assault', '{R}', 'Sorcery\nAssault deals 2 damage to any target.'],
      ['Battery', '{3}{G}', 'Sorcery\nCreate a 3/3 green Elephant creature token.'],
    ]);
    const r = compileCard(data);
    expect(r.status).toBe('full');
    // The compiled token also names itself "Elephant Token", the name CR 111.4 gives it anyway.
    expect(r.def.halves?.map((h) => [h.name, h.manaCost, h.typeLine, h.spell])).toMatchObject(
      assaultBattery.halves?.map((h) => [h.name, h.manaCost, h.typeLine, h.spell]) ?? [],
    );
  });

  it('in a hand, Status // Statue has both halves: mana value 5, black and green (709.4)', () => {
    const g = game(board, [], { cards: CARDS });
    const c = chars(g, 'ss');
    expect(c.manaValue).toBe(5);
    expect([...c.colors].sort()).toEqual(['B', 'G']);
    expect(c.types).toEqual(['instant']);
  });

  it('cast as Statue, it is only Statue on the stack (709.3) and destroys the Grizzly Bears', () => {
    const g = game(board, [{ cast: 'ss', half: 'Statue', targets: ['bears'] }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Statue']);
    expect(chars(g, 'ss').manaValue).toBe(4);
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'graveyard')).toEqual(['Status // Statue']);
  });

  it('cast as Status, only its {B/G} is paid, and the Bears get +1/+1 and deathtouch', () => {
    const g = game(board, [{ cast: 'ss', half: 'Status', targets: ['bears'] }, { pass: true }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(pt(g, 'bears')).toEqual([3, 3]);
    expect(chars(g, 'bears').keywords).toContain('deathtouch');
    // {B/G} paid with one mana; three of the four in the pool are left.
    expect(Object.values(g.state.players.p1.manaPool).reduce((a, b) => a + b, 0)).toBe(3);
  });

  it('near misses: a half whose X no cost defines stays text, a Room is read as a Room (rooms.test.ts); fuse stays text, each half cast alone', () => {
    // Ribbons with {X} in its cost is read (split-x.test.ts); without it, X is nothing (CR 107.3).
    const cutRibbons = split('Cut // Ribbons', [
      ['Cut', '{1}{R}', 'Sorcery\nCut deals 4 damage to target creature.'],
      [
        'Ribbons',
        '{B}{B}',
        'Sorcery\nAftermath (Cast this spell only from your graveyard. Then exile it.)\nEach opponent loses X life.',
      ],
    ]);
    const cr = compileCard(cutRibbons);
    expect(cr.status).toBe('partial');
    expect(cr.abilities.filter((a) => !a.enforced).map((a) => a.text)).toEqual(['Each opponent loses X life.']);
    expect(cr.def.halves?.map((h) => !!h.aftermath)).toEqual([false, true]);
    const room = split('Bottomless Pool // Locker Room', [
      [
        'Bottomless Pool',
        '{U}',
        "Enchantment — Room\nWhen you unlock this door, return up to one target creature to its owner's hand.",
      ],
      [
        'Locker Room',
        '{4}{U}',
        'Enchantment — Room\nWhenever one or more creatures you control deal combat damage to a player, draw a card.',
      ],
    ]);
    // Read as a Room since Rooms are modelled (CR 709.5): each half is its door, not a spell.
    expect(compileCard(room).def.halves?.map((h) => h.typeLine)).toEqual(['Enchantment — Room', 'Enchantment — Room']);
    expect(compileCard(room).status).toBe('full');
    const wearTear = split('Wear // Tear', [
      [
        'Wear',
        '{1}{R}',
        'Instant\nDestroy target artifact.\nFuse (You may cast one or both halves of this card from your hand.)',
      ],
      [
        'Tear',
        '{W}',
        'Instant\nDestroy target enchantment.\nFuse (You may cast one or both halves of this card from your hand.)',
      ],
    ]);
    // Fuse is read with both halves (fuse.test.ts plays it).
    const r = compileCard(wearTear);
    expect(r.status).toBe('full');
    expect(r.def.altCosts?.map((a) => a.kind)).toEqual(['fuse']);
    expect(r.def.halves?.map((h) => h.spell.steps[0]?.do)).toEqual(['destroy', 'destroy']);
  });
});
