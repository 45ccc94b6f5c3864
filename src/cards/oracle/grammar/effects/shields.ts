/**
 * Regeneration (CR 701.19) and prevention (615): "Regenerate ~", "Regenerate target Elephant",
 * "Prevent the next N damage that would be dealt to any target this turn", "Prevent all combat
 * damage that would be dealt this turn", "… dealt to and dealt by that creature this turn", "The
 * next time a black source of your choice would deal damage to you this turn, prevent that
 * damage" (609.7). Searching a library is ./search.ts.
 */
import { freshVar } from '../../build';
import { amountNode, lowerAmount, type AmountNode } from '../amounts';
import { lowerNP } from '../lower-nouns';
import { objectRef, objects, recipient, targetNP, type NP } from '../nouns';
import type { Affected, ReplacementSpec } from '../../../../engine';
import { preventionStatic, sourceFilter } from '../../abilities/prevention-statics';
import { objectPhrase, type ObjectPhrase } from '../objects';
import { alt, as, lit, many1, map, opt, seq, spanned, tok, w, type P } from '../peg';
import type { LowerTable, VerbCtx, VerbEntry } from './verb';

/** "to", "by" or "to and dealt by": which damage a prevention shield covers (CR 615.1). */
const dealtDirection: P<'to' | 'by' | 'to and by'> = map(alt(lit('to and dealt by'), w('to'), w('by')), (d) =>
  d.toLowerCase() === 'to and dealt by' ? 'to and by' : (d.toLowerCase() as 'to' | 'by'),
);

export type ShieldsVp =
  | { k: 'regenerate'; what: NP }
  /** `by`: "… dealt by ~ this turn", `to` then names the source of the damage. */
  /** `combat`: "Prevent the next 1 combat damage that would be dealt to you this turn" (Decorated Griffin). */
  | { k: 'preventNext'; n: AmountNode; to: NP; by?: boolean; combat?: boolean }
  /** "Prevent the next 3 damage that would be dealt to any target this turn by a source of your choice" (Healing Grace). */
  | { k: 'preventNextFromSource'; n: AmountNode; to: NP; quality: Quality }
  /** "The next time ~ would deal damage to you this turn, prevent that damage" (Mercenaries; CR 615.8). */
  | { k: 'preventNextTimeBy'; what: NP; to: NP }
  | { k: 'preventNextTimeSource'; quality: Quality; to: NP | null }
  /**
   * "Prevent all damage a red source of your choice would deal (to you) this turn", "Prevent all
   * combat damage a creature of your choice would deal this turn" (CR 609.7a, 615.1).
   */
  | {
      k: 'preventAllFromSource';
      quality: Quality;
      to: NP | null;
      combat?: boolean;
    }
  | { k: 'preventAll'; combat: boolean; dir?: 'to' | 'by' | 'to and by'; what?: NP }
  /** "Prevent all damage that would be dealt to ~ by target creature this turn": one shield, both must hold. */
  | { k: 'preventAllToBy'; combat: boolean; to: NP; by: NP }
  /** "Prevent all damage that would be dealt to creatures you control this turn": groups read as damage is dealt. */
  | { k: 'preventAllGroup'; reps: Extract<ReplacementSpec, { kind: 'preventDamage' }>[]; words: string }
  /**
   * "The next 1 damage that would be dealt to ~ this turn is dealt to target creature you control
   * instead" (Nomads en-Kor; CR 614.9): a redirection shield.
   */
  | { k: 'redirectNext'; n: AmountNode | 'all'; to: NP; instead: NP }
  /** "You gain life equal to the damage prevented this way" after a shield (CR 615.5). */
  | { k: 'gainPrevented' };

/**
 * The objects a shield names one by one: target objects ("target creature", "one or two target
 * creatures", "X target creatures"), `~`, or an object already named ("it", "that creature").
 * Never a set ("creatures", "each creature"): such a prevention applies to whatever matches as
 * the damage would be dealt, not only to what was there as the spell resolved.
 */
