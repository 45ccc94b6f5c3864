/**
 * Moving objects (CR 400): destroy (701.8), exile (406, 701.13), return to hand or to the
 * battlefield, put onto the battlefield, sacrifice (701.21), counter (701.6), tap and untap
 * (701.26), transform ~ (701.27a), flip ~ (710), "exile … until ~ leaves the battlefield" (610.3), "It can't be regenerated"
 * (701.19c) as a rider on the destroy before it.
 */
import type { ObjectFilter, Ref, StepSpec } from '../../../../engine';
import { KEYWORD_COUNTERS } from '../../../../engine';
import { freshVar, type Build } from '../../build';
import { itRef, lowerNP, noteMoved } from '../lower-nouns';
import { eachNP, objectRef, objects, playerNP, possessivePlayer, targetNP, type NP } from '../nouns';
import { objectPhrase, onlyCharacteristics, type ObjectPhrase } from '../objects';
import { alt, as, list, lit, lits, map, not, opt, seq, tok, w } from '../peg';
import { count, counterKindWord, countWord, self } from '../words';
import { isOneObject, type LowerTable, type VerbCtx, type VerbEntry } from './verb';

export type ZonesVp =
  | { k: 'destroy'; what: NP }
  | { k: 'exile'; what: NP; untilLeaves?: boolean }
  /**
   * "Exile ~ with three time counters on it" as a spell's own instruction (CR 608.2n: it goes to
   * exile, not to the graveyard; 122.1: counters of any kind, on it as it is exiled).
   */
  | { k: 'exileSelfWithCounters'; counter: string; count: number }
  | { k: 'exileGraveyard'; whose: NP }
  | { k: 'returnToHand'; what: NP; dest: string }
  | {
      k: 'returnToBattlefield';
      what: NP;
      tapped: boolean;
      under?: string;
      withCounters?: { counter: string; count: number };
      /** "… to the battlefield transformed" (CR 712.14a): it enters with its back face up. */
      transformed?: true;
      /** "… to the battlefield tapped and attacking" (CR 508.4). */
      attacking?: true;
    }
  | { k: 'returnChosenToHand'; ph: ObjectPhrase }
  /** "Return ~ from your graveyard to your hand / to the battlefield (tapped)": works only there (CR 113.6). */
  | {
      k: 'returnSelfFromGraveyard';
      dest: 'hand' | 'battlefield';
      tapped: boolean;
      withCounters?: { counter: string; count: number };
      transformed?: true;
      /**
       * "Return ~ to your hand", "return it to your hand" without "from your graveyard": read
       * only in an ability that already works from the graveyard ("if this card is in your
       * graveyard, …", CR 113.6), "it" only where it names the card.
       */
      implied?: 'self' | 'it';
    }
  | { k: 'returnExiled' }
  /**
   * "put a card an opponent owns from exile into that player's graveyard" (the Eldrazi
   * processors): one card in exile an opponent owns, chosen as it resolves (not targeted, CR
   * 115.10), put into its owner's graveyard (400.3).
   */
  | { k: 'processExiled' }
  | { k: 'putFromHand'; ph: ObjectPhrase; tapped: boolean }
  /**
   * "Exile a creature card from your graveyard", "… a card from a graveyard", "… a card from your
   * hand": one card of that zone chosen as it resolves (not targeted, CR 115.10), then exiled (406.2).
   */
  | { k: 'exileChosen'; ph: ObjectPhrase }
  /**
   * "Return a creature card from your graveyard to your hand", "… to the battlefield (tapped)":
   * one card of the player's own graveyard, chosen as it resolves (not targeted, CR 115.10).
   */
  | { k: 'returnChosenFromGraveyard'; ph: ObjectPhrase; dest: 'hand' | 'battlefield'; tapped: boolean }
  /** "Put target creature on top of / on the bottom of its owner's library" (CR 401.1, 400.3). */
  | { k: 'putInLibrary'; what: NP; position: 'top' | 'bottom' | 'second'; yours?: boolean }
  | { k: 'sacrifice'; what: NP }
  /** `count`: "sacrifices two permanents" (each player chooses that many, CR 701.21a). */
  | { k: 'sacrificeChosen'; ph: ObjectPhrase; count?: number; anyNumber?: true }
  /** "sacrifice an artifact, a creature, and a land": a different permanent for each (CR 701.21a). */
  | { k: 'sacrificeEach'; phs: ObjectPhrase[] }
  | { k: 'counter'; what: NP }
  /** "counter that spell": the spell a cast trigger names (CR 701.6a, 601.2i). */
  | { k: 'counterCast' }
  | { k: 'tap'; what: NP }
  | { k: 'untap'; what: NP }
  | { k: 'transform' }
  /**
   * "Transform target Incubator token you control", "transform all Incubator tokens you control"
   * (CR 701.27a): targets or a set, never a pronoun; one that isn't a transforming double-faced
   * permanent doesn't transform (701.27c).
   */
  | { k: 'transformObjects'; what: NP }
  /** "flip ~" / "flip it" (CR 710): the source itself; "it" only where it names the source. */
  | { k: 'flip'; it: boolean }
  | { k: 'noRegenerate' };

