import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatProblems } from './format-problems';
import { restoreScenario, restoreScenarioText, type RestoreResult } from './restore';
import { ADVANCE_TARGETS, PHASES, ZONES } from './schema';
import { POOL } from './test-fixtures';

type Json = Record<string, unknown>;

const poolName = fc.constantFrom(...POOL.cardNames);
const proxyName = fc
  .string({ minLength: 1, maxLength: 20 })
  .filter((name) => name.trim() !== '' && !/\p{Cc}/u.test(name));
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

/** A card entry; `link*` numbers become references to earlier ids once the board is laid out. */
const entry = fc.record({
  form: fc.constantFrom('name', 'card', 'proxy'),
  card: poolName,
  proxy: fc.record({
    name: proxyName,
    typeLine: maybe(fc.constantFrom('Creature — Bear', 'Instant')),
    power: maybe(fc.integer({ min: -2, max: 20 })),
  }),
  withId: fc.boolean(),
  tapped: maybe(fc.boolean()),
  token: maybe(fc.boolean()),
  counters: maybe(fc.dictionary(fc.constantFrom('+1/+1', '-1/-1', 'loyalty', 'time'), fc.integer({ min: 1, max: 9 }))),
  linkAttach: maybe(fc.nat()),
  linkCopy: maybe(fc.nat()),
  linkExile: maybe(fc.nat()),
});
type EntrySpec = typeof entry extends fc.Arbitrary<infer T> ? T : never;

const zones = fc.record(
  Object.fromEntries(ZONES.map((zone) => [zone, fc.array(entry, { maxLength: 4 })])) as Record<
    (typeof ZONES)[number],
    fc.Arbitrary<EntrySpec[]>
  >,
);
const player = fc.record({
  life: maybe(fc.integer({ min: -5, max: 40 })),
  manaPool: maybe(fc.stringMatching(/^[WUBRGC]{0,4}$/)),
  zones,
});

/** A REF: a pool name, or `#n` for the n-th id (replaced once ids are known). */
const ref = fc.oneof(
  poolName,
  fc.nat().map((n) => `#${n}`),
);
const action = fc.oneof(
  fc.record({
    cast: ref,
    targets: maybe(fc.array(fc.oneof(ref, fc.constantFrom('p1', 'p2')), { maxLength: 2 })),
    x: maybe(fc.nat(5)),
  }),
  fc.record({ activate: ref, ability: maybe(fc.nat(2)), mana: maybe(fc.constantFrom('U', 'C')) }),
  fc.constant({ pass: true }),
  fc.record({ decide: fc.oneof(fc.boolean(), fc.nat(5), fc.constantFrom('U', 'Fire'), fc.record({ name: poolName })) }),
  fc.record({ move: ref, to: fc.constantFrom(...ZONES), position: maybe(fc.constantFrom('top', 'bottom')) }),
  fc.record({ advance: fc.constantFrom(...ADVANCE_TARGETS) }),
  fc.record({ attack: fc.array(ref, { maxLength: 3 }), player: maybe(fc.constantFrom('p1', 'p2')) }),
  fc.record({ block: fc.dictionary(poolName, ref, { maxKeys: 2 }) }),
);

const document = fc.record({
  title: maybe(fc.string({ maxLength: 30 })),
  turn: maybe(
    fc.record({
      number: maybe(fc.integer({ min: 1, max: 30 })),
      active: maybe(fc.constantFrom('p1', 'p2')),
      phase: maybe(fc.constantFrom(...PHASES)),
    }),
  ),
  options: maybe(fc.record({ sandbox: maybe(fc.boolean()), seed: maybe(fc.nat()) })),
  p1: maybe(player),
  p2: maybe(player),
  script: maybe(fc.array(action, { maxLength: 6 })),
  lesson: maybe(fc.record({ ruling: maybe(fc.string({ maxLength: 40 })), withSteps: fc.boolean() })),
});

