// Fuse (CR 702.102): a split card with fuse cast from its owner's hand may be cast with both
// halves (702.102a): the fused split spell has both halves' characteristics (702.102b, 709.4d),
// its total cost includes each half's mana cost (702.102c), and it resolves the left half's
// instructions, then the right half's (702.102d). Real cards played.
import { describe, expect, it } from 'vitest';
import { characteristics, getObject, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import type { CardData } from '../../data/card-data';
import { normalizeCard } from '../../data/faces';
import { compileCard } from '../compile';
import { compiled, main } from './compiled';

const FUSE = 'Fuse (You may cast one or both halves of this card from your hand.)';

function split(name: string, faces: [string, string, string, string][]): CardData {
  return normalizeCard({
    name,
    layout: 'split',
    card_faces: faces.map(([n, cost, typeLine, text]) => ({
      name: n,
      mana_cost: cost,
      type_line: typeLine,
      oracle_text: `${text}\n${FUSE}`,
    })),
  });
}

const farAway = split('Far // Away', [
  ['Far', '{1}{U}', 'Instant', "Return target creature to its owner's hand."],
  ['Away', '{2}{B}', 'Instant', 'Target player sacrifices a creature of their choice.'],
]);
const turnBurn = split('Turn // Burn', [
  [
    'Turn',
    '{2}{U}',
    'Instant',
    'Until end of turn, target creature loses all abilities and becomes a red Weird with base power and toughness 0/1.',
  ],
  ['Burn', '{1}{R}', 'Instant', 'Burn deals 2 damage to any target.'],
]);
const breakingEntering = split('Breaking // Entering', [
  ['Breaking', '{U}{B}', 'Sorcery', 'Target player mills eight cards.'],
  [
    'Entering',
    '{4}{B}{R}',
    'Sorcery',
    'Put a creature card from a graveyard onto the battlefield under your control. It gains haste until end of turn.',
  ],
]);
const adept = normalizeCard({
  name: 'Omnispell Adept',
  layout: 'normal',
  mana_cost: '{4}{U}',
  type_line: 'Creature — Human Wizard',
  oracle_text: '{2}{U}, {T}: You may cast an instant or sorcery spell from your hand without paying its mana cost.',
  power: '3',
  toughness: '4',
});
const CARDS = compiled(farAway, turnBurn, adept);

/** How many of p1's permanents are tapped. */
function tapped(g: Game): number {
  return g.state.battlefield.map((id) => getObject(g.state, id)).filter((o) => o?.controller === 'p1' && o.tapped)
    .length;
}

function farAwayWith(lands: string[]) {
  return game(
    {
      turn: main,
      players: {
        p1: { hand: ['Far // Away'], battlefield: lands },
        p2: {
          battlefield: [
            { id: 'bears', card: 'Grizzly Bears' },
            { id: 'spider', card: 'Giant Spider' },
          ],
        },
      },
    },
    [],
    { cards: CARDS },
  );
}

describe('fuse (CR 702.102)', () => {
  it('Far // Away fused: {1}{U} and {2}{B} paid; the bears return, then p2 sacrifices the spider', () => {
    const g = farAwayWith(['Island', 'Island', 'Swamp', 'Swamp', 'Swamp']);
    g.act({ cast: 'Far // Away', alt: 'fuse', targets: ['bears', 'p2'] });
    expect(g.error).toBeNull();
    expect(tapped(g)).toBe(5);
    // On the stack it has both halves' characteristics (709.4d): both names, mana value 5.
    const ch = characteristics(readContext(g.state, g.engine.registry), g.get('Far // Away'));
    expect(ch.names).toEqual(['Far', 'Away']);
    expect(ch.manaValue).toBe(5);
    g.act({ pass: true });
    expect(g.names('p2', 'hand')).toEqual(['Grizzly Bears']);
    // The left half first (702.102d): the bears have left, so the spider is the one sacrificed.
    expect(g.names('p2', 'graveyard')).toEqual(['Giant Spider']);
    expect(g.names('p1', 'graveyard')).toEqual(['Far // Away']);
  });

  it('Far // Away fused with four lands is refused; one half alone still costs only its own', () => {
    const g = farAwayWith(['Island', 'Island', 'Swamp', 'Swamp']);
    expect(() => g.act({ cast: 'Far // Away', alt: 'fuse', targets: ['bears', 'p2'] })).toThrow();
    expect(g.names('p1', 'hand')).toEqual(['Far // Away']);
    g.act({ cast: 'Far // Away', half: 'Far', targets: ['bears'] });
    expect(tapped(g)).toBe(2);
    g.act({ pass: true });
    expect(g.names('p2', 'hand')).toEqual(['Grizzly Bears']);
    expect(g.names('p2', 'battlefield')).toEqual(['Giant Spider']);
  });

  it('Turn // Burn fused on one creature: it becomes 0/1, then 2 damage destroys it', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Turn // Burn'], battlefield: ['Island', 'Island', 'Island', 'Mountain', 'Mountain'] },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
        },
      },
      [{ cast: 'Turn // Burn', alt: 'fuse', targets: ['spider', 'spider'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Giant Spider']);
  });

  it('cast without paying its mana cost, a fuse card may still be fused (fuse is not an alternative cost, CR 702.102a, 118.9)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Far // Away'],
            battlefield: [{ id: 'adept', card: 'Omnispell Adept' }, 'Island', 'Island', 'Island'],
          },
          p2: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'spider', card: 'Giant Spider' },
            ],
          },
        },
      },
      [{ activate: 'adept' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ decide: [g.get('Far // Away').id] });
    // Fused or one half: asked as the spell is cast (CR 601.2b).
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseOption', purpose: 'fuse' });
    g.act({ decide: 'fuse' });
    // The targets: the bears for Far, p2 for Away.
    while (g.state.pendingDecision) {
      const d = g.state.pendingDecision;
      g.act({ decide: d.candidates.includes(g.get('bears').id) ? [g.get('bears').id] : ['p2'] });
    }
    expect(g.stack()).toEqual(['Far // Away']);
    g.act({ pass: true });
    // Both halves, for nothing (the Islands paid the Adept): the bears return, then p2 sacrifices the spider.
    expect(g.names('p2', 'hand')).toEqual(['Grizzly Bears']);
    expect(g.names('p2', 'graveyard')).toEqual(['Giant Spider']);
  });

  it('a near miss: a half not read (Entering) leaves fuse as text, the other half still castable', () => {
    const r = compileCard(breakingEntering);
    expect(r.def.altCosts ?? []).toEqual([]);
    expect(r.abilities.filter((a) => !a.enforced).map((a) => a.text)).toContain(FUSE);
  });
});