/**
 * "(Put / Return) a creature card from your hand / graveyard onto the battlefield / to your hand":
 * one card of the player's own zone matching the phrase, chosen as it resolves (not targeted,
 * CR 115.10), then moved; putting a land onto the battlefield is not playing it (305.4). Only
 * the player's own cards: one put onto the battlefield is theirs to control (110.2).
 */
function chooseOwnCard(
  c: VerbCtx,
  ph: ObjectPhrase,
  from: readonly ('hand' | 'graveyard')[],
  dest: 'hand' | 'battlefield',
  tapped: boolean,
): boolean {
  const zone = ph.filter.zone;
  if (
    !byYou(c) ||
    ph.plural ||
    ph.other ||
    !zone ||
    !(from as readonly string[]).includes(zone) ||
    ph.filter.owner !== 'you' ||
    ph.filter.controller ||
    !ph.filter.cardOnly
  )
    return false;
  const as_ = freshVar(c.b, 'chosen');
  c.b.steps.push({
    do: 'choose',
    from: { matching: { ...ph.filter, zone, owner: 'you' } },
    as: as_,
    prompt:
      dest === 'hand'
        ? `choose a card in your ${zone} to return to your hand`
        : `choose a card in your ${zone} to put onto the battlefield`,
  });
  c.b.steps.push({
    do: 'moveTo',
    what: { ref: 'var', name: as_ },
    zone: dest,
    ...(tapped ? { tapped: true } : {}),
    when: { var: as_ },
  });
  // "it" after this is the card moved, not the source ("You may put a planeswalker card from
  // your hand onto the battlefield. Sacrifice it …", Planebound Accomplice): not read.
  c.b.it = null;
  c.b.itUnnamed = true;
  return true;
}

const obj = objects;

/** "a creature you control" (the words of the phrase kept for the prompt). */
const aPhrase = map(seq(w('a', 'an'), objectPhrase), ([art, ph]) => ({
  art: art.toLowerCase(),
  ph: ph.invariant ? { ...ph, plural: false } : ph,
}));

/** One kind in "sacrifice a token or a land", "another creature or an artifact". */
const orPhrase = alt(
  aPhrase,
  map(seq(w('another'), objectPhrase), ([, ph]) => ({ art: 'another', ph: { ...ph, other: true } })),
);

/** A kind named by characteristics, or a token (CR 111.1) — no zone, control or other status. */
function kindOnly(f: ObjectFilter): boolean {
  const { token, ...rest } = f;
  return (token === undefined || token) && onlyCharacteristics(rest);
}

/**
 * "transformed", "tapped and transformed" after "to the battlefield" (CR 712.14a): whether it
 * enters tapped, and that it enters with its back face up.
 */
const transformedWords = alt(
  as(lit('tapped and transformed'), { tapped: true, transformed: true } as const),
  as(w('transformed'), { tapped: false, transformed: true } as const),
);

/** "under your control", "under its owner's control", "under his / her owner's control" (read as "~'s"). */
const underWords = alt(
  lit('under your control'),
  lit("under its owner's control"),
  lit("under their owners' control"),
  // Oracle's plural "under their owner's control" (Displace, Ghostway): each under its owner's (CR 110.2).
  as(lit("under their owner's control"), "under their owners' control"),
  as(lit("under ~'s owner's control"), "under its owner's control"),
);

/**
 * "with a +1/+1 counter on it", "with two -1/-1 counters on it", "with a finality counter on it",
 * "with an additional +1/+1 counter on it", "with a lifelink counter on it" (CR 122.6, 614.1c):
 * the counters the object enters with. "Additional" says only that they come on top of any it
 * would enter with anyway, as every such counter does here (the engine adds them). Only +1/+1 and
 * -1/-1 counters, finality counters and keyword counters, whose rules the engine has (122.1a,
 * 704.5q; 122.1e: a permanent with a finality counter that would go to a graveyard from the
 * battlefield is exiled instead; 122.1b: a keyword counter gives its keyword).
 */
export const withCountersOnIt = map(
  seq(
    w('with'),
    count,
    opt(w('additional')),
    alt(as(lit('first strike'), 'first strike'), as(lit('double strike'), 'double strike'), counterKindWord),
    w('counter', 'counters'),
    lits('on it', 'on them'),
  ),
  ([, n, , counter, word]) =>
    (n === 1) !== (word.toLowerCase() === 'counter')
      ? null
      : counter === '+1/+1' || counter === '-1/-1' || counter === 'finality' || KEYWORD_COUNTERS.has(counter)
        ? { counter, count: n }
        : null,
);

