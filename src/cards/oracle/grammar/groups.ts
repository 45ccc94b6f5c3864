/**
 * "Those creatures" / "they" naming the group an earlier instruction of the same effect acted on
 * (CR 608.2c): "Creatures you control get +2/+1 until end of turn. Untap those creatures." (War
 * Flare), "Put a +1/+1 counter on each creature you control. Those creatures gain vigilance until
 * end of turn." (Ajani Goldmane), "Sacrifice those creatures at the beginning of the next end
 * step." (Tears of Rage, a delayed trigger, CR 603.7c, that keeps the group).
 *
 * The group is the objects that instruction affected, fixed as it is carried out (611.2c): the
 * instruction's step is wrapped in a `group` step that keeps them under a variable, and the later
 * reference reads that variable — so a creature that enters or comes under your control between
 * the two is not one of them. Only while nothing else was named since (a target, a token, "it"):
 * else the reference is not read (never guess).
 */
import type { Ref, StepSpec } from '../../../engine';
import { freshVar, type Build, type GroupNamed } from '../build';

/**
 * Instructions whose object is a group on the battlefield that they act on in place, each object
 * staying the object it was (CR 400.7): the group "those creatures" names afterwards.
 */
const GROUP_KINDS = new Set<StepSpec['do']>([
  'pump',
  'untap',
  'tap',
  'addCounters',
  'gainControl',
  'restrict',
  'becomes',
]);

/** What names objects now, for telling whether anything was named since a group was. */
function namedNow(b: Build): GroupNamed['named'] {
  return [b.it, b.itUnnamed, b.tokens, b.them, b.chosen, b.pair];
}

/** The group-making step's object: an "each" / "all" on the battlefield. */
function groupObject(st: StepSpec): Ref | null {
  if (!GROUP_KINDS.has(st.do)) return null;
  const what = (st as { what?: Ref }).what;
  if (what?.ref !== 'all' || (what.filter.zone && what.filter.zone !== 'battlefield')) return null;
  return what;
}

/**
 * Notes the group the steps built from `from` on acted on: the one "each" / "all" instruction
 * among them. Two such instructions ("untap all creatures you control and tap all creatures your
 * opponents control") leave "those creatures" unread (either could be meant).
 */
export function noteGroup(b: Build, from: number): void {
  const made = b.steps.slice(from).flatMap((st) => {
    const what = groupObject(st);
    return what ? [{ do: st.do, what }] : [];
  });
  if (!made.length) return;
  const one = made.length === 1 ? made[0] : undefined;
  b.group = one ? { holder: b, do: one.do, what: one.what, named: namedNow(b) } : { ambiguous: true };
}

/**
 * What "those creatures" / "they" / "them" names as a group: the variable holding the objects the
 * last group instruction affected (wrapping its step so it keeps them, once); `undefined` when no
 * instruction named a group (other readings apply); null when one did but the reference can't be
 * read as it (something else named since, two groups, or its step is no longer plain).
 */
export function groupRef(b: Build): Ref | null | undefined {
  const g = b.group;
  if (!g) return undefined;
  if ('ambiguous' in g) return null;
  const now = namedNow(b);
  if (now.some((v, i) => v !== g.named[i])) return null;
  const key = JSON.stringify(g.what);
  const steps = g.holder.steps;
  for (let i = steps.length - 1; i >= 0; i--) {
    const st = steps[i] as StepSpec;
    if (st.do === 'group' && st.step.do === g.do && JSON.stringify(st.what) === key) return { ref: 'var', name: st.as };
    if (st.do !== g.do || groupObject(st) === null || JSON.stringify(groupObject(st)) !== key) continue;
    const as = freshVar(b, 'group');
    // The variable is the holder's too (a delayed or reflexive ability's build is a copy).
    g.holder.vars = Math.max(g.holder.vars, b.vars);
    // A guard stays outside ("If you do, …"): a skipped instruction keeps no group.
    const { when, ...step } = st;
    steps[i] = { do: 'group', what: g.what, as, step: step as StepSpec, ...(when ? { when } : {}) };
    return { ref: 'var', name: as };
  }
  return null;
}

/** Whether a reference is a group variable (several objects, never "it"). */
export function isGroupVar(r: Ref): boolean {
  return r.ref === 'var' && r.name.startsWith('group');
}
