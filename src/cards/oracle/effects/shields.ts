/**
 * Regeneration (CR 701.15) and prevention (615): "Regenerate ~", "Regenerate target Elephant",
 * "Prevent the next N damage that would be dealt to any target this turn", "Prevent all combat
 * damage that would be dealt this turn".
 */
import type { Amount } from '../../../engine';
import { parseAmount } from '../phrases/numbers';
import { parseObjectRef, parseRecipient } from '../phrases/refs';
import type { EffectTemplate } from './template';

export const SHIELDS: EffectTemplate[] = [
  {
    id: 'regenerate',
    re: /^Regenerate (?<what>.+?)$/,
    build: (g, b) => {
      const what = parseObjectRef(b, g.what as string) ?? parseRecipient(b, g.what as string);
      if (!what || what.ref === 'you' || what.ref === 'players') return false;
      b.steps.push({ do: 'regenerate', what });
      return true;
    },
  },
  {
    id: 'prevent-next',
    re: /^Prevent the next (?<n>\w+) damage that would be dealt to (?<to>.+?) this turn$/,
    build: (g, b) => {
      const n: Amount | null = parseAmount(g.n as string);
      const to = n === null ? null : parseRecipient(b, g.to as string);
      if (n === null || !to) return false;
      if (typeof n === 'object') b.usesX = true;
      b.steps.push({ do: 'prevent', amount: n, to });
      return true;
    },
  },
  {
    id: 'prevent-all-combat',
    re: /^Prevent all combat damage that would be dealt this turn$/,
    build: (_g, b) => { b.steps.push({ do: 'prevent', amount: 'all', combatOnly: true }); return true; },
  },
];
