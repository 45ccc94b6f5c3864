// Manifest (CR 701.40), manifest dread (701.62) and cloak (701.58): a card put onto the
// battlefield face down as a 2/2 creature with no name, text, subtypes or mana cost (708.2a;
// cloaked, with ward {2}), controlled by the player who manifested it; turned face up any time
// they have priority by showing it is a creature card and paying its mana cost (701.40b, a
// special action), or its morph cost if it has one (701.40c). Real cards played.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext, RULE, specialActionOptions } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const soulSummons = card(
  'Soul Summons',
  '{1}{W}',
  'Sorcery',
  "Manifest the top card of your library. (Put it onto the battlefield face down as a 2/2 creature. Turn it face up any time for its mana cost if it's a creature card.)",
);
const fierce = card(
  'Fierce Invocation',
  '{4}{R}',
  'Sorcery',
  "Manifest the top card of your library, then put two +1/+1 counters on it. (To manifest a card, put it onto the battlefield face down as a 2/2 creature. Turn it face up any time for its mana cost if it's a creature card.)",
);
const dread = card(
  'Manifest Dread',
  '{1}{G}',
  'Sorcery',
  "Manifest dread. (Look at the top two cards of your library. Put one onto the battlefield face down as a 2/2 creature and the other into your graveyard. Turn it face up any time for its mana cost if it's a creature card.)",
);
const remake = card(
  'Unwanted Remake',
  '{W}',
  'Instant',
  "Destroy target creature. Its controller manifests dread. (That player looks at the top two cards of their library, then puts one onto the battlefield face down as a 2/2 creature and the other into their graveyard. If it's a creature card, it can be turned face up any time for its mana cost.)",
);
const ambush = card(
  'Ethereal Ambush',
  '{3}{G}{U}',
  'Instant',
  "Manifest the top two cards of your library. (To manifest a card, put it onto the battlefield face down as a 2/2 creature. Turn it face up any time for its mana cost if it's a creature card.)",
);
const coat = card(
  'Cryptic Coat',
  '{2}{U}',
  'Artifact — Equipment',
  "When this Equipment enters, cloak the top card of your library, then attach this Equipment to it. (To cloak a card, put it onto the battlefield face down as a 2/2 creature with ward {2}. Turn it face up any time for its mana cost if it's a creature card.)\nEquipped creature gets +1/+0 and can't be blocked.\n{1}{U}: Return this Equipment to its owner's hand.",
);
const lancer = card(
  'Daru Lancer',
  '{4}{W}{W}',
  'Creature — Human Soldier',
  'First strike\nMorph {2}{W}{W} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)',
  '3/4',
);
const CARDS = compiled(soulSummons, fierce, dread, remake, ambush, coat, lancer);

const lands = (name: string, n: number) => Array.from({ length: n }, () => name);

