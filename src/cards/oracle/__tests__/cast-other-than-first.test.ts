// Cast triggers (CR 601.2i): "a spell other than your first spell each turn" (the caster has cast
// two or more spells this turn as it becomes cast, CR 603.2), "When you cast or cycle ~" (two
// events, 702.29c), and a cast trigger whose effect begins with a list (Valley Floodcaller).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const tracker = card(
  'Arcbound Tracker',
  '{2}{R}',
  'Artifact Creature — Dog',
  'Menace\nModular 2 (This creature enters with two +1/+1 counters on it. When it dies, you may put its +1/+1 counters on target artifact creature.)\nWhenever you cast a spell other than your first spell each turn, put a +1/+1 counter on this creature.',
  '0/0',
);
const druid = card(
  'Ichneumon Druid',
  '{1}{G}{G}',
  'Creature — Human Druid',
  'Whenever an opponent casts an instant spell other than the first instant spell that player casts each turn, this creature deals 4 damage to that player.',
  '1/1',
);
const lurker = card(
  'Drownyard Lurker',
  '{7}',
  'Creature — Eldrazi Trilobite',
  'Vigilance\nWhen you cast or cycle Drownyard Lurker, create a 0/1 colorless Eldrazi Spawn creature token with "Sacrifice this token: Add {C}."\nCycling {2}{U} ({2}{U}, Discard this card: Draw a card.)',
  '7/7',
);
const floodcaller = card(
  'Valley Floodcaller',
  '{2}{U}',
  'Creature — Otter Wizard',
  'Flash\nYou may cast noncreature spells as though they had flash.\nWhenever you cast a noncreature spell, Birds, Frogs, Otters, and Rats you control get +1/+1 until end of turn. Untap them.',
  '2/2',
);
const CARDS = compiled(tracker, druid, lurker, floodcaller);

/** Passes until the stack is empty (each pass resolves its top; the other player passes too). */
const drain = (g: ReturnType<typeof game>) => {
  for (let i = 0; i < 6 && g.state.stack.length; i++) g.act({ pass: true });
};

describe('cast triggers (CR 601.2i)', () => {
  it('Arcbound Tracker: no counter for the first spell of the turn, one for the second and the third', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'dog', card: 'Arcbound Tracker', counters: { '+1/+1': 2 } },
              'Mountain',
              'Mountain',
              'Mountain',
            ],
            hand: ['Shock', 'Shock', 'Shock'],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Shock', targets: ['p2'] });
    expect(g.state.stack).toHaveLength(1);
    drain(g);
    expect(pt(g, 'dog')).toEqual([2, 2]);
    g.act({ cast: 'Shock', targets: ['p2'] });
    expect(g.state.stack).toHaveLength(2);
    drain(g);
    expect(pt(g, 'dog')).toEqual([3, 3]);
    g.act({ cast: 'Shock', targets: ['p2'] });
    drain(g);
    expect(pt(g, 'dog')).toEqual([4, 4]);
    expect(g.state.players.p2.life).toBe(14);
  });

  it("Ichneumon Druid: an opponent's second instant deals them 4 damage; their first doesn't", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain'], hand: ['Shock', 'Shock'] },
          p2: { battlefield: ['Ichneumon Druid'] },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Shock', targets: ['p2'] });
    expect(g.state.stack).toHaveLength(1);
    drain(g);
    expect(g.state.players.p1.life).toBe(20);
    g.act({ cast: 'Shock', targets: ['p2'] });
    expect(g.state.stack).toHaveLength(2);
    drain(g);
    expect(g.state.players.p1.life).toBe(16);
    expect(g.state.players.p2.life).toBe(16);
  });

  it('Drownyard Lurker: a Spawn token when it is cast, and one when it is cycled', () => {
    const spawns = (g: ReturnType<typeof game>) =>
      g.names('p1', 'battlefield').filter((n) => n.includes('Eldrazi Spawn')).length;
    const cast = game(
      { turn: main, players: { p1: { battlefield: Array<string>(7).fill('Island'), hand: ['Drownyard Lurker'] } } },
      [],
      { cards: CARDS },
    );
    cast.act({ cast: 'Drownyard Lurker' });
    expect(cast.state.stack).toHaveLength(2);
    drain(cast);
    expect(spawns(cast)).toBe(1);
    expect(cast.names('p1', 'battlefield')).toContain('Drownyard Lurker');
    const cycle = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Island', 'Island', 'Island'], hand: ['Drownyard Lurker'], library: ['Opt'] } },
      },
      [],
      { cards: CARDS },
    );
    cycle.act({ activate: 'Drownyard Lurker' });
    expect(cycle.error).toBeNull();
    drain(cycle);
    expect(spawns(cycle)).toBe(1);
    expect(cycle.names('p1', 'graveyard')).toEqual(['Drownyard Lurker']);
    expect(cycle.names('p1', 'hand')).toEqual(['Opt']);
  });

  it('Valley Floodcaller: a noncreature spell pumps and untaps the Otters', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'otter', card: 'Valley Floodcaller', tapped: true }, 'Island', 'Mountain', 'Island'],
            hand: ['Opt'],
            library: ['Island', 'Island'],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Opt' });
    expect(g.state.stack).toHaveLength(2);
    g.act({ pass: true });
    expect(pt(g, 'otter')).toEqual([3, 3]);
    expect(g.get('otter').tapped).toBe(false);
  });

  it('near miss: "an Adventure instant or sorcery spell" stays text', () => {
    // A creature spell that has an Adventure is read (adventure-cast-trigger.test.ts); this is not.
    const clover = card(
      'Lucky Clover',
      '{2}',
      'Artifact',
      'Whenever you cast an Adventure instant or sorcery spell, copy it. You may choose new targets for the copy.',
    );
    expect(unenforced(clover)).toHaveLength(1);
  });
});
