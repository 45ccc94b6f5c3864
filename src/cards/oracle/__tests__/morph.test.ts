// Morph (CR 702.37): a card cast face down for {3} is a 2/2 creature with no name, text,
// subtypes or mana cost (702.37c, 708.2a); its controller turns it face up any time they have
// priority by paying its morph cost, a special action that doesn't use the stack (702.37e,
// 116.2b), and it stays the same object (708.8). Real cards played.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext, RULE, specialActionOptions } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const REMINDER =
  '(You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)';
const lancer = card(
  'Daru Lancer',
  '{4}{W}{W}',
  'Creature — Human Soldier',
  `First strike\nMorph {2}{W}{W} ${REMINDER}`,
  '3/4',
);
const angel = card(
  'Exalted Angel',
  '{4}{W}{W}',
  'Creature — Angel',
  `Flying\nWhenever this creature deals damage, you gain that much life.\nMorph {2}{W}{W} ${REMINDER}`,
  '4/5',
);
const CARDS = compiled(lancer, angel);
const PLAINS = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `w${i}`, card: 'Plains' }));

function chars(g: Game, ref: string) {
  return characteristics(readContext(g.state, g.engine.registry), g.get(ref));
}

/** p1 casts Daru Lancer face down with three Plains, and it resolves. */
function faceDownLancer(plains = 3, p2: object = {}): Game {
  const g = game(
    {
      turn: main,
      players: { p1: { battlefield: PLAINS(plains), hand: [{ id: 'lancer', card: 'Daru Lancer' }] }, p2 },
    },
    [{ cast: 'lancer', alt: 'face-down' }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('morph (CR 702.37)', () => {
  it('cast face down for {3}: a 2/2 creature with no name, text, subtypes, colour or mana cost (702.37c, 708.2a)', () => {
    const g = faceDownLancer(6);
    expect(PLAINS(6).filter((p) => g.get(p.id).tapped)).toHaveLength(3);
    const obj = g.get('lancer');
    expect(obj.zone).toBe('battlefield');
    expect(obj.faceDown).toBe('morph');
    const c = chars(g, 'lancer');
    expect([c.power, c.toughness]).toEqual([2, 2]);
    expect(c.names).toEqual([]);
    expect(c.types).toEqual(['creature']);
    expect(c.subtypes).toEqual([]);
    expect(c.colors).toEqual([]);
    expect(c.manaValue).toBe(0);
    expect(c.keywords).toEqual([]);
  });

  it('turned face up any time its controller has priority, even with a spell on the stack: the same object, now 3/4 first strike (702.37e, 708.8)', () => {
    const g = faceDownLancer(7, { battlefield: ['Mountain'], hand: ['Lightning Bolt'] });
    const id = g.get('lancer').id;
    g.act({ cast: 'Lightning Bolt', player: 'p2', targets: ['lancer'] });
    expect(specialActionOptions(g.engine.registry, g.state, 'p1')).toEqual([
      { object: id, kind: 'turnFaceUp', cost: '{2}{W}{W}', enabled: true, reason: null },
    ]);
    expect(specialActionOptions(g.engine.registry, g.state, 'p2')).toEqual([]);
    g.perform({ type: 'turnFaceUp', player: 'p1', object: id });
    // A special action: nothing went on the stack, and it is still Lightning Bolt's target.
    expect(g.stack()).toEqual(['Lightning Bolt']);
    expect(g.has('TurnedFaceUp', RULE.turnFaceUp)).toBe(true);
    expect(g.get('lancer').id).toBe(id);
    expect(pt(g, 'lancer')).toEqual([3, 4]);
    expect(chars(g, 'lancer').names).toEqual(['Daru Lancer']);
    expect(chars(g, 'lancer').keywords).toContain('first strike');
    g.act({ pass: true });
    // 3 damage to a 3/4: it survives.
    expect(g.get('lancer').zone).toBe('battlefield');
    expect(g.get('lancer').damage).toBe(3);
  });

  it('only its controller, and only by paying the morph cost: refused otherwise, with the rule', () => {
    const g = faceDownLancer(5);
    const id = g.get('lancer').id;
    const [opt] = specialActionOptions(g.engine.registry, g.state, 'p1');
    expect(opt).toMatchObject({ enabled: false, reason: { rule: RULE.castPay } });
    expect(() => g.perform({ type: 'turnFaceUp', player: 'p1', object: id })).toThrow();
    expect(() => g.perform({ type: 'turnFaceUp', player: 'p2', object: id })).toThrow(/controller/);
    expect(g.get('lancer').faceDown).toBe('morph');
  });

  it('a face-down spell has a creature spell timing: not on the opponent turn (702.37c, 307.1)', () => {
    const g = game(
      {
        turn: { ...main, active: 'p2' },
        players: { p1: { battlefield: PLAINS(3), hand: [{ id: 'lancer', card: 'Daru Lancer' }] }, p2: {} },
      },
      [{ cast: 'lancer', alt: 'face-down' }],
      { cards: CARDS },
    );
    expect(g.error).not.toBeNull();
    expect(g.get('lancer').zone).toBe('hand');
  });

  it('face down it has none of its abilities: Exalted Angel deals 2 combat damage and no life is gained; leaving, it is revealed (708.9)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: PLAINS(3), hand: [{ id: 'angel', card: 'Exalted Angel' }], library: ['Plains'] },
          p2: { battlefield: ['Mountain'], hand: ['Lightning Bolt'], library: ['Plains'] },
        },
      },
      [
        { cast: 'angel', alt: 'face-down' },
        { pass: true },
        { advance: 'next-turn' },
        { advance: 'next-turn' },
        { advance: 'declareAttackers' },
        { attack: ['angel'] },
        { advance: 'main2' },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(18);
    expect(g.state.players.p1.life).toBe(20);
    expect(chars(g, 'angel').keywords).toEqual([]);
    expect(g.names('p1', 'graveyard')).toEqual([]);
    g.act({ cast: 'Lightning Bolt', player: 'p2', targets: ['angel'] });
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Exalted Angel']);
    expect(g.has('Note', RULE.faceDownRevealed)).toBe(true);
  });

  it('near misses stay text: a morph cost that is not mana (Gathan Raiders), morph on a land (Zoetic Cavern)', () => {
    const raiders = card(
      'Gathan Raiders',
      '{3}{R}{R}',
      'Creature — Human Warrior',
      `Hellbent — This creature gets +2/+2 as long as you have no cards in hand.\nMorph—Discard a card. ${REMINDER}`,
      '3/3',
    );
    expect(unenforced(raiders)).toEqual([`Morph—Discard a card. ${REMINDER}`]);
    const cavern = card('Zoetic Cavern', '', 'Land', `{T}: Add {C}.\nMorph {2} ${REMINDER}`);
    expect(unenforced(cavern)).toEqual([`Morph {2} ${REMINDER}`]);
  });
});
