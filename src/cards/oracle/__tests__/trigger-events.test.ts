// Trigger events read as subject × event × qualifier (CR 603.2) on real pool cards: heroic
// ("a spell that targets ~"), the Nth card drawn or spell cast each turn, "Whenever you attack"
// and battalion (603.2c: once per declaration), "each player's end step", "becomes the target
// of a spell or ability", "becomes untapped", "When you cast this spell" (601.2i) — each fires
// on its event and not on a near one; near misses stay text.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const giantGrowth = card('Giant Growth', '{G}', 'Instant', 'Target creature gets +3/+3 until end of turn.');
const fabledHero = card(
  'Fabled Hero',
  '{1}{W}{W}',
  'Creature — Human Soldier',
  'Double strike\nHeroic — Whenever you cast a spell that targets this creature, put a +1/+1 counter on it.',
  '2/2',
);
const faerieVandal = card(
  'Faerie Vandal',
  '{1}{U}',
  'Creature — Faerie Rogue',
  'Flash (You may cast this spell any time you could cast an instant.)\nFlying\nWhenever you draw your second card each turn, put a +1/+1 counter on this creature.',
  '1/2',
);
const underworldDreams = card(
  'Underworld Dreams',
  '{B}{B}{B}',
  'Enchantment',
  'Whenever an opponent draws a card, this enchantment deals 1 damage to that player.',
);
const jeskaiDevotee = card(
  'Jeskai Devotee',
  '{1}{R}',
  'Creature — Orc Monk',
  'Flurry — Whenever you cast your second spell each turn, this creature gets +1/+1 until end of turn.\n{1}: Add {U}, {R}, or {W}. Activate only once each turn.',
  '2/2',
);
const lionheart = card(
  'Lionheart Glimmer',
  '{3}{W}{W}',
  'Enchantment Creature — Cat Glimmer',
  'Ward {2} (Whenever this creature becomes the target of a spell or ability an opponent controls, counter it unless that player pays {2}.)\nWhenever you attack, creatures you control get +1/+1 until end of turn.',
  '2/5',
);
const borosElite = card(
  'Boros Elite',
  '{W}',
  'Creature — Human Soldier',
  'Battalion — Whenever this creature and at least two other creatures attack, this creature gets +2/+2 until end of turn.',
  '1/1',
);
const citadel = card(
  'Citadel of Pain',
  '{2}{R}',
  'Enchantment',
  "At the beginning of each player's end step, this enchantment deals X damage to that player, where X is the number of untapped lands they control.",
);
const frostWalker = card(
  'Frost Walker',
  '{1}{U}',
  'Creature — Elemental',
  'When this creature becomes the target of a spell or ability, sacrifice it.',
  '4/1',
);
const hypnotist = card(
  'Deepwater Hypnotist',
  '{1}{U}',
  'Creature — Merfolk Wizard',
  'Inspired — Whenever this creature becomes untapped, target creature an opponent controls gets -3/-0 until end of turn.',
  '2/1',
);
const twin = card(
  'Desolation Twin',
  '{10}',
  'Creature — Eldrazi',
  'When you cast this spell, create a 10/10 colorless Eldrazi creature token.',
  '10/10',
);
const weird = card(
  'Blistercoil Weird',
  '{U/R}',
  'Creature — Weird',
  'Whenever you cast an instant or sorcery spell, this creature gets +1/+1 until end of turn. Untap it.',
  '1/1',
);

const n = (count: number, name: string): string[] => Array.from({ length: count }, () => name);

/** Resolves the stack, keeping each card Opt scries on top. */
function settle(g: Game): void {
  while (g.stack().length || g.state.pendingDecision)
    g.act(g.state.pendingDecision ? { decide: false } : { pass: true });
}

describe('heroic: "Whenever you cast a spell that targets ~" (CR 601.2c, 601.2i)', () => {
  it('Giant Growth on Fabled Hero puts a +1/+1 counter on the Hero ("it" is the Hero, not the spell); on Grizzly Bears nothing triggers', () => {
    const cards = compiled(fabledHero, giantGrowth);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'hero', card: 'Fabled Hero' },
              { id: 'bears', card: 'Grizzly Bears' },
              'Forest',
              'Forest',
            ],
            hand: ['Giant Growth', 'Giant Growth'],
          },
        },
      },
      [{ cast: 'Giant Growth', targets: ['hero'] }],
      { cards },
    );
    expect(g.error).toBeNull();
    // The trigger goes on the stack above the spell and resolves first (CR 603.3).
    expect(g.stack()).toEqual(['Giant Growth', 'Fabled Hero ability']);
    g.act({ pass: true });
    expect(g.get('hero').counters).toEqual({ '+1/+1': 1 });
    g.act({ pass: true });
    expect(pt(g, 'hero')).toEqual([6, 6]);
    g.act({ cast: 'Giant Growth', targets: ['bears'] });
    expect(g.stack()).toEqual(['Giant Growth']);
  });

  it('near miss: "counters are put on this creature for the first time each turn" stays text', () => {
    // Valiant's "for the first time each turn" is read (first-time-each-turn.test.ts); this one is not.
    const artisan = card(
      'Axgard Artisan',
      '{1}{R}',
      'Creature — Dwarf Artificer',
      'Whenever one or more +1/+1 counters are put on this creature for the first time each turn, create a Treasure token. (It\'s an artifact with "{T}, Sacrifice this token: Add one mana of any color.")',
      '2/1',
    );
    expect(unenforced(artisan)).toHaveLength(1);
  });
});