/** Lays out a generated document as scenario JSON, turning link numbers into earlier ids. */
function build(spec: typeof document extends fc.Arbitrary<infer T> ? T : never): Json {
  const ids: string[] = [];
  const earlier = (n: number | undefined) => (n === undefined || ids.length === 0 ? undefined : ids[n % ids.length]);
  const layOut = (p: NonNullable<typeof spec.p1>) => {
    const setup: Json = { life: p.life, manaPool: p.manaPool };
    for (const zone of ZONES) {
      setup[zone] = p.zones[zone].map((e) => {
        const base = e.form === 'name' ? e.card : e.form === 'card' ? { card: e.card } : { proxy: e.proxy };
        if (typeof base === 'string') return base;
        const linked: Json = {
          ...base,
          tapped: e.tapped,
          token: e.token,
          counters: e.counters,
          attachedTo: earlier(e.linkAttach),
          copyOf: earlier(e.linkCopy),
        };
        if (zone === 'exile' && e.linkExile !== undefined) linked.exiledWith = earlier(e.linkExile) ?? 'Arcane Savant';
        if (e.withId) ids.push((linked.id = `e${ids.length}`) as string);
        return linked;
      });
    }
    return setup;
  };
  const players = { p1: spec.p1 && layOut(spec.p1), p2: spec.p2 && layOut(spec.p2) };
  const resolve = (value: unknown): unknown =>
    typeof value === 'string' && value.startsWith('#')
      ? (ids[Number(value.slice(1)) % Math.max(ids.length, 1)] ?? 'Island')
      : Array.isArray(value)
        ? value.map(resolve)
        : typeof value === 'object' && value !== null
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v)]))
          : value;
  const script = spec.script && (resolve(spec.script) as Json[]);
  const steps = spec.lesson?.withSteps ? (script ?? []).map((_, i) => `step ${i + 1}`) : undefined;
  const lesson = spec.lesson && { ruling: spec.lesson.ruling, steps: script ? steps : undefined };
  return {
    format: 'stackyard/scenario@1',
    title: spec.title,
    turn: spec.turn,
    options: spec.options,
    players,
    script,
    lesson,
  };
}

/** JSON round trip: drops `undefined` keys, exactly as a file or a link would. */
const viaJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe('restoreScenario properties', () => {
  it('restores every valid document, and restoring the result gives the identical document', () => {
    fc.assert(
      fc.property(document, (spec) => {
        const first = restoreScenario(viaJson(build(spec)), POOL);
        if (!first.ok) throw new Error(formatProblems(first.problems));
        const second = restoreScenario(viaJson(first.scenario), POOL);
        expect(second).toStrictEqual(first);
        expect(JSON.stringify(second.ok && second.scenario)).toBe(JSON.stringify(first.scenario));
      }),
      { numRuns: 300 },
    );
    // 300 whole documents: about 2 s alone, more on a busy machine.
  }, 30_000);

  it('gives the same scenario whatever the case of the card names', () => {
    const recase = (doc: unknown, change: (s: string) => string): unknown => {
      const json = JSON.stringify(doc, (key, value: unknown) =>
        typeof value === 'string' && (key === 'card' || /^\d+$/.test(key)) && POOL.cardNames.includes(value)
          ? change(value)
          : value,
      );
      return JSON.parse(json);
    };
    fc.assert(
      fc.property(
        document,
        fc.constantFrom(
          (s: string) => s.toLowerCase(),
          (s: string) => s.toUpperCase(),
        ),
        (spec, change) => {
          const doc = viaJson(build(spec));
          expect(restoreScenario(recase(doc, change), POOL)).toStrictEqual(restoreScenario(doc, POOL));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('never throws, and answers in problems, for any JSON value or text', () => {
    const wellFormed = (result: RestoreResult) => {
      const list = result.ok ? result.warnings : result.problems;
      if (!result.ok) expect(list.length).toBeGreaterThan(0);
      for (const problem of list) expect([typeof problem.path, typeof problem.message]).toEqual(['string', 'string']);
    };
    const anyDoc = fc.oneof(
      fc.jsonValue(),
      fc.dictionary(
        fc.constantFrom('format', 'players', 'script', 'lesson', 'turn', 'options', 'p1', 'hand'),
        fc.jsonValue(),
      ),
      document.map(build).chain((doc) =>
        fc.record({
          format: fc.constantFrom('stackyard/scenario@1', 'stackyard/scenario@0'),
          players: fc.oneof(fc.constant(doc.players), fc.jsonValue()),
          script: fc.oneof(fc.constant(doc.script), fc.jsonValue()),
        }),
      ),
    );
    fc.assert(
      fc.property(anyDoc, (value) => void wellFormed(restoreScenario(viaJson(value), POOL))),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.string(), (text) => void wellFormed(restoreScenarioText(text, POOL))),
      { numRuns: 300 },
    );
    const odd = (value: unknown) =>
      void wellFormed(restoreScenario({ format: 'stackyard/scenario@1', players: { p1: value } }, POOL));
    fc.assert(fc.property(fc.anything(), odd), { numRuns: 300 });
  });
});
