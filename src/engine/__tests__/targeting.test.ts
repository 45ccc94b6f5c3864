// Targeting and enchanting restrictions from keyword abilities (CR 115, 702.11b hexproof, 702.18b
// shroud, 702.16b–c protection) with real cards: refused casts and activations name the rule,
// legal-target lists leave such objects out, and an Aura with the quality falls off (704.5m).
import { describe, expect, it } from 'vitest';
import { castOptions } from '../legal';
import { game, type Game } from '../../testing/harness';
import { CLASSIC_CARDS } from '../../testing/classic-cards';
import type { ScriptAction } from '../../scenario/schema';
import type { CardDef } from '../index';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };

function play(p1: object, p2: object, script: ScriptAction[] = []): Game {
  const g = game({ turn: main, players: { p1, p2 } }, script, { cards: CLASSIC_CARDS });
  expect(g.error).toBeNull();
  return g;
}

/** The candidates for the first target of casting `name` from p1's hand. */
function candidates(g: Game, name: string, player: 'p1' | 'p2' = 'p1'): string[] {
  const obj = g.get(name);
  return castOptions(g.engine.registry, g.state, player, obj.id).options[0]?.targets[0]?.candidates ?? [];
}

describe('hexproof (CR 702.11b) — Gladecover Scout', () => {
  const scout = { id: 'scout', card: 'Gladecover Scout' };
  it("an opponent's Lightning Bolt can't target it; its controller's can", () => {
    const g = play(
      { battlefield: ['Mountain'], hand: ['Lightning Bolt'] },
      { battlefield: [scout, 'Mountain'], hand: [{ id: 'b2', card: 'Lightning Bolt' }] },
    );
    expect(candidates(g, 'Lightning Bolt')).not.toContain(g.get('scout').id);
    const before = g.state;
    expect(() => g.act({ cast: 'Lightning Bolt', targets: ['scout'] })).toThrow(/hexproof.*CR 702\.11b/);
    expect(g.state).toBe(before);
    expect(castOptions(g.engine.registry, g.state, 'p2', g.get('b2').id).options[0]?.targets[0]?.candidates).toContain(
      g.get('scout').id,
    );
  });
  it("an opponent's ability (Prodigal Sorcerer) can't target it either", () => {
    const g = play({ battlefield: [{ id: 'ps', card: 'Prodigal Sorcerer' }] }, { battlefield: [scout] });
    expect(() => g.act({ activate: 'ps', targets: ['scout'] })).toThrow(/CR 702\.11b/);
    g.act({ activate: 'ps', targets: ['p2'] });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(19);
  });
});

describe('shroud (CR 702.18b) — Inkwell Leviathan', () => {
  it("no one's spells can target it, not even its controller's", () => {
    const g = play(
      { battlefield: [{ id: 'lev', card: 'Inkwell Leviathan' }, 'Mountain'], hand: ['Lightning Bolt'] },
      {},
    );
    expect(candidates(g, 'Lightning Bolt')).not.toContain(g.get('lev').id);
    expect(() => g.act({ cast: 'Lightning Bolt', targets: ['lev'] })).toThrow(/shroud.*CR 702\.18b/);
  });
});

