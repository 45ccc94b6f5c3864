// "Until end of turn, you may play that card without paying its mana cost" (CR 601.3: a
// permission to cast the card from exile; 118.9: "without paying its mana cost" is an
// alternative cost, so a spell cast by this permission is cast only so — not for its mana cost,
// not face down; 107.3b: X is 0; 305.1: a land is played with the turn's land play). The
// permission ends with the turn (611.2a). Real cards.
import { describe, expect, it } from 'vitest';
import { castOptions, legalActions } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const desire = card(
  "Mind's Desire",
  '{4}{U}{U}',
  'Sorcery',
  'Shuffle your library. Then exile the top card of your library. Until end of turn, you may play that card without paying its mana cost.\nStorm (When you cast this spell, copy it for each spell cast before it this turn.)',
);
const vault = card(
  "Oracle's Vault",
  '{4}',
  'Artifact',
  '{2}, {T}: Exile the top card of your library. Until end of turn, you may play that card. Put a brick counter on this artifact.\n{T}: Exile the top card of your library. Until end of turn, you may play that card without paying its mana cost. Activate only if there are three or more brick counters on this artifact.',
);
const shinobi = card(
  'Fallen Shinobi',
  '{3}{U}{B}',
  'Creature — Zombie Ninja',
  'Ninjutsu {2}{U}{B} ({2}{U}{B}, Return an unblocked attacker you control to hand: Put this card onto the battlefield from your hand tapped and attacking.)\nWhenever this creature deals combat damage to a player, that player exiles the top two cards of their library. Until end of turn, you may play those cards without paying their mana costs.',
  '5/4',
);
const narset = card(
  'Narset, Enlightened Master',
  '{3}{U}{R}{W}',
  'Legendary Creature — Human Monk',
  'First strike, hexproof\nWhenever Narset attacks, exile the top four cards of your library. Until end of turn, you may cast noncreature spells from among those cards without paying their mana costs.',
  '3/2',
);
const release = card(
  'Release to the Wind',
  '{2}{U}',
  'Instant',
  'Exile target nonland permanent. For as long as that card remains exiled, its owner may cast it without paying its mana cost.',
);
const CARDS = compiled(desire, vault, shinobi, release);

/** p1 casts Mind's Desire (six Islands, all spent) with `top` the only card of their library. */
function desired(top: string) {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: Array<string>(6).fill('Island'),
          hand: ["Mind's Desire"],
          library: [{ id: 'top', card: top }],
        },
        p2: { life: 20, library: ['Island', 'Island'] },
      },
    },
    [{ cast: "Mind's Desire" }],
    { cards: CARDS },
  );
  // The storm trigger (no copies), then the spell.
  while (g.state.stack.length) g.act({ pass: true });
  expect(g.error).toBeNull();
  expect(g.get('top').zone).toBe('exile');
  return g;
}

describe("Mind's Desire: play the exiled card this turn without paying its mana cost", () => {
  it('a creature is cast with no mana left: only the free cast is offered (CR 118.9)', () => {
    const g = desired('Grizzly Bears');
    const { options } = castOptions(g.engine.registry, g.state, 'p1', g.get('top').id);
    expect(options.map((o) => o.mode.cost)).toEqual(['free']);
    g.act({ cast: 'top' });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.get('top').zone).toBe('battlefield');
  });

  it('an instant deals its damage; a land is played with the land play', () => {
    const g = desired('Lightning Bolt');
    g.act({ cast: 'top', targets: ['p2'] });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(17);
    const l = desired('Forest');
    l.act({ cast: 'top' });
    expect(l.get('top').zone).toBe('battlefield');
    expect(l.state.players.p1.landsPlayedThisTurn).toBe(1);
  });

  it('the opponent may not cast it, and the permission ends with the turn', () => {
    const g = desired('Lightning Bolt');
    expect(legalActions(g.engine.registry, g.state, 'p2').casts.some((c) => c.object === g.get('top').id)).toBe(false);
    g.act({ advance: 'next-turn' });
    expect(legalActions(g.engine.registry, g.state, 'p1').casts.some((c) => c.object === g.get('top').id)).toBe(false);
    expect(g.get('top').zone).toBe('exile');
  });
});

