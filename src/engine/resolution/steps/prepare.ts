/**
 * Becoming prepared (Secrets of Strixhaven; "While it's prepared, you may cast a copy of its
 * spell. Doing so unprepares it."): "… this creature becomes prepared" (the `becomePrepared`
 * step) and "This creature enters prepared" (an entering replacement, CR 614.1d, installed into
 * entering-ask.ts's LAZY_ENTERING as this module loads). As a permanent with a prepare spell
 * becomes prepared, its controller creates a copy of that spell in exile (a copy of a card,
 * CR 707.12), which that permanent's controller may cast while it stays prepared
 * (zones/prepared-copy.ts). A permanent already prepared, or without a prepare spell, gets no
 * copy. Loaded with the cards that use it (every-step.ts).
 */
import { displayName } from '../../derived/characteristics';
import { boardChanged, defOf, emit, liveObject, peek, type Ctx } from '../../state/context';
import type { GameEvent } from '../../state/events';
import { copiableKey } from '../../state/faces';
import { RULE } from '../../state/rules';
import type { GameObject } from '../../state/types';
import { LAZY_ENTERING } from '../../zones/entering-ask';
import { createObject } from '../../zones/objects';
import { preparedBy } from '../../zones/prepared-copy';
import { refObjects, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { sourceName, type StepOf, type StepResult, type StepTable } from './common';

/**
 * Makes the battlefield `permanent` (writable) prepared; returns the event that says so, or null
 * when nothing happens (already prepared, or no prepare spell).
 */
function makePrepared(ctx: Ctx, permanent: GameObject, why: string): GameEvent | null {
  const spell = defOf(ctx, permanent).adventure;
  const copy = permanent.prepared ? peek(ctx, permanent.prepared) : undefined;
  if (!spell?.prepare || (copy && preparedBy(ctx, copy))) return null;
  const made = createObject(ctx, {
    def: copiableKey(permanent),
    owner: permanent.controller,
    controller: permanent.controller,
    zone: 'exile',
    copyOf: permanent.id,
    cardId: null,
    preparedFor: permanent.id,
  });
  permanent.prepared = made.id;
  boardChanged(ctx);
  return {
    type: 'Note',
    rule: RULE.prepared,
    objects: [permanent.id, made.id],
    cards: permanent.cardId ? [permanent.cardId] : [],
    text: `${displayName(ctx, permanent)} becomes prepared (${why}): a copy of ${spell.name} is made in exile, which ${permanent.controller} may cast while it stays prepared.`,
  };
}

function runBecomePrepared(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'becomePrepared'>): StepResult {
  for (const o of refObjects(ctx, r, step.what)) {
    const obj = o.zone === 'battlefield' ? liveObject(ctx, o.id) : undefined;
    const event = obj && makePrepared(ctx, obj, sourceName(ctx, r));
    if (event) emit(ctx, event);
  }
  return 'next';
}

LAZY_ENTERING.prepared = (ctx, permanent, out) => {
  const event = makePrepared(ctx, permanent, 'it enters prepared');
  if (event) out.push(event);
};

export const prepareSteps: Pick<StepTable, 'becomePrepared'> = {
  becomePrepared: { rule: RULE.prepared, run: runBecomePrepared },
};
