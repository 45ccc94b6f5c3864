/**
 * The HTTP headers the built app needs from whatever serves it (a `<meta>` Content-Security-
 * Policy can't forbid framing: `frame-ancestors` and X-Frame-Options only work as headers).
 * One list, used by `vite preview` and `vite dev` (vite.config.ts), shipped for static hosts as
 * `public/_headers` (Netlify and Cloudflare Pages read it), and described in the README; a test
 * keeps the three and index.html's `<meta>` policy in step.
 */

/** The Content-Security-Policy of index.html's `<meta>` tag (what a meta tag can say). */
export const META_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https://cards.scryfall.io",
  "font-src 'self' data:",
  "connect-src 'self' https://api.scryfall.com ws: wss:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** The header policy: the meta policy, and no page of any origin may frame the app. */
export const HEADER_POLICY = `${META_POLICY}; frame-ancestors 'none'`;

/** Headers for every response of the built app (`vite preview`, static hosts). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': HEADER_POLICY,
  // Older browsers that don't read frame-ancestors.
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  // A share link carries the scenario in its fragment, which browsers never send; the path is
  // all a Referer could tell, and nobody needs it.
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/**
 * Headers for the dev server: framing is refused there too, but no CSP header (Vite's dev mode
 * injects an inline script for React refresh; the `<meta>` tag comes after it, see index.html).
 */
export const DEV_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
};

/** `public/_headers` for these headers (Netlify / Cloudflare Pages format). */
export function headersFile(): string {
  const lines = Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`);
  return `# Security headers for static hosts that read _headers (Netlify, Cloudflare Pages).\n# Generated from src/security-headers.ts; src/security-headers.test.ts checks they match.\n/*\n${lines.join('\n')}\n`;
}
