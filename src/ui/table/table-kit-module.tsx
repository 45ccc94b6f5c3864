/**
 * The table's kit (table-kit.ts), in its own chunk: dnd-kit and motion's components, which the
 * first load of a lesson link does without. Motion's animation features are a further chunk,
 * fetched when the browser is idle (motion-features.ts).
 */
import { useDraggable } from '@dnd-kit/core';
import { AnimatePresence, LayoutGroup, LazyMotion, MotionConfig } from 'motion/react';
import * as m from 'motion/react-m';
import type { ReactNode } from 'react';
import { whenIdle } from '../idle';
import type { TableKit } from './table-kit';
import { TableDnd } from './TableDnd';

/** Motion's features, fetched once the browser is idle (they are not needed to show the table). */
const loadMotionFeatures = () =>
  new Promise<void>((ok) => {
    whenIdle(ok);
  })
    .then(() => import('./motion-features'))
    .then((mod) => mod.default);

function Frame({ duration, off, children }: { duration: number; off: boolean; children: ReactNode }) {
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <MotionConfig transition={{ duration, ease: 'easeInOut' }} reducedMotion={off ? 'always' : 'never'}>
        <TableDnd>
          <LayoutGroup>{children}</LayoutGroup>
        </TableDnd>
      </MotionConfig>
    </LazyMotion>
  );
}

export const tableKit: TableKit = { Frame, useDraggable, m, AnimatePresence };
