/**
 * The JSON text of a compiled reading, made once per reading object: the checks a reading passes
 * through after it is built (abilities/unread.ts, own-name.ts) each look for a key in it, and
 * several of them see the same object (issue 21 item 4, the compiler's speed). A reading is not
 * changed once built: a check that changes one returns a new object.
 */
const texts = new WeakMap<object, string>();

/** `JSON.stringify(v)`, remembered for `v` when it is an object. */
export function readingJson(v: unknown): string {
  if (typeof v !== 'object' || v === null) return JSON.stringify(v) ?? 'undefined';
  let t = texts.get(v);
  if (t === undefined) {
    t = JSON.stringify(v);
    texts.set(v, t);
  }
  return t;
}
