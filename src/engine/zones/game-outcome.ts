/**
 * "You can't lose the game", "Your opponents can't win the game", "You can't win the game and
 * your opponents can't lose the game" (Platinum Angel, Lich's Mastery, Abyssal Persecutor): static
 * prohibitions (CR 101.2: "can't" beats "can") on a player winning by an effect (104.2b) or losing
 * by a state-based action (104.3b–d) or an effect (104.3e). Installed into outcome-hook.ts as this
 * module loads (every-step.ts; steps-ready.ts loads it for a card with a `gameOutcomeBarred`).
 * Not barred: winning because every opponent has left the game (104.2a overrides such effects).
 */
import type { Ctx } from '../state/context';
import type { GameObject, PlayerId } from '../state/types';
import { OUTCOME } from './outcome-hook';
import { replacementsOfKind } from './replacement-sources';

/**
 * The permanent whose static ability says `player` can't `outcome` the game, or null (CR 101.2);
 * `zeroLife`: the loss asked about is the state-based action for 0 or less life (704.5a), which
 * "You don't lose the game for having 0 or less life" also bars.
 */
export function outcomeBarredBy(
  ctx: Ctx,
  player: PlayerId,
  outcome: 'win' | 'lose',
  zeroLife = false,
): GameObject | null {
  const found = replacementsOfKind(
    ctx,
    'gameOutcomeBarred',
    (perm, rep) =>
      rep.outcome === outcome &&
      (zeroLife || !rep.onlyZeroLife) &&
      (rep.who === 'you') === (perm.controller === player),
  );
  return found[0]?.perm ?? null;
}

OUTCOME.barredBy = outcomeBarredBy;
