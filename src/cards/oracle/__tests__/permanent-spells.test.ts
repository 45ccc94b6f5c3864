// "permanent spell" (CR 110.1: an artifact, battle, creature, enchantment or planeswalker spell
// becomes a permanent as it resolves) as a spell's kind: "Whenever you cast a Faerie or Wizard
// permanent spell" (a Kindred instant with the subtype is not one), "Copy target permanent spell
// you control". Near miss stays text.
import { describe, expect, it } from 'vitest';
import { getObject } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const archmage = card(
  'Archmage of Echoes',
  '{4}{U}',
  'Creature — Faerie Wizard',
  'Flying, ward {2}\nWhenever you cast a Faerie or Wizard permanent spell, copy it. (The copy becomes a token.)',
  '4/4',
);
const peppersmoke = card(
  'Peppersmoke',
  '{B}',
  'Kindred Instant — Faerie',
  'Target creature gets -1/-1 until end of turn. If you control a Faerie, draw a card.',
);
const CARDS = compiled(archmage, peppersmoke);

describe('permanent spells (CR 110.1)', () => {
  it('Archmage of Echoes: a Faerie Wizard creature spell is copied (a token copy); Grizzly Bears and a Kindred Faerie instant are not', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Archmage of Echoes', ...Array(5).fill('Island'), 'Swamp', 'Forest', 'Forest'],
            hand: [{ id: 'a2', card: 'Archmage of Echoes' }, 'Grizzly Bears', 'Peppersmoke'],
            library: ['Island', 'Island'],
          },
          p2: { battlefield: [{ id: 'bear', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Grizzly Bears' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Grizzly Bears']);
    g.act({ pass: true });
    g.act({ cast: 'Peppersmoke', targets: ['bear'] });
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Peppersmoke']);
    g.act({ pass: true });
    // Peppersmoke resolved (the bear is 1/1 now) and drew a card, with no copy.
    expect(g.names('p1', 'graveyard')).toEqual(['Peppersmoke']);
    expect(g.names('p1', 'hand')).toEqual(['Archmage of Echoes', 'Island']);
    g.act({ cast: 'a2' });
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Archmage of Echoes', 'Archmage of Echoes ability']);
    g.act({ pass: true });
    // The copy (put on the stack, not cast: it triggers nothing, CR 707.10) resolves first.
    expect(g.stack()).toEqual(['Archmage of Echoes', 'Archmage of Echoes (copy)']);
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.stack()).toEqual([]);
    const archmages = g.state.battlefield
      .map((id) => getObject(g.state, id))
      .filter((o) => o?.def === 'Archmage of Echoes');
    expect(archmages.map((o) => !!o?.token).sort()).toEqual([false, false, true]);
  });

  it('near miss: "a permanent spell using mana produced by ~" stays text', () => {
    const c = card(
      'Near Miss',
      '{2}',
      'Artifact',
      'Whenever you cast a permanent spell using mana produced by this artifact, draw a card.',
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});
