/**
 * The headless runner's summary of a game state (DESIGN: "The headless runner"): turn, each
 * player's life, mana pool and zones (cards by name, with scenario ids where they had one),
 * the stack (top last), the pending decision and the log. The pool is `manaPool`, mana as
 * symbols (`UUG`; a large amount as `R ×1,048,576`), and `manaAmounts`, the exact amount of each
 * type (`{ U: 2, G: 1 }`).
 * Every object gives its current card `types` (CR 205.2a, e.g. `["Land"]`), and creatures
 * their current `power`, `toughness` and the `damage` marked on them (CR 120.6).
 */
import type { CardRegistry, GameEvent, GameObject, GameState, ManaAmounts } from '../engine';
import type { LoadedScenario } from './build';
import { objectNames } from './refs';
import { amountsString, getObject } from '../engine';
import { objectFacts } from './object-view';

export interface CardSummary {
  name: string;
  id?: string;
  tapped: boolean;
  attachedTo: string | null;
  copy: boolean;
  token: boolean;
  counters: Record<string, number>;
  /** A Class's level above 1 (CR 716.2b), when it has one. */
  level?: number;
  summoningSick: boolean;
  owner: string;
  controller: string;
  /** Current card types, e.g. `["Artifact", "Creature"]` (CR 205.2a). */
  types: string[];
  /** Creatures only: current power and toughness (CR 208.3, 613) and damage marked (CR 120.6). */
  power?: number;
  toughness?: number;
  damage?: number;
}

export interface StateSummary {
  turn: { number: number; active: string; phase: string };
  players: Record<
    string,
    { life: number; manaPool: string; manaAmounts: ManaAmounts; lost: boolean } & Record<
      'battlefield' | 'hand' | 'library' | 'graveyard' | 'exile',
      CardSummary[]
    >
  >;
  stack: { name: string; kind: 'spell' | 'ability'; controller: string; copy: boolean; types: string[] }[];
  pendingDecision: { player: string; kind: string; prompt: string } | null;
  gameOver: { losers: string[]; reason: string } | null;
  log: { type: string; rule: string; text: string }[];
}

/** The counters on an object, kinds with none left out (`{ "+1/+1": 2 }`, never `{ "-1/-1": 0 }`). */
function countersOf(o: GameObject): Record<string, number> {
  return Object.fromEntries(Object.entries(o.counters).filter(([, n]) => n > 0));
}

/** Card types as the CR writes them (`land` → `Land`). */
function typeWords(types: readonly string[] | undefined): string[] {
  return (types ?? []).map((t) => t.charAt(0).toUpperCase() + t.slice(1));
}

/** Summarises `state`; `events` become the log. */
export function summarize(
  state: GameState,
  loaded: LoadedScenario,
  reg: CardRegistry,
  events: readonly GameEvent[],
): StateSummary {
  const keyOfCard = new Map([...loaded.cardIds].map(([k, c]) => [c, k]));
  const keyOfObject = new Map([...loaded.objectIds].map(([k, o]) => [o, k]));
  const name = (o: GameObject) =>
    (o.zone === 'stack' && o.spell?.half) || (objectNames(state, o, (k) => reg.get(k))[0] ?? o.def);
  const nameOf = (id: string | null): string | null => {
    if (!id) return null;
    if (id === 'p1' || id === 'p2') return id;
    const o = getObject(state, id);
    return o ? name(o) : null;
  };
  const card = (id: string): CardSummary => {
    const o = getObject(state, id) as GameObject;
    const key = (o.cardId && keyOfCard.get(o.cardId)) || keyOfObject.get(o.id);
    const mostRecent = state.turn.active === o.controller ? state.turn.number : state.turn.number - 1;
    const def = reg.get(o.def);
    const facts = objectFacts(state, reg, id);
    const types = typeWords(facts?.types);
    const creature = facts
      ? types.includes('Creature')
      : /Creature/.test(def?.typeLine ?? state.proxies[o.def]?.typeLine ?? '');
    const body =
      creature && facts?.power != null && facts.toughness != null
        ? { power: facts.power, toughness: facts.toughness, damage: o.damage }
        : {};
    return {
      name: name(o),
      ...(key ? { id: key } : {}),
      tapped: o.tapped,
      attachedTo: nameOf(o.attachedTo),
      copy: o.copyOf !== null,
      token: o.token,
      counters: countersOf(o),
      ...(o.classLevel ? { level: o.classLevel } : {}),
      ...(o.backFaceUp ? { transformed: true } : {}),
      summoningSick: creature && o.zone === 'battlefield' && !o.hasteGranted && o.controlSince >= mostRecent,
      owner: o.owner,
      controller: o.controller,
      types,
      ...body,
    };
  };
  const players = {} as StateSummary['players'];
  for (const p of ['p1', 'p2'] as const) {
    const ps = state.players[p];
    players[p] = {
      life: ps.life,
      manaPool: amountsString(ps.manaPool),
      manaAmounts: { ...ps.manaPool },
      lost: ps.lost,
      battlefield: state.battlefield.filter((id) => getObject(state, id)?.controller === p).map(card),
      hand: ps.hand.map(card),
      library: ps.library.map(card),
      graveyard: ps.graveyard.map(card),
      exile: ps.exile.map(card),
    };
  }
  return {
    turn: { number: state.turn.number, active: state.turn.active, phase: state.turn.step },
    players,
    stack: state.stack.map((id) => {
      const a = state.abilities[id];
      if (a)
        return {
          name: `${a.sourceName} (ability)`,
          kind: 'ability' as const,
          controller: a.controller,
          copy: false,
          types: [],
        };
      const o = getObject(state, id) as GameObject;
      return {
        name: name(o),
        kind: 'spell' as const,
        controller: o.controller,
        copy: o.copyOf !== null,
        types: typeWords(objectFacts(state, reg, id)?.types),
      };
    }),
    pendingDecision: state.pendingDecision
      ? { player: state.pendingDecision.player, kind: state.pendingDecision.kind, prompt: state.pendingDecision.prompt }
      : null,
    gameOver: state.gameOver ? { losers: [...state.gameOver.losers], reason: state.gameOver.reason } : null,
    log: events.map((e) => ({ type: e.type, rule: e.rule, text: e.text })),
  };
}
