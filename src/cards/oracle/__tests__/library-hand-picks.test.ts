// Looking at and revealing cards from libraries and hands, and choosing among them (CR 401.2,
// 402.3, 608.2c, 701.9a, 701.17a, 701.20a). Real pool cards, played in the engine.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const communeWithDinosaurs = card(
  'Commune with Dinosaurs',
  '{G}',
  'Sorcery',
  'Look at the top five cards of your library. You may reveal a Dinosaur or land card from among them and put it into your hand. Put the rest on the bottom of your library in any order.',
);
const ancientBrontodon = card('Ancient Brontodon', '{6}{G}{G}', 'Creature — Dinosaur', '', '9/9');
const tezzeretsGatebreaker = card(
  "Tezzeret's Gatebreaker",
  '{4}',
  'Artifact',
  "When this artifact enters, look at the top five cards of your library. You may reveal a blue or artifact card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.\n{5}{U}, {T}, Sacrifice this artifact: Creatures you control can't be blocked this turn.",
);
const darkConfidant = card(
  'Dark Confidant',
  '{1}{B}',
  'Creature — Human Wizard',
  'At the beginning of your upkeep, reveal the top card of your library and put that card into your hand. You lose life equal to its mana value.',
  '2/1',
);
const revivingVapors = card(
  'Reviving Vapors',
  '{2}{W}{U}',
  'Instant',
  "Reveal the top three cards of your library and put one of them into your hand. You gain life equal to that card's mana value. Put all other cards revealed this way into your graveyard.",
);
const amnesia = card(
  'Amnesia',
  '{3}{U}{U}{U}',
  'Sorcery',
  'Target player reveals their hand and discards all nonland cards.',
);
const thrullSurgeon = card(
  'Thrull Surgeon',
  '{1}{B}',
  'Creature — Thrull',
  "{1}{B}, Sacrifice this creature: Look at target player's hand and choose a card from it. That player discards that card. Activate only as a sorcery.",
  '1/1',
);
const extortion = card(
  'Extortion',
  '{3}{B}{B}',
  'Sorcery',
  "Look at target player's hand and choose up to two cards from it. That player discards those cards.",
);
const persecute = card(
  'Persecute',
  '{2}{B}{B}',
  'Sorcery',
  'Choose a color. Target player reveals their hand and discards all cards of that color.',
);
const painfulMemories = card(
  'Painful Memories',
  '{1}{B}',
  'Sorcery',
  "Look at target opponent's hand and choose a card from it. Put that card on top of that player's library.",
);
const seedOfHope = card(
  'Seed of Hope',
  '{G}',
  'Instant',
  'Mill two cards. You may put a permanent card from among the milled cards into your hand. You gain 2 life. (To mill two cards, put the top two cards of your library into your graveyard.)',
);
const midnightTilling = card(
  'Midnight Tilling',
  '{1}{G}',
  'Instant',
  'Mill four cards, then you may return a permanent card from among them to your hand. (To mill four cards, put the top four cards of your library into your graveyard.)',
);
const ostrichHorse = card(
  'Ostrich-Horse',
  '{2}{G}',
  'Creature — Bird Horse',
  "When this creature enters, mill three cards. You may put a land card from among them into your hand. If you don't, put a +1/+1 counter on this creature. (To mill three cards, put the top three cards of your library into your graveyard.)",
  '3/1',
);

const kindle = card(
  'Kindle',
  '{1}{R}',
  'Instant',
  'Kindle deals X damage to any target, where X is 2 plus the number of cards named Kindle in all graveyards.',
);
const takeInventory = card(
  'Take Inventory',
  '{1}{U}',
  'Sorcery',
  'Draw a card, then draw cards equal to the number of cards named Take Inventory in your graveyard.',
);
const CARDS = compiled(
  kindle,
  takeInventory,
  communeWithDinosaurs,
  ancientBrontodon,
  darkConfidant,
  amnesia,
  thrullSurgeon,
  extortion,
  seedOfHope,
  midnightTilling,
);

const NAMES: Record<string, string> = {
  bolt: 'Lightning Bolt',
  bear: 'Grizzly Bears',
  dino: 'Ancient Brontodon',
  forest: 'Forest',
};
/** Library or hand entries: the id's letters name the card ("bolt2" is a Lightning Bolt). */
const cards = (...ids: string[]) => ids.map((id) => ({ id, card: NAMES[id.replace(/\d+$/, '')] ?? 'Island' }));

