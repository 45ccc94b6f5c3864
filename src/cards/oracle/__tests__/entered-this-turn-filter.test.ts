// "… that entered this turn" as part of an object phrase: "Destroy all creatures that entered
// this turn" (Force of Despair), "Put a +1/+1 counter on target creature that entered this turn"
// (Cathedral Acolyte). The permanent entered the battlefield this turn as the object it is now
// (CR 400.7); one already there as the turn began does not match.
// Near miss that stays text: "… entered the battlefield under your control this turn" (whose
// control it entered under is not recorded).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const force = card(
  'Force of Despair',
  '{1}{B}{B}',
  'Instant',
  "If it's not your turn, you may exile a black card from your hand rather than pay this spell's mana cost.\nDestroy all creatures that entered this turn.",
);
const acolyte = card(
  'Cathedral Acolyte',
  '{1}{G}',
  'Creature — Human Cleric',
  'Each creature you control with a counter on it has ward {1}. (Whenever it becomes the target of a spell or ability an opponent controls, counter it unless that player pays {1}.)\n{T}: Put a +1/+1 counter on target creature that entered this turn.',
  '1/2',
);
const shaile = card(
  'Shaile, Dean of Radiance // Embrose, Dean of Shadow',
  '{1}{W}',
  'Legendary Creature — Bird Cleric',
  '{T}: Put a +1/+1 counter on each creature that entered the battlefield under your control this turn.',
  '1/1',
);
const CARDS = compiled(force, acolyte);

const withNewBears = (extra: (string | object)[], hand: string[], script: object[]) =>
  game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [{ id: 'old', card: 'Grizzly Bears' }, 'Forest', 'Forest', ...extra],
          hand: [{ id: 'new', card: 'Grizzly Bears' }, ...hand],
        },
      },
    },
    [{ cast: 'new' }, { pass: true }, { pass: true }, ...script] as never,
    { cards: CARDS },
  );

describe('"that entered this turn" (CR 400.7)', () => {
  it('Force of Despair destroys the Bears cast this turn, not the one already there', () => {
    const g = withNewBears(
      ['Swamp', 'Swamp', 'Swamp'],
      ['Force of Despair'],
      [{ cast: 'Force of Despair' }, { pass: true }, { pass: true }],
    );
    expect(g.error).toBeNull();
    expect(g.get('old').zone).toBe('battlefield');
    expect(g.get('new').zone).toBe('graveyard');
  });

  it('Cathedral Acolyte may target the new Bears, not the old one', () => {
    const g = withNewBears([{ id: 'acolyte', card: 'Cathedral Acolyte' }], [], []);
    expect(g.error).toBeNull();
    expect(g.get('new').zone).toBe('battlefield');
    expect(() => g.act({ activate: 'acolyte', targets: ['old'] })).toThrow(/target/i);
    g.act({ activate: 'acolyte', targets: ['new'] });
    g.act({ pass: true });
    g.act({ pass: true, player: 'p2' });
    expect(g.get('new').counters['+1/+1']).toBe(1);
    expect(g.get('old').counters['+1/+1'] ?? 0).toBe(0);
  });

  it('near miss: "entered the battlefield under your control this turn" stays text', () => {
    expect(unenforced(shaile)).toHaveLength(1);
  });
});
