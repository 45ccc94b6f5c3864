/**
 * Cipher (CR 702.99). Its first ability is the spell's last instruction (`encode`, 702.99a): if the
 * spell is represented by a card, its controller may exile that card encoded on a creature they
 * control, chosen as it resolves (not targeted). The card goes from the stack straight to exile,
 * and the creature gets, by an effect with that moment's timestamp (613.7), the triggered ability
 * "Whenever this creature deals combat damage to a player, you may copy the encoded card and you
 * may cast the copy without paying its mana cost" — so a later "loses all abilities" removes it
 * while the card stays encoded. The effect ends when the creature leaves the battlefield (611.2a,
 * 400.7) or the card leaves exile (702.99c; triggers/cipher.ts); it stays with the creature when
 * its controller changes, and the ability's "you" is then its new controller.
 *
 * `encodedCard` is that ability's first instruction: the encoded card, if it is still the same
 * object in exile. Loaded with the cards that use it (every-step.ts).
 */
import { displayName } from '../../derived/characteristics';
import { objectsMatching } from '../../derived/filters';
import { boardChanged, emit, newTimestamp, peek, type Ctx } from '../../state/context';
import { ask, takeAnswer } from '../../state/decisions';
import { RULE } from '../../state/rules';
import type { GrantedAbility } from '../../state/card-def';
import type { ObjectId } from '../../state/types';
import { moveObject } from '../../zones/objects';
import type { Resolving } from '../refs';
import type { ResolveTask } from '../resolve-task';
import { nothing, sourceName, type StepOf, type StepResult, type StepTable } from './common';

/** The triggered ability a card encoded on a creature gives it (CR 702.99a), naming that card. */
export function cipherAbility(card: ObjectId, name: string): GrantedAbility {
  return {
    triggered: {
      on: { event: 'dealsDamage', what: 'self', to: 'player', combat: true },
      steps: [
        { do: 'encodedCard', card, as: 'encoded' },
        { do: 'copyCard', of: { ref: 'var', name: 'encoded' }, as: 'copy', when: { var: 'encoded' } },
        { do: 'castCopy', what: { ref: 'var', name: 'copy' }, as: 'cast', when: { var: 'copy' } },
      ],
      text: `Whenever this creature deals combat damage to a player, you may copy the encoded card (${name}) and you may cast the copy without paying its mana cost.`,
    },
  };
}

function runEncode(ctx: Ctx, r: Resolving, t: ResolveTask, _step: StepOf<'encode'>): StepResult {
  const name = sourceName(ctx, r);
  const spell = r.spell ? peek(ctx, r.spell.id) : undefined;
  if (!spell || spell.zone !== 'stack' || spell.copyOf || spell.token) {
    nothing(ctx, r, `${name}: cipher encodes only a spell represented by a card (CR ${RULE.cipher}).`, RULE.cipher);
    return 'next';
  }
  const creatures = objectsMatching(ctx, { types: ['creature'], controller: 'you' }, r.controller, null).map(
    (o) => o.id,
  );
  if (!creatures.length) {
    nothing(ctx, r, `${name}: ${r.controller} controls no creature to encode it on (CR ${RULE.cipher}).`, RULE.cipher);
    return 'next';
  }
  const ans = takeAnswer(t);
  const pick = Array.isArray(ans) ? ans[0] : undefined;
  if (!Array.isArray(ans) || (pick !== undefined && !creatures.includes(pick)))
    return ask(ctx, {
      player: r.controller,
      kind: 'chooseObjects',
      purpose: 'cipher',
      rule: RULE.cipher,
      about: spell.id,
      prompt: `${name}: cipher — you may exile it encoded on a creature you control (choose none to put it into the graveyard).`,
      candidates: creatures,
      min: 0,
      max: 1,
    });
  if (pick === undefined) return 'next';
  const creature = peek(ctx, pick);
  if (!creature) return 'next';
  const exiled = moveObject(ctx, spell.id, 'exile', {
    rule: RULE.cipher,
    why: `encoded on ${displayName(ctx, creature)} by cipher`,
  });
  ctx.s.effects.push({
    object: creature.id,
    until: 'indefinitely',
    timestamp: newTimestamp(ctx),
    sourceName: `${displayName(ctx, exiled)} (encoded)`,
    grants: [cipherAbility(exiled.id, displayName(ctx, exiled))],
  });
  boardChanged(ctx);
  emit(ctx, {
    type: 'Note',
    rule: RULE.cipher,
    objects: [exiled.id, creature.id],
    cards: exiled.cardId ? [exiled.cardId] : [],
    text: `${displayName(ctx, exiled)} is exiled encoded on ${displayName(ctx, creature)}: whenever that creature deals combat damage to a player, its controller may cast a copy of it without paying its mana cost (CR ${RULE.cipher}).`,
  });
  return 'next';
}

function runEncodedCard(ctx: Ctx, r: Resolving, _t: ResolveTask, step: StepOf<'encodedCard'>): StepResult {
  const card = peek(ctx, step.card);
  if (card?.zone === 'exile') {
    r.vars[step.as] = card.id;
    return 'next';
  }
  r.vars[step.as] = null;
  nothing(
    ctx,
    r,
    `${sourceName(ctx, r)}: the encoded card has left exile, so it is no longer encoded and there is nothing to copy (CR ${RULE.cipherEncoded}).`,
    RULE.cipherEncoded,
  );
  return 'next';
}

/** The steps of cipher (CR 702.99a). */
export const encodeSteps: Pick<StepTable, 'encode' | 'encodedCard'> = {
  encode: { rule: RULE.cipher, run: runEncode },
  encodedCard: { rule: RULE.cipherEncoded, run: runEncodedCard },
};