const oneOrTargets = alt(
  map(targetNP, (t) => (t.k === 'target' && t.filter.objects && !t.filter.players && !t.filter.spells ? t : null)),
  objectRef,
);

/** The kind of source a player chooses: null for any source ("a source of your choice"). */
type Quality = { v: ObjectPhrase; text: string } | null;

/** Adds "of the chosen color" (CR 105.4: the color chosen as the permanent entered) to a chosen source's kind. */
function chosenColorOf(q: Quality): { q: Quality } | null {
  if (!q)
    return {
      q: { v: { filter: { chosenColor: true }, plural: false, other: false }, text: 'source of the chosen color' },
    };
  if (q.v.filter.colors) return null;
  return { q: { v: { ...q.v, filter: { ...q.v.filter, chosenColor: true } }, text: `${q.text} of the chosen color` } };
}

/**
 * "a source of your choice", "a red source of your choice", "a creature of your choice", "a
 * source of your choice of the chosen color" (Story Circle): the source the controller chooses
 * as the effect resolves (CR 609.7a), with its kind.
 */
const sourceOfChoice: P<{ q: Quality }> = map(
  seq(
    w('a', 'an'),
    alt(as(lit('source'), null), spanned(objectPhrase)),
    lit('of your choice'),
    opt(lit('of the chosen color')),
  ),
  ([, q, , chosen]) => (chosen ? chosenColorOf(q) : { q }),
);

/**
 * "target spell", "target instant or sorcery spell": one spell (a source of damage while it
 * resolves, CR 609.7), for "Prevent all damage target spell would deal this turn".
 */
const targetSpell = map(targetNP, (t) =>
  t.k === 'target' && t.filter.spells && !t.filter.objects && !t.filter.players && t.max === 1 && !t.countIsX
    ? t
    : null,
);

/** Any word or number but "this" (which starts "this turn"): "creatures with power 3 or less". */
const wordNotThis = tok('a word', (t) => ((t.kind === 'word' && t.lo !== 'this') || t.kind === 'num' ? t : null));

/** A word of the group dealing the damage, before "would deal": any word but "would" and "this". */
const dealerWord = tok('a word', (t) =>
  (t.kind === 'word' && t.lo !== 'this' && t.lo !== 'would') || t.kind === 'num' ? t : null,
);

type PreventRep = Extract<ReplacementSpec, { kind: 'preventDamage' }>;

/**
 * "by black sources and red sources", "by non-Human sources": damage from any source matching
 * one of them, wherever it is (a source may be a spell, CR 109.2c, 609.7). Null unless every
 * part names sources.
 */
function bySources(words: string, combat: boolean): PreventRep[] | null {
  const m = /^by (.+)$/.exec(words);
  if (!m) return null;
  const out: PreventRep[] = [];
  for (const part of (m[1] as string).split(' and ')) {
    const f = /\bsources$/.test(part) ? sourceFilter(part) : null;
    if (!f) return null;
    out.push({ kind: 'preventDamage', from: f, ...(combat ? { combatOnly: true } : {}) });
  }
  return out;
}

/**
 * The shields "Prevent all (combat) damage that would be dealt `words`" gives, where `words`
 * ("to creatures you control", "by creatures your opponents control", "to players by
 * creatures", "by non-Human sources") names groups, read as a static prevention's are and checked
 * as the damage would be dealt (CR 615.1, 611.2c applies only to characteristics). Null unless a
 * group, players or sources are named: one player ("to you") or one object alone is another rule.
 */
function groupShield(combat: boolean, words: string): ShieldsVp | null {
  const reps =
    preventionStatic(`Prevent all ${combat ? 'combat ' : ''}damage that would be dealt ${words}`) ??
    bySources(words, combat);
  if (!reps?.length) return null;
  // "other creatures": other than the source, which a shield's group doesn't know (it is the
  // resolving spell's or ability's): not read.
  const who = (a: Affected | undefined) => !a || 'players' in a || ('objects' in a && !a.other);
  if (!reps.every((r) => r.kind === 'preventDamage' && !r.amount && who(r.to) && who(r.by))) return null;
  // Only where a group is named: one player ("to you") alone is the rules below.
  const group = (a: Affected | undefined) => !!a && ('objects' in a || ('players' in a && a.players !== 'you'));
  if (!reps.some((r) => r.kind === 'preventDamage' && (r.from || group(r.to) || r.by))) return null;
  return { k: 'preventAllGroup', reps: reps as PreventRep[], words };
}

