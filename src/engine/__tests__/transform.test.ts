// Transforming double-faced permanents (CR 701.27, 712): Thraben Gargoyle // Stonewing
// Antagonizer, written by hand from its Oracle text. A transforming permanent turns over and is
// the same object (712.18): its counters, damage and tapped status stay, it doesn't enter the
// battlefield, and it gets a new timestamp (613.7g). With its back face up it has only the back
// face's characteristics, but its mana value is the front face's (712.8e); in every other zone the
// card is its front face (712.8a).
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../testing/harness';
import { characteristics, readContext, RULE, type CardDef } from '../index';

/** Thraben Gargoyle // Stonewing Antagonizer (Innistrad Remastered): Oracle text verbatim. */
const thrabenGargoyle: CardDef = {
  name: 'Thraben Gargoyle',
  manaCost: '{1}',
  typeLine: 'Artifact Creature — Gargoyle',
  oracle: 'Defender\n{6}: Transform this creature.',
  power: 2,
  toughness: 2,
  keywords: ['defender'],
  activated: [
    {
      cost: { mana: '{6}' },
      steps: [{ do: 'transform', what: { ref: 'source' } }],
      text: '{6}: Transform this creature.',
    },
  ],
  doubleFaced: 'transforming',
  back: {
    name: 'Stonewing Antagonizer',
    manaCost: '',
    typeLine: 'Artifact Creature — Gargoyle Horror',
    oracle: 'Flying',
    power: 4,
    toughness: 2,
    keywords: ['flying'],
    colors: [],
  },
};

/** A one-faced card with the same instruction (no real card has it: CR 701.27c says what it does). */
const testStatue: CardDef = {
  name: 'Test Statue',
  manaCost: '{1}',
  typeLine: 'Artifact Creature — Golem',
  oracle: '{6}: Transform this creature.',
  power: 1,
  toughness: 1,
  activated: [
    {
      cost: { mana: '{6}' },
      steps: [{ do: 'transform', what: { ref: 'source' } }],
      text: '{6}: Transform this creature.',
    },
  ],
};

/** A modal double-faced card with the same instruction (no real one has it: CR 701.27c says what it does). */
const testModal: CardDef = {
  ...testStatue,
  name: 'Test Modal Statue',
  doubleFaced: 'modal',
  back: { name: 'Test Modal Back', manaCost: '{2}', typeLine: 'Artifact', oracle: '', colors: [] },
};

const CARDS = [thrabenGargoyle, testStatue, testModal];
const opts = { cards: CARDS };

function chars(g: Game, ref: string) {
  return characteristics(readContext(g.state, g.engine.registry), g.get(ref));
}

function board(mana: string, extra: object = {}) {
  return {
    turn: { number: 3, active: 'p1' as const, phase: 'main1' as const },
    players: {
      p1: {
        battlefield: [{ id: 'gar', card: 'Thraben Gargoyle', counters: { '+1/+1': 1 }, damage: 1, ...extra }],
        manaPool: mana,
        library: ['Island'],
      },
      p2: { library: ['Island'] },
    },
  };
}

