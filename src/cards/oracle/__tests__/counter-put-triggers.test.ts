// "Whenever a +1/+1 counter is put on this creature" (Fathom Mage): once for each counter put
// (CR 122.6, 603.2c: one event, an occurrence per counter). "When the fourth plan counter is put
// on this enchantment" (Political Triumph): the event that puts the fourth. Real cards. Near miss:
// "Whenever one or more counters are put on a creature you control" (counters of any kind, one
// trigger for several kinds at once) stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const mage = card(
  'Fathom Mage',
  '{2}{G}{U}',
  'Creature — Human Wizard',
  'Evolve (Whenever a creature you control enters, if that creature has greater power or toughness than this creature, put a +1/+1 counter on this creature.)\nWhenever a +1/+1 counter is put on this creature, you may draw a card.',
  '1/1',
);
const boon = card('Dragonscale Boon', '{3}{G}', 'Instant', 'Put two +1/+1 counters on target creature and untap it.');
const triumph = card(
  'Political Triumph',
  '{W}',
  'Enchantment — Plan',
  'Whenever a creature you control enters, scry 1 and put a plan counter on this enchantment.\nWhen the fourth plan counter is put on this enchantment, sacrifice it, draw a card, and put a +1/+1 counter on each creature you control.',
);
const CARDS = compiled(mage, boon, triumph);
const library = ['Island', 'Island', 'Island', 'Island', 'Island'];

describe('counters put, one at a time or the Nth (CR 122.6, 603.2c)', () => {
  it('Fathom Mage: two +1/+1 counters at once → two triggers, two cards', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'mage', card: 'Fathom Mage' }, 'Forest', 'Forest', 'Forest', 'Forest'],
            hand: ['Dragonscale Boon'],
            library,
          },
        },
      },
      [{ cast: 'Dragonscale Boon', targets: ['mage'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // Two triggers at once, ordered by their controller (CR 603.3b).
    const d = g.state.pendingDecision;
    expect(d && 'options' in d ? d.options : []).toHaveLength(2);
    g.act({ decide: ['0', '1'] });
    expect(g.stack()).toEqual(['Fathom Mage ability', 'Fathom Mage ability']);
    for (let i = 0; i < 6 && (g.stack().length || g.state.pendingDecision); i++)
      g.act(g.state.pendingDecision ? { decide: true } : { pass: true });
    expect(g.names('p1', 'hand')).toHaveLength(2);
    expect(g.get('mage').counters).toEqual({ '+1/+1': 2 });
  });

  it('Political Triumph with three plan counters: the fourth triggers it (sacrificed, a card, a counter each)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'pt', card: 'Political Triumph', counters: { plan: 3 } }, 'Forest', 'Forest'],
            hand: ['Grizzly Bears'],
            library,
          },
        },
      },
      [{ cast: 'Grizzly Bears' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Political Triumph ability']);
    // Scry 1 (the Island stays on top), then the fourth plan counter.
    g.act({ pass: true });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', purpose: 'scry' });
    g.act({ decide: false });
    expect(g.get('pt').counters).toEqual({ plan: 4 });
    expect(g.stack()).toEqual(['Political Triumph ability']);
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toContain('Political Triumph');
    expect(g.names('p1', 'hand')).toHaveLength(1);
    expect(g.get('Grizzly Bears').counters).toEqual({ '+1/+1': 1 });
  });

  it('near miss: "Whenever one or more counters are put on a creature you control" stays text', () => {
    const c = card(
      'Stalwart Successor',
      '{1}{B}{G}',
      'Creature — Human Warrior',
      "Menace (This creature can't be blocked except by two or more creatures.)\nWhenever one or more counters are put on a creature you control, if it's the first time counters have been put on that creature this turn, put a +1/+1 counter on that creature.",
      '3/2',
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});
