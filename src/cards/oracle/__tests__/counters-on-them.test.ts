// "with counters on them" / "with counters on it" (CR 122.1): each has one or more counters of
// any kind; and "deal combat damage to one or more players" by creatures you control (CR 603.2c,
// 510.1a: in a two-player game, the one player they attack — one trigger). Near misses stay text.
import { describe, expect, it } from 'vitest';
import { characteristics, getObject, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const supervisor = card(
  'Dominion Supervisor',
  '{2}{G}',
  'Creature — Vorta Doctor',
  'When this creature enters, put a +1/+1 counter on target creature.\nCreatures you control with counters on them have trample.',
  '3/1',
);
const eorlingas = card(
  'Forth Eorlingas!',
  '{X}{R}{W}',
  'Sorcery',
  'Create X 2/2 red Human Knight creature tokens with trample and haste.\nWhenever one or more creatures you control deal combat damage to one or more players this turn, you become the monarch.',
);
const CARDS = compiled(supervisor, eorlingas);

const hasTrample = (g: Game, id: string): boolean =>
  characteristics(readContext(g.state, g.engine.registry), g.get(id)).keywords.includes('trample');

describe('"with counters on them" (CR 122.1)', () => {
  it('Dominion Supervisor: a Grizzly Bears with a +1/+1 counter and one with a -1/-1 counter have trample; a bare one does not', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Dominion Supervisor',
              { id: 'plus', card: 'Grizzly Bears', counters: { '+1/+1': 1 } },
              { id: 'minus', card: 'Grizzly Bears', counters: { '-1/-1': 1 } },
              { id: 'bare', card: 'Grizzly Bears' },
            ],
          },
          p2: { battlefield: [{ id: 'theirs', card: 'Grizzly Bears', counters: { '+1/+1': 1 } }] },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(hasTrample(g, 'plus')).toBe(true);
    expect(hasTrample(g, 'minus')).toBe(true);
    expect(hasTrample(g, 'bare')).toBe(false);
    // "you control": p2's creature is not given trample.
    expect(hasTrample(g, 'theirs')).toBe(false);
  });

  it('near miss: "with counters on them equal to" stays text', () => {
    const c = card(
      'Near Miss',
      '{2}',
      'Enchantment',
      'Creatures you control with counters on them equal to their power have trample.',
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});

describe('"deal combat damage to one or more players" (CR 603.2c)', () => {
  it('Forth Eorlingas! (X=2): two Knights deal combat damage to p2 → p1 becomes the monarch, once', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Mountain', 'Plains', 'Plains'],
            hand: ['Forth Eorlingas!'],
            library: ['Plains'],
          },
          p2: { library: ['Plains'] },
        },
      },
      [{ cast: 'Forth Eorlingas!', x: 2 }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const knights = g.state.battlefield.filter((id) => getObject(g.state, id)?.token);
    expect(knights).toHaveLength(2);
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: knights });
    g.act({ advance: 'combatDamage' });
    expect(g.state.players.p2.life).toBe(16);
    expect(g.stack()).toHaveLength(1);
    g.act({ pass: true });
    expect(g.state.monarch).toBe('p1');
  });

  it('near miss: "deal noncombat damage to one or more players" stays text', () => {
    const c = card(
      'Near Miss',
      '{2}',
      'Enchantment',
      'Whenever one or more creatures you control deal damage to one or more players, you gain 1 life.',
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});
