// "<creature> blocks <creature> this turn / this combat if able" (CR 509.1c): a requirement to
// block one named attacker, fixed as the instruction resolves (mustBlock). Hunt Down: the target
// Bears must block the target Grizzly Bears this turn, not the other attacker. Avalanche Tusker:
// "blocks it" names the attacking Tusker, never the blocker itself. Feral Contest: "another
// target creature blocks it" names the creature that got the counter. "Target creature blocks
// this turn if able" (no attacker named) stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const huntDown = card('Hunt Down', '{G}', 'Sorcery', 'Target creature blocks target creature this turn if able.');
const tusker = card(
  'Avalanche Tusker',
  '{2}{G}{U}{R}',
  'Creature — Elephant Warrior',
  'Whenever this creature attacks, target creature defending player controls blocks it this combat if able.',
  '6/4',
);
const contest = card(
  'Feral Contest',
  '{3}{G}',
  'Sorcery',
  'Put a +1/+1 counter on target creature you control. Another target creature blocks it this turn if able.',
);
const CARDS = compiled(huntDown, tusker, contest);

describe('"blocks <creature> this turn if able" (CR 509.1c)', () => {
  it('Hunt Down: the Elves must block the chosen Bears, not the other attacker', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Hunt Down'],
            battlefield: ['Forest', { id: 'a1', card: 'Grizzly Bears' }, { id: 'a2', card: 'Grizzly Bears' }],
          },
          p2: { battlefield: [{ id: 'b1', card: 'Llanowar Elves' }] },
        },
      },
      [{ cast: 'Hunt Down', targets: ['b1', 'a2'] }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.effects.filter((e) => e.mustBlock === g.get('a2').id)).toHaveLength(1);
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['a1', 'a2'] });
    expect(() => g.act({ block: {}, player: 'p2' })).toThrow(/Llanowar Elves must block Grizzly Bears if able/);
    expect(() => g.act({ block: { b1: 'a1' }, player: 'p2' })).toThrow(/must block/);
    g.act({ block: { b1: 'a2' }, player: 'p2' });
    expect(g.error).toBeNull();
  });

  it('Avalanche Tusker: the target must block the Tusker (not itself)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'a1', card: 'Avalanche Tusker' }] },
          p2: {
            battlefield: [
              { id: 'b1', card: 'Grizzly Bears' },
              { id: 'b2', card: 'Llanowar Elves' },
            ],
          },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['a1'] }],
      { cards: CARDS },
    );
    if (g.state.pendingDecision) g.act({ decide: [g.get('b1').id] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.state.effects.find((e) => e.mustBlock)?.mustBlock).toBe(g.get('a1').id);
    expect(() => g.act({ block: { b2: 'a1' }, player: 'p2' })).toThrow(/Grizzly Bears must block Avalanche Tusker/);
    g.act({ block: { b1: 'a1' }, player: 'p2' });
    g.act({ advance: 'end' });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it('Feral Contest: the other target must block the creature that got the counter', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Feral Contest'],
            battlefield: [...Array<string>(4).fill('Forest'), { id: 'a1', card: 'Grizzly Bears' }],
          },
          p2: { battlefield: [{ id: 'b1', card: 'Llanowar Elves' }] },
        },
      },
      [{ cast: 'Feral Contest', targets: ['a1', 'b1'] }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('a1').counters['+1/+1']).toBe(1);
    const e = g.state.effects.find((x) => x.mustBlock);
    expect([e?.object, e?.mustBlock]).toEqual([g.get('b1').id, g.get('a1').id]);
  });

  it('"Target creature blocks this turn if able" (no attacker named) stays text', () => {
    const c = card(
      'Provoke',
      '{1}{G}',
      'Instant',
      "Untap target creature you don't control. That creature blocks this turn if able.\nDraw a card.",
    );
    expect(unenforced(c)).toContain("Untap target creature you don't control. That creature blocks this turn if able.");
  });
});
