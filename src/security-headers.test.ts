/**
 * Issue 14, item 10: the headers the app needs from its server are one list, and what ships
 * agrees with it — index.html's `<meta>` policy, public/_headers for static hosts. (That
 * `vite preview` sends them is checked against the running server in e2e/headers.spec.ts.)
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { headersFile, HEADER_POLICY, META_POLICY, SECURITY_HEADERS } from './security-headers';

const root = new URL('../', import.meta.url);

describe('security headers', () => {
  it('index.html carries the same policy as the header, without what a meta tag cannot say', () => {
    const html = readFileSync(new URL('index.html', root), 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
    expect(meta).toBe(META_POLICY);
    expect(meta).not.toMatch(/frame-ancestors/); // ignored in a meta tag (CSP 3, 6.4.2)
  });

  it('the header policy forbids framing by any origin, and so does X-Frame-Options', () => {
    expect(HEADER_POLICY).toMatch(/(^|; )frame-ancestors 'none'($|;)/);
    expect(SECURITY_HEADERS['X-Frame-Options']).toBe('DENY');
    expect(SECURITY_HEADERS['X-Content-Type-Options']).toBe('nosniff');
  });

  it('public/_headers ships exactly these headers', () => {
    expect(readFileSync(new URL('public/_headers', root), 'utf8')).toBe(headersFile());
  });
});
