// "As long as ~ is equipped, it gets +1/+1 and has flying": the body's "it" is the condition's
// subject — the object itself, or what the source enchants or equips (CR 611.3a, 301.5, 303.4) —
// and "it gets an additional +1/+0" is one more modification of its power (613.4c).
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const cleaver = card(
  "Butcher's Cleaver",
  '{3}',
  'Artifact — Equipment',
  'Equipped creature gets +3/+0.\nAs long as equipped creature is a Human, it has lifelink.\nEquip {3}',
);
const dagger = card(
  'Silver-Inlaid Dagger',
  '{1}',
  'Artifact — Equipment',
  'Equipped creature gets +2/+0.\nAs long as equipped creature is a Human, it gets an additional +1/+0.\nEquip {2}',
);
const cub = card(
  'Skyhunter Cub',
  '{2}{W}',
  'Creature — Cat Knight',
  'As long as this creature is equipped, it gets +1/+1 and has flying.',
  '2/2',
);
const paint = card(
  'Akki War Paint',
  '{R}',
  'Enchantment — Aura',
  'Enchant artifact or creature\nAs long as enchanted permanent is a creature, it gets +2/+1.',
);
const vanguard = card('Elite Vanguard', '{W}', 'Creature — Human Soldier', '', '2/1');
const CARDS = compiled(cleaver, dagger, cub, paint, vanguard);

const keywords = (g: Game, ref: string) =>
  characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords;
const board = (battlefield: object[]) => game({ turn: main, players: { p1: { battlefield } } }, [], { cards: CARDS });

describe('"As long as …, it …": "it" is the condition’s subject', () => {
  it("Butcher's Cleaver: lifelink only for a Human it equips", () => {
    expect(unenforced(cleaver)).toEqual([]);
    const human = board([
      { id: 'v', card: 'Elite Vanguard' },
      { id: 'c', card: "Butcher's Cleaver", attachedTo: 'v' },
    ]);
    expect(pt(human, 'v')).toEqual([5, 1]);
    expect(keywords(human, 'v')).toContain('lifelink');
    const bear = board([
      { id: 'b', card: 'Grizzly Bears' },
      { id: 'c', card: "Butcher's Cleaver", attachedTo: 'b' },
    ]);
    expect(pt(bear, 'b')).toEqual([5, 2]);
    expect(keywords(bear, 'b')).not.toContain('lifelink');
  });

  it('Silver-Inlaid Dagger: +2/+0, and an additional +1/+0 for a Human', () => {
    expect(unenforced(dagger)).toEqual([]);
    const human = board([
      { id: 'v', card: 'Elite Vanguard' },
      { id: 'd', card: 'Silver-Inlaid Dagger', attachedTo: 'v' },
    ]);
    expect(pt(human, 'v')).toEqual([5, 1]);
    const bear = board([
      { id: 'b', card: 'Grizzly Bears' },
      { id: 'd', card: 'Silver-Inlaid Dagger', attachedTo: 'b' },
    ]);
    expect(pt(bear, 'b')).toEqual([4, 2]);
  });

  it('Skyhunter Cub: +1/+1 and flying only while equipped', () => {
    expect(unenforced(cub)).toEqual([]);
    const alone = board([{ id: 'cub', card: 'Skyhunter Cub' }]);
    expect(pt(alone, 'cub')).toEqual([2, 2]);
    expect(keywords(alone, 'cub')).not.toContain('flying');
    const equipped = board([
      { id: 'cub', card: 'Skyhunter Cub' },
      { id: 'd', card: 'Silver-Inlaid Dagger', attachedTo: 'cub' },
    ]);
    expect(pt(equipped, 'cub')).toEqual([5, 3]);
    expect(keywords(equipped, 'cub')).toContain('flying');
  });

  it('Akki War Paint on a creature: the enchanted creature gets +2/+1', () => {
    expect(unenforced(paint)).toEqual([]);
    const g = board([
      { id: 'b', card: 'Grizzly Bears' },
      { id: 'p', card: 'Akki War Paint', attachedTo: 'b' },
    ]);
    expect(pt(g, 'b')).toEqual([4, 3]);
  });

  it('near miss: the condition must be read — "as long as enchanted creature is attacking alone" stays text', () => {
    // (Ace's Baseball Bat, this file's earlier near miss, is read now: must-be-blocked.test.ts.)
    const bypass = card(
      'Security Bypass',
      '{1}{U}',
      'Enchantment — Aura',
      'Enchant creature\nAs long as enchanted creature is attacking alone, it can\'t be blocked.\nEnchanted creature has "Whenever this creature deals combat damage to a player, it connives." (Its controller draws a card, then discards a card. If they discarded a nonland card, they put a +1/+1 counter on this creature.)',
    );
    expect(unenforced(bypass)).toEqual(["As long as enchanted creature is attacking alone, it can't be blocked."]);
  });
});
