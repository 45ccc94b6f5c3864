// "When this creature dies, put its counters on target creature you control." (Star Pupil): as
// many counters of each kind as it had as it last existed on the battlefield (CR 122.1, 608.2h)
// are put on the target. Near miss that stays text: "… if it had counters on it, put those
// counters on target creature you control" (Iron Apprentice: "those counters" is not read).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const pupil = card(
  'Star Pupil',
  '{W}',
  'Creature — Human Wizard',
  'This creature enters with a +1/+1 counter on it.\nWhen this creature dies, put its counters on target creature you control.',
  '0/0',
);
const CARDS = compiled(pupil);

describe('"put its counters on …" (CR 122.1, 608.2h)', () => {
  it('Star Pupil dies: each kind of counter it had goes on the target', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Lightning Bolt'],
            battlefield: [
              'Mountain',
              { id: 'pupil', card: 'Star Pupil', counters: { '+1/+1': 3, charge: 1 } },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['pupil'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toContain('Star Pupil');
    // The dies trigger's one legal target (CR 603.3d) is chosen as it is put on the stack.
    expect(g.stack()).toEqual(['Star Pupil ability']);
    g.act({ pass: true });
    expect(g.get('bears').counters).toEqual({ '+1/+1': 3, charge: 1 });
  });

  it('near miss: "put those counters on …" stays text', () => {
    const apprentice = card(
      'Iron Apprentice',
      '{1}',
      'Artifact Creature — Construct',
      'This creature enters with a +1/+1 counter on it.\nWhen this creature dies, if it had counters on it, put those counters on target creature you control.',
      '0/0',
    );
    expect(unenforced(apprentice)).toHaveLength(1);
  });
});