/**
 * "Prevent all (combat) damage that would be dealt (this turn) to creatures you control (this
 * turn)", "… to you and creatures you control this turn", "… this turn by creatures your opponents
 * control", "… to you this turn by attacking creatures" (CR 615.1): the groups are read as a static
 * prevention's are; "to you this turn by attacking creatures" (Deep Wood) as "to you by …" (abilities/prevention-statics.ts), and only groups, players and sources are
 * taken — a shield for one object ("to ~", "to target creature") is the rules above. Exactly one
 * "this turn".
 */
const preventAllGroup: P<ShieldsVp> = map(
  seq(
    lit('prevent all'),
    opt(w('combat')),
    lit('damage that would be dealt'),
    opt(lit('this turn')),
    spanned(many1(wordNotThis)),
    opt(lit('this turn')),
    opt(seq(w('by'), spanned(many1(wordNotThis)))),
  ),
  ([, combat, , early, rest, late, by]) => {
    if (!early === !late || (by && !late)) return null;
    return groupShield(!!combat, `${rest.text}${by ? ` by ${by[1].text}` : ''}`);
  },
);

/**
 * "Prevent all damage that creatures would deal to players this turn", "Prevent all combat damage
 * blue creatures and black creatures would deal this turn", "Prevent all damage that black sources
 * and red sources would deal this turn": the dealer named first, the same groups as
 * {@link preventAllGroup} reads ("… dealt to players by creatures").
 */
const preventAllGroupDealing: P<ShieldsVp> = map(
  seq(
    lit('prevent all'),
    opt(w('combat')),
    w('damage'),
    opt(w('that')),
    spanned(many1(dealerWord)),
    lit('would deal'),
    opt(seq(w('to'), spanned(many1(wordNotThis)))),
    lit('this turn'),
  ),
  ([, combat, , , dealer, , to]) => groupShield(!!combat, `${to ? `to ${to[1].text} ` : ''}by ${dealer.text}`),
);

