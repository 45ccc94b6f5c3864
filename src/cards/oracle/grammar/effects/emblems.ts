/**
 * Emblems (CR 114): "You get an emblem with \"…\"", "each opponent gets an emblem with \"…\"",
 * "target opponent gets an emblem with \"…\"", and an emblem with two abilities ("with \"…\" and
 * \"…\""). That player puts an emblem with those abilities into the command zone, owned and
 * controlled by them (114.2), where its abilities function (114.4). The quoted abilities are read
 * by the ability compilers (abilities/emblem-abilities.ts sets {@link emblemAbilities}); one they
 * can't enforce leaves the whole instruction as text. Only "you", "each player", "each opponent"
 * and one target player may get one.
 */
import type { EmblemSpec } from '../../../../engine';
import type { Build } from '../../build';
import { alt, list, lit, map, seq } from '../peg';
import { quoted } from '../words';
import type { LowerTable, VerbEntry } from './verb';

export type EmblemVp = { k: 'getEmblem'; quotes: string[] };

/**
 * The compiler's reading of an emblem's quoted abilities (set by abilities/emblem-abilities.ts,
 * which the ability compilers come before in the import order): null when one can't be enforced.
 */
export const emblemAbilities: {
  read: ((quotes: readonly string[], card: Build['card']) => EmblemSpec | null) | null;
} = { read: null };

export const EMBLEM_VERBS: VerbEntry<EmblemVp>[] = [
  {
    subject: 'player',
    parse: map(
      seq(alt(lit('get an emblem with'), lit('gets an emblem with')), list(quoted, 'and')),
      ([, quotes]) => ({ k: 'getEmblem', quotes }) as EmblemVp,
    ),
  },
];

export const LOWER_EMBLEMS: LowerTable<EmblemVp> = {
  getEmblem: (v, c) => {
    const a = c.actor;
    // One player or every player / opponent (CR 114.2): not a group named by a result
    // ("each player dealt damage this way").
    if (a.ref === 'target') {
      const t = c.b.targets[a.slot];
      const f = t?.filter;
      if (!t || !f?.players || f.objects || f.spells || f.abilities || t.max !== 1 || t.countIsX) return false;
    } else if (a.ref !== 'you' && a.ref !== 'players') return false;
    const emblem = emblemAbilities.read?.(v.quotes, c.b.card) ?? null;
    if (!emblem) return false;
    c.b.steps.push({ do: 'getEmblem', player: a, emblem });
    return true;
  },
};
