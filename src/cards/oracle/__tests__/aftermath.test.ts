// Aftermath (CR 702.127a): the second half of an aftermath split card may be cast from its owner's
// graveyard, can't be cast from any other zone, and cast from a graveyard it is exiled instead of
// going anywhere else as it leaves the stack. The first half is cast as usual (709.3). Real cards.
import { describe, expect, it } from 'vitest';
import { castOptions, RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import type { CardData } from '../../data/card-data';
import { normalizeCard } from '../../data/faces';
import { compiled, main } from './compiled';

function split(name: string, faces: [string, string, string][]): CardData {
  return normalizeCard({
    name,
    layout: 'split',
    card_faces: faces.map(([n, cost, typeAndText]) => {
      const [typeLine, ...text] = typeAndText.split('\n');
      return { name: n, mana_cost: cost, type_line: typeLine, oracle_text: text.join('\n') };
    }),
  });
}

const neverReturn = split('Never // Return', [
  ['Never', '{1}{B}{B}', 'Sorcery\nDestroy target creature or planeswalker.'],
  [
    'Return',
    '{3}{B}',
    'Sorcery\nAftermath (Cast this spell only from your graveyard. Then exile it.)\nExile target card from a graveyard. Create a 2/2 black Zombie creature token.',
  ],
]);
const CARDS = compiled(neverReturn);
const SWAMPS = ['Swamp', 'Swamp', 'Swamp', 'Swamp'];

describe('aftermath (CR 702.127a)', () => {
  it('from a hand only the first half can be cast; the aftermath half is refused with its rule', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: SWAMPS, hand: [{ id: 'nr', card: 'Never // Return' }] },
          p2: { battlefield: ['Grizzly Bears'] },
        },
      },
      [],
      { cards: CARDS },
    );
    const opts = castOptions(g.engine.registry, g.state, 'p1', g.get('nr').id);
    expect(opts.options.map((o) => o.name)).toEqual(['Never']);
    expect(opts.refusals).toContainEqual({
      reason: 'Return has aftermath: it can be cast only from a graveyard',
      rule: RULE.aftermath,
    });
    expect(() => g.act({ cast: 'nr', half: 'Return', targets: ['Grizzly Bears'] })).toThrow();
    g.act({ cast: 'nr', half: 'Never', targets: ['Grizzly Bears'] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    // Resolved as Never, it goes to the graveyard as usual.
    expect(g.names('p1', 'graveyard')).toEqual(['Never // Return']);
  });

  it('from its owner graveyard only the aftermath half is cast, and then it is exiled (not put into the graveyard)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: SWAMPS, graveyard: [{ id: 'nr', card: 'Never // Return' }] },
          p2: { graveyard: [{ id: 'gb', card: 'Grizzly Bears' }] },
        },
      },
      [],
      { cards: CARDS },
    );
    const opts = castOptions(g.engine.registry, g.state, 'p1', g.get('nr').id);
    expect(opts.options.map((o) => [o.name, o.payable])).toEqual([['Return', true]]);
    g.act({ cast: 'nr', targets: ['gb'] });
    expect(g.stack()).toEqual(['Return']);
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.names('p2', 'exile')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'battlefield')).toContain('Zombie Token (token)');
    expect(g.names('p1', 'graveyard')).toEqual([]);
    expect(g.names('p1', 'exile')).toEqual(['Never // Return']);
    expect(g.events.some((e) => e.rule === RULE.aftermath)).toBe(true);
  });

  it('near miss: another player\'s graveyard gives no permission ("your graveyard")', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: SWAMPS },
          p2: { graveyard: [{ id: 'nr', card: 'Never // Return' }, 'Grizzly Bears'] },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(castOptions(g.engine.registry, g.state, 'p1', g.get('nr').id).options).toEqual([]);
  });
});
