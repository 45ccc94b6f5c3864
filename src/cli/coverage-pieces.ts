/**
 * The coverage report's rankings (issue 21: "frequency decides the work"): which unenforced
 * pieces of templating hold back the most cards, which grammar rules the enforced text uses, and
 * the figures by card type (CR 205.2a). Logic only; cards-coverage.ts assembles the report.
 */
import type { CompiledAbility, EnforcementStatus } from '../cards/oracle/compile';

/** One unenforced piece: how many cards it holds back, and how many it alone holds back. */
export interface PieceCount {
  /** The piece, normalised: numbers as N, mana symbols as {M}, the card's own name as ~. */
  piece: string;
  /** Cards with at least one ability left as text because of it. */
  cards: number;
  /** Cards it alone holds back (every other ability enforced): fixing it makes them full. */
  alone: number;
  /** One card it holds back, for a look. */
  example: string;
}

/** One grammar rule and how many cards' enforced text uses it. */
export interface RuleCount {
  rule: string;
  cards: number;
}

/** Full/partial/none by card type. */
export interface TypeCounts {
  total: number;
  full: number;
  partial: number;
  none: number;
}

/** What one card contributes to the rankings. */
export interface CardTally {
  name: string;
  typeLine: string;
  status: EnforcementStatus;
  abilities: readonly CompiledAbility[];
}

/** The card types of CR 205.2a as they appear on the pool's type lines. */
const CARD_TYPES = [
  'Artifact',
  'Battle',
  'Creature',
  'Enchantment',
  'Instant',
  'Kindred',
  'Land',
  'Planeswalker',
  'Sorcery',
] as const;

/**
 * The piece of templating an unenforced ability's reason names, normalised so that the same
 * template counts once: 'no template matches "Look at the top four cards…"' → 'look at the top N';
 * a trigger, condition or keyword keeps its own words.
 */
export function pieceOf(reason: string): string {
  const quoted = /"([^"]*)"/.exec(reason)?.[1];
  const norm = (t: string) =>
    t
      .replace(/\{[^}]+\}/g, '{M}')
      .replace(/\b\d+\b/g, 'N')
      .replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten|X)\b/gi, 'N')
      .toLowerCase();
  const opening = (t: string, n: number) => norm(t).split(/\s+/).filter(Boolean).slice(0, n).join(' ');
  if (reason.startsWith('no template matches') && quoted !== undefined) {
    return `effect: ${opening(norm(quoted).replace(/^(you may |then |if [^,]*, |when you do, |otherwise, )+/, ''), 5)}`;
  }
  if (/^the (additional )?cost "/.test(reason) && quoted !== undefined) return `cost: ${opening(quoted, 4)}`;
  if (/^"[^"]*" is not understood$/.test(reason) && quoted !== undefined) return `ability: ${opening(quoted, 5)}`;
  if (/^the trigger "/.test(reason) && quoted !== undefined) return `trigger: ${norm(quoted)}`;
  if (/^the condition "/.test(reason) && quoted !== undefined) return `condition: ${norm(quoted)}`;
  if (/^cards with the "/.test(reason) && quoted !== undefined) return `layout: ${quoted}`;
  const keyword = /^"?([a-z][a-z' -]*?)"? is not (?:a keyword ability the engine enforces|enforced yet|modelled)/i.exec(
    reason,
  );
  if (keyword) return `keyword: ${keyword[1]?.toLowerCase()}`;
  return norm(reason.replace(/"[^"]{40,}"/g, '"…"'));
}

/** Accumulates the rankings over a corpus, card by card. */
export class Rankings {
  private readonly pieces = new Map<string, PieceCount>();
  private readonly rules = new Map<string, number>();
  readonly byType: Record<string, TypeCounts> = {};

  /** Counts one compiled card. */
  add(card: CardTally): void {
    const front = card.typeLine.split(' // ')[0] ?? '';
    for (const t of CARD_TYPES) {
      if (!new RegExp(`\\b${t}\\b`).test(front.split(' — ')[0] ?? '')) continue;
      const c = (this.byType[t] ??= { total: 0, full: 0, partial: 0, none: 0 });
      c.total++;
      c[card.status]++;
    }
    const held = new Set<string>();
    for (const a of card.abilities) if (!a.enforced) held.add(pieceOf(a.reason ?? ''));
    for (const p of held) {
      const c = this.pieces.get(p) ?? { piece: p, cards: 0, alone: 0, example: card.name };
      c.cards++;
      if (held.size === 1) c.alone++;
      this.pieces.set(p, c);
    }
    const used = new Set<string>();
    for (const a of card.abilities) for (const r of a.rules ?? []) used.add(r);
    for (const r of used) this.rules.set(r, (this.rules.get(r) ?? 0) + 1);
  }

  /** The `top` pieces holding back the most cards (ties: most cards held back alone, then name). */
  topPieces(top: number): PieceCount[] {
    return [...this.pieces.values()]
      .sort((a, b) => b.cards - a.cards || b.alone - a.alone || a.piece.localeCompare(b.piece))
      .slice(0, top);
  }

  /**
   * Every keyword ability (CR 702) still left as text, with the cards it holds back, most cards
   * first (the whole list, not only the ranking's top).
   */
  keywordPieces(): PieceCount[] {
    return [...this.pieces.values()]
      .filter((p) => p.piece.startsWith('keyword: '))
      .sort((a, b) => b.cards - a.cards || b.alone - a.alone || a.piece.localeCompare(b.piece));
  }

  /** Every grammar rule used, most cards first. */
  ruleCounts(): RuleCount[] {
    return [...this.rules]
      .map(([rule, cards]) => ({ rule, cards }))
      .sort((a, b) => b.cards - a.cards || a.rule.localeCompare(b.rule));
  }
}
