// Copying an ability on the stack (CR 707.10): "Copy target activated or triggered ability you
// control. You may choose new targets for the copy." The copy is put on the stack above the
// original (not activated, not triggered), has the original's source and choices, and is
// controlled by the player who copied it; that player may change its targets (707.10c, 115.7d).
// "Copy target triggered ability you control twice" makes two copies. Real cards played.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const resonator = card(
  'Strionic Resonator',
  '{2}',
  'Artifact',
  '{2}, {T}: Copy target triggered ability you control. You may choose new targets for the copy. (A triggered ability uses the words "when," "whenever," or "at.")',
);
const engine = card(
  'Lithoform Engine',
  '{4}',
  'Legendary Artifact',
  '{2}, {T}: Copy target activated or triggered ability you control. You may choose new targets for the copy.\n{3}, {T}: Copy target instant or sorcery spell you control. You may choose new targets for the copy.\n{4}, {T}: Copy target permanent spell you control. (The copy becomes a token.)',
);
const fantastic = card(
  'Mister Fantastic',
  '{2}{U}',
  'Legendary Creature — Human Scientist Hero',
  "Vigilance, reach\nAt the beginning of combat on your turn, if you've cast a noncreature spell this turn, draw a card.\n{R}{G}{W}{U}, {T}: Copy target triggered ability you control twice. You may choose new targets for the copies.",
  '2/4',
);
const missionary = card(
  'Lone Missionary',
  '{1}{W}',
  'Creature — Kor Monk',
  'When this creature enters, you gain 4 life.',
  '2/1',
);
const kavu = card(
  'Flametongue Kavu',
  '{3}{R}',
  'Creature — Kavu',
  'When this creature enters, it deals 4 damage to target creature.',
  '4/2',
);
const pyromancer = card(
  'Prodigal Pyromancer',
  '{2}{R}',
  'Creature — Human Wizard',
  '{T}: This creature deals 1 damage to any target.',
  '1/1',
);
const archaic = card(
  'Abstruse Archaic',
  '{4}',
  'Creature — Avatar',
  "Vigilance\n{1}, {T}: Copy target activated or triggered ability you control from a colorless source. You may choose new targets for the copy. (Mana abilities can't be targeted.)",
  '3/3',
);
const rings = card(
  'Rings of Brighthearth',
  '{3}',
  'Artifact',
  "Whenever you activate an ability, if it isn't a mana ability, you may pay {2}. If you do, copy that ability. You may choose new targets for the copy.",
);
const CARDS = compiled(resonator, engine, fantastic, missionary, kavu, pyromancer, rings);

const PLAINS = ['Plains', 'Plains'];

