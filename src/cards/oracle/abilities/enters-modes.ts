/**
 * "As this enchantment enters, choose Khans or Dragons.\n• Khans — …\n• Dragons — …" (the Sieges,
 * Phenomenon Investigators' "choose Believe or Doubt"): the choice is made by the player who will
 * control the permanent as it enters (CR 614.12), and the permanent has only the chosen mode's
 * ability, for as long as it stays on the battlefield (a new object, 400.7, chooses again). Each
 * mode's text is read as an ability of the permanent and marked `ifChosen`. Only activated,
 * triggered and static abilities are gated so; a mode of any other kind leaves the whole text.
 */
import { isRefusal, refuse, type AbilityResult, type Part } from './part';

/** The kinds of ability the engine has only while their mode is the chosen one. */
const GATED = ['activated', 'triggered', 'statics'];

/**
 * Reads the modal "as enters" paragraph `text` (normalised: "~" for the permanent), each mode's
 * ability with `read`. Null when `text` is not of this form (the two names must be the modes'
 * labels, in order); a refusal naming the mode not read.
 */
export function entersModes(text: string, read: (body: string) => AbilityResult): AbilityResult {
  const m =
    /^As ~ enters, choose ([A-Z][A-Za-z]*) or ([A-Z][A-Za-z]*)\.\n• ([^\n—]+) — ([^\n]+)\n• ([^\n—]+) — ([^\n]+)$/.exec(
      text,
    );
  if (!m || m[1] !== m[3] || m[2] !== m[5] || m[1] === m[2]) return null;
  const modes: [string, string][] = [
    [m[1] as string, m[4] as string],
    [m[2] as string, m[6] as string],
  ];
  const part: Part = { asEnters: [{ pick: 'mode', options: modes.map(([name]) => name) }] };
  for (const [name, body] of modes) {
    const r = read(body);
    if (!r || isRefusal(r)) return refuse(`the ${name} mode: ${r ? r.refused : `no template matches "${body}"`}`);
    const other = Object.keys(r).filter((k) => !GATED.includes(k));
    if (other.length)
      return refuse(`the ${name} mode is an ability of a kind (${other.join(', ')}) not gated by a choice`);
    if (r.activated)
      part.activated = [...(part.activated ?? []), ...r.activated.map((a) => ({ ...a, ifChosen: name }))];
    if (r.triggered)
      part.triggered = [...(part.triggered ?? []), ...r.triggered.map((t) => ({ ...t, ifChosen: name }))];
    if (r.statics) part.statics = [...(part.statics ?? []), ...r.statics.map((s) => ({ ...s, ifChosen: name }))];
  }
  return part;
}
