// Control-changing effects beyond "gain control of target creature" (CR 613.1b, layer 2):
// "Target opponent gains control of ~" / "Target player gains control of target permanent you
// control" (another player gains control), and "Gain control of all creatures with power 4 or
// greater until end of turn" / "Gain control of all permanents you own" (a group, fixed as the
// effect begins, CR 611.2c: each object of it gets its own effect).
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const mobRule = card(
  'Mob Rule',
  '{4}{R}{R}',
  'Sorcery',
  'Choose one —\n• Gain control of all creatures with power 4 or greater until end of turn. Untap those creatures. They gain haste until end of turn.\n• Gain control of all creatures with power 3 or less until end of turn. Untap those creatures. They gain haste until end of turn.',
);
const donate = card('Donate', '{2}{U}', 'Sorcery', 'Target player gains control of target permanent you control.');
const brand = card(
  'Brand',
  '{R}',
  'Instant',
  'Gain control of all permanents you own. (This effect lasts indefinitely.)\nCycling {2} ({2}, Discard this card: Draw a card.)',
);
const skySwallower = card(
  'Sky Swallower',
  '{3}{U}{U}',
  'Creature — Leviathan',
  'Flying\nWhen this creature enters, target opponent gains control of all other permanents you control.',
  '8/8',
);
const defector = card(
  'Humble Defector',
  '{1}{R}',
  'Creature — Human Rogue',
  '{T}: Draw two cards. Target opponent gains control of this creature. Activate only during your turn.',
  '2/1',
);
const ogre = card(
  'Drooling Ogre',
  '{1}{R}',
  'Creature — Ogre',
  'Whenever a player casts an artifact spell, that player gains control of this creature. (This effect lasts indefinitely.)',
  '3/3',
);
const wurm = card('Craw Wurm', '{4}{G}{G}', 'Creature — Wurm', '', '6/4');
const homewardPath = card(
  'Homeward Path',
  '',
  'Land',
  '{T}: Add {C}.\n{T}: Each player gains control of all creatures they own.',
);

const grabTheReins = card(
  'Grab the Reins',
  '{3}{R}',
  'Instant',
  "Choose one —\n• Until end of turn, you gain control of target creature and it gains haste.\n• Sacrifice a creature. Grab the Reins deals damage equal to that creature's power to any target.\nEntwine {2}{R} (Choose both if you pay the entwine cost.)",
);
const ornithopter = card('Ornithopter', '{0}', 'Artifact Creature — Thopter', 'Flying', '0/2');
const akroanHorse = card(
  'Akroan Horse',
  '{4}',
  'Artifact Creature — Horse',
  'Defender\nWhen this creature enters, an opponent gains control of it.\nAt the beginning of your upkeep, each opponent creates a 1/1 white Soldier creature token.',
  '0/4',
);
const CARDS = compiled(
  mobRule,
  donate,
  brand,
  skySwallower,
  defector,
  ogre,
  wurm,
  ornithopter,
  grabTheReins,
  homewardPath,
);
const MOUNTAINS = (n: number) => Array.from({ length: n }, () => 'Mountain');
const ISLANDS = (n: number) => Array.from({ length: n }, () => 'Island');

describe('"Gain control of all …" (CR 613.1b, 611.2c)', () => {
  it("Mob Rule: the creatures with power 4 or greater come under the caster's control untapped, and go back at cleanup", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: MOUNTAINS(6), hand: ['Mob Rule'] },
          p2: {
            battlefield: [
              { id: 'wurm', card: 'Craw Wurm', tapped: true },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    g.perform({ type: 'cast', player: 'p1', object: g.get('Mob Rule').id, modes: [0] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.get('wurm').controller).toBe('p1');
    expect(g.get('wurm').tapped).toBe(false);
    // Power 2: not one of the group.
    expect(g.get('bears').controller).toBe('p2');
    expect(g.has('ControlChanged', RULE.layerControl)).toBe(true);
    // The haste lets it attack this turn (CR 302.6): 6 damage.
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['wurm'] });
    g.act({ advance: 'main2' });
    expect(g.state.players.p2.life).toBe(14);
    g.act({ advance: 'next-turn' });
    expect(g.get('wurm').controller).toBe('p2');
  });

  it('Mob Rule, the other mode: the small creatures instead', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: MOUNTAINS(6), hand: ['Mob Rule'] },
          p2: {
            battlefield: [
              { id: 'wurm', card: 'Craw Wurm' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    g.perform({ type: 'cast', player: 'p1', object: g.get('Mob Rule').id, modes: [1] });
    g.act({ pass: true });
    expect(g.get('bears').controller).toBe('p1');
    expect(g.get('wurm').controller).toBe('p2');
  });

  it('Brand: every permanent the caster owns comes back to them, indefinitely; others stay', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain'], hand: ['Brand'] },
          p2: {
            battlefield: [
              { id: 'mine', card: 'Grizzly Bears', owner: 'p1' },
              { id: 'theirs', card: 'Craw Wurm' },
            ],
          },
        },
      },
      [{ cast: 'Brand' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('mine').controller).toBe('p1');
    expect(g.get('theirs').controller).toBe('p2');
    g.act({ advance: 'next-turn' });
    expect(g.get('mine').controller).toBe('p1');
  });
});

