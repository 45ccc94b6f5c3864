// A group that shares a name or a color with a target (CR 201.2, 105.1): "Destroy target nonland
// permanent and all other permanents with the same name as that permanent" (Maelstrom Pulse),
// "… to target creature and each other creature that shares a color with it" (Cleansing Beam),
// Izzet Staticaster's ability and Bile Blight's -3/-3. The target's name or colors are read as
// the instruction starts; every player's objects count. A permanent's "this creature and each
// other creature with the same name as it" (Cylian Sunsinger) reads its own name. "All other
// creatures its controller controls with the same name" (Declaration in Stone) stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const pulse = card(
  'Maelstrom Pulse',
  '{1}{B}{G}',
  'Sorcery',
  'Destroy target nonland permanent and all other permanents with the same name as that permanent.',
);
const beam = card(
  'Cleansing Beam',
  '{4}{R}',
  'Instant',
  'Radiance — Cleansing Beam deals 2 damage to target creature and each other creature that shares a color with it.',
);
const blight = card(
  'Bile Blight',
  '{B}{B}',
  'Instant',
  'Target creature and all other creatures with the same name as that creature get -3/-3 until end of turn.',
);
const staticaster = card(
  'Izzet Staticaster',
  '{1}{U}{R}',
  'Creature — Human Wizard',
  'Flash (You may cast this spell any time you could cast an instant.)\nHaste\n{T}: This creature deals 1 damage to target creature and each other creature with the same name as that creature.',
  '0/3',
);
const sunsinger = card(
  'Cylian Sunsinger',
  '{1}{G}',
  'Creature — Elf Shaman',
  '{R}{G}{W}: This creature and each other creature with the same name as it get +3/+3 until end of turn.',
  '2/2',
);
const piker = card('Goblin Piker', '{1}{R}', 'Creature — Goblin Warrior', "Goblin Piker can't block.", '2/1');
const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');

describe('group sharing a name or a color with a target (CR 201.2, 105.1)', () => {
  it('Maelstrom Pulse destroys every Grizzly Bears, both players’, and nothing else', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Maelstrom Pulse'],
            battlefield: ['Swamp', 'Forest', 'Forest', { id: 'mine', card: 'Grizzly Bears' }],
          },
          p2: {
            battlefield: [{ id: 'b1', card: 'Grizzly Bears' }, { id: 'b2', card: 'Grizzly Bears' }, 'Giant Spider'],
          },
        },
      },
      [{ cast: 'Maelstrom Pulse', targets: ['b1'] }, { pass: true }, { pass: true }],
      { cards: compiled(pulse) },
    );
    expect(g.error).toBeNull();
    expect(g.get('b1').zone).toBe('graveyard');
    expect(g.get('b2').zone).toBe('graveyard');
    expect(g.get('mine').zone).toBe('graveyard');
    expect(g.names('p2', 'battlefield')).toEqual(['Giant Spider']);
  });

  it('Cleansing Beam deals 2 damage to the red target and each other red creature, not to a green one', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Cleansing Beam'],
            battlefield: [...Array<string>(5).fill('Mountain'), { id: 'pk', card: 'Goblin Piker' }],
          },
          p2: {
            battlefield: [
              { id: 'hg', card: 'Hill Giant' },
              { id: 'gb', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ cast: 'Cleansing Beam', targets: ['hg'] }, { pass: true }, { pass: true }],
      { cards: compiled(beam, piker, giant) },
    );
    expect(g.error).toBeNull();
    expect(g.get('pk').zone).toBe('graveyard');
    expect(g.get('hg').zone).toBe('battlefield');
    expect(g.get('hg').damage).toBe(2);
    expect(g.get('gb').damage).toBe(0);
  });

  it('a colorless target shares no color: only the target is dealt damage', () => {
    const golem = card('Bronze Golem', '{4}', 'Artifact Creature — Golem', '', '3/3');
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Cleansing Beam'],
            battlefield: [...Array<string>(5).fill('Mountain'), { id: 'pk', card: 'Goblin Piker' }],
          },
          p2: { battlefield: [{ id: 'go', card: 'Bronze Golem' }] },
        },
      },
      [{ cast: 'Cleansing Beam', targets: ['go'] }, { pass: true }, { pass: true }],
      { cards: compiled(beam, piker, golem) },
    );
    expect(g.error).toBeNull();
    expect(g.get('go').damage).toBe(2);
    expect(g.get('pk').zone).toBe('battlefield');
  });

  it("Izzet Staticaster's ability kills every Llanowar Elves and spares the Bears", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'st', card: 'Izzet Staticaster' },
              { id: 'e1', card: 'Llanowar Elves' },
            ],
          },
          p2: {
            battlefield: [
              { id: 'e2', card: 'Llanowar Elves' },
              { id: 'gb', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ activate: 'st', ability: 0, targets: ['e2'] }, { pass: true }, { pass: true }],
      { cards: compiled(staticaster) },
    );
    expect(g.error).toBeNull();
    expect(g.get('e1').zone).toBe('graveyard');
    expect(g.get('e2').zone).toBe('graveyard');
    expect(g.get('gb').damage).toBe(0);
    expect(g.get('st').damage).toBe(0);
  });

  it('Bile Blight gives each Grizzly Bears -3/-3', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Bile Blight'], battlefield: ['Swamp', 'Swamp', { id: 'mine', card: 'Grizzly Bears' }] },
          p2: {
            battlefield: [
              { id: 'b1', card: 'Grizzly Bears' },
              { id: 'hg', card: 'Hill Giant' },
            ],
          },
        },
      },
      [{ cast: 'Bile Blight', targets: ['b1'] }, { pass: true }, { pass: true }],
      { cards: compiled(blight, giant) },
    );
    expect(g.error).toBeNull();
    expect(g.get('b1').zone).toBe('graveyard');
    expect(g.get('mine').zone).toBe('graveyard');
    expect(g.get('hg').zone).toBe('battlefield');
  });

  it('Cylian Sunsinger pumps itself and each other Cylian Sunsinger, not the Bears', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Mountain',
              'Forest',
              'Plains',
              { id: 's1', card: 'Cylian Sunsinger' },
              { id: 's2', card: 'Cylian Sunsinger' },
              { id: 'gb', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ activate: 's1', ability: 0 }, { pass: true }, { pass: true }],
      { cards: compiled(sunsinger) },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 's1')).toEqual([5, 5]);
    expect(pt(g, 's2')).toEqual([5, 5]);
    expect(pt(g, 'gb')).toEqual([2, 2]);
  });

  it('"all other creatures its controller controls with the same name as that creature" stays text', () => {
    const stone = card(
      'Declaration in Stone',
      '{1}{W}',
      'Sorcery',
      'Exile target creature and all other creatures its controller controls with the same name as that creature. That player investigates for each nontoken creature exiled this way.',
    );
    expect(unenforced(stone).length).toBeGreaterThan(0);
  });
});
