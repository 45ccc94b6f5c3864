// "When you next cast an instant or sorcery spell this turn, copy that spell. You may choose new
// targets for the copy." (CR 603.7: a delayed triggered ability; it triggers once, 603.7c, and
// only this turn, 603.7b; "that spell" is the spell whose casting triggered it, 601.2i; the copy
// is put on the stack, not cast, 707.10, and may get new targets, 707.10c.) Real cards.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const doublecast = card(
  'Doublecast',
  '{R}{R}',
  'Sorcery',
  'When you next cast an instant or sorcery spell this turn, copy that spell. You may choose new targets for the copy.',
);
const najal = card(
  'Najal, the Storm Runner',
  '{2}{U}{U}{R}',
  'Legendary Creature — Efreet Wizard',
  'You may cast sorcery spells as though they had flash.\nWhenever Najal attacks, you may pay {2}. If you do, when you next cast an instant or sorcery spell this turn, copy it. You may choose new targets for the copy.',
  '5/4',
);
const CARDS = compiled(doublecast);

/** p1 has cast Doublecast and it resolved; `hand` and six more Mountains are left. */
function afterDoublecast(hand: string[]) {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          hand: ['Doublecast', ...hand],
          battlefield: [...Array<string>(8).fill('Mountain'), 'Forest', 'Forest'],
          library: ['Island', 'Island', 'Island'],
        },
        p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }], library: ['Island', 'Island', 'Island'] },
      },
    },
    [{ cast: 'Doublecast' }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  expect(g.state.delayedTriggers).toMatchObject([{ controller: 'p1', nextCast: { types: ['instant', 'sorcery'] } }]);
  return g;
}

describe('when you next cast an instant or sorcery spell this turn, copy that spell (CR 603.7)', () => {
  it('Doublecast: the next Lightning Bolt is copied; the copy may take a new target; only once', () => {
    const g = afterDoublecast(['Lightning Bolt', 'Lightning Bolt']);
    g.act({ cast: 'Lightning Bolt', targets: ['p2'] });
    expect(g.has('AbilityTriggered', RULE.delayedTrigger)).toBe(true);
    expect(g.state.delayedTriggers).toEqual([]);
    // The delayed trigger resolves first: a copy, retargeted at the Grizzly Bears.
    g.act({ pass: true });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', purpose: 'new-targets' });
    g.act({ decide: true });
    g.act({ decide: ['bears'] });
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(17);
    // The second Bolt is not copied: the delayed trigger is gone (603.7c).
    g.act({ cast: 'Lightning Bolt', targets: ['p2'] });
    expect(g.stack()).toEqual(['Lightning Bolt']);
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(14);
  });

  it('a creature spell is not what it waits for; it waits on and copies the next instant', () => {
    const g = afterDoublecast(['Grizzly Bears', 'Lightning Bolt']);
    g.act({ cast: 'Grizzly Bears' });
    expect(g.stack()).toEqual(['Grizzly Bears']);
    g.act({ pass: true });
    expect(g.state.delayedTriggers).toHaveLength(1);
    g.act({ cast: 'Lightning Bolt', targets: ['p2'] });
    g.act({ pass: true });
    g.act({ decide: false });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(14);
  });

  it('this turn only: next turn the delayed trigger is gone', () => {
    const g = afterDoublecast([]);
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    expect(g.state.turn.active).toBe('p1');
    expect(g.state.delayedTriggers).toEqual([]);
  });

  it('Najal: the delayed trigger is set up only if {2} was paid ("If you do")', () => {
    const r = compileCard(najal);
    // Its flash permission is read too (flash-grants.test.ts): the whole card is enforced.
    expect(r.status).toBe('full');
    const steps = r.def.triggered?.[0]?.steps ?? [];
    expect(steps.at(-1)).toMatchObject({ do: 'delayedNextCast', when: expect.anything() });
  });

  it('near misses stay text: "copy that spell X times", "an additional time", "for each time …"', () => {
    const thunder = card(
      "Storm King's Thunder",
      '{X}{R}{R}{R}',
      'Instant',
      'When you next cast an instant or sorcery spell this turn, copy that spell X times. You may choose new targets for the copies.',
    );
    expect(unenforced(thunder)).toHaveLength(1);
    const drake = card(
      'Thunderclap Drake',
      '{1}{U}',
      'Creature — Drake',
      "Flying\nInstant and sorcery spells you cast cost {1} less to cast.\n{2}{U}, Sacrifice this creature: When you next cast an instant or sorcery spell this turn, copy it for each time you've cast your commander from the command zone this game. You may choose new targets for the copies.",
      '2/1',
    );
    expect(unenforced(drake)).toEqual([
      expect.stringMatching(/^\{2\}\{U\}, Sacrifice this creature: When you next cast/),
    ]);
  });
});
