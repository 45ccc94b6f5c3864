/** The stack, in the middle of the table: top item first (CR 405.1). A drop here casts a card. */
import { useEffect, useMemo } from 'react';
import type { PlayerId } from '../../engine';
import { lkiGhosts, useGame, type StackItemView } from '../../store';
import { useCurrentState } from '../hooks';
import { Presence } from '../Presence';
import { ZoneRegion } from '../table/ZoneRegion';
import { preloadGhosts, StackItem } from './StackItem';

export function StackZone({ items, active }: { items: StackItemView[]; active: PlayerId }) {
  const history = useGame((s) => s.history);
  const state = useCurrentState();
  useEffect(preloadGhosts, []);
  const ghosts = useMemo(
    () => (state ? lkiGhosts(history.entries.slice(0, history.cursor + 1), state) : []),
    [history, state],
  );
  return (
    <ZoneRegion zone="stack" player={active} label="Stack" className="stack" count={items.length}>
      <ol className="stack-items" aria-label="Stack, top first">
        <Presence>
          {items.map((item) => (
            <StackItem key={item.id} item={item} ghosts={ghosts.filter((g) => g.forObject === item.id)} />
          ))}
        </Presence>
      </ol>
      {!items.length && <p className="zone-empty">The stack is empty.</p>}
    </ZoneRegion>
  );
}
