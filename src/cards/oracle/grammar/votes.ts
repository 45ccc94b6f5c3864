/**
 * Voting (CR 701.38): "Starting with you, each player votes for sickness or psychosis" (will of
 * the council, council's dilemma): each player, starting with you and in turn order, votes for
 * one of two named options (701.38a); then "If sickness gets more votes, …", "If psychosis gets
 * more votes or the vote is tied, …" and "… for each death vote" read the counts. Only two
 * options named by words (not objects: "votes for a nonland permanent you don't control" stays
 * text), and only on cards that give no player an additional vote (701.38c/d).
 */
import type { Amount, Condition, StepSpec } from '../../../engine';
import type { Build } from '../build';
import { alt, lit, many1, map, opt, seq, tok, w, type P } from './peg';

/** Words that can't be part of an option's name. */
const STOP = new Set([
  'or',
  'and',
  'for',
  'each',
  'vote',
  'votes',
  'gets',
  'more',
  'if',
  'a',
  'an',
  'the',
  'of',
  'is',
  'tied',
  'you',
  'player',
  'starting',
  'with',
]);

/** An option's name: one to three words ("sickness", "Redhorn Pass"), lower-cased. */
export const optionName: P<string> = map(
  many1(tok('option word', (t) => (t.kind === 'word' && !STOP.has(t.lo) ? t.lo : null))),
  (ws) => (ws.length <= 3 ? ws.join(' ') : null),
);

/** "starting with you, each player votes for A or B": the two options. */
export const voteSentence: P<[string, string]> = map(
  seq(
    alt(lit('starting with you , each player votes for'), lit('each player starting with you votes for')),
    optionName,
    w('or'),
    optionName,
  ),
  ([, a, , b]) => (a === b ? null : [a, b]),
);

/** "If sickness gets more votes" / "If psychosis gets more votes or the vote is tied". */
export const ifVotes: P<{ option: string; orTied: boolean }> = map(
  seq(w('if'), optionName, lit('gets more votes'), opt(lit('or the vote is tied')), w(',')),
  ([, option, , tied]) => ({ option, orTied: !!tied }),
);

/** "death vote" (after "for each"). */
export const voteCount: P<string> = map(seq(optionName, w('vote')), ([o]) => o);

/** The last vote of the effect being built (no condition on it), or null. */
function lastVote(b: Build): Extract<StepSpec, { do: 'vote' }> | null {
  const v = [...b.steps].reverse().find((s): s is Extract<StepSpec, { do: 'vote' }> => s.do === 'vote');
  return v && !v.when ? v : null;
}

/** The votes an option got, as an amount (the vote step keeps one count per option). */
export function votesFor(b: Build, option: string): Amount | null {
  const v = lastVote(b);
  const i = v ? v.options.indexOf(option) : -1;
  return v && i >= 0 ? { varAmount: `${v.as}.${i}` } : null;
}

/**
 * "If A gets more votes": A has more than the other option; "If B gets more votes or the vote is
 * tied": B has at least as many (CR 701.38).
 */
export function votesCondition(b: Build, option: string, orTied: boolean): Condition | null {
  const v = lastVote(b);
  if (!v) return null;
  const other = v.options.find((o) => o !== option);
  const mine = votesFor(b, option);
  const theirs = other !== undefined ? votesFor(b, other) : null;
  if (!mine || !theirs) return null;
  return { compare: [mine, orTied ? '>=' : '>', theirs] };
}