export const ZONES_VERBS: VerbEntry<ZonesVp>[] = [
  {
    subject: 'player',
    parse: alt(
      map(seq(w('destroy'), obj), ([, what]) => ({ k: 'destroy', what }) as ZonesVp),
      map(
        seq(w('exile'), obj, lit('until'), self, lit('leaves the battlefield')),
        ([, what]) =>
          ({
            k: 'exile',
            what,
            untilLeaves: true,
          }) as ZonesVp,
      ),
      map(seq(w('exile'), playerNP, lit("'s graveyard")), ([, whose]) => ({ k: 'exileGraveyard', whose }) as ZonesVp),
      // "Exile all graveyards", "Exile all cards from all graveyards" (CR 404.1): every card in every graveyard.
      as(seq(w('exile'), alt(lit('all graveyards'), lit('all cards from all graveyards'))), {
        k: 'exileGraveyard',
        whose: { k: 'players', which: 'each' },
      } as ZonesVp),
      map(
        seq(w('exile'), possessivePlayer, w('graveyard')),
        ([, whose]) => ({ k: 'exileGraveyard', whose }) as ZonesVp,
      ),
      map(
        seq(w('exile'), self, w('with'), count, counterKindWord, w('counter', 'counters'), lit('on it')),
        ([, , , n, counter, word]) =>
          n < 1 || (n === 1) !== (word.toLowerCase() === 'counter')
            ? null
            : ({ k: 'exileSelfWithCounters', counter, count: n } as ZonesVp),
      ),
      map(seq(w('exile'), obj), ([, what]) => ({ k: 'exile', what }) as ZonesVp),
      map(seq(w('exile'), aPhrase), ([, a]) => ({ k: 'exileChosen', ph: a.ph }) as ZonesVp),
      as(lit("return the exiled card to the battlefield under its owner's control"), { k: 'returnExiled' } as ZonesVp),
      map(
        seq(
          w('return'),
          self,
          lit('from your graveyard to'),
          alt(as(lit('your hand'), 'hand' as const), as(lit('the battlefield'), 'battlefield' as const)),
          opt(alt(transformedWords, as(w('tapped'), { tapped: true, transformed: false } as const))),
          opt(withCountersOnIt),
        ),
        ([, , , dest, how, counters]) =>
          dest === 'hand' && (how || counters)
            ? null
            : ({
                k: 'returnSelfFromGraveyard',
                dest,
                tapped: !!how?.tapped,
                ...(how?.transformed ? { transformed: true } : {}),
                ...(counters ? { withCounters: counters } : {}),
              } as ZonesVp),
      ),
      map(
        seq(
          w('return'),
          alt(as(self, 'self' as const), as(w('it'), 'it' as const)),
          w('to'),
          alt(as(lit('your hand'), 'hand' as const), as(lit('the battlefield'), 'battlefield' as const)),
          opt(w('tapped')),
          // Nothing more of this instruction ("… under its owner's control" is another reading).
          not(tok('a word', (t) => (t.kind === 'word' && t.lo !== 'and' && t.lo !== 'then' ? t : null))),
        ),
        ([, implied, , dest, tapped]) =>
          dest === 'hand' && tapped
            ? null
            : ({ k: 'returnSelfFromGraveyard', dest, tapped: !!tapped, implied } as ZonesVp),
      ),
      map(
        seq(
          w('return'),
          aPhrase,
          w('to'),
          alt(as(lit('your hand'), 'hand' as const), as(lit('the battlefield'), 'battlefield' as const)),
          opt(w('tapped')),
        ),
        ([, a, , dest, tapped]) =>
          dest === 'hand' && tapped
            ? null
            : ({ k: 'returnChosenFromGraveyard', ph: a.ph, dest, tapped: !!tapped } as ZonesVp),
      ),
      map(
        seq(w('return'), aPhrase, lit("to its owner's hand")),
        ([, a]) =>
          ({
            k: 'returnChosenToHand',
            ph: a.ph,
          }) as ZonesVp,
      ),
      as(
        seq(
          lit('put a card an opponent owns from exile into'),
          alt(lit("that player's graveyard"), lit("its owner's graveyard")),
        ),
        { k: 'processExiled' } as ZonesVp,
      ),
      // "return another creature you control to its owner's hand": one the player chooses other
      // than this object (CR 115.10, 608.2d), as "sacrifice another creature" is read.
      map(seq(w('return'), w('another'), objectPhrase, lit("to its owner's hand")), ([, , ph]) =>
        ph.plural || ph.other ? null : ({ k: 'returnChosenToHand', ph: { ...ph, other: true } } as ZonesVp),
      ),
      map(
        seq(
          w('return'),
          objects,
          w('to'),
          alt(lits("its owner's hand", "their owners' hands", "their owner's hand", 'your hand', 'their hand')),
        ),
        ([, what, , dest]) => ({ k: 'returnToHand', what, dest }) as ZonesVp,
      ),
      map(
        seq(
          w('return'),
          objects,
          lit('to the battlefield'),
          opt(
            alt(
              transformedWords,
              as(lit('tapped and attacking'), { tapped: true, transformed: false, attacking: true } as const),
              as(w('tapped'), { tapped: true, transformed: false } as const),
            ),
          ),
          opt(underWords),
          opt(withCountersOnIt),
        ),
        ([, what, , how, under, counters]) =>
          ({
            k: 'returnToBattlefield',
            what,
            tapped: !!how?.tapped,
            under,
            ...(how?.transformed ? { transformed: true } : {}),
            ...(how && 'attacking' in how ? { attacking: true } : {}),
            ...(counters ? { withCounters: counters } : {}),
          }) as ZonesVp,
      ),
      map(
        seq(
          w('put'),
          objects,
          alt(as(lit('on top of'), 'top' as const), as(lit('on the bottom of'), 'bottom' as const)),
          alt(
            as(lits("its owner's library", "their owners' libraries", "their owner's library"), false),
            as(lit('your library'), true),
          ),
        ),
        ([, what, position, yours]) => ({ k: 'putInLibrary', what, position, ...(yours ? { yours } : {}) }) as ZonesVp,
      ),
      // "Put target creature into its owner's library second from the top" (CR 401.1).
      map(
        seq(
          w('put'),
          objects,
          w('into'),
          alt(as(lit("its owner's library"), false), as(lit('your library'), true)),
          lit('second from the top'),
        ),
        ([, what, , yours]) =>
          ({ k: 'putInLibrary', what, position: 'second', ...(yours ? { yours } : {}) }) as ZonesVp,
      ),
      // "Put target creature card from a graveyard onto the battlefield under your control": as
      // "return …", a card that may be in another player's graveyard (CR 110.2a: under your control).
      map(
        seq(
          w('put'),
          objects,
          lit('onto the battlefield'),
          opt(alt(transformedWords, as(w('tapped'), { tapped: true, transformed: false } as const))),
          underWords,
          opt(withCountersOnIt),
        ),
        ([, what, , how, under, counters]) =>
          ({
            k: 'returnToBattlefield',
            what,
            tapped: !!how?.tapped,
            under,
            ...(how?.transformed ? { transformed: true } : {}),
            ...(counters ? { withCounters: counters } : {}),
          }) as ZonesVp,
      ),
      map(
        seq(w('put'), aPhrase, lit('onto the battlefield'), opt(w('tapped'))),
        ([, a, , tapped]) =>
          ({
            k: 'putFromHand',
            ph: a.ph,
            tapped: !!tapped,
          }) as ZonesVp,
      ),
      map(
        seq(w('sacrifice', 'sacrifices'), alt(self, objectRef)),
        ([, what]) =>
          ({
            k: 'sacrifice',
            what: what === '~' ? ({ k: 'self' } as NP) : (what as NP),
          }) as ZonesVp,
      ),
      // "sacrifices an artifact, a creature, or a land of their choice" (CR 701.21a): one
      // permanent that is any of them; "a token or a land", "another creature or an artifact"
      // (a token is a status each kind is read with, "another" is that kind's only: the source
      // can be sacrificed as an artifact).
      map(seq(w('sacrifice', 'sacrifices'), list(orPhrase, 'or', 2), opt(lit('of their choice'))), ([, as]) =>
        as.every((a) => !a.ph.plural && kindOnly(a.ph.filter))
          ? ({
              k: 'sacrificeChosen',
              ph: { filter: { anyOf: as.map((a) => chosenFilter(a.ph)) }, plural: false, other: false },
            } as ZonesVp)
          : null,
      ),
      map(seq(w('sacrifice', 'sacrifices'), list(aPhrase, 'and', 2), opt(lit('of their choice'))), ([, as]) =>
        as.every((a) => !a.ph.plural && !a.ph.other && onlyCharacteristics(a.ph.filter))
          ? ({ k: 'sacrificeEach', phs: as.map((a) => a.ph) } as ZonesVp)
          : null,
      ),
      map(
        seq(w('sacrifice', 'sacrifices'), aPhrase, opt(lit('of their choice'))),
        ([, a]) => ({ k: 'sacrificeChosen', ph: a.ph }) as ZonesVp,
      ),
      // "sacrifices two permanents" (annihilator, CR 702.86a): that many, chosen at once.
      map(seq(w('sacrifice', 'sacrifices'), countWord, objectPhrase, opt(lit('of their choice'))), ([, n, ph]) =>
        n >= 2 && ph.plural && !ph.other
          ? ({ k: 'sacrificeChosen', ph: { ...ph, plural: false }, count: n } as ZonesVp)
          : null,
      ),
      // "Sacrifice any number of Mountains" (CR 701.21a): none to all of them, as you choose.
      map(seq(w('sacrifice'), lit('any number of'), objectPhrase), ([, , ph]) =>
        ph.plural ? ({ k: 'sacrificeChosen', ph: { ...ph, plural: false }, anyNumber: true } as ZonesVp) : null,
      ),
      // "sacrifice another creature": one they choose other than this object (CR 701.21a).
      map(seq(w('sacrifice', 'sacrifices'), w('another'), objectPhrase), ([, , ph]) =>
        ph.plural || ph.other ? null : ({ k: 'sacrificeChosen', ph: { ...ph, other: true } } as ZonesVp),
      ),
      map(seq(w('counter'), targetNP), ([, what]) => ({ k: 'counter', what }) as ZonesVp),
      as(seq(w('counter'), lit('that spell')), { k: 'counterCast' } as ZonesVp),
      map(seq(w('tap'), objects), ([, what]) => ({ k: 'tap', what }) as ZonesVp),
      map(seq(w('untap'), objects), ([, what]) => ({ k: 'untap', what }) as ZonesVp),
      // "Transform this creature" (CR 701.27a): only the source itself is read.
      as(seq(w('transform'), self), { k: 'transform' } as ZonesVp),
      map(seq(w('transform'), alt(eachNP, targetNP)), ([, what]) => ({ k: 'transformObjects', what }) as ZonesVp),
      // "Flip this creature" / "you may flip it" (CR 710): only the source itself is read.
      as(seq(w('flip'), self), { k: 'flip', it: false } as ZonesVp),
      as(seq(w('flip'), w('it')), { k: 'flip', it: true } as ZonesVp),
    ),
  },
  {
    // "destroy target Knight and it can't be regenerated": a rider on the destroy before it (CR 701.19c).
    subject: 'object',
    parse: as(lit("can't be regenerated"), { k: 'noRegenerate' } as ZonesVp),
  },
];

