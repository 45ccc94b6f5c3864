// Mana abilities that add one of several combinations, chosen as they resolve (CR 106.1, 605.3b):
// filter lands ("{U/R}, {T}: Add {U}{U}, {U}{R}, or {R}{R}"), "three mana in any combination of
// {R} and/or {G}"; and hybrid symbols in activation costs, paid with either half (CR 107.4e, 602.2b).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const cascadeBluffs = card('Cascade Bluffs', '', 'Land', '{T}: Add {C}.\n{U/R}, {T}: Add {U}{U}, {U}{R}, or {R}{R}.');
const goblinClearcutter = card(
  'Goblin Clearcutter',
  '{3}{R}',
  'Creature — Goblin',
  '{T}, Sacrifice a Forest: Add three mana in any combination of {R} and/or {G}.',
  '3/3',
);
const azoriusLocket = card(
  'Azorius Locket',
  '{3}',
  'Artifact',
  '{T}: Add {W} or {U}.\n{W/U}{W/U}{W/U}{W/U}, {T}, Sacrifice this artifact: Draw two cards.',
);
const cards = compiled(cascadeBluffs, goblinClearcutter, azoriusLocket);

describe('filter lands: "{U/R}, {T}: Add {U}{U}, {U}{R}, or {R}{R}."', () => {
  it('pays {U/R} with an Island and asks which pair to add; {R}{R} chosen', () => {
    const g = game({ turn: main, players: { p1: { battlefield: ['Cascade Bluffs', 'Island'] }, p2: {} } }, [], {
      cards,
    });
    g.act({ activate: 'Cascade Bluffs', ability: 1 });
    const d = g.state.pendingDecision;
    expect(d?.kind === 'chooseOption' && d.options.map((o) => o.value)).toEqual(['UU', 'UR', 'RR']);
    g.act({ decide: 'RR' });
    expect(g.state.players.p1.manaPool).toEqual({ R: 2 });
    expect(g.get('Island').tapped).toBe(true);
    expect(g.get('Cascade Bluffs').tapped).toBe(true);
    expect(g.state.stack).toEqual([]);
  });
  it("can't be activated with nothing to pay {U/R}", () => {
    const g = game({ turn: main, players: { p1: { battlefield: ['Cascade Bluffs', 'Plains'] }, p2: {} } }, [], {
      cards,
    });
    expect(() => g.act({ activate: 'Cascade Bluffs', ability: 1 })).toThrow();
  });
});

describe('"Add three mana in any combination of {R} and/or {G}."', () => {
  it('offers the four combinations and adds the one chosen', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Goblin Clearcutter', 'Forest'] }, p2: {} } },
      [{ activate: 'Goblin Clearcutter' }],
      { cards },
    );
    const d = g.state.pendingDecision;
    expect(d?.kind === 'chooseOption' && d.options.map((o) => o.value)).toEqual(['RRR', 'RRG', 'RGG', 'GGG']);
    g.act({ decide: 'RGG' });
    expect(g.state.players.p1.manaPool).toEqual({ R: 1, G: 2 });
    expect(g.names('p1', 'graveyard')).toEqual(['Forest']);
  });
});

describe('hybrid symbols in an activation cost (CR 107.4e)', () => {
  it('Azorius Locket: {W/U}×4 paid with two Plains and two Islands, then two cards drawn', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Azorius Locket', 'Plains', 'Plains', 'Island', 'Island'], library: ['Swamp', 'Swamp'] },
          p2: {},
        },
      },
      [{ activate: 'Azorius Locket', ability: 1 }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Swamp', 'Swamp']);
    expect(g.names('p1', 'graveyard')).toEqual(['Azorius Locket']);
  });
});

describe('near misses stay text', () => {
  it('"Add X mana in any combination of colors, where X is …"', () => {
    const axebane = card(
      'Axebane Guardian',
      '{2}{G}',
      'Creature — Human Druid',
      'Defender\n{T}: Add X mana in any combination of colors, where X is the number of creatures you control with defender.',
      '0/3',
    );
    expect(unenforced(axebane)).toHaveLength(1);
  });
});
