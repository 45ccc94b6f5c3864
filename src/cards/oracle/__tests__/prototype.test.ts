// Prototype (CR 702.160a, 718): "Prototype {2}{R} — 3/2" — the card may be cast with that mana
// cost, power and toughness, its colour its prototype cost's (105.2), keeping its name, types and
// abilities. Cast prototyped, the spell and the permanent it becomes have only those values
// (718.3b), and so do copies of it; in every other zone, or cast normally, the card is as printed
// (718.4).
import { describe, expect, it } from 'vitest';
import { allObjects, characteristics, readContext, RULE } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import type { CardData } from '../../data/card-data';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const REMINDER =
  ' (You may cast this spell with different mana cost, color, and size. It keeps its abilities and types.)';

/** A prototype card as in the pool: the printed values, and its prototype line first. */
function prototypeCard(name: string, cost: string, type: string, text: string, pt: string): CardData {
  return { ...card(name, cost, type, text, pt), layout: 'prototype' };
}

const blitz = prototypeCard(
  'Blitz Automaton',
  '{7}',
  'Artifact Creature — Construct',
  `Prototype {2}{R} — 3/2${REMINDER}\nHaste`,
  '6/4',
);
const golem = prototypeCard(
  'Boulderbranch Golem',
  '{7}',
  'Artifact Creature — Golem',
  `Prototype {3}{G} — 3/3${REMINDER}\nWhen this creature enters, you gain life equal to its power.`,
  '6/5',
);
const battalion = prototypeCard(
  'Skitterbeam Battalion',
  '{9}',
  'Artifact Creature — Construct',
  `Prototype {3}{R}{R} — 2/2${REMINDER}\nTrample, haste\nWhen this creature enters, if you cast it, create two tokens that are copies of it.`,
  '4/4',
);
const proxy = prototypeCard(
  'Arcane Proxy',
  '{7}',
  'Artifact Creature — Wizard',
  `Prototype {1}{U}{U} — 2/1${REMINDER}\nWhen this creature enters, if you cast it, exile target instant or sorcery card with mana value less than or equal to this creature's power from your graveyard. Copy that card. You may cast the copy without paying its mana cost.`,
  '4/3',
);

const CARDS = compiled(blitz, golem, battalion);

function chars(g: Game, ref: string) {
  return characteristics(readContext(g.state, g.engine.registry), g.get(ref));
}

function board(hand: string, mana: string) {
  return {
    turn: main,
    options: { sandbox: true },
    players: {
      p1: { hand: [{ id: 'c', card: hand }], manaPool: mana, library: ['Island'] },
      p2: { library: ['Island'] },
    },
  };
}

describe('compiling a prototype card (CR 702.160a)', () => {
  it('Blitz Automaton: printed {7} 6/4, prototyped {2}{R} 3/2 with the same name, types and haste', () => {
    const r = compileCard(blitz);
    expect(r.status).toBe('full');
    expect(r.def).toMatchObject({ manaCost: '{7}', power: 6, toughness: 4, doubleFaced: 'prototype' });
    expect(r.def.back).toMatchObject({
      name: 'Blitz Automaton',
      manaCost: '{2}{R}',
      typeLine: 'Artifact Creature — Construct',
      power: 3,
      toughness: 2,
      keywords: ['haste'],
    });
  });

  it("near miss: Arcane Proxy's prototype line is read, its entering ability (X from its power, a copy cast) stays text", () => {
    const r = compileCard(proxy);
    expect(r.status).toBe('partial');
    expect(r.def.back).toMatchObject({ manaCost: '{1}{U}{U}', power: 2, toughness: 1 });
    expect(unenforced(proxy)).toEqual([expect.stringMatching(/^When this creature enters, if you cast it, exile/)]);
  });
});

describe('casting a prototype card (CR 718.3b, 718.4)', () => {
  it('in a hand Blitz Automaton is as printed: colourless, mana value 7, 6/4', () => {
    const c = chars(game(board('Blitz Automaton', ''), [], { cards: CARDS }), 'c');
    expect([c.colors, c.manaValue, c.power, c.toughness]).toEqual([[], 7, 6, 4]);
  });

  it('cast prototyped for {2}{R}: a red 3/2 with mana value 3 on the stack and the battlefield, with haste', () => {
    const g = game(board('Blitz Automaton', 'RCC'), [{ cast: 'c', half: 'prototyped' }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(g.state.players.p1.manaPool).toEqual({});
    expect(chars(g, 'c')).toMatchObject({ colors: ['R'], manaValue: 3, power: 3, toughness: 2 });
    g.act({ pass: true });
    const c = chars(g, 'c');
    expect(g.get('c').zone).toBe('battlefield');
    expect([c.names, c.colors, c.manaValue, c.power, c.toughness]).toEqual([['Blitz Automaton'], ['R'], 3, 3, 2]);
    expect(c.keywords).toContain('haste');
  });

  it('cast without naming a way, the player chooses; as printed, it costs {7}', () => {
    const asked = game(board('Blitz Automaton', 'RCCCCCC'), [{ cast: 'c' }], { cards: CARDS });
    expect(asked.state.pendingDecision).toMatchObject({ kind: 'chooseOption', rule: RULE.prototype });
    asked.act({ decide: 'Blitz Automaton' });
    expect(asked.error).toBeNull();
    expect(chars(asked, 'c')).toMatchObject({ colors: [], manaValue: 7, power: 6, toughness: 4 });
    expect(asked.state.players.p1.manaPool).toEqual({});
  });

  it('Boulderbranch Golem prototyped gains 3 life (its power), then in the graveyard is a 6/5 with mana value 7 again', () => {
    const g = game(board('Boulderbranch Golem', 'GCCC'), [{ cast: 'c', half: 'prototyped' }, { pass: true }], {
      cards: CARDS,
    });
    expect(g.error).toBeNull();
    g.act({ pass: true });
    expect(g.state.players.p1.life).toBe(23);
    g.act({ move: 'c', to: 'graveyard' });
    const c = chars(g, 'c');
    expect([c.colors, c.manaValue, c.power, c.toughness]).toEqual([[], 7, 6, 5]);
    expect(g.get('c').backFaceUp).toBeUndefined();
  });

  it('Skitterbeam Battalion prototyped: its two token copies are prototyped too, red 2/2s (CR 718.3b)', () => {
    const g = game(board('Skitterbeam Battalion', 'RRCCC'), [{ cast: 'c', half: 'prototyped' }, { pass: true }], {
      cards: CARDS,
    });
    expect(g.error).toBeNull();
    g.act({ pass: true });
    const ctx = readContext(g.state, g.engine.registry);
    const tokens = [...allObjects(g.state)].filter((o) => o.token && o.zone === 'battlefield');
    expect(tokens).toHaveLength(2);
    expect(chars(g, 'c')).toMatchObject({ power: 2, toughness: 2 });
    for (const token of tokens) {
      const c = characteristics(ctx, token);
      expect([c.names, c.colors, c.manaValue, c.power, c.toughness]).toEqual([
        ['Skitterbeam Battalion'],
        ['R'],
        5,
        2,
        2,
      ]);
    }
  });
});