/** What "destroy/exile/return/tap X" acts on: objects, never players. */
function objectRef_(b: Build, np: NP): Ref | null {
  const r = lowerNP(b, np, 'object');
  if (!r || r.ref === 'you' || r.ref === 'players') return null;
  if (r.ref === 'target' && b.targets[r.slot]?.filter.players) return null;
  return r;
}

/**
 * A zone change moves the object where it is now: after "When ~ dies", "it" is the card in
 * the graveyard (the trigger's `moved` object), not the permanent that left (CR 400.7). What it
 * moves is noted: a later "it" names the new object in a public zone (400.7j), or nothing.
 */
function push(b: Build, step: StepSpec): true {
  if (step.do === 'moveTo' || step.do === 'exileLinked' || step.do === 'putTransformed') {
    const wh = step.what;
    if (wh.ref === 'trigger' && b.trigger?.moved && wh.key === b.trigger.object)
      step.what = { ref: 'trigger', key: b.trigger.moved };
  }
  if (
    (step.do === 'moveTo' && (step.zone === 'exile' || step.zone === 'graveyard' || step.zone === 'battlefield')) ||
    step.do === 'putTransformed'
  ) {
    const as = freshVar(b, 'moved');
    step.as = as;
    const now: Ref = { ref: 'var', name: as };
    noteMoved(b, step.what, now);
    if (step.do === 'moveTo' && step.zone === 'exile') b.exiledVars = [...(b.exiledVars ?? []), as];
  } else if ('what' in step && ['moveTo', 'exileLinked', 'destroy', 'sacrifice', 'counterSpell'].includes(step.do)) {
    noteMoved(b, step.what as Ref, null);
  }
  b.steps.push(step);
  return true;
}

