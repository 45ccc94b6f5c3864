// Emblems (CR 114): "[Player] gets an emblem with [ability]" puts an emblem with that ability into
// the command zone, owned and controlled by that player (114.2); it has no characteristics but
// its abilities (114.3), which function in the command zone (114.4); it is neither a card nor a
// permanent (114.5). Real planeswalkers' ultimates, played.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

/** A planeswalker's card data: the Oracle text's minus signs are U+2212, as printed. */
function walker(name: string, cost: string, subtype: string, oracle: string, loyalty: string) {
  return { ...card(name, cost, `Legendary Planeswalker — ${subtype}`, oracle), loyalty };
}

const elspeth = walker(
  "Elspeth, Sun's Champion",
  '{4}{W}{W}',
  'Elspeth',
  '+1: Create three 1/1 white Soldier creature tokens.\n−3: Destroy all creatures with power 4 or greater.\n−7: You get an emblem with "Creatures you control get +2/+2 and have flying."',
  '4',
);
const ajani = walker(
  'Ajani, Adversary of Tyrants',
  '{2}{W}{W}',
  'Ajani',
  '+1: Put a +1/+1 counter on each of up to two target creatures.\n−2: Return target creature card with mana value 2 or less from your graveyard to the battlefield.\n−7: You get an emblem with "At the beginning of your end step, create three 1/1 white Cat creature tokens with lifelink."',
  '4',
);
const obNixilis = walker(
  'Ob Nixilis Reignited',
  '{3}{B}{B}',
  'Nixilis',
  '+1: You draw a card and you lose 1 life.\n−3: Destroy target creature.\n−8: Target opponent gets an emblem with "Whenever a player draws a card, you lose 2 life."',
  '5',
);
const inferno = walker(
  'Chandra, Awakened Inferno',
  '{4}{R}{R}',
  'Chandra',
  'This spell can\'t be countered.\n+2: Each opponent gets an emblem with "At the beginning of your upkeep, this emblem deals 1 damage to you."\n−3: Chandra deals 3 damage to each non-Elemental creature.\n−X: Chandra deals X damage to target creature or planeswalker. If a permanent dealt damage this way would die this turn, exile it instead.',
  '6',
);
const huatli = walker(
  'Huatli, Radiant Champion',
  '{2}{G}{W}',
  'Huatli',
  '+1: Put a loyalty counter on Huatli for each creature you control.\n−1: Target creature gets +X/+X until end of turn, where X is the number of creatures you control.\n−8: You get an emblem with "Whenever a creature you control enters, you may draw a card."',
  '3',
);
const oko = {
  ...card(
    'Oko, Shadowmoor Scion',
    '',
    'Legendary Planeswalker — Oko',
    '−1: Mill three cards. You may put a permanent card from among them into your hand.\n−3: Create two 1/1 green and white Kithkin creature tokens.\n−6: Choose a creature type. You get an emblem with "Creatures you control of the chosen type get +3/+3 and have vigilance and hexproof."',
  ),
  loyalty: '5',
};
const chandraRoaring = walker(
  'Chandra, Roaring Flame',
  '',
  'Chandra',
  '+1: Chandra deals 2 damage to target player or planeswalker.\n−2: Chandra deals 2 damage to target creature.\n−7: Chandra deals 6 damage to each opponent. Each player dealt damage this way gets an emblem with "At the beginning of your upkeep, this emblem deals 3 damage to you."',
  '4',
);
const karn = walker(
  'Karn, Living Legacy',
  '{4}',
  'Karn',
  '+1: Create a tapped Powerstone token. (It\'s an artifact with "{T}: Add {C}. This mana can\'t be spent to cast a nonartifact spell.")\n−1: Pay any amount of mana. Look at that many cards from the top of your library, then put one of those cards into your hand and the rest on the bottom of your library in a random order.\n−7: You get an emblem with "Tap an untapped artifact you control: This emblem deals 1 damage to any target."',
  '4',
);

const CARDS = compiled(elspeth, ajani, obNixilis, huatli);
const INFERNO = [compileCard(inferno).def];

