/**
 * A zone: a landmark region named for its player and zone ("Player 1 graveyard"), and a drop
 * target for that zone (casting onto the battlefield or the stack, manual moves in sandbox).
 */
import type { ReactNode } from 'react';
import type { PlayerId, ZoneName } from '../../engine';
import { zoneName } from '../../store';
import { useRefused, useZoneOver } from './drag-context';

type DropZone = Exclude<ZoneName, 'outside'>;

export function ZoneRegion({
  zone,
  player,
  label,
  className = '',
  children,
  count,
}: {
  zone: DropZone;
  player: PlayerId;
  label?: string;
  className?: string;
  children: ReactNode;
  count?: number;
}) {
  const name =
    label ??
    (zone === 'battlefield' ? `${player === 'p1' ? 'Player 1' : 'Player 2'} battlefield` : zoneName(zone, player));
  const over = useZoneOver(zone, player);
  const refused = useRefused(`${zone}:${player}`);
  const classes = [`zone zone-${zone}`, className, over ? 'drop-over' : '', refused ? `shake-${refused % 2}` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <section
      aria-label={name}
      data-testid={`zone-${zone}-${player}`}
      data-drop-zone={`${zone}:${player}`}
      className={classes}
    >
      <h3 className="zone-title">
        {name.replace(/^Player \d /, '')}
        {count !== undefined && <span className="zone-count"> {count}</span>}
      </h3>
      {children}
    </section>
  );
}
