// "This creature can't be the target of nongreen spells or abilities from nongreen sources",
// "… of blue or black spells", "Enchanted creature can't be the target of spells or abilities your
// opponents control", "… of Aura spells" (CR 115.1, 101.2): the spells and abilities named can't
// choose it as a target; a spell is read by its colours, an ability by its source's; "your
// opponents" are the static ability's controller's. Lurker's "unless it attacked or blocked this
// turn" and Anti-Magic Aura's "can't be enchanted by other Auras" stay text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const revenge = card(
  "Gaea's Revenge",
  '{5}{G}{G}',
  'Creature — Elemental',
  "This spell can't be countered.\nHaste\nThis creature can't be the target of nongreen spells or abilities from nongreen sources.",
  '8/5',
);
const strider = card(
  'Karplusan Strider',
  '{3}{G}',
  'Creature — Yeti',
  "This creature can't be the target of blue or black spells.",
  '3/4',
);
const cover = card(
  'Canopy Cover',
  '{1}{G}',
  'Enchantment — Aura',
  "Enchant creature\nEnchanted creature can't be blocked except by creatures with flying or reach.\nEnchanted creature can't be the target of spells or abilities your opponents control.",
);
const bartel = card(
  'Bartel Runeaxe',
  '{3}{B}{R}{G}',
  'Legendary Creature — Giant Warrior',
  "Vigilance\nBartel Runeaxe can't be the target of Aura spells.",
  '6/5',
);
const growth = card('Giant Growth', '{G}', 'Instant', 'Target creature gets +3/+3 until end of turn.');
const terror = card(
  'Terror',
  '{1}{B}',
  'Instant',
  "Destroy target nonartifact, nonblack creature. It can't be regenerated.",
);
const unholy = card('Unholy Strength', '{B}', 'Enchantment — Aura', 'Enchant creature\nEnchanted creature gets +2/+1.');
const sorcerer = card(
  'Prodigal Sorcerer',
  '{2}{U}',
  'Creature — Human Wizard Sorcerer',
  '{T}: This creature deals 1 damage to any target.',
  '1/1',
);
const hearth = card(
  'Spirit of the Hearth',
  '{4}{W}{W}',
  'Creature — Cat Spirit',
  "Flying\nYou have hexproof. (You can't be the target of spells or abilities your opponents control.)",
  '4/5',
);
const believer = card(
  'True Believer',
  '{W}{W}',
  'Creature — Human Cleric',
  "You have shroud. (You can't be the target of spells or abilities.)",
  '2/2',
);
const lurker = card(
  'Lurker',
  '{2}{G}',
  'Creature — Beast',
  "This creature can't be the target of spells unless it attacked or blocked this turn.",
  '2/3',
);
const antiMagic = card(
  'Anti-Magic Aura',
  '{2}{U}',
  'Enchantment — Aura',
  "Enchant creature\nEnchanted creature can't be the target of spells and can't be enchanted by other Auras.",
);
const CARDS = compiled(revenge, strider, cover, bartel, growth, terror, unholy, sorcerer, hearth, believer);

/** p1 (active, main phase) holds Lightning Bolt, Terror, Giant Growth and Unholy Strength; p2 controls `theirs`. */
function board(theirs: object[], mine: object[] = []) {
  return game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: ['Swamp', 'Swamp', 'Mountain', 'Forest', { id: 'ps', card: 'Prodigal Sorcerer' }, ...mine],
          hand: [
            { id: 'bolt', card: 'Lightning Bolt' },
            { id: 'terror', card: 'Terror' },
            { id: 'growth', card: 'Giant Growth' },
            { id: 'unholy', card: 'Unholy Strength' },
          ],
        },
        p2: { battlefield: theirs },
      },
    },
    [],
    { cards: CARDS },
  );
}

describe('"can\'t be the target of …" (CR 115.1, 101.2)', () => {
  it("Gaea's Revenge: a red spell and a blue creature's ability can't target it; a green spell can", () => {
    const g = board([{ id: 'gr', card: "Gaea's Revenge" }]);
    expect(() => g.act({ cast: 'bolt', targets: ['gr'] })).toThrow(/can't be the target/);
    expect(() => g.act({ activate: 'ps', targets: ['gr'] })).toThrow(/can't be the target/);
    g.act({ cast: 'growth', targets: ['gr'] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.get('gr').zone).toBe('battlefield');
    expect(g.state.stack).toEqual([]);
  });

  it("Karplusan Strider: Terror (black) can't target it; Lightning Bolt (red) deals it 3 damage", () => {
    const g = board([{ id: 'ks', card: 'Karplusan Strider' }]);
    expect(() => g.act({ cast: 'terror', targets: ['ks'] })).toThrow(/can't be the target/);
    g.act({ cast: 'bolt', targets: ['ks'] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.get('ks').damage).toBe(3);
  });

  it("Canopy Cover: its controller's opponents can't target the enchanted creature; its controller can", () => {
    // p2's Cover on p2's Bears: p1 (an opponent of the Cover's controller) can't target the Bears.
    const g = board([
      { id: 'gb', card: 'Grizzly Bears' },
      { id: 'cc', card: 'Canopy Cover', attachedTo: 'gb' },
    ]);
    expect(() => g.act({ cast: 'bolt', targets: ['gb'] })).toThrow(/can't be the target/);
    expect(() => g.act({ activate: 'ps', targets: ['gb'] })).toThrow(/can't be the target/);
    // p1's Cover on p2's Bears: "your opponents" are p1's, so p1 may still target the Bears.
    const h = board([{ id: 'gb', card: 'Grizzly Bears' }], [{ id: 'cc', card: 'Canopy Cover', attachedTo: 'gb' }]);
    h.act({ cast: 'bolt', targets: ['gb'] });
    h.act({ pass: true });
    h.act({ pass: true });
    expect(h.error).toBeNull();
    expect(h.get('gb').zone).toBe('graveyard');
  });

  it("Bartel Runeaxe: an Aura spell can't target it; Lightning Bolt can", () => {
    const g = board([{ id: 'tu', card: 'Bartel Runeaxe' }]);
    expect(() => g.act({ cast: 'unholy', targets: ['tu'] })).toThrow(/can't be the target/);
    g.act({ cast: 'bolt', targets: ['tu'] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.get('tu').damage).toBe(3);
  });

  it("Spirit of the Hearth: its controller's opponent can't target them; they may target themselves (CR 702.11c)", () => {
    const g = board([{ id: 'sh', card: 'Spirit of the Hearth' }]);
    expect(() => g.act({ cast: 'bolt', targets: ['p2'] })).toThrow(/not a legal target/);
    expect(() => g.act({ activate: 'ps', targets: ['p2'] })).toThrow(/not a legal target/);
    g.act({ cast: 'bolt', targets: ['p1'] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(17);
    expect(g.state.players.p2.life).toBe(20);
  });

  it('True Believer: nobody can target its controller, not even that player (CR 702.18c)', () => {
    const g = board([], [{ id: 'tb', card: 'True Believer' }]);
    expect(() => g.act({ cast: 'bolt', targets: ['p1'] })).toThrow(/not a legal target/);
    g.act({ cast: 'bolt', targets: ['p2'] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(17);
  });

  it('Lurker\'s "unless …" and Anti-Magic Aura\'s other restriction stay text', () => {
    expect(unenforced(lurker)).toEqual([
      "This creature can't be the target of spells unless it attacked or blocked this turn.",
    ]);
    expect(unenforced(antiMagic)).toEqual([
      "Enchanted creature can't be the target of spells and can't be enchanted by other Auras.",
    ]);
  });
});
