// "Whenever your commander enters or attacks" (CR 903.3): the card designated as the commander of
// your deck — not another creature, nor a copy of the same card that isn't a commander.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const tome = card(
  'Tome of Legends',
  '{2}',
  'Artifact — Book',
  'This artifact enters with a page counter on it.\nWhenever your commander enters or attacks, put a page counter on this artifact.\n{1}, {T}, Remove a page counter from this artifact: Draw a card.',
);
const CARDS = compiled(tome);
const commander = { card: 'Isamaru, Hound of Konda', commander: true };
const library = ['Island', 'Island', 'Island'];

describe('"your commander" triggers (CR 903.3)', () => {
  it('Tome of Legends gets a page counter as your commander enters, not as another creature does', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'tome', card: 'Tome of Legends', counters: { page: 1 } }, 'Plains', 'Forest'],
            hand: [commander, 'Llanowar Elves'],
            library,
          },
          p2: { library },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Llanowar Elves' });
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toContain('Llanowar Elves');
    expect(g.state.stack).toHaveLength(0);
    expect(g.get('tome').counters.page).toBe(1);
    g.act({ cast: 'Isamaru, Hound of Konda' });
    g.act({ pass: true });
    expect(g.state.stack).toHaveLength(1);
    g.act({ pass: true });
    expect(g.get('tome').counters.page).toBe(2);
  });

  it('Tome of Legends triggers once as your commander attacks beside another creature; not for a copy that is no commander', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'tome', card: 'Tome of Legends', counters: { page: 1 } },
              { ...commander, id: 'cmd' },
              'Grizzly Bears',
            ],
            library,
          },
          p2: { library },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['cmd', 'Grizzly Bears'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(1);
    g.act({ pass: true });
    expect(g.get('tome').counters.page).toBe(2);
    const other = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'tome', card: 'Tome of Legends', counters: { page: 1 } }, 'Isamaru, Hound of Konda'],
            library,
          },
          p2: { library },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['Isamaru, Hound of Konda'] }],
      { cards: CARDS },
    );
    expect(other.error).toBeNull();
    expect(other.state.stack).toHaveLength(0);
  });

  it('near miss: "When you cast your commander" stays text', () => {
    const phoenix = card(
      'Skyfire Phoenix',
      '{2}{R}{R}',
      'Creature — Phoenix',
      'Flying, haste\nWhen you cast your commander, return this card from your graveyard to the battlefield.',
      '3/3',
    );
    expect(unenforced(phoenix)).toHaveLength(1);
  });
});
