// Static replacement effects on life about to be gained (CR 119.3, 614.1a): "If you would gain
// life, you gain that much life plus 1 instead" (Angel of Vitality), "… twice that much life
// instead" (Boon Reflection), "If a player would gain life, that player gains no life instead"
// (Sulfuric Vortex), "If an opponent would gain life, that player loses that much life instead"
// (Tainted Remedy). Real cards played: whose gain each one watches, and several together — the
// player gaining the life would choose the order (CR 616.1); the engine applies the order that
// leaves them the most life and says so.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const angel = card(
  'Angel of Vitality',
  '{2}{W}',
  'Creature — Angel',
  'Flying\nIf you would gain life, you gain that much life plus 1 instead.\nThis creature gets +2/+2 as long as you have 25 or more life.',
  '2/2',
);
const boon = card(
  'Boon Reflection',
  '{4}{W}',
  'Enchantment',
  'If you would gain life, you gain twice that much life instead.',
);
const vortex = card(
  'Sulfuric Vortex',
  '{1}{R}{R}',
  'Enchantment',
  "At the beginning of each player's upkeep, this enchantment deals 2 damage to that player.\nIf a player would gain life, that player gains no life instead.",
);
const remedy = card(
  'Tainted Remedy',
  '{2}{B}',
  'Enchantment',
  'If an opponent would gain life, that player loses that much life instead.',
);
const revitalize = card('Revitalize', '{1}{W}', 'Instant', 'You gain 3 life.\nDraw a card.');
const balm = card('Soothing Balm', '{1}{W}', 'Instant', 'Target player gains 5 life.');
const helix = card(
  'Lightning Helix',
  '{R}{W}',
  'Instant',
  'Lightning Helix deals 3 damage to any target and you gain 3 life.',
);
const CARDS = compiled(angel, boon, vortex, remedy, revitalize, balm, helix);

/** p1 (four Plains, four Mountains, `mine`) casts `spell` (at `targets`); p2 has `theirs`. */
function play(mine: string[], theirs: string[], spell: string, targets?: string[]): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [...Array<string>(4).fill('Plains'), ...Array<string>(4).fill('Mountain'), ...mine],
          hand: [spell],
          library: ['Island', 'Island'],
        },
        p2: { battlefield: theirs, library: ['Island'] },
      },
    },
    [{ cast: spell, ...(targets ? { targets } : {}) }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

/** The texts of the game's ReplacementApplied events. */
const replaced = (g: Game) => g.events.filter((e) => e.type === 'ReplacementApplied').map((e) => e.text);

describe('"If you would gain life, you gain … instead" (CR 614.1a)', () => {
  it('Angel of Vitality: Revitalize gains p1 3 + 1 = 4 life', () => {
    const g = play(['Angel of Vitality'], [], 'Revitalize');
    expect(g.state.players.p1.life).toBe(24);
  });

  it('Boon Reflection: Revitalize gains p1 twice 3 = 6 life', () => {
    const g = play(['Boon Reflection'], [], 'Revitalize');
    expect(g.state.players.p1.life).toBe(26);
  });

  it("the opponent's Angel of Vitality doesn't change p1's gain (\"you\": its controller)", () => {
    const g = play([], ['Angel of Vitality'], 'Revitalize');
    expect(g.state.players.p1.life).toBe(23);
  });

  it("Soothing Balm on p2: p1's Angel of Vitality doesn't apply, p2 gains 5", () => {
    const g = play(['Angel of Vitality'], [], 'Soothing Balm', ['p2']);
    expect(g.state.players.p2.life).toBe(25);
    expect(g.state.players.p1.life).toBe(20);
  });

  it('both: p1 would choose the order (CR 616.1); the engine adds first — (3 + 1) × 2 = 8 — and says so', () => {
    const g = play(['Angel of Vitality', 'Boon Reflection'], [], 'Revitalize');
    expect(g.state.players.p1.life).toBe(28);
    expect(replaced(g).some((t) => t.includes('616.1'))).toBe(true);
  });

  it('Lightning Helix: the damage is dealt, and the gain is increased', () => {
    const g = play(['Angel of Vitality'], [], 'Lightning Helix', ['p2']);
    expect(g.state.players.p2.life).toBe(17);
    expect(g.state.players.p1.life).toBe(24);
  });
});

describe('"… gains no life instead" / "… loses that much life instead" (CR 614.1a)', () => {
  it("Sulfuric Vortex (p2's) stops p1's gain: p1 stays at 20", () => {
    const g = play([], ['Sulfuric Vortex'], 'Revitalize');
    expect(g.state.players.p1.life).toBe(20);
  });

  it('Sulfuric Vortex stops its own controller\'s gain too ("a player")', () => {
    const g = play(['Sulfuric Vortex'], [], 'Revitalize');
    expect(g.state.players.p1.life).toBe(20);
  });

  it("Tainted Remedy (p2's): p1 would gain 3 and loses 3 instead", () => {
    const g = play([], ['Tainted Remedy'], 'Revitalize');
    expect(g.state.players.p1.life).toBe(17);
  });

  it("Tainted Remedy doesn't change its controller's own gain", () => {
    const g = play(['Tainted Remedy'], [], 'Revitalize');
    expect(g.state.players.p1.life).toBe(23);
  });

  it("p1's Soothing Balm on p2 with p1's Tainted Remedy: p2 loses 5", () => {
    const g = play(['Tainted Remedy'], [], 'Soothing Balm', ['p2']);
    expect(g.state.players.p2.life).toBe(15);
  });

  it("Tainted Remedy with the gainer's Angel of Vitality: the loss first (p1 would choose it), 3 lost, not 4", () => {
    const g = play(['Angel of Vitality'], ['Tainted Remedy'], 'Revitalize');
    expect(g.state.players.p1.life).toBe(17);
  });

  it('Tainted Remedy and Sulfuric Vortex: p1 chooses "gains no life" first and loses nothing', () => {
    const g = play([], ['Tainted Remedy', 'Sulfuric Vortex'], 'Revitalize');
    expect(g.state.players.p1.life).toBe(20);
  });
});

describe('near misses stay text', () => {
  it('a condition ("while you have 5 or less life") and "draw that many cards instead"', () => {
    const phial = card(
      'Phial of Galadriel',
      '{3}',
      'Legendary Artifact',
      'If you would draw a card while you have no cards in hand, draw two cards instead.\nIf you would gain life while you have 5 or less life, you gain twice that much life instead.\n{T}: Add one mana of any color.',
    );
    expect(unenforced(phial)).toContain(
      'If you would gain life while you have 5 or less life, you gain twice that much life instead.',
    );
    const lich = card(
      'Nefarious Lich',
      '{B}{B}{B}{B}',
      'Enchantment',
      "If damage would be dealt to you, exile that many cards from your graveyard instead. If you can't, you lose the game.\nIf you would gain life, draw that many cards instead.\nWhen this enchantment leaves the battlefield, you lose the game.",
    );
    expect(unenforced(lich)).toContain('If you would gain life, draw that many cards instead.');
  });
});