describe('protection from a colour (CR 702.16b–c)', () => {
  const wk = { id: 'wk', card: 'White Knight', tapped: true };
  it("White Knight can't be the target of a black spell (Terror) or of an ability of a black source (Royal Assassin)", () => {
    const g = play(
      { battlefield: [{ id: 'ra', card: 'Royal Assassin' }, 'Swamp', 'Swamp'], hand: ['Terror'] },
      { battlefield: [wk, { id: 'bears', card: 'Grizzly Bears', tapped: true }] },
    );
    expect(candidates(g, 'Terror')).toEqual([g.get('bears').id]);
    expect(() => g.act({ cast: 'Terror', targets: ['wk'] })).toThrow(/protection from black.*CR 702\.16b/);
    expect(() => g.act({ activate: 'ra', targets: ['wk'] })).toThrow(/protection from black.*CR 702\.16b/);
    g.act({ activate: 'ra', targets: ['bears'] });
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });
  it("Black Knight can't be the target of a white source's ability (Samite Healer)", () => {
    const g = play(
      {
        battlefield: [
          { id: 'bk', card: 'Black Knight' },
          { id: 'healer', card: 'Samite Healer' },
        ],
      },
      {},
    );
    expect(() => g.act({ activate: 'healer', targets: ['bk'] })).toThrow(/protection from white.*CR 702\.16b/);
    g.act({ activate: 'healer', targets: ['healer'] });
    expect(g.stack()).toEqual(['Samite Healer ability']);
  });
  it("a black Aura can't be cast on White Knight; a white one can", () => {
    const g = play(
      {
        battlefield: [{ id: 'wk', card: 'White Knight' }, { id: 'bears', card: 'Grizzly Bears' }, 'Swamp', 'Plains'],
        hand: ['Unholy Strength', 'Holy Strength'],
      },
      {},
    );
    expect(candidates(g, 'Unholy Strength')).toEqual([g.get('bears').id]);
    expect(() => g.act({ cast: 'Unholy Strength', targets: ['wk'] })).toThrow(/protection from black.*CR 702\.16b/);
    g.act({ cast: 'Holy Strength', targets: ['wk'] });
    g.act({ pass: true });
    expect(g.get('Holy Strength').attachedTo).toBe(g.get('wk').id);
  });
  it('a board that attaches a black Aura to White Knight is refused with the reason', () => {
    expect(() =>
      game(
        {
          turn: main,
          players: {
            p1: {
              battlefield: [
                { id: 'wk', card: 'White Knight' },
                { card: 'Unholy Strength', attachedTo: 'wk' },
              ],
            },
          },
        },
        [],
        { cards: CLASSIC_CARDS },
      ),
    ).toThrow(/can't enchant White Knight/);
  });
  it('gaining protection from black makes a black Aura fall off (CR 704.5m): Black Ward on a creature with Unholy Strength', () => {
    const g = play(
      {
        battlefield: [
          { id: 'bears', card: 'Grizzly Bears' },
          { id: 'us', card: 'Unholy Strength', attachedTo: 'bears' },
          'Plains',
        ],
        hand: ['Black Ward'],
      },
      {},
      [{ cast: 'Black Ward', targets: ['bears'] }, { pass: true }],
    );
    const fell = g.events.find((e) => e.type === 'StateBasedAction' && e.rule === '704.5m');
    expect(fell?.text).toMatch(/protection from black/);
    expect(g.names('p1', 'graveyard')).toEqual(['Unholy Strength']);
    expect(g.get('Black Ward').attachedTo).toBe(g.get('bears').id);
  });
});

describe("targets rechecked on resolution read the ability's source (CR 608.2b)", () => {
  // A test card: its second ability targets "creature dealt damage by this creature this turn",
  // a filter that reads the ability's source, not the ability on the stack.
  const executioner: CardDef = {
    name: 'Test Executioner',
    manaCost: '{2}',
    typeLine: 'Creature — Human',
    oracle:
      '{0}: This creature deals 1 damage to target creature.\n{0}: Destroy target creature dealt damage by this creature this turn.',
    power: 1,
    toughness: 1,
    activated: [
      {
        cost: { mana: '{0}' },
        targets: [{ filter: { objects: { types: ['creature'] } }, min: 1, max: 1, label: 'target creature' }],
        steps: [{ do: 'damage', amount: 1, to: { ref: 'target', slot: 0 }, by: { ref: 'source' } }],
        text: '{0}: This creature deals 1 damage to target creature.',
      },
      {
        cost: { mana: '{0}' },
        targets: [
          {
            filter: { objects: { types: ['creature'], damagedBySourceThisTurn: true } },
            min: 1,
            max: 1,
            label: 'target creature dealt damage by this creature this turn',
          },
        ],
        steps: [{ do: 'destroy', what: { ref: 'target', slot: 0 } }],
        text: '{0}: Destroy target creature dealt damage by this creature this turn.',
      },
    ],
  };
  it('a creature the source damaged is still a legal target when the destroy ability resolves', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'ex', card: 'Test Executioner' }] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [
        { activate: 'ex', ability: 0, targets: ['bears'] },
        { pass: true },
        { activate: 'ex', ability: 1, targets: ['bears'] },
        { pass: true },
      ],
      { cards: [executioner] },
    );
    expect(g.error).toBeNull();
    expect(g.has('DidNotResolve')).toBe(false);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });
});
