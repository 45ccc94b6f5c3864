// Amounts an instruction names with "… cards equal to …" and "… for each …" (CR 107.1, 608.2h):
// each amount is the quantity the text fixes — whose hand, whose life, which creature (the
// sacrificed one, as it last existed), which card (the one an earlier instruction named) —
// counted once as the instruction is carried out. "That creature" / "that card" with nothing
// named before them name nothing (never the spell or permanent itself): those stay text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const recurringInsight = card(
  'Recurring Insight',
  '{4}{U}{U}',
  'Sorcery',
  "Draw cards equal to the number of cards in target opponent's hand.\nRebound (If you cast this spell from your hand, exile it as it resolves. At the beginning of your next upkeep, you may cast this card from exile without paying its mana cost.)",
);
const spaceTimeAnomaly = card(
  'Space-Time Anomaly',
  '{2}{W}{U}',
  'Sorcery',
  'Target player mills cards equal to your life total.',
);
const momentousFall = card(
  'Momentous Fall',
  '{2}{G}{G}',
  'Instant',
  "As an additional cost to cast this spell, sacrifice a creature.\nYou draw cards equal to the sacrificed creature's power, then you gain life equal to its toughness.",
);
const twistedJustice = card(
  'Twisted Justice',
  '{4}{U}{B}',
  'Sorcery',
  "Target player sacrifices a creature of their choice. You draw cards equal to that creature's power.",
);
const lieInWait = card(
  'Lie in Wait',
  '{B}{G}{U}',
  'Sorcery',
  "Return target creature card from your graveyard to your hand. Lie in Wait deals damage equal to that card's power to target creature.",
);
const flowOfKnowledge = card(
  'Flow of Knowledge',
  '{4}{U}',
  'Instant',
  'Draw a card for each Island you control, then discard two cards.',
);

/** A vanilla 3/3 (no text). */
const hillGiant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');

const lands = (name: string, n: number) => Array<string>(n).fill(name);
const library = (n: number) => lands('Plains', n);

describe('draw / mill cards equal to an amount (CR 121.2, 701.17a, 608.2h)', () => {
  it("Recurring Insight: as many cards as the target opponent's hand holds, not the caster's", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: lands('Island', 6), hand: ['Recurring Insight', 'Forest'], library: library(6) },
          p2: { hand: ['Forest', 'Forest', 'Forest'], library: library(2) },
        },
      },
      [{ cast: 'Recurring Insight', targets: ['p2'] }, { pass: true }],
      { cards: compiled(recurringInsight) },
    );
    expect(g.error).toBeNull();
    // Forest kept, three drawn (p2 holds three); p2's hand is untouched.
    expect(g.names('p1', 'hand')).toEqual(['Forest', 'Plains', 'Plains', 'Plains']);
    expect(g.names('p2', 'hand')).toHaveLength(3);
  });

  it("Space-Time Anomaly: the target mills as many cards as the caster's life, not its own", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { life: 5, battlefield: [...lands('Plains', 2), ...lands('Island', 2)], hand: ['Space-Time Anomaly'] },
          p2: { life: 20, library: library(12) },
        },
      },
      [{ cast: 'Space-Time Anomaly', targets: ['p2'] }, { pass: true }],
      { cards: compiled(spaceTimeAnomaly) },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toHaveLength(5);
    expect(g.names('p2', 'library')).toHaveLength(7);
  });

  it("Momentous Fall: the sacrificed creature's power in cards and its toughness in life, as it last existed", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            life: 10,
            battlefield: [...lands('Forest', 4), { id: 'spider', card: 'Giant Spider' }],
            hand: ['Momentous Fall'],
            library: library(5),
          },
        },
      },
      [{ cast: 'Momentous Fall' }],
      { cards: compiled(momentousFall) },
    );
    expect(g.error).toBeNull();
    if (g.state.pendingDecision?.purpose === 'sacrifice') g.act({ decide: ['spider'] });
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(expect.arrayContaining(['Giant Spider', 'Momentous Fall']));
    // Giant Spider is 2/4: two cards, 4 life.
    expect(g.names('p1', 'hand')).toEqual(['Plains', 'Plains']);
    expect(g.state.players.p1.life).toBe(14);
  });

  it("Twisted Justice: the creature the target player sacrificed sets the count (not the spell's own)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [...lands('Island', 3), ...lands('Swamp', 3)],
            hand: ['Twisted Justice'],
            library: library(5),
          },
          p2: { battlefield: [{ id: 'giant', card: 'Hill Giant' }] },
        },
      },
      [{ cast: 'Twisted Justice', targets: ['p2'] }, { pass: true }],
      { cards: compiled(twistedJustice, hillGiant) },
    );
    expect(g.error).toBeNull();
    if (g.state.pendingDecision?.purpose === 'sacrifice') g.act({ decide: ['giant'] });
    expect(g.names('p2', 'graveyard')).toEqual(['Hill Giant']);
    expect(g.names('p1', 'hand')).toEqual(['Plains', 'Plains', 'Plains']);
  });
});

