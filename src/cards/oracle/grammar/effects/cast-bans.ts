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
import { spellsChange } from '../cost-changes';
import type { NP } from '../nouns';
import { objectPhrase } from '../objects';
import { alt, as, lit, map, opt, seq, w } from '../peg';
import { untilYourNextTurn } from './lasting';
import type { LowerTable, VerbEntry } from './verb';

export type CastBanVp =
  | { k: 'cantCast'; spells: ObjectFilter; until?: 'endOfTurn' | 'yourNextTurn' }
  | {
      k: 'spellsCost';
      /** Null: the clause's subject names them ("Spells | your opponents cast cost …"). */
      spells: ObjectFilter | null;
      casters: 'you' | 'opponents';
      change: 'less' | 'more';
      mana: string;
      until?: 'endOfTurn' | 'yourNextTurn';
    };

const lastingFor = alt(as(lit('this turn'), 'endOfTurn' as const), as(untilYourNextTurn, 'yourNextTurn' as const));

/**
 * "Spells your opponents cast cost {1} more to cast this turn", "Artifact spells you cast this
 * turn cost {1} less to cast", "(Until your next turn,) spells your opponents cast cost {1} more
 * to cast" (CR 601.2f, 611.2a): spells named by their own characteristics only; "for each …",
 * "{X} less" and any other duration stay text.
 */
const casterWords = alt(as(lit('you cast'), 'you' as const), as(lit('your opponents cast'), 'opponents' as const));

const spellsCost = map(
  seq(objectPhrase, casterWords, opt(lastingFor), w('cost'), spellsChange, opt(lastingFor)),
  ([ph, casters, until1, , ch, until2]): CastBanVp | null => {
    if (until1 && until2) return null;
    if (ch.each !== undefined || !ph.plural || ph.filter.zone !== 'stack' || ph.other || ph.filter.controller)
      return null;
    const spells = spellsByCharacteristics(ph);
    if (!spells) return null;
    const until = until1 ?? until2;
    return { k: 'spellsCost', spells, casters, change: ch.change, mana: ch.mana, ...(until ? { until } : {}) };
  },
);

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
  { subject: 'player', parse: spellsCost },
  {
    subject: 'object',
    parse: map(
      seq(casterWords, opt(lastingFor), w('cost'), spellsChange, opt(lastingFor)),
      ([casters, until1, , ch, until2]): CastBanVp | null => {
        if ((until1 && until2) || ch.each !== undefined) return null;
        const until = until1 ?? until2;
        return {
          k: 'spellsCost',
          spells: null,
          casters,
          change: ch.change,
          mana: ch.mana,
          ...(until ? { until } : {}),
        };
      },
    ),
  },
];

/** "Spells", "Artifact spells" as a clause's subject: spells by their own characteristics only. */
function subjectSpells(np: NP | null): ObjectFilter | null {
  if (np?.k !== 'each' || np.other || np.relativeTo || np.owns || np.filter.zone !== 'stack' || np.filter.controller)
    return null;
  return spellsByCharacteristics({ filter: np.filter, plural: true, other: false });
}

/** A cost change lasting its own duration or the sentence's (CR 611.2a); none read is never guessed. */
function lowerSpellsCost(
  v: Extract<CastBanVp, { k: 'spellsCost' }>,
  c: Parameters<LowerTable<CastBanVp>['cantCast']>[1],
): boolean {
  // Two different durations ("Until your next turn, … this turn") are not read.
  if (v.until && c.until && v.until !== c.until) return false;
  const until = v.until ?? c.until;
  if (until !== 'endOfTurn' && until !== 'yourNextTurn') return false;
  const spells = v.spells ?? subjectSpells(c.subject);
  if (!spells) return false;
  const { casters, change, mana } = v;
  c.b.steps.push({ do: 'changeSpellCosts', casters, spells, change, mana, until });
  return true;
}

export const LOWER_CAST_BANS: LowerTable<CastBanVp> = {
  spellsCost: lowerSpellsCost,
  cantCast: (v, c) => {
    // Its own duration or the sentence's ("Until end of turn, …", CR 611.2a); none read would
    // last for ever (611.2a): never guessed.
    const until = v.until ?? c.until;
    if (until !== 'endOfTurn' && until !== 'endOfCombat' && until !== 'yourNextTurn') return false;
    c.b.steps.push({ do: 'banCast', player: c.actor, spells: v.spells, until });
    return true;
  },
};
