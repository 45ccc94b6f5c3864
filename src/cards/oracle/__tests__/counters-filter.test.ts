// Objects by the counters on them (CR 122.1): "Each creature you control with a +1/+1 counter on
// it has trample" (Gnarlid Colony) — a status read as it is now, so a creature gains the ability
// when it gets a counter and loses it without one.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { ALL_CARDS } from '../../all';
import { createRegistry } from '../../registry';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main } from './compiled';

const colony = card(
  'Gnarlid Colony',
  '{1}{G}',
  'Creature — Beast',
  'Kicker {2}{G} (You may pay an additional {2}{G} as you cast this spell.)\nIf this creature was kicked, it enters with two +1/+1 counters on it.\nEach creature you control with a +1/+1 counter on it has trample.',
  '2/2',
);
const battlegrowth = card('Battlegrowth', '{G}', 'Instant', 'Put a +1/+1 counter on target creature.');
const CARDS = compiled(colony, battlegrowth);

function keywords(g: Game, ref: string) {
  return characteristics(readContext(g.state, createRegistry([...ALL_CARDS, ...CARDS])), g.get(ref)).keywords;
}

describe('"with a +1/+1 counter on it" (CR 122.1)', () => {
  it("Gnarlid Colony kicked: it and another creature with a +1/+1 counter have trample; one without doesn't", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Forest',
              'Forest',
              'Forest',
              'Forest',
              'Forest',
              { id: 'spider', card: 'Giant Spider', counters: { '+1/+1': 1 } },
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'minus', card: 'Giant Spider', counters: { '-1/-1': 1 } },
            ],
            hand: [{ id: 'gc', card: 'Gnarlid Colony' }],
          },
          p2: { battlefield: [{ id: 'theirs', card: 'Grizzly Bears', counters: { '+1/+1': 1 } }] },
        },
      },
      [{ cast: 'gc', kicker: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(keywords(g, 'gc')).toContain('trample');
    expect(keywords(g, 'spider')).toContain('trample');
    expect(keywords(g, 'bears')).not.toContain('trample');
    // A counter of another kind is not a +1/+1 counter.
    expect(keywords(g, 'minus')).not.toContain('trample');
    // "you control": the opponent's creature with a counter doesn't get it.
    expect(keywords(g, 'theirs')).not.toContain('trample');
  });

  it('not kicked: no counters, so not even the Colony has trample', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Forest', 'Forest'], hand: [{ id: 'gc', card: 'Gnarlid Colony' }] } },
      },
      [{ cast: 'gc', kicker: false }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(keywords(g, 'gc')).not.toContain('trample');
  });

  it('a creature that gets a +1/+1 counter later has trample from then on', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest', 'Gnarlid Colony', { id: 'bears', card: 'Grizzly Bears' }],
            hand: ['Battlegrowth'],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(keywords(g, 'bears')).not.toContain('trample');
    g.act({ cast: 'Battlegrowth', targets: ['bears'] });
    g.act({ pass: true });
    expect(keywords(g, 'bears')).toContain('trample');
  });

  it('near miss: "one or more counters … for the first time each turn" stays text', () => {
    // Herd Baloth's "one or more … counters are put on" is read (counters-put-trigger.test.ts), and
    // Fathom Mage's "a +1/+1 counter is put on" (counter-put-triggers.test.ts).
    const r = compileCard(
      card(
        'Axgard Artisan',
        '{1}{R}',
        'Creature — Dwarf Artificer',
        'Whenever one or more +1/+1 counters are put on this creature for the first time each turn, create a Treasure token. (It\'s an artifact with "{T}, Sacrifice this token: Add one mana of any color.")',
        '2/1',
      ),
    );
    expect(r.status).toBe('none');
  });
});
