import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scanJson } from './json-scan';
import { sanitize } from './sanitize';

describe('sanitize', () => {
  it('copies plain data into new objects and arrays', () => {
    const input = { a: [1, 'x', null, { b: true }], c: {} };
    const result = sanitize(input);
    expect(result).toEqual({ value: input, problems: [], fatal: false });
    expect(result.value).not.toBe(input);
    expect((result.value as typeof input).a).not.toBe(input.a);
  });

  it('leaves forbidden keys out and reports each at its object, in document order', () => {
    const input: unknown = JSON.parse('{"__proto__": {"x": 1}, "a": [{"constructor": 1}, {"prototype": 2, "ok": 3}]}');
    const result = sanitize(input);
    expect(result.problems).toEqual([
      { path: '', message: 'forbidden key "__proto__"', suggestion: 'remove it' },
      { path: 'a[0]', message: 'forbidden key "constructor"', suggestion: 'remove it' },
      { path: 'a[1]', message: 'forbidden key "prototype"', suggestion: 'remove it' },
    ]);
    expect(result.value).toEqual({ a: [{}, { ok: 3 }] });
    expect(Object.getPrototypeOf(result.value)).toBe(Object.prototype);
  });

  it('accepts null-prototype objects', () => {
    const input = Object.assign(Object.create(null) as object, { a: 1 });
    expect(sanitize(input)).toEqual({ value: { a: 1 }, problems: [], fatal: false });
  });

  it('stops at 64 levels of nesting without overflowing the stack, even for a cycle', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const result = sanitize({ deep });
    expect(result.fatal).toBe(true);
    expect(result.problems).toEqual([
      { path: `deep${'[0]'.repeat(63)}`, message: 'the document is nested more than 64 levels deep' },
    ]);
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(sanitize(cycle).fatal).toBe(true);
  });

  it('reports values that are not JSON data', () => {
    const result = sanitize({ when: new Date(0), f: () => 1, list: [new Map()] });
    expect(result.problems).toEqual([
      { path: 'when', message: 'a Date is not JSON data' },
      { path: 'f', message: 'a function is not JSON data' },
      { path: 'list[0]', message: 'a Map is not JSON data' },
    ]);
  });
});

describe('scanJson', () => {
  it('accepts every kind of JSON value', () => {
    const text = ' {"a": [1, -2.5e+3, 0, true, false, null, "x\\n\\u00e9"], "b": {}, "c": []} ';
    expect(scanJson(text)).toEqual({ ok: true, duplicates: [] });
    expect(JSON.parse(text)).toBeTruthy();
  });

  it('finds the first syntax error with its position', () => {
    const error = (text: string) => {
      const scan = scanJson(text);
      return scan.ok ? 'ok' : scan.problem.message;
    };
    expect(error('[1 2]')).toBe('invalid JSON at line 1, column 4: expected "," or "]" but found "2"');
    expect(error('{"a" 1}')).toBe('invalid JSON at line 1, column 6: expected ":" after a key but found "1"');
    expect(error('[01]')).toBe('invalid JSON at line 1, column 2: an invalid number or word');
    expect(error('[tru]')).toBe('invalid JSON at line 1, column 2: expected a value but found "t"');
    expect(error('["a\tb"]')).toBe(
      'invalid JSON at line 1, column 4: a line break or control character inside a string (write it as \\n or \\t)',
    );
    expect(error('["\\x"]')).toBe('invalid JSON at line 1, column 3: an invalid escape sequence in a string');
    expect(error('{}\n{}')).toBe('invalid JSON at line 2, column 1: unexpected "{" after the end of the document');
    expect(error('{"a": }')).toBe('invalid JSON at line 1, column 7: expected a value but found "}"');
    expect(error('[1,]')).toBe('invalid JSON at line 1, column 4: expected a value but found "]" (a trailing comma?)');
  });

  it('agrees with JSON.parse on what is valid', () => {
    for (const text of [
      '1',
      '"x"',
      '[]',
      '{"a":{"b":[{}]}}',
      '[1e5, -0, 0.5]',
      '[.5]',
      '[1.]',
      '[+1]',
      '[NaN]',
      '{"a":1,}',
      "['x']",
      '[1]x',
    ]) {
      let parses = true;
      try {
        JSON.parse(text);
      } catch {
        parses = false;
      }
      expect(scanJson(text).ok, text).toBe(parses);
    }
  });

  it('agrees with JSON.parse on generated and damaged JSON', () => {
    const parses = (text: string) => {
      try {
        JSON.parse(text);
        return true;
      } catch {
        return false;
      }
    };
    const damaged = fc
      .tuple(fc.json(), fc.nat(), fc.nat(), fc.constantFrom('', ',', '"', '{', ']', ' ', '\\', '0', 'e', '-', '.'))
      .map(([text, at, cut, insert]) => {
        const i = at % (text.length + 1);
        return text.slice(0, i) + insert + text.slice(i + (cut % 2));
      });
    fc.assert(
      fc.property(fc.oneof(fc.json(), damaged, fc.string()), (text) => {
        expect(scanJson(text).ok, text).toBe(parses(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('lists duplicate keys with the path of their object', () => {
    expect(scanJson('{"a": [{"k": 1, "k": 2}], "b": {"x\\u0041": 1, "xA": 2}}')).toEqual({
      ok: true,
      duplicates: [
        { path: 'a[0]', message: 'duplicate key "k"', suggestion: 'keep only one of them' },
        { path: 'b', message: 'duplicate key "xA"', suggestion: 'keep only one of them' },
      ],
    });
  });
});
