/**
 * Hostile classroom messages for the fuzzer (issue 23; fast-check arbitraries):
 *
 * - {@link roomWriteArb}: what a hostile server or teacher can put in a room's document — any
 *   JSON-ish value under the session's keys, actions that are not action text, notes under any
 *   key, content under keys the app does not read — applied by {@link applyRoomWrite};
 * - {@link wireMessageArb}: what any client can send the classroom server — y-websocket
 *   messages of every type with random sync sub-types, lengths and payloads, awareness updates
 *   for many ids with any state text, and plain random bytes.
 */
import fc from 'fast-check';
import * as Y from 'yjs';

const jsonish: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, -1, 0, 1e308, Number.NaN, '', '__proto__', 'constructor', '{"format":"stackyard/'),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 4 }),
  // Plain objects (Yjs itself refuses to encode one without a prototype: no one can send that).
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }).map((o) => ({ ...o })),
);

/** One write into a room's document. */
export type RoomWrite =
  | { kind: 'session'; key: string; value: unknown }
  | { kind: 'actions'; at: number; deleteCount: number; values: unknown[] }
  | { kind: 'note'; key: string; value: unknown }
  | { kind: 'unused'; key: string; size: number };

export const roomWriteArb: fc.Arbitrary<RoomWrite> = fc.oneof(
  fc.record({
    kind: fc.constant('session' as const),
    key: fc.constantFrom('scenario', 'cursor', 'line', 'epoch', '__proto__', 'x'),
    value: jsonish,
  }),
  fc.record({
    kind: fc.constant('actions' as const),
    at: fc.nat({ max: 20 }),
    deleteCount: fc.nat({ max: 3 }),
    values: fc.array(
      fc.oneof(
        jsonish,
        fc.constantFrom(
          '{"type":"pass"}',
          '{"type":"pass","player":"p9"}',
          '{"type":"cast","player":"p1","object":"__proto__"}',
          '{"type":"decide","answer":{"__proto__":1}}',
          'not json',
        ),
      ),
      { maxLength: 4 },
    ),
  }),
  fc.record({
    kind: fc.constant('note' as const),
    key: fc.oneof(
      fc.constantFrom('0', '1', '99999', '-1', '1e3', '__proto__', 'constructor'),
      fc.string({ maxLength: 6 }),
    ),
    value: fc.oneof(jsonish, fc.constant('n'.repeat(501))),
  }),
  fc.record({
    kind: fc.constant('unused' as const),
    key: fc.constantFrom('junk', 'awareness', '__proto__'),
    size: fc.nat({ max: 50_000 }),
  }),
);

/** Applies one write to a room's document (as a teacher's browser or a hostile server would). */
export function applyRoomWrite(doc: Y.Doc, w: RoomWrite): void {
  switch (w.kind) {
    case 'session':
      doc.getMap('session').set(w.key, w.value);
      return;
    case 'actions': {
      const actions = doc.getArray('actions');
      const at = Math.min(w.at, actions.length);
      // One write is one update (one transaction), as a single message from a client is.
      doc.transact(() => {
        actions.delete(at, Math.min(w.deleteCount, actions.length - at));
        actions.insert(at, w.values);
      });
      return;
    }
    case 'note':
      doc.getMap('notes').set(w.key, w.value);
      return;
    case 'unused':
      doc.getMap(w.key).set('x', 'a'.repeat(w.size));
  }
}

const varUint = (n: number): number[] => {
  const out: number[] = [];
  let v = n;
  while (v > 127) {
    out.push((v & 127) | 128);
    v = Math.floor(v / 128);
  }
  out.push(v);
  return out;
};
const bytesArb = (max: number) => fc.uint8Array({ maxLength: max });
const text = (s: string) => [...varUint(new TextEncoder().encode(s).length), ...new TextEncoder().encode(s)];

/** An awareness update: entries of [client id, clock, state text]. */
const awarenessArb = fc
  .array(
    fc.tuple(
      fc.oneof(fc.nat({ max: 5 }), fc.nat()),
      fc.nat({ max: 2000 }),
      fc.oneof(
        fc.constantFrom(
          'null',
          '{"user":{"name":"Mallory (was Teacher)","role":"teacher"}}',
          '{"user":{"name":"Bot","role":"student"}}',
          '[]',
          '1',
          '{',
        ),
        fc.string({ maxLength: 30 }),
        fc.nat({ max: 5000 }).map((n) => JSON.stringify({ user: { name: 'x'.repeat(n) } })),
      ),
    ),
    { maxLength: 30 },
  )
  .map((entries) => {
    const body = [...varUint(entries.length)];
    for (const [id, clock, state] of entries) body.push(...varUint(id), ...varUint(clock), ...text(state));
    return new Uint8Array([1, ...varUint(body.length), ...body]);
  });

/** A Yjs update that writes `value` under `key` of the session map (or an unused map). */
const updateArb = fc
  .record({ map: fc.constantFrom('session', 'actions', 'notes', 'junk'), value: fc.string({ maxLength: 30 }) })
  .map(({ map, value }) => {
    const doc = new Y.Doc();
    if (map === 'actions') doc.getArray('actions').insert(0, [value]);
    else doc.getMap(map).set('scenario', value);
    return Y.encodeStateAsUpdate(doc);
  });

/** A message any client can send the classroom server. */
export const wireMessageArb: fc.Arbitrary<Uint8Array> = fc.oneof(
  // sync: a sub-type (0 step 1, 1 step 2, 2 update, others) and a payload, well or badly framed
  fc
    .tuple(fc.constantFrom(0, 1, 2, 3, 200), fc.oneof(updateArb, bytesArb(40)), fc.boolean())
    .map(
      ([kind, payload, framed]) =>
        new Uint8Array(framed ? [0, kind, ...varUint(payload.length), ...payload] : [0, kind, ...payload]),
    ),
  awarenessArb,
  fc.tuple(fc.constantFrom(2, 3, 4, 127, 128), bytesArb(20)).map(([type, rest]) => new Uint8Array([type, ...rest])),
  bytesArb(64),
);
