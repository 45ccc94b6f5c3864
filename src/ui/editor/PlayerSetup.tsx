/** A player's life total and mana pool on the board being edited; a drop target for Auras that enchant players. */
import { useDroppable } from '@dnd-kit/core';
import { setLife, setManaPool } from '../../scenario/editor';
import type { PlayerId } from '../../scenario/schema-primitives';
import { editorStore, useEditor } from '../../store/editor';
import { ManaSymbol } from '../card/mana';
import { DraftInput } from './DraftInput';
import { hostLook, useEditorDrag } from './editor-drag';
import { PLAYER_LABEL } from './labels';

export function PlayerSetup({ player }: { player: PlayerId }) {
  const setup = useEditor((s) => s.doc.players[player]);
  const active = useEditor((s) => s.doc.turn.active === player);
  const { setNodeRef } = useDroppable({ id: `eplayer:${player}`, data: { target: { kind: 'player', player } } });
  const drag = useEditorDrag();
  const look = hostLook(drag, player, false);
  const refused = drag.refused?.key === player ? drag.refused.n : 0;
  const apply = editorStore.getState().apply;
  const classes = [
    'player-panel',
    'ed-player-panel',
    active ? 'active' : '',
    look ? `drop-${look}` : '',
    refused ? `shake-${refused % 2}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <section
      ref={setNodeRef}
      className={classes}
      aria-label={`${PLAYER_LABEL[player]} setup`}
      data-testid={`eplayer-${player}`}
    >
      <h2 className="player-name">
        {PLAYER_LABEL[player]}
        {active && <span className="badge-turn">active player</span>}
      </h2>
      <DraftInput
        label="Life"
        className="field-life"
        value={String(setup.life)}
        inputMode="numeric"
        size={5}
        invalidText="a whole number"
        commit={(t) => /^-?\d+$/.test(t.trim()) && apply((d) => setLife(d, player, Number(t)), `life-${player}`)}
      />
      <DraftInput
        label="Mana pool"
        className="field-mana"
        value={setup.manaPool}
        placeholder="e.g. UUG"
        size={8}
        invalidText="symbols W U B R G C"
        commit={(t) => apply((d) => setManaPool(d, player, t), `mana-${player}`)}
      />
      <div className="mana-pool" aria-hidden="true">
        {[...setup.manaPool].map((m, i) => (
          <ManaSymbol key={i} sym={m} shadow />
        ))}
      </div>
    </section>
  );
}
