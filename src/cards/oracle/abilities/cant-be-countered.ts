/**
 * "This spell can't be countered." (written "~ can't be countered"): a static ability of the
 * spell itself, working while it is on the stack (CR 113.6); instructions to counter it do
 * nothing (101.2). Only the spell's own line: "Creature spells you control can't be countered"
 * is another ability, not read here.
 */
import type { AbilityCompiler } from './part';

export const cantBeCountered: AbilityCompiler = (text) =>
  /^~ can't be countered\.?$/.test(text) ? { cantBeCountered: true } : null;
