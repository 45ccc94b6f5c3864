/**
 * Motion's animation features (layout animations included), loaded after the table shows: the
 * table renders with `m` components under LazyMotion (Table.tsx), so the first load carries only
 * motion's small core. Until the features arrive the cards simply don't animate.
 */
import { domMax } from 'motion/react';

export default domMax;
