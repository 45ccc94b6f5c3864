// Crew N (CR 702.122a): "Tap any number of untapped creatures you control with total power N or
// greater: This Vehicle becomes an artifact creature until end of turn."
import { describe, expect, it } from 'vitest';
import { characteristics, readContext, RULE } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const crewReminder = (n: number) =>
  `(Tap any number of creatures you control with total power ${n} or more: This Vehicle becomes an artifact creature until end of turn.)`;
const freighter = card(
  'Renegade Freighter',
  '{3}',
  'Artifact — Vehicle',
  `Whenever this Vehicle attacks, it gets +1/+1 and gains trample until end of turn.\nCrew 2 ${crewReminder(2)}`,
  '4/3',
);
const caravan = card(
  "Cultivator's Caravan",
  '{3}',
  'Artifact — Vehicle',
  `{T}: Add one mana of any color.\nCrew 3 ${crewReminder(3)}`,
  '5/5',
);
const heart = card(
  'Heart of Kiran',
  '{2}',
  'Legendary Artifact — Vehicle',
  `Flying, vigilance\nCrew 3 ${crewReminder(3)}\nYou may remove a loyalty counter from a planeswalker you control rather than pay Heart of Kiran's crew cost.`,
  '4/4',
);
const CARDS = compiled(freighter, caravan);

const isCreature = (g: Game, ref: string) =>
  characteristics(readContext(g.state, g.engine.registry), g.get(ref)).types.includes('creature');

describe('crew (CR 702.122a)', () => {
  it('Renegade Freighter crewed by a summoning-sick Grizzly Bears: the Bears tap, the Vehicle is a 4/3 artifact creature until end of turn and attacks', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'van', card: 'Renegade Freighter' },
              { id: 'bears', card: 'Grizzly Bears', summoningSick: true },
            ],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(isCreature(g, 'van')).toBe(false);
    g.act({ activate: 'van' });
    expect(g.get('bears').tapped).toBe(true);
    expect(g.rules()).toContain(RULE.crew);
    g.act({ pass: true });
    expect(isCreature(g, 'van')).toBe(true);
    expect(pt(g, 'van')).toEqual([4, 3]);
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['van'] });
    g.act({ pass: true });
    expect(pt(g, 'van')).toEqual([5, 4]);
    g.act({ advance: 'end' });
    g.act({ advance: 'next-turn' });
    expect(isCreature(g, 'van')).toBe(false);
  });

  it("Cultivator's Caravan (crew 3): the player chooses the crew; a choice with less total power is refused", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'van', card: "Cultivator's Caravan" },
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'spider', card: 'Giant Spider' },
              { id: 'bears2', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ activate: 'van', ability: 1 }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseObjects', purpose: 'crew', rule: RULE.crew });
    expect(() => g.act({ decide: ['bears'] })).toThrow(/total power 2; crew 3 needs 3 or greater/);
    g.act({ decide: ['bears', 'spider'] });
    expect(g.get('bears').tapped).toBe(true);
    expect(g.get('spider').tapped).toBe(true);
    expect(g.get('bears2').tapped).toBe(false);
    g.act({ pass: true });
    expect(isCreature(g, 'van')).toBe(true);
  });

  it('without enough power among untapped creatures, crew cannot be activated', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'van', card: "Cultivator's Caravan" },
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'tapped', card: 'Giant Spider', tapped: true },
            ],
          },
        },
      },
      [{ activate: 'van', ability: 1 }],
      { cards: CARDS },
    );
    expect(g.error).toMatch(/crew 3 needs untapped creatures you control with total power 3 or greater/);
    expect(g.get('bears').tapped).toBe(false);
  });

  it("near miss: Heart of Kiran's alternative crew cost stays text", () => {
    expect(unenforced(heart)).toEqual([
      "You may remove a loyalty counter from a planeswalker you control rather than pay Heart of Kiran's crew cost.",
    ]);
  });
});
