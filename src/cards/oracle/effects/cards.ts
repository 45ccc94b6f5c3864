/**
 * Cards and life: draw (CR 121), discard (701.9), mill (701.13), gain and lose life (119),
 * shuffle (701.20).
 */
import type { Amount, Ref } from '../../../engine';
import { parseAmount } from '../phrases/numbers';
import { parsePlayer } from '../phrases/refs';
import { parseAmountPhrase } from '../phrases/amounts';
import { parseObjects } from '../phrases/objects';
import type { Build } from '../build';
import type { EffectTemplate } from './template';

function count(b: Build, n: string | undefined): Amount | null {
  if (n === undefined) return 1;
  const a = parseAmount(n);
  if (a !== null && typeof a === 'object') b.usesX = true;
  return a;
}

function player(b: Build, p: string | undefined): Ref | null {
  return p === undefined ? { ref: 'you' } : parsePlayer(b, p);
}

export const CARDS: EffectTemplate[] = [
  {
    // "Look at target player's hand" (Peek, Glasses of Urza; CR 402.3).
    id: 'look-at-hand',
    re: /^Look at (?<who>target player|target opponent|each opponent|that player)'s hand$/,
    build: (g, b) => {
      const who = g.who === 'each opponent' ? parsePlayer(b, 'each opponent') : player(b, g.who);
      if (!who) return false;
      b.steps.push({ do: 'lookAtHand', player: who });
      return true;
    },
  },
  {
    // "Take an extra turn after this one" (CR 500.7); "Target player takes an extra turn after this one".
    id: 'extra-turn',
    re: /^(?:(?<who>.+?) takes|Take) an extra turn after this one$/,
    build: (g, b) => {
      const player = g.who ? parsePlayer(b, g.who) : { ref: 'you' as const };
      if (!player) return false;
      b.steps.push({ do: 'extraTurn', player });
      return true;
    },
  },
  {
    id: 'draw',
    re: /^(?:(?<p>.+?) )?draws? (?:a card|an additional card|(?<n>\w+) (?:additional )?cards?)$/i,
    build: (g, b) => {
      // "Draw a card" is you; "draws" needs its subject (never assume "you", CR 608.2c).
      if (g.p === undefined && !/^Draw /.test(g[0] ?? '')) return false;
      const who = g.p === undefined || g.p === 'Draw' ? { ref: 'you' as const } : player(b, g.p);
      const n = count(b, g.n);
      if (!who || n === null) return false;
      b.steps.push({ do: 'draw', player: who, count: n });
      return true;
    },
  },
  {
    id: 'discard',
    re: /^(?:(?<p>.+?) )?discards? (?:a card|(?<n>\w+) cards)(?<random> at random)?$/i,
    build: (g, b) => {
      if (g.p === undefined && !/^Discard /.test(g[0] ?? '')) return false;
      const who = g.p === undefined || g.p === 'Discard' ? { ref: 'you' as const } : player(b, g.p);
      const n = count(b, g.n);
      if (!who || n === null) return false;
      b.steps.push({ do: 'discard', player: who, count: n, ...(g.random ? { random: true } : {}) });
      return true;
    },
  },
  {
    // "Target opponent reveals their hand. You choose a nonland card from it. That player
    // discards that card." (CR 701.20a, 701.9a): the controller of the spell or ability chooses.
    id: 'reveal-hand-choose-discard',
    re: /^(?<p>Target player|Target opponent) reveals their hand; You choose (?:a|an) (?<kind>(?:.+? )?card)(?: from it(?: (?<with>with .+))?); That player discards that card$/,
    build: (g, b) => {
      const ph = parseObjects(g.with ? `${g.kind} ${g.with}` : (g.kind as string));
      if (!ph || ph.plural || ph.other || ph.filter.zone || ph.filter.controller || ph.filter.owner) return false;
      const who = parsePlayer(b, g.p as string);
      if (!who) return false;
      const { cardOnly: _c, ...filter } = ph.filter;
      void _c;
      b.steps.push({ do: 'discard', player: who, count: 1, chosenBy: 'you', filter });
      return true;
    },
  },
  {
    id: 'discard-hand',
    re: /^(?<p>.+?) discards? (?:their|his or her|your) hand$/,
    build: (g, b) => {
      const who = g.p === 'Discard' ? { ref: 'you' as const } : player(b, g.p);
      if (!who) return false;
      b.steps.push({ do: 'discard', player: who, count: 'all' });
      return true;
    },
  },
  {
    // "Mill two cards": the imperative is "you" (CR 701.17a).
    id: 'mill-you',
    re: /^Mill (?:a card|(?<n>\w+) cards)$/,
    build: (g, b) => {
      const n = count(b, g.n);
      if (n === null) return false;
      b.steps.push({ do: 'mill', player: { ref: 'you' }, count: n });
      return true;
    },
  },
  {
    id: 'mill',
    re: /^(?<p>.+?) mills? (?:a card|(?<n>\w+) cards)$/,
    build: (g, b) => {
      const who = player(b, g.p);
      const n = count(b, g.n);
      if (!who || n === null) return false;
      b.steps.push({ do: 'mill', player: who, count: n });
      return true;
    },
  },
  {
    id: 'gain-life',
    re: /^(?<p>.+?) gains? (?<n>\w+) life$/,
    build: (g, b) => {
      const who = player(b, g.p);
      const n = count(b, g.n);
      if (!who || n === null) return false;
      b.steps.push({ do: 'gainLife', player: who, amount: n });
      return true;
    },
  },
  {
    id: 'lose-life',
    re: /^(?<p>.+?) loses? (?<n>\w+) life$/,
    build: (g, b) => {
      const who = player(b, g.p);
      const n = count(b, g.n);
      if (!who || n === null) return false;
      b.steps.push({ do: 'loseLife', player: who, amount: n });
      return true;
    },
  },
  {
    id: 'gain-life-equal',
    re: /^(?<p>.+?) gains? life equal to (?<n>.+)$/,
    build: (g, b) => {
      const who = player(b, g.p);
      const n = who ? parseAmountPhrase(b, g.n as string) : null;
      if (!who || n === null) return false;
      b.steps.push({ do: 'gainLife', player: who, amount: n });
      return true;
    },
  },
  {
    id: 'gain-that-much',
    re: /^(?<p>.+?) gains? (?<n>that much) life$/,
    build: (g, b) => {
      const who = player(b, g.p);
      const n = who ? parseAmountPhrase(b, g.n as string) : null;
      if (!who || n === null) return false;
      b.steps.push({ do: 'gainLife', player: who, amount: n });
      return true;
    },
  },
  {
    // "Shuffle your graveyard into your library", "Each player shuffles their hand and graveyard
    // into their library", "Shuffle this artifact and your graveyard into their owner's library":
    // the cards go to their owners' libraries (CR 400.3), then each of those libraries is shuffled.
    id: 'shuffle-into-library',
    re: /^(?:(?<each>Each player) shuffles|Shuffle) (?<self>~ and )?(?:their|your) (?<zones>hand and graveyard|graveyard|hand) into (?:their|your|its owner's|their owner's|their owners') librar(?:y|ies)$/,
    build: (g, b) => {
      // "Shuffle ~ and your graveyard into their owner's library" is the only form with "owner's".
      if (/owner/.test(g[0] ?? '') !== !!g.self) return false;
      const owner = g.each ? {} : { owner: 'you' as const };
      const zones = (g.zones as string).split(' and ') as ('hand' | 'graveyard')[];
      const refs: Ref[] = [
        ...(g.self ? [{ ref: 'source' as const }] : []),
        ...zones.map((zone): Ref => ({ ref: 'all', filter: { zone, ...owner } })),
      ];
      b.steps.push({
        do: 'moveTo',
        what: refs.length === 1 ? (refs[0] as Ref) : { ref: 'union', of: refs },
        zone: 'library',
      });
      b.steps.push({ do: 'shuffle', player: g.each ? { ref: 'players', which: 'each' } : { ref: 'you' } });
      return true;
    },
  },
  {
    id: 'shuffle',
    re: /^(?:Then )?[Ss]huffle(?: your library)?$/,
    build: (_g, b) => {
      b.steps.push({ do: 'shuffle', player: { ref: 'you' } });
      return true;
    },
  },
];
