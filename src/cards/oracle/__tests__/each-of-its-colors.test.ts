// "… gets +1/+1 for each of its colors" (CR 105.2): the colors of the object "its" names — what
// the Aura enchants or the Equipment equips (a static, counted continuously, CR 611.3a), or the
// target as the spell resolves (608.2h). A colorless creature has none (105.2c).
// Near miss that stays text: Knight of New Alara's "Each other multicolored creature you control
// gets +1/+1 for each of its colors" (each affected creature's own colors).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const blessing = card(
  'Blessing of the Nephilim',
  '{W}',
  'Enchantment — Aura',
  'Enchant creature\nEnchanted creature gets +1/+1 for each of its colors.',
);
const saber = card(
  'Civic Saber',
  '{1}',
  'Artifact — Equipment',
  'Equipped creature gets +1/+0 for each of its colors.\nEquip {1}',
);
const might = card(
  'Might of the Nephilim',
  '{1}{G}',
  'Instant',
  'Target creature gets +2/+2 until end of turn for each of its colors.',
);
const knight = card(
  'Knight of New Alara',
  '{2}{G}{W}',
  'Creature — Human Knight',
  'Each other multicolored creature you control gets +1/+1 for each of its colors.',
  '2/2',
);
const watchwolf = card('Watchwolf', '{G}{W}', 'Creature — Wolf', '', '3/3');
const ornithopter = card('Ornithopter', '{0}', 'Artifact Creature — Thopter', 'Flying', '0/2');
const CARDS = compiled(blessing, saber, might, watchwolf, ornithopter);

const board = (battlefield: (string | object)[], hand: string[] = []) =>
  game({ turn: main, players: { p1: { battlefield, hand } } }, [], { cards: CARDS });

describe('"for each of its colors" (CR 105.2)', () => {
  it('Blessing of the Nephilim: +2/+2 on a green-white creature, nothing on a colorless one', () => {
    const g = board([
      { id: 'w', card: 'Watchwolf' },
      { card: 'Blessing of the Nephilim', attachedTo: 'w' },
      { id: 'o', card: 'Ornithopter' },
      { card: 'Blessing of the Nephilim', attachedTo: 'o' },
    ]);
    expect(g.error).toBeNull();
    expect(pt(g, 'w')).toEqual([5, 5]);
    expect(pt(g, 'o')).toEqual([0, 2]);
  });

  it('Civic Saber: +1/+0 on a green creature', () => {
    const g = board([
      { id: 'b', card: 'Grizzly Bears' },
      { card: 'Civic Saber', attachedTo: 'b' },
    ]);
    expect(pt(g, 'b')).toEqual([3, 2]);
  });

  it('Might of the Nephilim: +4/+4 until end of turn on a two-color creature', () => {
    const g = board([{ id: 'w', card: 'Watchwolf' }, 'Forest', 'Forest'], ['Might of the Nephilim']);
    g.act({ cast: 'Might of the Nephilim', targets: ['w'] });
    g.act({ pass: true });
    g.act({ pass: true, player: 'p2' });
    expect(pt(g, 'w')).toEqual([7, 7]);
  });

  it('near miss: each affected creature’s own colors stays text', () => {
    expect(unenforced(knight)).toHaveLength(1);
  });
});
