/**
 * A player's mana pool: a symbol per mana for small amounts ({U}{U}{G}), a symbol and the count
 * for large ones ("R ×1,048,576": doubling effects such as Mana Reflection make 2^n, CR 106.12b).
 */
import { formatAmounts, formatCount, MANA_TYPES, type ManaAmounts, type ManaType } from '../../engine';
import { ManaSymbol } from '../card/mana';

/** Up to this many of a type are drawn one symbol each. */
const DRAWN = 8;

export function ManaPool({
  pool,
  restricted = [],
  testId,
}: {
  pool: ManaAmounts;
  /** Mana with a spending restriction (CR 106.6): drawn apart, its source named. */
  restricted?: readonly { type: ManaType; from: string }[];
  testId: string;
}) {
  const types = MANA_TYPES.filter((t) => (pool[t] ?? 0) > 0);
  const spoken = restricted.map((m) => `${m.type} from ${m.from}, spent only as it says`).join(', ');
  const label =
    types.length || restricted.length
      ? [types.length ? formatAmounts(pool) : '', spoken].filter(Boolean).join(', ')
      : 'empty';
  return (
    <div className="mana-pool" aria-label={`Mana pool: ${label}`} data-testid={testId}>
      {types.length === 0 && restricted.length === 0 && <span className="muted">no mana</span>}
      {types.map((t) => {
        const n = pool[t] as number;
        if (n <= DRAWN) return Array.from({ length: n }, (_, i) => <ManaSymbol key={`${t}${i}`} sym={t} shadow />);
        return (
          <span key={t} className="mana-count">
            <ManaSymbol sym={t} shadow /> <span aria-hidden="true">×{formatCount(n)}</span>
          </span>
        );
      })}
      {restricted.map((m, i) => (
        <span
          key={`r${i}`}
          className="mana-restricted"
          title={`From ${m.from}: can be spent only as ${m.from} says (CR 106.6)`}
          data-testid={`${testId}-restricted`}
        >
          <ManaSymbol sym={m.type} shadow />
        </span>
      ))}
    </div>
  );
}
