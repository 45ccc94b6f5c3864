/**
 * Choosing a division of damage or counters among targets (CR 601.2d, 602.2b, 603.3d), for the
 * cards whose spells or abilities divide (./division.ts says what, and asks this only then).
 * Loaded with those cards (../steps-ready.ts; ../every-step.ts imports it), installed into
 * {@link DIVISION}.
 */
import { emit, peek, type Ctx } from '../state/context';
import { ask, takeAnswer } from '../state/decisions';
import { ensure } from '../state/errors';
import { RULE } from '../state/rules';
import type { EntityId } from '../state/types';
import { displayName } from '../derived/characteristics';
import { DIVISION, type Divided, type DivisionOf, type Dividing } from './division';

/**
 * The division of each of `divided` among its targets, per target slot, in target order; 'wait'
 * while the player chooses a share. Throws when the amount can't give each target at least 1.
 */
function divide(ctx: Ctx, t: Dividing, d: DivisionOf, divided: readonly Divided[]): number[][] | 'wait' {
  const all = (t.shares ??= []);
  for (const { slot, amount, what } of divided) {
    const ids = d.targets[slot] ?? [];
    ensure(
      amount >= ids.length,
      `${amount} ${what} can't be divided among ${ids.length} targets: each must get at least 1`,
      RULE.castDivide,
    );
    const shares = (all[slot] ??= []);
    while (shares.length < ids.length) {
      const i = shares.length;
      const left = amount - shares.reduce((n, s) => n + s, 0);
      const most = left - (ids.length - i - 1);
      if (i === ids.length - 1 || most === 1) {
        shares.push(i === ids.length - 1 ? left : 1);
        continue;
      }
      const ans = takeAnswer(t);
      if (typeof ans === 'number') {
        shares.push(ans);
        continue;
      }
      return ask(ctx, {
        player: d.player,
        kind: 'chooseNumber',
        purpose: 'division',
        rule: RULE.castDivide,
        about: d.about,
        prompt: `${d.name}: ${amount} ${what} divided as you choose: how many go to ${nameOf(ctx, ids[i] as EntityId)}? (At least 1 to each target; ${left} left for ${ids.length - i} targets.)`,
        min: 1,
        max: most,
      });
    }
  }
  const division: number[][] = d.targets.map((_, slot) => [...(all[slot] ?? [])]);
  t.shares = undefined;
  for (const { slot, amount, what } of divided) {
    const ids = d.targets[slot] ?? [];
    if (!ids.length) continue;
    const words = ids.map((id, i) => `${division[slot]?.[i]} to ${nameOf(ctx, id)}`).join(', ');
    emit(ctx, {
      type: 'Note',
      rule: RULE.castDivide,
      objects: [d.about, ...ids],
      cards: [],
      text: `${d.name} divides ${amount} ${what}: ${words} (each target gets at least 1).`,
    });
  }
  return division;
}

function nameOf(ctx: Ctx, id: EntityId): string {
  if (id === 'p1' || id === 'p2') return id;
  const o = peek(ctx, id);
  return o ? displayName(ctx, o) : id;
}

DIVISION.divide = divide;
