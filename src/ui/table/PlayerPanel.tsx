/**
 * A player's panel: name, whose turn, life, mana pool (mana-font symbols) and Auras attached to
 * the player. It is the drop target for spells that target the player ("any target").
 */
import { memo } from 'react';
import type { PlayerId } from '../../engine';
import { playerName, type PlayerView } from '../../store';
import { Card } from '../card/Card';
import { ManaPool } from './ManaPool';
import { AddManaButton, PlayerMenuButton, SetLifeButton } from '../teaching/PlayerTools';
import { useHighlighted } from '../hooks';
import { useDropLook, useRefused } from './drag-context';

export const PlayerPanel = memo(function PlayerPanel({
  view,
  active,
  deciding,
}: {
  view: PlayerView;
  active: boolean;
  deciding: boolean;
}) {
  const id: PlayerId = view.id;
  const look = useDropLook(id);
  const highlighted = useHighlighted(id, null);
  const refused = useRefused(id);
  const classes = [
    'player-panel',
    active ? 'active' : '',
    look ? `drop-${look}` : '',
    highlighted ? 'highlighted' : '',
    refused ? `shake-${refused % 2}` : '',
    view.lost ? 'lost' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <section
      className={classes}
      aria-label={playerName(id)}
      data-entity={id}
      data-drop-entity={id}
      data-testid={`player-${id}`}
    >
      <div className="player-head">
        <h2 className="player-name">
          {playerName(id)}
          {active && (
            <span className="badge-turn" title="The active player: it is this player's turn">
              active player
            </span>
          )}
          {deciding && <span className="badge-deciding">deciding</span>}
        </h2>
        <PlayerMenuButton player={id} />
      </div>
      <div className="player-row">
        <div className="life" aria-label={`Life: ${view.life}`} data-testid={`life-${id}`}>
          <span aria-hidden="true">♥</span> {view.life}
        </div>
        {view.poison > 0 && (
          <div
            className="poison"
            aria-label={`Poison counters: ${view.poison}`}
            title="Poison counters: ten or more and this player loses the game (CR 704.5c)"
            data-testid={`poison-${id}`}
          >
            <span aria-hidden="true">☠</span> {view.poison}
          </div>
        )}
        {view.monarch && (
          <div className="monarch" title="CR 724">
            ♛ monarch
          </div>
        )}
        {view.initiative && (
          <div className="initiative" title="The initiative (CR 725)">
            ⚑ initiative
          </div>
        )}
        {view.dungeonRoom && (
          <div className="dungeon-room" title="The venture marker's room in a dungeon (CR 309.5)">
            {view.dungeonRoom}
          </div>
        )}
        {view.emblems.map((text, i) => (
          <div key={i} className="emblem" title={`${text} (CR 114)`}>
            ◈ {text}
          </div>
        ))}
        {view.energy > 0 && (
          <div
            className="energy"
            aria-label={`Energy: ${view.energy}`}
            title="Energy counters (CR 107.14)"
            data-testid={`energy-${id}`}
          >
            <span aria-hidden="true">⚡</span> {view.energy}
          </div>
        )}
        {view.speed > 0 && (
          <div className="speed" aria-label={`Speed: ${view.speed}`} title="Speed; max speed is 4 (CR 702.179)">
            <span aria-hidden="true">»</span> {view.speed}
          </div>
        )}
        <SetLifeButton player={id} />
      </div>
      {view.lost && <div className="lost-note">Lost the game</div>}
      <div className="player-row">
        <ManaPool pool={view.manaPool} restricted={view.restrictedMana} testId={`mana-${id}`} />
        <AddManaButton player={id} />
      </div>
      {view.enchantedBy.length > 0 && (
        <div className="player-auras">
          {view.enchantedBy.map((c) => (
            <Card key={c.key} card={c} size="mini" />
          ))}
        </div>
      )}
    </section>
  );
});
