/** Whose turn, which turn, and which step the board starts in. */
import { setTurn } from '../../scenario/editor';
import { PHASES, PLAYER_IDS, type Phase } from '../../scenario/schema-primitives';
import { editorStore, useEditor } from '../../store/editor';
import { DraftInput } from './DraftInput';
import { PHASE_LABEL, PLAYER_LABEL } from './labels';

export function TurnSetup() {
  const turn = useEditor((s) => s.doc.turn);
  const apply = editorStore.getState().apply;
  return (
    <div className="turn-bar ed-turn" role="group" aria-label="Turn">
      <DraftInput
        label="Turn"
        className="field-turn"
        value={String(turn.number)}
        inputMode="numeric"
        size={4}
        invalidText="a whole number from 1"
        commit={(t) => /^\d+$/.test(t.trim()) && apply((d) => setTurn(d, { number: Number(t) }), 'turn-number')}
      />
      <fieldset className="field ed-active">
        <legend className="field-label">Active player</legend>
        {PLAYER_IDS.map((p) => (
          <label key={p} className={`controller-${p}`}>
            <input
              type="radio"
              name="active-player"
              value={p}
              checked={turn.active === p}
              onChange={() => apply((d) => setTurn(d, { active: p }))}
            />{' '}
            {PLAYER_LABEL[p]}
          </label>
        ))}
      </fieldset>
      <label className="field">
        <span className="field-label">Step</span>
        <select
          value={turn.phase}
          onChange={(e) => apply((d) => setTurn(d, { phase: e.target.value as Phase }))}
          data-testid="edit-step"
        >
          {PHASES.map((p) => (
            <option key={p} value={p}>
              {PHASE_LABEL[p]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