export const SHIELDS_VERBS: VerbEntry<ShieldsVp>[] = [
  {
    subject: 'player',
    parse: alt(
      preventAllGroup,
      preventAllGroupDealing,
      as(lit('gain life equal to the damage prevented this way'), { k: 'gainPrevented' } as ShieldsVp),
      map(seq(w('regenerate'), objects), ([, what]) => ({ k: 'regenerate', what }) as ShieldsVp),
      // "Prevent the next 3 damage that would be dealt to any target this turn by a source of your choice".
      map(
        seq(
          lit('prevent the next'),
          amountNode,
          lit('damage that would be dealt to'),
          recipient,
          lit('this turn by'),
          sourceOfChoice,
        ),
        ([, n, , to, , { q }]) => ({ k: 'preventNextFromSource', n, to, quality: q }) as ShieldsVp,
      ),
      map(
        seq(
          lit('prevent the next'),
          amountNode,
          opt(w('combat')),
          lit('damage that would be dealt to'),
          recipient,
          lit('this turn'),
        ),
        ([, n, combat, , to]) => ({ k: 'preventNext', n, to, ...(combat ? { combat: true } : {}) }) as ShieldsVp,
      ),
      // "The next time ~ would deal damage to you this turn, prevent that damage": that object's next
      // damage to that one recipient.
      map(
        seq(
          lit('the next time'),
          oneOrTargets,
          lit('would deal damage to'),
          recipient,
          lit('this turn , prevent that damage'),
        ),
        ([, what, , to]) => ({ k: 'preventNextTimeBy', what, to }) as ShieldsVp,
      ),
      // "Prevent the next 4 damage that would be dealt this turn to target creature you control".
      map(
        seq(lit('prevent the next'), amountNode, lit('damage that would be dealt this turn to'), oneOrTargets),
        ([, n, , to]) => ({ k: 'preventNext', n, to }) as ShieldsVp,
      ),
      // "Prevent the next 1 damage that would be dealt by ~ this turn" (Barbed Wire): damage that source deals.
      map(
        seq(lit('prevent the next'), amountNode, lit('damage that would be dealt by'), oneOrTargets, lit('this turn')),
        ([, n, , by]) => ({ k: 'preventNext', n, to: by, by: true }) as ShieldsVp,
      ),
      // "Prevent all damage a red source of your choice would deal (to you) this turn", "Prevent
      // all combat damage a creature of your choice would deal this turn".
      map(
        seq(
          lit('prevent all'),
          opt(w('combat')),
          w('damage'),
          sourceOfChoice,
          lit('would deal'),
          opt(seq(w('to'), recipient)),
          lit('this turn'),
        ),
        ([, combat, , { q }, , to]) =>
          ({
            k: 'preventAllFromSource',
            quality: q,
            to: to ? to[1] : null,
            ...(combat ? { combat: true } : {}),
          }) as ShieldsVp,
      ),
      // "Prevent all damage that would be dealt to you this turn by a source of your choice".
      map(
        seq(lit('prevent all damage that would be dealt to'), recipient, lit('this turn by'), sourceOfChoice),
        ([, to, , { q }]) => ({ k: 'preventAllFromSource', quality: q, to }) as ShieldsVp,
      ),
      // "Prevent all combat damage target creature would deal this turn", "… that ~ would deal this
      // turn": damage those objects deal (CR 615.1).
      map(
        seq(
          lit('prevent all'),
          opt(w('combat')),
          w('damage'),
          opt(w('that')),
          oneOrTargets,
          lit('would deal this turn'),
        ),
        ([, combat, , , what]) => ({ k: 'preventAll', combat: !!combat, dir: 'by', what }) as ShieldsVp,
      ),
      // "Prevent all damage target spell would deal this turn" (Shieldmage Elder): the damage that
      // spell deals as it resolves.
      map(
        seq(lit('prevent all damage'), opt(w('that')), targetSpell, lit('would deal this turn')),
        ([, , what]) => ({ k: 'preventAll', combat: false, dir: 'by', what }) as ShieldsVp,
      ),
      // "Prevent all damage that would be dealt this turn to up to two target creatures", "… this turn by target creature you control".
      map(
        seq(
          lit('prevent all'),
          opt(w('combat')),
          lit('damage that would be dealt this turn'),
          dealtDirection,
          oneOrTargets,
        ),
        ([, combat, , dir, what]) => ({ k: 'preventAll', combat: !!combat, dir, what }) as ShieldsVp,
      ),
      // "Prevent all damage that would be dealt to ~ by target creature this turn" (Stonewise Fortifier): both must hold.
      map(
        seq(
          lit('prevent all'),
          opt(w('combat')),
          lit('damage that would be dealt to'),
          oneOrTargets,
          w('by'),
          oneOrTargets,
          lit('this turn'),
        ),
        ([, combat, , to, , by]) => ({ k: 'preventAllToBy', combat: !!combat, to, by }) as ShieldsVp,
      ),
      as(lit('prevent all combat damage that would be dealt this turn'), {
        k: 'preventAll',
        combat: true,
      } as ShieldsVp),
      map(
        seq(
          lit('prevent all'),
          opt(w('combat')),
          lit('damage that would be dealt'),
          dealtDirection,
          recipient,
          lit('this turn'),
        ),
        ([, combat, , dir, what]) => ({ k: 'preventAll', combat: !!combat, dir, what }) as ShieldsVp,
      ),
      // "The next 1 damage that would be dealt to ~ this turn is dealt to target creature you
      // control instead", "The next X damage that would be dealt this turn to target white creature
      // you control is dealt to ~ instead" (CR 614.9).
      map(
        seq(
          lit('the next'),
          amountNode,
          lit('damage that would be dealt'),
          alt(
            map(seq(w('to'), oneOrTargets, lit('this turn')), ([, to]) => to),
            map(seq(lit('this turn to'), oneOrTargets), ([, to]) => to),
          ),
          lit('is dealt to'),
          recipient,
          w('instead'),
        ),
        ([, n, , to, , instead]) => ({ k: 'redirectNext', n, to, instead }) as ShieldsVp,
      ),
      // "All damage that would be dealt to target creature this turn is dealt to you instead"
      // (Sivvi's Valor; CR 614.9): a redirection shield for the turn, never used up.
      map(
        seq(
          lit('all damage that would be dealt to'),
          oneOrTargets,
          lit('this turn is dealt to'),
          recipient,
          w('instead'),
        ),
        ([, to, , instead]) => ({ k: 'redirectNext', n: 'all', to, instead }) as ShieldsVp,
      ),
      // "The next time a black source of your choice would deal damage to you this turn, prevent
      // that damage"; without "to you" (Pilgrim of Justice), its next damage to anything: all of
      // that one damage event, whoever it is dealt to (CR 615.8, zones/prevention-effects.ts).
      map(
        seq(
          lit('the next time'),
          sourceOfChoice,
          lit('would deal damage'),
          opt(seq(w('to'), recipient)),
          lit('this turn , prevent that damage'),
        ),
        ([, { q }, , to]) => ({ k: 'preventNextTimeSource', quality: q, to: to ? to[1] : null }) as ShieldsVp,
      ),
    ),
  },
];

