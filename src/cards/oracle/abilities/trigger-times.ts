/**
 * Static abilities on how many times permanents entering trigger abilities:
 * "If an artifact or creature entering causes a triggered ability of a permanent you control to
 * trigger, that ability triggers an additional time." (Panharmonicon, Yarok, Ancient Greenwarden,
 * Naban: CR 603.2d) and "Creatures entering don't cause abilities to trigger." (Torpor Orb),
 * "Permanents entering don't cause abilities of permanents your opponents control to trigger."
 * (Elesh Norn; CR 603.2, 603.6a). The entering object is named by its characteristics as a
 * permanent; the engine's triggers/trigger-times.ts does the rest.
 *
 * Abilities named by their source: "If a triggered ability of an Ally you control triggers, that
 * ability triggers an additional time" (Katara), "If an ability of another Wolf or battle you
 * control triggers, …" (Chief of the Wilds), "… of another Elemental you control triggers, it
 * triggers an additional time" (Twinflame Travelers): a permanent named by its characteristics
 * and "you control" (CR 603.2d, 110.1).
 *
 * Stays text: other causes ("a creature dying", "a creature attacking", "you casting or copying
 * an instant or sorcery spell", "entering or leaving the battlefield": leaving and dying look back
 * in time at the static ability's source, CR 603.10a, which is not modelled), sources that may be
 * spells ("a colorless spell you control") or are named otherwise ("equipped creature", "a
 * permanent you control but don't own"), a "while" condition, and "Creatures entering or dying
 * don't cause abilities to trigger".
 */
import type { StaticSpec } from '../../../engine';
import { parseObjects } from '../phrases/objects';
import { refuse, type Refusal } from './part';

const MORE =
  /^If an? (.+?) entering(?: the battlefield)? causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time$/;
const NONE =
  /^(.+?) entering(?: the battlefield)? don't cause abilities( of permanents your opponents control)? to trigger$/;

const OF_SOURCE =
  /^If (?:a triggered ability|an ability) of (.+?) triggers, (?:that ability|it) triggers an additional time$/;

/** Reads the templates (one sentence, without its period); null for other text. */
export function triggerTimesStatic(s: string): StaticSpec | Refusal | null {
  const of = s.endsWith(' an additional time') ? OF_SOURCE.exec(s) : null;
  if (of) {
    const phrase = (of[1] as string).replace(/^an? /, '');
    const ph = parseObjects(phrase);
    // One permanent (not a spell, not another zone) you control, by its characteristics.
    if (!ph || ph.plural || ph.filter.zone || ph.filter.controller !== 'you')
      return refuse(`a triggered ability of "${phrase}" is not understood`);
    const source = ph.other ? { ...ph.filter, notSource: true } : ph.filter;
    return { affects: { players: 'you' }, triggersAdditionalTime: { source } };
  }
  const more = s.endsWith(' an additional time') ? MORE.exec(s) : null;
  const none = more || !s.endsWith(' to trigger') ? null : NONE.exec(s);
  const m = more ?? none;
  if (!m) return null;
  const phrase = m[1] as string;
  const ph = parseObjects(phrase);
  // A permanent named by its characteristics (and "you control"): one for the first template, a plural for the second.
  if (!ph || ph.other || ph.filter.zone || ph.plural !== !!none)
    return refuse(`"${phrase}" entering is not understood`);
  if (more) return { affects: { players: 'you' }, triggersAdditionalTime: { entering: ph.filter } };
  return m[2]
    ? { affects: { players: 'opponents' }, enteringTriggersNothing: { entering: ph.filter, permanents: true } }
    : { affects: { players: 'each' }, enteringTriggersNothing: { entering: ph.filter } };
}
