/**
 * Counters (CR 122), tokens (111), mana from a spell (106), scry and surveil (701.22, 701.25).
 */
import type { ManaType, PredefinedTokenName, TokenSpec } from '../../../engine';
import { isPredefinedToken, PREDEFINED_TOKENS } from '../../../engine';
import { manaSymbols } from '../phrases/mana';
import { parseKeywordList } from '../phrases/keywords';
import { parseAmount, parseCount } from '../phrases/numbers';
import { parseObjectRef, parsePlayer, parseRecipient } from '../phrases/refs';
import { parseForEach } from '../phrases/amounts';
import { subtypeOf } from '../phrases/subtypes';
import type { EffectTemplate } from './template';

const COLOR_WORDS: Record<string, ManaType> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };

/**
 * "a 4/4 red Bird creature token with flying" → the token (CR 111.4 names it after its subtypes);
 * "a Treasure token", "two Food tokens" → the predefined token (CR 111.10), abilities included.
 * A predefined token with anything more ("a tapped Treasure token") is not read.
 */
export function parseToken(s: string): { count: number; token: TokenSpec } | null {
  const predefined = /^(?<n>\w+) (?<name>\w+) tokens?$/.exec(s);
  if (predefined?.groups && isPredefinedToken(predefined.groups.name as string)) {
    const n = parseCount(predefined.groups.n as string);
    if (n === null || (n === 1) !== /^an? /.test(s) || (n === 1) === /tokens$/.test(s)) return null;
    return { count: n, token: PREDEFINED_TOKENS[predefined.groups.name as PredefinedTokenName].token };
  }
  const m =
    /^(?<n>\w+) (?<p>\d+)\/(?<t>\d+) (?<colors>(?:(?:white|blue|black|red|green|colorless)(?:,? and |, | )?)+)(?<types>[A-Z][\w' -]*?) (?<kind>artifact creature|creature) tokens?(?: with (?<kw>.+))?$/.exec(
      s,
    );
  if (!m?.groups) return null;
  const n = parseCount(m.groups.n as string);
  if (n === null) return null;
  const colorWords = (m.groups.colors as string)
    .trim()
    .split(/,? and |, | /)
    .filter(Boolean);
  const colors = colorWords.filter((c) => c !== 'colorless').map((c) => COLOR_WORDS[c] as ManaType);
  const subs = (m.groups.types as string).split(' ');
  if (subs.some((x) => subtypeOf(x) !== x)) return null;
  const keywords = m.groups.kw ? parseKeywordList(m.groups.kw) : [];
  if (!keywords) return null;
  const kind = m.groups.kind === 'artifact creature' ? 'Artifact Creature' : 'Creature';
  return {
    count: n,
    token: {
      name: `${subs.join(' ')} Token`,
      typeLine: `Token ${kind} — ${subs.join(' ')}`,
      colors,
      power: Number(m.groups.p),
      toughness: Number(m.groups.t),
      ...(keywords.length ? { keywords } : {}),
    },
  };
}

export const MISC: EffectTemplate[] = [
  {
    // "put a +1/+1 counter on this creature for each creature that died this turn" (Khabál Ghoul).
    id: 'counters-for-each',
    re: /^[Pp]ut (?:a|an) (?<kind>[+-]\d+\/[+-]\d+|\w+) counter on (?<what>.+?) for each (?<each>.+)$/,
    build: (g, b) => {
      const n = parseForEach(g.each as string);
      const what = parseObjectRef(b, g.what as string);
      if (n === null || !what) return false;
      b.steps.push({ do: 'addCounters', what, counter: g.kind as string, count: n });
      return true;
    },
  },
  {
    id: 'counters',
    re: /^[Pp]ut (?<n>\w+) (?<kind>[+-]\d+\/[+-]\d+|\w+) counters? on (?<what>.+?)$/,
    build: (g, b) => {
      const n = parseAmount(g.n as string);
      const what = parseObjectRef(b, g.what as string) ?? parseRecipient(b, g.what as string);
      if (n === null || !what || what.ref === 'you' || what.ref === 'players') return false;
      b.steps.push({ do: 'addCounters', what, counter: g.kind as string, count: n });
      return true;
    },
  },
  {
    id: 'remove-counters',
    re: /^[Rr]emove (?<n>\w+) (?<kind>[+-]\d+\/[+-]\d+|\w+) counters? from (?<what>.+?)$/,
    build: (g, b) => {
      const n = parseAmount(g.n as string);
      const what = parseObjectRef(b, g.what as string);
      if (n === null || !what) return false;
      b.steps.push({ do: 'removeCounters', what, counter: g.kind as string, count: n });
      return true;
    },
  },
  {
    id: 'counters-that-many',
    re: /^[Pp]ut that many (?<kind>[+-]\d+\/[+-]\d+|\w+) counters on (?<what>.+?)$/,
    build: (g, b) => {
      const what = parseObjectRef(b, g.what as string);
      if (!what || !b.trigger?.amount) return false;
      b.steps.push({ do: 'addCounters', what, counter: g.kind as string, count: { triggerAmount: true } });
      return true;
    },
  },
  {
    id: 'token',
    re: /^[Cc]reate (?<token>.+?)$/,
    build: (g, b) => {
      // "create a tapped Treasure token", "create two tapped 2/2 black Zombie creature tokens".
      const tapped = /^(\w+) tapped (.+)$/.exec(g.token as string);
      const t = parseToken(tapped ? `${tapped[1]} ${tapped[2]}` : (g.token as string));
      if (!t) return false;
      b.steps.push({
        do: 'createToken',
        token: t.token,
        ...(t.count !== 1 ? { count: t.count } : {}),
        ...(tapped ? { tapped: true } : {}),
      });
      // "Sacrifice it at the beginning of the next end step": "it" is the token now (unnamed).
      b.it = null;
      b.itUnnamed = true;
      return true;
    },
  },
  {
    // "investigate" (CR 701.16a): create a Clue token (111.10f); "Its controller investigates":
    // that player creates it. "Investigate twice" is investigating two times.
    id: 'investigate',
    re: /^(?:(?<who>.+?) investigates|[Ii]nvestigate)(?: (?<times>twice|three times))?$/,
    build: (g, b) => {
      const player = g.who ? parsePlayer(b, g.who) : null;
      if (g.who && !player) return false;
      const count = g.times === 'twice' ? 2 : g.times ? 3 : 1;
      b.steps.push({
        do: 'createToken',
        token: PREDEFINED_TOKENS.Clue.token,
        ...(count !== 1 ? { count } : {}),
        ...(player ? { player } : {}),
      });
      // As after "create … token": "it" would be the Clue, which no reference names.
      b.it = null;
      b.itUnnamed = true;
      return true;
    },
  },
  {
    id: 'add-mana',
    re: /^Add (?<mana>(?:\{[WUBRGC]\})+)$/,
    build: (g, b) => {
      const mana = manaSymbols(g.mana as string);
      if (!mana) return false;
      b.steps.push({ do: 'addMana', mana });
      return true;
    },
  },
  {
    id: 'scry',
    re: /^(?<verb>Scry|Surveil) (?<n>\w+)$/,
    build: (g, b) => {
      const n = parseAmount(g.n as string);
      if (n === null) return false;
      b.steps.push({ do: g.verb === 'Scry' ? 'scry' : 'surveil', count: n });
      return true;
    },
  },
];
