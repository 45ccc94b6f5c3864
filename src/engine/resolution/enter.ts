/**
 * A permanent spell resolving (CR 608.3): "as enters" choices (614.12, Meddling Mage), then it
 * enters the battlefield under its controller's control (608.3a); an Aura enters attached to
 * its target (608.3c) or, if that target is illegal, goes to the graveyard (608.3b); a copy of
 * a permanent spell becomes a token (608.3f) and keeps haste granted to it (400.7a);
 * "enters with X counters" uses the spell's X (107.3m).
 */
import { displayName } from '../derived/characteristics';
import { boardChanged, defOf, emit, type Ctx } from '../state/context';
import { ask, takeAnswer } from '../state/decisions';
import { moveObject } from '../zones/objects';
import { attach } from '../zones/attach';
import { RULE } from '../state/rules';
import type { ResolveTask } from './resolve-task';
import type { GameObject } from '../state/types';

/** Nonland card names a player may choose (CR 201.4b: a split card offers each of its names). */
function nonlandNames(ctx: Ctx): string[] {
  const out: string[] = [];
  for (const name of ctx.reg.names()) {
    const def = ctx.reg.get(name);
    if (!def || /\bLand\b/.test(def.typeLine) && !def.halves) continue;
    if (def.halves) out.push(...def.halves.map((h) => h.name));
    else out.push(def.name);
  }
  return out.sort();
}

/** Enters `spell` (on the stack) as a permanent. Returns 'wait' while a choice is pending. */
export function enterAsPermanent(ctx: Ctx, t: ResolveTask, spell: GameObject): 'done' | 'wait' {
  const def = defOf(ctx, spell);
  if (def.asEnters === 'chooseNonlandCardName' && typeof t.vars.chosenName !== 'string') {
    const ans = takeAnswer(t);
    if (typeof ans !== 'string') {
      return ask(ctx, {
        player: spell.controller, kind: 'chooseOption', purpose: 'name', rule: RULE.asEnters, about: spell.id,
        prompt: `As ${displayName(ctx, spell)} enters, choose a nonland card name.`,
        options: nonlandNames(ctx).map((n) => ({ value: n, label: n })),
      });
    }
    t.vars.chosenName = ans;
  }
  const info = spell.spell;
  const isCopy = spell.copyOf !== null;
  const auraTarget = def.enchant ? t.targets[0]?.[0] : undefined;
  const permanent = moveObject(ctx, spell.id, 'battlefield', {
    controller: spell.controller,
    rule: isCopy ? RULE.copyBecomesToken : RULE.permanentEnters,
    why: isCopy ? 'a copy of a permanent spell resolves and becomes a token' : 'resolved',
  });
  permanent.controlSince = ctx.s.turn.number;
  permanent.hasteGranted = spell.hasteGranted;
  permanent.etbX = info?.x ?? 0;
  if (isCopy) permanent.token = true;
  if (typeof t.vars.chosenName === 'string') {
    permanent.chosenName = t.vars.chosenName;
    boardChanged(ctx);
    emit(ctx, {
      type: 'NameChosen', objectId: permanent.id, chosen: t.vars.chosenName, rule: RULE.asEnters, objects: [permanent.id], cards: [],
      text: `${displayName(ctx, permanent)} entered with the name "${t.vars.chosenName}" chosen.`,
    });
  }
  if (auraTarget) attach(ctx, permanent, auraTarget, RULE.auraEnters);
  for (const rep of def.replacements ?? []) {
    if (rep.kind !== 'entersWithCounters') continue;
    // CR 614.1c; an X in the count is the X of the spell it was (107.3m).
    const usesX = typeof rep.count === 'object' && 'x' in rep.count;
    const n = typeof rep.count === 'number' ? rep.count : usesX ? permanent.etbX ?? 0 : 0;
    emit(ctx, {
      type: 'ReplacementApplied', source: permanent.id, rule: usesX ? RULE.xEtbException : RULE.replacement, objects: [permanent.id], cards: [],
      text: usesX
        ? `${displayName(ctx, permanent)} enters with X ${rep.counter} counters, and X is the X of the spell it was: ${n} (CR 107.3m). Its own X, and so its mana value on the battlefield, counts as 0.`
        : `${displayName(ctx, permanent)} enters with ${n} ${rep.counter} counter(s) (CR 614.1c).`,
    });
    if (n > 0) {
      permanent.counters[rep.counter] = (permanent.counters[rep.counter] ?? 0) + n;
      emit(ctx, {
        type: 'CountersAdded', objectId: permanent.id, counter: rep.counter, count: n, rule: usesX ? RULE.xEtbException : RULE.replacement,
        objects: [permanent.id], cards: [], text: `${displayName(ctx, permanent)} got ${n} ${rep.counter} counter(s).`,
      });
    }
  }
  return 'done';
}
