/**
 * "You may exert ~ as it attacks. When you do, …" (CR 701.43a, 603.12): the choice is made as the
 * creature is declared an attacker (508.1), never later in combat, and a creature put onto the
 * battlefield attacking was never declared, so it can't be exerted this way. Once attackers are
 * declared, the attacking player is asked, for each attacker with such an ability in the order
 * declared, whether to exert it; exerted, it won't untap during its controller's next untap step
 * (701.43a, ../mana/exert-cost.ts), and its reflexive ability triggers (the `exertedAttacking`
 * trigger kind, ../triggers/detectors/exert-attacking.ts). The choices are made before the
 * attack triggers go on the stack (603.3), and may be made with no legal target for what they
 * trigger (that ability is then removed as it would go on the stack, 603.3d). Installs itself
 * into ./combat.ts's LAZY_ATTACK as it loads (with the trigger table).
 */
import { displayName, grantedAbilitiesOf } from '../derived/characteristics';
import { staticIndex } from '../derived/statics';
import { payExert } from '../mana/exert-cost';
import type { TriggeredSpec } from '../state/card-def';
import { defOf, emit, liveObject, type Ctx } from '../state/context';
import { ask, takeAnswer, type Asking } from '../state/decisions';
import { RULE } from '../state/rules';
import type { TaskResult } from '../state/task';
import type { GameObject, ObjectId, PlayerId } from '../state/types';
import { LAZY_ATTACK } from './combat';

declare module '../state/task' {
  interface TaskKinds {
    exertAttack: ExertAttackTask;
  }
}

/** The attacking player's choices to exert attackers as they attack: `waiting`, those not yet asked about, in order. */
export interface ExertAttackTask extends Asking {
  kind: 'exertAttack';
  player: PlayerId;
  waiting: ObjectId[];
}

const exertsAttacking = (spec: TriggeredSpec): boolean => spec.on.event === 'exertedAttacking';

/** Whether `o` has a working "You may exert ~ as it attacks. When you do, …" ability (CR 613.1f: granted ones too). */
function mayExertAttacking(ctx: Ctx, o: GameObject): boolean {
  if (!staticIndex(ctx).triggerSources.includes(o.id)) return false;
  return (
    !!defOf(ctx, o).triggered?.some(exertsAttacking) ||
    grantedAbilitiesOf(ctx, o).some((g) => 'triggered' in g.ability && exertsAttacking(g.ability.triggered))
  );
}

/** Asks about each attacker in turn (see the module comment). */
export function runExertAttackTask(ctx: Ctx, t: ExertAttackTask): TaskResult {
  while (t.waiting.length) {
    const id = t.waiting[0] as ObjectId;
    const o = liveObject(ctx, id);
    // Only a creature still attacking under its controller's control is asked about.
    if (!o || o.controller !== t.player || !ctx.s.combat?.attackers[id]) {
      t.waiting.shift();
      continue;
    }
    const ans = takeAnswer(t);
    if (typeof ans !== 'boolean')
      return ask(ctx, {
        player: t.player,
        kind: 'may',
        purpose: 'exert',
        rule: RULE.exert,
        about: id,
        prompt: `Exert ${displayName(ctx, o)} as it attacks? (It won't untap during your next untap step.)`,
      });
    t.waiting.shift();
    if (!ans) continue;
    payExert(ctx, o);
    emit(ctx, {
      type: 'ExertedAttacking',
      objectId: id,
      player: t.player,
      rule: RULE.exert,
      objects: [id],
      cards: [],
      text: `${t.player} exerted ${displayName(ctx, o)} as it attacked.`,
    });
  }
  return 'done';
}

LAZY_ATTACK.declared = (ctx, player) => {
  const waiting = Object.keys(ctx.s.combat?.attackers ?? {}).filter((id) => {
    const o = liveObject(ctx, id);
    return !!o && mayExertAttacking(ctx, o);
  });
  if (waiting.length) ctx.s.tasks.push({ kind: 'exertAttack', player, waiting });
};
LAZY_ATTACK.run = runExertAttackTask;
