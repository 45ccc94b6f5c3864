/**
 * Prototype cards (CR 718; the keyword 702.160): "Prototype {1}{U}{U} — 2/1" means the card may be
 * cast with that mana cost, power and toughness (702.160a); its colour is then its prototype
 * cost's (105.2), and it keeps its name, types and abilities. Cast prototyped, the spell and the
 * permanent it becomes have only those characteristics (718.3b); in every other zone, and when
 * not cast prototyped, the card has its printed ones (718.4).
 *
 * The engine casts a prototype card as a modal card's back face is cast (`doubleFaced:
 * 'prototype'`, casting/cast-options.ts): the definition's `back` is the card with the prototype
 * values, up while the object is on the stack or the battlefield, and forgotten when it leaves.
 */
import type { CardDef } from '../../engine';
import type { CardData } from '../data/card-data';
import type { CompiledAbility } from './compile';

/** A prototype line's values: its mana cost, power and toughness. */
export interface PrototypeLine {
  manaCost: string;
  power: number;
  toughness: number;
  /** The line as printed (with its reminder text). */
  printed: string;
}

/** The whole first paragraph "Prototype {cost} — P/T (reminder)", mana symbols only, whole-number P/T. */
const LINE = /^Prototype ((?:\{[0-9WUBRGC]\}|\{[WUBRG]\/[WUBRG]\})+) — (\d+)\/(\d+)(?: \([^()]*\))?$/;

/**
 * A prototype card's first paragraph read (CR 702.160a), and its text without that paragraph; or
 * undefined when the card is not of the `prototype` layout or its line is not that shape.
 */
export function prototypeLine(data: CardData): { line: PrototypeLine; rest: string } | undefined {
  if (data.layout !== 'prototype' || data.card_faces?.length) return undefined;
  const oracle = data.oracle_text ?? '';
  const [first = '', ...rest] = oracle.split('\n');
  const m = LINE.exec(first);
  if (!m) return undefined;
  return {
    line: { manaCost: m[1] ?? '', power: Number(m[2]), toughness: Number(m[3]), printed: first },
    rest: rest.join('\n'),
  };
}

/**
 * Gives the compiled card (read without its prototype line) the prototype way to cast it: `back`
 * is the same definition with the prototype mana cost, power and toughness (colour from that
 * cost, 105.2; a definition's colours are its cost's unless given). Returns the line's entry in
 * the compiled-abilities list.
 */
export function withPrototype(def: CardDef, line: PrototypeLine): CompiledAbility {
  const { colors: _printed, ...same } = def;
  def.back = { ...same, manaCost: line.manaCost, power: line.power, toughness: line.toughness };
  def.doubleFaced = 'prototype';
  return { text: line.printed, enforced: true };
}
