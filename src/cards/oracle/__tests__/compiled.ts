/**
 * Helpers for the compiler's family tests: compile real cards (each must compile in full, so a
 * family's test never passes on text), list what stays text, read current power and toughness.
 */
import { expect } from 'vitest';
import type { CardDef } from '../../../engine';
import { characteristics, readContext } from '../../../engine';
import type { Game } from '../../../testing/harness';
import type { CardData } from '../../data/card-data';
import { compileCard } from '../compile';

/** The definitions of `cards`, each checked to compile in full (status "full"). */
export function compiled(...cards: CardData[]): CardDef[] {
  return cards.map((c) => {
    const r = compileCard(c);
    expect(r.status, `${c.name}: ${JSON.stringify(r.def.unenforced)}`).toBe('full');
    return r.def;
  });
}

/** The abilities of a card left as text (not enforced), by their text. */
export function unenforced(c: CardData): string[] {
  return compileCard(c)
    .abilities.filter((a) => !a.enforced)
    .map((a) => a.text);
}

/** Current power and toughness of `ref` in `g` (CR 613), with the game's own cards. */
export function pt(g: Game, ref: string): [number | null, number | null] {
  const ch = characteristics(readContext(g.state, g.engine.registry), g.get(ref));
  return [ch.power, ch.toughness];
}

/** Player 1's turn 3, first main phase: where most family tests start. */
export const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };

/**
 * Passes until the stack is empty, answering the decisions asked on the way with `answers`, in
 * order (a decision with no answer left stops here; at most 50 actions).
 */
export function run(g: Game, answers: (boolean | string[])[] = []): void {
  for (let i = 0; i < 50; i++) {
    if (g.state.pendingDecision) {
      const a = answers.shift();
      if (a === undefined) return;
      g.act({ decide: a });
    } else if (g.state.stack.length) g.act({ pass: true });
    else return;
  }
}
