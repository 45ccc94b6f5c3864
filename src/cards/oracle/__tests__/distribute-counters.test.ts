// Distributing counters (CR 601.2d; 602.2b for activated and 603.3d for triggered abilities):
// "Distribute two +1/+1 counters among one or two target creatures", "… among any number of
// target creatures you control", "… among up to four target creatures you control": the
// controller chooses the targets, then how the counters are divided, each target getting at least
// one, as the spell is cast or the ability is put on the stack. The division stands as it resolves
// (608.2b: an illegal target's share is not put anywhere).
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const elvenRite = card(
  'Elven Rite',
  '{1}{G}',
  'Sorcery',
  'Distribute two +1/+1 counters among one or two target creatures.',
);
const splendidAgony = card(
  'Splendid Agony',
  '{2}{B}',
  'Instant',
  'Distribute two -1/-1 counters among one or two target creatures.',
);
const gearhulk = card(
  'Verdurous Gearhulk',
  '{3}{G}{G}',
  'Artifact Creature — Construct',
  'Trample\nWhen this creature enters, distribute four +1/+1 counters among any number of target creatures you control.',
  '4/4',
);
const seedcore = card(
  'Storm the Seedcore',
  '{2}{G}{G}',
  'Sorcery',
  'Distribute four +1/+1 counters among up to four target creatures you control. Creatures you control gain vigilance and trample until end of turn.',
);
const ajani = card(
  'Ajani, Mentor of Heroes',
  '{3}{G}{W}',
  'Legendary Planeswalker — Ajani',
  '+1: Distribute three +1/+1 counters among one, two, or three target creatures you control.\n+1: Look at the top four cards of your library. You may reveal an Aura, creature, or planeswalker card from among them and put it into your hand. Put the rest on the bottom of your library in any order.\n−8: You gain 100 life.',
);
ajani.loyalty = '4';
const jugan = card(
  'Jugan, the Rising Star',
  '{3}{G}{G}{G}',
  'Legendary Creature — Dragon Spirit',
  'Flying\nWhen Jugan dies, you may distribute five +1/+1 counters among any number of target creatures.',
  '5/5',
);
const murder = card('Murder', '{1}{B}{B}', 'Instant', 'Destroy target creature.');
const cards = compiled(elvenRite, splendidAgony, gearhulk, seedcore, ajani, jugan, murder);

const forests = (n: number) => Array<string>(n).fill('Forest');

function board(hand: string[], mine: (string | object)[] = [], lands = forests(6)) {
  return {
    turn: main,
    players: {
      p1: {
        battlefield: [...lands, { id: 'bears', card: 'Grizzly Bears' }, ...mine],
        hand,
        library: ['Island', 'Island', 'Island', 'Island', 'Island'],
      },
      p2: {
        battlefield: [
          { id: 'spider', card: 'Giant Spider' },
          { id: 'elf', card: 'Llanowar Elves' },
        ],
        library: ['Island', 'Island'],
      },
    },
  };
}

function pt(g: Game, ref: string): [number | null, number | null] {
  const ch = characteristics(readContext(g.state, g.engine.registry), g.get(ref));
  return [ch.power, ch.toughness];
}

