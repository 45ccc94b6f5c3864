// Searching a library for a card whose mana value is an amount read as the effect resolves (CR
// 701.23, 202.3, 608.2h): "a creature card with mana value equal to 1 plus the sacrificed
// creature's mana value" (a cost's sacrifice, or an earlier instruction's: "You may sacrifice a
// creature. If you do, …"), and "a creature card with mana value X or less, where X is 2 plus the
// sacrificed creature's mana value" (X defined by the text, not a chosen X, 107.3c). "The
// sacrificed creature" after "you may sacrifice …" is the permanent that instruction sacrificed,
// as it last existed (Feed the Pack's toughness).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const evolution = card(
  'Eldritch Evolution',
  '{1}{G}{G}',
  'Sorcery',
  "As an additional cost to cast this spell, sacrifice a creature.\nSearch your library for a creature card with mana value X or less, where X is 2 plus the sacrificed creature's mana value. Put that card onto the battlefield, then shuffle. Exile Eldritch Evolution.",
);
const vannifar = card(
  'Prime Speaker Vannifar',
  '{2}{G}{U}',
  'Legendary Creature — Elf Ooze Wizard',
  "{T}, Sacrifice another creature: Search your library for a creature card with mana value equal to 1 plus the sacrificed creature's mana value, put that card onto the battlefield, then shuffle. Activate only as a sorcery.",
  '2/4',
);
const feedThePack = card(
  'Feed the Pack',
  '{5}{G}',
  'Enchantment',
  "At the beginning of your end step, you may sacrifice a nontoken creature. If you do, create X 2/2 green Wolf creature tokens, where X is the sacrificed creature's toughness.",
);
/** A vanilla 6/4 with mana value 6 (no text). */
const crawWurm = card('Craw Wurm', '{4}{G}{G}', 'Creature — Wurm', '', '6/4');

const lands = (name: string, n: number) => Array<string>(n).fill(name);

describe('"with mana value X or less, where X is 2 plus the sacrificed creature\'s mana value"', () => {
  it('Eldritch Evolution: Grizzly Bears sacrificed (2), so creature cards of mana value 4 or less are found', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [...lands('Forest', 3), { id: 'bears', card: 'Grizzly Bears' }],
            hand: ['Eldritch Evolution'],
            library: [
              { id: 'spider', card: 'Giant Spider' },
              { id: 'elves', card: 'Llanowar Elves' },
              { id: 'wurm', card: 'Craw Wurm' },
              'Lightning Bolt',
            ],
          },
        },
      },
      [{ cast: 'Eldritch Evolution' }],
      { cards: compiled(evolution, crawWurm) },
    );
    expect(g.error).toBeNull();
    if (g.state.pendingDecision?.purpose === 'sacrifice') g.act({ decide: ['bears'] });
    g.act({ pass: true });
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ kind: 'chooseObjects', player: 'p1', max: 1 });
    // Giant Spider (4) and Llanowar Elves (1); Craw Wurm (6) and Lightning Bolt are not candidates.
    expect([...(d?.candidates ?? [])].sort()).toEqual([g.get('spider').id, g.get('elves').id].sort());
    g.act({ decide: [g.get('spider').id] });
    expect(g.get('spider').zone).toBe('battlefield');
    expect(g.get('Eldritch Evolution').zone).toBe('exile');
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
  });
});

describe('"with mana value equal to 1 plus the sacrificed creature\'s mana value"', () => {
  it('Prime Speaker Vannifar: Llanowar Elves sacrificed (1), so only a creature card of mana value 2', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'pv', card: 'Prime Speaker Vannifar' },
              { id: 'elves', card: 'Llanowar Elves' },
            ],
            library: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'elves2', card: 'Llanowar Elves' },
              { id: 'spider', card: 'Giant Spider' },
            ],
          },
        },
      },
      [{ activate: 'pv' }],
      { cards: compiled(vannifar) },
    );
    expect(g.error).toBeNull();
    if (g.state.pendingDecision?.purpose === 'sacrifice') g.act({ decide: ['elves'] });
    g.act({ pass: true });
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ kind: 'chooseObjects', player: 'p1' });
    expect(d?.candidates).toEqual([g.get('bears').id]);
    g.act({ decide: [g.get('bears').id] });
    expect(g.get('bears').zone).toBe('battlefield');
    expect(g.get('elves2').zone).toBe('library');
  });
});

describe('"you may sacrifice …. If you do, … the sacrificed creature\'s …": the permanent that instruction sacrificed', () => {
  it('Feed the Pack: Giant Spider (2/4) sacrificed at the end step, four Wolves', () => {
    const g = game(
      {
        turn: { number: 3, active: 'p1' as const, phase: 'main2' as const },
        players: {
          p1: { battlefield: ['Feed the Pack', { id: 'spider', card: 'Giant Spider' }] },
        },
      },
      [{ pass: true }, { pass: true }],
      { cards: compiled(feedThePack) },
    );
    expect(g.error).toBeNull();
    // The trigger resolves: "you may" first (CR 608.2d), then the one nontoken creature is sacrificed.
    for (let i = 0; i < 6 && g.state.pendingDecision; i++) {
      const d = g.state.pendingDecision;
      if (d.kind === 'may') g.act({ decide: true });
      else if (d.purpose === 'sacrifice') g.act({ decide: ['spider'] });
      else break;
    }
    while (!g.state.pendingDecision && g.stack().length) g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Giant Spider']);
    expect(g.names('p1', 'battlefield').filter((n) => n.startsWith('Wolf'))).toHaveLength(4);
  });
});

describe('near misses stay text', () => {
  it('Neoform: "with an additional +1/+1 counter on it" is not read with a search', () => {
    const neoform = card(
      'Neoform',
      '{G}{U}',
      'Sorcery',
      "As an additional cost to cast this spell, sacrifice a creature.\nSearch your library for a creature card with mana value equal to 1 plus the sacrificed creature's mana value, put that card onto the battlefield with an additional +1/+1 counter on it, then shuffle.",
    );
    expect(unenforced(neoform)).toContain(
      "Search your library for a creature card with mana value equal to 1 plus the sacrificed creature's mana value, put that card onto the battlefield with an additional +1/+1 counter on it, then shuffle.",
    );
  });

  it('Pyre of Heroes: "that shares a creature type with the sacrificed creature and has mana value …" stays text', () => {
    const pyre = card(
      'Pyre of Heroes',
      '{2}',
      'Artifact',
      "{2}, {T}, Sacrifice a creature: Search your library for a creature card that shares a creature type with the sacrificed creature and has mana value equal to 1 plus that creature's mana value. Put that card onto the battlefield, then shuffle. Activate only as a sorcery.",
    );
    expect(unenforced(pyre)).toHaveLength(1);
  });
});