/**
 * A source of the controller's choice (CR 609.7a: chosen as the effect resolves), then a shield
 * that prevents its damage (to the recipient, or to anything): all of it this turn, or only the
 * next time it would deal damage (`once`, 615.7).
 */
function preventFromSource(
  v: Extract<ShieldsVp, { k: 'preventNextTimeSource' | 'preventAllFromSource' | 'preventNextFromSource' }>,
  c: VerbCtx,
  once: boolean,
): boolean {
  if (c.actor.ref !== 'you') return false;
  const n = v.k === 'preventNextFromSource' ? lowerAmount(c.b, v.n) : 'all';
  if (n === null) return false;
  const q = v.quality?.v;
  if (q && (q.plural || q.other || q.filter.zone || q.filter.cardOnly)) return false;
  const to = v.to ? lowerNP(c.b, v.to) : null;
  if (v.to && !to) return false;
  const as_ = freshVar(c.b, 'source');
  const words = v.quality?.text ?? 'source';
  c.b.steps.push({
    do: 'choose',
    from: { source: q?.filter ?? {} },
    as: as_,
    prompt: `choose a${/^[aeiou]/i.test(words) ? 'n' : ''} ${words}`,
  });
  c.b.steps.push({
    do: 'prevent',
    amount: n,
    ...(to ? { to } : {}),
    by: { ref: 'var', name: as_ },
    ...(once ? { once: true } : {}),
    ...(v.k === 'preventAllFromSource' && v.combat ? { combatOnly: true } : {}),
    when: { var: as_ },
  });
  return true;
}

