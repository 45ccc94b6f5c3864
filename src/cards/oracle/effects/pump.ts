/**
 * Effects that last a while (CR 611.2): "gets +N/+M until end of turn", "gains flying until end
 * of turn", "can't block this turn", for one object or for "all …"/"… creatures" (each object
 * then is locked in as the effect begins, 611.2c).
 */
import type { Duration, Keyword, Ref } from '../../../engine';
import { parseKeywordList } from '../phrases/keywords';
import { parsePT } from '../phrases/numbers';
import { parseEach, parseObjectRef, parseRecipient } from '../phrases/refs';
import { parseObjects } from '../phrases/objects';
import type { Build } from '../build';
import type { EffectTemplate } from './template';

const DURATION: Record<string, Duration> = {
  'until end of turn': 'endOfTurn',
  'this turn': 'endOfTurn',
  'until end of combat': 'endOfCombat',
};

/** The objects a pump names: one object (target, "it", the source) or a group ("Attacking creatures"). */
function subject(b: Build, s: string): Ref | null {
  const obj = parseObjectRef(b, s);
  if (obj) return obj;
  const each = parseEach(s);
  if (each) return each;
  // "Attacking creatures", "Blocking creatures", "Creatures you control", "All creatures".
  const lower = s[0]?.toLowerCase() + s.slice(1);
  const ph = parseObjects(lower);
  if (ph?.plural && ph.filter.zone === undefined)
    return { ref: 'all', filter: ph.other ? { ...ph.filter, notSource: true } : ph.filter };
  const r = parseRecipient(b, s);
  return r && r.ref !== 'you' && r.ref !== 'players' ? r : null;
}

function pump(
  b: Build,
  who: string,
  pt: string | undefined,
  gains: string | undefined,
  until: string,
  each = false,
): boolean {
  const what = subject(b, who);
  const duration = DURATION[until];
  if (!what || !duration) return false;
  // "Up to two target creatures each get +2/+2": "each" follows only a target phrase for more than one.
  if (each && (what.ref !== 'target' || (b.targets[what.slot]?.max ?? 0) < 2)) return false;
  const p = pt ? parsePT(pt) : null;
  if (pt && !p) return false;
  let kws: Keyword[] | undefined;
  if (gains) {
    const k = parseKeywordList(gains);
    if (!k) return false;
    kws = k;
  }
  if (p && (typeof p.power === 'object' || typeof p.toughness === 'object')) b.usesX = true;
  b.steps.push({
    do: 'pump',
    what,
    ...(p ? { power: p.power, toughness: p.toughness } : {}),
    ...(kws ? { gains: kws } : {}),
    until: duration,
  });
  if (what.ref === 'target') b.it = what;
  return true;
}

export const PUMP: EffectTemplate[] = [
  {
    id: 'pump',
    re: /^(?<who>.+?) (?<each>each )?gets? (?<pt>[+-][\dX]+\/[+-][\dX]+) (?<until>until end of turn|until end of combat)$/,
    build: (g, b) => pump(b, g.who as string, g.pt, undefined, g.until as string, !!g.each),
  },
  {
    id: 'pump-and-gain',
    re: /^(?<who>.+?) (?<each>each )?gets? (?<pt>[+-][\dX]+\/[+-][\dX]+) and gains? (?<kw>.+?) (?<until>until end of turn|until end of combat)$/,
    build: (g, b) => pump(b, g.who as string, g.pt, g.kw, g.until as string, !!g.each),
  },
  {
    id: 'gain-and-pump',
    re: /^(?<who>.+?) gains? (?<kw>.+?) and gets? (?<pt>[+-][\dX]+\/[+-][\dX]+) (?<until>until end of turn|until end of combat)$/,
    build: (g, b) => pump(b, g.who as string, g.pt, g.kw, g.until as string),
  },
  {
    id: 'gain-keyword',
    re: /^(?<who>.+?) gains? (?<kw>.+?) (?<until>until end of turn|until end of combat)$/,
    build: (g, b) => pump(b, g.who as string, undefined, g.kw, g.until as string),
  },
  {
    id: 'lose-keyword',
    re: /^(?<who>.+?) loses? (?<kw>.+?) (?<until>until end of turn)$/,
    build: (g, b) => {
      const what = subject(b, g.who as string);
      const kws = parseKeywordList(g.kw as string);
      if (!what || !kws) return false;
      b.steps.push({ do: 'pump', what, loses: kws, until: 'endOfTurn' });
      return true;
    },
  },
  {
    // "That creature doesn't untap during its controller's next untap step" (Wall of Frost),
    // "Those creatures don't untap during their controller's next untap step" (Frost Breath).
    id: 'doesnt-untap-next',
    re: /^(?<who>.+?) (?:doesn't|don't) untap during (?:its controller's next untap step|their controller's next untap step|their controllers' next untap steps)$/,
    build: (g, b) => {
      const who = g.who as string;
      const what = /^[Tt]hose creatures$/.test(who) ? b.it : subject(b, who);
      if (!what || what.ref === 'source') return false;
      b.steps.push({ do: 'restrict', what, cant: ['untap'], until: 'nextUntapStep' });
      return true;
    },
  },
  {
    id: 'cant-block',
    re: /^(?<who>.+?) can't (?<what>block|attack|attack or block|be blocked) this turn$/,
    build: (g, b) => {
      const what = subject(b, g.who as string);
      if (!what) return false;
      const cant =
        g.what === 'attack or block'
          ? (['attack', 'block'] as const)
          : g.what === 'be blocked'
            ? (['beBlocked'] as const)
            : [g.what as 'block' | 'attack'];
      b.steps.push({ do: 'restrict', what, cant: [...cant], until: 'endOfTurn' });
      return true;
    },
  },
];
