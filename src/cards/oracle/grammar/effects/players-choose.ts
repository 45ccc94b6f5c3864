/**
 * Players choosing permanents they control, each in APNAP order (CR 101.4, 608.2d):
 * - "Each player chooses a creature they control. Destroy the rest." (Divine Reckoning), "Each
 *   player chooses three nonland permanents they control. Destroy all other nonland
 *   permanents." (Fall of the First Civilization): every player chooses, then every matching
 *   permanent not chosen is destroyed at once (701.8).
 * - "Each player chooses three permanents they control, then sacrifices the rest." (Razia's
 *   Purification), "… up to two creatures …" (Covetous Elegy), "that player chooses …"
 *   (Archfiend of Depravity): each chooser sacrifices their own matching permanents not chosen
 *   (701.21a).
 * - "Target opponent chooses a creature they control. Destroy that creature." (Imperial
 *   Edict): one player chooses one permanent, which is destroyed.
 * - "Each opponent chooses a creature they control. You gain control of those creatures." (Rags
 *   // Riches): you gain control of every one chosen, for good.
 * A player with no more permanents than they must choose chooses all of them. Anything else
 * ("Tap and goad the chosen creatures", "Return all nonland permanents not chosen this way")
 * stays text.
 */
import type { ObjectFilter } from '../../../../engine';
import { freshVar } from '../../build';
import { objectPhrase, type ObjectPhrase } from '../objects';
import { alt, as, lit, map, seq, w, type P } from '../peg';
import { countWord } from '../words';
import type { LowerTable, VerbEntry } from './verb';

export type PlayersChooseVp = {
  k: 'playersChoose';
  ph: ObjectPhrase;
  count: number;
  upTo: boolean;
  /** What happens next: to the permanents not chosen, or to the one chosen ("that creature"). */
  then: 'destroyRest' | 'sacrificeRest' | 'destroyChosen' | 'gainChosen';
  /** "You gain control of it" (one player's one permanent), not "… of those creatures". */
  it?: true;
};

/** "a creature", "three permanents", "up to two creatures": the number and whether it's "up to". */
const howMany: P<{ count: number; upTo: boolean }> = alt(
  as(w('a', 'an'), { count: 1, upTo: false }),
  map(seq(lit('up to'), countWord), ([, n]) => ({ count: n, upTo: true })),
  map(countWord, (n) => (n >= 2 ? { count: n, upTo: false } : null)),
);

/** The same permanents, whatever else is written: the filters compared as data. */
function sameFilter(a: ObjectFilter, b: ObjectFilter): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export const PLAYERS_CHOOSE_VERBS: VerbEntry<PlayersChooseVp>[] = [
  {
    subject: 'player',
    parse: map(
      seq(
        w('chooses', 'choose'),
        howMany,
        objectPhrase,
        lit('they control'),
        alt(
          as(alt(lit(', then sacrifices the rest'), lit('and sacrifices the rest')), {
            then: 'sacrificeRest' as const,
          }),
          as(lit('. destroy the rest'), { then: 'destroyRest' as const }),
          // "Destroy all other nonland permanents": the same kind of permanent as chosen.
          map(seq(lit('. destroy all'), objectPhrase), ([, other]) => ({ then: 'destroyRest' as const, other })),
          as(alt(lit('. destroy that creature'), lit('. destroy that permanent')), {
            then: 'destroyChosen' as const,
          }),
          // "Each opponent chooses a creature they control. You gain control of those creatures."
          as(lit('. you gain control of those creatures'), { then: 'gainChosen' as const, it: false }),
          as(lit('. you gain control of it'), { then: 'gainChosen' as const, it: true }),
        ),
      ),
      ([, n, ph, , tail]) => {
        // "a creature" is one; "three creatures", "up to two creatures" are several.
        if (ph.plural !== (n.count > 1 || n.upTo) || ph.other) return null;
        if ('other' in tail && !(tail.other.other && tail.other.plural && sameFilter(tail.other.filter, ph.filter)))
          return null;
        if ((tail.then === 'destroyChosen' || tail.then === 'gainChosen') && (n.count !== 1 || n.upTo)) return null;
        return {
          k: 'playersChoose',
          ph,
          count: n.count,
          upTo: n.upTo,
          then: tail.then,
          ...('it' in tail && tail.it ? { it: true } : {}),
        };
      },
    ),
  },
];

export const LOWER_PLAYERS_CHOOSE: LowerTable<PlayersChooseVp> = {
  playersChoose: (v, c) => {
    const f = v.ph.filter;
    // Permanents they control: no zone, controller or owner of its own.
    if (f.zone || f.controller || f.owner || f.cardOnly) return false;
    const a = c.actor;
    if (v.then === 'destroyRest') {
      // "Destroy the rest": every player chose, so the rest are all the matching permanents.
      if (a.ref !== 'players' || a.which !== 'each') return false;
    } else if (v.then === 'gainChosen') {
      // "those creatures": each opponent's; "it": one player's (a single target opponent).
      const slot = a.ref === 'target' ? c.b.targets[a.slot] : undefined;
      const one = slot && slot.max === 1 && !slot.countIsX;
      if (v.it ? !one : !(a.ref === 'players' && a.which === 'opponents')) return false;
    } else if (v.then === 'destroyChosen') {
      // "that creature": one player chose one (a single target player, or the trigger's player).
      const slot = a.ref === 'target' ? c.b.targets[a.slot] : undefined;
      if (!(a.ref === 'trigger' || (slot && slot.max === 1 && !slot.countIsX))) return false;
    } else if (a.ref === 'you' || a.ref === 'var' || a.ref === 'union' || a.ref === 'all') return false;
    const as_ = freshVar(c.b, 'chosen');
    c.b.steps.push({
      do: 'playersChoose',
      player: a,
      filter: f,
      count: v.count,
      ...(v.upTo ? { upTo: true as const } : {}),
      ...(v.then === 'destroyRest' ? { rest: 'destroy' as const } : {}),
      ...(v.then === 'sacrificeRest' ? { rest: 'sacrifice' as const } : {}),
      as: as_,
    });
    if (v.then === 'destroyChosen') c.b.steps.push({ do: 'destroy', what: { ref: 'var', name: as_ } });
    // No duration: the control change lasts indefinitely (CR 611.2a does not apply to a one-shot
    // effect without one; 613.1b).
    if (v.then === 'gainChosen') c.b.steps.push({ do: 'gainControl', what: { ref: 'var', name: as_ } });
    // Nothing after names what was chosen by "it".
    Object.assign(c.b, { it: null, itUnnamed: true });
    return true;
  },
};
