/**
 * Emblems (CR 114): "You get an emblem with \"…\"", "each opponent gets an emblem with \"…\"".
 * Each player the step names puts an emblem into the command zone, owned and controlled by them
 * (114.2). An emblem has no characteristics but its abilities (114.3: no name, types, mana cost
 * or color) and is neither a card nor a permanent (114.5); its abilities function in the command
 * zone (114.4, derived/command-sources.ts). Loaded with the cards that use it (every-step.ts).
 */
import { emit, type Ctx } from '../../state/context';
import type { EmblemSpec } from '../../state/card-def';
import type { PlayerId } from '../../state/ids';
import { RULE } from '../../state/rules';
import { createObject } from '../../zones/objects';
import { refPlayers, type Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';

/**
 * The definition key of an emblem with these abilities (a state proxy, the same key for the same
 * abilities). Its type line "Emblem" is the engine's mark for an object whose abilities work in
 * the command zone (def-flags.ts), not a card type (CR 114.5); its name is for the log only.
 */
function emblemKey(ctx: Ctx, spec: EmblemSpec, from: string): string {
  const proxy = {
    name: `Emblem (${from})`,
    typeLine: 'Emblem',
    colors: [],
    text: spec.text,
    ...(spec.triggered ? { triggered: spec.triggered } : {}),
    ...(spec.statics ? { statics: spec.statics } : {}),
  };
  const same = JSON.stringify(proxy);
  for (let n = 1; ; n++) {
    const key = n === 1 ? `emblem:${from}` : `emblem:${from}#${n}`;
    const had = ctx.s.proxies[key];
    if (!had) {
      ctx.s.proxies[key] = proxy;
      return key;
    }
    if (JSON.stringify(had) === same) return key;
  }
}

function runGetEmblem(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'getEmblem'>): StepResult {
  const players = refPlayers(ctx, r, step.player).filter((p: PlayerId) => !ctx.s.players[p].lost);
  const from = sourceName(ctx, r);
  if (!players.length) {
    nothing(ctx, r, `${from}: no player gets an emblem.`, RULE.emblem);
    return 'next';
  }
  const def = emblemKey(ctx, step.emblem, from);
  for (const p of players) {
    const obj = createObject(ctx, { def, owner: p, controller: p, zone: 'command' });
    emit(ctx, {
      type: 'Note',
      rule: RULE.emblem,
      objects: [obj.id, p, r.item],
      cards: [],
      text: `${p} got an emblem with "${step.emblem.text}" (${from}, CR 114.2): it stays in the command zone, where its abilities work (CR 114.4).`,
    });
  }
  return 'next';
}

/** The step putting emblems into the command zone (CR 114.2). */
export const emblemSteps: Pick<StepTable, 'getEmblem'> = {
  getEmblem: { rule: RULE.emblem, run: runGetEmblem },
};
