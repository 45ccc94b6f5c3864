// Earthbend N (CR 701.66a) on real pool cards: target land you control becomes a 0/0 creature
// with haste that's still a land, gets N +1/+1 counters, and "When it dies or is exiled, return it
// to the battlefield tapped" — a delayed trigger (603.7) that returns the card under its owner's
// control (110.2) as a new object (400.7): a land again, untouched by the earthbend. Bounced to a
// hand it doesn't come back. "Earthbend X, where X is …" counts X as it resolves.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext, type GameObject } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, run, unenforced } from './compiled';

const REMINDER = (n: string) =>
  ` (Target land you control becomes a 0/0 creature with haste that's still a land. Put ${n} on it. When it dies or is exiled, return it to the battlefield tapped.)`;
const lesson = card(
  'Earthbending Lesson',
  '{3}{G}',
  'Sorcery — Lesson',
  `Earthbend 4.${REMINDER('four +1/+1 counters')}`,
);
const cub = card(
  'Badgermole Cub',
  '{1}{G}',
  'Creature — Badger Mole',
  `When this creature enters, earthbend 1.${REMINDER('a +1/+1 counter')}\nWhenever you tap a creature for mana, add an additional {G}.`,
  '2/2',
);
const rockalanche = card(
  'Rockalanche',
  '{2}{G}',
  'Sorcery — Lesson',
  `Earthbend X, where X is the number of Forests you control.${REMINDER('X +1/+1 counters')}\nFlashback {5}{G} (You may cast this card from your graveyard for its flashback cost. Then exile it.)`,
);
const swords = card(
  'Swords to Plowshares',
  '{W}',
  'Instant',
  'Exile target creature. Its controller gains life equal to its power.',
);
const fissure = card(
  'Fatal Fissure',
  '{1}{B}',
  'Instant',
  `Choose target creature. When that creature dies this turn, you earthbend 4.${REMINDER('four +1/+1 counters')}`,
);
const CARDS = compiled(lesson, rockalanche, swords);

/** The one Plains (the earthbended land, under whatever id it has now), on the battlefield. */
function plains(g: Game): GameObject {
  const o = g.get('Plains');
  expect([o.zone, o.controller]).toEqual(['battlefield', 'p1']);
  return o;
}

function types(g: Game, o: GameObject): string[] {
  return characteristics(readContext(g.state, g.engine.registry), o).types;
}

/** p1 casts Earthbending Lesson on their Plains `pl`, with four Forests and an Island to pay. */
function lessoned(hand: string[] = []): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          hand: ['Earthbending Lesson', ...hand],
          battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Island', 'Swamp', { id: 'pl', card: 'Plains' }],
          life: 20,
        },
      },
    },
    [{ cast: 'Earthbending Lesson', targets: ['pl'] }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('earthbend (CR 701.66a)', () => {
  it('Earthbending Lesson: the Plains is a 4/4 land creature with haste and four +1/+1 counters', () => {
    const g = lessoned();
    expect(pt(g, 'pl')).toEqual([4, 4]);
    expect(types(g, g.get('pl'))).toEqual(expect.arrayContaining(['land', 'creature']));
    expect(g.get('pl').counters['+1/+1']).toBe(4);
    const ch = characteristics(readContext(g.state, g.engine.registry), g.get('pl'));
    expect(ch.keywords).toContain('haste');
  });

  it('exiled by Swords to Plowshares: it returns to the battlefield tapped, a plain land again (4 life gained)', () => {
    const g = lessoned(['Swords to Plowshares']);
    g.act({ cast: 'Swords to Plowshares', targets: ['pl'] });
    run(g);
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(24);
    const back = plains(g);
    expect(back.tapped).toBe(true);
    expect(types(g, back)).toEqual(['land']);
    expect(back.counters['+1/+1'] ?? 0).toBe(0);
    expect(g.names('p1', 'exile')).toEqual([]);
  });

  it('bounced by Unsummon: it stays in the hand (it neither died nor was exiled)', () => {
    const g = lessoned(['Unsummon']);
    g.act({ cast: 'Unsummon', targets: ['pl'] });
    run(g);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toContain('Plains');
    expect(g.state.delayedTriggers).toHaveLength(0);
  });

  it('Badgermole Cub: earthbend 1 makes a 1/1; killed by Lightning Bolt on a later turn, it dies and comes back tapped', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Badgermole Cub'], battlefield: ['Forest', 'Forest', { id: 'pl', card: 'Plains' }] },
          p2: { hand: ['Lightning Bolt'], battlefield: ['Mountain'], library: ['Island', 'Island'] },
        },
      },
      [{ cast: 'Badgermole Cub' }, { pass: true }],
      { cards: compiled(cub) },
    );
    expect(g.error).toBeNull();
    // The enters trigger targets the one land left untapped or not: the Plains.
    run(g, [['pl']]);
    expect(g.error).toBeNull();
    expect(pt(g, 'pl')).toEqual([1, 1]);
    g.act({ advance: 'next-turn' });
    g.act({ cast: 'Lightning Bolt', targets: ['pl'], player: 'p2' } as never);
    run(g);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual([]);
    const back = plains(g);
    expect(back.tapped).toBe(true);
    expect(types(g, back)).toEqual(['land']);
  });

  it('Rockalanche: X is the number of Forests p1 controls (three)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Rockalanche'], battlefield: ['Forest', 'Forest', 'Forest', { id: 'pl', card: 'Plains' }] },
        },
      },
      [{ cast: 'Rockalanche', targets: ['pl'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'pl')).toEqual([3, 3]);
  });
});

describe('near miss', () => {
  it('Fatal Fissure: earthbend in a delayed trigger (a target chosen later) stays text', () => {
    expect(unenforced(fissure)).toHaveLength(1);
  });
});
