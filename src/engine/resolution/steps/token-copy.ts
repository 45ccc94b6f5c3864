/**
 * "Create a token that's a copy of …" (CR 707.2, 111.1): the token takes the copiable values of
 * the object named — the characteristics its card (or token definition) prints; not its
 * counters, damage, tapped state, or other effects on it — and enters under the resolving
 * ability's controller's control. If the object has left its zone, its last known copiable
 * values are used.
 */
import { askEntering, decidedEnteringChoices, type EnteringAnswers } from '../../zones/entering-ask';
import { copiableKey } from '../../state/faces';
import { mergeCopyExceptions } from '../../state/copy-exception';
import { displayName, isPermanentCard } from '../../derived/characteristics';
import { defByKey, emit, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import type { ObjectId } from '../../state/ids';
import { isPlayerId } from '../../state/types';
import { applyEnteringReplacements, emitAll } from '../../zones/entering';
import { createObject, objectOrLki } from '../../zones/objects';
import { createToken, LAZY_TOKENS } from '../../zones/game-actions';
import type { GameEvent } from '../../state/events';
import type { TokenSpec } from '../../state/card-def';
import { amount, refId, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { chooseAttacked, enterAttacking } from './enter-attacking';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';

/** Creates the tokens one `createTokenCopy` step names (CR 707.2, 111.1). */
export function runCreateTokenCopy(
  ctx: Ctx,
  r: Resolving,
  t: ResolveTask,
  step: StepOf<'createTokenCopy'>,
): StepResult {
  const name = sourceName(ctx, r);
  const id = refId(ctx, r, step.of);
  const look = id && !isPlayerId(id) ? objectOrLki(ctx, id) : null;
  if (!look) {
    nothing(ctx, r, `${name}: there is nothing to copy, so no token is created.`, RULE.copy);
    return 'next';
  }
  const orig = look.object;
  // Only a permanent can be a token on the battlefield (CR 111.1, 110.1).
  if (!isPermanentCard(ctx, orig)) {
    nothing(
      ctx,
      r,
      `${name}: ${displayName(ctx, orig)} is no permanent, so no token copy of it is created.`,
      RULE.copy,
    );
    return 'next';
  }
  const asked = step.count === undefined ? 1 : Math.max(0, amount(ctx, r, step.count));
  // Replacement effects on the tokens (CR 614.1a): those copies (their copiable type line), then
  // any tokens added; logged as they are created (a choice below may wait first).
  const said: GameEvent[] = [];
  const copied = defByKey(ctx, copiableKey(orig, defByKey(ctx, orig.def))).typeLine;
  const [those, ...added] = LAZY_TOKENS.replace?.(ctx, r.controller, asked, copied, said) ?? [];
  const n = those?.n ?? asked;
  // "… tapped and attacking" (CR 508.4): what each attacks is chosen first.
  const attacked = step.attacking ? chooseAttacked(ctx, r, t, r.controller, n, `attack:${step.as ?? 'copy'}`) : [];
  if (attacked === 'wait') return 'wait';
  // CR 614.12: each token makes its copied "as enters" choices before it is created (a copy of a
  // shock land: pay 2 life or it enters tapped), asked for each token in turn.
  const answers: EnteringAnswers[] = [];
  for (let i = 0; i < n; i++) {
    const about = {
      ...orig,
      ...(step.except ? { copyExcept: mergeCopyExceptions(orig.copyExcept, step.except) } : {}),
      id: `${orig.id}:copy${i}` as ObjectId,
      def: copiableKey(orig, defByKey(ctx, orig.def)),
      zone: 'battlefield' as const,
    };
    // A prototyped original's copy reads the prototype key itself (CR 718.3b), with no face turned.
    if (about.def !== orig.def) delete about.backFaceUp;
    const a = decidedEnteringChoices(ctx, about).length ? askEntering(ctx, t, t.vars, about, r.controller) : {};
    if (a === 'wait') return 'wait';
    answers.push(a);
  }
  for (const e of said) emit(ctx, e);
  const made: ObjectId[] = [];
  // CR 707.9b–c: the exceptions, over the original's own if it is a copy with exceptions — set as
  // the token is made, so the battlefield's classification (its triggered abilities, its types)
  // reads them.
  const except = mergeCopyExceptions(orig.copyExcept, step.except);
  for (let i = 0; i < n; i++) {
    const token = createObject(ctx, {
      // A face-down original's copiable values are the face-down ones (CR 707.2, 708.2a).
      def: copiableKey(orig, defByKey(ctx, orig.def)),
      owner: r.controller,
      controller: r.controller,
      zone: 'battlefield',
      token: true,
      ...(except ? { copyExcept: except } : {}),
    });
    if (step.tapped) token.tapped = true;
    made.push(token.id);
    const entering = applyEnteringReplacements(ctx, token, undefined, false, undefined, answers[i]);
    emit(ctx, {
      type: 'TokenCreated',
      objectId: token.id,
      rule: RULE.copy,
      objects: [token.id, orig.id],
      cards: [],
      text: `${name} created a ${step.tapped ? 'tapped ' : ''}token that's a copy of ${displayName(ctx, orig)}${look.usedLki ? ' (as it last existed)' : ''} for ${r.controller} (CR 707.2).`,
    });
    emitAll(ctx, entering);
    if (step.attacking) enterAttacking(ctx, token, attacked[i] ?? null);
  }
  for (const b of added)
    for (let i = 0; i < b.n; i++) made.push(createToken(ctx, b.token as TokenSpec, r.controller, name).id);
  if (step.as) r.vars[step.as] = made.length === 1 ? (made[0] as ObjectId) : made;
  return 'next';
}

export const tokenCopySteps: Pick<StepTable, 'createTokenCopy'> = {
  createTokenCopy: { rule: RULE.copy, run: runCreateTokenCopy },
};
