/**
 * Conditions as Oracle text states them, for "as long as …" (CR 611.3a), an intervening "if …"
 * (603.4) and "Activate only if …" (602.5b): "you control a Forest", "you control no Islands",
 * "you control two or more other lands", "no creatures are on the battlefield", "~ is untapped",
 * "enchanted creature has flying", "an opponent controls more lands than you", "you have no
 * cards in hand", "it's your turn". The value is the engine's {@link Condition}; the subject of
 * "is untapped" is the source or what it is attached to.
 */
import type { Amount, Condition, ObjectFilter, Ref } from '../../../engine';
import { keyword } from './keywords';
import { objectPhrase, type ObjectPhrase } from './objects';
import { alt, as, lit, lits, map, opt, rule, seq, w, type P } from './peg';
import { color, count, self } from './words';

const STATES: Record<string, ObjectFilter> = {
  tapped: { tapped: true },
  untapped: { tapped: false },
  attacking: { attacking: true },
  blocking: { blocking: true },
};

/**
 * "it" in a condition: whatever the sentence around it named (the subject of a static ability,
 * the object of a triggering event). The grammar can't know which, so it leaves this mark and
 * the caller binds it (phrases/conditions.ts); unbound, the condition is not read.
 */
export const IT_MARK: Ref = { ref: 'var', name: '\u0000it' };

/** The subject of "… is untapped" / "… has flying": the source, "it", or what it enchants or equips. */
const condSubject: P<Ref> = alt(
  as(self, { ref: 'source' } as Ref),
  as(w('it'), IT_MARK),
  as(seq(w('enchanted'), w('creature', 'land', 'artifact', 'permanent')), { ref: 'enchanted' } as Ref),
  as(lit('equipped creature'), { ref: 'equipped' } as Ref),
);

/** "~ is", "it's", "enchanted creature is": the subject of a state ("tapped", "a creature"). */
const subjectIs: P<Ref> = alt(
  as(w("it's"), IT_MARK),
  map(seq(condSubject, alt(w('is'), lit("'s"))), ([ref]) => ref),
);

/** "a Forest you control" etc.: one object of what you control (singular, on the battlefield). */
const yourOne = (ph: ObjectPhrase): ObjectFilter | null =>
  (!ph.plural || ph.invariant) && !ph.filter.zone && !ph.filter.controller ? { ...ph.filter, controller: 'you' } : null;

const controlA: P<ObjectFilter> = alt(
  map(seq(w('a', 'an'), objectPhrase), ([, ph]) => yourOne(ph)),
  // "you control another Wizard": one other than the source.
  map(seq(w('another'), objectPhrase), ([, ph]) => {
    const f = yourOne(ph);
    return f ? { ...f, notSource: true } : null;
  }),
);

/** "seven or more", "one or fewer": a range of counts. */
const atLeastOrMost: P<{ min: number } | { max: number }> = map(
  seq(count, w('or'), w('more', 'fewer', 'less')),
  ([n, , dir]) => (dir.toLowerCase() === 'more' ? { min: n } : { max: n }),
);

/**
 * "seven or more cards are in your graveyard", "there are four or more creature cards in your
 * graveyard" (threshold, CR 702.? ability words only name it): a count of cards in a zone.
 */
const cardsInZone: P<Condition> = alt(
  map(seq(atLeastOrMost, objectPhrase, lit('are in your graveyard')), ([range, ph]) =>
    !ph.plural || ph.filter.zone
      ? null
      : ({ count: { ...ph.filter, zone: 'graveyard', owner: 'you' }, range } as Condition),
  ),
  map(seq(lit('there are'), atLeastOrMost, objectPhrase), ([, range, ph]) =>
    !ph.plural || !ph.filter.zone || ph.filter.zone === 'battlefield'
      ? null
      : ({ count: ph.filter, range } as Condition),
  ),
);

/**
 * "enchanted permanent is a creature", "equipped creature is a Human", "enchanted creature is
 * red", "~ is an artifact": the object matches what follows "is" (its current characteristics).
 */
const isA: P<ObjectFilter> = alt(
  map(seq(w('a', 'an'), objectPhrase), ([, ph]) =>
    (ph.plural && !ph.invariant) || ph.other || ph.filter.zone || ph.filter.controller ? null : ph.filter,
  ),
  map(color, (c) => ({ colors: [c] }) as ObjectFilter),
);

