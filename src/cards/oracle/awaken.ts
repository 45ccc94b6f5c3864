/**
 * Awaken N—[cost] (CR 702.113a): "If you cast this spell for [cost], also put N +1/+1 counters
 * on target land you control and it becomes a 0/0 Elemental creature with haste. That land is
 * still a land." The keyword line gives the alternative cost (abilities/keyword-costs.ts); once
 * the spell ability is read, the spell's text with the awakening written after it is read as the
 * spell ability cast for that cost: the land is one more target, chosen with the others (601.2c),
 * and the awakening is the spell's last instruction (608.2c). The land's becoming has no duration
 * (611.2a: it lasts), and it stays a land (the types are added). If that text can't be read, or
 * its awakening isn't exactly the spell's own text followed by the awakening, the awaken line
 * stays text and the cost is not offered.
 */
import type { CardDef, SpellSpec } from '../../engine';
import type { CardFacts } from './build';
import type { CompiledAbility } from './compile';
import { compileSpellEffect } from './abilities/spell';
import { isPayableCost } from './phrases/mana';
import { isRefusal, refuse, type AbilityResult } from './abilities/part';

const LINE = /^Awaken (\d+)—(\{[^ ]+\})$/;

/** "Awaken 4—{6}{R}" → the alternative cost, its spell ability filled in by {@link settleAwaken}; null for other text. */
export function awakenKeyword(text: string, card: CardFacts): AbilityResult {
  const m = LINE.exec(text.replace(/\.$/, ''));
  if (!m) return null;
  const mana = m[2] as string;
  if (!card.isSpell) return refuse('awaken on a card that is not an instant or sorcery');
  if (!isPayableCost(mana) || /\{X\}/.test(mana)) return refuse(`the awaken cost ${mana} is not understood`);
  return { altCosts: [{ kind: 'awaken', mana, spell: { targets: [], steps: [] } }] };
}

/** The awakening written out in the rule's words (CR 702.113a), N counters. */
export function awakening(n: number): string {
  const counters = n === 1 ? 'a +1/+1 counter' : `${n} +1/+1 counters`;
  return `Put ${counters} on target land you control. It becomes a 0/0 Elemental creature with haste that's still a land.`;
}

/** Whether `awakened` is `own` with one more target, the land, and the awakening after its instructions. */
function isOwnThenAwakening(own: SpellSpec, awakened: SpellSpec): boolean {
  const slot = own.targets.length;
  const [put, becomes, ...rest] = awakened.steps.slice(own.steps.length);
  const landTarget = (s: { what?: unknown } | undefined) =>
    JSON.stringify(s?.what) === JSON.stringify({ ref: 'target', slot });
  return (
    !rest.length &&
    awakened.targets.length === slot + 1 &&
    JSON.stringify(awakened.targets.slice(0, slot)) === JSON.stringify(own.targets) &&
    JSON.stringify(awakened.steps.slice(0, own.steps.length)) === JSON.stringify(own.steps) &&
    put?.do === 'addCounters' &&
    landTarget(put) &&
    becomes?.do === 'becomes' &&
    landTarget(becomes) &&
    !becomes.until
  );
}

/**
 * Fills the awaken alternative cost of `def` with the spell ability of its text and the
 * awakening, or removes it and marks the awaken line of `abilities` unenforced, with the reason.
 * `spellText` is the spell ability's text (null when there is none or it was not read).
 */
export function settleAwaken(
  def: CardDef,
  abilities: CompiledAbility[],
  spellText: string | null,
  card: CardFacts,
): void {
  const alt = def.altCosts?.find((a) => a.kind === 'awaken');
  if (!alt || alt.kind !== 'awaken') return;
  const line = abilities.find((a) => a.enforced && LINE.test(a.text.replace(/ \(.*\)$/, '').replace(/\.$/, '')));
  const n = Number(LINE.exec(line?.text.replace(/ \(.*\)$/, '').replace(/\.$/, '') ?? '')?.[1] ?? 0);
  const own = def.spell;
  const simple = own && !own.modes && !own.kicked && n > 0;
  const r = simple && spellText !== null ? compileSpellEffect(`${spellText} ${awakening(n)}`, card) : null;
  const spell = r && !isRefusal(r) ? r.spell : undefined;
  if (own && spell && !spell.modes && isOwnThenAwakening(own, spell)) {
    alt.spell = spell;
    return;
  }
  def.altCosts = def.altCosts?.filter((a) => a !== alt);
  if (!def.altCosts?.length) delete def.altCosts;
  const reason =
    spellText === null || !own
      ? "awaken: the spell's own text is not read"
      : simple
        ? `awaken: the spell's text with the awakening ("${awakening(n)}") is not understood`
        : 'awaken on a modal or kicked spell is not enforced yet';
  for (const a of abilities) {
    if (!a.enforced || !/^Awaken\b/.test(a.text)) continue;
    a.enforced = false;
    a.reason = reason;
    delete a.rules;
  }
}
