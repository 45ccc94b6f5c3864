/**
 * Effect text → steps: the text is split into sentences, and each sentence must be built by
 * one template in full. A sentence no template builds fails the whole effect (never guess).
 */
import type { Amount, Condition, StepSpec } from '../../../engine';
import { freshVar, type Build } from '../build';
import { parseObjectRef, parsePlayer, parseRecipient } from '../phrases/refs';
import { parseAmountPhrase } from '../phrases/amounts';
import { parseCount } from '../phrases/numbers';
import { BECOMES } from './becomes';
import { CARDS } from './cards';
import { CONTROL } from './control';
import { DAMAGE } from './damage';
import { MISC } from './misc';
import { PUMP } from './pump';
import { SHIELDS } from './shields';
import type { EffectTemplate } from './template';
import { SEARCH } from './search';
import { ZONES } from './zones';

/** Every effect template, tried in this order for each sentence. */
export const EFFECT_TEMPLATES: readonly EffectTemplate[] = [
  ...DAMAGE,
  ...ZONES,
  ...CARDS,
  ...PUMP,
  ...SHIELDS,
  ...SEARCH,
  ...BECOMES,
  ...CONTROL,
  ...MISC,
];

/**
 * Splits effect text into sentences (without final periods); ", then" joins two sentences.
 * "It's still a land." belongs to the sentence before it (what that sentence's object becomes
 * keeps its types, CR 205.1b), so it stays with it as "; it's still a land".
 */