/** p1 casts `spell` with `battlefield` and `library` (top first); it resolves unless a decision stops it. */
function cast(
  spell: string,
  battlefield: string[],
  library: (string | object)[],
  p2: object = {},
  targets?: string[],
): Game {
  const g = game(
    { turn: main, players: { p1: { battlefield, hand: [spell], library }, p2 } },
    [{ cast: spell, ...(targets ? { targets } : {}) }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

function chars(g: Game, ref: string) {
  return characteristics(readContext(g.state, g.engine.registry), g.get(ref));
}

function faceUpOptions(g: Game, ref: string) {
  return specialActionOptions(g.engine.registry, g.state, 'p1').filter((o) => o.object === g.get(ref).id);
}

describe('manifest (CR 701.40)', () => {
  it('Soul Summons: the top card enters face down under your control as a nameless 2/2; the log does not name it', () => {
    const g = cast('Soul Summons', lands('Plains', 2), [{ id: 'spider', card: 'Giant Spider' }, 'Forest']);
    const obj = g.get('spider');
    expect(obj.zone).toBe('battlefield');
    expect(obj.controller).toBe('p1');
    expect(obj.faceDown).toBe('manifest');
    expect(pt(g, 'spider')).toEqual([2, 2]);
    const c = chars(g, 'spider');
    expect(c.names).toEqual([]);
    expect(c.subtypes).toEqual([]);
    expect(c.keywords ?? []).not.toContain('reach');
    expect(g.names('p1', 'library')).toEqual(['Forest']);
    const moved = g.events.filter((e) => e.type === 'ZoneChanged' && e.rule === RULE.manifest);
    expect(moved).toHaveLength(1);
    expect(moved[0]?.text).not.toContain('Giant Spider');
  });

  it('turned face up for its mana cost {3}{G} (701.40b): the same object, now a 2/4 Giant Spider', () => {
    const g = cast(
      'Soul Summons',
      [...lands('Plains', 2), ...lands('Forest', 4)],
      [{ id: 'spider', card: 'Giant Spider' }],
    );
    const id = g.get('spider').id;
    expect(faceUpOptions(g, 'spider')).toMatchObject([{ kind: 'turnFaceUp', cost: '{3}{G}', enabled: true }]);
    g.perform({ type: 'turnFaceUp', player: 'p1', object: id });
    expect(g.has('TurnedFaceUp', RULE.manifestFaceUp)).toBe(true);
    expect(g.get('spider').id).toBe(id);
    expect(g.get('spider').faceDown).toBeUndefined();
    expect(pt(g, 'spider')).toEqual([2, 4]);
  });

  it('an instant manifested (Lightning Bolt) stays face down: it is not a creature card (701.40b)', () => {
    const g = cast('Soul Summons', lands('Plains', 6), [{ id: 'bolt', card: 'Lightning Bolt' }]);
    expect(g.get('bolt').faceDown).toBe('manifest');
    expect(faceUpOptions(g, 'bolt')).toEqual([]);
    expect(() => g.perform({ type: 'turnFaceUp', player: 'p1', object: g.get('bolt').id })).toThrow();
    expect(g.get('bolt').faceDown).toBe('manifest');
  });

  it('a manifested card with morph (Daru Lancer) can be turned face up for its morph cost or its mana cost (701.40c)', () => {
    const g = cast('Soul Summons', lands('Plains', 8), [{ id: 'lancer', card: 'Daru Lancer' }]);
    const ways = faceUpOptions(g, 'lancer');
    expect(ways.map((o) => [o.cost, o.door])).toEqual([
      ['{2}{W}{W}', undefined],
      ['{4}{W}{W}', 'for its mana cost'],
    ]);
    // For its mana cost: no megamorph-style counter, the Lancer is a 3/4 with first strike.
    g.perform({ type: 'turnFaceUp', player: 'p1', object: g.get('lancer').id, door: 'for its mana cost' });
    expect(g.has('TurnedFaceUp', RULE.manifestFaceUp)).toBe(true);
    expect(pt(g, 'lancer')).toEqual([3, 4]);
  });

  it('a manifested land is a 2/2 creature and nothing else (708.2a): Shock kills it (704.5g)', () => {
    const g = cast('Soul Summons', lands('Plains', 2), [{ id: 'land', card: 'Forest' }], {
      battlefield: ['Mountain'],
      hand: ['Shock'],
    });
    expect(chars(g, 'land').types).toEqual(['creature']);
    g.act({ cast: 'Shock', player: 'p2', targets: ['land'] });
    g.act({ pass: true });
    expect(g.get('land').zone).toBe('graveyard');
    // Revealed as it leaves (708.9).
    expect(g.has('Note', RULE.faceDownRevealed)).toBe(true);
  });

  it('Fierce Invocation: "put two +1/+1 counters on it" names the manifested creature, a 4/4', () => {
    const g = cast('Fierce Invocation', lands('Mountain', 5), [{ id: 'top', card: 'Forest' }]);
    expect(g.get('top').faceDown).toBe('manifest');
    expect(g.get('top').counters['+1/+1']).toBe(2);
    expect(pt(g, 'top')).toEqual([4, 4]);
  });

  it('Ethereal Ambush: the top two cards are manifested, one at a time (701.40e)', () => {
    const g = cast(
      'Ethereal Ambush',
      [...lands('Forest', 4), 'Island'],
      [
        { id: 'a', card: 'Giant Spider' },
        { id: 'b', card: 'Lightning Bolt' },
        { id: 'c', card: 'Forest' },
      ],
    );
    expect(g.get('a').faceDown).toBe('manifest');
    expect(g.get('b').faceDown).toBe('manifest');
    expect(g.names('p1', 'library')).toEqual(['Forest']);
    expect(g.events.filter((e) => e.type === 'ZoneChanged' && e.rule === RULE.manifest)).toHaveLength(2);
  });
});

describe('manifest dread (CR 701.62)', () => {
  it('Manifest Dread: you choose one of the top two to manifest; the other goes to your graveyard', () => {
    const g = cast('Manifest Dread', lands('Forest', 2), [
      { id: 'spider', card: 'Giant Spider' },
      { id: 'bolt', card: 'Lightning Bolt' },
      'Plains',
    ]);
    expect(g.state.pendingDecision).toMatchObject({ player: 'p1', rule: RULE.manifestDread, min: 1, max: 1 });
    g.act({ decide: ['bolt'] });
    expect(g.get('bolt').faceDown).toBe('manifest');
    expect(g.get('bolt').zone).toBe('battlefield');
    expect(g.names('p1', 'graveyard')).toEqual(expect.arrayContaining(['Giant Spider', 'Manifest Dread']));
    expect(g.names('p1', 'library')).toEqual(['Plains']);
  });

  it('with one card left in the library, that card is manifested (no choice)', () => {
    const g = cast('Manifest Dread', lands('Forest', 2), [{ id: 'spider', card: 'Giant Spider' }]);
    expect(g.state.pendingDecision).toBeNull();
    expect(g.get('spider').faceDown).toBe('manifest');
  });

  it("Unwanted Remake: the destroyed creature's controller manifests dread from their own library and controls it", () => {
    const g = cast(
      'Unwanted Remake',
      ['Plains'],
      [],
      {
        battlefield: [{ id: 'bears', card: 'Grizzly Bears' }],
        library: [
          { id: 'x', card: 'Giant Spider' },
          { id: 'y', card: 'Forest' },
        ],
      },
      ['bears'],
    );
    expect(g.get('bears').zone).toBe('graveyard');
    expect(g.state.pendingDecision).toMatchObject({ player: 'p2', rule: RULE.manifestDread });
    g.act({ decide: ['x'] });
    expect(g.get('x').zone).toBe('battlefield');
    expect(g.get('x').controller).toBe('p2');
    expect(g.get('x').faceDown).toBe('manifest');
    expect(g.get('y').zone).toBe('graveyard');
    expect(g.get('y').owner).toBe('p2');
  });
});

describe('cloak (CR 701.58)', () => {
  it("Cryptic Coat: the cloaked 2/2 has ward {2} and wears the Coat (3/2); an opponent's Lightning Bolt is countered", () => {
    const g = cast('Cryptic Coat', lands('Island', 3), [{ id: 'top', card: 'Giant Spider' }], {
      battlefield: ['Mountain'],
      hand: ['Lightning Bolt'],
    });
    // The Coat resolved; its enters trigger is on the stack.
    expect(g.stack()).toEqual(['Cryptic Coat ability']);
    g.act({ pass: true });
    expect(g.get('top').faceDown).toBe('cloak');
    expect(g.get('Cryptic Coat').attachedTo).toBe(g.get('top').id);
    expect(pt(g, 'top')).toEqual([3, 2]);
    g.act({ cast: 'Lightning Bolt', player: 'p2', targets: ['top'] });
    expect(g.stack()).toEqual(['Lightning Bolt', 'a face-down 2/2 ability']);
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Lightning Bolt']);
    expect(g.get('top').zone).toBe('battlefield');
    expect(g.get('top').damage).toBe(0);
  });
});

describe('near misses stay text', () => {
  it("another player's library, a card from a hand, dread X times", () => {
    const amalgam = card(
      'Thieving Amalgam',
      '{5}{B}{B}',
      'Creature — Ape Snake',
      "At the beginning of each opponent's upkeep, you manifest the top card of that player's library. (Put it onto the battlefield face down as a 2/2 creature. Turn it face up any time for its mana cost if it's a creature card.)\nWhenever a creature you control but don't own dies, its owner loses 2 life and you gain 2 life.",
      '6/7',
    );
    expect(unenforced(amalgam)[0]).toMatch(/^At the beginning of each opponent's upkeep, you manifest/);
    const scroll = card(
      'Scroll of Fate',
      '{3}',
      'Artifact',
      "{T}: Manifest a card from your hand. (Put that card onto the battlefield face down as a 2/2 creature. Turn it face up any time for its mana cost if it's a creature card.)",
    );
    expect(unenforced(scroll)).toHaveLength(1);
    const onslaught = card(
      "Valgavoth's Onslaught",
      '{X}{X}{G}',
      'Sorcery',
      "Manifest dread X times, then put X +1/+1 counters on each of those creatures. (To manifest dread, look at the top two cards of your library, then put one onto the battlefield face down as a 2/2 creature and the other into your graveyard. Turn it face up any time for its mana cost if it's a creature card.)",
    );
    expect(unenforced(onslaught)).toHaveLength(1);
  });
});
