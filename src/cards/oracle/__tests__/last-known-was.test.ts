// "If the sacrificed creature was a Human", "If it was a Soldier", "If that creature was an
// Elemental", "If you controlled that permanent" (CR 608.2h, 603.10): the object an instruction
// or the event named, read as it last existed once it has left its zone.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, run, unenforced } from './compiled';

const aristocrat = card(
  'Falkenrath Aristocrat',
  '{2}{B}{R}',
  'Creature — Vampire Noble',
  'Flying, haste\nSacrifice a creature: This creature gains indestructible until end of turn. If the sacrificed creature was a Human, put a +1/+1 counter on this creature.',
  '4/1',
);
const vanguard = card('Elite Vanguard', '{W}', 'Creature — Human Soldier', '', '2/1');
const sentinel = card(
  'Zephyr Sentinel',
  '{1}{U}',
  'Creature — Human Soldier',
  "Flash\nFlying\nWhen this creature enters, return up to one other target creature you control to its owner's hand. If it was a Soldier, put a +1/+1 counter on this creature.",
  '2/1',
);
const overgrowth = card(
  'Overgrowth Elemental',
  '{2}{G}',
  'Creature — Elemental',
  'When this creature enters, put a +1/+1 counter on another target Elemental you control.\nWhenever another creature you control dies, you gain 1 life. If that creature was an Elemental, put a +1/+1 counter on this creature.',
  '3/2',
);
const geistwave = card(
  'Geistwave',
  '{1}{U}',
  'Instant',
  "Return target nonland permanent to its owner's hand. If you controlled that permanent, draw a card.",
);

const plusOnes = (g: ReturnType<typeof game>, id: string): number => g.get(id).counters['+1/+1'] ?? 0;

describe('conditions read as the object last existed (CR 608.2h)', () => {
  it('Falkenrath Aristocrat: sacrificing a Human puts a counter on it, sacrificing Grizzly Bears does not', () => {
    const cards = compiled(aristocrat, vanguard);
    for (const [victim, counters] of [
      ['Elite Vanguard', 1],
      ['Grizzly Bears', 0],
    ] as const) {
      const g = game(
        {
          turn: main,
          players: {
            p1: {
              battlefield: [
                { id: 'fa', card: 'Falkenrath Aristocrat' },
                { id: 'v', card: victim },
              ],
            },
          },
        },
        [{ activate: 'fa' }],
        { cards },
      );
      expect(g.error).toBeNull();
      // The cost's choice: the creature to sacrifice (Falkenrath Aristocrat itself could be).
      if (g.state.pendingDecision) g.act({ decide: [g.get('v').id] });
      run(g);
      expect(g.names('p1', 'graveyard')).toEqual([victim]);
      expect(plusOnes(g, 'fa')).toBe(counters);
    }
  });

  it('Zephyr Sentinel: returning a Soldier (now a card in hand) still counts as a Soldier', () => {
    const cards = compiled(sentinel, vanguard);
    for (const [other, counters] of [
      ['Elite Vanguard', 1],
      ['Grizzly Bears', 0],
    ] as const) {
      const g = game(
        {
          turn: main,
          players: {
            p1: { hand: ['Zephyr Sentinel'], battlefield: ['Island', 'Island', { id: 'o', card: other }] },
          },
        },
        [{ cast: 'Zephyr Sentinel' }, { pass: true }],
        { cards },
      );
      expect(g.error).toBeNull();
      run(g, [['o']]);
      expect(g.names('p1', 'hand')).toEqual([other]);
      expect(plusOnes(g, 'Zephyr Sentinel')).toBe(counters);
    }
  });

  it('Overgrowth Elemental: an Elemental dying adds a counter; Grizzly Bears dying only gains life', () => {
    const cards = compiled(overgrowth);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'oe', card: 'Overgrowth Elemental' }, 'Grizzly Bears'] },
          p2: { hand: ['Shock'], battlefield: ['Mountain'] },
        },
      },
      [{ cast: 'Shock', targets: ['Grizzly Bears'], player: 'p2' }],
      { cards },
    );
    expect(g.error).toBeNull();
    run(g);
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.state.players.p1.life).toBe(21);
    expect(plusOnes(g, 'oe')).toBe(0);
  });

  it("Geistwave: the permanent's controller as it last existed decides the draw", () => {
    const cards = compiled(geistwave);
    for (const [owner, drawn] of [
      ['p1', 1],
      ['p2', 0],
    ] as const) {
      const g = game(
        {
          turn: main,
          players: {
            p1: { hand: ['Geistwave'], battlefield: ['Island', 'Island'], library: ['Island', 'Island'] },
            [owner]: {
              ...(owner === 'p1'
                ? {
                    hand: ['Geistwave'],
                    battlefield: ['Island', 'Island', { id: 'b', card: 'Grizzly Bears' }],
                    library: ['Island', 'Island'],
                  }
                : { battlefield: [{ id: 'b', card: 'Grizzly Bears' }] }),
            },
          },
        },
        [{ cast: 'Geistwave', targets: ['b'] }],
        { cards },
      );
      expect(g.error).toBeNull();
      run(g);
      expect(g.names(owner, 'hand')).toContain('Grizzly Bears');
      expect(g.state.players.p1.hand.length).toBe(drawn + (owner === 'p1' ? 1 : 0));
    }
  });

  it('near misses stay text: a colour (not kept as it last existed here) and "that creature" in a trigger condition', () => {
    const red = card('Test Red', '{R}', 'Sorcery', 'Destroy target creature. If that creature was red, draw a card.');
    expect(unenforced(red)).toHaveLength(1);
    const evil = card(
      'Endless Evil',
      '{3}{B}',
      'Enchantment — Aura',
      "Enchant creature you control\nWhen enchanted creature dies, if that creature was a Horror, return this card to its owner's hand.",
    );
    expect(unenforced(evil)).toContain(
      "When enchanted creature dies, if that creature was a Horror, return this card to its owner's hand.",
    );
  });
});
