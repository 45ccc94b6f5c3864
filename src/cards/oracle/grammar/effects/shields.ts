/**
 * Regeneration (CR 701.19) and prevention (615): "Regenerate ~", "Regenerate target Elephant",
 * "Prevent the next N damage that would be dealt to any target this turn", "Prevent all combat
 * damage that would be dealt this turn", "… dealt to and dealt by that creature this turn", "The
 * next time a black source of your choice would deal damage to you this turn, prevent that
 * damage" (609.7). And searching a library (701.23): "Search your library for a basic land
 * card, put it onto the battlefield tapped".
 */
import { freshVar } from '../../build';
import { amountNode, lowerAmount, type AmountNode } from '../amounts';
import { lowerNP } from '../lower-nouns';
import { objects, recipient, type NP } from '../nouns';
import { objectPhrase, type ObjectPhrase } from '../objects';
import { alt, as, lit, map, opt, seq, spanned, w } from '../peg';
import { count, self } from '../words';
import type { LowerTable, VerbEntry } from './verb';

/** "any number of": the search takes as many as the searcher wants. */
const ANY_NUMBER = 1000;

export type ShieldsVp =
  | { k: 'regenerate'; what: NP }
  | { k: 'preventNext'; n: AmountNode; to: NP }
  | { k: 'preventNextTimeSource'; quality: { v: ObjectPhrase; text: string } | null; to: NP }
  | { k: 'preventAll'; combat: boolean; dir?: 'to' | 'by' | 'to and by'; what?: NP }
  | {
      k: 'search';
      max: number;
      ph: ObjectPhrase;
      label: string;
      to: 'hand' | 'battlefield' | 'graveyard' | 'libraryTop';
      tapped: boolean;
      /** "a card named ~": the card's own name (CR 201.2). */
      namedSelf: boolean;
    };

const DEST: Record<string, { to: 'hand' | 'battlefield' | 'graveyard'; tapped?: boolean }> = {
  'into your hand': { to: 'hand' },
  'into their hand': { to: 'hand' },
  'onto the battlefield': { to: 'battlefield' },
  'onto the battlefield tapped': { to: 'battlefield', tapped: true },
  'into your graveyard': { to: 'graveyard' },
};

/** "named ~": the card's own name (CR 201.2), read when the search is lowered. */
const namedSelf = map(opt(seq(w('named'), self)), (v) => !!v);

const searchFor = spanned(
  alt(
    map(seq(lit('up to'), count, objectPhrase, namedSelf), ([, n, ph, named]) => ({ max: n, ph, named })),
    // "any number of cards named ~": as many as there are (CR 701.23b: they may find fewer).
    map(seq(lit('any number of'), objectPhrase, namedSelf), ([, ph, named]) => ({ max: ANY_NUMBER, ph, named })),
    map(seq(w('a', 'an'), objectPhrase, namedSelf), ([, ph, named]) => ({ max: 1, ph, named })),
  ),
);

/** "put it into your hand", "put them onto the battlefield tapped". */
const putFound = map(
  seq(
    w(','),
    opt(w('and')),
    w('put'),
    alt(w('it', 'them'), lit('that card'), lit('those cards')),
    alt(
      ...Object.keys(DEST)
        .sort((a, b) => b.length - a.length)
        .map((d) => lit(d)),
    ),
  ),
  ([, , , , dest]) => DEST[dest] as { to: 'hand' | 'battlefield' | 'graveyard'; tapped?: boolean },
);

/** ", then shuffle and put that card on top" (Vampiric Tutor): the rest shuffled, the card found on top. */
const shuffleOnTop = as(seq(lit(', then shuffle and put'), alt(lit('that card'), w('it')), lit('on top')), {
  to: 'libraryTop' as const,
});

export const SHIELDS_VERBS: VerbEntry<ShieldsVp>[] = [
  {
    subject: 'player',
    parse: alt(
      map(seq(w('regenerate'), objects), ([, what]) => ({ k: 'regenerate', what }) as ShieldsVp),
      map(
        seq(lit('prevent the next'), amountNode, lit('damage that would be dealt to'), recipient, lit('this turn')),
        ([, n, , to]) =>
          ({
            k: 'preventNext',
            n,
            to,
          }) as ShieldsVp,
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
          alt(lit('to and dealt by'), w('to'), w('by')),
          recipient,
          lit('this turn'),
        ),
        ([, combat, , dir, what]) =>
          ({
            k: 'preventAll',
            combat: !!combat,
            dir: dir.toLowerCase() === 'to and dealt by' ? 'to and by' : (dir.toLowerCase() as 'to' | 'by'),
            what,
          }) as ShieldsVp,
      ),
      // "The next time a black source of your choice would deal damage to you this turn, prevent that damage".
      map(
        seq(
          lit('the next time'),
          w('a', 'an'),
          alt(as(lit('source'), null), spanned(objectPhrase)),
          lit('of your choice would deal damage to'),
          recipient,
          lit('this turn , prevent that damage'),
        ),
        ([, , q, , to]) => ({ k: 'preventNextTimeSource', quality: q, to }) as ShieldsVp,
      ),
      // "Search your library for a basic land card, put it onto the battlefield tapped" (shuffling is its own instruction).
      map(
        seq(
          w('search', 'searches'),
          w('your', 'their'),
          lit('library for'),
          searchFor,
          opt(seq(lit(', reveal'), alt(w('it', 'them'), lit('that card'), lit('those cards')))),
          alt(putFound, shuffleOnTop),
        ),
        ([, , , f, , d]) =>
          ({
            k: 'search',
            max: f.v.max,
            ph: f.v.ph,
            label: f.text,
            to: d.to,
            tapped: 'tapped' in d && !!d.tapped,
            namedSelf: f.v.named,
          }) as ShieldsVp,
      ),
    ),
  },
];

export const LOWER_SHIELDS: LowerTable<ShieldsVp> = {
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
    c.b.steps.push({ do: 'prevent', amount: n, to });
    return true;
  },
  preventNextTimeSource: (v, c) => {
    if (c.actor.ref !== 'you') return false;
    const q = v.quality?.v;
    if (q && (q.plural || q.other || q.filter.zone || q.filter.cardOnly)) return false;
    const to = lowerNP(c.b, v.to);
    if (!to) return false;
    const as_ = freshVar(c.b, 'source');
    const words = v.quality?.text ?? 'source';
    c.b.steps.push({
      do: 'choose',
      from: { source: q?.filter ?? {} },
      as: as_,
      prompt: `choose a${/^[aeiou]/i.test(words) ? 'n' : ''} ${words}`,
    });
    c.b.steps.push({ do: 'prevent', amount: 'all', to, by: { ref: 'var', name: as_ }, once: true, when: { var: as_ } });
    return true;
  },
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
  search: (v, c) => {
    const ph = v.ph;
    if (!ph.filter.cardOnly || v.max > 1 !== ph.plural) return false;
    if (ph.filter.controller || ph.filter.owner || (ph.filter.zone && ph.filter.zone !== 'stack')) return false;
    // One card goes on top; "put them on top" would need an order (CR 401.4).
    if (v.to === 'libraryTop' && v.max !== 1) return false;
    const { zone: _z, ...rest } = ph.filter;
    void _z;
    const filter = v.namedSelf ? { ...rest, named: c.b.card.name } : rest;
    c.b.steps.push({
      do: 'search',
      ...(c.actor.ref !== 'you' ? { player: c.actor } : {}),
      filter,
      max: v.max,
      to: v.to,
      ...(v.tapped ? { tapped: true } : {}),
      label: v.label,
      as: freshVar(c.b, 'found'),
    });
    return true;
  },
};
