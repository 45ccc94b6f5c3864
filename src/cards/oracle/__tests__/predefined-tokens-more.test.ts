// More predefined tokens (CR 111.10): Gold, Lander and Mutagen tokens have the abilities the
// rules define (the reminder text the cards print), and their controller uses them.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const gild = card(
  'Gild',
  '{3}{B}',
  'Sorcery',
  'Exile target creature. Create a Gold token. (It\'s an artifact with "Sacrifice this token: Add one mana of any color.")',
);
const curiosity = card(
  "Sami's Curiosity",
  '{G}',
  'Sorcery',
  'You gain 2 life. Create a Lander token. (It\'s an artifact with "{2}, {T}, Sacrifice this token: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.")',
);
const commando = card(
  'Crustacean Commando',
  '{1}{U}',
  'Creature — Crab Mutant Soldier',
  'When this creature enters, create a Mutagen token. (It\'s an artifact with "{1}, {T}, Sacrifice this token: Put a +1/+1 counter on target creature. Activate only as a sorcery.")',
  '0/3',
);
const CARDS = compiled(gild, curiosity, commando);

describe('Gold, Lander and Mutagen tokens (CR 111.10)', () => {
  it('Gild: the creature is exiled and a Gold token is sacrificed (no {T} in its cost) for one mana of any color', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Gild'] },
          p2: { battlefield: ['Grizzly Bears'] },
        },
      },
      [{ cast: 'Gild', targets: ['Grizzly Bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'battlefield')).toEqual([]);
    expect(g.names('p1', 'battlefield')).toContain('Gold Token (token)');
    expect(g.has('TokenCreated', RULE.predefinedToken)).toBe(true);
    g.act({ activate: 'Gold Token', mana: 'G' });
    expect(g.state.players.p1.manaPool.G).toBe(1);
    expect(g.names('p1', 'battlefield')).not.toContain('Gold Token (token)');
  });

  it("Sami's Curiosity: the Lander finds a basic land and puts it onto the battlefield tapped", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest', 'Forest', 'Forest'],
            hand: ["Sami's Curiosity"],
            library: ['Lightning Bolt', { id: 'isl', card: 'Island' }],
          },
        },
      },
      [{ cast: "Sami's Curiosity" }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(22);
    g.act({ activate: 'Lander Token' });
    g.act({ pass: true });
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ kind: 'chooseObjects', rule: RULE.search, max: 1 });
    expect(d?.candidates).toEqual([g.get('isl').id]);
    g.act({ decide: ['isl'] });
    expect(g.get('isl')).toMatchObject({ zone: 'battlefield', tapped: true });
    expect(g.names('p1', 'battlefield')).not.toContain('Lander Token (token)');
  });

  it('Crustacean Commando: the Mutagen puts a +1/+1 counter on target creature, only as a sorcery', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Island', 'Island', 'Island'], hand: ['Crustacean Commando'] } } },
      [{ cast: 'Crustacean Commando' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Mutagen Token (token)');
    g.act({ activate: 'Mutagen Token', targets: ['Crustacean Commando'] });
    // Not while the ability is on the stack: a second activation would need sorcery timing anyway.
    g.act({ pass: true });
    expect(g.get('Crustacean Commando').counters['+1/+1']).toBe(1);
  });
});

describe('Junk tokens (CR 111.10)', () => {
  const breakDown = card(
    'Break Down',
    '{2}{G}',
    'Instant',
    'Destroy target artifact or enchantment. Create a Junk token. (It\'s an artifact with "{T}, Sacrifice this token: Exile the top card of your library. You may play that card this turn. Activate only as a sorcery.")',
  );
  // A Role token (an Aura created attached, CR 303.7) is not in the engine.
  const scoundrel = card(
    'Charming Scoundrel',
    '{1}{R}',
    'Creature — Human Rogue',
    'Haste\nWhen this creature enters, choose one —\n• Discard a card, then draw a card.\n• Create a Treasure token.\n• Create a Wicked Role token attached to target creature you control.',
    '1/1',
  );
  const ornithopter = card('Ornithopter', '{0}', 'Artifact Creature — Thopter', 'Flying', '0/2');
  const JUNK_CARDS = compiled(breakDown, ornithopter);

  /** P1 casts Break Down on an opponent's Ornithopter in their main phase; the Junk token is theirs. */
  function broken() {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest', 'Forest', 'Forest'],
            hand: ['Break Down'],
            library: [{ id: 'forest', card: 'Forest' }, 'Island'],
          },
          p2: { battlefield: ['Ornithopter'] },
        },
      },
      [{ cast: 'Break Down', targets: ['Ornithopter'] }, { pass: true }],
      { cards: JUNK_CARDS },
    );
    expect(g.error).toBeNull();
    return g;
  }

  it('Break Down: the artifact is destroyed; the Junk exiles the top card, which may be played this turn', () => {
    const g = broken();
    expect(g.names('p2', 'battlefield')).toEqual([]);
    expect(g.names('p1', 'battlefield')).toContain('Junk Token (token)');
    g.act({ activate: 'Junk Token' });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).not.toContain('Junk Token (token)');
    expect(g.get('forest').zone).toBe('exile');
    g.act({ cast: 'forest' });
    expect(g.get('forest').zone).toBe('battlefield');
  });

  it('the Junk is activated only as a sorcery: not in combat', () => {
    const g = broken();
    g.act({ advance: 'declareAttackers' });
    expect(() => g.act({ activate: 'Junk Token' })).toThrow(/sorcery|main phase/i);
    expect(g.names('p1', 'battlefield')).toContain('Junk Token (token)');
  });

  it("near miss: a Role token isn't in the engine, so it stays text (a Map token is: predefined-tokens-map-walker.test.ts)", () => {
    expect(unenforced(scoundrel)).toHaveLength(1);
  });
});
