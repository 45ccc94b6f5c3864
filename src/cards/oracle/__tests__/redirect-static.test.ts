// "All damage that would be dealt to you is dealt to ~ instead" (CR 614.9): a static redirection,
// not prevention. Empyrial Archangel takes a Lightning Bolt aimed at its controller; Palisade Giant
// takes a Shock aimed at another creature its controller controls, but not one aimed at itself;
// Treacherous Link sends damage to the enchanted creature to that creature's controller. With
// Pariah and Treacherous Link on one creature, the damage redirected back to the player is a
// modified event Pariah can't apply to again (614.5). Martyrs of Korlis ("As long as … untapped,
// … by artifacts") stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const archangel = card(
  'Empyrial Archangel',
  '{4}{G}{W}{W}{U}',
  'Creature — Angel',
  "Flying\nShroud (This creature can't be the target of spells or abilities.)\nAll damage that would be dealt to you is dealt to this creature instead.",
  '5/8',
);
const giant = card(
  'Palisade Giant',
  '{4}{W}{W}',
  'Creature — Giant Soldier',
  'All damage that would be dealt to you and other permanents you control is dealt to this creature instead.',
  '2/7',
);
const pariah = card(
  'Pariah',
  '{2}{W}',
  'Enchantment — Aura',
  'Enchant creature\nAll damage that would be dealt to you is dealt to enchanted creature instead.',
);
const link = card(
  'Treacherous Link',
  '{1}{B}',
  'Enchantment — Aura',
  'Enchant creature\nAll damage that would be dealt to enchanted creature is dealt to its controller instead.',
);
const martyrs = card(
  'Martyrs of Korlis',
  '{3}{W}{W}',
  'Creature — Human',
  'As long as this creature is untapped, all damage that would be dealt to you by artifacts is dealt to this creature instead.',
  '1/6',
);
const CARDS = compiled(archangel, giant, pariah, link);

describe('"All damage that would be dealt to … is dealt to … instead" (CR 614.9)', () => {
  it('Empyrial Archangel: a Lightning Bolt at its controller is dealt to it instead', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', { id: 'angel', card: 'Empyrial Archangel' }], hand: ['Lightning Bolt'] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['p1'] }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(20);
    expect(g.get('angel').damage).toBe(3);
  });

  it('Palisade Giant takes damage to another permanent its controller controls, not to itself twice', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Mountain',
              'Mountain',
              { id: 'giant', card: 'Palisade Giant' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
            hand: ['Shock', 'Lightning Bolt'],
          },
        },
      },
      [
        { cast: 'Shock', targets: ['bears'] },
        { pass: true },
        { pass: true },
        { cast: 'Lightning Bolt', targets: ['giant'] },
        { pass: true },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('bears').damage).toBe(0);
    expect(g.get('giant').damage).toBe(5);
  });

  it("Treacherous Link: damage to the enchanted creature is dealt to that creature's controller", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', { card: 'Treacherous Link', attachedTo: 'bears' }],
            hand: ['Lightning Bolt'],
          },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['bears'] }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(17);
    expect(g.names('p2', 'battlefield')).toContain('Grizzly Bears');
    expect(g.get('bears').damage).toBe(0);
  });

  it('Pariah and Treacherous Link on one creature: the damage comes back once and is dealt (CR 614.5)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Mountain',
              { id: 'bears', card: 'Grizzly Bears' },
              { card: 'Pariah', attachedTo: 'bears' },
              { card: 'Treacherous Link', attachedTo: 'bears' },
            ],
            hand: ['Lightning Bolt'],
          },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['p1'] }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(17);
    expect(g.get('bears').damage).toBe(0);
  });

  it('near miss: "As long as ~ is untapped, … by artifacts …" stays text', () => {
    expect(unenforced(martyrs)).toHaveLength(1);
  });
});
