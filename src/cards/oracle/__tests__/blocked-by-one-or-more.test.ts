// "Whenever this creature blocks or becomes blocked by one or more black creatures" on compiled real
// cards (CR 509.1h–i, 603.2c): blocking a black creature triggers it; becoming blocked by two
// black creatures triggers it once, not once per blocker; a green one triggers nothing; Hedron
// Blade's "it" is the equipped creature; "blue and/or black creatures" (Amphibious Kavu) is either
// color or both (CR 105.2).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt } from './compiled';

const inquisitors = card(
  'Serra Inquisitors',
  '{4}{W}',
  'Creature — Human Cleric',
  'Whenever this creature blocks or becomes blocked by one or more black creatures, this creature gets +2/+0 until end of turn.',
  '3/3',
);
const corpse = card('Walking Corpse', '{1}{B}', 'Creature — Zombie', '', '2/2');
const blade = card(
  'Hedron Blade',
  '{1}',
  'Artifact — Equipment',
  'Equipped creature gets +1/+1.\nWhenever equipped creature becomes blocked by one or more colorless creatures, it gains deathtouch until end of turn. (Any amount of damage it deals to a creature is enough to destroy it.)\nEquip {2} ({2}: Attach to target creature you control. Equip only as a sorcery.)',
);
const soldier = card('Yotian Soldier', '{3}', 'Artifact Creature — Soldier', 'Vigilance', '1/4');
const CARDS = compiled(inquisitors, corpse, blade, soldier);

describe('"blocks or becomes blocked by one or more black creatures" (Serra Inquisitors)', () => {
  it('blocked by two black creatures: one trigger, +2/+0 once', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'inq', card: 'Serra Inquisitors' }] },
          p2: {
            battlefield: [
              { id: 'c1', card: 'Walking Corpse' },
              { id: 'c2', card: 'Walking Corpse' },
            ],
          },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['inq'] }, { block: { c1: 'inq', c2: 'inq' }, player: 'p2' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(1);
    g.act({ pass: true });
    g.act({ pass: true });
    expect(pt(g, 'inq')).toEqual([5, 3]);
  });

  it('blocks a black attacker: +2/+0; blocks a green one (Grizzly Bears): nothing', () => {
    const board = (attacker: string) =>
      game(
        {
          turn: main,
          players: {
            p1: { battlefield: [{ id: 'att', card: attacker }] },
            p2: { battlefield: [{ id: 'inq', card: 'Serra Inquisitors' }] },
          },
        },
        [{ advance: 'declareAttackers' }, { attack: ['att'] }, { block: { inq: 'att' }, player: 'p2' }],
        { cards: CARDS },
      );
    const black = board('Walking Corpse');
    expect(black.error).toBeNull();
    expect(black.state.stack).toHaveLength(1);
    black.act({ pass: true });
    black.act({ pass: true });
    expect(pt(black, 'inq')).toEqual([5, 3]);
    const green = board('Grizzly Bears');
    expect(green.error).toBeNull();
    expect(green.state.stack).toHaveLength(0);
    expect(pt(green, 'inq')).toEqual([3, 3]);
  });

  it('Hedron Blade: the equipped creature blocked by a colorless creature gains deathtouch, "it" being that creature', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'blade', card: 'Hedron Blade', attachedTo: 'bears' },
            ],
          },
          p2: { battlefield: [{ id: 'sol', card: 'Yotian Soldier' }] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['bears'] }, { block: { sol: 'bears' }, player: 'p2' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(1);
    for (let i = 0; i < 6 && g.names('p2', 'graveyard').length === 0; i++) g.act({ pass: true });
    // 3 damage to a 1/4: deadly only with deathtouch (CR 702.2b).
    expect(g.names('p2', 'graveyard')).toEqual(['Yotian Soldier']);
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
  });

  it('"one or more blue and/or black creatures" (Amphibious Kavu): a black blocker triggers it, a green one does not', () => {
    const kavu = card(
      'Amphibious Kavu',
      '{2}{G}',
      'Creature — Kavu',
      'Whenever this creature blocks or becomes blocked by one or more blue and/or black creatures, this creature gets +3/+3 until end of turn.',
      '2/2',
    );
    const board = (blocker: string) =>
      game(
        {
          turn: main,
          players: {
            p1: { battlefield: [{ id: 'kavu', card: 'Amphibious Kavu' }] },
            p2: { battlefield: [{ id: 'blk', card: blocker }] },
          },
        },
        [{ advance: 'declareAttackers' }, { attack: ['kavu'] }, { block: { blk: 'kavu' }, player: 'p2' }],
        { cards: [...CARDS, ...compiled(kavu)] },
      );
    const black = board('Walking Corpse');
    expect(black.error).toBeNull();
    black.act({ pass: true });
    black.act({ pass: true });
    expect(pt(black, 'kavu')).toEqual([5, 5]);
    const green = board('Grizzly Bears');
    expect(green.state.stack).toHaveLength(0);
    expect(pt(green, 'kavu')).toEqual([2, 2]);
  });
});
