// "if you cast it", "if you cast it from your hand" (CR 601.2, 603.4): a permanent remembers that
// it resolved from a spell its controller cast, and from where; one put onto the battlefield
// another way was not cast. As an intervening "if" of an enters trigger (Coal Stoker) and as the
// condition of an "enters with" replacement (Patched Plaything). Real pool cards.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt } from './compiled';

const stoker = card(
  'Coal Stoker',
  '{3}{R}',
  'Creature — Elemental',
  'When this creature enters, if you cast it from your hand, add {R}{R}{R}.',
  '3/3',
);
const plaything = card(
  'Patched Plaything',
  '{2}{W}',
  'Artifact Creature — Toy',
  'Double strike\nThis creature enters with two -1/-1 counters on it if you cast it from your hand.',
  '4/3',
);
const zombify = card(
  'Zombify',
  '{3}{B}',
  'Sorcery',
  'Return target creature card from your graveyard to the battlefield.',
);
const CARDS = compiled(stoker, plaything, zombify);

describe('"if you cast it from your hand" (CR 601.2, 603.4)', () => {
  it('Coal Stoker cast from the hand: its trigger adds {R}{R}{R}', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Coal Stoker'] } },
      },
      [{ cast: 'Coal Stoker' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ R: 3 });
  });

  it('Coal Stoker returned by Zombify was not cast: no trigger', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'],
            hand: ['Zombify'],
            graveyard: [{ id: 'stoker', card: 'Coal Stoker' }],
          },
        },
      },
      [{ cast: 'Zombify', targets: ['stoker'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Coal Stoker');
    expect(g.state.stack).toEqual([]);
    expect(g.state.players.p1.manaPool).toEqual({});
  });

  it('Patched Plaything cast from the hand enters with two -1/-1 counters (2/1); returned, with none (4/3)', () => {
    const cast = game(
      { turn: main, players: { p1: { battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Patched Plaything'] } } },
      [{ cast: 'Patched Plaything' }, { pass: true }],
      { cards: CARDS },
    );
    expect(cast.error).toBeNull();
    expect(cast.get('Patched Plaything').counters['-1/-1']).toBe(2);
    expect(pt(cast, 'Patched Plaything')).toEqual([2, 1]);
    const returned = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'],
            hand: ['Zombify'],
            graveyard: [{ id: 'toy', card: 'Patched Plaything' }],
          },
        },
      },
      [{ cast: 'Zombify', targets: ['toy'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(returned.error).toBeNull();
    expect(pt(returned, 'Patched Plaything')).toEqual([4, 3]);
  });
});
