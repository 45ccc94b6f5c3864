/**
 * The table: Player 2 above, the turn bar between the players, Player 1 below, the stack in a
 * column beside them (top item first), with connectors drawn over it. Layout animations are keyed by physical card id; their speed
 * follows the setting, and undo, redo and scrubbing jump (duration 0).
 */
import { LayoutGroup, LazyMotion, MotionConfig } from 'motion/react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useGame } from '../../store';
import { MOVE_SECONDS } from '../anim';
import { CardMenuHost } from '../card/CardMenuHost';
import { preloadable, whenIdle } from '../idle';
import { useBoard, useCurrentState } from '../hooks';
import { StackZone } from '../stack/StackZone';
import { ArrowLayer } from './ArrowLayer';
import { PlayerArea } from './PlayerArea';
import { TableDnd } from './TableDnd';
import { TurnBar } from './TurnBar';

/** Motion's features, fetched once the browser is idle (they are not needed to show the table). */
const loadMotionFeatures = () =>
  new Promise<void>((ok) => {
    whenIdle(ok);
  })
    .then(() => import('./motion-features'))
    .then((mod) => mod.default);

/** The decision dialog (and Radix's dialog) load when a decision is pending, or once idle. */
const decisionModule = preloadable(() => import('../decision/DecisionDialog'));
const DecisionDialog = lazy(() => decisionModule.load().then((mod) => ({ default: mod.DecisionDialog })));

function PendingDecision() {
  const pending = useGame((s) => s.history.state?.pendingDecision != null);
  useEffect(() => decisionModule.preload(), []);
  return pending ? (
    <Suspense fallback={null}>
      <DecisionDialog />
    </Suspense>
  ) : null;
}

/**
 * The table's frame: animation settings, drag and drop, the decision dialog. It re-renders only
 * when the animation settings change, never on an action: a render here re-renders dnd-kit's
 * context, whose new transform value React must then look for through every card on the table.
 */
export function Table() {
  const open = useGame((s) => s.history.state !== null);
  const duration = useGame((s) => (s.animSpeed === 0 || s.lastChange !== 'perform' ? 0 : MOVE_SECONDS / s.animSpeed));
  const off = useGame((s) => s.animSpeed === 0);
  if (!open) return null;
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <MotionConfig transition={{ duration, ease: 'easeInOut' }} reducedMotion={off ? 'always' : 'never'}>
        <TableDnd>
          <LayoutGroup>
            <TableBody />
          </LayoutGroup>
        </TableDnd>
        <PendingDecision />
        <CardMenuHost />
      </MotionConfig>
    </LazyMotion>
  );
}

/** The board itself: re-renders with every change of the state shown (its parts are memoised). */
function TableBody() {
  const state = useCurrentState();
  const board = useBoard();
  const root = useRef<HTMLDivElement>(null);
  if (!state || !board) return null;
  const deciding = state.pendingDecision?.player;
  // A spell or ability is part-way through resolving (it waits for a decision): no SBA check yet (704.4).
  const resolving = state.tasks.length > 0;
  return (
    <div className="table" ref={root} data-testid="table" data-sandbox={state.sandbox || undefined}>
      <div className="table-main">
        <PlayerArea
          view={board.players.p2}
          player="p2"
          active={state.turn.active === 'p2'}
          deciding={deciding === 'p2'}
          resolving={resolving}
        />
        <TurnBar state={state} />
        <PlayerArea
          view={board.players.p1}
          player="p1"
          active={state.turn.active === 'p1'}
          deciding={deciding === 'p1'}
          resolving={resolving}
        />
      </div>
      <StackZone items={board.stack} active={state.turn.active} />
      <ArrowLayer root={root} />
    </div>
  );
}
