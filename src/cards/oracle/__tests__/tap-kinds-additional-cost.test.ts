// "As an additional cost to cast this spell, tap two untapped creatures and/or lands you control"
// and "… artifacts, creatures, and/or lands …" (CR 118.8, 601.2h): the spell's caster taps that
// many untapped permanents of any of those kinds (a creature that entered this turn too: no {T}
// symbol, CR 302.6), after paying its mana; a spell whose cost can't be paid can't be cast (118.3).
// The same list in an activation cost: "Remove a counter from an artifact, creature, land, or
// planeswalker you control" (Soul Diviner).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const fearOfExposure = card(
  'Fear of Exposure',
  '{2}{G}',
  'Enchantment Creature — Nightmare',
  'As an additional cost to cast this spell, tap two untapped creatures and/or lands you control.\nTrample',
  '5/4',
);
const warlordsElite = card(
  "Warlord's Elite",
  '{2}{W}',
  'Creature — Human Soldier',
  'As an additional cost to cast this spell, tap two untapped artifacts, creatures, and/or lands you control.',
  '4/4',
);
const soulDiviner = card(
  'Soul Diviner',
  '{U}{B}',
  'Creature — Zombie Wizard',
  '{T}, Remove a counter from an artifact, creature, land, or planeswalker you control: Draw a card.',
  '2/3',
);
const FORESTS = ['f1', 'f2', 'f3', 'f4'].map((id) => ({ id, card: 'Forest' }));
const CARDS = compiled(fearOfExposure, warlordsElite, soulDiviner);

describe('tapping permanents of several kinds as a cost (CR 118.8, 601.2h)', () => {
  it("Warlord's Elite: three Plains pay {2}{W}, then a Plains and a creature that just entered are tapped", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ["Warlord's Elite"],
            battlefield: [
              { id: 'w1', card: 'Plains' },
              { id: 'w2', card: 'Plains' },
              { id: 'w3', card: 'Plains' },
              { id: 'w4', card: 'Plains' },
              { id: 'bears', card: 'Grizzly Bears', summoningSick: true },
            ],
          },
        },
      },
      [{ cast: "Warlord's Elite" }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(['w1', 'w2', 'w3', 'w4', 'bears'].every((id) => g.get(id).tapped)).toBe(true);
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toContain("Warlord's Elite");
  });

  it('Fear of Exposure with four lands: {2}{G} leaves one to tap, so it can’t be cast and nothing changes', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { hand: ['Fear of Exposure'], battlefield: FORESTS } },
      },
      [{ cast: 'Fear of Exposure' }],
      { cards: CARDS },
    );
    expect(g.error).toMatch(/tap/);
    expect(g.names('p1', 'hand')).toEqual(['Fear of Exposure']);
    expect(FORESTS.every((f) => !g.get(f.id).tapped)).toBe(true);
  });

  it('Fear of Exposure: an artifact is not a creature or land, so it does not count', () => {
    const stone = card('Bronze Stone', '{1}', 'Artifact', '');
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Fear of Exposure'],
            battlefield: [...FORESTS, { id: 's', card: 'Bronze Stone' }],
          },
        },
      },
      [{ cast: 'Fear of Exposure' }],
      { cards: [...CARDS, ...compiled(stone)] },
    );
    expect(g.error).not.toBeNull();
    expect(g.get('s').tapped).toBe(false);
  });

  it('Soul Diviner removes the counter from the one permanent of those kinds with one, and draws a card', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            library: ['Island'],
            battlefield: [
              { id: 'sd', card: 'Soul Diviner' },
              { id: 'bears', card: 'Grizzly Bears', counters: { '+1/+1': 1 } },
            ],
          },
        },
      },
      [{ activate: 'sd' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('bears').counters).toEqual({});
    expect(g.names('p1', 'hand')).toEqual(['Island']);
  });

  it('near miss: "tap two untapped creatures and/or Equipment" stays text', () => {
    const near = card(
      'Near Miss',
      '{2}{W}',
      'Creature — Human Soldier',
      'As an additional cost to cast this spell, tap two untapped creatures and/or Equipment you control.',
      '4/4',
    );
    expect(unenforced(near)).toHaveLength(1);
  });
});
