// Multikicker [cost] (CR 702.33c): an optional additional cost paid any number of times as the
// spell is cast (announced, 601.2b; added to the total cost, 601.2f). "For each time it was
// kicked" reads the times paid: as the permanent enters (614.1c), as its enters trigger resolves,
// or as the spell resolves. Real cards played.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const hawks = card(
  'Apex Hawks',
  '{2}{W}',
  'Creature — Bird',
  'Multikicker {1}{W} (You may pay an additional {1}{W} any number of times as you cast this spell.)\nFlying\nThis creature enters with a +1/+1 counter on it for each time it was kicked.',
  '2/2',
);
const wolfbriar = card(
  'Wolfbriar Elemental',
  '{2}{G}{G}',
  'Creature — Elemental',
  'Multikicker {G} (You may pay an additional {G} any number of times as you cast this spell.)\nWhen this creature enters, create a 2/2 green Wolf creature token for each time it was kicked.',
  '4/4',
);
const chalice = card(
  'Everflowing Chalice',
  '{0}',
  'Artifact',
  'Multikicker {2} (You may pay an additional {2} any number of times as you cast this spell.)\nThis artifact enters with a charge counter on it for each time it was kicked.\n{T}: Add {C} for each charge counter on this artifact.',
);
const cometStorm = card(
  'Comet Storm',
  '{X}{R}{R}',
  'Instant',
  'Multikicker {1} (You may pay an additional {1} any number of times as you cast this spell.)\nChoose any target, then choose another target for each time this spell was kicked. Comet Storm deals X damage to each of them.',
);
const contortion = card(
  'Spell Contortion',
  '{2}{U}',
  'Instant',
  'Multikicker {1}{U} (You may pay an additional {1}{U} any number of times as you cast this spell.)\nCounter target spell unless its controller pays {2}. Draw a card for each time Spell Contortion was kicked.',
);
const CARDS = compiled(hawks, wolfbriar, chalice, contortion);

function cast(name: string, lands: string[]): Game {
  const g = game({ turn: main, players: { p1: { battlefield: lands, hand: [name] } } }, [{ cast: name }], {
    cards: CARDS,
  });
  expect(g.error).toBeNull();
  return g;
}

describe('multikicker (CR 702.33c)', () => {
  it('Apex Hawks kicked twice from seven Plains: {2}{W} + 2×{1}{W} paid, it enters a 4/4 with two +1/+1 counters', () => {
    const g = cast('Apex Hawks', Array<string>(7).fill('Plains'));
    // {2}{W} plus {1}{W} per payment, from seven Plains: 0 to 2 times.
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'multikicker', kind: 'chooseNumber', min: 0, max: 2 });
    g.act({ decide: 2 });
    g.act({ pass: true });
    expect(g.get('Apex Hawks').counters).toEqual({ '+1/+1': 2 });
    expect(pt(g, 'Apex Hawks')).toEqual([4, 4]);
  });

  it('Apex Hawks not kicked: a 2/2 with no counters; with five Plains it could be kicked only once', () => {
    expect(cast('Apex Hawks', Array<string>(5).fill('Plains')).state.pendingDecision).toMatchObject({ max: 1 });
    const g = cast('Apex Hawks', Array<string>(7).fill('Plains'));
    g.act({ decide: 0 });
    g.act({ pass: true });
    expect(g.get('Apex Hawks').counters).toEqual({});
    expect(pt(g, 'Apex Hawks')).toEqual([2, 2]);
  });

  it('Wolfbriar Elemental kicked three times: its enters trigger creates three Wolves', () => {
    const g = cast('Wolfbriar Elemental', Array<string>(7).fill('Forest'));
    g.act({ decide: 3 });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield').filter((n) => n.startsWith('Wolf Token'))).toHaveLength(3);
  });

  it('Everflowing Chalice kicked once for {2}: one charge counter', () => {
    const g = cast('Everflowing Chalice', ['Island', 'Island']);
    g.act({ decide: 1 });
    g.act({ pass: true });
    expect(g.get('Everflowing Chalice').counters).toEqual({ charge: 1 });
  });

  it('Spell Contortion kicked twice: the spell is countered when its controller does not pay, and two cards are drawn', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [...Array<string>(7).fill('Island'), 'Mountain'],
            hand: ['Shock', 'Spell Contortion'],
            library: ['Forest', 'Forest', 'Forest'],
          },
        },
      },
      [{ cast: 'Shock', targets: ['p2'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ cast: 'Spell Contortion', targets: ['Shock'] });
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'multikicker', max: 2 });
    g.act({ decide: 2 });
    g.act({ pass: true });
    // Shock's controller (p1) has no untapped land left to pay {2}.
    if (g.state.pendingDecision) g.act({ decide: false });
    expect(g.names('p1', 'graveyard')).toEqual(expect.arrayContaining(['Shock', 'Spell Contortion']));
    expect(g.names('p1', 'hand')).toEqual(['Forest', 'Forest']);
    expect(g.state.players.p2.life).toBe(20);
  });

  it('near miss: Comet Storm’s extra target for each time it was kicked is not read and stays text', () => {
    expect(unenforced(cometStorm)).toEqual([expect.stringMatching(/^Choose any target, then choose another target/)]);
  });
});
