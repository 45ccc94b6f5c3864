/**
 * Static replacement effects on tokens about to be created (CR 111.2, 614.1a), whose code loads
 * with the cards that have them (every-step.ts imports this module, which installs
 * {@link replaceTokens} into game-actions.ts's LAZY_TOKENS; steps-ready.ts loads it for a card
 * with a `tokensReplaced` replacement): "If one or more tokens would be created under your
 * control, twice that many of those tokens are created instead" (Parallel Lives), "… those tokens
 * plus an additional Food token are created instead" (Peregrin Took), "… those tokens plus that
 * many 1/1 green Squirrel creature tokens …" (Chatterfang), "If you would create one or more
 * Treasure tokens, instead create those tokens plus an additional Treasure token" (Xorn).
 *
 * The tokens added are created by the same event, at the same time as those tokens (CR 111.2,
 * 614.6), untapped and not attacking (only "those tokens" are created as the instruction says).
 *
 * With several of them, the player under whose control the tokens would be created chooses the
 * order (CR 616.1); after each, the others are checked again against the changed event (616.1f):
 * a "creature tokens" effect applies once a creature token has been added. Each applies at most
 * once (614.5). The engine doesn't ask: it applies them in the order that makes the most tokens —
 * every "plus a token" first (each as soon as it applies), then every "plus that many", then
 * every doubling — and, when the order changes the result, says so in the log, naming the rule
 * and who would choose.
 */
import { replacementsOfKind, type FoundReplacement } from './replacement-sources';
import { displayName } from '../derived/characteristics';
import type { TokenSpec } from '../state/card-def';
import type { Ctx } from '../state/context';
import type { GameEvent } from '../state/events';
import { RULE } from '../state/rules';
import { parseTypeLine } from '../state/type-line';
import type { PlayerId } from '../state/types';
import { LAZY_TOKENS, tokenName, type TokenBatch } from './game-actions';

type Found = FoundReplacement<'tokensReplaced'>;

/** Whether the tokens in `batches` include one with a type or subtype `f` names (or `f` names none). */
function covers(f: Found, batches: TokenBatch[]): boolean {
  const { types, subtypes } = f.rep;
  if (!types && !subtypes) return true;
  return batches.some((b) => {
    if (b.n <= 0) return false;
    const t = parseTypeLine(b.typeLine);
    return !!types?.some((x) => t.types.includes(x)) || !!subtypes?.some((x) => t.subtypes.includes(x));
  });
}

/** How many tokens `batches` create. */
const total = (batches: TokenBatch[]): number => batches.reduce((n, b) => n + b.n, 0);

/** The words for one effect, for the log. */
function words(f: Found, added: number): string {
  if (f.rep.times !== undefined) return `${f.rep.times === 2 ? 'twice' : `${f.rep.times} times`} that many tokens`;
  return `those tokens plus ${added} ${tokenName(f.rep.plus as TokenSpec)}${added === 1 ? '' : 's'}`;
}

/**
 * The tokens created instead of `n` tokens of the type line `typeLine` under `player`'s control
 * ({@link TokenBatch}: the first batch is those tokens, however many; the others are tokens
 * added), in the order described in the module's note (CR 616.1); what happened goes to `out`.
 */
export function replaceTokens(ctx: Ctx, player: PlayerId, n: number, typeLine: string, out: GameEvent[]): TokenBatch[] {
  const batches: TokenBatch[] = [{ typeLine, n }];
  if (n <= 0) return batches;
  const found = replacementsOfKind(
    ctx,
    'tokensReplaced',
    (perm, rep) => rep.who === 'each' || perm.controller === player,
  );
  if (!found.length) return batches;
  const fixed = found.filter((f) => f.rep.plus && !f.rep.thatMany);
  const many = found.filter((f) => f.rep.plus && f.rep.thatMany);
  const times = found.filter((f) => f.rep.times !== undefined);
  const ordered = [fixed, many, times].filter((g) => g.length).length > 1;
  const used: Found[] = [];
  const apply = (f: Found): void => {
    const before = total(batches);
    let added = 0;
    if (f.rep.times !== undefined) for (const b of batches) b.n *= f.rep.times;
    else {
      added = f.rep.thatMany ? before : 1;
      batches.push({ token: f.rep.plus as TokenSpec, typeLine: (f.rep.plus as TokenSpec).typeLine, n: added });
    }
    used.push(f);
    out.push({
      type: 'ReplacementApplied',
      source: f.perm.id,
      rule: RULE.insteadReplacement,
      objects: [f.perm.id, player],
      cards: f.perm.cardId ? [f.perm.cardId] : [],
      text:
        `${displayName(ctx, f.perm)}: instead of ${before} token${before === 1 ? '' : 's'}, ${words(f, added)} (${total(batches)} in all) are created for ${player}` +
        (ordered
          ? `; ${player} would choose the order of the effects on these tokens (CR ${RULE.replacementOrder}): the engine applies them in the order that makes the most tokens.`
          : '.'),
    });
  };
  // "plus a token" effects, each as soon as it applies to the event as it is now (CR 616.1f).
  for (let again = true; again;) {
    again = false;
    for (const f of fixed)
      if (!used.includes(f) && covers(f, batches)) {
        apply(f);
        again = true;
      }
  }
  for (const group of [many, times]) for (const f of group) if (covers(f, batches)) apply(f);
  return batches;
}

LAZY_TOKENS.replace = replaceTokens;
