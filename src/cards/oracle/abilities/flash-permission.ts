/**
 * A card's own permission to be cast as though it had flash while a condition holds (CR 601.3,
 * 702.8a): "You may cast this spell as though it had flash if you control a Faerie." (Illusion
 * Spinners), "As long as you control a green or blue permanent, you may cast this spell as
 * though it had flash." (Hungering Yeti), "If there are three or more Lesson cards in your
 * graveyard, you may cast this spell as though it had flash." (Serpent of the Pass). Read as the
 * definition's `flashIf`, the condition read by the grammar with "you" the caster.
 *
 * Stays text: the permission with no condition (every such card adds a sacrifice rider), one
 * bought with a cost ("if you pay {2} more to cast it", "by tapping three untapped creatures"),
 * and a condition about the spell itself ("if it targets a commander", "if X is 3 or less", "if
 * it's cast using teamwork"), which depends on choices made while casting it (601.3e).
 */
import { parseCondition } from '../phrases/conditions';
import { refuse, type AbilityCompiler } from './part';

/** "You may cast ~ as though it had flash if …." */
const AFTER = /^You may cast ~ as though it had flash if (.+?)\.?$/;
/** "If …, you may cast ~ as though it had flash." / "As long as …, …". */
const BEFORE = /^(?:If|As long as) ([^,]+), you may cast ~ as though it had flash\.?$/;

/** Words of a condition about the spell being cast or a cost paid to cast it: not read here. */
const ABOUT_THE_SPELL = /\b(?:it|it's|its|X|pay|paid|cast|behold|targets?)\b/;

/** Compiles "You may cast ~ as though it had flash if …"; null for other text. */
export const flashPermission: AbilityCompiler = (text) => {
  const m = AFTER.exec(text.trim()) ?? BEFORE.exec(text.trim());
  if (!m) return null;
  const cond = m[1] as string;
  if (ABOUT_THE_SPELL.test(cond)) return refuse(`casting ~ as though it had flash "if ${cond}" is not modelled`);
  const condition = parseCondition(cond, { ref: 'source' });
  if (!condition) return refuse(`the condition "${cond}" of casting ~ as though it had flash is not understood`);
  return { flashIf: condition };
};
