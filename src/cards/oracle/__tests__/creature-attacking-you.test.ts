// "This spell costs {2} less to cast if a creature is attacking you" (Swat Away, Heroic Return):
// a creature attacks its caster now (CR 508.1b: the player, not their planeswalker), as the total
// cost is determined (601.2f).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const swat = card(
  'Swat Away',
  '{2}{U}{U}',
  'Instant',
  'This spell costs {2} less to cast if a creature is attacking you.\nThe owner of target spell or creature puts it on their choice of the top or bottom of their library.',
);
const heroic = card(
  'Heroic Return',
  '{5}{W}',
  'Instant',
  'This spell costs {2} less to cast if a creature is attacking you.\nReturn target creature card from your graveyard to the battlefield. If a Hero enters this way, it enters with two additional +1/+1 counters on it.',
);
// Heroic Return's cost and first effect (its Hero sentence is not read yet).
const attacked = card(
  'Attacked Return',
  '{5}{W}',
  'Instant',
  'This spell costs {2} less to cast if a creature is attacking you.\nReturn target creature card from your graveyard to the battlefield.',
);
const CARDS = compiled(attacked);
const COST = 'This spell costs {2} less to cast if a creature is attacking you.';

const plains = ['Plains', 'Plains', 'Plains', 'Plains'];
const board = () =>
  game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [{ id: 'bears', card: 'Grizzly Bears' }, ...plains],
          hand: [{ id: 'mine', card: 'Attacked Return' }],
          graveyard: [{ id: 'myElves', card: 'Llanowar Elves' }],
        },
        p2: {
          battlefield: plains,
          hand: [{ id: 'theirs', card: 'Attacked Return' }],
          graveyard: [{ id: 'elves', card: 'Llanowar Elves' }],
        },
      },
    },
    [],
    { cards: CARDS },
  );

describe('"if a creature is attacking you" (CR 508.1b, 601.2f)', () => {
  it('the cost sentence is read', () => {
    expect(unenforced(swat)).not.toContain(COST);
    expect(unenforced(heroic)).not.toContain(COST);
  });

  it('Heroic Return’s cost: {3}{W} for the player a creature attacks, {5}{W} otherwise', () => {
    // No creature attacking: {5}{W} with four lands can't be paid.
    const before = board();
    before.act({ pass: true });
    expect(() => before.act({ cast: 'theirs', player: 'p2', targets: ['elves'] })).toThrow();

    const g = board();
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['Grizzly Bears'] });
    // The attacking player is not attacked: still {5}{W}.
    expect(() => g.act({ cast: 'mine', targets: ['myElves'] })).toThrow();
    g.act({ pass: true });
    g.act({ cast: 'theirs', player: 'p2', targets: ['elves'] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.names('p2', 'battlefield')).toContain('Llanowar Elves');
  });

  it('near miss stays text: a creature attacking a planeswalker', () => {
    const pw = card(
      'Planeswalker Guard',
      '{2}{W}',
      'Instant',
      'This spell costs {2} less to cast if a creature is attacking a planeswalker you control.\nDestroy target attacking creature.',
    );
    expect(unenforced(pw)).toContain(
      'This spell costs {2} less to cast if a creature is attacking a planeswalker you control.',
    );
  });
});
