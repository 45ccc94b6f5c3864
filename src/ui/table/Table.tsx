/**
 * The table: Player 2 above, the turn bar between the players, Player 1 below, the stack in a
 * column beside them (top item first), with connectors drawn over it. Layout animations are
 * keyed by physical card id; their speed follows the setting, and undo, redo and scrubbing jump
 * (duration 0). Drag and drop and the animations come with the table's kit (table-kit.ts),
 * loaded once the table shows.
 */
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { gameStore, useGame } from '../../store';
import { MOVE_SECONDS } from '../anim';
import { CardMenuHost } from '../card/CardMenuHost';
import { preloadable, whenIdle } from '../idle';
import { useBoard, useCurrentState } from '../hooks';
import { StackZone } from '../stack/StackZone';
import { ArrowLayer } from './ArrowLayer';
import { keepPlace, restorePlace } from './keep-place';
import { trackPresses, whenQuiet } from './kit-switch';
import { PlayerArea } from './PlayerArea';
import { loadedTableKit, loadTableKit, TableKitContext, useTableKit, type TableKit } from './table-kit';
import { TurnBar } from './TurnBar';
import { useZoneKeys } from './zone-focus';

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
 * Loads the table's kit once the browser is idle after the table shows (at once on an earlier
 * press), and switches to it at the first quiet moment (kit-switch.ts), keeping focus and scroll
 * offsets inside the board. If its code can't be fetched (offline), the table stays as it is,
 * usable by click, tap and keyboard; the first press on it then says why nothing drags (a
 * browser does not fetch a failed module again until the page is reloaded).
 */
function useKitSwitch(root: RefObject<HTMLDivElement | null>): TableKit | null {
  const [kit, setKit] = useState(loadedTableKit);
  const waiting = kit === null;
  useEffect(() => {
    if (!waiting) return;
    const presses = trackPresses();
    let status: 'idle' | 'loading' | 'failed' | 'told' = 'idle';
    let disposed = false;
    let stopQuiet = () => {};
    const switchTo = (next: TableKit) => {
      const before = root.current;
      const place = before ? keepPlace(before) : null;
      flushSync(() => setKit(next));
      if (place && root.current) restorePlace(root.current, place);
    };
    const load = () => {
      if (status !== 'idle') return;
      status = 'loading';
      loadTableKit().then(
        (next) => {
          if (!disposed) stopQuiet = whenQuiet(presses, () => switchTo(next));
        },
        () => {
          status = 'failed';
        },
      );
    };
    const onPress = (e: PointerEvent) => {
      if (status === 'idle') load();
      else if (status === 'failed' && e.target instanceof Element && root.current?.contains(e.target)) {
        status = 'told';
        gameStore.getState().toast('error', KIT_UNAVAILABLE);
      }
    };
    const stopIdle = whenIdle(load);
    window.addEventListener('pointerdown', onPress, true);
    return () => {
      disposed = true;
      stopIdle();
      stopQuiet();
      presses.stop();
      window.removeEventListener('pointerdown', onPress, true);
    };
  }, [waiting, root]);
  return kit;
}

/** Said once, at a press on the table, when the kit's code couldn't be fetched. */
const KIT_UNAVAILABLE =
  "Dragging and animations couldn't be loaded (offline?). Every action is in a card's menu: click the card or press Enter. Reload the page to try again: this board is kept under Recent on the lesson list.";

/**
 * The table's frame: the kit (animation settings, drag and drop), the decision dialog, the card
 * menu. It re-renders only when the animation settings change (or the kit arrives), never on an
 * action: a render here re-renders dnd-kit's context, whose new transform value React must then
 * look for through every card on the table.
 */
export function Table() {
  const open = useGame((s) => s.history.state !== null);
  const duration = useGame((s) => (s.animSpeed === 0 || s.lastChange !== 'perform' ? 0 : MOVE_SECONDS / s.animSpeed));
  const off = useGame((s) => s.animSpeed === 0);
  const root = useRef<HTMLDivElement>(null);
  const kit = useKitSwitch(root);
  useZoneKeys(root);
  if (!open) return null;
  const body = <TableBody root={root} />;
  return (
    <TableKitContext.Provider value={kit}>
      {kit ? (
        <kit.Frame duration={duration} off={off}>
          {body}
        </kit.Frame>
      ) : (
        body
      )}
      <PendingDecision />
      <CardMenuHost />
    </TableKitContext.Provider>
  );
}

/** The board itself: re-renders with every change of the state shown (its parts are memoised). */
function TableBody({ root }: { root: RefObject<HTMLDivElement | null> }) {
  const state = useCurrentState();
  const board = useBoard();
  const kit = useTableKit();
  if (!state || !board) return null;
  const deciding = state.pendingDecision?.player;
  // A spell or ability is part-way through resolving (it waits for a decision): no SBA check yet (704.4).
  const resolving = state.tasks.length > 0;
  return (
    <div
      className="table"
      ref={root}
      data-testid="table"
      data-sandbox={state.sandbox || undefined}
      data-kit={kit ? 'loaded' : undefined}
    >
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
