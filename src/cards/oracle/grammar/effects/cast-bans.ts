/**
 * A player's prohibition on casting, from an effect (CR 601.3, 611.2): "Target player can't cast
 * spells this turn" (Orim's Chant), "Your opponents can't cast noncreature spells this turn"
 * (Permission Denied), "Its controller can't cast spells this turn" (Render Silent), "Until end of
 * turn, target player can't cast instant or sorcery spells" (the sentence's duration, 611.2a),
 * "… until your next turn" (500.5). The spells are named by their own characteristics only
 * (phrases/spell-characteristics.ts); a phrase naming anything else ("spells with the same name as
 * that creature", "additional spells"), another duration ("until a player planeswalks", "until the
 * end of your next turn") or none at all stays text.
 */
import type { ObjectFilter } from '../../../../engine';
import { spellsByCharacteristics } from '../../phrases/spell-characteristics';
import { objectPhrase } from '../objects';
import { alt, as, lit, map, opt, seq, w } from '../peg';
import { untilYourNextTurn } from './lasting';
import type { LowerTable, VerbEntry } from './verb';

export type CastBanVp = { k: 'cantCast'; spells: ObjectFilter; until?: 'endOfTurn' | 'yourNextTurn' };

export const CAST_BAN_VERBS: VerbEntry<CastBanVp>[] = [
  {
    subject: 'player',
    parse: map(
      seq(
        w("can't"),
        w('cast'),
        objectPhrase,
        opt(alt(as(lit('this turn'), 'endOfTurn' as const), as(untilYourNextTurn, 'yourNextTurn' as const))),
      ),
      ([, , ph, until]): CastBanVp | null => {
        const spells = spellsByCharacteristics(ph);
        return spells ? { k: 'cantCast', spells, ...(until ? { until } : {}) } : null;
      },
    ),
  },
];

export const LOWER_CAST_BANS: LowerTable<CastBanVp> = {
  cantCast: (v, c) => {
    // Its own duration or the sentence's ("Until end of turn, …", CR 611.2a); none read would
    // last for ever (611.2a): never guessed.
    const until = v.until ?? c.until;
    if (until !== 'endOfTurn' && until !== 'endOfCombat' && until !== 'yourNextTurn') return false;
    c.b.steps.push({ do: 'banCast', player: c.actor, spells: v.spells, until });
    return true;
  },
};