export function sentences(text: string): string[] {
  // "You may search …, then shuffle": the "then" part is under the "may" too, so it stays whole.
  return text
    .replace(
      // "Target opponent reveals their hand. You choose a nonland card from it. That player
      // discards that card.": one instruction in three sentences (the choice is from that hand).
      /(reveals their hand)\. (You choose [^.]+ from it(?: with [^.]+)?)\. (That player discards that card)\./g,
      '$1; $2; $3.',
    )
    .replace(
      /\. (It's still an? \w+)\.?(?=\s|$)/g,
      (_m, still: string) => `; ${still[0]?.toLowerCase()}${still.slice(1)}.`,
    )
    .split(/(?<=\.)\s+/)
    .flatMap((s) => (/^(?:You|you) may /.test(s) ? [s.replace(/\.$/, '')] : s.replace(/\.$/, '').split(/, then /)))
    .map((s) => s.replace(/^Then /, '').trim())
    .filter(Boolean);
}

function snapshot(b: Build): Build {
  return { ...b, targets: [...b.targets], steps: b.steps.map((s) => ({ ...s })) };
}

/**
 * Builds one sentence into `b`; returns the id of the template that did, or null (with `b`
 * unchanged).
 */
export function buildSentence(sentence: string, b: Build): string | null {
  for (const t of EFFECT_TEMPLATES) {
    const m = t.re.exec(sentence);
    if (!m) continue;
    const saved = snapshot(b);
    if (t.build({ ...(m.groups ?? {}), 0: m[0] }, b)) return t.id;
    Object.assign(b, saved);
  }
  return null;
}

/** A copy of `v` with every `{ x: true }` replaced by `x`. */
function replaceX<T>(v: T, x: Amount): T {
  if (Array.isArray(v)) return v.map((e) => replaceX(e, x)) as T;
  if (v && typeof v === 'object') {
    if ('x' in v && (v as { x: unknown }).x === true && Object.keys(v).length === 1) return x as T;
    return Object.fromEntries(Object.entries(v).map(([k, e]) => [k, replaceX(e, x)])) as T;
  }
  return v;
}

/** Adds `when` to every step built from `from` on (combining with a `when` a step already has). */
function guard(b: Build, from: number, when: Condition): void {
  for (const step of b.steps.slice(from)) step.when = step.when ? { all: [when, step.when] } : when;
}

/** The variable of the last "you may" / "pay" step: what "If you do" refers to. */
function lastChoice(b: Build): string | null {
  for (let i = b.steps.length - 1; i >= 0; i--) {
    const st = b.steps[i] as StepSpec;
    if (st.do === 'may' || st.do === 'payMana') return st.as;
  }
  return null;
}

/**
 * One sentence with its optional frame: "You may …" (CR 608.2d), "… unless you pay {C}",
 * "If you do, …", "If you don't, …" / "Otherwise, …". Returns false when it doesn't build.
 */
function buildFramed(sentence: string, b: Build): boolean {
  // "You may tap or untap target artifact" (Twiddle): tap it, untap it, or neither (CR 608.2d) —
  // asked as "tap it?" and, if not, "untap it?".
  const tapOrUntap = /^You may tap or untap (.+)$/.exec(sentence);
  if (tapOrUntap) {
    const from = b.steps.length;
    if (buildSentence(`Tap ${tapOrUntap[1]}`, b) !== 'tap' || b.steps.length !== from + 1) return false;
    const what = (b.steps.pop() as Extract<StepSpec, { do: 'tap' }>).what;
    const tapIt = freshVar(b, 'may');
    const untapIt = freshVar(b, 'may');
    b.steps.push(
      { do: 'may', prompt: `Tap ${tapOrUntap[1]}?`, as: tapIt },
      { do: 'tap', what, when: { var: tapIt } },
      { do: 'may', prompt: `Untap ${tapOrUntap[1]}?`, as: untapIt, when: { not: { var: tapIt } } },
      { do: 'untap', what, when: { all: [{ not: { var: tapIt } }, { var: untapIt }] } },
    );
    return true;
  }
  const may = /^You may (.+)$/.exec(sentence);
  if (may && !/^You may (?:pay|have) /.test(sentence)) {
    const inner = may[1] as string;
    const as = freshVar(b, 'may');
    b.steps.push({ do: 'may', prompt: `${inner}?`, as });
    const from = b.steps.length;
    for (const part of inner.split(/, then /)) {
      if (!buildSentence(part[0]?.toUpperCase() + part.slice(1), b) && !buildSentence(part, b)) return false;
    }
    guard(b, from, { var: as });
    return true;
  }
  const mayPay = /^(.+?) may pay ((?:\{[^}]+\})+)$/.exec(sentence);
  if (mayPay) {
    const who = mayPay[1] === 'You' ? null : parsePlayer(b, mayPay[1] as string);
    if (mayPay[1] !== 'You' && !who) return false;
    b.steps.push({
      do: 'payMana',
      cost: mayPay[2] as string,
      as: freshVar(b, 'paid'),
      ...(who ? { player: who } : {}),
    });
    return true;
  }
  const unless = /^(.+) unless (you|its controller|that player) pays? ((?:\{[^}]+\})+)$/.exec(sentence);
  if (unless) {
    const as = freshVar(b, 'paid');
    const before = snapshot(b);
    // "Counter target spell unless its controller pays {3}": the player is read after the target exists.
    if (unless[2] !== 'you' && !buildSentence(unless[1] as string, before)) return false;
    const payer = unless[2] === 'you' ? null : parsePlayer(before, unless[2] as string);
    if (unless[2] !== 'you' && !payer) return false;
    if (/\{X\}/.test(unless[3] as string)) b.usesX = true;
    b.steps.push({ do: 'payMana', cost: unless[3] as string, as, ...(payer ? { player: payer } : {}) });
    const from = b.steps.length;
    if (!buildSentence(unless[1] as string, b)) return false;
    guard(b, from, { not: { var: as } });
    if (payer) {
      // The payment is asked before the instruction it guards, but it is about that instruction's object.
      const pay = b.steps[from - 1];
      if (pay?.do === 'payMana') pay.player = payer;
    }
    return true;
  }
  const where = /^(.+), where X is (.+)$/.exec(sentence);
  if (where) {
    const from = b.steps.length;
    let x = parseAmountPhrase(b, where[2] as string);
    if (x === null) {
      // "Target creature gets +X/+0 until end of turn, where X is its power": "its" is what the
      // sentence names, so the sentence is read first ("Otherwise, it gets +4/-X …" with its frame).
      const saved = snapshot(b);
      if (
        !(/^Otherwise, /.test(where[1] as string)
          ? buildFramed(where[1] as string, b)
          : buildSentence(where[1] as string, b))
      )
        return false;
      x = parseAmountPhrase(b, where[2] as string);
      if (x === null) {
        Object.assign(b, saved);
        return false;
      }
    } else if (
      !(/^Otherwise, /.test(where[1] as string)
        ? buildFramed(where[1] as string, b)
        : buildSentence(where[1] as string, b))
    )
      return false;
    // "X" in this sentence is the amount the text defines, not a chosen X (CR 107.3c).
    b.steps.splice(from, b.steps.length - from, ...b.steps.slice(from).map((st) => replaceX(st, x)));
    return true;
  }
  // "If this ability has been activated four or more times this turn, sacrifice ~ at the
  // beginning of the next end step" (Dragon Whelp): counted as it resolves, this one included.
  const times = /^If this ability has been activated (\w+) or more times this turn, (.+)$/.exec(sentence);
  if (times) {
    const n = parseCount(times[1] as string);
    const inner = times[2] as string;
    const from = b.steps.length;
    if (n === null || !buildFramed(inner[0]?.toUpperCase() + inner.slice(1), b)) return false;
    guard(b, from, { timesActivatedThisTurn: { min: n } });
    return true;
  }
  const later =
    /^(.+) at the beginning of the next end step$/.exec(sentence) ??
    /^At the beginning of the next end step, (.+)$/.exec(sentence);
  const combat = /^(.+) at end of combat$/.exec(sentence) ?? /^At end of combat, (.+)$/.exec(sentence);
  if (combat && !later) {
    const inner = snapshot(b);
    inner.steps = [];
    // "at end of combat, sacrifice it and it deals 5 damage to you": instructions joined by "and" too.
    const body = (combat[1] as string)[0]?.toUpperCase() + (combat[1] as string).slice(1);
    if (!buildSentence(body, inner) && !buildClauses(body, inner)) return false;
    if (inner.targets.length !== b.targets.length) return false;
    b.steps.push({ do: 'delayed', at: 'endOfCombat', steps: inner.steps, text: sentence });
    return true;
  }
  if (later) {
    // A delayed triggered ability (CR 603.7): its instructions wait for the next end step.
    const inner = snapshot(b);
    inner.steps = [];
    if (!buildFramed((later[1] as string)[0]?.toUpperCase() + (later[1] as string).slice(1), inner)) return false;
    if (inner.targets.length !== b.targets.length) return false;
    b.steps.push({ do: 'delayed', at: 'nextEndStep', steps: inner.steps, text: sentence });
    return true;
  }
  // "destroy that creature if it attacked this turn" (Berserk): the instruction happens only if
  // the object named attacked this turn (CR 508.1) and is still that object (CR 400.7).
  const attacked = /^(.+) if (it|that creature|~) attacked this turn$/.exec(sentence);
  if (attacked) {
    const from = b.steps.length;
    if (!buildSentence(attacked[1] as string, b)) return false;
    const ref = parseObjectRef(b, attacked[2] as string);
    if (!ref) return false;
    guard(b, from, { attackedThisTurn: ref });
    return true;
  }
  // "Flip a coin. If you win the flip, … If you lose the flip, …" (CR 705).
  if (/^Flip a coin$/i.test(sentence)) {
    b.steps.push({ do: 'flipCoin', as: freshVar(b, 'flip') });
    return true;
  }
  const flip = /^If you (win|lose) the flip, (.+)$/.exec(sentence);
  if (flip) {
    const v = [...b.steps]
      .reverse()
      .find((st): st is Extract<StepSpec, { do: 'flipCoin' }> => st.do === 'flipCoin')?.as;
    if (!v) return false;
    const inner = flip[2] as string;
    const from = b.steps.length;
    if (!buildSentence(inner[0]?.toUpperCase() + inner.slice(1), b) && !buildSentence(inner, b)) return false;
    guard(b, from, flip[1] === 'win' ? { var: v } : { not: { var: v } });
    return true;
  }
  // "Until end of turn, it gets +2/+0 and gains haste" (Traitorous Instinct): the duration
  // written first; only a pump reads the same with it at the end.
  const untilFirst = /^Until end of turn, (.+)$/.exec(sentence);
  if (untilFirst) {
    const saved = snapshot(b);
    const id = buildSentence(`${untilFirst[1]} until end of turn`, b);
    if (id && /^(?:pump|pump-and-gain|gain-and-pump|gain-keyword)$/.test(id)) return true;
    Object.assign(b, saved);
  }
  const kicked = /^If ~ was kicked, (.+)$/.exec(sentence);
  if (kicked) {
    const inner = kicked[1] as string;
    const instead = /^it deals (\w+) damage instead$/.exec(inner);
    const last = b.steps[b.steps.length - 1];
    if (instead) {
      // "…deals 2 damage… If this spell was kicked, it deals 4 damage instead" (CR 702.33d).
      const n = Number(instead[1]);
      if (last?.do !== 'damage' || typeof last.amount !== 'number' || !Number.isInteger(n)) return false;
      last.amount = { kicked: [last.amount, n] };
      return true;
    }
    const from = b.steps.length;
    if (!buildSentence(inner[0]?.toUpperCase() + inner.slice(1), b)) return false;
    guard(b, from, { kicked: true });
    return true;
  }
  // "If target creature has toughness 5 or greater, it gets +4/-4 until end of turn. Otherwise, …"
  // (Blood Lust): the instruction happens only if the object matches as the spell resolves.
  const ifHas =
    /^If (?<who>target creature|it|that creature) has (?<stat>power|toughness) (?<n>\d+) or (?<dir>greater|less), (?<inner>.+)$/.exec(
      sentence,
    );
  if (ifHas?.groups) {
    const g = ifHas.groups;
    const who = g.who === 'target creature' ? parseRecipient(b, g.who) : parseObjectRef(b, g.who as string);
    if (!who || (who.ref === 'target' && !b.targets[who.slot]?.filter.objects)) return false;
    const n = Number(g.n);
    const range = g.dir === 'greater' ? { min: n } : { max: n };
    const as = freshVar(b, 'if');
    b.steps.push({
      do: 'check',
      condition: { is: who, matches: { [g.stat as 'power']: range } },
      as,
      text: `Has ${g.who} ${g.stat} ${n} or ${g.dir}?`,
    });
    const from = b.steps.length;
    const inner = g.inner as string;
    if (!buildSentence(inner[0]?.toUpperCase() + inner.slice(1), b) && !buildSentence(inner, b)) return false;
    guard(b, from, { var: as });
    b.lastIf = as;
    return true;
  }
  const otherwise = /^Otherwise, (.+)$/.exec(sentence);
  if (otherwise && b.lastIf) {
    const inner = otherwise[1] as string;
    const from = b.steps.length;
    if (!buildSentence(inner[0]?.toUpperCase() + inner.slice(1), b) && !buildSentence(inner, b)) return false;
    guard(b, from, { not: { var: b.lastIf } });
    return true;
  }
  const ifDo =
    /^(If you do|If you don't|If the player does|If that player does|If they do|If the player doesn't|If they don't|Otherwise), (.+)$/.exec(
      sentence,
    );
  if (ifDo) {
    const v = lastChoice(b);
    if (!v) return false;
    const inner = ifDo[2] as string;
    const from = b.steps.length;
    if (!buildSentence(inner[0]?.toUpperCase() + inner.slice(1), b) && !buildSentence(inner, b)) return false;
    guard(b, from, /do(?:es)?$/.test(ifDo[1] as string) ? { var: v } : { not: { var: v } });
    return true;
  }
  return !!buildSentence(sentence, b);
}

