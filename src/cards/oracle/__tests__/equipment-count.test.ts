// "Equipment" is one word for one Equipment and for many (CR 301.5, 205.3g): "the number of
// Equipment you control" counts every Equipment its controller controls, attached or not;
// "each other Merfolk and/or Knight you control" (an and/or list of singular kinds, Merfolk being
// the same word for one and many) is any one permanent with either subtype.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const judgmentBolt = card(
  'Judgment Bolt',
  '{3}{R}',
  'Instant',
  "Judgment Bolt deals 5 damage to target creature and X damage to that creature's controller, where X is the number of Equipment you control.",
);
const slashOfLight = card(
  'Slash of Light',
  '{1}{W}',
  'Instant',
  'Slash of Light deals damage equal to the number of creatures you control plus the number of Equipment you control to target creature.',
);
const bonesplitter = card('Bonesplitter', '{1}', 'Artifact — Equipment', 'Equipped creature gets +2/+0.\nEquip {1}');
const beardedAxe = card(
  'Bearded Axe',
  '{2}{R}',
  'Artifact — Equipment',
  'Equipped creature gets +1/+1 for each Dwarf, Equipment, and/or Vehicle you control.\nEquip {2}',
);
const waveKnight = card(
  'Vodalian Wave-Knight',
  '{2}{W}{U}',
  'Creature — Merfolk Knight',
  'Whenever you draw a card, put a +1/+1 counter on each other Merfolk and/or Knight you control.',
  '3/3',
);
const merfolk = card('Coral Merfolk', '{1}{U}', 'Creature — Merfolk', '', '2/1');
const recklessCrew = card(
  'Reckless Crew',
  '{3}{R}',
  'Sorcery',
  'Create X 2/1 red Dwarf Berserker creature tokens, where X is the number of Vehicles you control plus the number of Equipment you control. For each of those tokens, you may attach an Equipment you control to it.',
);
/** A vanilla 6/4 (no text). */
const craw = card('Craw Wurm', '{4}{G}{G}', 'Creature — Wurm', '', '6/4');

const lands = (name: string, n: number) => Array<string>(n).fill(name);

describe('the number of Equipment you control (CR 301.5)', () => {
  it('Judgment Bolt: 5 to the creature, and to its controller as many as the caster has Equipment (2)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [...lands('Mountain', 4), 'Bonesplitter', 'Bonesplitter'],
            hand: ['Judgment Bolt'],
          },
          p2: { life: 20, battlefield: [{ id: 'wurm', card: 'Craw Wurm' }, 'Bonesplitter'] },
        },
      },
      [{ cast: 'Judgment Bolt', targets: ['wurm'] }, { pass: true }],
      { cards: compiled(judgmentBolt, bonesplitter, craw) },
    );
    expect(g.error).toBeNull();
    // p2's own Bonesplitter doesn't count: "you control" is the caster.
    expect(g.state.players.p2.life).toBe(18);
    expect(g.names('p2', 'graveyard')).toEqual(['Craw Wurm']);
  });

  it('Slash of Light: creatures plus Equipment, an attached Equipment counted too (1 + 2 = 3)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              ...lands('Plains', 2),
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'axe', card: 'Bonesplitter', attachedTo: 'bears' },
              'Bonesplitter',
            ],
            hand: ['Slash of Light'],
          },
          p2: { battlefield: [{ id: 'wurm', card: 'Craw Wurm' }] },
        },
      },
      [{ cast: 'Slash of Light', targets: ['wurm'] }, { pass: true }],
      { cards: compiled(slashOfLight, bonesplitter, craw) },
    );
    expect(g.error).toBeNull();
    expect(g.get('wurm').damage).toBe(3);
  });

  it('Bearded Axe: "each Dwarf, Equipment, and/or Vehicle" counts the Axe itself and Bonesplitter, once each', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'axe', card: 'Bearded Axe', attachedTo: 'bears' },
              'Bonesplitter',
            ],
          },
        },
      },
      [],
      { cards: compiled(beardedAxe, bonesplitter) },
    );
    expect(g.error).toBeNull();
    expect(pt(g, 'bears')).toEqual([4, 4]);
  });

  it('Reckless Crew stays text (attaching Equipment to each token is not read)', () => {
    expect(unenforced(recklessCrew)).toHaveLength(1);
  });
});

describe('an and/or list with a noun the same for one and many (CR 205.3)', () => {
  it('Vodalian Wave-Knight: each draw puts a counter on the other Merfolk and Knights, not on a Bear', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              ...lands('Island', 3),
              { id: 'knight', card: 'Vodalian Wave-Knight' },
              { id: 'merfolk', card: 'Coral Merfolk' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
            hand: ['Divination'],
            library: lands('Plains', 4),
          },
        },
      },
      [{ cast: 'Divination' }, { pass: true }],
      { cards: compiled(waveKnight, merfolk) },
    );
    expect(g.error).toBeNull();
    // Two triggers at once: their order (CR 603.3b) doesn't matter here.
    if (g.state.pendingDecision?.purpose === 'trigger-order') g.act({ decide: ['0', '1'] });
    for (let i = 0; i < 4 && g.state.stack.length; i++) g.act({ pass: true });
    expect(g.state.stack).toHaveLength(0);
    // Two cards drawn: two triggers, one counter each on Coral Merfolk; none on the Knight itself or the Bear.
    expect(pt(g, 'merfolk')).toEqual([4, 3]);
    expect(pt(g, 'knight')).toEqual([3, 3]);
    expect(pt(g, 'bears')).toEqual([2, 2]);
  });
});
