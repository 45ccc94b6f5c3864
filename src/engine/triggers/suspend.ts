/**
 * Suspend's two triggered abilities (CR 702.62a), which work while the card is in exile and are
 * controlled by its owner (113.8):
 *
 * - "At the beginning of your upkeep, if this card is suspended, remove a time counter from it."
 *   Suspended: in exile, with suspend and a time counter on it (702.62b); the "if" is checked as
 *   it triggers and again as it resolves (603.4).
 * - "When the last time counter is removed from this card, if it's exiled, you may play it without
 *   paying its mana cost if able. If you don't, it remains exiled. If you cast a creature spell
 *   this way, it gains haste until you lose control of the spell or the permanent it becomes."
 *   The last counter removed by any effect triggers it. Cast without paying its mana cost, an X
 *   in its cost is 0 (107.3b); its card type's timing doesn't apply (608.2g).
 *
 * The haste is the spell's `hasteGranted`, which the permanent it becomes carries (resolution/
 * enter.ts); it ends as soon as control of the spell or permanent changes. A nontoken object gets
 * `hasteGranted` only here (a spell copy's, resolution/steps/copy.ts, becomes a token). Installed
 * on the rules' trigger hook as this module loads (../every-step.ts); a card with suspend loads it
 * (../steps-ready.ts, with suspend's special action, casting/suspend.ts).
 */
import { defOf, emit, peek, type Ctx } from '../state/context';
import type { GameEvent } from '../state/events';
import { RULE } from '../state/rules';
import type { GameObject } from '../state/types';
import type { StepSpec } from '../state/card-def';
import { displayName, hasType } from '../derived/characteristics';
import { addRuleTrigger } from './rule-triggers';

const CARD = { ref: 'var', name: 'suspended' } as const;

/** Puts one of `card`'s suspend abilities on the way to the stack (CR 603.3), its owner controlling it. */
function queue(ctx: Ctx, card: GameObject, text: string, steps: StepSpec[], suspended: boolean): void {
  const name = displayName(ctx, card);
  ctx.s.pendingTriggers.push({
    source: card.id,
    sourceName: name,
    def: '',
    abilityIndex: -1,
    controller: card.owner,
    trigger: {},
    steps,
    // The intervening "if" (603.4): suspended (702.62b), or exiled.
    condition: {
      is: { ref: 'source' },
      matches: suspended ? { zone: 'exile', counters: { kind: 'time' } } : { zone: 'exile' },
    },
    text: `Suspend: ${text}`,
    targets: [],
    vars: { suspended: card.id },
  });
  emit(ctx, {
    type: 'AbilityTriggered',
    source: card.id,
    player: card.owner,
    rule: RULE.suspend,
    objects: [card.id],
    cards: card.cardId ? [card.cardId] : [],
    text: `${name}'s suspend ability triggered.`,
  });
}

/** Whether `obj` is a card with suspend in exile. */
function withSuspendInExile(ctx: Ctx, obj: GameObject | undefined): obj is GameObject {
  return !!obj && obj.zone === 'exile' && !!defOf(ctx, obj).suspend;
}

function fireSuspend(ctx: Ctx, ev: GameEvent): void {
  if (ev.type === 'StepBegan' && ev.step === 'upkeep') {
    const active = ctx.s.turn.active;
    for (const id of ctx.s.players[active].exile) {
      const card = peek(ctx, id);
      if (withSuspendInExile(ctx, card) && card.owner === active && (card.counters.time ?? 0) > 0)
        queue(
          ctx,
          card,
          'at the beginning of your upkeep, if this card is suspended, remove a time counter from it.',
          [{ do: 'removeCounters', what: CARD, counter: 'time', count: 1 }],
          true,
        );
    }
  } else if (ev.type === 'CountersRemoved' && ev.counter === 'time') {
    const card = peek(ctx, ev.objectId);
    if (withSuspendInExile(ctx, card) && !card.counters.time)
      queue(
        ctx,
        card,
        'when the last time counter is removed from this card, if it is exiled, you may cast it without paying its mana cost. If you cast a creature spell this way, it gains haste until you lose control of it.',
        [
          {
            do: 'castFree',
            what: CARD,
            prompt: `cast ${displayName(ctx, card)} without paying its mana cost?`,
            suspended: true,
          },
        ],
        false,
      );
  } else if (ev.type === 'SpellCast') {
    // The cast task is still running as its spell is cast (casting/cast.ts).
    const spell = peek(ctx, ev.objectId);
    const cast = ctx.s.tasks.find((t) => t.kind === 'cast' && t.object === ev.objectId);
    if (spell && cast?.kind === 'cast' && cast.how.suspended && hasType(ctx, spell, 'creature')) {
      spell.hasteGranted = true;
      emit(ctx, {
        type: 'Note',
        rule: RULE.suspend,
        objects: [spell.id],
        cards: spell.cardId ? [spell.cardId] : [],
        text: `${displayName(ctx, spell)} was cast by its suspend ability: it has haste until ${spell.controller} loses control of it.`,
      });
    }
  } else if (ev.type === 'ControlChanged') {
    const obj = peek(ctx, ev.objectId);
    if (obj?.hasteGranted && !obj.token && obj.copyOf === null) {
      obj.hasteGranted = false;
      emit(ctx, {
        type: 'Note',
        rule: RULE.suspend,
        objects: [obj.id],
        cards: obj.cardId ? [obj.cardId] : [],
        text: `${displayName(ctx, obj)} loses the haste its suspend ability gave it: its controller changed.`,
      });
    }
  }
}

addRuleTrigger(fireSuspend);
