/**
 * Learn (CR 701.48a): "You may reveal a Lesson card you own from outside the game and put it into
 * your hand, or discard a card to draw a card." An instruction to the controller of the spell or
 * ability ("Learn.", 608.2c): they choose one of the two, or neither, as it resolves (608.2d).
 * An option that can't be done is not offered: no Lesson card they own outside the game, or no
 * card in hand to discard (the draw is only "to" the discard). Another player learning stays text.
 */
import { as, w } from '../peg';
import { freshVar } from '../../build';
import type { ObjectFilter } from '../../../../engine';
import type { LowerTable, VerbEntry } from './verb';

export type LearnVp = { k: 'learn' };

export const LEARN_VERBS: VerbEntry<LearnVp>[] = [
  { subject: 'player', parse: as(w('learn'), { k: 'learn' } as LearnVp) },
];

/** A Lesson card its owner has outside the game (CR 400.11a, 205.3: Lesson is a spell subtype). */
const LESSON_OUTSIDE: ObjectFilter = { zone: 'outside', owner: 'you', subtypes: ['Lesson'] };

export const LOWER_LEARN: LowerTable<LearnVp> = {
  learn: (_v, c) => {
    if (c.actor.ref !== 'you') return false;
    const b = c.b;
    const lesson = freshVar(b, 'learnLesson');
    const card = freshVar(b, 'lesson');
    const rummage = freshVar(b, 'learnDiscard');
    const discarded = freshVar(b, 'discarded');
    b.steps.push(
      {
        do: 'may',
        prompt: 'Reveal a Lesson card you own from outside the game and put it into your hand?',
        as: lesson,
        onlyIf: { matching: LESSON_OUTSIDE },
      },
      {
        do: 'choose',
        from: { matching: LESSON_OUTSIDE },
        as: card,
        prompt: 'a Lesson card you own from outside the game',
        when: { var: lesson },
      },
      { do: 'moveTo', what: { ref: 'var', name: card }, zone: 'hand', when: { var: lesson } },
      {
        do: 'may',
        prompt: 'Discard a card to draw a card?',
        as: rummage,
        onlyIf: { matching: { zone: 'hand', owner: 'you' } },
        when: { not: { var: lesson } },
      },
      { do: 'discard', player: { ref: 'you' }, count: 1, as: discarded, when: { var: rummage } },
      {
        do: 'draw',
        player: { ref: 'you' },
        count: 1,
        when: { all: [{ var: rummage }, { compare: [{ varAmount: discarded }, '>=', 1] }] },
      },
    );
    return true;
  },
};