describe("Oracle's Vault: the paid permission and the free one", () => {
  const vaulted = (ability: number, bricks: number) =>
    game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'vault', card: "Oracle's Vault", ...(bricks ? { counters: { brick: bricks } } : {}) },
              'Island',
              'Island',
            ],
            library: [{ id: 'top', card: 'Lightning Bolt' }, 'Island'],
          },
          p2: { life: 20 },
        },
      },
      [{ activate: 'vault', ability }, { pass: true }],
      { cards: CARDS },
    );

  it('with three brick counters, {T}: the exiled Bolt is cast for nothing', () => {
    const g = vaulted(1, 3);
    expect(g.error).toBeNull();
    g.act({ cast: 'top', targets: ['p2'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(17);
  });

  it('{2}, {T}: the permission without the rider still asks for {R} (only Islands left: no cast)', () => {
    const g = vaulted(0, 0);
    expect(g.error).toBeNull();
    expect(g.get('top').zone).toBe('exile');
    expect(g.get('vault').counters).toMatchObject({ brick: 1 });
    const { options } = castOptions(g.engine.registry, g.state, 'p1', g.get('top').id);
    expect(options.map((o) => o.mode.cost)).toEqual(['mana']);
    expect(() => g.act({ cast: 'top', targets: ['p2'] })).toThrow();
    expect(g.state.players.p2.life).toBe(20);
  });
});

describe('Fallen Shinobi: that player exiles the top two; you may play those cards free', () => {
  it("the opponent's Lightning Bolt is cast by p1 for nothing after combat damage", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'ninja', card: 'Fallen Shinobi' }] },
          p2: {
            life: 20,
            library: [{ id: 'bolt', card: 'Lightning Bolt' }, { id: 'bears', card: 'Grizzly Bears' }, 'Island'],
          },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['ninja'] }, { advance: 'combatDamage' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(15);
    expect(g.names('p2', 'exile').sort()).toEqual(['Grizzly Bears', 'Lightning Bolt']);
    g.act({ cast: 'bolt', targets: ['p2'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(12);
    // Owned by p2, so to p2's graveyard (CR 400.3).
    expect(g.names('p2', 'graveyard')).toEqual(['Lightning Bolt']);
  });
});

describe('Release to the Wind: its owner may cast it free for as long as it remains exiled', () => {
  const released = () =>
    game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Island', 'Island', 'Island'], hand: ['Release to the Wind'], library: ['Island'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }], library: ['Island', 'Island'] },
        },
      },
      [{ cast: 'Release to the Wind', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );

  it("the exiled card's owner (p2), not the spell's controller, holds the permission — and keeps it on later turns", () => {
    const g = released();
    expect(g.error).toBeNull();
    expect(g.get('bears').zone).toBe('exile');
    const canCast = (p: 'p1' | 'p2') =>
      legalActions(g.engine.registry, g.state, p).casts.some((c) => c.object === g.get('bears').id);
    expect(canCast('p1')).toBe(false);
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'main1' });
    expect(g.state.turn.active).toBe('p2');
    expect(canCast('p2')).toBe(true);
    // p2 has no lands: cast without paying its mana cost.
    g.act({ cast: 'bears', player: 'p2' });
    g.act({ pass: true, player: 'p2' });
    g.act({ pass: true, player: 'p1' });
    expect(g.error).toBeNull();
    expect(g.names('p2', 'battlefield')).toEqual(['Grizzly Bears']);
  });
});

describe('near miss', () => {
  it('Narset: "noncreature spells from among those cards" is a filter the permission has no place for; stays text', () => {
    expect(unenforced(narset)).toHaveLength(1);
  });
});