describe('"a Dinosaur or land card": a subtype or a card type (CR 205.2, 205.3)', () => {
  it('Commune with Dinosaurs: the Dinosaur and the land among the five can be taken, the Bolt and the sixth card not', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest'],
            hand: ['Commune with Dinosaurs'],
            library: cards('bolt', 'dino', 'forest', 'bear', 'bolt2', 'forest2'),
          },
        },
      },
      [{ cast: 'Commune with Dinosaurs' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ player: 'p1', kind: 'chooseObjects', rule: RULE.lookAtLibrary, min: 0, max: 1 });
    expect(d?.candidates).toEqual(['dino', 'forest'].map((r) => g.get(r).id));
    g.act({ decide: ['dino'] });
    g.act({ decide: ['bolt', 'forest', 'bear', 'bolt2'].map((r) => g.get(r).id) });
    expect(g.names('p1', 'hand')).toEqual(['Ancient Brontodon']);
    // Revealed as it is taken (CR 701.20a).
    expect(g.has('Revealed', RULE.reveal)).toBe(true);
  });

  it('near miss: "a blue or artifact card" (a colour or a type) stays text', () => {
    expect(unenforced(tezzeretsGatebreaker)).toHaveLength(1);
    expect(unenforced(tezzeretsGatebreaker)[0]).toMatch(/^When this artifact enters, look at the top five/);
  });
});

describe('"Reveal the top card of your library and put that card into your hand" (CR 701.20a, 400.7)', () => {
  function upkeep(library: ReturnType<typeof cards>) {
    const g = game(
      {
        turn: { number: 3, active: 'p1', phase: 'untap' },
        players: { p1: { battlefield: ['Dark Confidant'], library } },
      },
      [{ advance: 'upkeep' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    return g;
  }

  it('Dark Confidant: the top card goes to the hand, revealed, and its controller loses life equal to its mana value', () => {
    const g = upkeep(cards('bear', 'bolt'));
    expect(g.names('p1', 'hand')).toEqual(['Grizzly Bears']);
    expect(g.state.players.p1.life).toBe(18);
    expect(g.state.players.p1.library).toEqual([g.get('bolt').id]);
    expect(g.has('Revealed', RULE.reveal)).toBe(true);
    // Nothing to choose: one card, taken.
    expect(g.state.pendingDecision?.kind).not.toBe('chooseObjects');
  });

  it('Dark Confidant: a land (mana value 0) costs no life; an empty library, nothing', () => {
    expect(upkeep(cards('forest')).state.players.p1.life).toBe(20);
    const empty = upkeep([]);
    expect(empty.state.players.p1.life).toBe(20);
    expect(empty.names('p1', 'hand')).toEqual([]);
  });

  it('near miss: Reviving Vapors ("put one of them into your hand" among three) stays text', () => {
    expect(unenforced(revivingVapors)).toHaveLength(1);
  });
});

describe('a hand revealed or looked at, and cards discarded from it (CR 402.3, 701.9a, 701.20a)', () => {
  it('Amnesia: every nonland card is discarded, the lands stay, and nobody is asked', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'], hand: ['Amnesia'] },
          p2: { hand: cards('bolt', 'forest', 'bear', 'island') },
        },
      },
      [{ cast: 'Amnesia', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision?.kind).not.toBe('chooseObjects');
    expect(g.names('p2', 'hand').sort()).toEqual(['Forest', 'Island']);
    expect(g.names('p2', 'graveyard').sort()).toEqual(['Grizzly Bears', 'Lightning Bolt']);
    expect(g.has('Revealed', RULE.reveal)).toBe(true);
  });

  it('Thrull Surgeon: its controller looks (the hand is not revealed) and chooses the card; that player discards it', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'ts', card: 'Thrull Surgeon' }, 'Swamp', 'Swamp'] },
          p2: { hand: cards('bolt', 'forest') },
        },
      },
      [{ activate: 'ts', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ player: 'p1', kind: 'chooseObjects', min: 1, max: 1 });
    expect(d?.candidates).toEqual(['bolt', 'forest'].map((r) => g.get(r).id));
    g.act({ decide: ['forest'] });
    expect(g.names('p2', 'hand')).toEqual(['Lightning Bolt']);
    expect(g.names('p2', 'graveyard')).toEqual(['Forest']);
    expect(g.has('Revealed', RULE.reveal)).toBe(false);
  });

  it('Extortion: up to two, so none may be chosen', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Extortion'] },
          p2: { hand: cards('bolt', 'forest', 'bear') },
        },
      },
      [{ cast: 'Extortion', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ player: 'p1', kind: 'chooseObjects', min: 0, max: 2 });
    g.act({ decide: [] });
    expect(g.names('p2', 'hand')).toHaveLength(3);
  });

  it('near misses: "cards of that color" and "Put that card on top of that player\'s library" stay text', () => {
    expect(unenforced(persecute).length).toBeGreaterThan(0);
    expect(unenforced(painfulMemories).length).toBeGreaterThan(0);
  });
});

