/**
 * "Target creature gets +2/+2 until end of turn. If this spell was kicked, that creature gets
 * +5/+5 until end of turn instead." (Explosive Growth), "Creatures you control get +1/+1 until
 * end of turn. If you have the city's blessing, those creatures get +2/+2 until end of turn
 * instead." (Pride of Conquerors), "Target creature gets -1/-1 until end of turn. Morbid — That
 * creature gets -13/-13 until end of turn instead if a creature died this turn." (Tragic Slip):
 * a rider on the sentence just before it (CR 608.2c). The condition is checked once, before
 * either is followed, and exactly one of the two is followed — never both (so the creature gets
 * +5/+5, not +7/+7).
 *
 * The same holds for damage and counters: "~ deals 1 damage to target creature. If that creature
 * is white or blue, ~ deals 4 damage to it instead." (Lightning Dart), "… If this spell was
 * bargained, destroy that creature instead." (Kellan's Lightblades), "Target player discards a
 * card. If this spell was kicked, that player discards three cards instead." (Hypnotic Cloud), "Put a +1/+1 counter on
 * target creature you control. If that creature is a Human, put two +1/+1 counters on it
 * instead." (Elder Cathar). And for drawing: "Draw a card. If you control a Jace planeswalker,
 * draw three cards instead." (Jace's Triumph) — three cards in all, not four (CR 608.2c, 121.1).
 *
 * And for the other plain instructions, one family at a time (FAMILY below): life ("You gain 4
 * life. If a creature died this turn, you gain 8 life instead", Life Goes On), mills, tokens
 * ("create a 1/1 green Insect creature token. If you control six or more lands, create a token
 * that's a copy of ~ instead", Scute Swarm), sacrifices, copies of a spell, mana, a move
 * ("Return target creature … to its owner's hand. If this spell was kicked, put that permanent on
 * the bottom of its owner's library instead", Rona's Vortex — the object is where it was, since
 * the move before is not followed) and searches with their shuffle ("Search your library for a
 * basic land card, put it onto the battlefield, then shuffle. If this spell was kicked, instead
 * search your library for two basic land cards, …", Grow from the Ashes).
 *
 * Read only where both sentences are nothing but such plain instructions (no choice, no
 * condition of their own), of one family (or the same families in the same order: "you draw a
 * card and you lose 1 life. If …, instead you draw seven cards and you lose 7 life"), by or on one
 * same player, object or group, with one same duration, and the rider chooses no target of its
 * own; anything else stays text ("If this permanent is an Aura, enchanted creature gets +2/+2 …
 * instead": another object; "you may put it … instead": a choice as well; "Look at the top five
 * cards … put one into your hand and the rest on the bottom. If …, put two of those cards into
 * your hand instead": only part of the sentence before).
 */
import type { Condition, StepSpec } from '../../../engine';
import { freshVar, type Build } from '../build';

/** The keys each plain instruction may have (anything else: not read). */
const PLAIN_KEYS: Partial<Record<StepSpec['do'], ReadonlySet<string>>> = {
  pump: new Set(['do', 'what', 'power', 'toughness', 'gains', 'until']),
  becomes: new Set(['do', 'what', 'setBase', 'until']),
  damage: new Set(['do', 'amount', 'to']),
  addCounters: new Set(['do', 'what', 'counter', 'count']),
  draw: new Set(['do', 'player', 'count']),
  destroy: new Set(['do', 'what']),
  discard: new Set(['do', 'player', 'count', 'random']),
  mill: new Set(['do', 'player', 'count']),
  scry: new Set(['do', 'count']),
  gainLife: new Set(['do', 'player', 'amount']),
  loseLife: new Set(['do', 'player', 'amount']),
  createToken: new Set(['do', 'token', 'count', 'player', 'tapped', 'as']),
  createTokenCopy: new Set(['do', 'of', 'count', 'tapped', 'as']),
  sacrificeChosen: new Set(['do', 'filter', 'player', 'count', 'as']),
  sacrificeEach: new Set(['do', 'filters', 'player', 'as']),
  counterSpell: new Set(['do', 'what']),
  copySpell: new Set(['do', 'what', 'newTargets', 'permanentGainsHaste', 'count']),
  addMana: new Set(['do', 'mana']),
  moveTo: new Set(['do', 'what', 'zone', 'position', 'tapped', 'controller', 'as']),
  search: new Set(['do', 'player', 'filter', 'max', 'to', 'tapped', 'label', 'as', 'reveal', 'mustFind']),
  shuffle: new Set(['do', 'player']),
};

