/**
 * A permanent spell resolving (CR 608.3): "as enters" choices (614.12: a nonland card name,
 * Meddling Mage; a colour), then it enters the battlefield under its controller's control
 * (608.3a) — with the replacements on entering applied (zones/entering.ts: counters, with the
 * spell's X per 107.3m; entering tapped; choosing an opponent); an Aura enters attached to its
 * target (608.3c) or, if that target is illegal, goes to the graveyard (608.3b); a copy of a
 * permanent spell becomes a token (608.3f) and keeps haste granted to it (400.7a).
 */
import { displayName } from '../derived/characteristics';
import { boardChanged, defOf, emit, type Ctx } from '../state/context';
import { ask, takeAnswer } from '../state/decisions';
import { moveObject } from '../zones/objects';
import { announceAttached } from '../zones/attach';
import { entersChoices } from '../zones/entering';
import { RULE } from '../state/rules';
import type { ResolveTask } from './resolve-task';
import { COLORS, type GameObject } from '../state/types';

const COLOR_WORDS: Record<string, string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/** Nonland card names a player may choose (CR 201.4b: a split card offers each of its names). */
function nonlandNames(ctx: Ctx): string[] {
  const out: string[] = [];
  for (const name of ctx.reg.names()) {
    const def = ctx.reg.get(name);
    if (!def || (/\bLand\b/.test(def.typeLine) && !def.halves)) continue;
    if (def.halves) out.push(...def.halves.map((h) => h.name));
    else out.push(def.name);
  }
  return out.sort();
}

/** Asks the "as enters" choices that need a decision (CR 614.12); 'wait' while one is pending. */
function choose(ctx: Ctx, t: ResolveTask, spell: GameObject): 'done' | 'wait' {
  const choices = entersChoices(defOf(ctx, spell).asEnters);
  if (choices.includes('chooseNonlandCardName') && typeof t.vars.chosenName !== 'string') {
    const ans = takeAnswer(t);
    if (typeof ans !== 'string') {
      return ask(ctx, {
        player: spell.controller,
        kind: 'chooseOption',
        purpose: 'name',
        rule: RULE.asEnters,
        about: spell.id,
        prompt: `As ${displayName(ctx, spell)} enters, choose a nonland card name.`,
        options: nonlandNames(ctx).map((n) => ({ value: n, label: n })),
      });
    }
    t.vars.chosenName = ans;
  }
  if (choices.includes('chooseColor') && typeof t.vars.chosenColor !== 'string') {
    const ans = takeAnswer(t);
    if (typeof ans !== 'string') {
      return ask(ctx, {
        player: spell.controller,
        kind: 'chooseOption',
        purpose: 'color',
        rule: RULE.asEnters,
        about: spell.id,
        prompt: `As ${displayName(ctx, spell)} enters, choose a color.`,
        options: COLORS.map((c) => ({ value: c, label: COLOR_WORDS[c] ?? c })),
      });
    }
    t.vars.chosenColor = ans;
  }
  return 'done';
}

/** Enters `spell` (on the stack) as a permanent. Returns 'wait' while a choice is pending. */
export function enterAsPermanent(ctx: Ctx, t: ResolveTask, spell: GameObject): 'done' | 'wait' {
  const def = defOf(ctx, spell);
  if (choose(ctx, t, spell) === 'wait') return 'wait';
  const info = spell.spell;
  const isCopy = spell.copyOf !== null;
  const auraTarget = def.enchant ? t.targets[0]?.[0] : undefined;
  const permanent = moveObject(ctx, spell.id, 'battlefield', {
    controller: spell.controller,
    rule: isCopy ? RULE.copyBecomesToken : RULE.permanentEnters,
    why: isCopy ? 'a copy of a permanent spell resolves and becomes a token' : 'resolved',
    enterX: info?.x ?? 0,
    enterKicked: !!info?.kicked,
    // CR 601.2, 707.10: a spell that was cast (not a copy put on the stack) remembers it.
    ...(!isCopy && info?.castFrom ? { enterCast: { player: spell.controller, from: info.castFrom } } : {}),
    ...(auraTarget ? { enterAttachedTo: auraTarget } : {}),
    // CR 712.13: with the face up it had on the stack.
    ...(spell.backFaceUp ? { backFaceUp: true } : {}),
    // CR 708.4: a face-down spell resolves into a face-down permanent.
    ...(spell.faceDown ? { faceDown: spell.faceDown } : {}),
  });
  permanent.controlSince = ctx.s.turn.number;
  permanent.hasteGranted = spell.hasteGranted;
  permanent.etbX = info?.x ?? 0;
  if (isCopy) permanent.token = true;
  if (typeof t.vars.chosenName === 'string') {
    permanent.chosenName = t.vars.chosenName;
    boardChanged(ctx);
    emit(ctx, {
      type: 'NameChosen',
      objectId: permanent.id,
      chosen: t.vars.chosenName,
      rule: RULE.asEnters,
      objects: [permanent.id],
      cards: [],
      text: `${displayName(ctx, permanent)} entered with the name "${t.vars.chosenName}" chosen.`,
    });
  }
  if (typeof t.vars.chosenColor === 'string') {
    permanent.chosenColor = t.vars.chosenColor as NonNullable<GameObject['chosenColor']>;
    boardChanged(ctx);
    emit(ctx, {
      type: 'Note',
      rule: RULE.asEnters,
      objects: [permanent.id],
      cards: [],
      text: `${displayName(ctx, permanent)} entered with ${COLOR_WORDS[t.vars.chosenColor] ?? t.vars.chosenColor} chosen.`,
    });
  }
  if (auraTarget) announceAttached(ctx, permanent, auraTarget, RULE.auraEnters);
  return 'done';
}
