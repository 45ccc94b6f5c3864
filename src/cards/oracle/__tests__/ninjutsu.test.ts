// Ninjutsu (CR 702.49a): "[Cost], Reveal this card from your hand, Return an unblocked attacking
// creature you control to its owner's hand: Put this card onto the battlefield from your hand
// tapped and attacking." "Unblocked" exists only once blockers are declared (509.1h); the ninja
// attacks what the returned creature attacked (702.49c) and was never declared as an attacker
// (508.4). Real cards: Ninja of the Deep Hours, Throat Slitter; Kaito, Bane of Nightmares (a
// planeswalker), Yuriko (commander ninjutsu, 702.49d) and Satoru Umezawa (ninjutsu given to cards
// in hand) stay text.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const ninjutsu = (cost: string) =>
  `Ninjutsu ${cost} (${cost}, Return an unblocked attacker you control to hand: Put this card onto the battlefield from your hand tapped and attacking.)`;
const deepHours = card(
  'Ninja of the Deep Hours',
  '{3}{U}',
  'Creature — Human Ninja',
  `${ninjutsu('{1}{U}')}\nWhenever this creature deals combat damage to a player, you may draw a card.`,
  '2/2',
);
const throatSlitter = card(
  'Throat Slitter',
  '{4}{B}',
  'Creature — Rat Ninja',
  `${ninjutsu('{2}{B}')}\nWhenever this creature deals combat damage to a player, destroy target nonblack creature that player controls.`,
  '2/2',
);
const gleam = card(
  'Gleam of Battle',
  '{4}{R}{W}',
  'Enchantment',
  'Whenever a creature you control attacks, put a +1/+1 counter on it.',
);
const garruk = {
  ...card(
    'Garruk Wildspeaker',
    '{2}{G}{G}',
    'Legendary Planeswalker — Garruk',
    '+1: Untap two target lands.\n−1: Create a 3/3 green Beast creature token.\n−4: Creatures you control get +3/+3 and gain trample until end of turn.',
  ),
  loyalty: '3',
};
const kaito = card(
  'Kaito, Bane of Nightmares',
  '{2}{U}{B}',
  'Legendary Planeswalker — Kaito',
  `${ninjutsu('{1}{U}{B}')}\nDuring your turn, as long as Kaito has one or more loyalty counters on him, he's a 3/4 Ninja creature and has hexproof.\n+1: You get an emblem with "Ninjas you control get +1/+1."\n0: Surveil 2. Then draw a card for each opponent who lost life this turn.\n−2: Tap target creature. Put two stun counters on it.`,
);
const yuriko = card(
  "Yuriko, the Tiger's Shadow",
  '{1}{U}{B}',
  'Legendary Creature — Human Ninja',
  "Commander ninjutsu {U}{B} ({U}{B}, Return an unblocked attacker you control to hand: Put this card onto the battlefield from your hand or the command zone tapped and attacking.)\nWhenever a Ninja you control deals combat damage to a player, reveal the top card of your library and put that card into your hand. Each opponent loses life equal to that card's mana value.",
  '1/3',
);
const CARDS = compiled(deepHours, throatSlitter, gleam, garruk);

/**
 * P1 attacks with Grizzly Bears 'a' and 'b' (at: what they attack); P2 declares `blocks` with its
 * Grizzly Bears 'wall'; P1 has Ninja of the Deep Hours ('ninja') and Islands enough for two activations.
 */
function attack(blocks: Record<string, string>, opts: { at?: Record<string, string>; p1?: string[] } = {}): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [
            { id: 'a', card: 'Grizzly Bears' },
            { id: 'b', card: 'Grizzly Bears' },
            'Island',
            'Island',
            'Island',
            'Island',
            ...(opts.p1 ?? []),
          ],
          hand: [{ id: 'ninja', card: 'Ninja of the Deep Hours' }],
          library: ['Island', 'Island'],
        },
        p2: {
          battlefield: [
            { id: 'wall', card: 'Grizzly Bears' },
            { id: 'garruk', card: 'Garruk Wildspeaker', counters: { loyalty: 4 } },
          ],
          library: ['Island'],
        },
      },
    },
    [
      { advance: 'declareAttackers' },
      { attack: ['a', 'b'], ...(opts.at ? { at: opts.at } : {}) },
      { block: blocks, player: 'p2' },
    ],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

const combat = (g: Game) => {
  const c = g.state.combat;
  if (!c) throw new Error('no combat');
  return c;
};

