/**
 * A zone: a landmark region named for its player and zone ("Player 1 graveyard"), and a drop
 * target for that zone (casting onto the battlefield or the stack, manual moves in sandbox).
 */
import { useDroppable } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import type { PlayerId, ZoneName } from '../../engine';
import { zoneName } from '../../store';
import { useDrag } from './drag-context';

type DropZone = Exclude<ZoneName, 'outside'>;

export function ZoneRegion({ zone, player, label, className = '', children, count }: {
  zone: DropZone; player: PlayerId; label?: string; className?: string; children: ReactNode; count?: number;
}) {
  const name = label ?? (zone === 'battlefield' ? `${player === 'p1' ? 'Player 1' : 'Player 2'} battlefield` : zoneName(zone, player));
  const { setNodeRef, isOver } = useDroppable({ id: `zone:${zone}:${player}`, data: { target: { kind: 'zone', zone, player } } });
  const drag = useDrag();
  const refused = drag.refused?.key === `${zone}:${player}` ? drag.refused.n : 0;
  const classes = [`zone zone-${zone}`, className, isOver && drag.dragging ? 'drop-over' : '', refused ? `shake-${refused % 2}` : ''].filter(Boolean).join(' ');
  return (
    <section ref={setNodeRef} aria-label={name} data-testid={`zone-${zone}-${player}`} className={classes}>
      <h3 className="zone-title">{name.replace(/^Player \d /, '')}{count !== undefined && <span className="zone-count"> {count}</span>}</h3>
      {children}
    </section>
  );
}
