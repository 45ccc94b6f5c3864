/**
 * Costs of activated abilities (CR 118, 602.1): "{2}{R}", "{T}", "{Q}", "Sacrifice ~",
 * "Sacrifice a creature", "Pay 2 life", "Discard a card (at random)", "Remove a +1/+1 counter
 * from ~", "Exile ~", "Discard this card"; a loyalty symbol, "+1", "−2", "0" (CR 107.7, 606.4).
 */
import type { CostSpec, ObjectFilter, XCostPart } from '../../../engine';
import { isActivationManaCost } from '../phrases/mana';
import { parseCount } from '../phrases/numbers';
import { parseObjects } from '../phrases/objects';

/**
 * A loyalty symbol (CR 107.7): "+2", "−3" (Oracle's minus sign, U+2212), "0"; "−X", whose X is
 * chosen as it is activated (107.3, 602.2b).
 */
const LOYALTY = /^(?:([+−])(\d+)|0)$/;

/** A mana cost with hybrid symbols the engine pays (CR 107.4e): `{W/U}`, `{2/W}`, with others. */
/** Parses a whole cost; null if any part isn't understood. */
export function parseCost(text: string, name?: string): CostSpec | null {
  const cost: CostSpec = {};
  const loyalty = LOYALTY.exec(text.trim());
  if (loyalty) {
    // A loyalty symbol is the whole cost of a loyalty ability (CR 606.4).
    cost.loyalty = loyalty[1] ? (loyalty[1] === '−' ? -1 : 1) * Number(loyalty[2]) : 0;
    return cost;
  }
  if (/^[−-]X$/.test(text.trim())) return { loyalty: 0, loyaltyX: true };
  // "Remove three quest counters from ~ and sacrifice it": two parts. Each part starts with a
  // capital or a symbol; a comma before a lowercase word is a list's ("Tap two untapped
  // artifacts, creatures, and/or lands you control": one part).
  for (const raw of text.replace(/^(Remove .+ from ~) and sacrifice it$/, '$1, Sacrifice ~').split(/, (?![a-z])/)) {
    const part = raw.trim();
    if (part === '{T}') {
      cost.tap = true;
      continue;
    }
    if (part === '{Q}') {
      cost.untap = true;
      continue;
    }
    // Hybrid symbols too ("{W/U}, {T}: …"): the payer announces a half of each (CR 107.4e, 602.2b).
    if (isActivationManaCost(part)) {
      if (cost.mana) return null;
      cost.mana = part;
      continue;
    }
    // "Waterbend {3}" (CR 701.67a): the cost's mana, whose generic mana tapped artifacts and
    // creatures may pay (only a generic amount; {X} is not read).
    const waterbend = /^Waterbend \{(\d+)\}$/.exec(part);
    if (waterbend) {
      if (cost.mana) return null;
      cost.mana = `{${waterbend[1]}}`;
      cost.waterbend = Number(waterbend[1]);
      continue;
    }
    if (/^Sacrifice ~$/.test(part)) {
      cost.sacrificeSelf = true;
      continue;
    }
    // The permanent giving this ability in quotation marks (normalise.ts; CR 113.7a, 701.21a, 701.3d).
    if (part === 'Sacrifice grantor' || part === 'Unattach grantor') {
      cost.grantor = part === 'Sacrifice grantor' ? 'sacrifice' : 'unattach';
      continue;
    }
    // "Exert ~" (CR 701.43a): it won't untap during its controller's next untap step.
    if (part === 'Exert ~') {
      cost.exertSelf = true;
      continue;
    }
    if (/^Exile ~$/.test(part)) {
      cost.exileSelf = true;
      continue;
    }
    if (part === 'Discard your hand') {
      cost.discardHand = true;
      continue;
    }
    if (/^Return ~ to its owner's hand$/.test(part)) {
      cost.returnSelf = true;
      continue;
    }
    // "Put a -1/-1 counter on ~" (CR 122.1).
    const put = /^Put (a|an|one|two|three) ([+-]\d+\/[+-]\d+|\w+) counters? on ~$/.exec(part);
    if (put) {
      cost.counterOnSelf = { counter: put[2] as string, count: parseCount(put[1] as string) as number };
      continue;
    }
    // "Mill a card", "Mill two cards" (CR 701.17a).
    const mill = /^Mill (a|two|three) cards?$/.exec(part);
    if (mill) {
      cost.mill = parseCount(mill[1] as string) as number;
      continue;
    }
    // "Remove a +1/+1 counter from a creature you control": from one chosen permanent with one.
    const from = /^Remove an? ([+-]\d+\/[+-]\d+|\w+) counter from an? (.+ you control)$/.exec(part);
    if (from) {
      const ph = parseObjects(from[2] as string);
      if (!ph || ph.plural || ph.other || ph.filter.counters || cost.removeCounterFrom) return null;
      const counter = from[1] as string;
      cost.removeCounterFrom = {
        counter,
        filter: { ...ph.filter, counters: { kind: counter } },
        label: `a ${from[2]}`,
      };
      continue;
    }
    if (/^Discard ~$/.test(part)) {
      cost.discardSelf = true;
      continue;
    }
    // "Sacrifice a creature"; "Sacrifice another creature": one other than the source (CR 109.5);
    // "Sacrifice two artifacts", "Sacrifice three other creatures".
    // "Sacrifice another creature or a Blood token", "Sacrifice an artifact or another creature":
    // one permanent that is either (CR 701.21a); "another" is said of its own side only.
    const either = /^Sacrifice (an?|another) (.+?) or (an?|another) (.+)$/.exec(part);
    if (either) {
      const a = chosen(either[1] as string, either[2] as string, 'you control');
      const b = chosen(either[3] as string, either[4] as string, 'you control');
      if (!a || !b || a.count !== 1 || b.count !== 1 || cost.sacrifice) return null;
      cost.sacrifice = {
        filter: { controller: 'you', anyOf: [a.filter, b.filter] },
        label: `${either[1]} ${either[2]} or ${either[3]} ${either[4]}`,
      };
      continue;
    }
    // "Blight 1" (its reminder: "put N -1/-1 counters on a creature you control", CR 122.1), and
    // those words themselves: "Put a -1/-1 counter on a creature you control" (the same action:
    // all on one creature the payer controls, chosen as it is paid, not targeted, 601.2h).
    const blight = /^Blight ([1-9]\d*)$/.exec(part);
    const putCounters = /^Put (a|two|three) -1\/-1 counters? on a creature you control$/.exec(part);
    if (blight || putCounters) {
      const n = blight ? Number(blight[1]) : parseCount(putCounters?.[1] as string);
      if (cost.blight !== undefined || !n || (putCounters && n > 1 !== / counters /.test(part))) return null;
      cost.blight = n;
      continue;
    }
    // "Collect evidence 3" (CR 701.59a): exile cards from your graveyard with total mana value 3 or greater.
    const evidence = /^Collect evidence ([1-9]\d*)$/.exec(part);
    if (evidence) {
      if (cost.collectEvidence !== undefined) return null;
      cost.collectEvidence = Number(evidence[1]);
      continue;
    }
    // "Reveal a Pirate card from your hand" (CR 701.20a): a card of that kind is shown, and stays.
    const reveal = /^Reveal (an?) (.+ card) from your hand$/.exec(part);
    if (reveal) {
      const c = chosen(reveal[1] as string, reveal[2] as string, 'in your hand');
      if (!c || cost.reveal) return null;
      cost.reveal = { filter: c.filter, label: `${reveal[1]} ${reveal[2]}` };
      continue;
    }
    // "Behold a Kithkin" (CR 701.4a): reveal a Kithkin card from the hand or choose a Kithkin
    // permanent you control; only a quality that names a subtype or card type (not "a card").
    const behold = /^Behold (an?) ([A-Z][a-z]+)$/.exec(part);
    if (behold) {
      const quality = behold[2] as string;
      const inHand = chosen(behold[1] as string, `${quality} card`, 'in your hand');
      const yours = chosen(behold[1] as string, `${quality} permanent`, 'you control');
      if (!inHand || !yours || cost.reveal) return null;
      const label = `${behold[1]} ${quality}`;
      cost.reveal = { filter: inHand.filter, label, behold: yours.filter };
      continue;
    }
    // Grandeur's "Discard another card named ~" (CR 201.2): a card in the hand with its name.
    if (part === 'Discard another card named ~' && name && !name.includes(' // ')) {
      const c = chosen('a', 'card', 'in your hand');
      if (!c || cost.discard) return null;
      cost.discard = { count: 1, filter: { ...c.filter, named: name }, label: `another card named ${name}` };
      continue;
    }
    const sac = /^Sacrifice (\w+) (.+)$/.exec(part);
    if (sac && sac[2] !== '~') {
      const c = chosen(sac[1] as string, sac[2] as string, 'you control');
      if (!c || cost.sacrifice || (c.count === 0 && !withX(cost, 'sacrifice'))) return null;
      cost.sacrifice = { filter: c.filter, label: `${sac[1]} ${sac[2]}`, ...(c.count !== 1 ? { count: c.count } : {}) };
      continue;
    }
    // "Exile two cards from your graveyard", "Exile a creature card from your graveyard"; "Exile a
    // nonland card from your hand".
    const exile = /^Exile (\w+) (.+) from your (graveyard|hand)$/.exec(part);
    // "Return a land you control to its owner's hand"; "Exile a creature you control" (CR 406.1).
    const back =
      /^Return (\w+) (.+) you control to (?:its|their) owner's hand$/.exec(part) ??
      /^Exile (\w+) (.+) you control$/.exec(part);
    const toExile = !!exile || !!back?.[0].startsWith('Exile');
    if ((exile && exile[2] !== '~') || back) {
      const m = (exile ?? back) as RegExpExecArray;
      const c = chosen(m[1] as string, m[2] as string, exile ? `in your ${exile[3]}` : 'you control');
      if (!c || cost.moveChosen || (c.count === 0 && !withX(cost, 'moveChosen'))) return null;
      // "Exile an instant or sorcery spell you control": a spell leaving the stack is not read.
      if (!exile && c.filter.zone) return null;
      cost.moveChosen = {
        to: toExile ? 'exile' : 'hand',
        ...c,
        label: `${m[1]} ${m[2]}${toExile && !exile ? ' you control' : ''}`,
      };
      continue;
    }
    // "Tap an untapped creature you control", "Tap two untapped artifacts and/or creatures you control".
    const tapOthers = /^Tap (an|a|another|two|three|four|five|X) untapped (.+) you control$/.exec(part);
    if (tapOthers) {
      if (cost.tapUntapped) return null;
      const isX = tapOthers[1] === 'X';
      if (isX && !withX(cost, 'tapUntapped')) return null;
      const n = isX ? 0 : /^an?(other)?$/.test(tapOthers[1] as string) ? 1 : parseCount(tapOthers[1] as string);
      if (isX) {
        const filter = untappedFilter(tapOthers[2] as string, true);
        if (!filter) return null;
        cost.tapUntapped = { count: 0, filter, label: `X untapped ${tapOthers[2]} you control` };
        continue;
      }
      const filter = untappedFilter(tapOthers[2] as string, n !== 1);
      if (!n || !filter) return null;
      cost.tapUntapped = {
        count: n,
        filter: tapOthers[1] === 'another' ? { ...filter, notSource: true } : filter,
        label: `${tapOthers[1]} untapped ${tapOthers[2]} you control`,
      };
      continue;
    }
    // "Pay {E}{E}", "Pay eight {E}" (CR 107.14).
    const energy = /^Pay (?:((?:\{E\})+)|(\w+) \{E\})$/.exec(part);
    if (energy?.[2] === 'X') {
      if (!withX(cost, 'payEnergy')) return null;
      cost.payEnergy = 0;
      continue;
    }
    if (energy) {
      const n = energy[1] ? energy[1].length / 3 : parseCount(energy[2] as string);
      if (!n) return null;
      cost.payEnergy = n;
      continue;
    }
    if (part === 'Pay X life') {
      if (!withX(cost, 'payLife')) return null;
      cost.payLife = 0;
      continue;
    }
    const life = /^Pay (\d+) life$/.exec(part);
    if (life) {
      cost.payLife = Number(life[1]);
      continue;
    }
    const discardX = part === 'Discard X cards at random';
    const discard = /^Discard (a|two|three) cards?( at random)?$/.exec(part);
    if (discard) {
      cost.discard = { count: parseCount(discard[1] as string) as number, ...(discard[2] ? { random: true } : {}) };
      continue;
    }
    // "Discard a creature card", "Discard two land cards": only cards of that kind.
    if (discardX) {
      if (cost.discard || !withX(cost, 'discard')) return null;
      cost.discard = { count: 0, random: true };
      continue;
    }
    const kind = /^Discard (a|an|two|three|X) (.+ cards?)$/.exec(part);
    if (kind) {
      const c = chosen(kind[1] as string, kind[2] as string, 'in your hand');
      if (!c || cost.discard || (c.count === 0 && !withX(cost, 'discard'))) return null;
      cost.discard = { count: c.count, filter: c.filter, label: `${kind[1]} ${kind[2]}` };
      continue;
    }
    // "Remove a counter from ~", "Remove two counters from ~", "Remove a counter from a permanent
    // you control": counters of any kind, chosen as it is paid (CR 122.1).
    const anyKind = /^Remove (a|two|three) counters? from (~|(an?|another) (.+ you control))$/.exec(part);
    if (anyKind) {
      const n = parseCount(anyKind[1] as string);
      if (!n || n > 1 !== / counters from /.test(part) || cost.removeAnyCounter) return null;
      if (anyKind[2] === '~') {
        cost.removeAnyCounter = { count: n };
        continue;
      }
      const c = n === 1 ? chosen(anyKind[3] as string, anyKind[4] as string, '') : null;
      if (!c || c.count !== 1) return null;
      cost.removeAnyCounter = { count: 1, filter: c.filter, label: `${anyKind[3]} ${anyKind[4]}` };
      continue;
    }
    const any = /^Remove any number of (\w+) counters from ~$/.exec(part);
    if (any) {
      cost.removeAnyCounters = { counter: any[1] as string };
      continue;
    }
    const counters = /^Remove (\w+) ([+-]\d+\/[+-]\d+|\w+) counters? from ~$/.exec(part);
    // "Remove X +1/+1 counters from ~": X announced as it is activated (CR 107.3, 602.2b).
    if (counters?.[1] === 'X') {
      if (!/ counters from ~$/.test(part) || !withX(cost, 'removeCounters')) return null;
      cost.removeCounters = { counter: counters[2] as string, count: 0 };
      continue;
    }
    if (counters) {
      const n = parseCount(counters[1] as string);
      if (n === null) return null;
      cost.removeCounters = { counter: counters[2] as string, count: n };
      continue;
    }
    return null;
  }
  return cost;
}

