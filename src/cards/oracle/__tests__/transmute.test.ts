// Transmute [cost] (CR 702.53a): "[Cost], Discard this card: Search your library for a card with
// the same mana value as the discarded card, reveal that card, and put it into your hand. Then
// shuffle. Activate only as a sorcery." Real cards played.
import { describe, expect, it } from 'vitest';
import { getObject } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const drift = card(
  'Drift of Phantasms',
  '{2}{U}',
  'Creature — Spirit',
  "Defender (This creature can't attack.)\nFlying\nTransmute {1}{U}{U} ({1}{U}{U}, Discard this card: Search your library for a card with the same mana value as this card, reveal it, put it into your hand, then shuffle. Transmute only as a sorcery.)",
  '0/5',
);
const pyromancer = card(
  'Prodigal Pyromancer',
  '{2}{R}',
  'Creature — Human Wizard',
  '{T}: This creature deals 1 damage to any target.',
  '1/1',
);
const CARDS = compiled(drift, pyromancer);

describe('transmute (CR 702.53a)', () => {
  it('Drift of Phantasms (mana value 3) finds only a card with mana value 3', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Island'],
            hand: ['Drift of Phantasms'],
            library: ['Grizzly Bears', 'Prodigal Pyromancer', 'Island'],
          },
        },
      },
      [{ activate: 'Drift of Phantasms' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Drift of Phantasms']);
    const d = g.state.pendingDecision;
    expect(d?.candidates.map((id) => getObject(g.state, id)?.def)).toEqual(['Prodigal Pyromancer']);
    g.act({ decide: d!.candidates });
    expect(g.names('p1', 'hand')).toEqual(['Prodigal Pyromancer']);
  });
});

describe('"with mana value N" (CR 202.3): exactly N', () => {
  it('Spell Snare counters a spell with mana value 2, and can’t target one with mana value 1', () => {
    const snare = card('Spell Snare', '{U}', 'Instant', 'Counter target spell with mana value 2.');
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Forest', 'Forest', 'Forest'], hand: ['Grizzly Bears', 'Llanowar Elves'] },
          p2: { battlefield: ['Island'], hand: ['Spell Snare'] },
        },
      },
      [{ cast: 'Llanowar Elves' }],
      { cards: [...CARDS, ...compiled(snare)] },
    );
    expect(() => g.act({ cast: 'Spell Snare', player: 'p2', targets: ['Llanowar Elves'] })).toThrow();
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toContain('Llanowar Elves');
    g.act({ cast: 'Grizzly Bears' });
    g.act({ cast: 'Spell Snare', player: 'p2', targets: ['Grizzly Bears'] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
  });
});