/**
 * The kinds that pair only with their own family: what one object undergoes (a pump, a base P/T
 * change, counters, damage, destruction: "~ gets +3/+0 until end of turn. If five or more mana
 * was spent to cast that spell, put three +1/+1 counters on ~ instead", Spectacular Skywhale),
 * what one player does with their cards (draws, discards, mills, scries: "scry 1. If this is the
 * second time …, draw a card instead", Rumor Gatherer), life gained or lost, tokens created
 * (Scute Swarm's copy in place of an Insect), permanents sacrificed, copies of a spell, mana.
 */
const FAMILY: Partial<Record<StepSpec['do'], string>> = {
  pump: 'object',
  becomes: 'object',
  addCounters: 'object',
  damage: 'object',
  destroy: 'object',
  draw: 'cards',
  discard: 'cards',
  mill: 'cards',
  scry: 'cards',
  gainLife: 'life',
  loseLife: 'life',
  createToken: 'tokens',
  createTokenCopy: 'tokens',
  sacrificeChosen: 'sacrifice',
  sacrificeEach: 'sacrifice',
  counterSpell: 'object',
  copySpell: 'copy',
  addMana: 'mana',
  moveTo: 'zone',
  search: 'search',
  shuffle: 'search',
};

/** Whether `s` is a plain "gets +N/+N (and gains …) until …", "has base power and toughness N/N until …", "deals N damage to …" or "put N … counters on …". */
function pumpLike(s: StepSpec): boolean {
  const keys = PLAIN_KEYS[s.do];
  return !!keys && Object.keys(s).every((k) => keys.has(k));
}

/** The variables a condition reads. */
function varsOf(v: unknown, out: string[] = []): string[] {
  if (Array.isArray(v)) for (const x of v) varsOf(x, out);
  else if (v && typeof v === 'object') {
    const name = (v as { var?: unknown }).var;
    if (typeof name === 'string') out.push(name);
    for (const x of Object.values(v)) varsOf(x, out);
  }
  return out;
}

/**
 * Whether `steps` are plain instructions, each perhaps followed only if a condition of the same
 * sentence holds ("Destroy target artifact if its mana value is 2 or less": its check, then the
 * destruction) — a condition on nothing outside the sentence.
 */
function plainRun(steps: readonly StepSpec[]): boolean {
  const bound = new Set<string>();
  for (const s of steps) {
    const { when, ...rest } = s as StepSpec & { when?: Condition };
    if (when && !varsOf(when).every((v) => bound.has(v))) return false;
    const plain =
      s.do === 'check'
        ? Object.keys(rest).every((k) => k === 'do' || k === 'condition' || k === 'as' || k === 'text')
        : pumpLike(rest as StepSpec);
    if (!plain) return false;
    const v = (s as { as?: unknown }).as;
    if (typeof v === 'string') bound.add(v);
  }
  return true;
}

/**
 * The object, group or player a plain instruction acts on: the one who scries, creates the
 * tokens or adds the mana is the controller unless named ("you").
 */
const objectOf = (s: StepSpec): string => {
  if (s.do === 'search') return JSON.stringify(s.player ?? { ref: 'you' });
  const o = s as { what?: unknown; to?: unknown; player?: unknown };
  return JSON.stringify(o.what ?? o.to ?? o.player ?? { ref: 'you' });
};

/** The variable a step keeps what it made or chose in ("those tokens", "the sacrificed creature"). */
const varOf = (s: StepSpec): string | undefined => (s.do === 'check' ? undefined : (s as { as?: string }).as);

/**
 * Lowers the rider: `cond` (already lowered), and `lowerInner` building the sentence followed
 * instead. `prevFrom`: where the steps of the sentence before start. False (the build then
 * restored by the caller) when the sentence before or the rider is not of the form above.
 */