describe('draws: "your second card each turn", "Whenever an opponent draws a card" (CR 121.1–121.2)', () => {
  it('Faerie Vandal: Divination draws two, the second triggers once; a third card (Opt) does not', () => {
    const cards = compiled(faerieVandal);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'fv', card: 'Faerie Vandal' }, ...n(4, 'Island')],
            hand: ['Divination', 'Opt'],
            library: n(5, 'Plains'),
          },
        },
      },
      [{ cast: 'Divination' }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Faerie Vandal ability']);
    g.act({ pass: true });
    expect(g.get('fv').counters).toEqual({ '+1/+1': 1 });
    g.act({ cast: 'Opt' });
    settle(g);
    expect(g.state.players.p1.hand).toHaveLength(3);
    expect(g.stack()).toEqual([]);
    expect(g.get('fv').counters).toEqual({ '+1/+1': 1 });
  });

  it("Underworld Dreams deals 1 damage to an opponent for each card they draw, and none for its controller's draws", () => {
    const cards = compiled(underworldDreams);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Underworld Dreams', ...n(3, 'Island')], hand: ['Divination'], library: n(3, 'Plains') },
          p2: { library: n(3, 'Plains') },
        },
      },
      [{ cast: 'Divination' }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual([]);
    g.act({ advance: 'next-turn' });
    // p2's draw step: one card, one trigger.
    while (g.stack().length) g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(19);
    expect(g.state.players.p1.life).toBe(20);
  });
});

describe('spells cast: "your second spell each turn" (CR 601.2i)', () => {
  it('Jeskai Devotee gets +1/+1 when its controller casts a second spell this turn, not the first or third', () => {
    const cards = compiled(jeskaiDevotee);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'jd', card: 'Jeskai Devotee' }, ...n(3, 'Island')],
            hand: ['Opt', 'Opt', 'Opt'],
            library: n(6, 'Plains'),
          },
        },
      },
      [{ cast: 'Opt' }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Opt']);
    settle(g);
    g.act({ cast: 'Opt' });
    expect(g.stack()).toEqual(['Opt', 'Jeskai Devotee ability']);
    settle(g);
    expect(pt(g, 'jd')).toEqual([3, 3]);
    g.act({ cast: 'Opt' });
    expect(g.stack()).toEqual(['Opt']);
  });

  it('Blistercoil Weird: "this creature gets +1/+1 … Untap it." untaps the Weird, not the spell', () => {
    const cards = compiled(weird);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'w', card: 'Blistercoil Weird', tapped: true }, 'Island'],
            hand: ['Opt'],
            library: n(2, 'Plains'),
          },
        },
      },
      [{ cast: 'Opt' }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    settle(g);
    expect(g.get('w').tapped).toBe(false);
    expect(pt(g, 'w')).toEqual([2, 2]);
  });

  it('Desolation Twin: casting it creates the 10/10 Eldrazi while the Twin is still on the stack; another spell does not', () => {
    const cards = compiled(twin);
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: n(11, 'Island'), hand: ['Desolation Twin', 'Opt'], library: n(2, 'Plains') } },
      },
      [{ cast: 'Opt' }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Opt']);
    settle(g);
    g.act({ cast: 'Desolation Twin' });
    expect(g.stack()).toEqual(['Desolation Twin', 'Desolation Twin ability']);
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield').filter((x) => x.startsWith('Eldrazi'))).toEqual(['Eldrazi Token (token)']);
    expect(g.stack()).toEqual(['Desolation Twin']);
    expect(pt(g, 'Eldrazi Token')).toEqual([10, 10]);
  });
});