/** Builds a whole effect; returns the sentence that failed, or null when every sentence built. */
export function buildEffect(text: string, b: Build): string | null {
  let previous = '';
  for (const raw of sentences(text)) {
    // "Each player discards their hand, then draws seven cards": the verb after ", then" keeps
    // the subject of the clause before it.
    const subject = THIRD_PERSON.test(raw) ? SHARED_SUBJECT.exec(previous)?.[1] : undefined;
    const withSubject = subject ? `${sameSubject(b, subject)} ${raw}` : raw;
    previous = withSubject;
    // A sentence after "When …," starts in lower case; templates read it capitalised.
    const s = withSubject[0]?.toUpperCase() + withSubject.slice(1);
    const saved = snapshot(b);
    if (!buildFramed(s, b) && !buildClauses(s, b)) {
      Object.assign(b, saved);
      return raw;
    }
  }
  return null;
}

/**
 * "tap ~ and it deals 2 damage to you": two instructions joined by "and", followed in order
 * (CR 608.2c) — only when each side builds in full on its own.
 */
function buildClauses(s: string, b: Build): boolean {
  const saved = snapshot(b);
  const parts = s.split(' and ');
  const lasting = / until end of turn$/.test(s);
  for (let i = 1; i < parts.length; i++) {
    const left = parts.slice(0, i).join(' and ');
    const right = parts.slice(i).join(' and ');
    const before = b.steps.length;
    if (buildFramed(left, b) && !(lasting && lastsForever(b.steps.slice(before)))) {
      if (buildFramed(right[0]?.toUpperCase() + right.slice(1), b)) return true;
      // "Target player draws two cards and loses 2 life": the second verb shares the subject.
      const subject = SHARED_SUBJECT.exec(left)?.[1];
      if (
        subject &&
        /^(?:draws|loses|gains|discards|mills|gets|deals|sacrifices)\b/.test(right) &&
        buildFramed(`${sameSubject(b, subject)} ${right}`, b)
      )
        return true;
    }
    Object.assign(b, snapshot(saved));
  }
  return false;
}

/**
 * Whether a clause compiled to an effect that could have a duration and has none ("becomes
 * blue" as the first half of "becomes blue and gains flying until end of turn"): the sentence's
 * duration may be meant for it too (CR 611.2a), so the split is not taken (never guess).
 */
function lastsForever(steps: readonly StepSpec[]): boolean {
  return steps.some((st) => (st.do === 'becomes' || st.do === 'gainControl') && !st.until);
}

/** A clause that starts with a verb in the third person has no subject of its own. */
const THIRD_PERSON = /^(?:draws|loses|gains|discards|mills|gets|deals|sacrifices|shuffles|puts|returns)\b/;

/** The subject of a clause, before its verb ("Target player" in "Target player draws two cards"). */
const SHARED_SUBJECT = /^(.+?) (?:draws|loses|gains|discards|mills|gets|deals|sacrifices|shuffles)\b/;

/** The same subject again: a target already chosen is "that player" / "it" the second time. */
function sameSubject(b: Build, subject: string): string {
  if (/^[Tt]arget (?:player|opponent)$/.test(subject)) return 'That player';
  if (/^[Tt]arget /.test(subject)) return 'It';
  return subject;
}
