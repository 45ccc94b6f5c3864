// Sneak (CR 702.190a): "Sneak [cost]" means "Any time you could cast an instant during your
// declare blockers step, you may choose to pay [cost] and return an unblocked creature you control
// to its owner's hand rather than pay this spell's mana cost." A permanent spell cast using sneak
// enters tapped and attacking what the returned creature attacked (702.190b), never declared as
// an attacker (508.4). Real cards: Oroku Saki, Shredder Rising; Donatello's Technique (a sorcery);
// Foot Ninjas (a hybrid sneak cost) and Leonardo, Leader in Blue ("if his sneak cost was paid")
// stay text.
import { describe, expect, it } from 'vitest';
import { castOptions, RULE } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const reminder = (cost: string, who = '') =>
  `Sneak ${cost} (You may cast this spell for ${cost} if you also return an unblocked attacker you control to hand during the declare blockers step.${who ? ` ${who} enters tapped and attacking.` : ''})`;
const saki = card(
  'Oroku Saki, Shredder Rising',
  '{2}{B}',
  'Legendary Creature — Human Ninja',
  `${reminder('{1}{B}', 'He')}\nWhenever Oroku Saki deals combat damage to a player, you draw a card and lose 1 life.`,
  '3/1',
);
const technique = card("Donatello's Technique", '{2}{U}', 'Sorcery', `${reminder('{U}')}\nDraw two cards.`);
const jennika = card(
  "Jennika's Technique",
  '{2}{R}',
  'Instant',
  `${reminder('{R}')}\nJennika's Technique deals 2 damage to each creature.`,
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
const footNinjas = card(
  'Foot Ninjas',
  '{4}{W/B}{W/B}',
  'Creature — Human Ninja',
  `${reminder('{3}{W/B}', 'It')}\nWhen this creature enters, you gain 3 life.`,
  '5/5',
);
const leader = card(
  'Leonardo, Leader in Blue',
  '{W}',
  'Legendary Creature — Mutant Ninja Turtle',
  `${reminder('{3}{W}{W}', 'He')}\nWhen Leonardo enters, if his sneak cost was paid, creatures you control get +2/+0 until end of turn.\n{1}{W}: Leonardo gains first strike until end of turn.`,
  '2/1',
);
const CARDS = compiled(saki, technique, jennika, gleam, garruk);

/**
 * P1 attacks with Grizzly Bears 'a' and 'b' (`at`: what they attack) and has Oroku Saki and
 * Donatello's Technique in hand; P2 blocks as `blocks` says with its Grizzly Bears 'wall'.
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
            { id: 's1', card: 'Swamp' },
            { id: 's2', card: 'Swamp' },
            { id: 'i1', card: 'Island' },
            ...(opts.p1 ?? []),
          ],
          hand: [
            { id: 'saki', card: 'Oroku Saki, Shredder Rising' },
            { id: 'tech', card: "Donatello's Technique" },
            { id: 'jennika', card: "Jennika's Technique" },
          ],
          library: ['Island', 'Island', 'Island'],
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

/** The costs `ref` may be cast for now by P1, or the reasons it can't (CR 601.3). */
function ways(g: Game, ref: string): { costs: string[]; reasons: string[]; rules: string[] } {
  const { options, refusals } = castOptions(g.engine.registry, g.state, 'p1', g.get(ref).id);
  return {
    costs: options.map((o) => o.mode.cost),
    reasons: refusals.map((r) => r.reason),
    rules: refusals.map((r) => r.rule),
  };
}

const combat = (g: Game) => {
  const c = g.state.combat;
  if (!c) throw new Error('no combat');
  return c;
};

describe('sneak (CR 702.190)', () => {
  it('Oroku Saki: cast for its sneak cost in the declare blockers step, returning the unblocked attacker; it enters tapped and attacking the same player', () => {
    const g = attack({ wall: 'a' });
    g.act({ cast: 'saki', alt: 'sneak' });
    expect(g.error).toBeNull();
    // The returned creature is a cost (CR 601.2h): back in its owner's hand before anyone can respond.
    expect(g.names('p1', 'hand').sort()).toEqual(["Donatello's Technique", 'Grizzly Bears', "Jennika's Technique"]);
    expect(g.stack()).toEqual(['Oroku Saki, Shredder Rising']);
    // {1}{B} paid, not {2}{B}: two of the three lands are tapped.
    expect(['s1', 's2', 'i1'].filter((l) => g.get(l).tapped)).toHaveLength(2);
    g.act({ pass: true });
    const saki = g.get('Oroku Saki, Shredder Rising');
    expect(saki.zone).toBe('battlefield');
    expect(saki.tapped).toBe(true);
    expect(combat(g).attackers[saki.id]).toBe('p2');
    expect(combat(g).blocked).not.toContain(saki.id);
  });

  it('Oroku Saki deals combat damage to the player; its trigger draws a card and loses 1 life', () => {
    const g = attack({ wall: 'a' });
    g.act({ cast: 'saki', alt: 'sneak' });
    g.act({ pass: true });
    g.act({ advance: 'combatDamage' });
    expect(g.state.players.p2.life).toBe(17);
    g.act({ pass: true });
    expect(g.state.players.p1.life).toBe(19);
    expect(g.names('p1', 'hand').sort()).toEqual([
      "Donatello's Technique",
      'Grizzly Bears',
      'Island',
      "Jennika's Technique",
    ]);
  });

  it('it attacks the planeswalker the returned creature attacked (702.190b)', () => {
    const g = attack({ wall: 'a' }, { at: { b: 'garruk' } });
    g.act({ cast: 'saki', alt: 'sneak' });
    g.act({ pass: true });
    const saki = g.get('Oroku Saki, Shredder Rising');
    expect(combat(g).attacks?.[saki.id]).toBe(g.get('garruk').id);
    g.act({ advance: 'combatDamage' });
    expect(g.get('garruk').counters.loyalty).toBe(1);
    expect(g.state.players.p2.life).toBe(20);
  });

  it('it was never declared as an attacker: "whenever a creature you control attacks" does not trigger for it', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'a', card: 'Grizzly Bears' }, 'Gleam of Battle', 'Swamp', 'Swamp'],
            hand: [{ id: 'saki', card: 'Oroku Saki, Shredder Rising' }],
          },
          p2: { library: ['Island'] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['a'] }, { pass: true }, { block: {}, player: 'p2' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('a').counters['+1/+1']).toBe(1);
    g.act({ cast: 'saki', alt: 'sneak' });
    g.act({ pass: true });
    expect(g.stack()).toEqual([]);
    const saki = g.get('Oroku Saki, Shredder Rising');
    expect(g.state.combat?.attackers[saki.id]).toBe('p2');
    expect(saki.counters['+1/+1']).toBeUndefined();
  });

  it("Donatello's Technique: a sorcery cast for its sneak cost at instant speed in the declare blockers step", () => {
    const g = attack({ wall: 'a' });
    g.act({ cast: 'tech', alt: 'sneak' });
    expect(g.error).toBeNull();
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(["Donatello's Technique"]);
    expect(g.names('p1', 'hand').sort()).toEqual([
      'Grizzly Bears',
      'Island',
      'Island',
      "Jennika's Technique",
      'Oroku Saki, Shredder Rising',
    ]);
  });

  it('in the declare blockers step it can be cast only for its sneak cost, not its mana cost (normal timing, 307.1)', () => {
    const g = attack({ wall: 'a' });
    expect(ways(g, 'tech').costs).toEqual(['sneak']);
    expect(ways(g, 'saki').costs).toEqual(['sneak']);
  });

  it('sneak is not usable in a main phase, nor before blockers are declared, nor after the declare blockers step', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'a', card: 'Grizzly Bears' }, 'Swamp', 'Swamp', 'Swamp'],
            hand: [{ id: 'saki', card: 'Oroku Saki, Shredder Rising' }],
          },
          p2: { library: ['Island'] },
        },
      },
      [],
      { cards: CARDS },
    );
    // Main phase: only its mana cost.
    expect(ways(g, 'saki').costs).toEqual(['mana']);
    expect(() => g.act({ cast: 'saki', alt: 'sneak' })).toThrow();
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['a'] });
    expect(ways(g, 'saki').costs).toEqual([]);
    expect(() => g.act({ cast: 'saki', alt: 'sneak' })).toThrow();
    g.act({ block: {}, player: 'p2' });
    expect(ways(g, 'saki').costs).toEqual(['sneak']);
    g.act({ advance: 'combatDamage' });
    // The creature is still an unblocked attacker, but the declare blockers step is over.
    expect(ways(g, 'saki').costs).toEqual([]);
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
  });

  it('with every attacker blocked there is nothing to return: sneak is refused', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'a', card: 'Grizzly Bears' }, 'Swamp', 'Swamp'],
            hand: [{ id: 'saki', card: 'Oroku Saki, Shredder Rising' }],
          },
          p2: { battlefield: [{ id: 'wall', card: 'Grizzly Bears' }], library: ['Island'] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['a'] }, { block: { wall: 'a' }, player: 'p2' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(() => g.act({ cast: 'saki', alt: 'sneak' })).toThrow(/unblocked attacking creature/);
    expect(ways(g, 'saki').rules).toEqual([RULE.sneak]);
  });

  it("Jennika's Technique, an instant: in the declare blockers step, for its mana cost or its sneak cost", () => {
    const g = attack({ wall: 'a' });
    expect(ways(g, 'jennika').costs).toEqual(['mana', 'sneak']);
  });

  it('near misses stay text: a hybrid sneak cost (Foot Ninjas), "if his sneak cost was paid" (Leonardo, Leader in Blue)', () => {
    expect(unenforced(footNinjas)[0]).toMatch(/^Sneak \{3\}\{W\/B\}/);
    expect(unenforced(leader).some((t) => /sneak cost was paid/.test(t))).toBe(true);
  });
});
