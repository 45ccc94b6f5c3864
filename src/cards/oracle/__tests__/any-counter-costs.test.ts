// "Remove a counter from ~", "Remove two counters from ~", "Remove a counter from another creature
// you control" (CR 122.1, 602.2b): counters of any kind. The player chooses the permanent when
// the cost names one, and the kind of each counter removed when there are several kinds; a cost
// needing more counters than there are can't be paid (118.3). "from among" several permanents
// and a list of card types stay text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const lochMare = card(
  'Loch Mare',
  '{1}{U}',
  'Creature — Horse Serpent',
  'This creature enters with three -1/-1 counters on it.\n{1}{U}, Remove a counter from this creature: Draw a card.\n{2}{U}, Remove two counters from this creature: Tap target creature. Put a stun counter on it. (If a permanent with a stun counter would become untapped, remove one from it instead.)',
  '4/5',
);
const hexavus = card(
  'Hexavus',
  '{6}',
  'Artifact Creature — Construct',
  'Flying\nThis creature enters with six +1/+1 counters on it.\n{1}, Remove a +1/+1 counter from this creature: Put a flying counter on another target creature.\n{1}, Remove a counter from another creature you control: Put a +1/+1 counter on this creature.',
  '0/0',
);
// Near misses.
const soulDiviner = card(
  'Soul Diviner',
  '{U}{B}',
  'Creature — Zombie Wizard',
  '{T}, Remove a counter from an artifact, creature, land, or planeswalker you control: Draw a card.',
  '2/3',
);
const tayam = card(
  'Tayam, Luminous Enigma',
  '{1}{W}{B}{G}',
  'Legendary Creature — Nightmare Beast',
  'Each other creature you control enters with an additional vigilance counter on it.\n{3}, Remove three counters from among creatures you control: Mill three cards, then return a permanent card with mana value 3 or less from your graveyard to the battlefield.',
  '3/3',
);

const pending = (g: ReturnType<typeof game>) =>
  g.state.pendingDecision as { kind?: string; options?: { value: string }[]; candidates?: string[] } | null;
const islands = (n: number) => Array.from({ length: n }, () => 'Island');

describe('removing counters of any kind as a cost (CR 122.1, 602.2b)', () => {
  it('Loch Mare with -1/-1 counters only: one is removed without a choice, and a card is drawn', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'mare', card: 'Loch Mare', counters: { '-1/-1': 3 } }, ...islands(2)],
            library: ['Forest'],
          },
        },
      },
      [{ activate: 'mare', ability: 0 }, { pass: true }],
      { cards: compiled(lochMare) },
    );
    expect(g.error).toBeNull();
    expect(g.get('mare').counters['-1/-1']).toBe(2);
    expect(g.names('p1', 'hand')).toEqual(['Forest']);
  });

  it('Loch Mare with two kinds of counter: its controller chooses which kind is removed', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'mare', card: 'Loch Mare', counters: { '-1/-1': 2, stun: 1 } }, ...islands(2)],
            library: ['Forest'],
          },
        },
      },
      [{ activate: 'mare', ability: 0 }],
      { cards: compiled(lochMare) },
    );
    expect(g.error).toBeNull();
    expect(pending(g)?.kind).toBe('chooseOption');
    expect(
      pending(g)
        ?.options?.map((o) => o.value)
        .sort(),
    ).toEqual(['-1/-1', 'stun']);
    g.act({ decide: 'stun' });
    expect(g.get('mare').counters).toEqual({ '-1/-1': 2 });
  });

  it('Loch Mare: "Remove two counters" with one counter left can\'t be activated (CR 118.3)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'mare', card: 'Loch Mare', counters: { '-1/-1': 1 } }, ...islands(3)] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ activate: 'mare', ability: 1, targets: ['bears'] }],
      { cards: compiled(lochMare) },
    );
    expect(g.error).toMatch(/needs 2 counters/);
    expect(g.get('mare').counters['-1/-1']).toBe(1);
  });

  it('Loch Mare removes its last two counters of two kinds without a choice, then stuns the target', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'mare', card: 'Loch Mare', counters: { '-1/-1': 1, stun: 1 } }, ...islands(3)] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ activate: 'mare', ability: 1, targets: ['bears'] }, { pass: true }],
      { cards: compiled(lochMare) },
    );
    expect(g.error).toBeNull();
    expect(g.get('mare').counters).toEqual({});
    expect(g.get('bears').tapped).toBe(true);
    expect(g.get('bears').counters.stun).toBe(1);
  });

  it('Hexavus removes a counter from another creature its controller chooses, never from itself', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'hex', card: 'Hexavus', counters: { '+1/+1': 6 } },
              { id: 'a', card: 'Grizzly Bears', counters: { '+1/+1': 1 } },
              { id: 'b', card: 'Giant Spider', counters: { '+1/+1': 2 } },
              { id: 'c', card: 'Llanowar Elves' },
              'Island',
            ],
          },
        },
      },
      [{ activate: 'hex', ability: 1 }],
      { cards: compiled(hexavus) },
    );
    expect(g.error).toBeNull();
    expect([...(pending(g)?.candidates ?? [])].sort()).toEqual([g.get('a').id, g.get('b').id].sort());
    g.act({ decide: ['b'] });
    g.act({ pass: true });
    expect(g.get('b').counters['+1/+1']).toBe(1);
    expect(g.get('hex').counters['+1/+1']).toBe(7);
  });

  it('a list of card types is read (any of them); counters "from among" several permanents stay text', () => {
    expect(unenforced(soulDiviner)).toEqual([]);
    expect(unenforced(tayam)).toContain(
      '{3}, Remove three counters from among creatures you control: Mill three cards, then return a permanent card with mana value 3 or less from your graveyard to the battlefield.',
    );
  });
});
