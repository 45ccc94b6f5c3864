/**
 * "For each creature destroyed this way, its controller creates a 4/4 red Dragon creature token
 * with flying" (Descent of the Dragons, March of Souls, Rampage of the Clans), "For each creature
 * exiled this way, its controller creates a 2/2 green Boar creature token" (Curse of the Swine,
 * Hour of Need): one token instruction for each object the effect's latest destroy (CR 701.8) or
 * exile (406.2) moved, by that object's controller as it last existed on the battlefield (608.2h).
 * All the tokens are created at once, each player's in one batch (111.2, 614.1a). Only a
 * create-token instruction; another instruction for "its controller" stays text.
 */
import type { StepSpec } from '../../../engine';
import type { Build } from '../build';
import { lowerAmount } from './amounts';
import type { Sentence } from './sentence';

type ForEach = Extract<Sentence, { k: 'forEach' }>;

/**
 * The steps of "For each <object> destroyed / exiled this way, its controller creates …": true
 * when pushed, false when the words are this form but can't be read, null when another form.
 * `lower` reads the instruction (as one of yours, to be given to each controller).
 */
export function lowerForEachController(b: Build, s: ForEach, lower: (s: Sentence) => boolean): boolean | null {
  if (!s.before || s.first || s.then || s.inner.k !== 'do') return null;
  const [clause, ...more] = s.inner.clauses;
  const subject = clause?.subject;
  if (!clause || more.length || subject?.k !== 'controllerOf') return null;
  if (subject.of.k !== 'pronoun' || subject.of.word !== 'its') return false;
  if (s.per.k !== 'destroyedThisWay' && s.per.k !== 'exiledThisWay') return false;
  // The objects counted, as they last existed on the battlefield (a list of their old ids).
  const counted = lowerAmount(b, s.per);
  if (!counted || typeof counted !== 'object' || !('varAmount' in counted)) return false;
  const from = b.steps.length;
  if (!lower({ k: 'do', clauses: [{ ...clause, subject: null }] })) return false;
  const built = b.steps.slice(from);
  const token = built[0] as StepSpec | undefined;
  if (built.length !== 1 || token?.do !== 'createToken' || token.player || token.attacking) return false;
  token.eachControllerOf = { ref: 'var', name: counted.varAmount };
  return true;
}
