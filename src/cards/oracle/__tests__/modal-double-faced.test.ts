// Modal double-faced cards (CR 712.3): two independent faces, each read as a card of its own. The
// player casts either face, choosing it as it is put on the stack (712.11b: only that face's
// characteristics, its own mana cost), or plays a land face (305.1); in every other zone the card
// is its front face (712.8a). A spell resolves with the face up it had on the stack (712.13).
import { describe, expect, it } from 'vitest';
import { characteristics, readContext, RULE } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import type { CardData } from '../../data/card-data';
import { normalizeCard } from '../../data/faces';
import { compileCard } from '../compile';
import { compiled, main, unenforced } from './compiled';

type Face = { name: string; cost: string; type: string; text: string; pt?: string };

/** A modal double-faced card in Scryfall's shape, its faces as printed. */
function mdfc(front: Face, back: Face): CardData {
  return normalizeCard({
    name: `${front.name} // ${back.name}`,
    layout: 'modal_dfc',
    card_faces: [front, back].map((f) => ({
      name: f.name,
      mana_cost: f.cost,
      type_line: f.type,
      oracle_text: f.text,
      ...(f.pt ? { power: f.pt.split('/')[0], toughness: f.pt.split('/')[1] } : {}),
    })),
  });
}

const kazandu = mdfc(
  {
    name: 'Kazandu Mammoth',
    cost: '{1}{G}{G}',
    type: 'Creature — Elephant',
    text: 'Landfall — Whenever a land you control enters, this creature gets +2/+2 until end of turn.',
    pt: '3/3',
  },
  { name: 'Kazandu Valley', cost: '', type: 'Land', text: 'This land enters tapped.\n{T}: Add {G}.' },
);
const monica = mdfc(
  {
    name: 'Monica Rambeau',
    cost: '{2}{W}',
    type: 'Legendary Creature — Human Hero',
    text: 'Flying, prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)\n{2}{R}{W}{W}: Transform Monica Rambeau. Activate only as a sorcery.',
    pt: '3/3',
  },
  {
    name: 'Photon, Living Light',
    cost: '{2}{R}{W}{W}',
    type: 'Legendary Creature — Elemental Hero',
    text: 'Flying, hexproof, prowess\nWhenever you cast a noncreature spell, put a +1/+1 counter on each other creature you control.',
    pt: '4/4',
  },
);
const pathway = mdfc(
  { name: 'Brightclimb Pathway', cost: '', type: 'Land', text: '{T}: Add {W}.' },
  { name: 'Grimclimb Pathway', cost: '', type: 'Land', text: '{T}: Add {B}.' },
);
const emeria = mdfc(
  {
    name: "Emeria's Call",
    cost: '{4}{W}{W}{W}',
    type: 'Sorcery',
    text: 'Create two 4/4 white Angel Warrior creature tokens with flying. Non-Angel creatures you control gain indestructible until your next turn.',
  },
  {
    name: 'Emeria, Shattered Skyclave',
    cost: '',
    type: 'Land',
    text: "As this land enters, you may pay 3 life. If you don't, it enters tapped.\n{T}: Add {W}.",
  },
);

const CARDS = compiled(kazandu, monica, pathway);

function chars(g: Game, ref: string) {
  return characteristics(readContext(g.state, g.engine.registry), g.get(ref));
}

function board(hand: string, mana = '', lands = 0) {
  return {
    turn: main,
    players: {
      p1: {
        hand: [{ id: 'c', card: hand }],
        manaPool: mana,
        battlefield: Array(lands).fill('Plains'),
        library: ['Island'],
      },
      p2: { library: ['Island'] },
    },
  };
}

describe('compiling a modal double-faced card (CR 712.3)', () => {
  it('each face keeps its own mana cost: Monica Rambeau // Photon, Living Light', () => {
    const r = compileCard(monica);
    expect(r.status).toBe('full');
    expect(r.def.doubleFaced).toBe('modal');
    expect(r.def.back).toMatchObject({ name: 'Photon, Living Light', manaCost: '{2}{R}{W}{W}', power: 4 });
    expect(r.def.back?.keywords).toEqual(['flying', 'hexproof']);
    expect(r.def.back?.triggered).toHaveLength(2);
  });

  it("Emeria's Call is read in full: its spell (\"… gain indestructible until your next turn\", CR 500.5) and its land's 'you may pay 3 life'", () => {
    expect(compileCard(emeria).status).toBe('full');
    expect(unenforced(emeria)).not.toContain(
      "As this land enters, you may pay 3 life. If you don't, it enters tapped.",
    );
  });

  it('played as Emeria, Shattered Skyclave, its controller is asked to pay 3 life as it enters (CR 614.12)', () => {
    const g = game(board("Emeria's Call"), [{ cast: 'c', half: 'Emeria, Shattered Skyclave' }], {
      cards: [compileCard(emeria).def],
    });
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', rule: '614.12' });
    g.act({ decide: true });
    expect(g.get('c')).toMatchObject({ zone: 'battlefield', backFaceUp: true, tapped: false });
    expect(g.state.players.p1.life).toBe(17);
  });
});

