/**
 * Keyword abilities that are an alternative cost (CR 118.9) with what paying it means for the
 * permanent the spell becomes, written as the abilities the rules say they are:
 *
 * - Evoke [cost] (CR 702.74a): cast for [cost]; "When this permanent enters, if its evoke cost
 *   was paid, its controller sacrifices it."
 * - Dash [cost] (702.109a): cast for [cost]; "As long as this permanent's dash cost was paid, it
 *   has haste"; the engine returns it to its owner's hand at the beginning of the next end step
 *   (a delayed ability the resolving spell creates, resolution/alt-cost-enter.ts).
 * - Blitz [cost] (702.152a): as dash, with "When this creature dies, draw a card" while its blitz
 *   cost was paid, and sacrificed at the beginning of the next end step.
 * - Spectacle [cost] (702.137a): cast for [cost] only if an opponent lost life this turn.
 * - Prowl [cost] (702.76a): cast for [cost] only if a player was dealt combat damage this turn by
 *   a source that, at the time, was under its caster's control and had any of the spell's
 *   creature types. Freerunning [cost] (702.173a): the same, by an Assassin or a commander.
 * - Warp [cost] (702.185a): cast from the hand for [cost]; exiled at the beginning of the next
 *   end step, then its owner may cast it from exile on a later turn.
 * - Foretell [cost] (702.143a): its owner may pay {2} and exile it from their hand face down
 *   during their turn (a special action, engine casting/foretell-plot.ts), then cast it from
 *   exile for [cost] on a later turn.
 * - Plot [cost] (702.170a, d): its owner may pay [cost] and exile it from their hand as a
 *   sorcery (a special action); on a later turn they may cast it from exile without paying its
 *   mana cost, as a sorcery. Not an alternative cost of the card but of the plotted cast.
 * - Bestow [cost] (702.103a–b): cast for [cost] as a bestowed Aura spell with enchant creature;
 *   the Aura becomes an enchantment creature again when it is unattached (702.103f, engine).
 * - Sneak [cost] (702.190a): any time you could cast an instant during your declare blockers
 *   step, for [cost] and returning an unblocked creature you control to its owner's hand; a
 *   permanent spell cast so enters tapped and attacking (702.190b).
 *
 * A mana cost only ("Evoke—Exile a white card from your hand" stays text), without {X} (the
 * alternative-cost path doesn't announce X).
 */
import type { AltCostKind, Condition, StaticSpec } from '../../../engine';
import type { CardFacts } from '../build';
import { isPayableCost } from '../phrases/mana';
import { isRefusal, onlyTriggered, refuse, type AbilityResult } from './part';
import { triggered } from './triggered';

const KINDS = {
  Evoke: 'evoke',
  Dash: 'dash',
  Blitz: 'blitz',
  Spectacle: 'spectacle',
  Prowl: 'prowl',
  Freerunning: 'freerunning',
  Warp: 'warp',
  Foretell: 'foretell',
  Plot: 'plot',
  Sneak: 'sneak',
  Bestow: 'bestow',
  Mutate: 'mutate',
} as const;

function paid(kind: 'evoke' | 'dash' | 'blitz' | 'offspring'): Condition {
  return { altCostPaid: kind, ref: { ref: 'source' } };
}

/** "As long as its [kind] cost was paid, it has haste" (702.109a, 702.152a). */
function hasteWhilePaid(kind: 'dash' | 'blitz'): StaticSpec {
  return { affects: { self: true }, gains: ['haste'], condition: paid(kind) };
}

/**
 * One triggered ability written in Oracle templating, with the condition of the cost paid (the
 * keyword's printed text is what the card and the log show, compile.ts).
 */
function triggerWhilePaid(text: string, kind: 'evoke' | 'blitz' | 'offspring', card: CardFacts): AbilityResult {
  const part = triggered(text, card);
  const spec = onlyTriggered(part);
  if (!spec) return refuse(`${kind}'s triggered ability is not understood`);
  return { triggered: [{ ...spec, condition: paid(kind) }] };
}

/**
 * Mutate [cost] (CR 702.140a): cast for [cost], a mutating creature spell that targets a
 * non-Human creature with the same owner (the reminder's "target non-Human creature you own");
 * the engine merges it with its target as it resolves (702.140c, resolution/merge.ts). A
 * creature card's (the only ones that print it); a mana cost only, without {X}.
 */
function mutateKeyword(mana: string, card: CardFacts): AbilityResult {
  if (!card.types.includes('creature')) return refuse('mutate on a card that is not a creature');
  const filter = { objects: { types: ['creature'], notSubtypes: ['Human'], owner: 'you' as const } };
  const target = { filter, min: 1, max: 1, label: 'the non-Human creature you own it mutates onto' };
  return { altCosts: [{ kind: 'mutate', mana, spell: { targets: [target], steps: [] } }] };
}

/** Prowl's and freerunning's condition (CR 702.76a, 702.173a), checked with "this" the card and "you" its caster. */
function combatDamageCondition(kind: 'prowl' | 'freerunning'): Condition {
  return {
    combatDamageByYours: kind === 'prowl' ? { sharesTypeWith: { ref: 'source' } } : { assassinOrCommander: true },
  };
}