describe('transforming a permanent (CR 701.27a, 712.18)', () => {
  it('turns it over: the same object, with its counters and damage, and only the back face', () => {
    const before = game(board('CCCCCC'), [], opts);
    const id = before.get('gar').id;
    const stamp = before.get('gar').timestamp;
    const g = game(board('CCCCCC'), [{ activate: 'gar', ability: 0 }, { pass: true }], opts);
    expect(g.error).toBeNull();
    const gar = g.get('gar');
    expect(gar.id).toBe(id);
    expect(gar.backFaceUp).toBe(true);
    expect(gar.counters['+1/+1']).toBe(1);
    expect(gar.damage).toBe(1);
    // CR 613.7g: a new timestamp.
    expect(gar.timestamp).toBeGreaterThan(stamp);
    const c = chars(g, 'gar');
    expect(c.names).toEqual(['Stonewing Antagonizer']);
    expect([c.power, c.toughness]).toEqual([5, 3]);
    expect(c.keywords).toEqual(['flying']);
    expect(c.subtypes).toEqual(['Gargoyle', 'Horror']);
    // CR 712.8e: no mana cost of its own; its mana value is the front face's.
    expect(c.manaValue).toBe(1);
    expect(g.has('Transformed', RULE.transform)).toBe(true);
    // It did not enter the battlefield (no zone change).
    expect(g.events.filter((e) => e.type === 'ZoneChanged')).toEqual([]);
    expect(g.names('p1', 'battlefield')).toEqual(['Stonewing Antagonizer']);
  });

  it('the back face has only its own abilities: Stonewing Antagonizer has no ability to activate', () => {
    const g = game(board('CCCCCCCCCCCC'), [{ activate: 'gar', ability: 0 }, { pass: true }], opts);
    expect(() => g.act({ activate: 'gar', ability: 0 })).toThrow();
  });

  it('an ability of a permanent that transformed since it was put on the stack does nothing (701.27f)', () => {
    const g = game(
      board('CCCCCCCCCCCC'),
      [{ activate: 'gar', ability: 0 }, { activate: 'gar', ability: 0 }, { pass: true }, { pass: true }],
      opts,
    );
    expect(g.error).toBeNull();
    expect(g.state.stack).toEqual([]);
    // The first activation to resolve transformed it; the other doesn't turn it back.
    expect(g.get('gar').backFaceUp).toBe(true);
    expect(g.events.filter((e) => e.type === 'Transformed')).toHaveLength(1);
    expect(g.has('NothingHappened', RULE.transformOnce)).toBe(true);
  });

  it('dying with its back face up, it is the front face in the graveyard (712.8a)', () => {
    const doc = board('R', { transformed: true });
    const g = game(
      { ...doc, players: { ...doc.players, p2: { hand: ['Lightning Bolt'], battlefield: ['Mountain'] } } },
      [],
      opts,
    );
    expect(chars(g, 'gar').names).toEqual(['Stonewing Antagonizer']);
    g.act({ pass: true });
    g.act({ cast: 'Lightning Bolt', player: 'p2', targets: ['gar'] });
    g.act({ pass: true });
    g.act({ pass: true });
    const card = g.get('Thraben Gargoyle');
    expect(card.zone).toBe('graveyard');
    expect(card.backFaceUp).toBeUndefined();
    expect(chars(g, 'Thraben Gargoyle').names).toEqual(['Thraben Gargoyle']);
    expect(chars(g, 'Thraben Gargoyle').keywords).toEqual(['defender']);
  });

  it("an instruction to transform a permanent that isn't double-faced does nothing (701.27c)", () => {
    const g = game(
      {
        turn: { number: 3, active: 'p1' as const, phase: 'main1' as const },
        players: { p1: { battlefield: [{ id: 'st', card: 'Test Statue' }], manaPool: 'CCCCCC' } },
      },
      [{ activate: 'st', ability: 0 }, { pass: true }],
      opts,
    );
    expect(g.error).toBeNull();
    expect(g.get('st').backFaceUp).toBeUndefined();
    expect(g.has('NothingHappened', RULE.transformNotDoubleFaced)).toBe(true);
  });

  it('a modal double-faced permanent told to transform does nothing: only transforming ones do (701.27c)', () => {
    const g = game(
      {
        turn: { number: 3, active: 'p1' as const, phase: 'main1' as const },
        players: { p1: { battlefield: [{ id: 'md', card: 'Test Modal Statue' }], manaPool: 'CCCCCC' } },
      },
      [{ activate: 'md', ability: 0 }, { pass: true }],
      opts,
    );
    expect(g.error).toBeNull();
    expect(g.get('md').backFaceUp).toBeUndefined();
    expect(chars(g, 'md').names).toEqual(['Test Modal Statue']);
    expect(g.has('NothingHappened', RULE.transformNotDoubleFaced)).toBe(true);
  });

  it('a board may say a double-faced permanent is transformed; a one-faced card can not be', () => {
    expect(chars(game(board('', { transformed: true }), [], opts), 'gar').names).toEqual(['Stonewing Antagonizer']);
    expect(() =>
      game({ players: { p1: { battlefield: [{ card: 'Test Statue', transformed: true }] } } }, [], opts),
    ).toThrow(/no back face/);
  });
});
