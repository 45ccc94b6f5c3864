// Returning a card to the battlefield with counters on it (CR 122.6, 614.1c): "with an additional
// +1/+1 counter on it" (Prison Break: "additional" says only that it comes on top of any counters
// it would enter with), "with two additional +1/+1 counters on it" (Evil Reawakened), and a
// keyword counter, "with a lifelink counter on it" (Unbreakable Bond: the creature has lifelink,
// 122.1b). Near miss that stays text: "with a hexproof counter and an indestructible counter on
// it" (Perennation: two kinds as it enters are not read).
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const prisonBreak = card(
  'Prison Break',
  '{4}{B}',
  'Sorcery',
  'Return target creature card from your graveyard to the battlefield with an additional +1/+1 counter on it.\nMayhem {3}{B} (You may cast this card from your graveyard for {3}{B} if you discarded it this turn. Timing rules still apply.)',
);
const evil = card(
  'Evil Reawakened',
  '{4}{B}',
  'Sorcery',
  'Return target creature card from your graveyard to the battlefield with two additional +1/+1 counters on it.',
);
const bond = card(
  'Unbreakable Bond',
  '{4}{B}',
  'Sorcery',
  'Return target creature card from your graveyard to the battlefield with a lifelink counter on it.',
);
const perennation = card(
  'Perennation',
  '{3}{W}{B}{G}',
  'Sorcery',
  'Return target permanent card from your graveyard to the battlefield with a hexproof counter and an indestructible counter on it.',
);
const CARDS = compiled(prisonBreak, evil, bond);

const keywordsOf = (g: Game, ref: string) =>
  characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords.map((k) =>
    typeof k === 'string' ? k : JSON.stringify(k),
  );

function reanimate(spell: string) {
  return game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'],
          hand: [spell],
          graveyard: [{ id: 'bear', card: 'Grizzly Bears' }],
        },
      },
    },
    [{ cast: spell, targets: ['bear'] }, { pass: true }, { pass: true }],
    { cards: CARDS },
  );
}

describe('returned to the battlefield with counters on it (CR 122.6)', () => {
  it('Prison Break: one +1/+1 counter, so a 3/3', () => {
    const g = reanimate('Prison Break');
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
    expect(g.get('bear').counters).toEqual({ '+1/+1': 1 });
    expect(pt(g, 'bear')).toEqual([3, 3]);
  });

  it('Evil Reawakened: two +1/+1 counters, so a 4/4', () => {
    const g = reanimate('Evil Reawakened');
    expect(g.error).toBeNull();
    expect(g.get('bear').counters).toEqual({ '+1/+1': 2 });
    expect(pt(g, 'bear')).toEqual([4, 4]);
  });

  it('Unbreakable Bond: a lifelink counter gives lifelink (CR 122.1b)', () => {
    const g = reanimate('Unbreakable Bond');
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Unbreakable Bond']);
    expect(g.get('bear').counters).toEqual({ lifelink: 1 });
    expect(keywordsOf(g, 'bear')).toContain('lifelink');
    expect(pt(g, 'bear')).toEqual([2, 2]);
  });

  it('near miss: Perennation (two kinds of counters as it enters) stays text', () => {
    expect(unenforced(perennation)).toHaveLength(1);
  });
});