describe('a spell: the caster divides the counters after choosing targets (CR 601.2d)', () => {
  it('Elven Rite at two targets: one counter each, with nothing to ask', () => {
    const g = game(board(['Elven Rite']), [{ cast: 'Elven Rite', targets: ['bears', 'spider'] }], { cards });
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toBeNull();
    g.act({ pass: true });
    expect(g.get('bears').counters).toEqual({ '+1/+1': 1 });
    expect(g.get('spider').counters).toEqual({ '+1/+1': 1 });
    expect(g.has('Note', '601.2d')).toBe(true);
  });

  it('Elven Rite at one target: it gets both counters', () => {
    const g = game(board(['Elven Rite']), [{ cast: 'Elven Rite', targets: ['bears'] }, { pass: true }], { cards });
    expect(g.error).toBeNull();
    expect(g.get('bears').counters).toEqual({ '+1/+1': 2 });
    expect(pt(g, 'bears')).toEqual([4, 4]);
  });

  it("Elven Rite can't have three targets (one or two)", () => {
    const g = game(board(['Elven Rite']), [], { cards });
    expect(() => g.act({ cast: 'Elven Rite', targets: ['bears', 'spider', 'elf'] })).toThrow();
  });

  it('Splendid Agony: -1/-1 counters, one on each of two creatures; the 1/1 dies (CR 704.5f)', () => {
    const g = game(
      board(['Splendid Agony'], [], ['Swamp', 'Swamp', 'Swamp']),
      [{ cast: 'Splendid Agony', targets: ['elf', 'spider'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Llanowar Elves']);
    expect(g.get('spider').counters).toEqual({ '-1/-1': 1 });
  });

  it('Storm the Seedcore: "up to four" targets may be none; the rest of the spell still happens', () => {
    const g = game(board(['Storm the Seedcore']), [{ cast: 'Storm the Seedcore', targets: [] }, { pass: true }], {
      cards,
    });
    expect(g.error).toBeNull();
    expect(g.get('bears').counters).toEqual({});
    const kw = characteristics(readContext(g.state, g.engine.registry), g.get('bears')).keywords;
    expect(kw).toEqual(expect.arrayContaining(['vigilance', 'trample']));
  });

  it("Storm the Seedcore: only creatures you control, and the caster's split stands", () => {
    const g = game(board(['Storm the Seedcore'], [{ id: 'elves', card: 'Llanowar Elves' }]), [], { cards });
    expect(() => g.act({ cast: 'Storm the Seedcore', targets: ['spider'] })).toThrow();
    g.act({ cast: 'Storm the Seedcore', targets: ['bears', 'elves'] });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseNumber', rule: '601.2d', min: 1, max: 3 });
    g.act({ decide: 1 });
    g.act({ pass: true });
    expect(g.get('bears').counters).toEqual({ '+1/+1': 1 });
    expect(g.get('elves').counters).toEqual({ '+1/+1': 3 });
  });
});

describe('abilities divide as they are put on the stack (CR 603.3d, 602.2b)', () => {
  it('Verdurous Gearhulk enters: targets, then 3 on Grizzly Bears and 1 on itself', () => {
    const g = game(board(['Verdurous Gearhulk']), [{ cast: 'Verdurous Gearhulk' }, { pass: true }], { cards });
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseObjects', min: 1, max: 4 });
    g.act({ decide: [g.get('bears').id, g.get('Verdurous Gearhulk').id] });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseNumber', rule: '601.2d', min: 1, max: 3 });
    g.act({ decide: 3 });
    g.act({ pass: true });
    expect(g.get('bears').counters).toEqual({ '+1/+1': 3 });
    expect(g.get('Verdurous Gearhulk').counters).toEqual({ '+1/+1': 1 });
  });

  it('Verdurous Gearhulk: a target that left keeps its share away; the other gets only its own (CR 608.2b)', () => {
    const g = game(board(['Verdurous Gearhulk', 'Unsummon'], [], [...forests(5), 'Island']), [], { cards });
    g.act({ cast: 'Verdurous Gearhulk' });
    g.act({ pass: true });
    g.act({ decide: [g.get('bears').id, g.get('Verdurous Gearhulk').id] });
    g.act({ decide: 3 });
    g.act({ cast: 'Unsummon', targets: ['bears'] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.names('p1', 'hand')).toEqual(['Grizzly Bears']);
    expect(g.get('Verdurous Gearhulk').counters).toEqual({ '+1/+1': 1 });
  });

  it('Ajani, Mentor of Heroes +1: three creatures you control, one counter each', () => {
    const g = game(
      board(
        [],
        [
          { id: 'ajani', card: 'Ajani, Mentor of Heroes' },
          { id: 'elves', card: 'Llanowar Elves' },
          { id: 'g2', card: 'Grizzly Bears' },
        ],
      ),
      [{ activate: 'ajani', ability: 0, targets: ['bears', 'elves', 'g2'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.get('ajani').counters).toEqual({ loyalty: 5 });
    for (const id of ['bears', 'elves', 'g2']) expect(g.get(id).counters).toEqual({ '+1/+1': 1 });
  });

  it("Ajani, Mentor of Heroes +1 can't target an opponent's creature", () => {
    const g = game(board([], [{ id: 'ajani', card: 'Ajani, Mentor of Heroes' }]), [], { cards });
    expect(() => g.act({ activate: 'ajani', ability: 0, targets: ['spider'] })).toThrow();
  });

  it('Jugan, the Rising Star dies: the split is announced with the targets; "you may" is asked as it resolves', () => {
    const g = game(
      board(['Murder'], [{ id: 'jugan', card: 'Jugan, the Rising Star' }], ['Swamp', 'Swamp', 'Swamp']),
      [{ cast: 'Murder', targets: ['jugan'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    g.act({ decide: [g.get('bears').id, g.get('spider').id] });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseNumber', rule: '601.2d', min: 1, max: 4 });
    g.act({ decide: 4 });
    g.act({ pass: true });
    g.act({ decide: true });
    expect(g.get('bears').counters).toEqual({ '+1/+1': 4 });
    expect(g.get('spider').counters).toEqual({ '+1/+1': 1 });
  });
});

describe('near misses stay text', () => {
  it('an amount fixed only later ("where X is …"), and counters distributed among creatures that are not targets', () => {
    const beastcaller = card(
      'Quirion Beastcaller',
      '{1}{G}',
      'Creature — Dryad Warrior',
      'Whenever you cast a creature spell, put a +1/+1 counter on this creature.\nWhen this creature dies, distribute X +1/+1 counters among any number of target creatures you control, where X is the number of +1/+1 counters on this creature.',
      '2/2',
    );
    const vastwood = card(
      'Vastwood Hydra',
      '{X}{G}{G}',
      'Creature — Hydra',
      'This creature enters with X +1/+1 counters on it.\nWhen this creature dies, you may distribute a number of +1/+1 counters equal to the number of +1/+1 counters on this creature among any number of creatures you control.',
      '0/0',
    );
    expect(unenforced(beastcaller)).toEqual([
      'When this creature dies, distribute X +1/+1 counters among any number of target creatures you control, where X is the number of +1/+1 counters on this creature.',
    ]);
    expect(unenforced(vastwood)).toEqual([
      'When this creature dies, you may distribute a number of +1/+1 counters equal to the number of +1/+1 counters on this creature among any number of creatures you control.',
    ]);
  });
});