describe("that card's power: the card an earlier instruction named (CR 608.2h)", () => {
  it('Lie in Wait: the returned Hill Giant deals 3 (its power), enough to destroy a 3/3', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [...lands('Swamp', 1), ...lands('Forest', 1), ...lands('Island', 1)],
            hand: ['Lie in Wait'],
            graveyard: [{ id: 'dead', card: 'Hill Giant' }],
          },
          p2: {
            battlefield: [
              { id: 'spider', card: 'Giant Spider' },
              { id: 'target', card: 'Hill Giant' },
            ],
          },
        },
      },
      [{ cast: 'Lie in Wait', targets: ['dead', 'target'] }, { pass: true }],
      { cards: compiled(lieInWait, hillGiant) },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Hill Giant']);
    expect(g.names('p2', 'graveyard')).toEqual(['Hill Giant']);
    expect(g.find('spider')?.zone).toBe('battlefield');
  });

  // (Hellhole Rats' "that card" right after "target player discards a card" is the discarded
  // card: discarded-card-amount.test.ts.)
  it('near miss: Singe-Mind Ogre\'s "that card" after "reveals a card at random" names nothing read: stays text', () => {
    const ogre = card(
      'Singe-Mind Ogre',
      '{2}{B}{R}',
      'Creature — Ogre Mutant',
      "When this creature enters, target player reveals a card at random from their hand, then loses life equal to that card's mana value.",
      '3/2',
    );
    expect(unenforced(ogre)).toEqual([
      "When this creature enters, target player reveals a card at random from their hand, then loses life equal to that card's mana value.",
    ]);
  });

  it('near miss: "that creature" with nothing named is not the source (Shadowheart stays text)', () => {
    const shadowheart = card(
      'Shadowheart, Dark Justiciar',
      '{3}{B}',
      'Legendary Creature — Human Elf Cleric',
      "{1}{B}, {T}, Sacrifice another creature: Draw X cards, where X is that creature's power.\nChoose a Background (You can have a Background as a second commander.)",
      '3/4',
    );
    expect(unenforced(shadowheart)).toContain(
      "{1}{B}, {T}, Sacrifice another creature: Draw X cards, where X is that creature's power.",
    );
    // War Flare's "those creatures" is the group its first instruction pumped (those-creatures-group.test.ts).
  });

  it('near miss: "each opponent mills cards equal to the number of cards in their hand" stays text', () => {
    const folio = card(
      'Folio of Fancies',
      '{1}{U}',
      'Artifact — Book',
      'Players have no maximum hand size.\n{X}{X}, {T}: Each player draws X cards.\n{2}{U}, {T}: Each opponent mills cards equal to the number of cards in their hand.',
    );
    expect(unenforced(folio)).toEqual([
      '{2}{U}, {T}: Each opponent mills cards equal to the number of cards in their hand.',
    ]);
  });
});

describe('"… for each …, then …" (CR 608.2h)', () => {
  it('Flow of Knowledge: one card per Island you control (three), then two discarded', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [...lands('Island', 3), ...lands('Swamp', 2)],
            hand: ['Flow of Knowledge'],
            library: library(5),
          },
          p2: { battlefield: lands('Island', 4) },
        },
      },
      [{ cast: 'Flow of Knowledge' }, { pass: true }],
      { cards: compiled(flowOfKnowledge) },
    );
    expect(g.error).toBeNull();
    // p2's Islands are not counted: three cards drawn, not seven.
    expect(g.names('p1', 'library')).toHaveLength(2);
    if (g.state.pendingDecision) g.act({ decide: g.state.players.p1.hand.slice(0, 2) as string[] });
    expect(g.names('p1', 'hand')).toHaveLength(1);
    expect(g.names('p1', 'graveyard')).toHaveLength(3);
  });
});

describe('the number of counters on it, of every kind (CR 122.1, 608.2h)', () => {
  it("Flay Essence: the exiled creature's counters as it last existed on the battlefield", () => {
    const flayEssence = card(
      'Flay Essence',
      '{1}{B}{B}',
      'Sorcery',
      'Exile target creature or planeswalker. You gain life equal to the number of counters on it.',
    );
    const g = game(
      {
        turn: main,
        players: {
          p1: { life: 10, battlefield: lands('Swamp', 3), hand: ['Flay Essence'] },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider', counters: { '+1/+1': 2, stun: 1 } }] },
        },
      },
      [{ cast: 'Flay Essence', targets: ['spider'] }, { pass: true }],
      { cards: compiled(flayEssence) },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'exile')).toEqual(['Giant Spider']);
    expect(g.state.players.p1.life).toBe(13);
  });
});
