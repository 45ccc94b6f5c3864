// "Create a token that's a copy of …" (CR 707.2, 111.1): the token has the copiable values of
// what it copies — its printed characteristics, not its counters, damage or tapped state — and
// enters under its creator's control; "two tapped tokens that are copies of" makes two, tapped.
// Real pool cards, played in the engine.
import { describe, expect, it } from 'vitest';
import type { GameObject } from '../../../engine';
import { allObjects, characteristics, readContext, RULE } from '../../../engine';
import type { Game } from '../../../testing/harness';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const reflection = card(
  'Self-Reflection',
  '{4}{U}{U}',
  'Sorcery',
  "Create a token that's a copy of target creature you control.\nFlashback {3}{U} (You may cast this card from your graveyard for its flashback cost. Then exile it.)",
);
const relic = card(
  'Skyclave Relic',
  '{3}',
  'Artifact',
  'Kicker {3}\nIndestructible\nWhen this artifact enters, if it was kicked, create two tapped tokens that are copies of this artifact.\n{T}: Add one mana of any color.',
);
const packRat = card(
  'Pack Rat',
  '{1}{B}',
  'Creature — Rat',
  "Pack Rat's power and toughness are each equal to the number of Rats you control.\n{2}{B}, Discard a card: Create a token that's a copy of this creature.",
  '*/*',
);
const CARDS = compiled(reflection, relic, packRat);

/** Current power and toughness of an object found by id (a token has no scenario id). */
function ptOf(g: Game, o: GameObject): [number | null, number | null] {
  const ch = characteristics(readContext(g.state, g.engine.registry), o);
  return [ch.power, ch.toughness];
}

describe('tokens that are copies (CR 707.2)', () => {
  it('Self-Reflection: a copy of Grizzly Bears without its counter, its tapped state or its damage', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Island',
              'Island',
              'Island',
              'Island',
              'Island',
              'Island',
              { id: 'bears', card: 'Grizzly Bears', tapped: true, counters: { '+1/+1': 1 }, damage: 1 },
            ],
            hand: ['Self-Reflection'],
          },
        },
      },
      [{ cast: 'Self-Reflection', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const tokens = allObjects(g.state).filter((o) => o.token && o.zone === 'battlefield');
    expect(tokens).toHaveLength(1);
    const token = tokens[0]!;
    expect(token).toMatchObject({ def: 'Grizzly Bears', controller: 'p1', owner: 'p1', tapped: false, damage: 0 });
    expect(token.counters).toEqual({});
    expect(ptOf(g, token)).toEqual([2, 2]);
    expect(g.has('TokenCreated', RULE.copy)).toBe(true);
  });

  it('Self-Reflection can only target a creature you control', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'], hand: ['Self-Reflection'] },
          p2: { battlefield: ['Grizzly Bears'] },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(() => g.act({ cast: 'Self-Reflection', targets: ['Grizzly Bears'] })).toThrow();
  });

  it('Skyclave Relic kicked: two tapped token copies, each an indestructible artifact that taps for mana', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'], hand: ['Skyclave Relic'] },
        },
      },
      [{ cast: 'Skyclave Relic', kicker: true }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const relics = allObjects(g.state).filter((o) => o.def === 'Skyclave Relic' && o.zone === 'battlefield');
    expect(relics.map((o) => [o.token, o.tapped])).toEqual([
      [false, false],
      [true, true],
      [true, true],
    ]);
  });

  it('Pack Rat: the copy is a Rat too, so each counts both (a characteristic-defining ability is copied, CR 707.2)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp', 'Swamp', { id: 'rat', card: 'Pack Rat' }], hand: ['Island'] },
        },
      },
      [{ activate: 'rat' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    if (g.state.pendingDecision) g.act({ decide: [g.get('Island').id] });
    g.act({ pass: true });
    const copy = allObjects(g.state).find((o) => o.token && o.zone === 'battlefield');
    expect(copy?.def).toBe('Pack Rat');
    expect(pt(g, 'rat')).toEqual([2, 2]);
    expect(ptOf(g, copy!)).toEqual([2, 2]);
  });

  it("a quoted triggered ability in the exceptions is the copies' own (CR 707.9b): Aggressive Biomancy's copy fights as it enters", () => {
    const biomancy = card(
      'Aggressive Biomancy',
      '{X}{G}{U}',
      'Sorcery',
      'Create X tokens that are copies of target creature you control, except they have "When this token enters, it fights up to one target creature you don\'t control."',
    );
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Forest', 'Island', 'Forest', 'Grizzly Bears'], hand: ['Aggressive Biomancy'] },
          p2: { battlefield: ['Llanowar Elves'] },
        },
      },
      [{ cast: 'Aggressive Biomancy', x: 1, targets: ['Grizzly Bears'] }, { pass: true }],
      { cards: compiled(biomancy) },
    );
    expect(g.error).toBeNull();
    if (g.state.pendingDecision) g.act({ decide: ['Llanowar Elves'] });
    for (let i = 0; i < 10 && g.state.stack.length && !g.state.pendingDecision; i++) g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Llanowar Elves']);
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears (token)');
  });

  it('near miss stays text: a quoted activated ability in the exceptions (the engine finds those by the card)', () => {
    const c = card(
      'Copy Line (variant)',
      '{2}{U}',
      'Sorcery',
      'Create a token that\'s a copy of target creature you control, except it has "{T}: Add {G}."',
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});
