/**
 * "Whenever a player casts ..." triggers (CR 601.2i): they trigger when the spell becomes cast
 * — by you, an opponent or any player; of some types ("a sorcery spell"), matching a spell
 * filter ("a white spell", CR 105.2), a card rather than a copy (CR 108.2), or cast from
 * anywhere other than the caster's hand; "that targets ~" (heroic: one of its targets as it
 * becomes cast is the subject, CR 115.1); "your second spell each turn" (the caster's Nth spell
 * this turn); "during an opponent's turn"; "a kicked spell" (its kicker was paid, CR 702.33d);
 * "a spell with {X} in its mana cost". "When you cast this spell" triggers from the spell
 * itself on the stack (detect.ts). A copy put on the stack without being cast (CR 707.10)
 * triggers only "cast or copy" (`orCopy`, magecraft). The data: `spell`, `player` (who cast it) and `amount`: how many other
 * spells all players cast before it this turn (storm counts them, CR 702.40a).
 */
import { hasType, isCard } from '../../derived/characteristics';
import { matchesFilter } from '../../derived/filters';
import { peek, type Ctx } from '../../state/context';
import { RULE } from '../../state/rules';
import { spellsCastThisTurn } from '../../state/turn-record';
import { isPlayerId, type GameObject, type PlayerId } from '../../state/types';
import { subjectMatches } from '../subject';
import type { TriggerDetector, TriggerOf } from '../watcher';

export const spellCast: TriggerDetector<'spellCast'> = {
  rule: RULE.castBecomesCast,
  events: ['SpellCast', 'SpellCopied'],
  match(ctx, ev, spec, w) {
    if (ev.type === 'SpellCopied') return spec.orCopy ? copied(ctx, ev, spec, w) : [];
    if (ev.type !== 'SpellCast') return [];
    const spell = peek(ctx, ev.objectId);
    if (!spell) return [];
    // "When you cast this spell": only the spell itself, and it is the only thing that does.
    if (!!spec.self !== (w.id === spell.id)) return [];
    if (!spellMatches(ctx, spec, w, spell, ev.player)) return [];
    if (spec.cardOnly && !isCard(spell)) return []; // CR 108.2: a cast copy is not a card
    if (spec.notFromHand && ev.from === 'hand') return [];
    if (spec.from && ev.from !== spec.from) return [];
    if (SPELL_KINDS.matches && !SPELL_KINDS.matches(ctx, spec, spell)) return [];
    if (spec.nth !== undefined && spellsCastThisTurn(ctx, ev.player) !== spec.nth) return [];
    if (spec.targets) {
      const what = spec.targets;
      const hit = [...new Set(spell.spell?.targets.flat() ?? [])].some((id) => {
        const obj = typeof id === 'string' && !isPlayerId(id) ? peek(ctx, id) : undefined;
        return !!obj && obj.zone === 'battlefield' && subjectMatches(ctx, what, w, obj);
      });
      if (!hit) return [];
    }
    const before = Object.keys(ctx.s.players).reduce((n, p) => n + spellsCastThisTurn(ctx, p as PlayerId), 0) - 1;
    return [{ spell: spell.id, player: ev.player, amount: Math.max(0, before) }];
  },
};

/**
 * "… or copy …" (CR 707.10): a copy of a spell put on the stack under a player's control — not
 * cast, so "your Nth spell", "from your hand" and "that targets" don't apply; the rest is read
 * as for a cast spell.
 */
/**
 * "A kicked spell", "a spell with {X} in its mana cost", "a creature spell that has an
 * Adventure": checked by ./spell-kinds.ts, installed with the whole trigger table (the cards that
 * use them: ../../steps-ready.ts); no spec asks for them before it is. `castOnly`: whether the
 * spec asks for something only a cast spell has (a copy never triggers it).
 */
export const SPELL_KINDS: {
  matches?: (ctx: Ctx, spec: TriggerOf<'spellCast'>, spell: GameObject) => boolean;
  castOnly?: (spec: TriggerOf<'spellCast'>) => boolean;
} = {};

const copied: TriggerDetector<'spellCast'>['match'] = (ctx, ev, spec, w) => {
  if (ev.type !== 'SpellCopied') return [];
  const spell = peek(ctx, ev.objectId);
  if (
    !spell ||
    spec.self ||
    spec.nth !== undefined ||
    spec.notFromHand ||
    spec.from ||
    spec.targets ||
    spec.cardOnly ||
    SPELL_KINDS.castOnly?.(spec)
  )
    return [];
  return spellMatches(ctx, spec, w, spell, ev.player) ? [{ spell: spell.id, player: ev.player }] : [];
};

/** What a cast and a copied spell are both read for: who put it there, its types and filter, whose turn it is. */
function spellMatches(
  ctx: Parameters<TriggerDetector<'spellCast'>['match']>[0],
  spec: Parameters<TriggerDetector<'spellCast'>['match']>[2],
  w: Parameters<TriggerDetector<'spellCast'>['match']>[3],
  spell: GameObject,
  player: PlayerId,
): boolean {
  const you = w.obj.controller;
  if (spec.by === 'you' && player !== you) return false;
  if (spec.by === 'opponent' && player === you) return false;
  if (spec.spellTypes && !spec.spellTypes.some((t) => hasType(ctx, spell, t))) return false;
  if (spec.spell && !matchesFilter(ctx, spell, { ...spec.spell, zone: 'stack' }, you, w.id)) return false;
  return !spec.during || (ctx.s.turn.active === you) === (spec.during === 'yours');
}
