/**
 * "Whenever you activate an ability that isn't a mana ability", "Whenever an opponent activates an
 * ability of an artifact, creature, or land", "Whenever you activate a loyalty ability of a Chandra
 * planeswalker" (CR 602.2i, 605.1a, 606.3): the player who activates, what the ability's source is
 * (a permanent, CR 109.2), whether mana abilities count. "That player" is who activated it; "that
 * ability" is the ability on the stack, named only where mana abilities don't count (a mana
 * ability never is on the stack, CR 605.3a); "it" (the ability) stays unread.
 */
import type { ObjectFilter } from '../../../engine';
import { parseObjects } from '../phrases/objects';
import type { EventMatch } from './trigger-subject';

const WHO = { you: 'you', 'an opponent': 'opponent', 'a player': 'anyPlayer' } as const;

/**
 * The source phrase after "of": "an artifact", "a Sarkhan planeswalker", "an artifact, creature, or
 * land on the battlefield", "an artifact they control" (the activator controls it: an opponent's,
 * when an opponent activates; two players, CR 102.2). Null if not read.
 */
function sourceFilter(words: string, by: 'you' | 'opponent' | 'anyPlayer'): ObjectFilter | null {
  let w = words.replace(/ on the battlefield$/, '');
  const they = / they control$/.exec(w);
  if (they) {
    if (by !== 'opponent') return null;
    w = `${w.slice(0, they.index)} an opponent controls`;
  }
  const m = /^(?:a|an) (.+)$/.exec(w);
  const ph = m ? parseObjects(m[1] as string) : null;
  if (!ph || ph.plural || ph.other || ph.filter.zone) return null;
  return ph.filter;
}

/** "Whenever you activate …", "Whenever an opponent activates …" (see the module comment), or null. */
export function activateEvent(phrase: string): EventMatch | null {
  const m =
    /^(?:When|Whenever) (you|an opponent|a player) (activates?) (an ability|a loyalty ability)(?: of (.+?))?( that isn't a mana ability)?$/.exec(
      phrase,
    );
  if (!m) return null;
  const by = WHO[m[1] as keyof typeof WHO];
  // "you activate", "an opponent activates": the verb agrees with its subject.
  if ((by === 'you') !== (m[2] === 'activate')) return null;
  const source = m[4] ? sourceFilter(m[4], by) : undefined;
  if (source === null) return null;
  return {
    on: {
      event: 'abilityActivated',
      by,
      ...(m[5] ? { notMana: true as const } : {}),
      ...(source ? { source } : {}),
      ...(m[3] === 'a loyalty ability' ? { loyalty: true as const } : {}),
    },
    trigger: {
      player: 'player',
      ...(m[5] ? { ability: 'ability' } : {}),
      ...(by === 'opponent' ? { playerIsOpponent: true } : {}),
    },
  };
}
