/**
 * Reading the address's fragment never throws, and a malformed one gets a message that says
 * what is wrong with it (issue 14, item 8): `#session=%E0%A4%A` used to throw a URIError, and
 * `#s=%` was called "made by a newer version".
 */
import { describe, expect, it } from 'vitest';
import { parseFragment, safeDecode } from './address';
import { decodePayload, encodePayload } from './codec';

describe('parseFragment', () => {
  it.each([
    ['', { kind: 'none' }],
    ['#', { kind: 'none' }],
    ['#top', { kind: 'none' }],
    ['#lesson=volute-copy-cast', { kind: 'lesson', id: 'volute-copy-cast' }],
    ['#lesson=a%20b', { kind: 'lesson', id: 'a b' }],
    ['#session=lx2-1-abc', { kind: 'session', id: 'lx2-1-abc' }],
    ['#s=1Labc$+-', { kind: 'link', payload: '1Labc$+-' }],
    ['#s=1Labc%24%2B', { kind: 'link', payload: '1Labc$+' }], // percent-encoded by a mail client
    ['#s=', { kind: 'link', payload: '' }],
  ])('%j', (hash, expected) => {
    expect(parseFragment(hash)).toEqual(expected);
  });

  it.each([
    ['#session=%E0%A4%A', 'session', /"%E0%A4%A" is not valid percent-encoding/],
    ['#s=%', 'link', /"%" is not valid percent-encoding/],
    ['#lesson=%FF', 'lesson', /not valid percent-encoding/],
    ['#s=1L<script>alert(1)</script>', 'link', /characters no Stackyard link has \(< > \( \) \/\)/],
    ['#s=1L%3Cb%3E', 'link', /characters no Stackyard link has/],
  ])('%j is bad, with the right message', (hash, of, message) => {
    const f = parseFragment(hash);
    expect(f).toMatchObject({ kind: 'bad', of });
    if (f.kind === 'bad') expect(f.message).toMatch(message);
  });

  it('safeDecode never throws', () => {
    expect(safeDecode('%E0%A4%A')).toBeNull();
    expect(safeDecode('%')).toBeNull();
    expect(safeDecode('%41')).toBe('A');
  });
});

describe('decodePayload of foreign characters', () => {
  it('calls them damage, not a newer version', () => {
    for (const payload of ['%', '%E0%A4%A', '1L<x>', '1L abc', 'é']) {
      const r = decodePayload(payload);
      expect(r.ok).toBe(false);
      if (!r.ok)
        expect(r.problems[0]?.message).toBe(
          'the link is damaged (cut short or changed): it holds characters no Stackyard link has',
        );
    }
  });
  it('a real payload is made of link characters only', () => {
    const payload = encodePayload({ format: 'stackyard/scenario@1', title: 'Ünïcode — “quotes”', players: {} });
    expect(parseFragment(`#s=${payload}`)).toEqual({ kind: 'link', payload });
  });
});
