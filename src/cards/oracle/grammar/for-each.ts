/**
 * "… for each …" after an instruction (CR 107.1, 608.2h): "You gain 1 life for each creature you
 * control", "Draw a card for each Bird on the battlefield", "Target creature gets +1/+1 until end
 * of turn for each Forest you control", "~ deals 1 damage to any target for each …". The
 * instruction's one amount is multiplied by the number counted, which is counted as the effect
 * resolves (608.2h); "create a 1/1 … token for each …" creates that many tokens (111.2). Only where
 * exactly one step carries a fixed number the words can scale: a sentence with two such steps
 * ("gain 1 life and draw a card for each …") or a step of another kind is not read here.
 */
import type { Amount, StepSpec } from '../../../engine';

/** `n` times the number counted: the number itself for 1. */
function scaled(per: Amount, n: Amount | undefined): Amount | null {
  if (typeof n !== 'number' || n === 0) return null;
  return n === 1 ? per : { times: [per, n] };
}

/**
 * The step with its amount multiplied by `per`, `'same'` for a step "for each" does not count
 * ("you may" before it), or null (a step it can't scale).
 */
function scaleStep(st: StepSpec, per: Amount): StepSpec | 'same' | null {
  switch (st.do) {
    case 'may':
      return 'same';
    case 'gainLife':
    case 'loseLife': {
      const a = scaled(per, st.amount);
      return a === null ? null : { ...st, amount: a };
    }
    case 'damage': {
      if (st.divided) return null;
      const a = scaled(per, st.amount);
      return a === null ? null : { ...st, amount: a };
    }
    case 'draw':
    case 'mill':
    case 'getEnergy':
    case 'getPoison':
    case 'addCounters': {
      const a = scaled(per, st.count);
      return a === null ? null : { ...st, count: a };
    }
    // "Create a 1/1 green Elf Warrior creature token for each Elf you control" (CR 111.2).
    case 'createToken':
    case 'createTokenCopy': {
      const a = scaled(per, st.count ?? 1);
      return a === null ? null : { ...st, count: a };
    }
    case 'pump': {
      if (st.power === undefined && st.toughness === undefined) return null;
      const p = st.power === undefined || st.power === 0 ? st.power : scaled(per, st.power);
      const t = st.toughness === undefined || st.toughness === 0 ? st.toughness : scaled(per, st.toughness);
      if (p === null || t === null) return null;
      return { ...st, ...(p !== undefined ? { power: p } : {}), ...(t !== undefined ? { toughness: t } : {}) };
    }
    default:
      return null;
  }
}

/**
 * Whether a step has no number "for each" could multiply ("discard your hand", "sacrifice ~",
 * "untap target creature"): no count or amount other than "all".
 */
function countsNothing(st: StepSpec): boolean {
  const o = st as { count?: unknown; amount?: unknown; power?: unknown; toughness?: unknown };
  return (
    (o.count === undefined || o.count === 'all') &&
    o.amount === undefined &&
    o.power === undefined &&
    o.toughness === undefined
  );
}

/**
 * The steps of one instruction with its amount multiplied by `per`; null when that isn't one clear
 * amount. Steps before the scaled one that count nothing stay as they are ("Discard your hand,
 * then draw a card for each creature you control": only the draw has a number to multiply).
 */
export function forEachSteps(steps: readonly StepSpec[], per: Amount): StepSpec[] | null {
  const out: StepSpec[] = [];
  let scaledOnce = false;
  for (const st of steps) {
    const s = scaleStep(st, per);
    if (s === null) {
      if (scaledOnce || !countsNothing(st)) return null;
      out.push(st);
      continue;
    }
    if (s === 'same') out.push(st);
    else {
      if (scaledOnce) return null;
      scaledOnce = true;
      out.push(s);
    }
  }
  return scaledOnce ? out : null;
}