describe('playing modal double-faced cards (CR 712.11b, 712.8a)', () => {
  it('in a hand Kazandu Mammoth is only its front face: a creature with mana value 3', () => {
    const c = chars(game(board('Kazandu Mammoth'), [], { cards: CARDS }), 'c');
    expect(c.names).toEqual(['Kazandu Mammoth']);
    expect([c.types, c.manaValue]).toEqual([['creature'], 3]);
  });

  it('played as its land face, Kazandu Valley enters tapped, back face up; it is the land played this turn', () => {
    const g = game(board('Kazandu Mammoth'), [{ cast: 'c', half: 'Kazandu Valley' }], { cards: CARDS });
    expect(g.error).toBeNull();
    const c = chars(g, 'c');
    expect(c.names).toEqual(['Kazandu Valley']);
    expect(c.types).toEqual(['land']);
    // A modal card's back face has its own mana cost (none): mana value 0, not the front's 3.
    expect(c.manaValue).toBe(0);
    expect(g.get('c').tapped).toBe(true);
    expect(g.state.players.p1.landsPlayedThisTurn).toBe(1);
    expect(g.state.stack).toEqual([]);
  });

  it('cast as its front face, it is Kazandu Mammoth on the stack and on the battlefield', () => {
    const g = game(board('Kazandu Mammoth', 'GGC'), [{ cast: 'c' }, { pass: true }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toEqual(['Kazandu Mammoth']);
    expect(g.get('c').backFaceUp).toBeUndefined();
  });

  it('cast as Photon, Living Light, it costs {2}{R}{W}{W} (mana value 5), is only Photon on the stack and enters back face up (712.13)', () => {
    const g = game(board('Monica Rambeau', 'RWWCC', 1), [{ cast: 'c', half: 'Photon, Living Light' }], {
      cards: CARDS,
    });
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Photon, Living Light']);
    expect(chars(g, 'c').manaValue).toBe(5);
    // The whole pool paid {2}{R}{W}{W}: five mana, not Monica's three.
    expect(g.state.players.p1.manaPool).toEqual({});
    g.act({ pass: true });
    const c = chars(g, 'c');
    expect(c.names).toEqual(['Photon, Living Light']);
    expect(c.keywords).toContain('hexproof');
    expect(g.get('c').backFaceUp).toBe(true);
  });

  it('cast without naming a face, the player chooses which face to cast', () => {
    const g = game(board('Monica Rambeau', 'RWWCC', 1), [{ cast: 'c' }], { cards: CARDS });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseOption', rule: RULE.chooseFace });
    g.act({ decide: 'Photon, Living Light' });
    expect(g.stack()).toEqual(['Photon, Living Light']);
    const front = game(board('Monica Rambeau', 'RWWCC', 1), [{ cast: 'c' }, { decide: 'Monica Rambeau' }], {
      cards: CARDS,
    });
    expect(front.error).toBeNull();
    expect(front.stack()).toEqual(['Monica Rambeau']);
    expect(chars(front, 'c').manaValue).toBe(3);
  });

  it('a Pathway is played as either face: Grimclimb Pathway taps for {B}', () => {
    const g = game(board('Brightclimb Pathway'), [{ cast: 'c', half: 'Grimclimb Pathway' }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(chars(g, 'c').names).toEqual(['Grimclimb Pathway']);
    g.act({ activate: 'c' });
    expect(g.state.players.p1.manaPool).toEqual({ B: 1 });
  });

  it('a land face is played, not cast: only one land a turn (CR 305.2)', () => {
    const doc = {
      turn: main,
      players: {
        p1: { hand: [{ id: 'c', card: 'Kazandu Mammoth' }, 'Plains'], library: ['Island'] },
        p2: { library: ['Island'] },
      },
    };
    const twice = game(doc, [{ cast: 'Plains' }, { cast: 'c', half: 'Kazandu Valley' }], { cards: CARDS });
    expect(twice.error).toMatch(/already played a land/);
    expect(twice.get('c').zone).toBe('hand');
  });
});
