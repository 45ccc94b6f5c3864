/**
 * An Omen (Tarkir: Dragonstorm; cast as an adventurer's Adventure is, CR 715.3): as it resolves
 * its owner shuffles it into their library instead of putting it into a graveyard (608.2n). A
 * copy is an Omen too: shuffled in, it then ceases to exist (704.5e). Countered, or with its
 * targets gone, it goes to the graveyard as any spell. Installed into stack.ts as this module
 * loads (../every-step.ts).
 */
import { defOf, emit, type Ctx } from '../state/context';
import { shuffleInPlace } from '../state/rng';
import { RULE } from '../state/rules';
import type { GameObject } from '../state/types';
import { moveObject, readZone, setZone } from './objects';
import { LAZY_STACK } from './stack';

function omenResolved(ctx: Ctx, spell: GameObject, why: string): boolean {
  const def = defOf(ctx, spell);
  if (!def.adventure?.omen || spell.spell?.half !== def.adventure.name) return false;
  const owner = spell.owner;
  const text = `${why}; an Omen that resolves is shuffled into its owner's library`;
  moveObject(ctx, spell.id, 'library', { rule: RULE.spellToGraveyard, why: text });
  const lib = [...readZone(ctx, 'library', owner)];
  shuffleInPlace(ctx.s, lib);
  setZone(ctx, 'library', owner, lib);
  emit(ctx, {
    type: 'Note',
    rule: RULE.shuffle,
    objects: [owner],
    cards: [],
    text: `${owner} shuffled their library.`,
  });
  return true;
}

LAZY_STACK.omen = omenResolved;
