// "with mana value equal to the number of charge counters on ~" (CR 202.3): a filter holding an
// amount, read each time it is checked (ObjectFilter.manaValueEquals). After "Sacrifice this
// land" (Blast Zone, Engineered Explosives) the counters are those the permanent had as it last
// existed on the battlefield (last-known information, CR 608.2h).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const blastZone = card(
  'Blast Zone',
  '',
  'Land',
  'This land enters with a charge counter on it.\n{T}: Add {C}.\n{X}{X}, {T}: Put X charge counters on this land.\n{3}, {T}, Sacrifice this land: Destroy each nonland permanent with mana value equal to the number of charge counters on this land.',
);
const vial = card(
  'Aether Vial',
  '{1}',
  'Artifact',
  'At the beginning of your upkeep, you may put a charge counter on this artifact.\n{T}: You may put a creature card with mana value equal to the number of charge counters on this artifact from your hand onto the battlefield.',
);
const CARDS = compiled(blastZone, vial);

describe('"with mana value equal to the number of … counters on ~" (CR 202.3)', () => {
  it('Blast Zone with two charge counters destroys each nonland permanent with mana value 2, counted as it last existed', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              ...Array<string>(3).fill('Plains'),
              { id: 'zone', card: 'Blast Zone', counters: { charge: 2 } },
              { id: 'elves', card: 'Llanowar Elves' },
            ],
          },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }, 'Forest'] },
        },
      },
      [{ activate: 'zone', ability: 2 }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // Grizzly Bears (mana value 2) is destroyed; Llanowar Elves (1) and the lands stay.
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'graveyard')).toEqual(['Blast Zone']);
    expect(g.names('p1', 'battlefield')).toContain('Llanowar Elves');
  });

  it('Aether Vial with one charge counter puts the creature card with mana value 1, not the one with 2', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Grizzly Bears', 'Llanowar Elves'],
            battlefield: [{ id: 'vial', card: 'Aether Vial', counters: { charge: 1 } }],
          },
        },
      },
      [{ activate: 'vial', ability: 0 }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // "You may put …": asked first, then which card (CR 608.2d).
    expect(g.state.pendingDecision?.kind).toBe('may');
    g.act({ decide: true });
    // Only Llanowar Elves matches (Grizzly Bears has mana value 2): one candidate, taken without
    // a further question.
    expect(g.state.pendingDecision).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Llanowar Elves');
    expect(g.names('p1', 'hand')).toEqual(['Grizzly Bears']);
  });

  it('"with mana value equal to 1 plus the sacrificed creature\'s mana value" stays text (Neoform)', () => {
    const neoform = card(
      'Neoform',
      '{G}{U}',
      'Sorcery',
      "As an additional cost to cast this spell, sacrifice a creature.\nSearch your library for a creature card with mana value equal to 1 plus the sacrificed creature's mana value, put that card onto the battlefield with an additional +1/+1 counter on it, then shuffle.",
    );
    expect(unenforced(neoform)).toHaveLength(1);
  });
});
