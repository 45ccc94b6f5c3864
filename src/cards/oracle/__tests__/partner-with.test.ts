// "Partner with [name]" (CR 702.124j): besides its deck-building part, "When this permanent enters,
// target player may search their library for a card named [name], reveal it, put it into their
// hand, then shuffle." One target player, who makes the choice and searches (608.2d, 701.23).
// Also: "Target opponent may draw a card" names one target, not two (115.1).
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const leyWeaver = card(
  'Ley Weaver',
  '{3}{G}',
  'Creature — Human Druid',
  'Partner with Lore Weaver (When this creature enters, target player may put Lore Weaver into their hand from their library, then shuffle.)\n{T}: Untap two target lands.',
  '2/2',
);
const loreWeaver = card(
  'Lore Weaver',
  '{3}{U}',
  'Creature — Human Wizard',
  'Partner with Ley Weaver (When this creature enters, target player may put Ley Weaver into their hand from their library, then shuffle.)\n{5}{U}{U}: Target player draws two cards.',
  '2/2',
);
const phelddagrif = card(
  'Phelddagrif',
  '{1}{G}{W}{U}',
  'Legendary Creature — Phelddagrif',
  "{G}: Phelddagrif gains trample until end of turn. Target opponent creates a 1/1 green Hippo creature token.\n{W}: Phelddagrif gains flying until end of turn. Target opponent gains 2 life.\n{U}: Return Phelddagrif to its owner's hand. Target opponent may draw a card.",
  '4/4',
);
const cards = compiled(leyWeaver, loreWeaver, phelddagrif);

/** P1 casts Ley Weaver; `where` holds a Lore Weaver in its library. */
function castLeyWeaver(where: 'p1' | 'p2') {
  const library = ['Forest', { id: 'lore', card: 'Lore Weaver' }, 'Island'];
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: ['Forest', 'Forest', 'Forest', 'Forest'],
          hand: ['Ley Weaver'],
          library: where === 'p1' ? library : ['Plains'],
        },
        p2: { library: where === 'p2' ? library : ['Plains'] },
      },
    },
    [{ cast: 'Ley Weaver' }, { pass: true }],
    { cards },
  );
  expect(g.error).toBeNull();
  expect(g.names('p1', 'battlefield')).toContain('Ley Weaver');
  return g;
}
const shuffled = (g: ReturnType<typeof game>, p: 'p1' | 'p2') =>
  g.events.some((e) => e.type === 'Note' && e.rule === RULE.shuffle && e.objects.includes(p));

describe('"Partner with [name]" (CR 702.124j)', () => {
  it('Ley Weaver enters: its controller targets themself, chooses to search, and puts Lore Weaver into their hand, then shuffles', () => {
    const g = castLeyWeaver('p1');
    const target = g.state.pendingDecision;
    expect(target).toMatchObject({ purpose: 'targets', player: 'p1' });
    expect(target?.candidates).toEqual(['p1', 'p2']);
    g.act({ decide: ['p1'] });
    g.act({ pass: true });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', player: 'p1' });
    g.act({ decide: true });
    g.act({ decide: [g.get('lore').id] });
    expect(g.names('p1', 'hand')).toEqual(['Lore Weaver']);
    expect(shuffled(g, 'p1')).toBe(true);
  });

  it('the target player chooses and searches their own library: targeted, the opponent may decline, and nothing moves', () => {
    const g = castLeyWeaver('p2');
    g.act({ decide: ['p2'] });
    g.act({ pass: true });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', player: 'p2' });
    g.act({ decide: false, player: 'p2' });
    expect(g.get('lore').zone).toBe('library');
    expect(g.names('p2', 'hand')).toEqual([]);
  });

  it('one target is chosen, not one per mention: the trigger has a single target slot', () => {
    const trigger = compiled(leyWeaver)[0]?.triggered?.[0];
    expect(trigger?.targets).toHaveLength(1);
  });
});

describe('"Target opponent may draw a card" (CR 115.1, 608.2d)', () => {
  it('Phelddagrif’s {U} ability has one target opponent, who chooses whether to draw', () => {
    const ability = compiled(phelddagrif)[0]?.activated?.[2];
    expect(ability?.targets).toHaveLength(1);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'ph', card: 'Phelddagrif' }, 'Island'] },
          p2: { library: ['Plains', 'Plains'] },
        },
      },
      [{ activate: 'ph', ability: 2, targets: ['p2'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Phelddagrif']);
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', player: 'p2' });
    g.act({ decide: true, player: 'p2' });
    expect(g.names('p2', 'hand')).toEqual(['Plains']);
  });
});
