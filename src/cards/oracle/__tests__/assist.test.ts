// Assist (CR 702.132a): while a spell with assist is cast, its caster may choose another player,
// who may pay any amount of the generic mana in its total cost before the caster pays the rest
// (601.2h). In a two-player game that is the opponent. Real cards played.
import { describe, expect, it } from 'vitest';
import { getObject } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main } from './compiled';

const bringDown = card(
  'Bring Down',
  '{3}{W}',
  'Sorcery',
  "Assist (Another player can pay up to {3} of this spell's cost.)\nDestroy target creature with power 4 or greater.",
);
const binox = card(
  'Charging Binox',
  '{7}{G}',
  'Creature — Beast',
  "Assist (Another player can pay up to {7} of this spell's cost.)\nTrample",
  '7/5',
);
const wurm = card('Craw Wurm', '{4}{G}{G}', 'Creature — Wurm', '', '6/4');
const CARDS = compiled(bringDown, binox, wurm);

/** How many of `player`'s permanents are tapped. */
function tapped(g: Game, player: 'p1' | 'p2'): number {
  return g.state.battlefield.map((id) => getObject(g.state, id)).filter((o) => o?.controller === player && o.tapped)
    .length;
}

function bringDownWith(mine: string[], theirs: string[]) {
  return game(
    {
      turn: main,
      players: {
        p1: { hand: ['Bring Down'], battlefield: mine },
        p2: { battlefield: [...theirs, { id: 'wurm', card: 'Craw Wurm' }] },
      },
    },
    [],
    { cards: CARDS },
  );
}

describe('assist (CR 702.132a)', () => {
  it('Bring Down: the opponent pays {3} of {3}{W}, the caster the {W}; the wurm is destroyed', () => {
    const g = bringDownWith(['Plains'], ['Plains', 'Plains', 'Plains']);
    g.act({ cast: 'Bring Down', targets: ['wurm'] });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', purpose: 'assist', player: 'p1' });
    g.act({ decide: true });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseNumber', player: 'p2', max: 3 });
    g.act({ decide: 3, player: 'p2' });
    expect(g.error).toBeNull();
    expect(tapped(g, 'p1')).toBe(1);
    expect(tapped(g, 'p2')).toBe(3);
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Craw Wurm']);
  });

  it('the assisting player chooses the amount: 1 of {3}, the caster pays {2}{W}', () => {
    const g = bringDownWith(['Plains', 'Plains', 'Plains'], ['Plains', 'Plains', 'Plains']);
    g.act({ cast: 'Bring Down', targets: ['wurm'] });
    g.act({ decide: true });
    g.act({ decide: 1, player: 'p2' });
    expect(g.error).toBeNull();
    expect(tapped(g, 'p1')).toBe(3);
    expect(tapped(g, 'p2')).toBe(1);
  });

  it('the caster may choose no one: they pay it all, the opponent nothing', () => {
    const g = bringDownWith(['Plains', 'Plains', 'Plains', 'Plains'], ['Plains', 'Plains', 'Plains']);
    g.act({ cast: 'Bring Down', targets: ['wurm'] });
    g.act({ decide: false });
    expect(g.error).toBeNull();
    expect(tapped(g, 'p1')).toBe(4);
    expect(tapped(g, 'p2')).toBe(0);
  });

  it('assist pays only generic mana: an opponent with untapped lands is not asked for more than {3}', () => {
    const g = bringDownWith(['Plains'], ['Plains', 'Plains', 'Plains', 'Plains', 'Plains']);
    g.act({ cast: 'Bring Down', targets: ['wurm'] });
    g.act({ decide: true });
    expect(g.state.pendingDecision?.max).toBe(3);
    expect(() => g.act({ decide: 4, player: 'p2' })).toThrow();
  });

  it('Charging Binox: with nobody able to help, nothing is asked and the caster pays {7}{G}', () => {
    const g = game(
      { turn: main, players: { p1: { hand: ['Charging Binox'], battlefield: Array<string>(8).fill('Forest') } } },
      [{ cast: 'Charging Binox' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toBeNull();
    expect(tapped(g, 'p1')).toBe(8);
  });
});