describe('compiling emblems (CR 114)', () => {
  it('the ultimate puts an emblem with the quoted abilities: a static one, a triggered one', () => {
    const [e, a] = CARDS;
    expect(e?.activated?.[2]?.steps).toEqual([expect.objectContaining({ do: 'getEmblem', player: { ref: 'you' } })]);
    const step = a?.activated?.[2]?.steps?.[0];
    expect(step?.do === 'getEmblem' && step.emblem.triggered?.length).toBe(1);
  });

  it('near misses stay text: a chosen type the emblem has none of, a group named by a result, an activated ability', () => {
    expect(unenforced(oko)).toContain(
      '−6: Choose a creature type. You get an emblem with "Creatures you control of the chosen type get +3/+3 and have vigilance and hexproof."',
    );
    expect(unenforced(chandraRoaring)).toContain(
      '−7: Chandra deals 6 damage to each opponent. Each player dealt damage this way gets an emblem with "At the beginning of your upkeep, this emblem deals 3 damage to you."',
    );
    expect(unenforced(karn)).toContain(
      '−7: You get an emblem with "Tap an untapped artifact you control: This emblem deals 1 damage to any target."',
    );
  });
});

describe('emblems in play (CR 114.2, 114.4)', () => {
  it("Elspeth's −7: creatures its controller controls get +2/+2 and have flying from the command zone, even after Elspeth is gone", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { card: "Elspeth, Sun's Champion", counters: { loyalty: 7 } },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
          p2: { battlefield: [{ id: 'theirs', card: 'Grizzly Bears' }] },
        },
      },
      [{ activate: "Elspeth, Sun's Champion", ability: 2 }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // −7 from 7: Elspeth goes to the graveyard (704.5i); the emblem stays (CR 114.4).
    expect(g.names('p1', 'graveyard')).toEqual(["Elspeth, Sun's Champion"]);
    expect(g.state.players.p1.command?.length).toBe(1);
    expect(g.has('Note', RULE.emblem)).toBe(true);
    expect(pt(g, 'bears')).toEqual([4, 4]);
    expect(pt(g, 'theirs')).toEqual([2, 2]);
  });

  it("Ajani's emblem: at the beginning of its owner's end step, three 1/1 Cat tokens with lifelink", () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: [{ card: 'Ajani, Adversary of Tyrants', counters: { loyalty: 8 } }] } },
      },
      [{ activate: 'Ajani, Adversary of Tyrants', ability: 2 }, { pass: true }, { advance: 'end' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield').filter((n) => n.startsWith('Cat'))).toHaveLength(3);
    expect(g.get('Ajani, Adversary of Tyrants').counters).toEqual({ loyalty: 1 });
  });

  it("Ob Nixilis's emblem is the target opponent's: whenever a player draws, the opponent (its controller) loses 2 life", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ card: 'Ob Nixilis Reignited', counters: { loyalty: 8 } }],
            library: ['Island', 'Island'],
          },
          p2: { library: ['Island', 'Island'] },
        },
      },
      [{ activate: 'Ob Nixilis Reignited', ability: 2, targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.command?.length).toBe(1);
    expect(g.state.players.p1.command ?? []).toEqual([]);
    g.act({ advance: 'next-turn' });
    // p2 draws in their draw step: their own emblem triggers, and p2 loses 2 life.
    g.act({ advance: 'main1' });
    expect(g.state.players.p2.life).toBe(18);
    expect(g.state.players.p1.life).toBe(20);
  });

  it("Chandra's +2: each opponent gets an emblem that deals 1 damage to them at the beginning of their upkeep", () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Chandra, Awakened Inferno'] }, p2: { library: ['Island', 'Island'] } },
      },
      [{ activate: 'Chandra, Awakened Inferno', ability: 0 }, { pass: true }],
      { cards: INFERNO },
    );
    expect(g.error).toBeNull();
    expect(g.get('Chandra, Awakened Inferno').counters).toEqual({ loyalty: 8 });
    expect(g.state.players.p2.command?.length).toBe(1);
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'draw' });
    expect(g.state.players.p2.life).toBe(19);
    expect(g.state.players.p1.life).toBe(20);
  });

  it("Huatli's emblem: a creature entering under its owner's control lets them draw (a may)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ card: 'Huatli, Radiant Champion', counters: { loyalty: 8 } }, 'Forest', 'Forest'],
            hand: ['Grizzly Bears'],
            library: ['Island', 'Island'],
          },
        },
      },
      [{ activate: 'Huatli, Radiant Champion', ability: 2 }, { pass: true }, { cast: 'Grizzly Bears' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // The Bears resolved; the emblem's ability (controlled by p1, CR 114.2) waits on the stack.
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
    expect(g.stack()).toHaveLength(1);
    expect(g.names('p1', 'hand')).toEqual([]);
    g.act({ pass: true });
    g.act({ decide: true });
    expect(g.names('p1', 'hand')).toEqual(['Island']);
  });
});