/** Only "you" performs these imperative instructions. */
const byYou = (c: { actor: Ref }) => c.actor.ref === 'you';

/** The filter of a chosen object (CR 115.10), with "another" as not the source. */
const chosenFilter = (ph: ObjectPhrase): ObjectFilter => (ph.other ? { ...ph.filter, notSource: true } : ph.filter);

/** "it" as a noun phrase. */
const IT: NP = { k: 'pronoun', word: 'it' };

export const LOWER_ZONES: LowerTable<ZonesVp> = {
  destroy: (v, c) => {
    if (!byYou(c)) return false;
    const what = objectRef_(c.b, v.what);
    return !!what && push(c.b, { do: 'destroy', what });
  },
  exile: (v, c) => {
    if (!byYou(c)) return false;
    const what = objectRef_(c.b, v.what);
    if (!what) return false;
    if (v.untilLeaves) {
      if (c.b.card.isSpell) return false;
      const t = what.ref === 'target' ? c.b.targets[what.slot] : undefined;
      if (what.ref === 'target' && (!t?.filter.objects || t.filter.objects.zone)) return false;
      return push(c.b, { do: 'exileLinked', what, untilSourceLeaves: true });
    }
    // "…the exiled card" elsewhere on the card: the exiled card is linked to the source (CR 607.2a).
    return push(c.b, c.b.card.linksExile ? { do: 'exileLinked', what } : { do: 'moveTo', what, zone: 'exile' });
  },
  // Only a spell's own instruction: the card moves from the stack to exile as it resolves (608.2n).
  exileSelfWithCounters: (v, c) =>
    byYou(c) &&
    c.b.card.isSpell &&
    !c.b.card.linksExile &&
    push(c.b, {
      do: 'moveTo',
      what: { ref: 'source' },
      zone: 'exile',
      withCounters: { counter: v.counter, count: v.count },
    }),
  exileGraveyard: (v, c) => {
    if (!byYou(c) || c.b.card.linksExile) return false;
    const player = lowerNP(c.b, v.whose, 'player');
    if (!player) return false;
    // Every card in it as it resolves (CR 404.1, 406.2).
    c.b.steps.push({
      do: 'moveTo',
      what: { ref: 'all', filter: { zone: 'graveyard', owner: 'you' }, relativeTo: player },
      zone: 'exile',
    });
    return true;
  },
  returnToHand: (v, c) => {
    if (!byYou(c)) return false;
    const dest = v.dest;
    const what = objectRef_(c.b, v.what);
    if (!what) return false;
    // "to your hand": only what you own goes there (CR 400.3): a target you own or control, or from
    // your graveyard. The object a trigger's event names ("Whenever a card is put into your
    // graveyard from anywhere, you may return it to your hand") goes to its owner's hand whoever
    // that is (400.3), which is what the instruction does.
    if (dest === 'your hand' && what.ref !== 'trigger') {
      // "target X card and target Y card from your graveyard": each one yours.
      const parts = what.ref === 'union' ? what.of : [what];
      for (const r of parts) {
        const f = r.ref === 'target' ? c.b.targets[r.slot]?.filter.objects : r.ref === 'all' ? r.filter : undefined;
        if (!f || !(f.owner === 'you' || f.controller === 'you')) return false;
      }
    }
    // "target card from an opponent's graveyard to their hand": a graveyard holds only its owner's
    // cards (CR 404.2), so "their hand" is the card's owner's hand, where it goes (400.3). One card
    // only: "two target cards from an opponent's graveyard" come from one graveyard, not checked here.
    const t = what.ref === 'target' ? c.b.targets[what.slot] : undefined;
    const theirs =
      !!t &&
      t.max === 1 &&
      !t.countIsX &&
      t.filter.objects?.zone === 'graveyard' &&
      t.filter.objects.owner === 'opponent';
    if (dest === 'their hand' && !(what.ref === 'all' && what.relativeTo) && !theirs) return false;
    return push(c.b, { do: 'moveTo', what, zone: 'hand' });
  },
  putInLibrary: (v, c) => {
    if (!byYou(c)) return false;
    const what = objectRef_(c.b, v.what);
    // One object: two or more put there at once are arranged by their owner (CR 401.4), a choice not offered here.
    if (!what || !isOneObject(c.b, what)) return false;
    // A permanent (or a spell), or a card in a graveyard ("target card from a graveyard"); a card
    // goes to its owner's library (CR 400.3): "your library" only for a card you own.
    const f =
      what.ref === 'target' ? c.b.targets[what.slot]?.filter.objects : what.ref === 'all' ? what.filter : undefined;
    if (f?.zone && f.zone !== 'battlefield' && f.zone !== 'graveyard') return false;
    if (v.yours && !(f?.zone === 'graveyard' && f.owner === 'you')) return false;
    return push(c.b, { do: 'moveTo', what, zone: 'library', position: v.position });
  },
  returnToBattlefield: (v, c) => {
    if (!byYou(c)) return false;
    const what = objectRef_(c.b, v.what);
    if (!what) return false;
    const f =
      what.ref === 'target' ? c.b.targets[what.slot]?.filter.objects : what.ref === 'all' ? what.filter : undefined;
    // A card from a graveyard, or an object already named (the exiled card, the dying creature's card).
    if (f && f.zone !== 'graveyard') return false;
    const under = v.under;
    // CR 712.14a: "transformed" — it enters with its back face up (or stays where it is). "this
    // card" after "When enchanted creature dies" (Skin Invasion) names the Aura's card in the
    // graveyard, a new object the source reference doesn't follow (CR 400.7): left as text.
    if (v.transformed)
      return (
        !v.withCounters &&
        what.ref !== 'source' &&
        push(c.b, {
          do: 'putTransformed',
          what,
          controller: under === 'under your control' ? 'you' : 'owner',
          ...(v.tapped ? { tapped: true as const } : {}),
        })
      );
    const step: StepSpec = {
      do: 'moveTo',
      what,
      zone: 'battlefield',
      ...(v.tapped ? { tapped: true } : {}),
      controller: under === 'under your control' ? 'you' : 'owner',
      ...(v.withCounters ? { withCounters: v.withCounters } : {}),
    };
    push(c.b, step);
    // "tapped and attacking" (CR 508.4): the creatures moved (a new object each, 400.7, named by
    // the move's `as`) made attacking by the next step, those you control.
    if (v.attacking && step.as) c.b.steps.push({ do: 'enterAttacking', what: { ref: 'var', name: step.as } });
    return true;
  },
  returnSelfFromGraveyard: (v, c) => {
    // "return it to your hand" where "it" is the card a trigger's event moved, not the source: the
    // instruction on that card (returnToHand).
    if (v.implied === 'it' && v.dest === 'hand' && !v.tapped && objectRef_(c.b, IT)?.ref === 'trigger')
      return LOWER_ZONES.returnToHand({ k: 'returnToHand', what: IT, dest: 'your hand' }, c);
    // An activated or a card's triggered ability read this way works only from its owner's
    // graveyard (CR 113.6; activated.ts and triggered.ts read `sourceZone`): Bloodghast's landfall
    // is watched there (triggers/graveyard-watchers.ts).
    if (!byYou(c) || (!c.b.activated && !c.b.triggeredAbility)) return false;
    if (v.implied && (c.b.sourceZone !== 'graveyard' || (v.implied === 'it' && c.b.it?.ref !== 'source'))) return false;
    c.b.sourceZone = 'graveyard';
    // CR 712.14a: "Return ~ from your graveyard to the battlefield transformed": its back face up.
    if (v.transformed)
      return (
        !v.withCounters &&
        push(c.b, {
          do: 'putTransformed',
          what: { ref: 'source' },
          controller: 'owner',
          ...(v.tapped ? { tapped: true as const } : {}),
        })
      );
    return push(c.b, {
      do: 'moveTo',
      what: { ref: 'source' },
      zone: v.dest,
      ...(v.tapped ? { tapped: true } : {}),
      ...(v.dest === 'battlefield' ? { controller: 'owner' as const } : {}),
      ...(v.withCounters ? { withCounters: v.withCounters } : {}),
    });
  },
  returnChosenToHand: (v, c) => {
    if (!byYou(c) || v.ph.plural || v.ph.filter.zone || v.ph.filter.controller !== 'you') return false;
    const as_ = freshVar(c.b, 'chosen');
    // Not targeted: chosen as it resolves (CR 115.10, 608.2d).
    c.b.steps.push({
      do: 'choose',
      from: { matching: chosenFilter(v.ph) },
      as: as_,
      prompt: "choose one to return to its owner's hand",
    });
    c.b.steps.push({ do: 'moveTo', what: { ref: 'var', name: as_ }, zone: 'hand', when: { var: as_ } });
    return true;
  },
  processExiled: (_v, c) => {
    if (!byYou(c)) return false;
    const as_ = freshVar(c.b, 'chosen');
    c.b.steps.push({
      do: 'choose',
      from: { matching: { zone: 'exile', owner: 'opponent' } },
      as: as_,
      prompt: "choose a card an opponent owns in exile to put into that player's graveyard",
    });
    c.b.steps.push({ do: 'moveTo', what: { ref: 'var', name: as_ }, zone: 'graveyard', when: { var: as_ } });
    // "it" after this is the card moved: not read.
    Object.assign(c.b, { it: null, itUnnamed: true });
    return true;
  },
  returnExiled: (_v, c) => {
    if (!byYou(c) || !c.b.card.linksExile) return false;
    const as_ = freshVar(c.b, 'exiled');
    c.b.steps.push({
      do: 'choose',
      from: { linkedToSource: true },
      as: as_,
      prompt: 'the card exiled with this permanent',
    });
    c.b.steps.push({
      do: 'moveTo',
      what: { ref: 'var', name: as_ },
      zone: 'battlefield',
      controller: 'owner',
      when: { var: as_ },
    });
    return true;
  },
  exileChosen: (v, c) => {
    // Not where the card links what it exiles to another ability (imprint, "exiled with ~", CR
    // 607.2a): that needs the link, which a plain choice doesn't make.
    if (!byYou(c) || c.b.card.linksExile || c.b.card.readsExiledWith) return false;
    const f = v.ph.filter;
    const zone = f.zone;
    if (v.ph.plural || !f.cardOnly || f.controller || (zone !== 'graveyard' && zone !== 'hand')) return false;
    // A hand is looked at only by its owner (CR 402.3): "from your hand".
    if (zone === 'hand' && f.owner !== 'you') return false;
    if (f.owner && f.owner !== 'you' && f.owner !== 'opponent') return false;
    const as_ = freshVar(c.b, 'chosen');
    const where =
      zone === 'hand'
        ? 'your hand'
        : f.owner === 'you'
          ? 'your graveyard'
          : f.owner === 'opponent'
            ? "an opponent's graveyard"
            : 'a graveyard';
    c.b.steps.push({
      do: 'choose',
      from: { matching: chosenFilter(v.ph) },
      as: as_,
      prompt: `choose a card in ${where} to exile`,
    });
    c.b.steps.push({ do: 'moveTo', what: { ref: 'var', name: as_ }, zone: 'exile', when: { var: as_ } });
    // "it" after this is the exiled card, not the source ("Exile a creature card from your
    // graveyard. Create a token that's a copy of it"): not read.
    c.b.it = null;
    c.b.itUnnamed = true;
    return true;
  },
  returnChosenFromGraveyard: (v, c) => chooseOwnCard(c, v.ph, ['graveyard'], v.dest, v.tapped),
  putFromHand: (v, c) => chooseOwnCard(c, v.ph, ['hand', 'graveyard'], 'battlefield', v.tapped),
  sacrifice: (v, c) => {
    // "that creature's controller sacrifices it", "target creature's controller sacrifices it"
    // (CR 701.21a): the object is sacrificed by whoever controls it.
    const byController = c.actor.ref === 'controllerOf' && v.what.k === 'pronoun';
    if (!byYou(c) && !byController) return false;
    const what = lowerNP(c.b, v.what, 'object');
    if (byController) {
      const of = c.actor.ref === 'controllerOf' ? c.actor.of : null;
      if (!what || JSON.stringify(of) !== JSON.stringify(what)) return false;
      return push(c.b, { do: 'sacrifice', what, byController: true });
    }
    // CR 701.21a: a player sacrifices only a permanent they control — "it" is the source's, the
    // trigger's, or what an earlier instruction named ("Sacrifice that token at end of combat");
    // the step skips one the player doesn't control (then).
    if (!what || (what.ref !== 'source' && what.ref !== 'trigger' && what.ref !== 'target' && what.ref !== 'var'))
      return false;
    return push(c.b, { do: 'sacrifice', what });
  },
  sacrificeChosen: (v, c) => {
    const ph = v.ph;
    if (ph.plural || ph.filter.zone || ph.filter.controller || ph.filter.owner) return false;
    if (v.anyNumber) {
      // Only your own: "that many" / "that much" then counts one player's permanents.
      if (c.actor.ref !== 'you') return false;
      const as = freshVar(c.b, 'sacrificed');
      c.b.steps.push({ do: 'sacrificeChosen', filter: chosenFilter(ph), as, anyNumber: true });
      Object.assign(c.b, { it: null, itUnnamed: true });
      return true;
    }
    if (c.actor.ref === 'you') {
      const as = freshVar(c.b, 'sacrificed');
      c.b.steps.push({ do: 'sacrificeChosen', filter: chosenFilter(ph), as, ...(v.count ? { count: v.count } : {}) });
      // "that creature's power" after "sacrifice a creature": the creature sacrificed, as it last
      // existed (CR 608.2h). After "sacrifice a Blood token", "it" is still what it was.
      if (ph.filter.types?.includes('creature') && !v.count) c.b.it = { ref: 'var', name: as };
      return true;
    }
    // "Each opponent sacrifices a creature (of their choice)" (CR 701.21a): each chooses one they control.
    if (ph.other || ph.filter.anyOf?.some((f) => f.notSource)) return false;
    const as = freshVar(c.b, 'sacrificed');
    c.b.steps.push({
      do: 'sacrificeChosen',
      filter: ph.filter,
      as,
      player: c.actor,
      ...(v.count ? { count: v.count } : {}),
    });
    // "Target player sacrifices a creature. You draw cards equal to that creature's power": with
    // one player sacrificing one creature, "that creature" / "it" is that creature as it last
    // existed (CR 608.2h); with several players (or cards) it names none of them.
    const one =
      c.actor.ref === 'trigger' ||
      (c.actor.ref === 'target' && c.b.targets[c.actor.slot]?.max === 1 && !c.b.targets[c.actor.slot]?.countIsX);
    if (one && ph.filter.types?.includes('creature') && !v.count)
      Object.assign(c.b, { it: { ref: 'var', name: as }, itUnnamed: false });
    else Object.assign(c.b, { it: null, itUnnamed: true });
    return true;
  },
  sacrificeEach: (v, c) => {
    // Each player chooses theirs (CR 701.21a, 101.4); "it" names none of them after.
    const as = freshVar(c.b, 'sacrificed');
    const player = c.actor.ref === 'you' ? {} : { player: c.actor };
    c.b.steps.push({ do: 'sacrificeEach', filters: v.phs.map((ph) => ph.filter), as, ...player });
    Object.assign(c.b, { it: null, itUnnamed: true });
    return true;
  },
  counter: (v, c) => {
    if (!byYou(c)) return false;
    const what = lowerNP(c.b, v.what, 'any');
    const f = what?.ref === 'target' ? c.b.targets[what.slot]?.filter : undefined;
    // A spell or an ability on the stack (CR 701.6a, 701.6b); never a permanent or a player.
    if (!what || !f || !(f.spells || f.abilities) || f.objects || f.players) return false;
    return push(c.b, { do: 'counterSpell', what });
  },
  // "Whenever an opponent casts their first spell each turn, counter that spell" (CR 701.6a): the
  // spell the cast trigger names (trigger data `spell`, 601.2i), still on the stack or gone. Only
  // where no target of the effect is a spell "that spell" might name instead.
  counterCast: (_v, c) => {
    if (!byYou(c) || c.b.trigger?.object !== 'spell' || c.b.targets.some((t) => t.filter.spells)) return false;
    return push(c.b, { do: 'counterSpell', what: { ref: 'trigger', key: 'spell' } });
  },
  tap: (v, c) => {
    if (!byYou(c)) return false;
    const what = objectRef_(c.b, v.what);
    return !!what && push(c.b, { do: 'tap', what });
  },
  noRegenerate: (_v, c) => {
    const last = c.b.steps[c.b.steps.length - 1];
    if (last?.do !== 'destroy') return false;
    last.noRegenerate = true;
    return true;
  },
  untap: (v, c) => {
    if (!byYou(c)) return false;
    const what = objectRef_(c.b, v.what);
    return !!what && push(c.b, { do: 'untap', what });
  },
  transform: (_v, c) => byYou(c) && push(c.b, { do: 'transform', what: { ref: 'source' } }),
  transformObjects: (v, c) => {
    if (!byYou(c)) return false;
    const what = objectRef_(c.b, v.what);
    return !!what && push(c.b, { do: 'transform', what });
  },
  // "flip it" is read only where "it" can name nothing but the source: no earlier object and no
  // object of the event ("At the beginning of the end step, if … on this creature, you may flip it").
  flip: (v, c) =>
    byYou(c) &&
    (!v.it || itRef(c.b)?.ref === 'source' || (!c.b.it && !c.b.itUnnamed && !c.b.trigger?.object)) &&
    push(c.b, { do: 'flip', what: { ref: 'source' } }),
};
