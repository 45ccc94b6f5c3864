// Dungeons (CR 309), venturing into the dungeon (701.49) and the initiative (725). The four
// dungeon cards are card files (src/cards/data/dungeons/) the compiler reads: each room a
// triggered ability "When you move your venture marker into this room, …" (309.4c) with the
// rooms its arrows lead to. The venture marker moves room to room, its owner choosing where two
// arrows lead (309.5b); a dungeon whose last room's ability has left the stack is removed and
// completed (704.5t, 309.7). "Venture into the dungeon" and "you take the initiative" are read
// only once every dungeon they may lead into is read in full: until then they stay text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { DUNGEON_DATA } from '../../data/dungeons';
import { normalizeCard } from '../../data/faces';
import { compileCard } from '../compile';
import { card } from './card';
import { dungeon, initiator, venturer } from './dungeon-cards';
import { compiled, main, unenforced } from './compiled';

const lostMine = dungeon('Lost Mine of Phandelver');

const safana = card(
  'Safana, Calimport Cutthroat',
  '{3}{B}',
  'Legendary Creature — Human Rogue',
  "Menace\nAt the beginning of your end step, if you have the initiative, create a Treasure token. Create three of those tokens instead if you've completed a dungeon.\nChoose a Background (You can have a Background as a second commander.)",
  '4/3',
);
const veteran = card(
  'Veteran Dungeoneer',
  '{3}{W}',
  'Creature — Human Warrior',
  'When this creature enters, venture into the dungeon. (Enter the first room or advance to the next room.)',
  '3/4',
);
const paladin = card(
  'Goliath Paladin',
  '{4}{W}',
  'Creature — Giant Knight',
  'Vigilance\nWhen this creature enters, you take the initiative.',
  '3/6',
);
const library = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island', 'Island'];

/** Both players pass: the top of the stack resolves. */
function resolveTop(g: ReturnType<typeof game>): void {
  g.act({ pass: true });
}

describe('dungeon cards (CR 309)', () => {
  it('Lost Mine of Phandelver: seven rooms, top first, each with the rooms its arrows lead to', () => {
    expect(lostMine.status).toBe('full');
    const rooms = (lostMine.def.triggered ?? []).map((t) => t.on);
    expect(rooms).toEqual([
      { event: 'room', name: 'Cave Entrance', next: [1, 2] },
      { event: 'room', name: 'Goblin Lair', next: [3, 4] },
      { event: 'room', name: 'Mine Tunnels', next: [4, 5] },
      { event: 'room', name: 'Storeroom', next: [6] },
      { event: 'room', name: 'Dark Pool', next: [6] },
      { event: 'room', name: 'Fungi Cavern', next: [6] },
      { event: 'room', name: 'Temple of Dumathoin', next: [] },
    ]);
  });

  it('a dungeon with a room left as text has no room abilities at all (its arrows would be broken)', () => {
    const data = DUNGEON_DATA.find((d) => d.name === 'Tomb of Annihilation')!;
    const oracle = data.oracle_text?.replace(
      'Each player loses 1 life.',
      'Each player loses 1 life unless they pay {2} and 2 life.',
    );
    const tomb = compileCard(normalizeCard({ ...data, oracle_text: oracle }));
    expect(tomb.status).toBe('partial');
    expect(tomb.def.triggered).toBeUndefined();
    expect(tomb.abilities.filter((a) => !a.enforced).map((a) => a.text.split(' — ')[0])).toEqual(['Trapped Entry']);
    // Every dungeon reads in full (the ventured ones' last rooms: dungeon-rooms.test.ts; Undercity's:
    // reveal-then-shuffle.test.ts).
    for (const d of DUNGEON_DATA) expect(dungeon(d.name).status).toBe('full');
    expect(dungeon('Undercity').def.triggered).toHaveLength(9);
  });

  it('venturing: into the first room, then along the arrow chosen, to the last room; then the dungeon is completed', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Venture Test', 'Venture Test', 'Venture Test', 'Venture Test', 'Initiative Test'],
            battlefield: ['Safana, Calimport Cutthroat'],
            library,
          },
          p2: { library },
        },
      },
      [],
      { cards: [lostMine.def, venturer, initiator, ...compiled(safana)] },
    );
    g.act({ cast: 'Venture Test' });
    resolveTop(g);
    // Only Lost Mine is in this game's registry: entered without a choice, marker on Cave Entrance.
    const dungeonId = g.state.players.p1.command?.[0];
    expect(dungeonId).toBeDefined();
    expect(g.state.venture?.p1).toEqual({ dungeon: dungeonId, room: 0 });
    // Cave Entrance's room ability is on the stack (CR 309.4c): scry 1.
    expect(g.stack().length).toBe(1);
    resolveTop(g);
    g.act({ decide: false });
    expect(g.stack().length).toBe(0);

    g.act({ cast: 'Venture Test' });
    resolveTop(g);
    // Two arrows: the player chooses (CR 309.5b).
    const choice = g.state.pendingDecision;
    expect(choice?.player).toBe('p1');
    expect(choice?.options.map((o) => o.label)).toEqual(['Goblin Lair', 'Mine Tunnels']);
    g.act({ decide: 'Mine Tunnels' });
    resolveTop(g);
    expect(g.names('p1', 'battlefield')).toContain('Treasure Token (token)');

    g.act({ cast: 'Venture Test' });
    resolveTop(g);
    expect(g.state.pendingDecision?.options.map((o) => o.label)).toEqual(['Dark Pool', 'Fungi Cavern']);
    g.act({ decide: 'Dark Pool' });
    resolveTop(g);
    expect(g.state.players.p2.life).toBe(19);
    expect(g.state.players.p1.life).toBe(21);
    expect(g.state.completedDungeons).toBeUndefined();

    const hand = g.state.players.p1.hand.length;
    g.act({ cast: 'Venture Test' });
    resolveTop(g);
    // Temple of Dumathoin: the last room. The dungeon stays while its ability waits (CR 704.5t).
    expect(g.state.venture?.p1?.room).toBe(6);
    expect(g.state.players.p1.command).toEqual([dungeonId]);
    resolveTop(g);
    expect(g.state.players.p1.hand.length).toBe(hand);
    // Drawn a card (the cast one left the hand), and the dungeon removed: completed (309.7).
    expect(g.state.players.p1.command ?? []).toEqual([]);
    expect(g.state.venture?.p1).toBeUndefined();
    expect(g.state.completedDungeons?.p1).toEqual(['Lost Mine of Phandelver']);
    // Safana: with the initiative and a completed dungeon, three Treasures instead of one.
    g.act({ cast: 'Initiative Test' });
    resolveTop(g);
    resolveTop(g);
    g.act({ advance: 'end' });
    resolveTop(g);
    expect(g.names('p1', 'battlefield').filter((n) => n === 'Treasure Token (token)').length).toBe(1 + 3);
  });
});

