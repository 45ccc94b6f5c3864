/**
 * Triggered abilities (CR 603): "When/Whenever/At [event], [effect]". The event phrase becomes
 * a trigger spec; what "it", "that creature", "that player", "that much" mean comes from the
 * trigger's data (see the engine's vocabulary/triggers.ts).
 */
import type { ManaType, ModeSpec, Ref, TriggerSpec, TriggeredSpec } from '../../../engine';
import { newBuild } from '../build';
import { buildEffect } from '../effects';
import { parseCondition } from '../phrases/conditions';
import { isRefusal, refuse, type AbilityCompiler, type Part, type Refusal } from './part';
import type { CardFacts } from '../build';
import { spend } from '../work';
import { parseEvent, triggerEvents } from './trigger-events';

/**
 * A triggered mana ability (CR 605.1b): it triggers on tapping for mana and adds mana, so it
 * resolves at once. "Whenever a player taps a land for mana, that player adds one mana of any
 * type that land produced." (Mana Flare); "Whenever enchanted land is tapped for mana, its
 * controller adds an additional {G}." (Wild Growth); "Whenever a Mountain is tapped for mana,
 * its controller adds an additional {R}." (Gauntlet of Might). One symbol only.
 */
function triggeredMana(
  what: Extract<TriggerSpec, { event: 'tappedForMana' }>['what'],
  effect: string,
): TriggeredSpec['manaAbility'] | null {
  const e = effect.replace(/\.$/, '');
  if (what === 'anyLand' && e === 'that player adds one mana of any type that land produced')
    return { adds: 'typeProduced' };
  const m = /^its controller adds an additional \{([WUBRGC])\}$/.exec(e);
  if (m && what !== 'anyLand') return { adds: m[1] as ManaType };
  return null;
}

export const triggered: AbilityCompiler = (text, card) => {
  spend(text.length);
  const m = /^((?:When|Whenever|At) [^,]+?), (?:if (.+?), )?(.+)$/s.exec(text);
  if (!m) return null;
  const { events, keepRefusal } = triggerEvents(m[1] as string);
  if (events.length === 1) return triggeredOn(m[1] as string, m[2], m[3] as string, text, card);
  const parts = events.map((event) =>
    triggeredOn(event, m[2], m[3] as string, `${event}, ${m[2] ? `if ${m[2]}, ` : ''}${m[3]}`, card),
  );
  if (parts.some(isRefusal))
    return (keepRefusal ? parts.find(isRefusal) : null) ?? refuse(`the trigger "${m[1]}" is not understood`);
  return { triggered: parts.flatMap((p) => (p as Part).triggered ?? []) };
};

/**
 * One triggered ability on one event phrase: `condition`, the intervening "if" clause's text
 * (CR 603.4); `effect`, what it does; `text`, the ability's text.
 */
function triggeredOn(
  eventPhrase: string,
  conditionText: string | undefined,
  effect: string,
  text: string,
  card: CardFacts,
): Part | Refusal {
  const event = parseEvent(eventPhrase);
  if (!event) return refuse(`the trigger "${eventPhrase}" is not understood`);
  // "the chosen player" is known only when the card chooses an opponent as it enters.
  if (event.on.event === 'step' && event.on.whose === 'chosenPlayer' && !card.choosesOpponent)
    return refuse('"the chosen player" is chosen by an ability that is not understood');
  const mana = event.on.event === 'tappedForMana' && !conditionText ? triggeredMana(event.on.what, effect) : null;
  if (mana) return { triggered: [{ on: event.on, manaAbility: mana, steps: [], text }] };
  // "if it's attacking": "it" is the event's object, or the source when the event names none.
  const itOfEvent: Ref | null =
    event.it ??
    (event.trigger?.object
      ? { ref: 'trigger', key: event.trigger?.object }
      : event.trigger?.player
        ? null
        : { ref: 'source' });
  const condition = conditionText ? parseCondition(conditionText, itOfEvent) : undefined;
  if (condition === null) return refuse(`the condition "if ${conditionText}" is not understood`);
  // "When ~ enters, choose one —\n• …\n• …": a modal triggered ability (CR 603.3c, 700.2).
  const modal = /^choose (one|two) —\n((?:• .+\n?)+)$/.exec(effect);
  if (modal) {
    const options: ModeSpec[] = [];
    for (const line of (modal[2] as string).split('\n').filter(Boolean)) {
      const modeText = line.replace(/^• /, '');
      const mb = newBuild(card, event.trigger);
      if (condition && 'is' in condition) mb.it = condition.is;
      else if (event.it) mb.it = event.it;
      const failed = buildEffect(modeText, mb);
      if (failed !== null) return refuse(`no template matches "${failed}"`);
      options.push({ text: modeText, targets: mb.targets, steps: mb.steps });
    }
    const count = modal[1] === 'two' ? 2 : 1;
    if (options.length <= count) return refuse('a modal ability with no choice between its modes is not understood');
    return {
      triggered: [{ on: event.on, ...(condition ? { condition } : {}), steps: [], modes: { count, options }, text }],
    };
  }
  const b = newBuild(card, event.trigger);
  // "if enchanted permanent is tapped, untap it": "it" is the subject of the intervening "if",
  // the nearest object named (Volition Reins untaps what it enchants, not itself).
  if (condition && 'is' in condition) b.it = condition.is;
  else if (event.it) b.it = event.it;
  // "if this creature dealt damage …, put a +1/+1 counter on it": with no object in the event,
  // "it" is the subject of the intervening "if".
  else if (!b.trigger?.object && conditionText && /^~ /.test(conditionText)) b.it = { ref: 'source' };
  const failed = buildEffect(effect, b);
  if (failed !== null) return refuse(`no template matches "${failed}"`);
  // CR 603.4: an intervening "if" is checked as it triggers and again as it resolves.
  const spec: TriggeredSpec = {
    on: event.on,
    ...(condition ? { condition } : {}),
    ...(b.targets.length ? { targets: b.targets } : {}),
    steps: b.steps,
    text,
  };
  return { triggered: [spec] };
}
