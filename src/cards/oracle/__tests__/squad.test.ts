// Squad [cost] (CR 702.157a): "As an additional cost to cast this spell, you may pay [cost] any
// number of times" and "When this creature enters, if its squad cost was paid, create a token
// that's a copy of it for each time its squad cost was paid." Real cards played.
import { describe, expect, it } from 'vitest';
import { characteristics, getObject, readContext } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const brigade = card(
  'Galadhrim Brigade',
  '{2}{G}',
  'Creature — Elf Soldier',
  'Squad {1}{G} (As an additional cost to cast this spell, you may pay {1}{G} any number of times. When this creature enters, create that many tokens that are copies of it.)\nOther Elves you control get +1/+1.',
  '2/2',
);
const CARDS = compiled(brigade);

function cast(forests: number) {
  return game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [...Array<string>(forests).fill('Forest'), { id: 'elves', card: 'Llanowar Elves' }],
          hand: ['Galadhrim Brigade'],
        },
      },
    },
    [{ cast: 'Galadhrim Brigade' }],
    { cards: CARDS },
  );
}

function brigades(g: ReturnType<typeof cast>) {
  const ctx = readContext(g.state, g.engine.registry);
  return g.state.battlefield
    .map((id) => getObject(g.state, id)!)
    .filter((o) => characteristics(ctx, o).names[0] === 'Galadhrim Brigade')
    .map((o) => ({ token: o.token, pt: [characteristics(ctx, o).power, characteristics(ctx, o).toughness] }));
}

describe('squad (CR 702.157a)', () => {
  it('paid twice: two token copies enter; each Elf gets +1/+1 from each other Brigade', () => {
    const g = cast(7);
    // {2}{G} plus {1}{G} per payment, from seven Forests: 0 to 2 times.
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'squad', kind: 'chooseNumber', min: 0, max: 2 });
    g.act({ decide: 2 });
    g.act({ pass: true });
    expect(g.stack()).toEqual(['Galadhrim Brigade ability']);
    g.act({ pass: true });
    expect(g.state.stack).toEqual([]);
    expect(brigades(g)).toEqual([
      { token: false, pt: [4, 4] },
      { token: true, pt: [4, 4] },
      { token: true, pt: [4, 4] },
    ]);
    expect(pt(g, 'elves')).toEqual([4, 4]);
  });

  it('not paid: no trigger, no token', () => {
    const g = cast(7);
    g.act({ decide: 0 });
    g.act({ pass: true });
    expect(g.state.stack).toEqual([]);
    expect(brigades(g)).toEqual([{ token: false, pt: [2, 2] }]);
    // With three Forests the squad cost can't be paid: it is not asked.
    const poor = cast(3);
    expect(poor.state.pendingDecision).toBeNull();
  });

  it('near miss: a squad cost that is not mana stays text', () => {
    const disciple = card(
      'Thrill-Kill Disciple',
      '{2}{R}',
      'Creature — Human Mercenary',
      'Squad—{1}, Discard a card. (As an additional cost to cast this spell, you may pay its squad cost any number of times. When this creature enters, create that many tokens that are copies of it.)\nWhen this creature dies, create a Junk token.',
      '3/2',
    );
    expect(unenforced(disciple).some((t) => t.startsWith('Squad—'))).toBe(true);
  });
});
