/**
 * AnimatePresence when animations are on and the table's kit is loaded (table-kit.ts); plain
 * children otherwise (nothing lingers in tests, nothing waits for the kit).
 */
import type { ReactNode } from 'react';
import { useAnimEnabled } from './anim';
import { useTableKit } from './table/table-kit';

export function Presence({ children }: { children: ReactNode }) {
  const on = useAnimEnabled();
  const kit = useTableKit();
  return on && kit ? <kit.AnimatePresence initial={false}>{children}</kit.AnimatePresence> : <>{children}</>;
}
