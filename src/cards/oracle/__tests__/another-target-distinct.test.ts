// "Another target" after other uses of "target" on an instant or sorcery (CR 115.3: separate
// uses of "target" may pick the same object unless the text says otherwise): the later slot may
// not choose what the earlier ones chose, whether the targets are given or asked for, and a cast
// with nothing left for it is illegal (601.2c). "Target creature deals damage to itself" deals
// it to that creature (not the spell).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const arcTrail = card(
  'Arc Trail',
  '{1}{R}',
  'Sorcery',
  'Arc Trail deals 2 damage to any target and 1 damage to another target.',
);
const hammer = card(
  'Fall of the Hammer',
  '{1}{R}',
  'Instant',
  'Target creature you control deals damage equal to its power to another target creature.',
);
const justice = card(
  'Justice Strike',
  '{R}{W}',
  'Instant',
  'Target creature deals damage to itself equal to its power.',
);
const CARDS = compiled(arcTrail, hammer, justice);

describe('"another target" (CR 115.3)', () => {
  it('Arc Trail: 2 damage to the Bears and 1 to the other player; the same creature twice is refused', () => {
    const board = {
      turn: main,
      players: {
        p1: { battlefield: ['Mountain', 'Mountain'], hand: ['Arc Trail'] },
        p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
      },
    };
    const g = game(board, [{ cast: 'Arc Trail', targets: ['bears', 'p2'] }, { pass: true }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.state.players.p2.life).toBe(19);

    const twice = game(board, [{ cast: 'Arc Trail', targets: ['bears', 'bears'] }], { cards: CARDS });
    expect(twice.error).toMatch(/another target/);
    expect(twice.names('p1', 'hand')).toEqual(['Arc Trail']);
  });

  it('Arc Trail asked for its second target: the first one is not a candidate', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain'], hand: ['Arc Trail'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Arc Trail' }],
      { cards: CARDS },
    );
    g.act({ decide: ['p2'] });
    const d = g.state.pendingDecision;
    expect(d?.kind).toBe('chooseObjects');
    const cands = d && 'candidates' in d ? d.candidates : [];
    expect(cands).toContain(g.get('bears').id);
    expect(cands).toContain('p1');
    expect(cands).not.toContain('p2');
  });

  it('Fall of the Hammer: the bite needs a second creature; with only its own it can’t be cast', () => {
    const mine = { id: 'ogre', card: 'Grizzly Bears' };
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain', mine], hand: ['Fall of the Hammer'] },
          p2: { battlefield: [{ id: 'elves', card: 'Llanowar Elves' }] },
        },
      },
      [{ cast: 'Fall of the Hammer', targets: ['ogre', 'elves'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Llanowar Elves']);
    expect(g.get('ogre').damage).toBe(0);

    const alone = game(
      { turn: main, players: { p1: { battlefield: ['Mountain', 'Mountain', mine], hand: ['Fall of the Hammer'] } } },
      [{ cast: 'Fall of the Hammer' }],
      { cards: CARDS },
    );
    // The Bears are chosen for the first target; nothing is left for "another target creature".
    expect(alone.error).toMatch(/no legal target is left/);
    expect(alone.names('p1', 'hand')).toEqual(['Fall of the Hammer']);
    expect(alone.get('ogre').damage).toBe(0);
  });

  it('Justice Strike: the creature deals damage equal to its power to itself', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Plains'], hand: ['Justice Strike'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Justice Strike', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it('near misses: a permanent’s "other target" after a target, and "each creature deals damage to itself", stay text', () => {
    const blade = card(
      'Phantom Blade',
      '{1}{B}',
      'Artifact — Equipment',
      'When this Equipment enters, attach it to up to one target creature you control. Destroy up to one other target creature.\nEquipped creature gets +1/+1 and has menace.\nEquip {1}{B}',
    );
    expect(unenforced(blade)).toHaveLength(1);
    const blaze = card(
      'Solar Blaze',
      '{2}{R}{W}',
      'Sorcery',
      'Each creature deals damage to itself equal to its power.',
    );
    expect(unenforced(blaze)).toHaveLength(1);
  });

  it("a kicked spell's other target followed by more of its text stays text (CR 601.2c)", () => {
    // Probe's "If this spell was kicked, target player discards two cards" is read now, with the
    // target only when kicked (kicked-spell.test.ts); a kicked target in the middle of the text is not.
    const expel = card(
      'Expel the Unworthy',
      '{1}{W}',
      'Sorcery',
      'Kicker {2}{W} (You may pay an additional {2}{W} as you cast this spell.)\nChoose target creature with mana value 3 or less. If this spell was kicked, instead choose target creature. Exile the chosen creature, then its controller gains life equal to its mana value.',
    );
    expect(unenforced(expel)).toHaveLength(1);
  });
});
