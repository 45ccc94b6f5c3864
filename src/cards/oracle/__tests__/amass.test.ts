// Amass (CR 701.47) on real pool cards: with no Army creature, a 0/0 black [subtype] Army token is
// created first and gets the counters before state-based actions are checked (so it lives); with
// one, that Army gets the counters and becomes the subtype in addition to its other types; with
// several, the controller chooses one (701.47a). "The amassed Army" is the one chosen (701.47b).
import { describe, expect, it } from 'vitest';
import { allObjects, characteristics, readContext, RULE, type GameObject } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const ZOMBIES_1 =
  " (Put a +1/+1 counter on an Army you control. It's also a Zombie. If you don't control an Army, create a 0/0 black Zombie Army creature token first.)";
const dismissal = card(
  'Callous Dismissal',
  '{1}{U}',
  'Sorcery',
  `Return target nonland permanent to its owner's hand.\nAmass Zombies 1.${ZOMBIES_1}`,
);
const endgame = card(
  'Commence the Endgame',
  '{4}{U}{U}',
  'Instant',
  "This spell can't be countered.\nDraw two cards, then amass Zombies X, where X is the number of cards in your hand. (Put X +1/+1 counters on an Army you control. It's also a Zombie. If you don't control an Army, create a 0/0 black Zombie Army creature token first.)",
);
const plateMail = card(
  'Goblin Plate Mail',
  '{1}{B/R}',
  'Artifact — Equipment',
  "When this Equipment enters, amass Goblins 1, then attach this Equipment to the amassed Army. (To amass Goblins 1, put a +1/+1 counter on an Army you control. It's also a Goblin. If you don't control an Army, create a 0/0 black Goblin Army creature token first.)\nEquipped creature gets +1/+0 and has menace.\nEquip {4}",
);
const CARDS = compiled(dismissal, endgame, plateMail);

/** An Orc Army token p1 controls, with `n` +1/+1 counters. */
const orcArmy = (id: string, n: number) => ({
  id,
  token: true,
  counters: { '+1/+1': n },
  proxy: { name: 'Orc Army Token', typeLine: 'Token Creature — Orc Army', colors: ['B'], power: 0, toughness: 0 },
});

function armies(g: Game): GameObject[] {
  const ctx = readContext(g.state, g.engine.registry);
  return allObjects(g.state).filter(
    (o) => o.zone === 'battlefield' && characteristics(ctx, o).subtypes.includes('Army'),
  );
}

function subtypes(g: Game, o: GameObject): string[] {
  return characteristics(readContext(g.state, g.engine.registry), o).subtypes;
}

function dismiss(battlefield: object[]): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: { hand: ['Callous Dismissal'], battlefield: ['Island', 'Island', ...battlefield] },
        p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
      },
    },
    [{ cast: 'Callous Dismissal', targets: ['bears'] }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('amass (CR 701.47)', () => {
  it('Callous Dismissal with no Army: a 0/0 black Zombie Army token is created and survives as a 1/1', () => {
    const g = dismiss([]);
    expect(g.names('p2', 'hand')).toEqual(['Grizzly Bears']);
    const [army, ...more] = armies(g);
    expect(more).toHaveLength(0);
    const ch = characteristics(readContext(g.state, g.engine.registry), army!);
    expect(g.state.proxies[army!.def]?.name).toBe('Zombie Army Token');
    expect([ch.power, ch.toughness, ch.colors]).toEqual([1, 1, ['B']]);
    expect(ch.subtypes).toEqual(expect.arrayContaining(['Zombie', 'Army']));
    expect(army!.counters['+1/+1']).toBe(1);
  });

  it('Callous Dismissal with an Orc Army: no token; the Army gets the counter and is also a Zombie', () => {
    const g = dismiss([orcArmy('orcs', 2)]);
    expect(armies(g)).toHaveLength(1);
    expect(pt(g, 'orcs')).toEqual([3, 3]);
    expect(subtypes(g, g.get('orcs'))).toEqual(expect.arrayContaining(['Orc', 'Army', 'Zombie']));
  });

  it('Callous Dismissal with two Armies: p1 chooses which one gets the counter (701.47a)', () => {
    const g = dismiss([orcArmy('a1', 1), orcArmy('a2', 1)]);
    const d = g.state.pendingDecision;
    expect(d?.kind).toBe('chooseObjects');
    expect(d?.rule).toBe(RULE.amass);
    g.act({ decide: ['a2'] });
    expect(pt(g, 'a1')).toEqual([1, 1]);
    expect(pt(g, 'a2')).toEqual([2, 2]);
    expect(subtypes(g, g.get('a1'))).not.toContain('Zombie');
    expect(subtypes(g, g.get('a2'))).toContain('Zombie');
  });

  it('Commence the Endgame: X is counted after the draw — three cards in hand make a 3/3 Army', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Commence the Endgame', 'Forest'],
            battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'],
            library: ['Island', 'Island', 'Island'],
          },
        },
      },
      [{ cast: 'Commence the Endgame' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.hand).toHaveLength(3);
    const [army] = armies(g);
    expect(army!.counters['+1/+1']).toBe(3);
  });

  it('Goblin Plate Mail: it is attached to the Army it amassed onto, which becomes a Goblin 2/1 with menace', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Goblin Plate Mail'], battlefield: ['Swamp', 'Swamp', orcArmy('big', 3)] },
        },
      },
      [{ cast: 'Goblin Plate Mail' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(armies(g).map((o) => o.id)).toEqual([g.get('big').id]);
    expect(g.get('Goblin Plate Mail').attachedTo).toBe(g.get('big').id);
    expect(pt(g, 'big')).toEqual([5, 4]);
    expect(subtypes(g, g.get('big'))).toContain('Goblin');
  });

  it('near misses: another player amassing, and damage "equal to its power", stay text', () => {
    const azog = card(
      "Azog, Moria's Ruin",
      '{2}{B}',
      'Legendary Creature — Goblin Soldier',
      "When Azog enters, destroy up to one other target creature. Its controller amasses Goblins X, where X is that creature's power. If you controlled that creature, draw a card. (To amass Goblins X, that player puts X +1/+1 counters on an Army they control. It's also a Goblin. If they don't control an Army, they create a 0/0 black Goblin Army creature token first.)",
      '1/3',
    );
    expect(unenforced(azog)).toHaveLength(1);
    const brutality = card(
      'Widespread Brutality',
      '{1}{B}{R}{R}',
      'Sorcery',
      "Amass Zombies 2, then the Army you amassed deals damage equal to its power to each non-Army creature. (To amass Zombies 2, put two +1/+1 counters on an Army you control. It's also a Zombie. If you don't control an Army, create a 0/0 black Zombie Army creature token first.)",
    );
    expect(unenforced(brutality)).toHaveLength(1);
  });
});
