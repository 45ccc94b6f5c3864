/**
 * Class cards (CR 716): "[Cost]: Level N" is a level bar (716.2a): an activated ability, "this
 * Class's level becomes N; activate only if this Class is level N−1 and only as a sorcery", and
 * the abilities printed after it, up to the next bar, are had only while the Class is level N or
 * greater. {@link levelBar} compiles the bar; {@link atLevel} marks the abilities of a level.
 */
import type { ActivatedSpec } from '../../../engine';
import { parseCost } from './costs';
import { isRefusal, refuse, type AbilityCompiler, type AbilityResult, type Part } from './part';

/** "[Cost]: Level N" → the level number, or null. */
export function levelBarNumber(text: string): number | null {
  const m = /^.+: Level (\d+)$/.exec(text);
  return m ? Number(m[1]) : null;
}

export const levelBar: AbilityCompiler = (text, card) => {
  const m = /^(.+): Level (\d+)$/.exec(text);
  if (!m) return null;
  if (!card.subtypes.includes('Class')) return refuse('a level bar on a permanent that is not a Class');
  const cost = parseCost(m[1] as string);
  if (!cost) return refuse(`the cost "${m[1]}" is not understood`);
  const level = Number(m[2]);
  const spec: ActivatedSpec = {
    cost,
    steps: [{ do: 'gainLevel', level }],
    limits: { sorcerySpeed: true, classLevel: level - 1 },
    text,
  };
  return { activated: [spec] };
};

/**
 * The abilities of level `level` of a Class (CR 716.2a): activated, triggered and static abilities
 * are marked so the engine has them only from that level on; any other kind is refused (the engine
 * would enforce it at every level).
 */
export function atLevel(r: AbilityResult, level: number): AbilityResult {
  if (level <= 1 || !r || isRefusal(r)) return r;
  const other = Object.keys(r).filter((k) => !['activated', 'triggered', 'statics'].includes(k));
  if (other.length) return refuse(`a level ${level} ability of this kind (${other.join(', ')}) is not enforced yet`);
  const part: Part = {};
  if (r.activated) part.activated = r.activated.map((a) => ({ ...a, level }));
  if (r.triggered) part.triggered = r.triggered.map((t) => ({ ...t, level }));
  if (r.statics) part.statics = r.statics.map((s) => ({ ...s, level }));
  return part;
}
