// "Activated abilities of artifacts can't be activated." (Null Rod), "Activated abilities of
// creatures your opponents control can't be activated." (Linvala, Keeper of Silence), "…
// unless they're mana abilities" (Damping Matrix): a restriction of every permanent named (CR
// 602.5, 101.2: "can't" beats "can"), mana abilities too unless excepted (605). Real pool cards,
// played in the engine.
import { describe, expect, it } from 'vitest';
import { abilityOptions } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const nullRod = card('Null Rod', '{2}', 'Artifact', "Activated abilities of artifacts can't be activated.");
const matrix = card(
  'Damping Matrix',
  '{3}',
  'Artifact',
  "Activated abilities of artifacts and creatures can't be activated unless they're mana abilities.",
);
const linvala = card(
  'Linvala, Keeper of Silence',
  '{2}{W}{W}',
  'Legendary Creature — Angel',
  "Flying\nActivated abilities of creatures your opponents control can't be activated.",
  '3/4',
);
const mindStone = card(
  'Mind Stone',
  '{2}',
  'Artifact',
  '{T}: Add {C}.\n{1}, {T}, Sacrifice this artifact: Draw a card.',
);
const shivan = card(
  'Shivan Dragon',
  '{4}{R}{R}',
  'Creature — Dragon',
  'Flying\n{R}: This creature gets +1/+0 until end of turn.',
  '5/5',
);
const CARDS = compiled(nullRod, matrix, linvala, mindStone, shivan);

/** p1 controls Mind Stone, Birds of Paradise, Shivan Dragon and a Mountain; `lock` is p2's. */
function locked(lock: string) {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [
            { id: 'stone', card: 'Mind Stone' },
            { id: 'birds', card: 'Birds of Paradise' },
            { id: 'dragon', card: 'Shivan Dragon' },
            'Mountain',
            'Mountain',
          ],
        },
        p2: { battlefield: [{ id: 'lock', card: lock }] },
      },
    },
    [],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

const usable = (g: ReturnType<typeof locked>, id: string) =>
  abilityOptions(g.engine.registry, g.state, 'p1')
    .filter((o) => o.object === g.get(id).id)
    .map((o) => o.reason === null);

describe("activated abilities of a kind of permanent can't be activated (CR 602.5, 101.2)", () => {
  it("Null Rod: neither of Mind Stone's abilities (its mana ability too); creatures' abilities still can", () => {
    const g = locked('Null Rod');
    expect(usable(g, 'stone')).toEqual([false, false]);
    expect(usable(g, 'birds')).toEqual([true]);
    expect(usable(g, 'dragon')).toEqual([true]);
    expect(() => g.act({ activate: 'stone', ability: 1 })).toThrow(/can't be activated/);
  });

  it("Damping Matrix: Mind Stone's and Birds' mana abilities still can, the draw and the Dragon's pump can't", () => {
    const g = locked('Damping Matrix');
    expect(usable(g, 'stone')).toEqual([true, false]);
    expect(usable(g, 'birds')).toEqual([true]);
    expect(usable(g, 'dragon')).toEqual([false]);
  });

  it("Linvala, Keeper of Silence: its opponent's creatures can't (Birds too), the artifact can; its controller's can", () => {
    const g = locked('Linvala, Keeper of Silence');
    expect(usable(g, 'birds')).toEqual([false]);
    expect(usable(g, 'dragon')).toEqual([false]);
    expect(usable(g, 'stone')).toEqual([true, true]);
    // Under p1's own Linvala the abilities of p1's creatures are not restricted.
    const own = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'birds', card: 'Birds of Paradise' }, 'Linvala, Keeper of Silence'] },
          p2: {},
        },
      },
      [],
      { cards: CARDS },
    );
    expect(usable(own as ReturnType<typeof locked>, 'birds')).toEqual([true]);
  });

  it('near miss: "sources with the chosen name" (Pithing Needle) stays text', () => {
    const needle = card(
      'Pithing Needle',
      '{1}',
      'Artifact',
      "As this artifact enters, choose a card name.\nActivated abilities of sources with the chosen name can't be activated unless they're mana abilities.",
    );
    expect(unenforced(needle)).toContain(
      "Activated abilities of sources with the chosen name can't be activated unless they're mana abilities.",
    );
  });
});

describe("players who can't cast spells (CR 601.3)", () => {
  const dromoka = card(
    'Dragonlord Dromoka',
    '{4}{G}{W}',
    'Legendary Creature — Elder Dragon',
    "This spell can't be countered.\nFlying, lifelink\nYour opponents can't cast spells during your turn.",
    '5/7',
  );
  const cards = compiled(dromoka);
  const board = (active: 'p1' | 'p2') =>
    game(
      {
        turn: { number: active === 'p1' ? 3 : 4, active, phase: 'main1' as const },
        players: {
          p1: {
            battlefield: [{ id: 'dromoka', card: 'Dragonlord Dromoka' }, 'Mountain'],
            hand: [{ id: 'bolt1', card: 'Lightning Bolt' }],
          },
          p2: { battlefield: ['Mountain'], hand: [{ id: 'bolt2', card: 'Lightning Bolt' }] },
        },
      },
      [],
      { cards },
    );

  it("Dragonlord Dromoka: during its controller's turn the opponent can't cast Lightning Bolt; the controller can", () => {
    const g = board('p1');
    g.act({ cast: 'bolt1', targets: ['p2'] });
    g.act({ pass: true });
    expect(() => g.act({ cast: 'bolt2', player: 'p2', targets: ['p1'] })).toThrow(/can't be cast/);
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(17);
  });

  it("Dragonlord Dromoka: during the opponent's own turn it can cast Lightning Bolt", () => {
    const g = board('p2');
    g.act({ cast: 'bolt2', player: 'p2', targets: ['p1'] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.state.players.p1.life).toBe(17);
  });

  it('near misses stay text: "of the chosen color" (Iona), "during combat" (Marisi)', () => {
    const iona = card(
      'Iona, Shield of Emeria',
      '{6}{W}{W}{W}',
      'Legendary Creature — Angel',
      "Flying\nAs Iona, Shield of Emeria enters, choose a color.\nYour opponents can't cast spells of the chosen color.",
      '7/7',
    );
    expect(unenforced(iona)).toEqual(["Your opponents can't cast spells of the chosen color."]);
    const marisi = card(
      'Marisi, Breaker of the Coil',
      '{1}{R}{G}{W}',
      'Legendary Creature — Cat Warrior',
      "Your opponents can't cast spells during combat.\nWhenever a creature you control deals combat damage to a player, goad each creature that player controls. (Until your next turn, those creatures attack each combat if able and attack a player other than you if able.)",
      '5/4',
    );
    expect(unenforced(marisi)).toContain("Your opponents can't cast spells during combat.");
  });
});
