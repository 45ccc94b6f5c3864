// Conditions the compiler reads through the grammar (grammar/conditions.ts): "as long as you
// control an Elspeth planeswalker" (a planeswalker type, CR 205.3j), "an opponent has three or
// more poison counters" (122.1f), "if it had counters on it" (as it last existed, 603.10a), "if ~
// has fewer than three +1/+1 counters on it", "if that player has two or fewer cards in hand" (the
// triggering event's player), "if it's not their turn", "if this card is in your graveyard" (an
// ability that works from the graveyard, 113.6), "… or …". A static's condition is checked
// continuously (611.3a), an intervening "if" as it triggers and as it resolves (603.4), an
// activation restriction as it is activated (602.5b).
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../engine';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const hoplite = card(
  'Sunlit Hoplite',
  '{1}{W}',
  'Creature — Human Soldier',
  'During your turn, this creature has first strike.\nThis creature gets +1/+0 as long as you control an Elspeth planeswalker.',
  '2/1',
);
const elspeth = card(
  "Elspeth, Sun's Champion",
  '{4}{W}{W}',
  'Legendary Planeswalker — Elspeth',
  '+1: Create three 1/1 white Soldier creature tokens.\n−3: Destroy all creatures with power 4 or greater.\n−7: You get an emblem with "Creatures you control get +2/+2 and have flying."',
);
const chandra = card(
  'Chandra Nalaar',
  '{3}{R}{R}',
  'Legendary Planeswalker — Chandra',
  "+1: Chandra Nalaar deals 1 damage to target player or planeswalker.\n−X: Chandra Nalaar deals X damage to target creature.\n−8: Chandra Nalaar deals 10 damage to target player or planeswalker and each creature that player or that planeswalker's controller controls.",
);
const apostle = card(
  'Apostle of Invasion',
  '{4}{W}{W}',
  'Creature — Phyrexian Angel',
  'Flying\nCorrupted — As long as an opponent has three or more poison counters, this creature has double strike.',
  '4/4',
);
const sleuth = card(
  'Angelic Sleuth',
  '{2}{W}',
  'Creature — Angel Advisor',
  'Flying\nWhenever another permanent you control leaves the battlefield, if it had counters on it, investigate. (Create a Clue artifact token with "{2}, Sacrifice this token: Draw a card.")',
  '2/3',
);
const steamKin = card(
  'Runaway Steam-Kin',
  '{1}{R}',
  'Creature — Elemental',
  'Whenever you cast a red spell, if this creature has fewer than three +1/+1 counters on it, put a +1/+1 counter on this creature.\nRemove three +1/+1 counters from this creature: Add {R}{R}{R}.',
  '1/1',
);
const mongrel = card(
  'Hellfire Mongrel',
  '{2}{R}',
  'Creature — Elemental Dog',
  "At the beginning of each opponent's upkeep, if that player has two or fewer cards in hand, this creature deals 2 damage to that player.",
  '2/2',
);
const glademuse = card(
  'Glademuse',
  '{2}{G}',
  'Creature — Beast',
  "Whenever a player casts a spell, if it's not their turn, that player draws a card.",
  '2/4',
);
const remains = card(
  'Ghastly Remains',
  '{B}{B}{B}',
  'Creature — Zombie',
  'Amplify 1 (As this creature enters, put a +1/+1 counter on it for each Zombie card you reveal in your hand.)\nAt the beginning of your upkeep, if this card is in your graveyard, you may pay {B}{B}{B}. If you do, return it to your hand.',
  '0/0',
);
const bridge = card(
  'Bridge from Below',
  '{B}{B}{B}',
  'Enchantment',
  "Whenever a nontoken creature is put into your graveyard from the battlefield, if this card is in your graveyard, create a 2/2 black Zombie creature token.\nWhen a creature is put into an opponent's graveyard from the battlefield, if this card is in your graveyard, exile this card.",
);
const strangler = card(
  'Sand Strangler',
  '{3}{R}',
  'Creature — Beast',
  'When this creature enters, if you control a Desert or there is a Desert card in your graveyard, you may have this creature deal 3 damage to target creature.',
  '3/3',
);
const desert = card(
  'Desert',
  '',
  'Land — Desert',
  '{T}: Add {C}.\n{T}: This land deals 1 damage to target attacking creature. Activate only during the end of combat step.',
);
const gladiator = card(
  'Fleshless Gladiator',
  '{1}{B}',
  'Creature — Phyrexian Skeleton',
  'Corrupted — {2}{B}: Return this card from your graveyard to the battlefield tapped. You lose 1 life. Activate only if an opponent has three or more poison counters.',
  '2/2',
);
const beebles = card(
  'Bouncing Beebles',
  '{2}{U}',
  'Creature — Beeble',
  "This creature can't be blocked as long as defending player controls an artifact.",
  '2/2',
);
const ornithopter = card('Ornithopter', '{0}', 'Artifact Creature — Thopter', 'Flying', '0/2');
const lavinia = card(
  'Lavinia, Foil to Conspiracy',
  '{1}{W/U}{W/U}',
  'Legendary Creature — Human Detective',
  'Vigilance\nWhenever you cast your second spell each turn, investigate. (Create a Clue token. It\'s an artifact with "{2}, Sacrifice this token: Draw a card.")\n{T}: Add {C}{C}. Activate only during an opponent\'s turn.',
  '2/3',
);
const CARDS = compiled(
  lavinia,
  beebles,
  ornithopter,
  hoplite,
  elspeth,
  chandra,
  apostle,
  sleuth,
  steamKin,
  mongrel,
  glademuse,
  remains,
  bridge,
  strangler,
  gladiator,
  desert,
);

