/**
 * Devour N (CR 702.82a) and amplify N (702.38a), "as enters" choices (614.12) that load with the
 * cards that have them (installed into entering-ask.ts's LAZY_ENTERING by every-step.ts).
 *
 * - Devour: "As this object enters, you may sacrifice any number of creatures [or the quality
 *   named, 702.82c]. This permanent enters with N +1/+1 counters on it for each one sacrificed
 *   this way." Only permanents its controller controls; they are chosen before it moves and
 *   sacrificed as it enters (those still there and still matching).
 * - Amplify: "As this object enters, reveal any number of cards from your hand that share a creature
 *   type with it. This permanent enters with N +1/+1 counters on it for each card revealed this way."
 */
import { displayName, READER } from '../derived/characteristics';
import { matchesObjectFilter } from '../derived/object-filter';
import { emit, peek, type Ctx } from '../state/context';
import { ask, takeAnswer } from '../state/decisions';
import { RULE } from '../state/rules';
import type { GameObject, ObjectId, PlayerId } from '../state/types';
import { putOnEntering } from './entering';
import { LAZY_ENTERING, type ForCountersChoice } from './entering-ask';
import { sacrifice } from './game-actions';

/** What devour may sacrifice (permanents `player` controls) or amplify may reveal (cards in `player`'s hand), never `obj`. */
function candidates(ctx: Ctx, obj: GameObject, choice: ForCountersChoice, player: PlayerId): ObjectId[] {
  const zone = 'devour' in choice ? 'battlefield' : 'hand';
  const ids = zone === 'hand' ? ctx.s.players[player].hand : ctx.s.battlefield;
  return ids.filter((id) => {
    const o = peek(ctx, id);
    return (
      !!o &&
      id !== obj.id &&
      (zone === 'hand' || o.controller === player) &&
      matchesObjectFilter(ctx, READER, o, { ...choice.filter, zone }, player, obj.id)
    );
  });
}

/** "N +1/+1 counter(s)". */
const counters = (n: number) => `${n} +1/+1 counter${n === 1 ? '' : 's'}`;

LAZY_ENTERING.ask = (ctx, task, store, obj, player, choice) => {
  const key = `enter:${obj.id}:forCounters`;
  if (Array.isArray(store[key])) return store[key] as ObjectId[];
  const cands = candidates(ctx, obj, choice, player);
  const ans = cands.length ? takeAnswer(task) : [];
  if (!Array.isArray(ans)) {
    const name = displayName(ctx, obj);
    ask(ctx, {
      player,
      kind: 'chooseObjects',
      purpose: 'devour' in choice ? 'enterDevour' : 'enterAmplify',
      rule: RULE.asEnters,
      about: obj.id,
      candidates: cands,
      min: 0,
      max: cands.length,
      prompt:
        'devour' in choice
          ? `As ${name} enters, you may sacrifice any number of these (devour ${choice.devour}): it enters with ${counters(choice.devour)} for each.`
          : `As ${name} enters, you may reveal any number of these cards from your hand (amplify ${choice.amplify}): it enters with ${counters(choice.amplify)} for each.`,
    });
    return 'wait';
  }
  const chosen = ans.filter((id): id is ObjectId => cands.includes(id as ObjectId));
  store[key] = chosen;
  return chosen;
};

LAZY_ENTERING.apply = (ctx, permanent, choice, chosen = [], out) => {
  const name = displayName(ctx, permanent);
  const still = candidates(ctx, permanent, choice, permanent.controller);
  const these = chosen.filter((id) => still.includes(id));
  for (const id of these) {
    const o = peek(ctx, id);
    if (!o) continue;
    if ('devour' in choice) sacrifice(ctx, o, `as ${name} entered (devour ${choice.devour})`);
    else
      emit(ctx, {
        type: 'Revealed',
        objectId: o.id,
        player: permanent.controller,
        rule: RULE.reveal,
        objects: [o.id],
        cards: o.cardId ? [o.cardId] : [],
        text: `${permanent.controller} revealed ${displayName(ctx, o)} from their hand as ${name} entered (amplify ${choice.amplify}).`,
      });
  }
  const n = ('devour' in choice ? choice.devour : choice.amplify) * these.length;
  putOnEntering(ctx, permanent, '+1/+1', n, RULE.asEnters, 'devour' in choice ? 'devour' : 'amplify', out);
};

/** True once imported: devour and amplify are installed. */
export const FOR_COUNTERS = true;
