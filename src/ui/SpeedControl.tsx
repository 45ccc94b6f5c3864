/** Animation speed, including off. `?anim=0` in the URL locks it off. */
import { ANIM_SPEED_LABELS, ANIM_SPEEDS, gameStore, useGame, type AnimSpeed } from '../store';

export function SpeedControl() {
  const speed = useGame((s) => s.animSpeed);
  const locked = useGame((s) => s.animLocked);
  return (
    <label className="speed" title={locked ? 'Animations are off (?anim=0 in the address)' : 'Animation speed'}>
      <span className="speed-label">Animations </span>
      <select
        value={String(speed)}
        disabled={locked}
        onChange={(e) => gameStore.getState().setAnimSpeed(Number(e.target.value) as AnimSpeed)}
        aria-label="Animation speed"
      >
        {ANIM_SPEEDS.map((s) => (
          <option key={s} value={String(s)}>
            {ANIM_SPEED_LABELS[s]}
          </option>
        ))}
      </select>
    </label>
  );
}