describe('attacks: "Whenever you attack" and battalion (CR 508.1m, 603.2c)', () => {
  it('Lionheart Glimmer: two attackers, one trigger: each creature gets +1/+1 once', () => {
    const cards = compiled(lionheart);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'a', card: 'Grizzly Bears' },
              { id: 'b', card: 'Grizzly Bears' },
              { id: 'lg', card: 'Lionheart Glimmer' },
            ],
          },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['a', 'b'] }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Lionheart Glimmer ability']);
    g.act({ pass: true });
    expect(pt(g, 'a')).toEqual([3, 3]);
    expect(pt(g, 'b')).toEqual([3, 3]);
    expect(pt(g, 'lg')).toEqual([3, 6]);
  });

  it('Boros Elite gets +2/+2 attacking with two other creatures, and nothing with one', () => {
    const cards = compiled(borosElite);
    /** Boros Elite and two Grizzly Bears; `attackers` attack. */
    const attackWith = (attackers: string[], then: Parameters<typeof game>[1] = []) =>
      game(
        {
          turn: main,
          players: {
            p1: {
              battlefield: [
                { id: 'e', card: 'Boros Elite' },
                { id: 'a', card: 'Grizzly Bears' },
                { id: 'b', card: 'Grizzly Bears' },
              ],
            },
          },
        },
        [{ advance: 'declareAttackers' }, { attack: attackers }, ...then],
        { cards },
      );
    const three = attackWith(['e', 'a', 'b'], [{ pass: true }]);
    expect(three.error).toBeNull();
    expect(pt(three, 'e')).toEqual([3, 3]);
    const two = attackWith(['e', 'a']);
    expect(two.error).toBeNull();
    expect(two.stack()).toEqual([]);
    expect(pt(two, 'e')).toEqual([1, 1]);
  });
});

describe('steps, targets, untapping', () => {
  it("Citadel of Pain: at each player's end step, damage to that player equal to their untapped lands (counted on resolution)", () => {
    const cards = compiled(citadel);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Citadel of Pain', 'Mountain', 'Mountain', { card: 'Mountain', tapped: true }],
            library: n(2, 'Plains'),
          },
          p2: { battlefield: ['Island'], library: n(2, 'Plains') },
        },
      },
      [{ advance: 'end' }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Citadel of Pain ability']);
    g.act({ pass: true });
    expect(g.state.players.p1.life).toBe(18);
    expect(g.state.players.p2.life).toBe(20);
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'end' });
    while (g.stack().length) g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(19);
  });

  it("Frost Walker is sacrificed when it becomes a target (its controller's Shock too), before the spell resolves", () => {
    const cards = compiled(frostWalker);
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: [{ id: 'fw', card: 'Frost Walker' }, 'Mountain'], hand: ['Shock'] } },
      },
      [{ cast: 'Shock', targets: ['fw'] }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Shock', 'Frost Walker ability']);
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Frost Walker']);
  });

  it('Deepwater Hypnotist: untapping in its untap step gives an opposing creature -3/-0; staying untapped does nothing', () => {
    const cards = compiled(hypnotist);
    const g = game(
      {
        turn: { number: 3, active: 'p2', phase: 'main1' },
        players: {
          p1: { battlefield: [{ id: 'h', card: 'Deepwater Hypnotist', tapped: true }], library: n(3, 'Plains') },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }], library: n(3, 'Plains') },
        },
      },
      [{ advance: 'next-turn' }],
      { cards },
    );
    expect(g.error).toBeNull();
    // It untapped in p1's untap step; the trigger resolved in the upkeep (CR 502.4: no priority in the untap step).
    expect(g.events.filter((e) => e.type === 'AbilityTriggered')).toHaveLength(1);
    expect(pt(g, 'bears')).toEqual([-1, 2]);
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    expect(g.events.filter((e) => e.type === 'AbilityTriggered')).toHaveLength(1);
    expect(pt(g, 'bears')).toEqual([2, 2]);
  });

  it('near miss stays text: "this card" from a graveyard "attached to that creature" (Dragon Breath)', () => {
    // Aurora Eidolon's "Whenever you cast a multicolored spell, you may return this card from your
    // graveyard to your hand" is read now (graveyard-triggers.test.ts); an Aura returned attached
    // to the event's creature is not.
    const breath = card(
      'Dragon Breath',
      '{1}{R}',
      'Enchantment — Aura',
      'Enchant creature\nEnchanted creature has haste.\n{R}: Enchanted creature gets +1/+0 until end of turn.\nWhen a creature with mana value 6 or greater enters, you may return this card from your graveyard to the battlefield attached to that creature.',
    );
    expect(unenforced(breath)).toEqual([
      'When a creature with mana value 6 or greater enters, you may return this card from your graveyard to the battlefield attached to that creature.',
    ]);
  });
});
