// Regeneration and indestructible with real cards (CR 701.19, 614.8, 702.12): a shield saves a
// permanent once from destruction — by a destroy effect or by lethal damage / deathtouch
// (704.5g–h) — removing its damage, tapping it; "can't be regenerated" (Terror) skips it; it is
// no help against toughness 0 (704.5f) or sacrifice; it ends with the turn (514.2).
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../testing/harness';
import { CLASSIC_CARDS } from '../../testing/classic-cards';
import type { ScriptAction } from '../../scenario/schema';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };

function play(p1: object, p2: object, script: ScriptAction[]): Game {
  const g = game({ turn: main, players: { p1, p2: { library: ['Island'], ...p2 } } }, script, { cards: CLASSIC_CARDS });
  expect(g.error).toBeNull();
  return g;
}

const skeletons = { id: 'sk', card: 'Drudge Skeletons' };
const bolts = { battlefield: ['Mountain', 'Mountain'], hand: ['Lightning Bolt', 'Lightning Bolt'] };

describe('Drudge Skeletons: {B}: Regenerate this creature (CR 701.19a)', () => {
  it('a shield saves it once from lethal damage: damage removed, tapped; the next Lightning Bolt kills it', () => {
    const g = play({ battlefield: [skeletons, 'Swamp'] }, bolts, [
      { activate: 'sk' },
      { pass: true },
      { cast: 'Lightning Bolt', player: 'p2', targets: ['sk'] },
      { pass: true },
    ]);
    const sk = g.get('sk');
    expect(sk.zone).toBe('battlefield');
    expect(sk.damage).toBe(0);
    expect(sk.tapped).toBe(true);
    expect(g.has('ReplacementApplied', '701.19a')).toBe(true);
    expect(g.state.shields).toEqual([]);
    g.act({ cast: 'Lightning Bolt', player: 'p2', targets: ['sk'] });
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Drudge Skeletons']);
  });
  it('two shields save it twice', () => {
    const g = play({ battlefield: [skeletons, 'Swamp', 'Swamp'] }, bolts, [
      { activate: 'sk' },
      { pass: true },
      { activate: 'sk' },
      { pass: true },
      { cast: 'Lightning Bolt', player: 'p2', targets: ['sk'] },
      { pass: true },
      { cast: 'Lightning Bolt', player: 'p2', targets: ['sk'] },
      { pass: true },
    ]);
    expect(g.get('sk').zone).toBe('battlefield');
    expect(g.events.filter((e) => e.type === 'ReplacementApplied' && e.rule === '701.19a')).toHaveLength(2);
  });
  it('the shield ends in the cleanup step (CR 514.2)', () => {
    const g = play({ battlefield: [skeletons, 'Swamp'] }, bolts, [
      { activate: 'sk' },
      { pass: true },
      { advance: 'next-turn' },
    ]);
    expect(g.state.shields).toEqual([]);
    g.act({ cast: 'Lightning Bolt', player: 'p2', targets: ['sk'] });
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Drudge Skeletons']);
  });
  it('toughness 0 is not destruction (CR 704.5f): Weakness puts it into the graveyard despite the shield', () => {
    const g = play({ battlefield: [skeletons, 'Swamp', 'Swamp'], hand: ['Weakness'] }, {}, [
      { activate: 'sk' },
      { pass: true },
      { cast: 'Weakness', targets: ['sk'] },
      { pass: true },
    ]);
    expect(g.has('StateBasedAction', '704.5f')).toBe(true);
    expect(g.names('p1', 'graveyard')).toEqual(['Drudge Skeletons', 'Weakness']);
  });
  it('sacrifice is not destruction: Fling sacrifices it despite the shield', () => {
    const g = play({ battlefield: [skeletons, 'Swamp', 'Mountain', 'Mountain'], hand: ['Fling'] }, {}, [
      { activate: 'sk' },
      { pass: true },
      { cast: 'Fling', sacrifice: 'sk', targets: ['p2'] },
      { pass: true },
    ]);
    expect(g.names('p1', 'graveyard')).toContain('Drudge Skeletons');
    expect(g.state.players.p2.life).toBe(19);
  });
  it("deathtouch damage destroys (CR 704.5h), so a shield saves Wall of Bone (1/4) from Typhoid Rats' 1 damage", () => {
    const g = game(
      {
        turn: { number: 4, active: 'p2', phase: 'main1' },
        players: {
          p1: { battlefield: [{ id: 'wb', card: 'Wall of Bone' }, 'Swamp'] },
          p2: { battlefield: [{ id: 'rats', card: 'Typhoid Rats' }] },
        },
      },
      [
        { advance: 'declareAttackers' },
        { attack: ['rats'] },
        { block: { wb: 'rats' } },
        { activate: 'wb', player: 'p1' },
        { pass: true },
        { pass: true },
      ],
      { cards: CLASSIC_CARDS },
    );
    expect(g.error).toBeNull();
    const wb = g.get('wb');
    const sbaOn = (rule: string) =>
      g.events.some((e) => e.type === 'StateBasedAction' && e.rule === rule && e.objects.includes(wb.id));
    expect(sbaOn('704.5h')).toBe(true);
    expect(sbaOn('704.5g')).toBe(false);
    expect(wb.zone).toBe('battlefield');
    expect(g.get('wb').damage).toBe(0);
    expect(g.names('p2', 'graveyard')).toEqual(['Typhoid Rats']);
  });
  it("without a shield, Typhoid Rats' 1 damage destroys Wall of Bone (1/4)", () => {
    const g = game(
      {
        turn: { number: 4, active: 'p2', phase: 'main1' },
        players: {
          p1: { battlefield: [{ id: 'wb', card: 'Wall of Bone' }] },
          p2: { battlefield: [{ id: 'rats', card: 'Typhoid Rats' }] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['rats'] }, { block: { wb: 'rats' } }, { pass: true }],
      { cards: CLASSIC_CARDS },
    );
    expect(g.names('p1', 'graveyard')).toEqual(['Wall of Bone']);
  });
});

describe('Regeneration (the Aura): {G}: Regenerate enchanted creature', () => {
  it('the shield is on the enchanted creature, not on the Aura: Grizzly Bears survive Lightning Bolt', () => {
    const g = play(
      {
        battlefield: [
          { id: 'bears', card: 'Grizzly Bears' },
          { id: 'aura', card: 'Regeneration', attachedTo: 'bears' },
          'Forest',
        ],
      },
      bolts,
      [
        { activate: 'aura' },
        { pass: true },
        { cast: 'Lightning Bolt', player: 'p2', targets: ['bears'] },
        { pass: true },
      ],
    );
    expect(g.get('bears').zone).toBe('battlefield');
    expect(g.get('bears').tapped).toBe(true);
    expect(g.get('aura').attachedTo).toBe(g.get('bears').id);
  });
});

describe('destroy effects and regeneration', () => {
  const troll = { id: 'troll', card: 'Uthden Troll', tapped: true };
  it('Royal Assassin\'s "destroy target tapped creature" is replaced by Uthden Troll\'s shield', () => {
    const g = play({ battlefield: [troll, 'Mountain'] }, { battlefield: [{ id: 'ra', card: 'Royal Assassin' }] }, [
      { activate: 'troll' },
      { pass: true },
      { activate: 'ra', player: 'p2', targets: ['troll'] },
      { pass: true },
    ]);
    expect(g.get('troll').zone).toBe('battlefield');
    expect(g.has('ReplacementApplied', '701.19a')).toBe(true);
  });
  it('without a shield Royal Assassin destroys it', () => {
    const g = play({ battlefield: [troll] }, { battlefield: [{ id: 'ra', card: 'Royal Assassin' }] }, [
      { activate: 'ra', player: 'p2', targets: ['troll'] },
      { pass: true },
    ]);
    expect(g.names('p1', 'graveyard')).toEqual(['Uthden Troll']);
  });
  it('Terror: "It can\'t be regenerated" (CR 701.19c) — the shield doesn\'t apply', () => {
    const g = play({ battlefield: [troll, 'Mountain'] }, { battlefield: ['Swamp', 'Swamp'], hand: ['Terror'] }, [
      { activate: 'troll' },
      { pass: true },
      { cast: 'Terror', player: 'p2', targets: ['troll'] },
      { pass: true },
    ]);
    expect(g.has('Note', '701.19c')).toBe(true);
    expect(g.names('p1', 'graveyard')).toEqual(['Uthden Troll']);
  });
  it("Terror can't target a black creature (its target filter: nonblack)", () => {
    const g = play(
      { battlefield: [skeletons, { id: 'bears', card: 'Grizzly Bears' }] },
      { battlefield: ['Swamp', 'Swamp'], hand: ['Terror'] },
      [],
    );
    expect(() => g.act({ cast: 'Terror', player: 'p2', targets: ['sk'] })).toThrow(/not a legal target/);
    g.act({ cast: 'Terror', player: 'p2', targets: ['bears'] });
  });
  it("a shield doesn't follow the card to another zone: cast again, it is a new object without one (CR 400.7)", () => {
    const g = play(
      { battlefield: [skeletons, 'Swamp', 'Swamp', 'Swamp'] },
      { battlefield: ['Island', 'Mountain'], hand: ['Unsummon', 'Lightning Bolt'] },
      [
        { activate: 'sk' },
        { pass: true },
        { cast: 'Unsummon', player: 'p2', targets: ['sk'] },
        { pass: true },
        { cast: 'Drudge Skeletons' },
        { pass: true },
        { cast: 'Lightning Bolt', player: 'p2', targets: ['sk'] },
        { pass: true },
      ],
    );
    expect(g.names('p1', 'graveyard')).toEqual(['Drudge Skeletons']);
    expect(g.has('ReplacementApplied', '701.19a')).toBe(false);
  });
});

describe('indestructible (CR 702.12b) — Darksteel Myr', () => {
  const myr = { id: 'myr', card: 'Darksteel Myr', tapped: true };
  it('isn\'t destroyed by "destroy" (Royal Assassin) nor by lethal damage (Lightning Bolt)', () => {
    const g = play(
      { battlefield: [myr] },
      { battlefield: [{ id: 'ra', card: 'Royal Assassin' }, 'Mountain'], hand: ['Lightning Bolt'] },
      [
        { activate: 'ra', player: 'p2', targets: ['myr'] },
        { pass: true },
        { cast: 'Lightning Bolt', player: 'p2', targets: ['myr'] },
        { pass: true },
      ],
    );
    expect(g.get('myr').zone).toBe('battlefield');
    expect(g.get('myr').damage).toBe(3);
    expect(g.has('Note', '702.12b')).toBe(true);
    expect(g.has('StateBasedAction', '704.5g')).toBe(false);
  });
  it("isn't destroyed by deathtouch damage (Typhoid Rats)", () => {
    const g = game(
      {
        turn: { number: 4, active: 'p2', phase: 'main1' },
        players: {
          p1: { battlefield: [{ id: 'myr', card: 'Darksteel Myr' }] },
          p2: { battlefield: [{ id: 'rats', card: 'Typhoid Rats' }] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['rats'] }, { block: { myr: 'rats' } }, { advance: 'main2' }],
      { cards: CLASSIC_CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('myr').zone).toBe('battlefield');
    expect(g.get('myr').damage).toBe(1);
    expect(g.state.deathtouched).toEqual([]);
  });
});
