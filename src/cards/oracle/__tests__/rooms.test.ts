// Room cards (CR 709.5): split cards whose halves are doors of one enchantment permanent. Either
// half is cast as an enchantment spell with only that half's characteristics (709.3); as it
// resolves the Room enters with that door unlocked, and "When you unlock this door" triggers. A
// locked door's abilities don't exist; its controller may unlock it by paying its mana cost, a
// special action taken as a sorcery (116.2m). On the battlefield the Room has only its unlocked
// doors' characteristics. Real cards played.
import { describe, expect, it } from 'vitest';
import { castOptions, characteristics, readContext, RULE, specialActionOptions } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import type { CardData } from '../../data/card-data';
import { normalizeCard } from '../../data/faces';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const REMINDER =
  '(You may cast either half. That door unlocks on the battlefield. As a sorcery, you may pay the mana cost of a locked door to unlock it.)';

function room(name: string, faces: [string, string, string][]): CardData {
  return normalizeCard({
    name,
    layout: 'split',
    type_line: 'Enchantment — Room // Enchantment — Room',
    card_faces: faces.map(([n, cost, text]) => ({
      name: n,
      mana_cost: cost,
      type_line: 'Enchantment — Room',
      oracle_text: `${text}\n${REMINDER}`,
    })),
  });
}

const glassworks = room('Glassworks // Shattered Yard', [
  [
    'Glassworks',
    '{2}{R}',
    'When you unlock this door, this Room deals 4 damage to target creature an opponent controls.',
  ],
  ['Shattered Yard', '{4}{R}', 'At the beginning of your end step, this Room deals 1 damage to each opponent.'],
]);
const office = room('Restricted Office // Lecture Hall', [
  ['Restricted Office', '{2}{W}{W}', 'When you unlock this door, destroy all creatures with power 3 or greater.'],
  ['Lecture Hall', '{5}{U}{U}', 'Other permanents you control have hexproof.'],
]);
const leech = card(
  'Balemurk Leech',
  '{1}{B}',
  'Creature — Leech',
  'Eerie — Whenever an enchantment you control enters and whenever you fully unlock a Room, each opponent loses 1 life.',
  '2/2',
);
const CARDS = compiled(glassworks, office, leech);
const MOUNTAINS = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `m${i}`, card: 'Mountain' }));

function names(g: Game, ref: string): string[] {
  return [...characteristics(readContext(g.state, g.engine.registry), g.get(ref)).names];
}

/** p1 casts Glassworks with three Mountains at p2's Grizzly Bears; it resolves. */
function castGlassworks(mountains = 3): Game {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: MOUNTAINS(mountains), hand: [{ id: 'room', card: 'Glassworks // Shattered Yard' }] },
        p2: { battlefield: [{ id: 'giant', card: 'Grizzly Bears' }] },
      },
    },
    [],
    { cards: CARDS },
  );
  const opts = castOptions(g.engine.registry, g.state, 'p1', g.get('room').id);
  // Either half may be cast (CR 709.3), each for its own mana cost.
  expect(opts.options.map((o) => o.name)).toEqual(['Glassworks', 'Shattered Yard']);
  g.act({ cast: 'room', half: 'Glassworks' });
  // On the stack only the cast half's characteristics (709.3b).
  expect(g.stack()).toEqual(['Glassworks']);
  g.act({ pass: true });
  g.act({ pass: true });
  return g;
}

