// Monstrosity N (CR 701.37a): "If this permanent isn't monstrous, put N +1/+1 counters on it and it
// becomes monstrous." Monstrous is a designation other abilities read (701.37b: "as long as ~ is
// monstrous", "if ~ is monstrous"), and "When ~ becomes monstrous" triggers only when its
// monstrosity made it so. Real cards played.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, run, unenforced } from './compiled';

const lion = card(
  'Fleecemane Lion',
  '{G}{W}',
  'Creature — Cat',
  "{3}{G}{W}: Monstrosity 1. (If this creature isn't monstrous, put a +1/+1 counter on it and it becomes monstrous.)\nAs long as this creature is monstrous, it has hexproof and indestructible.",
  '3/3',
);
const dragon = card(
  'Stormbreath Dragon',
  '{3}{R}{R}',
  'Creature — Dragon',
  "Flying, haste, protection from white\n{5}{R}{R}: Monstrosity 3. (If this creature isn't monstrous, put three +1/+1 counters on it and it becomes monstrous.)\nWhen this creature becomes monstrous, it deals damage to each opponent equal to the number of cards in that player's hand.",
  '4/4',
);
const hydra = card(
  'Domesticated Hydra',
  '{2}{G}',
  'Creature — Hydra',
  "{X}{G}{G}{G}: Monstrosity X. (If this creature isn't monstrous, put X +1/+1 counters on it and it becomes monstrous.)\nAs long as this creature is monstrous, it has trample.",
  '3/3',
);
const crusher = card(
  'Polis Crusher',
  '{2}{R}{G}',
  'Creature — Cyclops',
  "Trample, protection from enchantments\n{4}{R}{G}: Monstrosity 3. (If this creature isn't monstrous, put three +1/+1 counters on it and it becomes monstrous.)\nWhenever this creature deals combat damage to a player, if this creature is monstrous, destroy target enchantment that player controls.",
  '4/4',
);
const CARDS = compiled(lion, dragon, hydra, crusher);

const keywords = (g: Game, ref: string) =>
  characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords;
const mountains = (n: number) => Array.from({ length: n }, () => 'Mountain');

describe('monstrosity (CR 701.37)', () => {
  it('Fleecemane Lion: a +1/+1 counter and monstrous, so hexproof and indestructible; a second activation does nothing', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'lion', card: 'Fleecemane Lion' },
              ...['Forest', 'Forest', 'Forest', 'Forest', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Forest'],
            ],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(keywords(g, 'lion')).not.toContain('hexproof');
    g.act({ activate: 'lion' });
    expect(g.error).toBeNull();
    // Not monstrous until the ability resolves (701.37a).
    expect(g.get('lion').monstrous).toBeUndefined();
    run(g);
    expect(g.get('lion').monstrous).toBe(true);
    expect(g.get('lion').counters).toEqual({ '+1/+1': 1 });
    expect(pt(g, 'lion')).toEqual([4, 4]);
    expect(keywords(g, 'lion')).toEqual(expect.arrayContaining(['hexproof', 'indestructible']));
    g.act({ activate: 'lion' });
    expect(g.error).toBeNull();
    run(g);
    expect(g.get('lion').counters).toEqual({ '+1/+1': 1 });
  });

  it('Stormbreath Dragon: becoming monstrous deals damage equal to the cards in each opponent’s hand; already monstrous, nothing triggers', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'dragon', card: 'Stormbreath Dragon' }, ...mountains(14)] },
          p2: { hand: ['Forest', 'Forest', 'Forest'] },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ activate: 'dragon' });
    expect(g.error).toBeNull();
    g.act({ pass: true }); // monstrosity resolves; the trigger goes on the stack
    expect(g.state.stack).toHaveLength(1);
    run(g);
    expect(g.state.players.p2.life).toBe(17);
    expect(g.get('dragon').counters).toEqual({ '+1/+1': 3 });
    g.act({ activate: 'dragon' });
    g.act({ pass: true });
    expect(g.state.stack).toHaveLength(0);
    expect(g.state.players.p2.life).toBe(17);
    expect(g.get('dragon').counters).toEqual({ '+1/+1': 3 });
  });

  it('Domesticated Hydra: Monstrosity X puts X counters (X announced as it is activated), then trample', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: [{ id: 'hydra', card: 'Domesticated Hydra' }, ...Array(5).fill('Forest')] } },
      },
      [],
      { cards: CARDS },
    );
    expect(keywords(g, 'hydra')).not.toContain('trample');
    g.act({ activate: 'hydra', x: 2 });
    expect(g.error).toBeNull();
    run(g);
    expect(g.get('hydra').counters).toEqual({ '+1/+1': 2 });
    expect(pt(g, 'hydra')).toEqual([5, 5]);
    expect(keywords(g, 'hydra')).toContain('trample');
  });

  it('Polis Crusher: "if this creature is monstrous" — combat damage to a player destroys an enchantment only once it is', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'crusher', card: 'Polis Crusher' }, ...mountains(5), 'Forest'],
            library: mountains(4),
          },
          p2: { battlefield: [{ id: 'ench', card: 'Heartbeat of Spring' }], library: mountains(4) },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['crusher'] });
    g.act({ block: {} });
    for (let i = 0; i < 6 && g.state.turn.step !== 'main2'; i++) {
      if (g.state.stack.length) g.act({ pass: true });
      else g.act({ advance: 'main2' });
    }
    expect(g.state.players.p2.life).toBe(16);
    expect(g.get('ench').zone).toBe('battlefield');
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    g.act({ activate: 'crusher' });
    expect(g.error).toBeNull();
    run(g);
    expect(g.get('crusher').monstrous).toBe(true);
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['crusher'] });
    g.act({ block: {} });
    for (let i = 0; i < 8 && g.state.turn.step !== 'main2'; i++) {
      if (g.state.pendingDecision) g.act({ decide: ['ench'] });
      else if (g.state.stack.length) g.act({ pass: true });
      else g.act({ advance: 'main2' });
    }
    expect(g.state.players.p2.life).toBe(9);
    expect(g.get('ench').zone).toBe('graveyard');
  });

  it('near misses stay text: another creature becoming monstrous, and an X the trigger would read from the monstrosity', () => {
    const watcher = card(
      'Test Watcher',
      '{2}{G}',
      'Creature — Elf',
      'Whenever a creature you control becomes monstrous, draw a card.',
      '2/2',
    );
    expect(unenforced(watcher)).toEqual(['Whenever a creature you control becomes monstrous, draw a card.']);
    const broodmaster = card(
      'Hydra Broodmaster',
      '{4}{G}{G}',
      'Creature — Hydra',
      "{X}{X}{G}: Monstrosity X. (If this creature isn't monstrous, put X +1/+1 counters on it and it becomes monstrous.)\nWhen this creature becomes monstrous, create X X/X green Hydra creature tokens.",
      '7/7',
    );
    expect(unenforced(broodmaster)).toEqual([
      'When this creature becomes monstrous, create X X/X green Hydra creature tokens.',
    ]);
  });
});
