// Mana abilities that add a type another land "could produce" (CR 106.7) or two mana of
// different colours / in a combination of three colours (CR 106.1), chosen as they resolve
// (605.3b); a mana ability doesn't use the stack (605.3b).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const quirionExplorer = card(
  'Quirion Explorer',
  '{1}{G}',
  'Creature — Elf Druid Scout',
  '{T}: Add one mana of any color that a land an opponent controls could produce.',
  '1/1',
);
const nagaVitalist = card(
  'Naga Vitalist',
  '{1}{G}',
  'Creature — Snake Druid',
  '{T}: Add one mana of any type that a land you control could produce.',
  '1/2',
);
const harvesterDruid = card(
  'Harvester Druid',
  '{1}{G}',
  'Creature — Human Druid',
  '{T}: Add one mana of any color that a land you control could produce.',
  '1/1',
);
const firemindVessel = card(
  'Firemind Vessel',
  '{4}',
  'Artifact',
  'This artifact enters tapped.\n{T}: Add two mana of different colors.',
);
const relicOfSauron = card(
  'Relic of Sauron',
  '{4}',
  'Artifact',
  '{T}: Add two mana in any combination of {U}, {B}, and/or {R}.\n{3}, {T}: Draw two cards, then discard a card.',
);
const wastes = card('Wastes', '', 'Basic Land', '{T}: Add {C}.');
const cards = compiled(wastes, quirionExplorer, nagaVitalist, harvesterDruid, firemindVessel, relicOfSauron);

function options(g: ReturnType<typeof game>): string[] | false {
  const d = g.state.pendingDecision;
  return d?.kind === 'chooseOption' && d.options.map((o) => o.value);
}

describe('"Add one mana of any color that a land an opponent controls could produce." (Quirion Explorer)', () => {
  it("offers the colours of the opponent's lands, not its controller's, and adds the one chosen", () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Quirion Explorer', 'Forest'] }, p2: { battlefield: ['Island', 'Mountain'] } },
      },
      [{ activate: 'Quirion Explorer' }],
      { cards },
    );
    expect(options(g)).toEqual(['U', 'R']);
    g.act({ decide: 'R' });
    expect(g.state.players.p1.manaPool).toEqual({ R: 1 });
    expect(g.get('Quirion Explorer').tapped).toBe(true);
    // CR 605.3b: it resolved at once, nothing went on the stack.
    expect(g.state.stack).toEqual([]);
  });
  it('with no opponent land that could produce a colour it adds nothing (CR 106.5, 106.7)', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Quirion Explorer', 'Forest'] }, p2: { battlefield: ['Wastes'] } } },
      [{ activate: 'Quirion Explorer' }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({});
    expect(g.get('Quirion Explorer').tapped).toBe(true);
  });
});

describe('"… any type (color) that a land you control could produce" (Naga Vitalist, Harvester Druid)', () => {
  it('Naga Vitalist: any type, colourless included; the Wastes make {C}', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Naga Vitalist', 'Wastes', 'Swamp'] }, p2: { battlefield: ['Island'] } },
      },
      [{ activate: 'Naga Vitalist' }],
      { cards },
    );
    expect(options(g)).toEqual(['B', 'C']);
    g.act({ decide: 'C' });
    expect(g.state.players.p1.manaPool).toEqual({ C: 1 });
  });
  it("Harvester Druid: only colours, so the Wastes' {C} is not offered", () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Harvester Druid', 'Wastes', 'Swamp'] }, p2: { battlefield: ['Island'] } },
      },
      [{ activate: 'Harvester Druid', mana: 'B' }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({ B: 1 });
    expect(() => g.act({ activate: 'Harvester Druid', mana: 'C' })).toThrow();
  });
});

describe('"Add two mana of different colors." (Firemind Vessel)', () => {
  it('offers every pair of two different colours, never one colour twice', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Firemind Vessel'] }, p2: {} } },
      [{ activate: 'Firemind Vessel' }],
      { cards },
    );
    const o = options(g);
    expect(o).toHaveLength(10);
    expect(o).toContain('WU');
    expect(o).not.toContain('WW');
    g.act({ decide: 'BG' });
    expect(g.state.players.p1.manaPool).toEqual({ B: 1, G: 1 });
  });
});

describe('"Add two mana in any combination of {U}, {B}, and/or {R}." (Relic of Sauron)', () => {
  it('offers the six combinations of those three colours', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Relic of Sauron'] }, p2: {} } },
      [{ activate: 'Relic of Sauron' }],
      { cards },
    );
    expect(options(g)).toEqual(['UU', 'UB', 'UR', 'BB', 'BR', 'RR']);
    g.act({ decide: 'UU' });
    expect(g.state.players.p1.manaPool).toEqual({ U: 2 });
  });
});

describe('near misses stay text', () => {
  it('"… any type that a Gate you control could produce" (Plaza of Harmony)', () => {
    const plaza = card(
      'Plaza of Harmony',
      '',
      'Land',
      'When this land enters, if you control two or more Gates, you gain 3 life.\n{T}: Add {C}.\n{T}: Add one mana of any type that a Gate you control could produce.',
    );
    expect(unenforced(plaza)).toEqual(['{T}: Add one mana of any type that a Gate you control could produce.']);
  });
  it('"… any color that a basic land you control could produce" (Star Compass)', () => {
    const compass = card(
      'Star Compass',
      '{2}',
      'Artifact',
      'This artifact enters tapped.\n{T}: Add one mana of any color that a basic land you control could produce.',
    );
    expect(unenforced(compass)).toHaveLength(1);
  });
});