describe('Room cards (CR 709.5)', () => {
  it('the cast half enters unlocked: its "When you unlock this door" triggers; the Room has only that door\'s name', () => {
    const g = castGlassworks();
    expect(g.get('room').zone).toBe('battlefield');
    expect(g.get('room').unlocked).toEqual(['Glassworks']);
    expect(names(g, 'room')).toEqual(['Glassworks']);
    expect(g.has('DoorUnlocked', RULE.room)).toBe(true);
    // The trigger: 4 damage to target creature an opponent controls (Grizzly Bears, the only one).
    expect(g.has('AbilityTriggered')).toBe(true);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it("a locked door's abilities don't exist: Shattered Yard deals no damage at the end step until it is unlocked", () => {
    const g = castGlassworks(8);
    g.act({ pass: true });
    g.act({ pass: true });
    g.act({ advance: 'end' });
    g.act({ advance: 'next-turn' });
    expect(g.state.players.p2.life).toBe(20);
  });

  it('unlocking a locked door is a special action for its mana cost, as a sorcery; then its abilities work', () => {
    const g = castGlassworks(8);
    // Only as a sorcery: not in the beginning of combat step.
    g.act({ advance: 'combat' });
    const [opt] = specialActionOptions(g.engine.registry, g.state, 'p1');
    expect(opt).toMatchObject({ kind: 'unlock', door: 'Shattered Yard', cost: '{4}{R}', enabled: false });
    expect(opt?.reason?.rule).toBe(RULE.unlockDoor);
    expect(() => g.perform({ type: 'unlock', player: 'p1', object: g.get('room').id, door: 'Shattered Yard' })).toThrow(
      /main phase/,
    );
    g.act({ advance: 'main2' });
    expect(specialActionOptions(g.engine.registry, g.state, 'p2')).toEqual([]);
    const id = g.get('room').id;
    expect(() => g.perform({ type: 'unlock', player: 'p2', object: id, door: 'Shattered Yard' })).toThrow();
    g.perform({ type: 'unlock', player: 'p1', object: id, door: 'Shattered Yard' });
    // Nothing used the stack; five Mountains paid {4}{R}; the same object, now with both doors.
    expect(g.stack()).toEqual([]);
    expect(MOUNTAINS(8).filter((m) => g.get(m.id).tapped).length).toBe(8);
    expect(g.get('room').id).toBe(id);
    expect(names(g, 'room')).toEqual(['Glassworks', 'Shattered Yard']);
    expect(specialActionOptions(g.engine.registry, g.state, 'p1')).toEqual([]);
    g.act({ advance: 'end' });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(19);
  });

  it('a Room put onto the battlefield other than by its spell has both doors locked; unlocking Lecture Hall gives hexproof', () => {
    const ISLANDS = Array.from({ length: 7 }, (_, i) => ({ id: `i${i}`, card: 'Island' }));
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'room', card: 'Restricted Office // Lecture Hall' },
              { id: 'bears', card: 'Grizzly Bears' },
              ...ISLANDS,
            ],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    const keywords = (ref: string) => characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords;
    // Both doors locked: no name (and mana value 0), no abilities.
    expect(names(g, 'room')).toEqual([]);
    expect(characteristics(readContext(g.state, g.engine.registry), g.get('room')).manaValue).toBe(0);
    expect(keywords('bears')).not.toContain('hexproof');
    expect(specialActionOptions(g.engine.registry, g.state, 'p1').map((o) => [o.door, o.cost, o.enabled])).toEqual([
      ['Restricted Office', '{2}{W}{W}', false],
      ['Lecture Hall', '{5}{U}{U}', true],
    ]);
    // Both locked: the door must be named.
    expect(() => g.perform({ type: 'unlock', player: 'p1', object: g.get('room').id })).toThrow(/name the door/);
    g.perform({ type: 'unlock', player: 'p1', object: g.get('room').id, door: 'Lecture Hall' });
    expect(names(g, 'room')).toEqual(['Lecture Hall']);
    expect(characteristics(readContext(g.state, g.engine.registry), g.get('room')).manaValue).toBe(7);
    // "Other permanents you control have hexproof."
    expect(keywords('bears')).toContain('hexproof');
    expect(keywords('room')).not.toContain('hexproof');
    // Restricted Office stays locked: its unlock trigger didn't happen.
    expect(g.stack()).toEqual([]);
  });

  it('near miss: a door with a replacement effect (Torture Pit) stays text, so the card is not enforced', () => {
    const corridor = room('Spiked Corridor // Torture Pit', [
      [
        'Spiked Corridor',
        '{3}{R}',
        'When you unlock this door, create three 1/1 red Devil creature tokens with "When this token dies, it deals 1 damage to any target."',
      ],
      [
        'Torture Pit',
        '{3}{R}',
        'If a source you control would deal noncombat damage to an opponent, it deals that much damage plus 2 instead.',
      ],
    ]);
    expect(compileCard(corridor).status).not.toBe('full');
    expect(unenforced(corridor)).toEqual([
      'If a source you control would deal noncombat damage to an opponent, it deals that much damage plus 2 instead.',
    ]);
  });

  it('eerie (Balemurk Leech): an enchantment entering, and fully unlocking a Room (its second door), each trigger it; one door unlocking does not', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Balemurk Leech', ...MOUNTAINS(8)],
            hand: [{ id: 'room', card: 'Glassworks // Shattered Yard' }],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    // Resolve everything; two triggers at once (the Leech's and the door's, CR 603.3b) in any order.
    const settle = () => {
      for (let i = 0; i < 12 && (g.stack().length || g.state.pendingDecision); i++) {
        const d = g.state.pendingDecision;
        if (d?.kind === 'chooseOrder') g.act({ decide: d.options.map((o) => o.value) });
        else g.act({ pass: true });
      }
    };
    g.act({ cast: 'room', half: 'Glassworks' });
    settle();
    // The Room entered (an enchantment): 1 life. Unlocking Glassworks as it entered didn't fully unlock it.
    expect(g.state.players.p2.life).toBe(19);
    g.perform({ type: 'unlock', player: 'p1', object: g.get('room').id, door: 'Shattered Yard' });
    settle();
    expect(g.state.players.p2.life).toBe(18);
  });

  it('near miss: "and whenever" joining two events of one kind (Giott, King of the Dwarves) stays text', () => {
    const giott = card(
      'Giott, King of the Dwarves',
      '{R}{W}',
      'Legendary Creature — Dwarf Noble',
      'Double strike\nWhenever Giott or another Dwarf you control enters and whenever an Equipment you control enters, you may discard a card. If you do, draw a card.',
      '1/1',
    );
    expect(unenforced(giott)).toEqual([
      'Whenever Giott or another Dwarf you control enters and whenever an Equipment you control enters, you may discard a card. If you do, draw a card.',
    ]);
  });
});