/**
 * Compiles "Evoke {2}{W}", "Bestow {4}{B}", "Dash {1}{R}", "Blitz {2}{B}", "Spectacle {R}", "Warp {3}",
 * "Foretell {1}{U}", "Plot {3}{R}", "Sneak {1}{U}", "Mutate {1}{G}{G}", "Prowl {1}{B}",
 * "Freerunning {1}{B}"; null for other text.
 */
export function altCostKeyword(text: string, card: CardFacts): AbilityResult {
  const m = /^(Evoke|Dash|Blitz|Spectacle|Prowl|Freerunning|Warp|Foretell|Plot|Sneak|Bestow|Mutate) (\{[^ ]+\})$/.exec(
    text.replace(/\.$/, ''),
  );
  if (!m) return null;
  const kind: AltCostKind | 'plot' = KINDS[m[1] as keyof typeof KINDS];
  const mana = m[2] as string;
  if (!isPayableCost(mana)) return refuse(`the ${kind} cost ${mana} is not understood`);
  if (/\{X\}/.test(mana)) return refuse(`a ${kind} cost with {X} is not enforced yet`);
  if (kind === 'plot') return { plot: mana };
  if (kind === 'mutate') return mutateKeyword(mana, card);
  if (kind === 'prowl' || kind === 'freerunning')
    return { altCosts: [{ kind, mana, condition: combatDamageCondition(kind) }] };
  const altCosts = [{ kind, mana }] as const;
  // Sneak's timing, returned creature and entering attacking are the engine's (CR 702.190).
  if (kind === 'spectacle' || kind === 'foretell' || kind === 'sneak') return { altCosts: [...altCosts] };
  if (card.isSpell) return refuse(`${kind} on a card that is not a permanent`);
  // Bestow (CR 702.103b): the engine makes the spell a bestowed Aura and the Aura an enchantment
  // creature again once unattached (702.103e–f); a creature card's (the only ones that print it).
  if (kind === 'bestow')
    return card.types.includes('creature')
      ? { altCosts: [...altCosts] }
      : refuse('bestow on a card that is not a creature');
  if (kind === 'warp') return { altCosts: [...altCosts] };
  if (kind === 'evoke') {
    const sacrifice = triggerWhilePaid('When ~ enters, sacrifice ~.', 'evoke', card);
    return isRefusal(sacrifice) || !sacrifice ? sacrifice : { ...sacrifice, altCosts: [...altCosts] };
  }
  // Dash and blitz give haste: on a creature card (the only permanents that print them).
  if (!card.types.includes('creature')) return refuse(`${kind} on a card that is not a creature`);
  if (kind === 'dash') return { altCosts: [...altCosts], statics: [hasteWhilePaid('dash')] };
  const draw = triggerWhilePaid('When ~ dies, draw a card.', 'blitz', card);
  return isRefusal(draw) || !draw ? draw : { ...draw, altCosts: [...altCosts], statics: [hasteWhilePaid('blitz')] };
}

/**
 * Emerge [cost] (CR 702.119a): cast by paying [cost] and sacrificing a creature, the total cost
 * reduced by its mana value; "Emerge from artifact [cost]" sacrifices an artifact. The engine
 * asks which as the cost is announced (casting/emerge.ts). A mana cost only, without {X}.
 */
export function emergeKeyword(text: string): AbilityResult {
  const m = /^Emerge (?:from (artifact) )?(\{[^ ]+\})$/.exec(text.replace(/\.$/, ''));
  if (!m) return null;
  const mana = m[2] as string;
  if (!isPayableCost(mana) || /\{X\}/.test(mana)) return refuse(`the emerge cost ${mana} is not understood`);
  const type = m[1] ?? 'creature';
  const what = { types: [type], controller: 'you' as const };
  return {
    altCosts: [
      {
        kind: 'emerge',
        mana,
        what,
        label: type === 'artifact' ? 'an artifact you control' : 'a creature you control',
        // CR 601.2b, 118.3: announced only with one to sacrifice.
        condition: { count: what, range: { min: 1 } },
      },
    ],
  };
}

/**
 * Offspring [cost] (CR 702.175a): "You may pay an additional [cost] as you cast this spell" and
 * "When this permanent enters, if its offspring cost was paid, create a token that's a copy of
 * it, except it's 1/1." A mana cost only; on a permanent card.
 */
export function offspringKeyword(text: string, card: CardFacts): AbilityResult {
  const m = /^Offspring (\{[^ ]+\})$/.exec(text.replace(/\.$/, ''));
  if (!m) return null;
  const mana = m[1] as string;
  if (card.isSpell) return refuse('offspring on a card that is not a permanent');
  if (!isPayableCost(mana) || /\{X\}/.test(mana)) return refuse(`the offspring cost ${mana} is not understood`);
  const copy = triggerWhilePaid(
    "When ~ enters, create a token that's a copy of ~, except it's 1/1.",
    'offspring',
    card,
  );
  return isRefusal(copy) || !copy ? copy : { ...copy, additionalCosts: [{ kind: 'offspring', mana }] };
}