describe('Another player gains control (CR 613.1b)', () => {
  it('Donate: the target player gains control of the target permanent, for good', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [...ISLANDS(3), { id: 'bears', card: 'Grizzly Bears' }], hand: ['Donate'] },
          p2: {},
        },
      },
      [{ cast: 'Donate', targets: ['p2', 'bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('bears').controller).toBe('p2');
    g.act({ advance: 'next-turn' });
    expect(g.get('bears').controller).toBe('p2');
  });

  it('Donate then Brand: the owner takes it back', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [...ISLANDS(3), 'Mountain', { id: 'bears', card: 'Grizzly Bears' }],
            hand: ['Donate', 'Brand'],
          },
          p2: {},
        },
      },
      [{ cast: 'Donate', targets: ['p2', 'bears'] }, { pass: true }, { cast: 'Brand' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('bears').controller).toBe('p1');
  });

  it('Sky Swallower: the opponent gains control of every other permanent its controller has, not of it', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [...ISLANDS(5), { id: 'bears', card: 'Grizzly Bears' }], hand: ['Sky Swallower'] },
          p2: {},
        },
      },
      [{ cast: 'Sky Swallower' }, { pass: true }],
      { cards: CARDS },
    );
    if (g.state.pendingDecision?.purpose === 'targets') g.act({ decide: ['p2'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toEqual(['Sky Swallower']);
    expect(g.get('bears').controller).toBe('p2');
    expect(g.names('p2', 'battlefield')).toHaveLength(6);
  });

  it('Humble Defector: its controller draws two cards and the opponent gains control of it', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'defector', card: 'Humble Defector' }], library: ['Island', 'Island', 'Island'] },
          p2: {},
        },
      },
      [{ activate: 'Humble Defector', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toHaveLength(2);
    expect(g.get('defector').controller).toBe('p2');
    expect(g.get('defector').tapped).toBe(true);
  });

  it('Drooling Ogre: the player who cast an artifact spell gains control of it, for good', () => {
    const g = game(
      {
        turn: { number: 4, active: 'p2', phase: 'main1' },
        players: {
          p1: { battlefield: [{ id: 'ogre', card: 'Drooling Ogre' }] },
          p2: { hand: ['Ornithopter'] },
        },
      },
      [{ cast: 'Ornithopter', player: 'p2' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // The trigger resolves before the spell (CR 603.3): both players pass.
    g.act({ pass: true, player: 'p2' });
    g.act({ pass: true, player: 'p1' });
    expect(g.get('ogre').controller).toBe('p2');
  });
});

describe('"Until end of turn, you gain control of target creature and it gains haste" (CR 611.2a)', () => {
  it('Grab the Reins: the duration written first applies to the control change, which ends at cleanup', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: MOUNTAINS(4), hand: ['Grab the Reins'] },
          p2: { battlefield: [{ id: 'wurm', card: 'Craw Wurm' }] },
        },
      },
      [],
      { cards: CARDS },
    );
    g.perform({
      type: 'cast',
      player: 'p1',
      object: g.get('Grab the Reins').id,
      modes: [0],
      targets: [g.get('wurm').id],
    });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.get('wurm').controller).toBe('p1');
    // Haste: it attacks the turn it came under p1's control (CR 302.6).
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['wurm'] });
    g.act({ advance: 'main2' });
    expect(g.state.players.p2.life).toBe(14);
    g.act({ advance: 'next-turn' });
    expect(g.get('wurm').controller).toBe('p2');
  });
});

describe('"Each player gains control of all creatures they own" (CR 613.1b, 611.2c)', () => {
  it('Homeward Path: every creature goes back to its owner, for good; lands stay', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Homeward Path', { id: 'theirs', card: 'Craw Wurm', owner: 'p2' }],
          },
          p2: {
            battlefield: [
              { id: 'mine', card: 'Grizzly Bears', owner: 'p1' },
              { id: 'land', card: 'Forest', owner: 'p1' },
            ],
          },
        },
      },
      [{ activate: 'Homeward Path', ability: 1 }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('mine').controller).toBe('p1');
    expect(g.get('theirs').controller).toBe('p2');
    // Not a creature: not one of the group.
    expect(g.get('land').controller).toBe('p2');
    g.act({ advance: 'next-turn' });
    expect(g.get('mine').controller).toBe('p1');
  });
});

describe('near miss', () => {
  it('"an opponent gains control of it" (an opponent chosen) stays text', () => {
    expect(unenforced(akroanHorse)).toEqual(['When this creature enters, an opponent gains control of it.']);
  });
});
