/**
 * Decisions as plain data (DESIGN: decisions). When a spell, ability or rule needs a choice,
 * the running task stores a {@link Decision} in `state.pendingDecision` and stops; the answer
 * from the deciding player is checked here against the options the engine offered, then
 * handed back to the task.
 */
import { emit, type Ctx } from './context';
import { IllegalActionError } from './errors';
import type { TaskBase } from './task';
import type { Decision, DecisionAnswer, DecisionOption, EntityId, ObjectId, PlayerId } from './types';

/** Fields of a decision a task supplies; the rest default. */
export type DecisionInit = Pick<Decision, 'player' | 'kind' | 'prompt' | 'rule' | 'purpose'> & Partial<Decision>;

/** A task that can ask: it receives the checked answer in `answer` (every task can, see task.ts). */
export type Asking = TaskBase;

/** Stores the decision and stops the task (the driver sees `pendingDecision` and returns). */
export function ask(ctx: Ctx, init: DecisionInit): 'wait' {
  const d: Decision = { candidates: [], min: 0, max: 0, options: [], about: null, ...init };
  ctx.s.pendingDecision = d;
  emit(ctx, {
    type: 'DecisionRequested',
    player: d.player,
    kind: d.kind,
    rule: d.rule,
    objects: d.about ? [d.about, d.player] : [d.player],
    cards: [],
    text: `${d.player} to decide: ${d.prompt}`,
  });
  return 'wait';
}

/** Takes the answer a task was waiting for (and clears it), or undefined if none yet. */
export function takeAnswer(task: Asking): DecisionAnswer | undefined {
  const a = task.answer;
  task.answer = undefined;
  return a;
}

/** A refused answer cites the rule the decision is made under (e.g. 603.3b, 616.1, 709.3, 107.3a). */
function bad(d: Decision, msg: string): never {
  throw new IllegalActionError(msg, d.rule);
}

/**
 * Checks an answer against the pending decision and normalises it: `may` → boolean,
 * `chooseObjects` → list of ids (a single id is accepted as a list of one), `chooseNumber` →
 * integer within bounds, `chooseOption` → one option value, `chooseOrder` → a permutation of
 * the option values. Throws {@link IllegalActionError} naming what is wrong.
 */
export function checkAnswer(d: Decision, player: PlayerId, raw: DecisionAnswer): DecisionAnswer {
  if (player !== d.player) bad(d, `${player} can't answer: ${d.player} is deciding (${d.prompt})`);
  switch (d.kind) {
    case 'may':
      if (typeof raw !== 'boolean') bad(d, `answer yes or no (true/false) to: ${d.prompt}`);
      return raw;
    case 'chooseObjects': {
      const list = typeof raw === 'string' ? [raw] : raw;
      if (!Array.isArray(list)) bad(d, `choose ${rangeWords(d)} of the offered objects for: ${d.prompt}`);
      if (new Set(list).size !== list.length) bad(d, 'the same object was chosen twice');
      for (const id of list) if (!d.candidates.includes(id)) bad(d, `${id} is not a legal choice for: ${d.prompt}`);
      if (list.length < d.min || list.length > d.max) bad(d, `choose ${rangeWords(d)} for: ${d.prompt}`);
      return list;
    }
    case 'chooseNumber': {
      if (typeof raw !== 'number' || !Number.isInteger(raw)) bad(d, `answer a whole number for: ${d.prompt}`);
      if (raw < d.min || raw > d.max) bad(d, `choose a number from ${d.min} to ${d.max} for: ${d.prompt}`);
      return raw;
    }
    case 'chooseOption': {
      const v = Array.isArray(raw) && raw.length === 1 ? raw[0] : raw;
      const hit = d.options.find((o) => o.value === v || o.label.toLowerCase() === String(v).toLowerCase());
      if (!hit) bad(d, `choose one of ${d.options.map((o) => o.value).join(', ')} for: ${d.prompt}`);
      return hit.value;
    }
    case 'chooseOrder': {
      if (!Array.isArray(raw)) bad(d, `give an order of ${d.options.map((o) => o.value).join(', ')}`);
      const want = d.options.map((o) => o.value).sort();
      if ([...raw].sort().join('\u0000') !== want.join('\u0000'))
        bad(d, `give each of ${want.join(', ')} exactly once`);
      return raw;
    }
  }
}

function rangeWords(d: Decision): string {
  return d.min === d.max ? `exactly ${d.min}` : `${d.min} to ${d.max}`;
}

/** Words for an answer in the log. */
export function answerWords(ans: DecisionAnswer, name: (id: EntityId) => string): string {
  if (typeof ans === 'boolean') return ans ? 'yes' : 'no';
  if (typeof ans === 'number') return String(ans);
  const isEntity = (a: string) => /^o\d+$/.test(a) || a === 'p1' || a === 'p2';
  if (typeof ans === 'string') return isEntity(ans) ? name(ans) : ans;
  return ans.length ? ans.map((a) => (isEntity(a) ? name(a) : a)).join(', ') : 'none';
}

/** Options for a list of objects, for chooseOrder decisions. */
export function optionsOf(items: { value: string; label: string }[]): DecisionOption[] {
  return items.map((i) => ({ value: i.value, label: i.label }));
}

export type { ObjectId };
