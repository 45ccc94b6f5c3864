/**
 * Exchanging control (CR 701.12): "Exchange control of two target creatures", "… of target land
 * you control and target land an opponent controls", "… of this artifact and target nonland
 * permanent". The instruction names exactly two permanents — one target slot of exactly two, or
 * two single objects, each the source itself or one target — and the exchange happens only if
 * both are still there under different controllers (701.12a, 701.12b); it lasts indefinitely
 * (611.2a). "up to one target" (the exchange might name one), "you may exchange", targets that
 * must share a type or be controlled by different players, spells, and players exchanging
 * anything else stay text.
 */
import type { Ref } from '../../../../engine';
import type { Build } from '../../build';
import { lowerNP } from '../lower-nouns';
import { objectRef, targetNP, type NP } from '../nouns';
import { alt, lit, map, opt, seq, w } from '../peg';
import type { LowerTable, VerbEntry } from './verb';

export type ExchangeVp = { k: 'exchangeControl'; what: NP; other: NP | null } | { k: 'exchangeLife'; with: NP | null };

export const EXCHANGE_VERBS: VerbEntry<ExchangeVp>[] = [
  {
    subject: 'player',
    parse: map(
      seq(lit('exchange control of'), alt(targetNP, objectRef), opt(seq(w('and'), alt(targetNP, objectRef)))),
      ([, what, and]) => ({ k: 'exchangeControl', what, other: and ? and[1] : null }) as ExchangeVp,
    ),
  },
  {
    subject: 'player',
    parse: map(
      seq(lit('exchange life totals'), opt(seq(w('with'), targetNP))),
      ([, other]) => ({ k: 'exchangeLife', with: other ? other[1] : null }) as ExchangeVp,
    ),
  },
];

/** A target slot of players only, of exactly `n` players. */
function playerSlot(b: Build, r: Ref, n: number): boolean {
  if (r.ref !== 'target') return false;
  const f = b.targets[r.slot]?.filter;
  const t = b.targets[r.slot];
  return !!t && !!f?.players && !f.objects && !f.spells && !f.abilities && t.min === n && t.max === n && !t.countIsX;
}

/** A target slot of permanents (never a player, a spell or a card in another zone) of exactly `n` objects. */
function permanentSlot(b: Build, r: Ref, n: number): boolean {
  if (r.ref !== 'target') return false;
  const t = b.targets[r.slot];
  const f = t?.filter;
  return !!t && !!f?.objects && !f.players && !f.spells && !f.objects.zone && t.min === n && t.max === n && !t.countIsX;
}

export const LOWER_EXCHANGE: LowerTable<ExchangeVp> = {
  exchangeControl: (v, c) => {
    if (c.actor.ref !== 'you') return false;
    const what = lowerNP(c.b, v.what, 'object');
    if (!what) return false;
    if (!v.other) {
      // "two target creatures": one instance of "target", two different objects (CR 115.3).
      if (!permanentSlot(c.b, what, 2)) return false;
      c.b.steps.push({ do: 'exchangeControl', what });
      return true;
    }
    const other = lowerNP(c.b, v.other, 'object');
    if (!other) return false;
    // Each one object: the source permanent itself ("this artifact"), or one target permanent.
    const one = (r: Ref) => (r.ref === 'source' && !c.b.card.isSpell) || permanentSlot(c.b, r, 1);
    if (!one(what) || !one(other) || (what.ref === 'source' && other.ref === 'source')) return false;
    c.b.steps.push({ do: 'exchangeControl', what, other });
    return true;
  },
  // "Two target players exchange life totals" (Soul Conduit), "Exchange life totals with target
  // opponent" (Mirror Universe; CR 701.12a, 701.12c): exactly two players, the targets of one
  // "two target players" (different players, CR 115.3) or "you" and one target player.
  exchangeLife: (v, c) => {
    if (!v.with) {
      if (!playerSlot(c.b, c.actor, 2)) return false;
      c.b.steps.push({ do: 'exchangeLife', player: c.actor });
      return true;
    }
    if (c.actor.ref !== 'you') return false;
    const other = lowerNP(c.b, v.with, 'player');
    if (!other || !playerSlot(c.b, other, 1)) return false;
    c.b.steps.push({ do: 'exchangeLife', player: c.actor, other });
    return true;
  },
};