describe('the initiative (CR 725)', () => {
  it('taking it, "if you have the initiative", "if you\'ve completed a dungeon" (Safana)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Initiative Test'], battlefield: ['Safana, Calimport Cutthroat'], library },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }], library },
        },
      },
      [],
      { cards: [...compiled(safana), initiator] },
    );
    g.act({ cast: 'Initiative Test' });
    resolveTop(g);
    expect(g.state.initiative).toBe('p1');
    // "Whenever a player takes the initiative, that player ventures into Undercity" (no source, 725.2).
    expect(g.stack().length).toBe(1);
    resolveTop(g);
    g.act({ advance: 'end' });
    resolveTop(g);
    const treasures = () => g.names('p1', 'battlefield').filter((n) => n === 'Treasure Token (token)').length;
    expect(treasures()).toBe(1);
    // p2's creature deals combat damage to p1, who has the initiative: p2 takes it.
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['bears'], player: 'p2' });
    g.act({ block: {}, player: 'p1' });
    g.act({ advance: 'combatDamage' });
    expect(g.state.players.p1.life).toBe(18);
    resolveTop(g);
    expect(g.state.initiative).toBe('p2');
  });
});

describe('with every dungeon read, the instructions that lead into them are read', () => {
  it('"venture into the dungeon" (Veteran Dungeoneer): its player chooses one of the three dungeons (CR 701.49a)', () => {
    expect(unenforced(veteran)).toEqual([]);
    const ventured = ['Lost Mine of Phandelver', 'Dungeon of the Mad Mage', 'Tomb of Annihilation'];
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Veteran Dungeoneer'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains'], library },
          p2: { library },
        },
      },
      [],
      { cards: [...compiled(veteran), ...DUNGEON_DATA.map((d) => dungeon(d.name).def)] },
    );
    g.act({ cast: 'Veteran Dungeoneer' });
    resolveTop(g);
    resolveTop(g);
    // Never Undercity (701.49d): only the initiative leads there.
    expect(g.state.pendingDecision?.options.map((o) => o.label).sort()).toEqual([...ventured].sort());
    g.act({ decide: 'Dungeon of the Mad Mage' });
    expect(g.names('p1', 'command')).toEqual(['Dungeon of the Mad Mage']);
    resolveTop(g);
    // Yawning Portal: you gain 1 life.
    expect(g.state.players.p1.life).toBe(21);
  });

  it('"you take the initiative" (Goliath Paladin) is read: Undercity reads in full; it ventures into Undercity', () => {
    expect(unenforced(paladin)).toEqual([]);
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Goliath Paladin'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains'], library },
          p2: { library },
        },
      },
      [],
      { cards: [...compiled(paladin), dungeon('Undercity').def] },
    );
    g.act({ cast: 'Goliath Paladin' });
    resolveTop(g);
    // Its enters trigger: p1 takes the initiative, which triggers "that player ventures into Undercity" (725.2).
    resolveTop(g);
    expect(g.state.initiative).toBe('p1');
    resolveTop(g);
    // The marker on Undercity's first room, whose ability (search for a basic land) waits on the stack.
    expect(g.names('p1', 'command')).toEqual(['Undercity']);
    expect(g.state.venture?.p1).toEqual({ dungeon: g.state.players.p1.command?.[0], room: 0 });
    expect(g.stack()).toEqual(['Undercity (Secret Entrance) ability']);
  });
});
