// "Sacrifice it unless you return an artifact you control to its owner's hand" (CR 118.12): what
// follows "unless" is a cost its controller chooses whether to pay as the ability resolves; if
// they don't, or can't, the instruction happens. Real cards. Near miss: "unless you return two
// Forests you control to their owner's hand" stays text. ("unless you discard two cards":
// discard-kind.test.ts.)
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const hawk = card(
  'Glint Hawk',
  '{W}',
  'Creature — Bird',
  "Flying\nWhen this creature enters, sacrifice it unless you return an artifact you control to its owner's hand.",
  '2/2',
);
const ornithopter = card('Ornithopter', '{0}', 'Artifact Creature — Thopter', 'Flying', '0/2');
const lithophage = card(
  'Lithophage',
  '{3}{R}{R}',
  'Creature — Insect',
  'At the beginning of your upkeep, sacrifice this creature unless you sacrifice a Mountain.',
  '7/7',
);
const lesson = card(
  'Tragic Lesson',
  '{2}{U}',
  'Instant',
  "Draw two cards. Then discard a card unless you return a land you control to its owner's hand.",
);
const CARDS = compiled(hawk, ornithopter, lithophage, lesson);

function castHawk(artifacts: string[]): Game {
  const g = game(
    { turn: main, players: { p1: { battlefield: ['Plains', ...artifacts], hand: ['Glint Hawk'] } } },
    [{ cast: 'Glint Hawk' }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  passUntilAsked(g);
  return g;
}

/** Passes until a decision is asked or the stack is empty (CR 117.4). */
function passUntilAsked(g: Game): void {
  for (let i = 0; i < 8 && g.state.stack.length && !g.state.pendingDecision; i++) g.act({ pass: true });
}

/** Answers the pending decisions in order, then lets the stack resolve. */
function answer(g: Game, ...answers: (boolean | string[])[]): void {
  for (const a of answers) g.act({ decide: a });
  for (let i = 0; i < 6 && g.state.stack.length && !g.state.pendingDecision; i++) g.act({ pass: true });
}

describe('"… unless you …" (CR 118.12)', () => {
  it('Glint Hawk: returning an artifact keeps it; the artifact goes to its owner’s hand', () => {
    const g = castHawk(['Ornithopter']);
    expect(g.state.pendingDecision?.kind).toBe('may');
    g.act({ decide: true });
    if (g.state.pendingDecision) g.act({ decide: [g.get('Ornithopter').id] });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toEqual(['Plains', 'Glint Hawk']);
    expect(g.names('p1', 'hand')).toEqual(['Ornithopter']);
  });

  it('Glint Hawk: declining, or having no artifact to return, sacrifices it', () => {
    const no = castHawk(['Ornithopter']);
    answer(no, false);
    expect(no.names('p1', 'graveyard')).toEqual(['Glint Hawk']);
    expect(no.names('p1', 'battlefield')).toEqual(['Plains', 'Ornithopter']);
    const none = castHawk([]);
    if (none.state.pendingDecision?.kind === 'may') answer(none, true);
    expect(none.error).toBeNull();
    expect(none.names('p1', 'graveyard')).toEqual(['Glint Hawk']);
  });

  it('Lithophage: at upkeep, sacrificing a Mountain keeps it; without one it is sacrificed', () => {
    const upkeep = (lands: string[]): Game => {
      const g = game(
        {
          turn: main,
          players: {
            p1: { battlefield: ['Lithophage', ...lands], library: ['Island', 'Island'] },
            p2: { library: ['Island', 'Island'] },
          },
        },
        [{ advance: 'next-turn' }, { advance: 'next-turn' }],
        { cards: CARDS },
      );
      expect(g.error).toBeNull();
      passUntilAsked(g);
      return g;
    };
    const paid = upkeep(['Mountain']);
    paid.act({ decide: true });
    expect(paid.names('p1', 'battlefield')).toEqual(['Lithophage']);
    expect(paid.names('p1', 'graveyard')).toEqual(['Mountain']);
    const unpaid = upkeep(['Forest']);
    if (unpaid.state.pendingDecision?.kind === 'may') unpaid.act({ decide: true });
    expect(unpaid.error).toBeNull();
    expect(unpaid.names('p1', 'graveyard')).toEqual(['Lithophage']);
    expect(unpaid.names('p1', 'battlefield')).toEqual(['Forest']);
  });

  it('Tragic Lesson: returning a land means no discard', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Island', 'Island', 'Island'], hand: ['Tragic Lesson'], library: ['Forest', 'Shock'] },
        },
      },
      [{ cast: 'Tragic Lesson' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    passUntilAsked(g);
    g.act({ decide: true });
    if (g.state.pendingDecision) g.act({ decide: [g.get('Island').id] });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Tragic Lesson']);
    expect([...g.names('p1', 'hand')].sort()).toEqual(['Forest', 'Island', 'Shock']);
  });

  it('near miss: "unless you return two Forests …" stays text', () => {
    const elephant = card(
      'Bull Elephant',
      '{3}{G}',
      'Creature — Elephant',
      "When this creature enters, sacrifice it unless you return two Forests you control to their owner's hand.",
      '4/4',
    );
    expect(unenforced(elephant)).toEqual([
      "When this creature enters, sacrifice it unless you return two Forests you control to their owner's hand.",
    ]);
  });
});
