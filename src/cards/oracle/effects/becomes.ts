/**
 * "… becomes …" (CR 611.2): a colour change ("Target spell or permanent becomes red", layer 5,
 * no duration: it lasts as long as the object does), an animation ("This land becomes a 2/2
 * Assembly-Worker artifact creature until end of turn. It's still a land." — types added only
 * when the text says the object is still what it was, CR 205.1b), and a base power/toughness
 * ("Target creature with flying has base power 0 until end of turn", layer 7b).
 */
import type { Duration, Keyword, ManaType, Ref, StepSpec } from '../../../engine';
import { parseKeywordList } from '../phrases/keywords';
import { parseRecipient } from '../phrases/refs';
import { subtypeOf } from '../phrases/subtypes';
import type { Build } from '../build';
import type { EffectTemplate } from './template';

type Color = Exclude<ManaType, 'C'>;
const COLOR_WORDS: Record<string, Color> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
const COLOR_LIST = /^(?:white|blue|black|red|green)(?:(?:,| and|, and) (?:white|blue|black|red|green))*$/;

/** "white and blue" → ['W', 'U']. */
function colors(s: string): Color[] {
  return s.split(/,? and |, /).map((w) => COLOR_WORDS[w] as Color);
}

/** What becomes something: an object or a spell named by the text (never a player). */
function object(b: Build, s: string): Ref | null {
  const r = parseRecipient(b, s);
  if (!r || r.ref === 'you' || r.ref === 'players' || r.ref === 'union') return null;
  if (r.ref === 'target' && b.targets[r.slot]?.filter.players) return null;
  return r;
}

/**
 * "a 2/2 Assembly-Worker artifact creature with flying", "a 4/4 white and blue Elemental
 * creature with flying and vigilance": colours, subtypes, card types, keywords; null otherwise.
 */
function creatureDescription(
  s: string,
): { power: number; toughness: number; colors: Color[]; types: string[]; subtypes: string[]; gains: Keyword[] } | null {
  const m = /^(?:a|an) (\d+)\/(\d+) (.+?)(?: with (.+))?$/.exec(s);
  if (!m) return null;
  const words = (m[3] as string).split(' ');
  const out = {
    power: Number(m[1]),
    toughness: Number(m[2]),
    colors: [] as Color[],
    types: [] as string[],
    subtypes: [] as string[],
    gains: [] as Keyword[],
  };
  // Colour words first ("white and blue"), then subtypes, then "artifact creature" / "creature".
  let i = 0;
  const colorWords: string[] = [];
  while (i < words.length && (COLOR_WORDS[words[i] as string] || (words[i] === 'and' && colorWords.length)))
    colorWords.push(words[i++] as string);
  if (colorWords.length) {
    const list = colorWords.join(' ');
    if (!COLOR_LIST.test(list)) return null;
    out.colors = colors(list);
  }
  const rest = words.slice(i);
  if (rest[rest.length - 1] !== 'creature') return null;
  rest.pop();
  if (rest[rest.length - 1] === 'artifact') {
    out.types.push('artifact');
    rest.pop();
  }
  out.types.push('creature');
  for (const w of rest) {
    const sub = subtypeOf(w);
    if (sub !== w) return null;
    out.subtypes.push(sub);
  }
  if (m[4]) {
    const k = parseKeywordList(m[4]);
    if (!k) return null;
    out.gains = k;
  }
  return out;
}

export const BECOMES: EffectTemplate[] = [
  {
    id: 'becomes-color',
    re: /^(?<what>.+?) becomes (?<colors>(?:white|blue|black|red|green)(?:(?:,| and|, and) (?:white|blue|black|red|green))*)(?<until> until end of turn)?$/,
    build: (g, b) => {
      const what = object(b, g.what as string);
      if (!what) return false;
      const step: StepSpec = {
        do: 'becomes',
        what,
        setColors: colors(g.colors as string),
        ...(g.until ? { until: 'endOfTurn' as Duration } : {}),
      };
      b.steps.push(step);
      return true;
    },
  },
  {
    id: 'becomes-creature',
    re: /^(?:(?<pre>Until end of turn), )?(?<what>.+?) becomes (?<desc>(?:a|an) \d+\/\d+ .+?)(?<post> until end of turn)?; it's still (?:a|an) (?<still>land|artifact|enchantment)$/,
    build: (g, b) => {
      // Only with a duration: "becomes … until end of turn" (CR 611.2a).
      if (!g.pre === !g.post) return false;
      const d = creatureDescription(g.desc as string);
      const what = d ? object(b, g.what as string) : null;
      if (!d || !what) return false;
      // "It's still a land" names a type the object has; for the object itself, check the card.
      if (what.ref === 'source' && !b.card.types.includes(g.still as string)) return false;
      b.steps.push({
        do: 'becomes',
        what,
        addTypes: { types: d.types, ...(d.subtypes.length ? { subtypes: d.subtypes } : {}) },
        ...(d.colors.length ? { setColors: d.colors } : {}),
        setBase: { power: d.power, toughness: d.toughness },
        ...(d.gains.length ? { gains: d.gains } : {}),
        until: 'endOfTurn',
      });
      return true;
    },
  },
  {
    id: 'base-power',
    re: /^(?<what>.+?) (?:has|gets) base (?:power (?<p>\d+)|toughness (?<t>\d+)|power and toughness (?<pt>\d+\/\d+)) until end of turn$/,
    build: (g, b) => {
      const what = object(b, g.what as string);
      if (!what) return false;
      const [p, t] = g.pt
        ? (g.pt as string).split('/').map(Number)
        : [g.p === undefined ? undefined : Number(g.p), g.t === undefined ? undefined : Number(g.t)];
      b.steps.push({
        do: 'becomes',
        what,
        setBase: { ...(p !== undefined ? { power: p } : {}), ...(t !== undefined ? { toughness: t } : {}) },
        until: 'endOfTurn',
      });
      return true;
    },
  },
];