export const LOWER_SHIELDS: LowerTable<ShieldsVp> = {
  // "Prevent … . You gain life equal to the damage prevented this way": a further effect of the
  // one shield the sentence before made (CR 615.5), carried out as it prevents damage, not as the
  // spell resolves. Read only right after a single prevention step.
  gainPrevented: (_v, c) => {
    if (c.actor.ref !== 'you') return false;
    const steps = c.b.steps;
    const last = steps[steps.length - 1];
    if (last?.do !== 'prevent' || steps[steps.length - 2]?.do === 'prevent') return false;
    steps[steps.length - 1] = { ...last, gain: true };
    return true;
  },
  regenerate: (v, c) => {
    if (c.actor.ref !== 'you') return false;
    const what = lowerNP(c.b, v.what, 'object');
    if (!what) return false;
    c.b.steps.push({ do: 'regenerate', what });
    return true;
  },
  preventNext: (v, c) => {
    if (c.actor.ref !== 'you') return false;
    const n = lowerAmount(c.b, v.n);
    const to = n === null ? null : lowerNP(c.b, v.to);
    if (n === null || !to) return false;
    if (v.by && (to.ref === 'you' || to.ref === 'players')) return false;
    c.b.steps.push({
      do: 'prevent',
      amount: n,
      ...(v.by ? { by: to } : { to }),
      ...(v.combat ? { combatOnly: true } : {}),
    });
    return true;
  },
  // One recipient of the redirected damage, named as the ability resolves (CR 614.9).
  redirectNext: (v, c) => {
    if (c.actor.ref !== 'you') return false;
    const n = v.n === 'all' ? 'all' : lowerAmount(c.b, v.n);
    const to = n === null ? null : lowerNP(c.b, v.to, 'object');
    const instead = to ? lowerNP(c.b, v.instead) : null;
    if (n === null || !to || !instead || instead.ref === 'players' || instead.ref === 'all' || instead.ref === 'union')
      return false;
    if (to.ref === 'target' && (c.b.targets[to.slot]?.max ?? 2) > 1) return false;
    if (instead.ref === 'target' && (c.b.targets[instead.slot]?.max ?? 2) > 1) return false;
    c.b.steps.push({ do: 'prevent', amount: n, to, redirect: instead });
    return true;
  },
  preventNextFromSource: (v, c) => preventFromSource(v, c, false),
  preventNextTimeBy: (v, c) => {
    if (c.actor.ref !== 'you') return false;
    const by = lowerNP(c.b, v.what, 'object');
    const to = by ? lowerNP(c.b, v.to) : null;
    // One recipient: a source's next damage to several at once is one instance (CR 615.8), which a
    // shield used up by its first recipient would not prevent whole.
    if (!by || !to || to.ref === 'players' || to.ref === 'all' || to.ref === 'union') return false;
    if (to.ref === 'target' && (c.b.targets[to.slot]?.max ?? 2) > 1) return false;
    c.b.steps.push({ do: 'prevent', amount: 'all', by, to, once: true });
    return true;
  },
  preventNextTimeSource: (v, c) => preventFromSource(v, c, true),
  preventAllFromSource: (v, c) => preventFromSource(v, c, false),
  preventAll: (v, c) => {
    if (c.actor.ref !== 'you') return false;
    const combat = v.combat ? { combatOnly: true } : {};
    if (!v.what) {
      if (!v.combat) return false;
      c.b.steps.push({ do: 'prevent', amount: 'all', ...combat });
      return true;
    }
    const what = lowerNP(c.b, v.what);
    if (!what || what.ref === 'players' || what.ref === 'union') return false;
    if (v.dir !== 'to' && (what.ref === 'you' || (what.ref === 'target' && c.b.targets[what.slot]?.filter.players)))
      return false;
    if (v.dir !== 'by') c.b.steps.push({ do: 'prevent', amount: 'all', to: what, ...combat });
    if (v.dir !== 'to') c.b.steps.push({ do: 'prevent', amount: 'all', by: what, ...combat });
    return true;
  },
  preventAllGroup: (v, c) => {
    if (c.actor.ref !== 'you') return false;
    for (const r of v.reps)
      c.b.steps.push({
        do: 'prevent',
        amount: 'all',
        ...(r.combatOnly ? { combatOnly: true } : {}),
        group: {
          ...(r.to ? { to: r.to } : {}),
          ...(r.by ? { by: r.by } : {}),
          ...(r.from ? { from: r.from } : {}),
          words: v.words,
        },
      });
    return true;
  },
  preventAllToBy: (v, c) => {
    if (c.actor.ref !== 'you') return false;
    const to = lowerNP(c.b, v.to, 'object');
    const by = to ? lowerNP(c.b, v.by, 'object') : null;
    if (!to || !by) return false;
    c.b.steps.push({ do: 'prevent', amount: 'all', to, by, ...(v.combat ? { combatOnly: true } : {}) });
    return true;
  },
};