describe('copy target triggered ability you control (CR 707.10)', () => {
  it("Strionic Resonator copies Lone Missionary's enters trigger: 4 life twice", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'res', card: 'Strionic Resonator' }, ...PLAINS, ...PLAINS],
            hand: ['Lone Missionary'],
          },
        },
      },
      [{ cast: 'Lone Missionary' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Lone Missionary ability']);
    g.act({ activate: 'res', ability: 0, targets: ['Lone Missionary ability'] });
    expect(g.error).toBeNull();
    g.act({ pass: true });
    // The copy is on the stack above the original, controlled by p1 (no targets to change).
    expect(g.state.stack).toHaveLength(2);
    expect(g.state.abilities[g.state.stack[1] as string]).toMatchObject({ controller: 'p1', kind: 'triggered' });
    g.act({ pass: true });
    expect(g.state.players.p1.life).toBe(24);
    g.act({ pass: true });
    expect(g.state.players.p1.life).toBe(28);
    expect(g.state.stack).toEqual([]);
  });

  it("Flametongue Kavu's trigger copied with a new target: both creatures are dealt 4 damage", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'res', card: 'Strionic Resonator' },
              'Mountain',
              'Mountain',
              'Mountain',
              'Mountain',
              ...PLAINS,
            ],
            hand: ['Flametongue Kavu'],
          },
          p2: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'spider', card: 'Giant Spider' },
            ],
          },
        },
      },
      [{ cast: 'Flametongue Kavu' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    if (g.state.pendingDecision) g.act({ decide: ['bears'] });
    expect(g.stack()).toEqual(['Flametongue Kavu ability']);
    g.act({ activate: 'res', ability: 0, targets: ['Flametongue Kavu ability'] });
    g.act({ pass: true });
    expect(g.state.pendingDecision).toMatchObject({ player: 'p1', purpose: 'new-targets' });
    g.act({ decide: true });
    g.act({ decide: ['spider'] });
    expect(g.error).toBeNull();
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.state.stack).toEqual([]);
    expect(g.names('p2', 'graveyard').sort()).toEqual(['Giant Spider', 'Grizzly Bears']);
  });

  it('an opponent\'s triggered ability can\'t be the target ("you control")', () => {
    const g = game(
      {
        turn: { number: 3, active: 'p2' as const, phase: 'main1' as const },
        players: {
          p1: { battlefield: [{ id: 'res', card: 'Strionic Resonator' }, ...PLAINS] },
          p2: { battlefield: PLAINS, hand: ['Lone Missionary'] },
        },
      },
      [{ cast: 'Lone Missionary', player: 'p2' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Lone Missionary ability']);
    expect(() => g.act({ activate: 'res', player: 'p1', ability: 0, targets: ['Lone Missionary ability'] })).toThrow(
      /target/,
    );
  });

  it('Mister Fantastic copies a triggered ability twice', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'mf', card: 'Mister Fantastic' }, 'Mountain', 'Forest', 'Plains', 'Island', ...PLAINS],
            hand: ['Lone Missionary'],
          },
        },
      },
      [{ cast: 'Lone Missionary' }, { pass: true }],
      { cards: CARDS },
    );
    g.act({ activate: 'mf', ability: 0, targets: ['Lone Missionary ability'] });
    expect(g.error).toBeNull();
    g.act({ pass: true });
    expect(g.state.stack).toHaveLength(3);
    for (let i = 0; i < 3; i++) g.act({ pass: true });
    expect(g.state.players.p1.life).toBe(32);
  });
});

describe('copy target activated ability you control (CR 707.10)', () => {
  it("Lithoform Engine copies Prodigal Pyromancer's ability: the copy keeps its target", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'eng', card: 'Lithoform Engine' },
              { id: 'pyro', card: 'Prodigal Pyromancer' },
              ...PLAINS,
            ],
          },
        },
      },
      [{ activate: 'pyro', ability: 0, targets: ['p2'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ activate: 'eng', ability: 0, targets: ['Prodigal Pyromancer ability'] });
    expect(g.error).toBeNull();
    g.act({ pass: true });
    g.act({ decide: false });
    expect(g.state.stack).toHaveLength(2);
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(18);
  });

  it('near miss: "from a colorless source" stays text', () => {
    expect(unenforced(archaic)).toHaveLength(1);
  });
});

describe('copy that ability, in an activation trigger (CR 602.2i, 707.10)', () => {
  it("Rings of Brighthearth: paying {2} copies Prodigal Pyromancer's ability, with a new target", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Rings of Brighthearth', { id: 'pyro', card: 'Prodigal Pyromancer' }, ...PLAINS] },
          p2: { battlefield: [{ id: 'elves', card: 'Llanowar Elves' }] },
        },
      },
      [{ activate: 'pyro', ability: 0, targets: ['p2'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Prodigal Pyromancer ability', 'Rings of Brighthearth ability']);
    g.act({ pass: true });
    // Pay {2}? yes; then new targets for the copy: the Llanowar Elves.
    g.act({ decide: true });
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'new-targets' });
    g.act({ decide: true });
    g.act({ decide: ['elves'] });
    expect(g.error).toBeNull();
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.state.stack).toEqual([]);
    expect(g.names('p2', 'graveyard')).toContain('Llanowar Elves');
    expect(g.state.players.p2.life).toBe(19);
  });
});
