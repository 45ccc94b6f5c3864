/**
 * Ripple N (CR 702.60a): "When you cast this spell, you may reveal the top N cards of your
 * library. If you do, you may cast spells with the same name as this spell from among cards
 * revealed this way without paying their mana costs. Then put all revealed cards not cast this
 * way on the bottom of your library in any order." The cards are cast one at a time during the
 * resolution (608.2g: timing doesn't apply), each still in the library where it was revealed; the
 * name is the spell's as it is now or as it last existed on the stack (608.2h). The order of the
 * cards put on the bottom is the controller's (401.4).
 */
import { castModes, type CastContext } from '../../casting/cast-options';
import { castTask } from '../../casting/cast';
import { displayName, namesOf } from '../../derived/characteristics';
import { emit, peek, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { ensure } from '../../state/errors';
import { RULE } from '../../state/rules';
import type { ObjectId } from '../../state/types';
import { readZone, setZone } from '../../zones/objects';
import { namesOfRef, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';
import { topOrder } from './library';

const FREE: CastContext = { free: true, duringResolution: true };

function runRipple(ctx: Ctx, r: Resolving, t: ResolveTask, step: StepOf<'ripple'>): StepResult {
  const p = r.controller;
  const name = sourceName(ctx, r);
  if (t.sub === 0) {
    const top = readZone(ctx, 'library', p).slice(0, step.count);
    if (!top.length) return 'next';
    const ans = takeAnswer(t);
    if (typeof ans !== 'boolean')
      return ask(ctx, {
        player: p,
        kind: 'may',
        purpose: 'ripple',
        rule: RULE.ripple,
        about: r.item,
        prompt: `${name}: reveal the top ${top.length === 1 ? 'card' : `${top.length} cards`} of your library (ripple ${step.count})?`,
      });
    if (!ans) return 'next';
    t.vars._rippled = top;
    t.vars._rippleNames = namesOfRef(ctx, r, step.spell);
    t.sub = 1;
    emit(ctx, {
      type: 'Revealed',
      objectId: top[0] as ObjectId,
      player: p,
      rule: RULE.ripple,
      objects: [...top],
      cards: [],
      text: `${p} revealed the top ${top.length === 1 ? 'card' : `${top.length} cards`} of their library (${name}, ripple): ${top
        .map((id) => {
          const o = peek(ctx, id);
          return o ? displayName(ctx, o) : id;
        })
        .join(', ')}.`,
    });
  }
  const revealed = (t.vars._rippled ?? []) as ObjectId[];
  const spellNames = (t.vars._rippleNames ?? []) as string[];
  const library = readZone(ctx, 'library', p);
  if (t.sub === 1) {
    // The revealed cards with the same name that can be cast now (CR 702.60a), chosen together
    // and cast one after another in the order chosen.
    const cands = revealed.filter((id) => {
      const o = library.includes(id) ? peek(ctx, id) : undefined;
      return !!o && namesOf(ctx, o).some((n) => spellNames.includes(n)) && castModes(ctx, p, o, FREE).modes.length > 0;
    });
    let picks: ObjectId[] = [];
    if (cands.length) {
      const ans = takeAnswer(t);
      if (!Array.isArray(ans))
        return ask(ctx, {
          player: p,
          kind: 'chooseObjects',
          purpose: 'ripple',
          rule: RULE.ripple,
          about: r.item,
          candidates: cands,
          min: 0,
          max: cands.length,
          prompt: `${name}: choose the revealed cards to cast without paying their mana costs (ripple), in the order to cast them, or none.`,
        });
      picks = ans as ObjectId[];
      ensure(
        picks.every((id, i) => cands.includes(id) && picks.indexOf(id) === i),
        `${name}: only revealed cards named as the spell can be cast by ripple, each once`,
        RULE.ripple,
      );
    }
    t.vars._rippleCast = picks;
    t.sub = 2;
  }
  const picks = (t.vars._rippleCast ?? []) as ObjectId[];
  const rest = revealed.filter((id) => library.includes(id) && !picks.includes(id));
  // CR 702.60a, 401.4: the cards not cast on the bottom, in the order their owner chooses.
  const ordered = topOrder(
    ctx,
    r,
    t,
    p,
    rest,
    RULE.libraryOrder,
    `${name}: order the revealed cards not cast to put on the bottom of your library: the first one listed ends up the higher in the library.`,
  );
  if (ordered === 'wait') return 'wait';
  ensure(
    ordered.length === rest.length && rest.every((id) => ordered.includes(id)),
    'order every revealed card not cast, each once',
    RULE.libraryOrder,
  );
  const others = readZone(ctx, 'library', p).filter((id) => !ordered.includes(id));
  setZone(ctx, 'library', p, [...others, ...ordered]);
  delete t.vars._rippled;
  delete t.vars._rippleNames;
  delete t.vars._rippleCast;
  if (!picks.length) return 'next';
  // Cast in the order chosen: the first chosen is the last task pushed, so it runs first.
  for (const id of [...picks].reverse()) ctx.s.tasks.push(castTask(p, id, 'library', FREE, {}, p));
  return 'child';
}

/** The steps of this family. */
export const rippleSteps: Pick<StepTable, 'ripple'> = {
  ripple: { rule: RULE.ripple, run: runRipple },
};