const keywordsOf = (g: Game, ref: string) =>
  characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords;

/** `g` with p2's poison counters set to `n` (CR 122.1f). */
function poisonP2(g: Game, n: number): void {
  const s = g.state;
  g.state = { ...s, players: { ...s.players, p2: { ...s.players.p2, poison: n } } } as GameState;
}

describe('conditions read through the grammar', () => {
  it('Sunlit Hoplite gets +1/+0 only while its controller controls an Elspeth planeswalker (CR 205.3j, 611.3a)', () => {
    const board = (walker: string) =>
      game(
        {
          turn: main,
          players: {
            p1: {
              battlefield: [
                { id: 'hop', card: 'Sunlit Hoplite' },
                { card: walker, counters: { loyalty: 4 } },
              ],
            },
          },
        },
        [],
        { cards: CARDS },
      );
    expect(pt(board("Elspeth, Sun's Champion"), 'hop')).toEqual([3, 1]);
    // A planeswalker of another type doesn't count.
    expect(pt(board('Chandra Nalaar'), 'hop')).toEqual([2, 1]);
  });

  it('Apostle of Invasion has double strike while an opponent has three or more poison counters (CR 122.1f)', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: [{ id: 'apostle', card: 'Apostle of Invasion' }] } } },
      [],
      {
        cards: CARDS,
      },
    );
    poisonP2(g, 2);
    expect(keywordsOf(g, 'apostle')).not.toContain('double strike');
    poisonP2(g, 3);
    expect(keywordsOf(g, 'apostle')).toContain('double strike');
  });

  it('Fleshless Gladiator can be activated from the graveyard only once an opponent has three poison counters (CR 602.5b)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { graveyard: [{ id: 'glad', card: 'Fleshless Gladiator' }], battlefield: ['Swamp', 'Swamp', 'Swamp'] },
        },
      },
      [],
      { cards: CARDS },
    );
    poisonP2(g, 2);
    expect(() => g.act({ activate: 'glad' })).toThrow();
    poisonP2(g, 3);
    g.act({ activate: 'glad' });
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).toContain('Fleshless Gladiator');
    expect(g.state.players.p1.life).toBe(19);
  });

  it('Angelic Sleuth investigates when a permanent with counters leaves, as it last existed (CR 603.10a)', () => {
    const run = (counters: Record<string, number>) => {
      const g = game(
        {
          turn: main,
          players: {
            p1: {
              hand: ['Lightning Bolt'],
              battlefield: ['Angelic Sleuth', 'Mountain', { id: 'bears', card: 'Grizzly Bears', counters }],
            },
          },
        },
        [{ cast: 'Lightning Bolt', targets: ['bears'] }, { pass: true }],
        { cards: CARDS },
      );
      expect(g.error).toBeNull();
      expect(g.names('p1', 'graveyard')).toContain('Grizzly Bears');
      if (g.state.stack.length) g.act({ pass: true });
      return g.names('p1', 'battlefield').filter((n) => /Clue/.test(n)).length;
    };
    expect(run({ '+1/+1': 1 })).toBe(1);
    expect(run({})).toBe(0);
  });

  it('Runaway Steam-Kin grows on a red spell only while it has fewer than three +1/+1 counters', () => {
    const run = (n: number) =>
      game(
        {
          turn: main,
          players: {
            p1: {
              hand: ['Lightning Bolt'],
              battlefield: [{ id: 'kin', card: 'Runaway Steam-Kin', counters: { '+1/+1': n } }, 'Mountain'],
            },
          },
        },
        [{ cast: 'Lightning Bolt', targets: ['p2'] }],
        { cards: CARDS },
      );
    const two = run(2);
    expect(two.state.stack).toHaveLength(2);
    two.act({ pass: true });
    expect(two.get('kin').counters['+1/+1']).toBe(3);
    // Three already: the intervening "if" is false as it would trigger (CR 603.4).
    expect(run(3).state.stack).toHaveLength(1);
  });

  it("Hellfire Mongrel deals 2 damage to an opponent with two or fewer cards in hand at their upkeep (that player's hand)", () => {
    const run = (hand: string[]) => {
      const g = game(
        {
          turn: { number: 4, active: 'p2' as const, phase: 'untap' as const },
          players: { p1: { battlefield: ['Hellfire Mongrel'], hand: ['Island', 'Island', 'Island'] }, p2: { hand } },
        },
        [{ advance: 'upkeep' }],
        { cards: CARDS },
      );
      expect(g.error).toBeNull();
      if (g.state.stack.length) g.act({ pass: true });
      return g.state.players.p2.life;
    };
    expect(run(['Island', 'Island'])).toBe(18);
    // Its controller's own full hand is not "that player's".
    expect(run(['Island', 'Island', 'Island'])).toBe(20);
  });

  it("Glademuse: a spell cast on another player's turn draws its caster a card; on their own turn nothing", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Glademuse', 'Mountain'], hand: ['Lightning Bolt'] },
          p2: { battlefield: ['Mountain'], hand: [{ id: 'bolt2', card: 'Lightning Bolt' }], library: ['Island'] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['p2'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // p1 cast on p1's turn: no trigger.
    expect(g.stack()).toEqual(['Lightning Bolt']);
    g.act({ pass: true });
    // p2 casts on p1's turn: it triggers, and p2 draws.
    g.act({ cast: 'bolt2', targets: ['p1'], player: 'p2' });
    expect(g.stack()).toEqual(['Lightning Bolt', 'Glademuse ability']);
    g.act({ pass: true });
    expect(g.names('p2', 'hand')).toEqual(['Island']);
  });

  it('Ghastly Remains returns from the graveyard at its owner’s upkeep for {B}{B}{B}; on the battlefield nothing triggers', () => {
    const g = game(
      {
        turn: { number: 3, active: 'p1' as const, phase: 'untap' as const },
        players: { p1: { graveyard: ['Ghastly Remains'], battlefield: ['Swamp', 'Swamp', 'Swamp'] } },
      },
      [{ advance: 'upkeep' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(1);
    g.act({ pass: true });
    g.act({ decide: true });
    expect(g.names('p1', 'hand')).toEqual(['Ghastly Remains']);
    const onField = game(
      {
        turn: { number: 3, active: 'p1' as const, phase: 'untap' as const },
        // With a +1/+1 counter (amplify), so that the 0/0 stays on the battlefield.
        players: { p1: { battlefield: [{ card: 'Ghastly Remains', counters: { '+1/+1': 1 } }, 'Swamp'] } },
      },
      [{ advance: 'upkeep' }],
      { cards: CARDS },
    );
    expect(onField.state.stack).toHaveLength(0);
  });

  it('Bridge from Below in the graveyard makes a Zombie when a nontoken creature of its owner dies', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Lightning Bolt'],
            graveyard: ['Bridge from Below'],
            battlefield: ['Mountain', { id: 'bears', card: 'Grizzly Bears' }],
          },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(1);
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield').filter((n) => /Zombie/.test(n))).toHaveLength(1);
  });

  it('Sand Strangler: "you control a Desert or there is a Desert card in your graveyard" — either will do', () => {
    const run = (graveyard: string[]) =>
      game(
        {
          turn: main,
          players: {
            p1: { hand: ['Sand Strangler'], graveyard, battlefield: Array<string>(4).fill('Mountain') },
            p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
          },
        },
        [{ cast: 'Sand Strangler' }, { pass: true }],
        { cards: CARDS },
      );
    // The trigger asks for its target (the Bears or the Strangler itself) as it is put on the stack.
    expect(run(['Desert']).state.pendingDecision?.kind).toBe('chooseObjects');
    const none = run(['Island']);
    expect(none.state.pendingDecision).toBeNull();
    expect(none.state.stack).toHaveLength(0);
  });

  it('Bouncing Beebles can’t be blocked while the defending player controls an artifact (CR 506.2)', () => {
    const run = (p2: string[]) => {
      const g = game(
        {
          turn: main,
          players: { p1: { battlefield: ['Bouncing Beebles'] }, p2: { battlefield: ['Grizzly Bears', ...p2] } },
        },
        [{ advance: 'declareAttackers' }, { attack: ['Bouncing Beebles'] }],
        { cards: CARDS },
      );
      expect(g.error).toBeNull();
      return g;
    };
    expect(() => run(['Ornithopter']).act({ block: { 'Grizzly Bears': 'Bouncing Beebles' } })).toThrow();
    const g = run([]);
    g.act({ block: { 'Grizzly Bears': 'Bouncing Beebles' } });
    expect(g.state.combat?.blockers).toBeTruthy();
  });

  it("Lavinia's mana ability can be activated only during an opponent's turn (CR 602.5b)", () => {
    const on = (active: 'p1' | 'p2') =>
      game(
        {
          turn: { number: 3, active, phase: 'main1' as const },
          players: { p1: { battlefield: [{ id: 'lav', card: 'Lavinia, Foil to Conspiracy' }] } },
        },
        [],
        { cards: CARDS },
      );
    expect(() => on('p1').act({ activate: 'lav', player: 'p1' })).toThrow();
    const g = on('p2');
    g.act({ activate: 'lav', player: 'p1' });
    expect(g.state.players.p1.manaPool).toMatchObject({ C: 2 });
  });

  it('near misses stay text', () => {
    // "other" beside a triggering Mountain: other than it, not than the land with the ability.
    const valakut = card(
      'Valakut, the Molten Pinnacle',
      '',
      'Land',
      'This land enters tapped.\nWhenever a Mountain you control enters, if you control at least five other Mountains, you may have this land deal 3 damage to any target.\n{T}: Add {R}.',
    );
    expect(unenforced(valakut)).toEqual([
      'Whenever a Mountain you control enters, if you control at least five other Mountains, you may have this land deal 3 damage to any target.',
    ]);
    // "that player" with no player in the event (the land's controller is not named).
    const map = card(
      "Archaeomancer's Map",
      '{2}{W}',
      'Artifact',
      'When this artifact enters, search your library for up to two basic Plains cards, reveal them, put them into your hand, then shuffle.\nWhenever a land an opponent controls enters, if that player controls more lands than you, you may put a land card from your hand onto the battlefield.',
    );
    expect(unenforced(map)).toEqual([
      'Whenever a land an opponent controls enters, if that player controls more lands than you, you may put a land card from your hand onto the battlefield.',
    ]);
    // "it" naming each creature the static affects is not bound.
    const arcades = card(
      'Arcades Sabboth',
      '{2}{G}{G}{W}{W}{U}{U}',
      'Legendary Creature — Elder Dragon',
      "Flying\nAt the beginning of your upkeep, sacrifice Arcades Sabboth unless you pay {G}{W}{U}.\nEach untapped creature you control gets +0/+2 as long as it's not attacking.\n{W}: Arcades Sabboth gets +0/+1 until end of turn.",
      '7/7',
    );
    expect(unenforced(arcades)).toContain(
      "Each untapped creature you control gets +0/+2 as long as it's not attacking.",
    );
  });
});
