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
import { count } from '../words';
import type { LowerTable, VerbEntry } from './verb';

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
      to: 'hand' | 'battlefield' | 'graveyard';
      tapped: boolean;
    };

const DEST: Record<string, { to: 'hand' | 'battlefield' | 'graveyard'; tapped?: boolean }> = {
  'into your hand': { to: 'hand' },
  'into their hand': { to: 'hand' },
  'onto the battlefield': { to: 'battlefield' },
  'onto the battlefield tapped': { to: 'battlefield', tapped: true },
  'into your graveyard': { to: 'graveyard' },
};

const searchFor = spanned(
  alt(
    map(seq(lit('up to'), count, objectPhrase), ([, n, ph]) => ({ max: n, ph })),
    map(seq(w('a', 'an'), objectPhrase), ([, ph]) => ({ max: 1, ph })),
  ),
);

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
        ([, , , f, , , , , , dest]) => {
          const d = DEST[dest] as { to: 'hand' | 'battlefield' | 'graveyard'; tapped?: boolean };
          return { k: 'search', max: f.v.max, ph: f.v.ph, label: f.text, to: d.to, tapped: !!d.tapped } as ShieldsVp;
        },
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
    const { zone: _z, ...filter } = ph.filter;
    void _z;
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
