/**
 * The copy in exile of a prepared permanent's prepare spell (Secrets of Strixhaven release notes:
 * as a creature with a prepare spell becomes prepared, its controller creates a copy of that
 * spell in exile; it stays there while the permanent is on the battlefield and prepared, and
 * that permanent's current controller may cast it; casting it unprepares the permanent).
 */
import { peek, type Ctx } from '../state/context';
import type { GameObject } from '../state/types';

/**
 * The prepared permanent whose prepare spell `obj` is the exiled copy of, while that permanent
 * is on the battlefield and still prepared with it; otherwise undefined (the copy then ceases to
 * exist, CR 704.5e, sba/checks/ceases.ts).
 */
export function preparedBy(ctx: Ctx, obj: GameObject): GameObject | undefined {
  if (!obj.preparedFor || obj.zone !== 'exile') return undefined;
  const p = peek(ctx, obj.preparedFor);
  return p?.zone === 'battlefield' && p.prepared === obj.id ? p : undefined;
}
