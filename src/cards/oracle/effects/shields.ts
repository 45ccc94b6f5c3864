/**
 * Regeneration (CR 701.15) and prevention (615): "Regenerate ~", "Regenerate target Elephant",
 * "Prevent the next N damage that would be dealt to any target this turn", "Prevent all combat
 * damage that would be dealt this turn".
 */
import type { Amount } from '../../../engine';
import { parseAmount } from '../phrases/numbers';
import { parseObjectRef, parseRecipient } from '../phrases/refs';
import { parseObjects } from '../phrases/objects';
import { freshVar } from '../build';
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
    // "The next time a black source of your choice would deal damage to you this turn, prevent
    // that damage" (CR 609.7): the source is chosen as it resolves (609.7a), then one damage
    // event from it is prevented.
    id: 'prevent-next-time-source',
    re: /^The next time (?:a|an) (?:(?<q>.+?) )?source of your choice would deal damage to (?<to>.+?) this turn, prevent that damage$/,
    build: (g, b) => {
      const ph = g.q ? parseObjects(`${g.q} permanent`) : { filter: {}, plural: false, other: false };
      const to = ph && !ph.plural && !ph.other && !ph.filter.zone ? parseRecipient(b, g.to as string) : null;
      if (!ph || !to) return false;
      const as = freshVar(b, 'source');
      b.steps.push({
        do: 'choose',
        from: { source: ph.filter },
        as,
        prompt: `choose ${g.q ? `a${/^[aeiou]/.test(g.q) ? 'n' : ''} ${g.q}` : 'a'} source`,
      });
      b.steps.push({ do: 'prevent', amount: 'all', to, by: { ref: 'var', name: as }, once: true, when: { var: as } });
      return true;
    },
  },
  {
    // "Prevent all combat damage that would be dealt to and dealt by that creature this turn"
    // (Ebony Horse, Maze of Ith): a shield for damage to it and one for damage it deals.
    id: 'prevent-all-to-by',
    re: /^Prevent all (?<combat>combat )?damage that would be dealt (?<dir>to and dealt by|to|by) (?<what>.+?) this turn$/,
    build: (g, b) => {
      const what = parseObjectRef(b, g.what as string) ?? parseRecipient(b, g.what as string);
      if (!what || what.ref === 'players' || what.ref === 'union') return false;
      if (g.dir !== 'to' && (what.ref === 'you' || (what.ref === 'target' && b.targets[what.slot]?.filter.players)))
        return false;
      const combat = g.combat ? { combatOnly: true } : {};
      if (g.dir !== 'by') b.steps.push({ do: 'prevent', amount: 'all', to: what, ...combat });
      if (g.dir !== 'to') b.steps.push({ do: 'prevent', amount: 'all', by: what, ...combat });
      return true;
    },
  },
  {
    id: 'prevent-all-combat',
    re: /^Prevent all combat damage that would be dealt this turn$/,
    build: (_g, b) => {
      b.steps.push({ do: 'prevent', amount: 'all', combatOnly: true });
      return true;
    },
  },
];
