// Soulbond (CR 702.95): as a creature with soulbond or another creature enters under your control,
// you may pair the two unpaired creatures (702.95a); "As long as ~ is paired with another creature,
// both creatures have …" applies to both (702.95b); the pair ends for good when either leaves the
// battlefield, stops being a creature or changes control (702.95c). Real cards played.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, run, unenforced } from './compiled';

const silverheart = card(
  'Wolfir Silverheart',
  '{3}{G}{G}',
  'Creature — Wolf Warrior',
  'Soulbond (You may pair this creature with another unpaired creature when either enters. They remain paired for as long as you control both of them.)\nAs long as this creature is paired with another creature, each of those creatures gets +4/+4.',
  '4/4',
);
const paladin = card(
  'Silverblade Paladin',
  '{1}{W}{W}',
  'Creature — Human Knight',
  'Soulbond (You may pair this creature with another unpaired creature when either enters. They remain paired for as long as you control both of them.)\nAs long as this creature is paired with another creature, both creatures have double strike.',
  '2/2',
);
const doomBlade = card('Doom Blade', '{1}{B}', 'Instant', 'Destroy target nonblack creature.');
const CARDS = compiled(silverheart, paladin, doomBlade);

const keywords = (g: Game, ref: string) =>
  characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords;
const forests = (n: number) => Array.from({ length: n }, () => 'Forest');

describe('soulbond (CR 702.95)', () => {
  it('Wolfir Silverheart entering pairs with Grizzly Bears: each gets +4/+4; the Bears destroyed, the pair ends', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: [{ id: 'wolf', card: 'Wolfir Silverheart' }, 'Doom Blade'],
            battlefield: [{ id: 'bears', card: 'Grizzly Bears' }, ...forests(5), 'Swamp', 'Swamp'],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'wolf' });
    g.act({ pass: true }); // the creature spell resolves; its soulbond trigger goes on the stack
    expect(g.state.stack).toHaveLength(1);
    g.act({ pass: true });
    expect(g.state.pendingDecision?.candidates).toEqual([g.get('bears').id]);
    g.act({ decide: [g.get('bears').id] });
    expect(pt(g, 'wolf')).toEqual([8, 8]);
    expect(pt(g, 'bears')).toEqual([6, 6]);
    g.act({ cast: 'Doom Blade', targets: ['bears'] });
    run(g);
    expect(g.get('bears').zone).toBe('graveyard');
    expect(pt(g, 'wolf')).toEqual([4, 4]);
    expect(g.get('wolf').pairedWith).toBeUndefined();
  });

  it('another creature entering under your control pairs with the unpaired soulbond creature; declining pairs nothing', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'bears2', card: 'Grizzly Bears' },
            ],
            battlefield: [{ id: 'paladin', card: 'Silverblade Paladin' }, ...forests(4)],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'bears' });
    g.act({ pass: true });
    expect(g.state.stack).toHaveLength(1); // the Paladin's second soulbond ability
    g.act({ pass: true });
    g.act({ decide: [] }); // declined
    expect(keywords(g, 'paladin')).not.toContain('double strike');
    g.act({ cast: 'bears2' });
    g.act({ pass: true });
    g.act({ pass: true });
    // The creature offered is the soulbond creature itself: "pair that creature with this creature".
    expect(g.state.pendingDecision?.candidates).toEqual([g.get('paladin').id]);
    g.act({ decide: [g.get('paladin').id] });
    expect(keywords(g, 'paladin')).toContain('double strike');
    expect(keywords(g, 'bears2')).toContain('double strike');
    expect(keywords(g, 'bears')).not.toContain('double strike');
  });

  it('a creature already paired is not offered again, and a paired soulbond creature does not trigger (intervening if, CR 603.4)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'bears2', card: 'Grizzly Bears' },
            ],
            battlefield: [{ id: 'paladin', card: 'Silverblade Paladin' }, ...forests(4)],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'bears' });
    g.act({ pass: true });
    g.act({ pass: true });
    g.act({ decide: [g.get('paladin').id] });
    expect(keywords(g, 'bears')).toContain('double strike');
    g.act({ cast: 'bears2' });
    g.act({ pass: true });
    expect(g.state.stack).toHaveLength(0);
    expect(keywords(g, 'bears2')).not.toContain('double strike');
  });

  it('near misses stay text: "both creatures" without a pair, and Flowering Lumberknot', () => {
    const near = card(
      'Test Pair',
      '{2}{G}',
      'Creature — Elf',
      'As long as you control an artifact, both creatures have flying.',
      '2/2',
    );
    expect(unenforced(near)).toEqual(['As long as you control an artifact, both creatures have flying.']);
    const knot = card(
      'Flowering Lumberknot',
      '{3}{G}',
      'Creature — Treefolk',
      "This creature can't attack or block unless it's paired with a creature with soulbond.",
      '5/5',
    );
    expect(unenforced(knot)).toHaveLength(1);
  });
});
