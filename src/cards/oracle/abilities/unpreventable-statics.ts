/**
 * Static abilities that make damage unpreventable (CR 615.12; engine: zones/unpreventable.ts):
 * "Damage can't be prevented." (Sunspine Lynx), "Damage that would be dealt by ~ can't be
 * prevented." (Excruciator), "Combat damage that would be dealt by creatures you control can't
 * be prevented." (Questing Beast). The dealer: "~" or a group read as a static's subject is.
 * "… can't be prevented or dealt instead to another permanent or player" (Lava Burst: redirection
 * too) stays text.
 */
import type { Affected, ReplacementSpec } from '../../../engine';
import { parseAffected } from '../phrases/affected';

/** "~" or a plural group ("creatures you control"), or null. */
function dealer(s: string): Affected | null {
  if (s === '~') return { self: true };
  const a = parseAffected(s);
  return a && 'objects' in a ? a : null;
}

/** The static the sentence (its final period dropped) states, or null if it isn't one of these. */
export function unpreventableStatic(s: string): ReplacementSpec | null {
  const m = /^(Combat damage|Damage)(?: that would be dealt by (.+))? can't be prevented$/.exec(s);
  if (!m) return null;
  const by = m[2] === undefined ? undefined : dealer(m[2]);
  if (by === null) return null;
  return {
    kind: 'damageUnpreventable',
    ...(by ? { by } : {}),
    ...(m[1] === 'Combat damage' ? { combatOnly: true } : {}),
  };
}
