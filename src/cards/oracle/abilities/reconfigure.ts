/**
 * Reconfigure [cost] (CR 702.151) on an Equipment creature: "[Cost]: Attach this permanent to
 * another target creature you control. Activate only as a sorcery" and "[Cost]: Unattach this
 * permanent. Activate only if this permanent is attached to a creature and only as a sorcery"
 * (702.151a); attached to a creature, the Equipment stops being a creature until it becomes
 * unattached (702.151b), which is read as the static ability "As long as ~ is attached to a
 * creature, it isn't a creature" (layer 4). The three are written out in the rule's words and read
 * by the activated and static ability compilers. A cost that isn't mana stays text.
 */
import { activated } from './activated';
import { isPayableOrHybridCost } from '../phrases/mana';
import { onlyActivated, refuse, isRefusal, type AbilityCompiler, type AbilityResult } from './part';
import { statics } from './statics';

const LINE = /^Reconfigure (\{[^ ]+\})$/;

/** Reads "Reconfigure {2}", or null for other text. */
export function reconfigure(text: string, card: Parameters<AbilityCompiler>[1]): AbilityResult {
  const m = LINE.exec(text.replace(/\.$/, ''));
  if (!m) return null;
  const cost = m[1] as string;
  if (!card.isEquipment || !card.types.includes('creature'))
    return refuse('reconfigure on a card that is not an Equipment creature');
  if (!isPayableOrHybridCost(cost)) return refuse(`the reconfigure cost ${cost} is not understood`);
  const attach = onlyActivated(
    activated(`${cost}: Attach ~ to another target creature you control. Activate only as a sorcery.`, card),
  );
  const unattach = onlyActivated(
    activated(`${cost}: Unattach ~. Activate only if ~ is attached to a creature and only as a sorcery.`, card),
  );
  const notCreature = statics("As long as ~ is attached to a creature, it isn't a creature.", card);
  if (!attach || !unattach || !notCreature || isRefusal(notCreature) || !notCreature.statics?.length)
    return refuse('reconfigure is not understood');
  return {
    activated: [
      { ...attach, text: `${text}: attach to another target creature you control` },
      { ...unattach, text: `${text}: unattach` },
    ],
    statics: notCreature.statics,
  };
}