/**
 * "untapped creature you control" → its filter (untapped, yours); `plural` as the count says.
 * "artifacts, creatures, and/or lands": any of those card types. Null if not understood.
 */
function untappedFilter(head: string, plural: boolean): ObjectFilter | null {
  const one = (words: string): ObjectFilter | null => {
    const ph = parseObjects(`untapped ${words} you control`);
    return ph && ph.plural === plural && !ph.other && ph.filter.tapped === false ? ph.filter : null;
  };
  const kinds = head.split(/, and\/or |, | and\/or /);
  if (kinds.length === 1) return one(head);
  const types: string[] = [];
  for (const k of kinds) {
    const f = one(k);
    // Only bare card types join into one "any of" list ("artifacts and/or creatures").
    if (!f || Object.keys(f).some((key) => !['controller', 'tapped', 'types'].includes(key)) || f.types?.length !== 1)
      return null;
    types.push(...f.types);
  }
  return { controller: 'you', tapped: false, types };
}

/**
 * Marks `part` of `cost` as paying X (CR 107.3, `costX`); false when the cost already has that part
 * or has an X already paid another way (a loyalty −X).
 */
function withX(cost: CostSpec, part: XCostPart): boolean {
  if (cost.loyaltyX || cost[part] !== undefined || cost.costX?.includes(part)) return false;
  (cost.costX ??= []).push(part);
  return true;
}

/** "a", "an", "another" → 1; "two" … "ten" → that number; "X" → 0 (its number is X, `costX`); null otherwise. */
function countWord(w: string): number | null {
  if (w === 'X') return 0;
  if (w === 'another') return 1;
  const n = parseCount(w);
  return n !== null && n >= 1 && n <= 10 && !/^\d/.test(w) ? n : null;
}

/**
 * What a cost's player chooses: `det` `head` `where` ("two artifacts" "you control", "a creature
 * card" "in your graveyard") → how many and their filter ("another"/"other": not the source,
 * CR 109.5); null when the words or their number ("a creatures") are not understood.
 */
function chosen(det: string, head: string, where: string): { count: number; filter: ObjectFilter } | null {
  const n = countWord(det);
  const ph = n !== null ? parseObjects(`${head} ${where}`.trim()) : null;
  if (n === null || !ph || ph.plural !== (n === 0 || n > 1)) return null;
  return { count: n, filter: ph.other || det === 'another' ? { ...ph.filter, notSource: true } : ph.filter };
}
