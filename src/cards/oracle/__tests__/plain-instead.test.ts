// "<instruction>. If <condition>, <instruction> instead." for life, tokens, moves, searches and
// the rest of the plain instructions (CR 608.2c): the condition is checked once and exactly one of
// the two is followed, never both (pump-instead.ts). An "instead" that replaces only part of the
// sentence before, or offers a choice, stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, run, unenforced } from './compiled';

const lifeGoesOn = card(
  'Life Goes On',
  '{G}',
  'Instant',
  'You gain 4 life. If a creature died this turn, you gain 8 life instead.',
);
const vortex = card(
  "Rona's Vortex",
  '{U}',
  'Instant',
  "Kicker {2}{B} (You may pay an additional {2}{B} as you cast this spell.)\nReturn target creature or planeswalker you don't control to its owner's hand. If this spell was kicked, put that permanent on the bottom of its owner's library instead.",
);
const jane = card(
  'Doctor Jane Foster',
  '{3}{W}',
  'Legendary Creature — Human Doctor',
  "Vigilance (Attacking doesn't cause this creature to tap.)\nWhen Doctor Jane Foster enters, return target creature card with mana value 3 or less from your graveyard to your hand. If you gained life this turn, return that card to the battlefield instead.",
  '2/3',
);
const scute = card(
  'Scute Swarm',
  '{2}{G}',
  'Creature — Insect',
  "Landfall — Whenever a land you control enters, create a 1/1 green Insect creature token. If you control six or more lands, create a token that's a copy of this creature instead.",
  '1/1',
);
const ashes = card(
  'Grow from the Ashes',
  '{2}{G}',
  'Sorcery',
  'Kicker {2} (You may pay an additional {2} as you cast this spell.)\nSearch your library for a basic land card, put it onto the battlefield, then shuffle. If this spell was kicked, instead search your library for two basic land cards, put them onto the battlefield, then shuffle.',
);
const overload = card(
  'Overload',
  '{R}',
  'Instant',
  'Kicker {2} (You may pay an additional {2} as you cast this spell.)\nDestroy target artifact if its mana value is 2 or less. If this spell was kicked, destroy that artifact if its mana value is 5 or less instead.',
);
const gnomes = card(
  'Bottle Gnomes',
  '{3}',
  'Artifact Creature — Gnome',
  'Sacrifice this creature: You gain 3 life.',
  '1/3',
);
const giant = card(
  'Desolation Giant',
  '{2}{R}{R}',
  'Creature — Giant',
  'Kicker {W}{W} (You may pay an additional {W}{W} as you cast this spell.)\nWhen this creature enters, destroy all other creatures you control. If it was kicked, destroy all other creatures instead.',
  '3/3',
);
const CARDS = compiled(lifeGoesOn, vortex, jane, scute, ashes, overload, gnomes, giant);