export function lowerPumpInstead(
  b: Build,
  prevFrom: number | undefined,
  cond: Condition,
  lowerInner: () => boolean,
): boolean {
  if (prevFrom === undefined) return false;
  if (!plainRun(b.steps.slice(prevFrom))) return false;
  const targets = b.targets.length;
  const from = b.steps.length;
  if (!lowerInner() || b.targets.length !== targets) return false;
  const after = b.steps.slice(from);
  // "those creatures" after "Creatures you control get +1/+1" kept that instruction's group
  // (groups.ts); as that instruction isn't followed when this one is, they are the same group,
  // read as this one is followed: unwrapped back to the group itself.
  for (let i = prevFrom; i < from; i++) {
    const g = b.steps[i] as StepSpec;
    if (g.do !== 'group' || !pumpLike(g.step)) continue;
    const named = JSON.stringify({ ref: 'var', name: g.as });
    for (const s of after)
      if (JSON.stringify((s as { what?: unknown }).what) === named) Object.assign(s, { what: g.what });
    b.steps[i] = { ...g.step, ...(g.when ? { when: g.when } : {}) };
    b.group = { ambiguous: true };
  }
  if (!plainRun(after)) return false;
  const before = b.steps.slice(prevFrom, from);
  if (!plainRun(before)) return false;
  // The instructions themselves, without the checks of their own conditions.
  const done = (l: StepSpec[]) => l.filter((s) => s.do !== 'check');
  if (!done(before).length || !done(after).length) return false;
  const what = objectOf(done(before)[0] as StepSpec);
  // One duration for every change that lasts (counters, damage and destruction have none).
  const untils = new Set([...before, ...after].map((s) => JSON.stringify((s as { until?: unknown }).until ?? null)));
  untils.delete('null');
  // "destroy all lands you control. If it was kicked, destroy all lands instead": the same group
  // without "you control" holds every object of it — the rider acts on all of them, and more.
  const wider = (s: StepSpec) => {
    const a = JSON.parse(what) as { ref?: string; filter?: { controller?: unknown } };
    const z = (s as { what?: { ref?: string; filter?: unknown } }).what;
    if (a.ref !== 'all' || z?.ref !== 'all' || !a.filter?.controller) return false;
    const { controller: _, ...rest } = a.filter;
    return JSON.stringify({ ...a, filter: rest }) === JSON.stringify(z);
  };
  const same = (s: StepSpec) => objectOf(s) === what || (s.do === 'destroy' && wider(s));
  // All of the sentence before on one object, player or group; the rider on it too, perhaps on
  // more ("instead ~ deals 4 damage to that creature and 4 damage to that creature's controller",
  // Kamahl's Sledge).
  if (untils.size > 1 || !done(before).every(same) || !done(after).some(same)) return false;
  // One family, or the same families in the same order on both sides ("you draw a card and you
  // lose 1 life. If …, instead you draw seven cards and you lose 7 life", Tallyman of Nurgle).
  const kinds = new Set(done([...before, ...after]).map((s) => s.do));
  const families = (l: StepSpec[]) =>
    done(l)
      .map((s) => FAMILY[s.do])
      .join();
  if (new Set([...kinds].map((k) => FAMILY[k])).size > 1 && families(before) !== families(after)) return false;
  // "Draw two cards. If this spell was kicked, draw three cards instead": the kicked spell's own
  // program reads it (abilities/kicked-spell.ts, CR 702.33d).
  if (kinds.has('draw') && 'kicked' in cond) return false;
  // "Create a 1/1 … token. If you control six or more lands, create a token that's a copy of ~
  // instead": whichever is followed keeps its tokens in the one variable later instructions name
  // (the rider's); a variable on one side only would name nothing when the other is followed —
  // right only where the other put the object into a hand or library, where nothing can find it
  // again (CR 400.7: "Return target creature card from your graveyard to your hand. If …, return
  // that card to the battlefield instead").
  const kept = after.map(varOf).filter(Boolean);
  const lost = before.map(varOf).filter(Boolean);
  const hidden = (s: StepSpec) => s.do === 'moveTo' && (s.zone === 'hand' || s.zone === 'library');
  if (kept.length > 1 || lost.length > kept.length) return false;
  if (kept.length > lost.length && !before.every(hidden)) return false;
  for (const s of before) if (varOf(s)) Object.assign(s, { as: kept[0] });
  const as = freshVar(b, 'instead');
  const also = (s: StepSpec, when: Condition) => (s.when = s.when ? { all: [when, s.when] } : when);
  for (const s of before) also(s, { not: { var: as } });
  for (const s of after) also(s, { var: as });
  b.steps.splice(prevFrom, 0, { do: 'check', condition: cond, as, text: 'Is the other instruction followed instead?' });
  return true;
}
