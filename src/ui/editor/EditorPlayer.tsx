/** One player's side of the board being edited: setup panel, library and sideboard; battlefield and hand; graveyard and exile. */
import type { PlayerId, Zone } from '../../scenario/schema-primitives';
import type { EditorCardView } from '../../store/editor-view';
import { EditorZone } from './EditorZone';
import { PlayerSetup } from './PlayerSetup';

export function EditorPlayer({ player, zones }: { player: PlayerId; zones: Record<Zone, EditorCardView[]> }) {
  const zone = (z: Zone) => <EditorZone player={player} zone={z} cards={zones[z]} />;
  const middle =
    player === 'p2'
      ? [<div key="h">{zone('hand')}</div>, <div key="b">{zone('battlefield')}</div>]
      : [<div key="b">{zone('battlefield')}</div>, <div key="h">{zone('hand')}</div>];
  return (
    <div className={`ed-player player-area player-${player}`} data-testid={`edit-area-${player}`}>
      <div className="ed-col ed-col-side">
        <PlayerSetup player={player} />
        {zone('library')}
        {zone('sideboard')}
      </div>
      <div className="ed-col ed-col-main">{middle}</div>
      <div className="ed-col ed-col-piles">
        {zone('graveyard')}
        {zone('exile')}
      </div>
    </div>
  );
}
