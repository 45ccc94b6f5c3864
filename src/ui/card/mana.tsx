/** Mana symbols with mana-font: costs such as {3}{U}{U}, and symbols inside Oracle text. */
import type { ReactNode } from 'react';

const CLASS: Record<string, string> = { T: 'tap', Q: 'untap' };

/** The mana-font class of one symbol's inside, e.g. "U" → "u", "2/W" → "2w", "T" → "tap". */
function symbolClass(sym: string): string {
  const s = sym.toUpperCase();
  return CLASS[s] ?? s.replace('/', '').toLowerCase();
}

export function ManaSymbol({ sym, shadow = false }: { sym: string; shadow?: boolean }) {
  return <i className={`ms ms-${symbolClass(sym)} ms-cost${shadow ? ' ms-shadow' : ''}`} aria-hidden="true" />;
}

/** Splits "{3}{U}{U}" into ["3", "U", "U"]. */
export function symbolsOf(cost: string): string[] {
  return [...cost.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
}

/** A mana cost drawn with symbols; the text is still read out ("{3}{U}{U}"). */
export function ManaCost({ cost, className = '' }: { cost: string; className?: string }) {
  if (!cost) return null;
  return (
    <span className={`mana-cost ${className}`} aria-label={`mana cost ${cost}`} role="img">
      {symbolsOf(cost).map((sym, i) => (
        <ManaSymbol key={i} sym={sym} shadow />
      ))}
    </span>
  );
}

/** Rules text with {T}, {U} and the like drawn as symbols. */
export function RulesText({ text }: { text: string }): ReactNode {
  const parts = text.split(/(\{[^}]+\})/g);
  return parts.map((part, i) => {
    const m = /^\{([^}]+)\}$/.exec(part);
    return m ? (
      <span key={i} className="inline-symbol" title={part}>
        <ManaSymbol sym={m[1]!} />
        <span className="sr-only">{part}</span>
      </span>
    ) : (
      part
    );
  });
}
