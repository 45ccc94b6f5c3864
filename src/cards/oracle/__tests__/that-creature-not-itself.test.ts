// "that creature" / "that spell" in a triggered ability name what the event names, never the
// object itself (Oracle says "this creature"), even after an intervening "if this artifact is
// untapped" (CR 603.4) made the source the last object named.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt } from './compiled';

const genesisChamber = card(
  'Genesis Chamber',
  '{2}',
  'Artifact',
  "Whenever a nontoken creature enters, if this artifact is untapped, that creature's controller creates a 1/1 colorless Myr artifact creature token.",
);
const manaplasm = card(
  'Manaplasm',
  '{2}{G}',
  'Creature — Ooze',
  "Whenever you cast a spell, this creature gets +X/+X until end of turn, where X is that spell's mana value.",
  '1/1',
);
const cards = compiled(genesisChamber, manaplasm);

describe('"that creature" after "if this artifact is untapped" (CR 603.4)', () => {
  it('Genesis Chamber: the opponent’s creature enters, so the opponent creates the Myr', () => {
    const g = game(
      {
        turn: { ...main, active: 'p2' },
        players: {
          p1: { battlefield: ['Genesis Chamber'] },
          p2: { battlefield: ['Forest', 'Forest'], hand: ['Grizzly Bears'] },
        },
      },
      [{ cast: 'Grizzly Bears', player: 'p2' }, { pass: true }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'battlefield')).toContain('Myr Token (token)');
    expect(g.names('p1', 'battlefield')).toEqual(['Genesis Chamber']);
  });
});

describe('"that spell\'s mana value" in a cast trigger (CR 202.3)', () => {
  it('Manaplasm gets +4/+4 for a spell with mana value 4, not its own 3', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'ooze', card: 'Manaplasm' }, 'Forest', 'Forest', 'Forest', 'Forest'],
            hand: ['Giant Spider'],
          },
          p2: {},
        },
      },
      [{ cast: 'Giant Spider' }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'ooze')).toEqual([5, 5]);
  });
});
