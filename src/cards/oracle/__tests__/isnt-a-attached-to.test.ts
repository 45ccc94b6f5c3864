// "If it isn't a creature, …", "If it's not a Vehicle, …": the object exists and doesn't match,
// checked where the instruction is written as the spell resolves (CR 608.2c). Tawnos's Tinkering
// makes a land a 0/0 creature (two +1/+1 counters: 2/2), and leaves a creature's types alone.
// "As long as this Equipment is attached to a creature, …" (CR 301.5, 611.3a): Conqueror's Flail
// locks the opponent out of casting spells during its controller's turn only while attached.
// Near miss that stays text: "If it was a creature card" (Carrion Locust: the past tense).
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const tinkering = card(
  "Tawnos's Tinkering",
  '{3}{G}',
  'Instant',
  "Put two +1/+1 counters on target artifact, creature, or land you control. Untap that permanent. If it isn't a creature, it becomes a 0/0 creature in addition to its other types.",
);
const flail = card(
  "Conqueror's Flail",
  '{2}',
  'Artifact — Equipment',
  "Equipped creature gets +1/+1 for each color among permanents you control.\nAs long as this Equipment is attached to a creature, your opponents can't cast spells during your turn.\nEquip {2}",
);
const locust = card(
  'Carrion Locust',
  '{2}{B}',
  'Creature — Insect Horror',
  "Flying\nWhen this creature enters, exile target card from an opponent's graveyard. If it was a creature card, that player loses 1 life.",
  '2/1',
);
const cards = compiled(tinkering, flail);

const typesOf = (g: Game, ref: string) => characteristics(readContext(g.state, g.engine.registry), g.get(ref)).types;

function tinker(target: string) {
  return game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [
            { id: 'land', card: 'Forest' },
            { id: 'bears', card: 'Grizzly Bears' },
            ...Array<string>(4).fill('Forest'),
          ],
          hand: [{ id: 'tinkering', card: "Tawnos's Tinkering" }],
        },
      },
    },
    [{ cast: 'tinkering', targets: [target] }, { pass: true }],
    { cards },
  );
}

describe('"If it isn\'t a creature, it becomes a 0/0 creature" (CR 608.2c)', () => {
  it("Tawnos's Tinkering on a Forest: a 2/2 land creature", () => {
    const g = tinker('land');
    expect(g.error).toBeNull();
    expect(typesOf(g, 'land')).toEqual(expect.arrayContaining(['land', 'creature']));
    expect(pt(g, 'land')).toEqual([2, 2]);
  });

  it("Tawnos's Tinkering on Grizzly Bears: 4/4, its base power and toughness unchanged", () => {
    const g = tinker('bears');
    expect(g.error).toBeNull();
    expect(pt(g, 'bears')).toEqual([4, 4]);
  });
});

describe('"As long as this Equipment is attached to a creature" (CR 301.5, 611.3a)', () => {
  const board = (attached: boolean) =>
    game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              attached ? { card: "Conqueror's Flail", attachedTo: 'bears' } : { card: "Conqueror's Flail" },
            ],
          },
          p2: { battlefield: ['Mountain'], hand: [{ id: 'bolt', card: 'Lightning Bolt' }] },
        },
      },
      [],
      { cards },
    );

  it("attached: the opponent can't cast Lightning Bolt during its controller's turn", () => {
    const g = board(true);
    expect(() => g.act({ cast: 'bolt', player: 'p2', targets: ['p1'] })).toThrow(/can't be cast/);
  });

  it('unattached: the opponent can', () => {
    const g = board(false);
    g.act({ cast: 'bolt', player: 'p2', targets: ['p1'] });
    g.act({ pass: true });
    expect(g.state.players.p1.life).toBe(17);
  });

  it('near miss stays text: "If it was a creature card"', () => {
    expect(unenforced(locust)).toHaveLength(1);
  });
});
