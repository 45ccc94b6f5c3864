/**
 * What a card frame shows about an entry of a document, read from the card pool (or the proxy,
 * or a copy's original) without building a game, so the editor can draw a board that does not
 * build yet. Power and toughness include +N/+N and -N/-N counters.
 */
import type { CardDef, CardRegistry } from '../../engine';
import { parseTypeLine } from '../../engine';
import { enforcementOf, printedFace, type ObjectFacts } from '../object-view';
import type { ScenarioDoc } from '../schema';
import { asObject, entryAt, findById, type CardAt } from './locate';

function printed(doc: ScenarioDoc, at: CardAt, reg: CardRegistry, depth = 0): CardDef | null {
  const e = asObject(entryAt(doc, at) ?? '');
  if (e.copyOf && depth < 8) {
    const original = findById(doc, e.copyOf);
    if (original) return printed(doc, original.at, reg, depth + 1);
  }
  if (e.proxy) {
    const p = e.proxy;
    return {
      name: p.name,
      manaCost: p.manaCost ?? '',
      typeLine: p.typeLine ?? '',
      oracle: p.text ?? '',
      ...(p.power !== undefined ? { power: p.power } : {}),
      ...(p.toughness !== undefined ? { toughness: p.toughness } : {}),
    };
  }
  return e.card ? (reg.get(e.card) ?? null) : null;
}

/** The net power/toughness change of counters such as "+1/+1": 2 and "-1/-1": 1. */
export function counterBonus(counters: Record<string, number> | undefined): { power: number; toughness: number } {
  let power = 0;
  let toughness = 0;
  for (const [kind, n] of Object.entries(counters ?? {})) {
    const m = /^([+-]\d+)\/([+-]\d+)$/.exec(kind);
    if (!m) continue;
    power += Number(m[1]) * n;
    toughness += Number(m[2]) * n;
  }
  return { power, toughness };
}

/** Frame facts of the entry at `at`; an unknown card gets a blank frame with its name. */
export function entryFacts(doc: ScenarioDoc, at: CardAt, reg: CardRegistry): ObjectFacts {
  const e = asObject(entryAt(doc, at) ?? '');
  const card = printed(doc, at, reg);
  // A transformed double-faced permanent shows its back face (CR 712.8e).
  const def = e.transformed && at.zone === 'battlefield' && card?.back ? card.back : card;
  const name = def?.name ?? e.card ?? e.proxy?.name ?? '?';
  const typeLines = def?.halves?.length ? def.halves.map((h) => h.typeLine) : [def?.typeLine ?? ''];
  const parsed = typeLines.map((t) => parseTypeLine(t));
  const types = [...new Set(parsed.flatMap((t) => t.types))];
  const subtypes = [...new Set(parsed.flatMap((t) => t.subtypes))];
  const hasPT = def?.power !== undefined && def.toughness !== undefined;
  const bonus = counterBonus(e.counters);
  return {
    name: def?.halves?.length ? def.halves.map((h) => h.name).join(' // ') : name,
    names: def?.halves?.length ? def.halves.map((h) => h.name) : [name],
    manaCost: def?.manaCost ?? '',
    typeLine: def?.typeLine ?? (def ? '' : 'Unknown card'),
    oracle: def?.oracle ?? '',
    power: hasPT ? def!.power! + bonus.power : null,
    toughness: hasPT ? def!.toughness! + bonus.toughness : null,
    printedPower: def?.power ?? null,
    printedToughness: def?.toughness ?? null,
    // On the board a planeswalker without loyalty counters written has its printed loyalty (CR 306.5b).
    loyalty: !types.includes('planeswalker')
      ? null
      : ((at.zone === 'battlefield' ? e.counters?.loyalty : undefined) ?? def?.loyalty ?? null),
    types,
    subtypes,
    summoningSick: at.zone === 'battlefield' && !!e.summoningSick,
    proxy: !!e.proxy,
    scryfallId: def?.scryfallId ?? null,
    faces: !card?.back
      ? null
      : def === card.back
        ? { up: 'back', other: printedFace(card) }
        : { up: 'front', other: printedFace(card.back) },
    halves: (def?.halves ?? []).map((h) => ({
      name: h.name,
      manaCost: h.manaCost,
      typeLine: h.typeLine,
      oracle: h.oracle,
    })),
    enforcement:
      e.proxy || !def
        ? { status: 'proxy', source: 'proxy', unenforced: [], note: def ? null : 'not a known card' }
        : enforcementOf({}, reg, { def: def.name, token: !!e.token }),
  };
}
