/**
 * Double-faced cards (CR 712): which face of an object is up, and the definition of that face.
 * A definition is the front face; its `back` is the back face. An object with its back face up
 * (`backFaceUp`) has only the back face's characteristics and abilities (712.8d–e), so the
 * definition key it reads (and its abilities on the stack name) is the back face's key: the
 * card's key with {@link BACK_FACE_SUFFIX}.
 */
import type { CardDef } from './card-def';
import type { FaceDownBy, GameObject } from './types';

/** Appended to a card's definition key to name its back face. */
export const BACK_FACE_SUFFIX = '#back';

/** The definition key every face-down object reads (CR 708.2a): {@link FACE_DOWN_DEF}. */
export const FACE_DOWN_KEY = '#face-down';

/**
 * A face-down permanent or spell's characteristics (CR 708.2a, its copiable values, 613.2b): a
 * 2/2 creature with no text, no name, no subtypes and no mana cost (so colourless, mana value 0).
 */
export const FACE_DOWN_DEF: CardDef = Object.freeze({
  name: '',
  manaCost: '',
  typeLine: 'Creature',
  power: 2,
  toughness: 2,
  oracle: '',
}) as CardDef;

/** The definition key a face-down disguised or cloaked object reads (CR 702.168a, 701.58a): {@link FACE_DOWN_WARD_DEF}. */
export const FACE_DOWN_WARD_KEY = '#face-down-ward';

/**
 * A face-down 2/2 cast with disguise (CR 702.168a) or cloaked (701.58a): the face-down values with ward {2} (702.21a:
 * "Whenever this permanent becomes the target of a spell or ability an opponent controls,
 * counter it unless that player pays {2}").
 */
export const FACE_DOWN_WARD_DEF: CardDef = Object.freeze({
  ...FACE_DOWN_DEF,
  triggered: [
    {
      on: { event: 'becomesTarget', what: 'self', by: 'opponent' },
      steps: [
        { do: 'payMana', cost: '{2}', as: 'paid', player: { ref: 'trigger', key: 'player' } },
        { do: 'counterSpell', what: { ref: 'trigger', key: 'spell' }, when: { not: { var: 'paid' } } },
      ],
      text: 'Ward {2}',
    },
  ],
}) as CardDef;

/** How a card is cast face down (CR 702.37c, 702.168a): with disguise, or with morph. */
export function faceDownBy(def: CardDef): FaceDownBy {
  return def.morph?.disguise ? 'disguise' : 'morph';
}

/** The definition key of a face-down object (CR 708.2a; ward {2}: disguise, 702.168a, and cloak, 701.58a). */
function faceDownKey(obj: GameObject): string {
  return obj.faceDown === 'disguise' || obj.faceDown === 'cloak' ? FACE_DOWN_WARD_KEY : FACE_DOWN_KEY;
}

/**
 * The definition key of the face `obj` shows: its card's key, or its back face's (CR 712.8d–e),
 * or the face-down key (708.2a), or a merged permanent's (730.2a).
 */
export function faceKeyOf(obj: GameObject): string {
  if (obj.faceDown) return faceDownKey(obj);
  if (obj.merged) return obj.merged.key;
  return obj.backFaceUp ? obj.def + BACK_FACE_SUFFIX : obj.def;
}

/**
 * The definition key a copy of `obj` takes (CR 707.2): a face-down object's copiable values are
 * the face-down ones (708.2a, 613.2b); a merged permanent's, the merged ones (730.2a); a
 * prototyped permanent's, its prototype ones (718.3b: the copy is prototyped too), given `card`,
 * its card's definition; otherwise its card's.
 */
export function copiableKey(obj: GameObject, card?: CardDef): string {
  if (obj.faceDown) return faceDownKey(obj);
  if (obj.merged) return obj.merged.key;
  return obj.backFaceUp && card?.doubleFaced === 'prototype' ? obj.def + BACK_FACE_SUFFIX : obj.def;
}

/** The card's key of a face key (the key itself for a front face). */
export function cardKeyOf(faceKey: string): string {
  return faceKey.endsWith(BACK_FACE_SUFFIX) ? faceKey.slice(0, -BACK_FACE_SUFFIX.length) : faceKey;
}

/** Whether `faceKey` names a back face. */
export function isBackFaceKey(faceKey: string): boolean {
  return faceKey.endsWith(BACK_FACE_SUFFIX);
}

/** How a prototype card cast prototyped is named among the ways to cast it (CR 718.3a): its name is the card's. */
export const PROTOTYPED = 'prototyped';

/**
 * The name under which a card's other face is chosen as it is cast — a modal card's back face by
 * its name (CR 712.11b), a prototype card by {@link PROTOTYPED} (718.3a), a transforming card
 * with disturb by its back face's name (cast transformed, 702.146a, 712.11c) — or undefined when
 * no other face is cast.
 */
export function castFaceName(card: CardDef): string | undefined {
  if (!card.back) return undefined;
  if (card.doubleFaced === 'transforming')
    return card.back.altCosts?.some((a) => a.kind === 'disturb') ? card.back.name : undefined;
  return card.doubleFaced === 'modal' ? card.back.name : card.doubleFaced === 'prototype' ? PROTOTYPED : undefined;
}

const backs = new WeakMap<CardDef, CardDef>();

/**
 * The back face of a double-faced card's definition, or undefined for a card with one face.
 * A transforming card's back face carries the front face's mana cost for its mana value (CR
 * 712.8e); cached, so every read of the same card gets the same definition.
 */
export function backFaceDef(front: CardDef): CardDef | undefined {
  if (!front.back) return undefined;
  let back = backs.get(front);
  if (!back) {
    back =
      front.doubleFaced === 'modal' || front.doubleFaced === 'prototype'
        ? front.back
        : { ...front.back, frontManaCost: front.manaCost };
    backs.set(front, back);
  }
  return back;
}
