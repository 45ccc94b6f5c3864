// Emerge [cost] (CR 702.119a): "You may cast this spell by paying [cost] and sacrificing a
// creature rather than paying its mana cost" and "its total cost is reduced by an amount of
// generic mana equal to the sacrificed creature's mana value". The creature is chosen as the cost
// is announced (601.2b), the reduction is of generic mana only (601.2f), and it is sacrificed as
// the cost is paid (601.2h). Real cards played.
import { describe, expect, it } from 'vitest';
import { getObject } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const fiend = card(
  'Elder Deep-Fiend',
  '{8}',
  'Creature — Eldrazi Octopus',
  "Flash\nEmerge {5}{U}{U} (You may cast this spell by sacrificing a creature and paying the emerge cost reduced by that creature's mana value.)\nWhen you cast this spell, tap up to four target permanents.",
  '5/6',
);
const gryff = card(
  'Wretched Gryff',
  '{7}',
  'Creature — Eldrazi Hippogriff',
  "Emerge {5}{U} (You may cast this spell by sacrificing a creature and paying the emerge cost reduced by that creature's mana value.)\nWhen you cast this spell, draw a card.\nFlying",
  '3/4',
);
const wurm = card('Craw Wurm', '{4}{G}{G}', 'Creature — Wurm', '', '6/4');
const adipose = card(
  'Adipose Offspring',
  '{3}{W}',
  'Creature — Alien',
  "Emerge {5}{W} (You may cast this spell by sacrificing a creature and paying the emerge cost reduced by that creature's mana value.)\nWhen this creature enters, create a 2/2 white Alien creature token. If this creature's emerge cost was paid, instead create X of those tokens, where X is the sacrificed creature's toughness.",
  '2/2',
);
const CARDS = compiled(fiend, gryff, wurm);
const islands = (n: number) => Array<string>(n).fill('Island');

/** How many of p1's permanents are tapped. */
function tapped(g: ReturnType<typeof game>): number {
  return g.state.battlefield.map((id) => getObject(g.state, id)).filter((o) => o?.controller === 'p1' && o.tapped)
    .length;
}

function withFiend(lands: number, creatures: object[] = [{ id: 'bears', card: 'Grizzly Bears' }]) {
  return game(
    {
      turn: main,
      players: {
        p1: { battlefield: [...islands(lands), ...creatures], hand: ['Elder Deep-Fiend'] },
        p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
      },
    },
    [],
    { cards: CARDS },
  );
}

describe('emerge (CR 702.119a)', () => {
  it('Elder Deep-Fiend emerged from Grizzly Bears costs {5}{U}{U} less 2: five Islands; the bears are sacrificed', () => {
    const g = withFiend(5);
    g.act({ cast: 'Elder Deep-Fiend', alt: 'emerge', sacrifice: 'bears' });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(tapped(g)).toBe(5);
    // Its cast trigger (CR 603.2): up to four target permanents, the opponent's spider here.
    if (g.state.pendingDecision?.purpose === 'targets') g.act({ decide: [g.get('spider').id] });
    g.act({ pass: true });
    expect(getObject(g.state, g.get('spider').id)?.tapped).toBe(true);
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toContain('Elder Deep-Fiend');
  });

  it('with four Islands the same cast is refused, and nothing is sacrificed', () => {
    const g = withFiend(4);
    expect(() => g.act({ cast: 'Elder Deep-Fiend', alt: 'emerge', sacrifice: 'bears' })).toThrow();
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
    expect(g.names('p1', 'hand')).toEqual(['Elder Deep-Fiend']);
  });

  it('with no creature to sacrifice, emerge is not a way to cast it', () => {
    const g = withFiend(8, []);
    expect(() => g.act({ cast: 'Elder Deep-Fiend', alt: 'emerge' })).toThrow();
    expect(g.names('p1', 'hand')).toEqual(['Elder Deep-Fiend']);
  });

  it('with two creatures, the caster chooses which one as the cost is announced', () => {
    const g = withFiend(6, [
      { id: 'bears', card: 'Grizzly Bears' },
      { id: 'elves', card: 'Llanowar Elves' },
    ]);
    g.act({ cast: 'Elder Deep-Fiend', alt: 'emerge' });
    expect(g.state.pendingDecision?.purpose).toBe('emerge');
    expect(g.state.pendingDecision?.candidates).toHaveLength(2);
    g.act({ decide: [g.get('elves').id] });
    if (g.state.pendingDecision?.purpose === 'targets') g.act({ decide: [] });
    expect(g.error).toBeNull();
    // {5}{U}{U} less the elves' 1: six mana, all six Islands.
    expect(g.names('p1', 'graveyard')).toEqual(['Llanowar Elves']);
    expect(tapped(g)).toBe(6);
  });

  it('Wretched Gryff emerged from Craw Wurm: the reduction takes only generic mana, {U} is still paid', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', { id: 'wurm', card: 'Craw Wurm' }],
            hand: ['Wretched Gryff'],
            library: ['Island'],
          },
        },
      },
      [{ cast: 'Wretched Gryff', alt: 'emerge', sacrifice: 'wurm' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(tapped(g)).toBe(1);
    expect(g.names('p1', 'graveyard')).toEqual(['Craw Wurm']);
    g.act({ pass: true });
    expect(g.names('p1', 'hand')).toEqual(['Island']);
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toContain('Wretched Gryff');
  });

  it('a near miss: what reads the emerge payment ("If this creature\'s emerge cost was paid, …") stays text', () => {
    expect(unenforced(adipose)).toHaveLength(1);
  });
});
