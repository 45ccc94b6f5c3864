/**
 * Putting several cards from your hand onto the battlefield (CR 608.2c, 305.4): "Put up to two
 * creature cards from your hand onto the battlefield", "put any number of land cards from your
 * hand onto the battlefield tapped" (with "You may" before it, the same choice asked after the
 * "may"). One card ("a creature card from your hand") is zones.ts's `putFromHand`.
 */
import { freshVar } from '../../build';
import { objectPhrase, type ObjectPhrase } from '../objects';
import { alt, lit, map, opt, seq, spanned, w } from '../peg';
import { count } from '../words';
import type { LowerTable, VerbEntry } from './verb';

/** "any number of": the player takes as many as they want. */
const ANY_NUMBER = 1000;

export type PutFromHandVp = { k: 'putManyFromHand'; max: number; ph: ObjectPhrase; label: string; tapped: boolean };

const howMany = alt(
  map(seq(lit('up to'), count), ([, n]) => (n > 1 ? n : null)),
  map(lit('any number of'), () => ANY_NUMBER),
);

export const PUT_FROM_HAND_VERBS: VerbEntry<PutFromHandVp>[] = [
  {
    subject: 'player',
    parse: map(
      seq(w('put'), spanned(seq(howMany, objectPhrase)), lit('onto the battlefield'), opt(w('tapped'))),
      ([, m, , tapped]): PutFromHandVp => ({
        k: 'putManyFromHand',
        max: m.v[0],
        ph: m.v[1],
        label: m.text,
        tapped: !!tapped,
      }),
    ),
  },
];

export const LOWER_PUT_FROM_HAND: LowerTable<PutFromHandVp> = {
  putManyFromHand: (v, c) => {
    if (c.actor.ref !== 'you') return false;
    const f = v.ph.filter;
    // Only cards in your own hand (the owner's choice, CR 402.3), nothing about a permanent.
    if (!v.ph.plural || v.ph.other || !f.cardOnly || f.zone !== 'hand' || f.owner !== 'you' || f.controller)
      return false;
    if (f.tapped !== undefined || f.attacking || f.blocking || f.counters || f.token !== undefined) return false;
    const { zone: _z, owner: _o, ...filter } = f;
    void _z;
    void _o;
    c.b.steps.push({
      do: 'putFromHand',
      filter,
      max: v.max,
      ...(v.tapped ? { tapped: true } : {}),
      label: v.label,
      as: freshVar(c.b, 'put'),
    });
    // "them" / "it" after this would be the permanents put: not named by a reference here.
    Object.assign(c.b, { it: null, itUnnamed: true, them: undefined });
    return true;
  },
};