describe('plain instructions instead (CR 608.2c)', () => {
  it('Life Goes On: 4 life, or 8 (not 12) once a creature died this turn', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Life Goes On', 'Life Goes On', 'Lightning Bolt'],
            battlefield: ['Forest', 'Forest', 'Mountain'],
          },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Life Goes On' });
    run(g);
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(24);
    g.act({ cast: 'Lightning Bolt', targets: ['bears'] });
    run(g);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    g.act({ cast: 'Life Goes On' });
    run(g);
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(32);
  });

  it("Rona's Vortex: to its owner's hand, kicked to the bottom of its library instead (not both)", () => {
    for (const kicker of [false, true]) {
      const g = game(
        {
          turn: main,
          players: {
            p1: { hand: ["Rona's Vortex"], battlefield: ['Island', 'Swamp', 'Swamp', 'Swamp'] },
            p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }], library: ['Island', 'Island'] },
          },
        },
        [],
        { cards: CARDS },
      );
      g.act({ cast: "Rona's Vortex", kicker, targets: ['bears'] });
      run(g);
      expect(g.error).toBeNull();
      expect(g.names('p2', 'battlefield')).toEqual([]);
      expect(g.names('p2', 'hand')).toEqual(kicker ? [] : ['Grizzly Bears']);
      expect(g.names('p2', 'library')).toEqual(kicker ? ['Island', 'Island', 'Grizzly Bears'] : ['Island', 'Island']);
    }
  });

  it('Doctor Jane Foster returns the card to the hand, or to the battlefield once you gained life', () => {
    for (const gained of [false, true]) {
      const g = game(
        {
          turn: main,
          players: {
            p1: {
              hand: ['Doctor Jane Foster', 'Life Goes On'],
              graveyard: [{ id: 'bears', card: 'Grizzly Bears' }],
              battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Forest'],
            },
          },
        },
        [],
        { cards: CARDS },
      );
      if (gained) {
        g.act({ cast: 'Life Goes On' });
        run(g);
      }
      g.act({ cast: 'Doctor Jane Foster' });
      g.act({ pass: true });
      g.act({ pass: true });
      if (g.state.pendingDecision) g.act({ decide: ['bears'] });
      run(g);
      expect(g.error).toBeNull();
      expect(g.names('p1', 'graveyard')).not.toContain('Grizzly Bears');
      expect(g.names('p1', 'battlefield').includes('Grizzly Bears')).toBe(gained);
      expect(g.names('p1', 'hand').includes('Grizzly Bears')).toBe(!gained);
    }
  });

  it('Scute Swarm makes an Insect with five lands, a copy of itself (no Insect) with six', () => {
    for (const [forests, copies] of [
      [4, 0],
      [5, 1],
    ] as const) {
      const g = game(
        {
          turn: main,
          players: {
            p1: {
              hand: [{ id: 'f1', card: 'Forest' }],
              battlefield: ['Scute Swarm', ...Array<string>(forests).fill('Forest')],
            },
          },
        },
        [],
        { cards: CARDS },
      );
      g.act({ cast: 'f1' });
      run(g);
      expect(g.error).toBeNull();
      const named = (stem: string) => g.names('p1', 'battlefield').filter((n) => n.startsWith(stem));
      expect(named('Insect Token')).toHaveLength(1 - copies);
      expect(named('Scute Swarm')).toHaveLength(1 + copies);
    }
  });

  it('Grow from the Ashes finds one basic land, kicked two instead (one search, not two)', () => {
    for (const [kicker, found] of [
      [false, 1],
      [true, 2],
    ] as const) {
      const g = game(
        {
          turn: main,
          players: {
            p1: {
              hand: ['Grow from the Ashes'],
              battlefield: Array<string>(5).fill('Forest'),
              library: ['Plains', 'Plains', 'Plains', 'Plains'],
            },
          },
        },
        [],
        { cards: CARDS },
      );
      g.act({ cast: 'Grow from the Ashes', kicker });
      let searches = 0;
      for (let i = 0; i < 20 && (g.state.stack.length || g.state.pendingDecision); i++) {
        const d = g.state.pendingDecision as { candidates?: string[] } | null;
        if (d?.candidates) {
          searches += 1;
          g.act({ decide: d.candidates.slice(0, found) });
        } else g.act({ pass: true });
      }
      expect(g.error).toBeNull();
      expect(searches).toBe(1);
      expect(g.names('p1', 'battlefield').filter((n) => n === 'Plains')).toHaveLength(found);
      expect(g.names('p1', 'library')).toHaveLength(4 - found);
    }
  });

  it('Overload spares a mana value 3 artifact unkicked and destroys it kicked (its own "if" each time)', () => {
    for (const kicker of [false, true]) {
      const g = game(
        {
          turn: main,
          players: {
            p1: { hand: ['Overload'], battlefield: ['Mountain', 'Mountain', 'Mountain'] },
            p2: { battlefield: [{ id: 'gnomes', card: 'Bottle Gnomes' }] },
          },
        },
        [],
        { cards: CARDS },
      );
      g.act({ cast: 'Overload', kicker, targets: ['gnomes'] });
      run(g);
      expect(g.error).toBeNull();
      expect(g.names('p2', 'graveyard')).toEqual(kicker ? ['Bottle Gnomes'] : []);
    }
  });

  it("Desolation Giant destroys your other creatures, kicked everyone's instead (it survives)", () => {
    for (const kicker of [false, true]) {
      const g = game(
        {
          turn: main,
          players: {
            p1: {
              hand: ['Desolation Giant'],
              battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Plains', 'Plains', 'Grizzly Bears'],
            },
            p2: { battlefield: ['Grizzly Bears'] },
          },
        },
        [],
        { cards: CARDS },
      );
      g.act({ cast: 'Desolation Giant', kicker });
      run(g);
      expect(g.error).toBeNull();
      expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
      expect(g.names('p1', 'battlefield')).toContain('Desolation Giant');
      expect(g.names('p2', 'graveyard')).toEqual(kicker ? ['Grizzly Bears'] : []);
    }
  });

  it('near misses: only part of the sentence before, or a choice, stays text', () => {
    const consult = card(
      'Consult the Star Charts',
      '{1}{U}',
      'Instant',
      'Kicker {1}{U} (You may pay an additional {1}{U} as you cast this spell.)\nLook at the top X cards of your library, where X is the number of lands you control. Put one of those cards into your hand. If this spell was kicked, put two of those cards into your hand instead. Put the rest on the bottom of your library in a random order.',
    );
    expect(unenforced(consult)).toHaveLength(1);
    const sweep = card(
      'Sweep Away',
      '{2}{U}',
      'Instant',
      "Return target creature to its owner's hand. If that creature is attacking, you may put it on top of its owner's library instead.",
    );
    expect(unenforced(sweep)).toHaveLength(1);
  });
});
