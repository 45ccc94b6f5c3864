/** AnimatePresence when animations are on; plain children when off (nothing lingers in tests). */
import { AnimatePresence } from 'motion/react';
import type { ReactNode } from 'react';
import { useAnimEnabled } from './anim';

export function Presence({ children }: { children: ReactNode }) {
  const on = useAnimEnabled();
  return on ? <AnimatePresence initial={false}>{children}</AnimatePresence> : <>{children}</>;
}
