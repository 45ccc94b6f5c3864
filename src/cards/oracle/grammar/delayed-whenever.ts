/**
 * A delayed triggered ability with a stated duration inside an effect (CR 603.7c): "Until end of
 * turn, whenever a player casts an instant or sorcery spell, that player copies it", "Whenever a
 * creature attacks this turn, put a +1/+1 counter on it", "This turn, whenever …", "Until your
 * next turn, whenever a creature becomes tapped, destroy it". The sentence and every sentence
 * after it are the ability ("Until end of turn, whenever you cast a spell, copy it. You may
 * choose new targets for the copy."), read as a card's triggered ability is (abilities/
 * triggered.ts installs the reader, which the grammar can't import); the sentences before it
 * are the effect's own. It triggers each time until it ends (the engine's `delayedWhenever`).
 */
import type { StepSpec, TriggeredSpec } from '../../../engine';
import type { CardFacts } from '../build';

/** The triggered-ability reader: the one ability `text` is, or why not (a failure's piece or reason). */
export const delayedWhenever: {
  read?: (text: string, card: CardFacts) => TriggeredSpec | { piece: string } | null;
} = {};

/** An effect's text split at its delayed "whenever" sentence. */
export interface DelayedWheneverSplit {
  /** The sentences before it (possibly empty). */
  head: string;
  /** The ability as a card's would be written: "Whenever a creature attacks, put …". */
  trigger: string;
  /** The delayed sentence and those after it, as written. */
  said: string;
  until: Extract<StepSpec, { do: 'delayedWhenever' }>['until'];
  /** Its event is about the one object the sentences before it named: the words ("that creature", "it"). */
  watched: string | null;
}

/**
 * What the trigger reader is given for "that creature" / "it" in a delayed ability's event: the
 * object the effect named before it, watched (the subject `watched`). Not Oracle words, so a
 * card's own triggered ability never reads as one.
 */
export const WATCHED_SUBJECT = '@watched';

/** "that creature deals damage" → the watched object's event; the subject pronouns of an object named before. */
const THAT_OBJECT = /^(?:that creature|it|he|she|that permanent) /;

// At the start of the text or of a sentence: "Until end of turn, whenever X, …", "This turn,
// whenever X, …", "Until your next turn, whenever X, …", or "Whenever X this turn, …" (an event
// phrase has no comma, as the trigger reader's own).
const DELAYED =
  /(^|\. )(?:(until end of turn|this turn|until your next turn), whenever ([^,."]+?), |whenever ([^,."]+?) this turn, )/gi;

/** Whether `at` in `text` is outside quotation marks (an ability granted in quotes is not the effect's). */
const unquoted = (text: string, at: number): boolean => (text.slice(0, at).match(/"/g)?.length ?? 0) % 2 === 0;

/** The effect split at its first delayed "whenever" sentence, or null when it has none. */
export function splitDelayedWhenever(text: string): DelayedWheneverSplit | null {
  for (const m of text.matchAll(DELAYED)) {
    const start = (m.index ?? 0) + (m[1] as string).length;
    if (!unquoted(text, start)) continue;
    const written = (m[3] ?? m[4]) as string;
    const watched = THAT_OBJECT.exec(written)?.[0].trim() ?? null;
    const event = watched ? written.replace(THAT_OBJECT, `${WATCHED_SUBJECT} `) : written;
    const effect = text.slice((m.index ?? 0) + m[0].length);
    return {
      head: text.slice(0, start).trim(),
      trigger: `Whenever ${event}, ${effect}`,
      said: text.slice(start),
      until: /next turn/i.test(m[2] ?? '') ? 'yourNextTurn' : 'endOfTurn',
      watched,
    };
  }
  return null;
}