describe('ninjutsu (CR 702.49a)', () => {
  it("returns the unblocked attacker to its owner's hand as a cost; the ninja enters tapped, attacking the same player, unblocked", () => {
    const g = attack({ wall: 'a' });
    g.act({ activate: 'ninja' });
    expect(g.error).toBeNull();
    // The cost is paid as it is activated (CR 602.2b, 601.2h): 'b' is back in hand, the ninja is still there.
    expect(g.names('p1', 'hand').sort()).toEqual(['Grizzly Bears', 'Ninja of the Deep Hours']);
    expect(g.names('p1', 'battlefield').filter((n) => n === 'Grizzly Bears')).toHaveLength(1);
    expect(g.stack()).toHaveLength(1);
    g.act({ pass: true });
    const ninja = g.get('Ninja of the Deep Hours');
    expect(ninja.zone).toBe('battlefield');
    expect(ninja.tapped).toBe(true);
    expect(combat(g).attackers[ninja.id]).toBe('p2');
    expect(combat(g).attacks?.[ninja.id]).toBeUndefined();
    expect(combat(g).blocked).not.toContain(ninja.id);
    expect(g.has('Note', RULE.enterAttacking)).toBe(true);
  });

  it('the ninja deals combat damage to the player and its "deals combat damage to a player" ability triggers', () => {
    const g = attack({ wall: 'a' });
    g.act({ activate: 'ninja' });
    g.act({ pass: true });
    g.act({ advance: 'combatDamage' });
    expect(g.state.players.p2.life).toBe(18);
    expect(g.stack()).toHaveLength(1);
    g.act({ pass: true });
    const ask = g.state.pendingDecision;
    expect(ask?.player).toBe('p1');
    g.act({ decide: true });
    expect(g.names('p1', 'hand').sort()).toEqual(['Grizzly Bears', 'Island']);
  });

  it('it was never declared as an attacker (508.4): "whenever a creature you control attacks" does not trigger for it', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'a', card: 'Grizzly Bears' }, 'Gleam of Battle', 'Island', 'Island'],
            hand: [{ id: 'ninja', card: 'Ninja of the Deep Hours' }],
          },
          p2: { library: ['Island'] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['a'] }, { pass: true }, { block: {}, player: 'p2' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // Gleam of Battle triggered for 'a' as it was declared an attacker.
    expect(g.get('a').counters['+1/+1']).toBe(1);
    g.act({ activate: 'ninja' });
    g.act({ pass: true });
    expect(g.stack()).toEqual([]);
    const ninja = g.get('Ninja of the Deep Hours');
    expect(g.state.combat?.attackers[ninja.id]).toBe('p2');
    expect(ninja.counters['+1/+1']).toBeUndefined();
    expect(g.events.filter((e) => e.type === 'AttackersDeclared')).toHaveLength(1);
  });

  it('the ninja attacks the planeswalker the returned creature attacked (702.49c)', () => {
    const g = attack({ wall: 'a' }, { at: { b: 'garruk' } });
    g.act({ activate: 'ninja' });
    g.act({ pass: true });
    const ninja = g.get('Ninja of the Deep Hours');
    expect(combat(g).attacks?.[ninja.id]).toBe(g.get('garruk').id);
    g.act({ advance: 'combatDamage' });
    expect(g.get('garruk').counters.loyalty).toBe(2);
    expect(g.state.players.p2.life).toBe(20);
  });

  it("can't be activated before blockers are declared: no attacker is unblocked yet (509.1h)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'a', card: 'Grizzly Bears' }, 'Island', 'Island'],
            hand: [{ id: 'ninja', card: 'Ninja of the Deep Hours' }],
          },
          p2: { library: ['Island'] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['a'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(() => g.act({ activate: 'ninja' })).toThrow(/unblocked attacking creature/);
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
  });

  it("can't be activated in a main phase, with no combat", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Grizzly Bears', 'Island', 'Island'],
            hand: [{ id: 'ninja', card: 'Ninja of the Deep Hours' }],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(() => g.act({ activate: 'ninja' })).toThrow(/unblocked attacking creature/);
  });

  it("can't be activated when every attacker is blocked", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'a', card: 'Grizzly Bears' }, 'Island', 'Island'],
            hand: [{ id: 'ninja', card: 'Ninja of the Deep Hours' }],
          },
          p2: { battlefield: [{ id: 'wall', card: 'Grizzly Bears' }], library: ['Island'] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['a'] }, { block: { wall: 'a' }, player: 'p2' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(() => g.act({ activate: 'ninja' })).toThrow(/unblocked attacking creature/);
  });

  it('the card left the hand before the ability resolved: nothing happens (400.7); the second cost was still paid', () => {
    const g = attack({});
    g.act({ activate: 'ninja' });
    g.act({ decide: ['a'] });
    // The same card's ability again, in response, returning the other unblocked attacker.
    g.act({ activate: 'ninja' });
    expect(g.error).toBeNull();
    expect(g.stack()).toHaveLength(2);
    expect(g.names('p1', 'hand').sort()).toEqual(['Grizzly Bears', 'Grizzly Bears', 'Ninja of the Deep Hours']);
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield').filter((n) => n === 'Ninja of the Deep Hours')).toHaveLength(1);
    g.act({ pass: true });
    expect(g.stack()).toEqual([]);
    expect(g.has('NothingHappened', RULE.ninjutsu)).toBe(true);
    expect(g.names('p1', 'battlefield').filter((n) => n === 'Ninja of the Deep Hours')).toHaveLength(1);
    expect(g.names('p1', 'hand')).toEqual(['Grizzly Bears', 'Grizzly Bears']);
  });

  it('Throat Slitter: its combat damage trigger destroys a nonblack creature the damaged player controls', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'a', card: 'Grizzly Bears' }, 'Swamp', 'Swamp', 'Swamp'],
            hand: [{ id: 'slitter', card: 'Throat Slitter' }],
          },
          p2: { battlefield: [{ id: 'wall', card: 'Grizzly Bears' }], library: ['Island'] },
        },
      },
      [
        { advance: 'declareAttackers' },
        { attack: ['a'] },
        { block: {}, player: 'p2' },
        { activate: 'slitter' },
        { pass: true },
        { advance: 'combatDamage' },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(18);
    expect(g.names('p1', 'hand')).toEqual(['Grizzly Bears']);
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it('near misses stay text: ninjutsu on a planeswalker card (Kaito), commander ninjutsu (Yuriko)', () => {
    expect(unenforced(kaito)).toContain(ninjutsu('{1}{U}{B}'));
    expect(unenforced(yuriko)[0]).toMatch(/^Commander ninjutsu/);
  });
});
