/** One player's side of the table: panel, battlefield, library, graveyard, exile and hand. */
import { memo } from 'react';
import type { PlayerId } from '../../engine';
import type { PlayerView } from '../../store';
import { Battlefield } from './Battlefield';
import { Exile, Graveyard, Hand, Library } from './Piles';
import { PlayerPanel } from './PlayerPanel';

export const PlayerArea = memo(function PlayerArea({
  view,
  player,
  active,
  deciding,
  resolving,
}: {
  view: PlayerView;
  player: PlayerId;
  active: boolean;
  deciding: boolean;
  resolving: boolean;
}) {
  const hand = <Hand key="hand" cards={view.hand} player={player} />;
  const board = (
    <div key="board" className="player-board">
      <div className="player-side">
        <PlayerPanel view={view} active={active} deciding={deciding} />
        <Library count={view.libraryCount} player={player} />
      </div>
      <Battlefield lands={view.lands} permanents={view.permanents} player={player} resolving={resolving} />
      <div className="player-piles">
        <Graveyard cards={view.graveyard} player={player} />
        <Exile groups={view.exile} player={player} />
      </div>
    </div>
  );
  return (
    <div className={`player-area player-${player}`} data-testid={`area-${player}`}>
      {player === 'p2' ? [hand, board] : [board, hand]}
    </div>
  );
});
