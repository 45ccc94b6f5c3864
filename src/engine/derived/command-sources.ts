/**
 * The nontraditional cards in the command zone (planes, phenomena, schemes, vanguards) among the
 * sources of static, triggered and replacement abilities. Installed into board-cache.ts as this
 * module loads (../every-step.ts, loaded with such cards, ../steps-ready.ts).
 */
import { defOf, peek, type Ctx } from '../state/context';
import { LAZY_COMMAND, type Classification } from './board-cache';
import { defFlags } from './def-flags';

/**
 * The nontraditional cards in the command zone — planes, phenomena, schemes, vanguards — whose
 * static, triggered and replacement abilities function there (CR 408.3, 113.6): they are looked
 * at like permanents' (after them). A move into or out of the command zone replaces the
 * battlefield list (objects.ts), so the classification is computed again.
 */
function commandSources(ctx: Ctx, c: Classification): void {
  for (const p of ['p1', 'p2'] as const) {
    for (const id of ctx.s.players[p].command ?? []) {
      const o = peek(ctx, id);
      if (!o) continue;
      const def = defOf(ctx, o);
      const f = defFlags(def);
      if (!f.command) continue;
      if (f.triggered) c.triggerSources.push(id);
      if (f.replacements) c.replacementSources.push(id);
      if (f.statics) c.staticSources.push(id);
    }
  }
}

LAZY_COMMAND.sources = commandSources;