/** One condition. */
export const condition: P<Condition> = rule('condition', () =>
  alt(
    // "you control an Urza's Power-Plant and an Urza's Tower": both.
    map(seq(lit('you control'), controlA, w('and'), controlA), ([, a, , b]) => ({
      all: [
        { count: a, range: { min: 1 } },
        { count: b, range: { min: 1 } },
      ],
    })),
    // "you control a Plains or an Island": either.
    map(seq(lit('you control'), controlA, w('or'), controlA), ([, a, , b]) => ({
      any: [
        { count: a, range: { min: 1 } },
        { count: b, range: { min: 1 } },
      ],
    })),
    // "you control two or more other lands", "… two or fewer …".
    map(seq(lit('you control'), count, w('or'), w('more', 'fewer'), objectPhrase), ([, n, , dir, ph]) =>
      !ph.plural || ph.filter.zone || ph.filter.controller
        ? null
        : ({
            count: { ...ph.filter, controller: 'you', ...(ph.other ? { notSource: true } : {}) },
            range: dir.toLowerCase() === 'more' ? { min: n } : { max: n },
          } as Condition),
    ),
    map(seq(lit('you control'), controlA), ([, f]) => ({ count: f, range: { min: 1 } }) as Condition),
    // "you control no Islands", "no other creatures": the source itself doesn't count.
    map(seq(lit('you control no'), objectPhrase), ([, ph]) =>
      !ph.plural || ph.filter.zone || ph.filter.controller
        ? null
        : ({
            count: { ...ph.filter, controller: 'you', ...(ph.other ? { notSource: true } : {}) },
            range: { max: 0 },
          } as Condition),
    ),
    map(
      alt(
        map(seq(w('no'), objectPhrase, lit('are on the battlefield')), ([, ph]) => ph),
        map(seq(lit('there are no'), objectPhrase, opt(lit('on the battlefield'))), ([, ph]) => ph),
      ),
      (ph) =>
        !ph.plural || (ph.filter.zone && ph.filter.zone !== 'battlefield')
          ? null
          : ({ count: ph.filter, range: { max: 0 } } as Condition),
    ),
    map(seq(lit('an opponent controls more'), objectPhrase, lit('than you')), ([, ph]) =>
      !ph.plural || ph.filter.zone || ph.filter.controller
        ? null
        : ({
            compare: [
              { count: { ...ph.filter, controller: 'opponent' } },
              '>',
              { count: { ...ph.filter, controller: 'you' } },
            ],
          } as Condition),
    ),
    map(seq(subjectIs, w('tapped', 'untapped', 'attacking', 'blocking')), ([ref, st]) => ({
      is: ref,
      matches: STATES[st.toLowerCase()] as ObjectFilter,
    })),
    map(seq(condSubject, w('has'), keyword), ([ref, , k]) => ({ is: ref, matches: { withKeyword: k } })),
    map(seq(subjectIs, isA), ([ref, f]) => ({ is: ref, matches: f }) as Condition),
    // "as long as ~ is equipped" (CR 301.5).
    map(seq(subjectIs, w('equipped')), ([ref]) => ({ is: ref, matches: { equipped: true } }) as Condition),
    cardsInZone,
    as(alt(lit('it was kicked'), seq(self, lit('was kicked'))), { kicked: true } as Condition),
    as(lit('you have no cards in hand'), { compare: [{ cardsInHand: { ref: 'you' } }, '=', 0] } as Condition),
    map(
      seq(lit('you have exactly'), count, lit('cards in hand')),
      ([, n]) =>
        ({
          compare: [{ cardsInHand: { ref: 'you' } }, '=', n],
        }) as Condition,
    ),
    map(
      seq(lit('you have'), count, w('or'), w('more', 'less'), w('life')),
      ([, n, , dir]) =>
        ({
          compare: [{ lifeOf: { ref: 'you' } }, dir.toLowerCase() === 'more' ? '>=' : '<=', n],
        }) as Condition,
    ),
    // CR 302.6's test for any permanent (Rocket Launcher).
    as(seq(lit("you've controlled"), self, lit('continuously since the beginning of your most recent turn')), {
      controlledSinceTurnBegan: { ref: 'source' },
    } as Condition),
    // CR 120.3: "~ dealt damage to an opponent this turn".
    map(
      seq(alt(self, w('it')), lit('dealt damage to'), lits('an opponent', 'a player'), lit('this turn')),
      ([, , to]) =>
        ({
          dealtDamageThisTurn: { ref: 'source' },
          to: to === 'an opponent' ? 'opponent' : 'player',
        }) as Condition,
    ),
    // CR 508.1 (raid): "you" declared one or more attackers this turn.
    as(lit('you attacked this turn'), { playerAttackedThisTurn: { ref: 'you' } } as Condition),
    // CR 205.2a (delirium): "there are four or more card types among cards in your graveyard".
    map(seq(lit('there are'), atLeastOrMost, lit('card types among'), objectPhrase), ([, range, , ph]) => {
      if (!ph.plural || !ph.filter.zone || ph.filter.zone === 'battlefield' || ph.filter.zone === 'stack') return null;
      const n: Amount = { cardTypesAmong: ph.filter };
      return ('min' in range ? { compare: [n, '>=', range.min] } : { compare: [n, '<=', range.max] }) as Condition;
    }),
    // CR 700.4.
    as(lit('a creature died this turn'), { compare: [{ creaturesDied: 'thisTurn' }, '>', 0] } as Condition),
    // CR 601.2c: "it targets a tapped creature" — "it" a spell, its chosen targets; a permanent
    // (no zone named) or a spell, never a card in another zone the phrase doesn't name.
    map(seq(w('it'), w('targets'), w('a', 'an'), objectPhrase), ([, , , ph]) =>
      ph.plural || ph.filter.cardOnly || (ph.filter.zone && ph.filter.zone !== 'stack')
        ? null
        : ({ targets: IT_MARK, matches: ph.filter } as Condition),
    ),
    as(lit("it's your turn"), { yourTurn: true } as Condition),
    as(lit("it's not your turn"), { yourTurn: false } as Condition),
  ),
);