describe('"Mill N cards. You may put a … card from among them into your hand" (CR 701.17a, 608.2c, 400.7)', () => {
  it('Seed of Hope: only a permanent card among the two milled, not one already in the graveyard; then 2 life', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest'],
            hand: ['Seed of Hope'],
            graveyard: cards('bear9'),
            library: cards('bolt', 'bear', 'forest'),
          },
        },
      },
      [{ cast: 'Seed of Hope' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ player: 'p1', kind: 'chooseObjects', min: 0, max: 1 });
    expect(d?.candidates).toHaveLength(1);
    expect(g.names('p1', 'graveyard')).toContain('Lightning Bolt');
    g.act({ decide: d?.candidates as string[] });
    expect(g.names('p1', 'hand')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Grizzly Bears', 'Lightning Bolt', 'Seed of Hope']);
    expect(g.state.players.p1.library).toEqual([g.get('forest').id]);
    expect(g.state.players.p1.life).toBe(22);
  });

  it('Seed of Hope: "you may": none is taken if so chosen; with no permanent card milled, nothing is asked', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Forest'], hand: ['Seed of Hope'], library: cards('bolt', 'bolt2', 'bear') } },
      },
      [{ cast: 'Seed of Hope' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision?.kind).not.toBe('chooseObjects');
    expect(g.names('p1', 'hand')).toEqual([]);
    expect(g.state.players.p1.life).toBe(22);
  });

  it('Midnight Tilling: "then you may return a permanent card from among them to your hand"', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest', 'Forest'],
            hand: ['Midnight Tilling'],
            library: cards('bolt', 'forest', 'bear', 'island', 'bear2'),
          },
        },
      },
      [{ cast: 'Midnight Tilling' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ kind: 'chooseObjects', min: 0, max: 1 });
    // The Forest, the Bears and the Island are permanent cards; the fifth card was not milled.
    expect(d?.candidates).toHaveLength(3);
    g.act({ decide: [] });
    expect(g.names('p1', 'hand')).toEqual([]);
    expect(g.names('p1', 'graveyard')).toHaveLength(5);
    expect(g.state.players.p1.library).toEqual([g.get('bear2').id]);
  });

  it('Ostrich-Horse: "If you don\'t, put a +1/+1 counter" is read (played in mill-pick-kinds.test.ts)', () => {
    expect(unenforced(ostrichHorse)).toEqual([]);
  });
});

describe('"the number of cards named ~ in all graveyards / your graveyard" (CR 201.2, 608.2h)', () => {
  it('Kindle: 2 plus the Kindles in every graveyard (not itself on the stack, not another card)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Mountain'],
            hand: [{ id: 'k', card: 'Kindle' }],
            graveyard: [{ id: 'k1', card: 'Kindle' }, 'Lightning Bolt'],
          },
          p2: { graveyard: [{ id: 'k2', card: 'Kindle' }] },
        },
      },
      [{ cast: 'k', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(16);
  });

  it('Take Inventory: only the ones in your own graveyard', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island'],
            hand: [{ id: 't', card: 'Take Inventory' }],
            graveyard: ['Take Inventory'],
            library: cards('i1', 'i2', 'i3', 'i4'),
          },
          p2: { graveyard: ['Take Inventory', 'Take Inventory'] },
        },
      },
      [{ cast: 't' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // One, then one more for the Take Inventory in p1's graveyard (the spell itself is still on the stack).
    expect(g.names('p1', 'hand')).toHaveLength(2);
  });
});
