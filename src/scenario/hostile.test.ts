/**
 * The hostile-input corpus (issues 6 and 14): each bad file or link gets a clear error, no crash,
 * no code run, and nothing is built (so the board on screen is kept — the store and e2e tests check
 * that side). Files go through `restoreText`, links through `openLinkPayload`.
 */
import lz from 'lz-string';
import { afterEach, describe, expect, it } from 'vitest';
import { parseFragment } from './link/address';
import { encodePayload } from './link/codec';
import { engine, restoreText } from './pool';
import { resolveGameCardsSync, type ResolvedGameCards } from './cards/game-cards';
import { openLinkPayload, openLinkPayloadWith } from './link/open-payload';
import { HOSTILE_FAMILIES, hostileText } from '../fuzz/hostile-oracle';
import { lastCardWork } from '../cards/oracle/work';

const valid = (players: unknown) => JSON.stringify({ format: 'stackyard/scenario@1', players });
const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const deepDoc = (n: number) => `{"format":"stackyard/scenario@1","title":${deep(n)}}`;

const CORPUS: [name: string, text: string, expected: RegExp][] = [
  ['truncated JSON', valid({ p1: { hand: ['Island'] } }).slice(0, 40), /invalid JSON|unexpected end|line 1/i],
  ['random bytes', '\u0000\u00ff\u0013garbage\u0001{[', /invalid JSON/i],
  ['10 MB of text', `{"title":"${'x'.repeat(10_000_000)}"}`, /too large/],
  ['10,000-deep nesting', deepDoc(10_000), /nest/i],
  ['__proto__ key', '{"format":"stackyard/scenario@1","__proto__":{"polluted":true}}', /__proto__/],
  [
    'constructor key',
    '{"format":"stackyard/scenario@1","players":{"p1":{"constructor":{"prototype":{"polluted":true}}}}}',
    /constructor/,
  ],
  [
    'markup and script in names',
    valid({ p1: { hand: ['<script>alert(1)</script>'] } }),
    /unknown card "<script>alert\(1\)<\/script>"/,
  ],
  [
    'attachment cycle',
    valid({
      p1: {
        battlefield: [
          { id: 'a', card: 'Pacifism', attachedTo: 'b' },
          { id: 'b', card: 'Rancor', attachedTo: 'a' },
        ],
      },
    }),
    /cycle/i,
  ],
  ['id pointing nowhere', valid({ p1: { battlefield: [{ card: 'Pacifism', attachedTo: 'ghost' }] } }), /ghost/],
  ['wrong format version', '{"format":"stackyard/scenario@9"}', /newer/],
  ['not an object', '[1,2,3]', /JSON object/],
  ['unknown card', valid({ p1: { hand: ['Lightnig Bolt'] } }), /Lightning Bolt/],
];

afterEach(() => {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

describe('hostile files: one clear message, nothing built', () => {
  it.each(CORPUS)('%s', (_name, text, expected) => {
    const r = restoreText(text);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problems.length).toBeGreaterThan(0);
      expect(r.problems.map((p) => `${p.path}: ${p.message} ${p.suggestion ?? ''}`).join('\n')).toMatch(expected);
    }
  });
});

describe('hostile links: one clear message, nothing built', () => {
  it.each(CORPUS.filter(([name]) => name !== '10 MB of text'))('%s', (_name, text, expected) => {
    // The scenario text becomes the link's `d` field, as a crafted link would carry it.
    const wrapped = text.trimStart().startsWith('{') || text.trimStart().startsWith('[') ? `{"d":${text}}` : text;
    const r = openLinkPayload(`1L${lz.compressToEncodedURIComponent(wrapped)}`);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      const text = r.problems.map((p) => `${p.path}: ${p.message} ${p.suggestion ?? ''}`).join('\n');
      expect(text.match(expected) ?? text.match(/damaged/)).not.toBeNull();
    }
  });
  it('10 MB link is refused by length before decoding', () => {
    const r = openLinkPayload(`1L${'A'.repeat(10_000_000)}`);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]?.message).toMatch(/too long/);
  });
});

describe('hostile addresses: the right message, never a throw (issue 14)', () => {
  it.each([
    ['#session=%E0%A4%A', 'session', /not valid percent-encoding/],
    ['#s=%', 'link', /not valid percent-encoding/],
    ['#lesson=%', 'lesson', /not valid percent-encoding/],
    ['#s=1L"><svg/onload=alert(1)>', 'link', /characters no Stackyard link has/],
    [`#s=1L${'A'.repeat(10_000_000)}`, 'link', /too long \(10,000,002 characters; at most 40,000 are read\)/],
  ])('%s', (hash, of, message) => {
    const f = parseFragment(hash);
    expect(f).toMatchObject({ kind: 'bad', of });
    if (f.kind === 'bad') expect(f.message).toMatch(message);
  });

  it('a link with 5,001 actions is refused with the limit', () => {
    const actions = Array.from({ length: 5001 }, () => 'p');
    const r = openLinkPayload(
      `1L${lz.compressToEncodedURIComponent(JSON.stringify({ d: { F: 'stackyard/scenario@1' }, a: actions }))}`,
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]?.message).toBe('5,001 actions; at most 5,000 are read');
  });
});

describe('hostile but legal: these open and play (issue 14)', () => {
  it('ids named after Object.prototype properties in exiledWith, attachedTo and copyOf', () => {
    const doc = {
      t: 'Proto',
      p: {
        p1: {
          b: [
            { i: '__proto__', c: 'Arcane Savant' },
            { i: 'constructor', c: 'Grizzly Bears' },
            { c: 'Pacifism', a: 'constructor' },
            { c: 'Grizzly Bears', y: 'constructor' },
          ],
          e: [{ c: 'Shock', w: '__proto__' }],
        },
      },
    };
    const r = openLinkPayload(`1L${lz.compressToEncodedURIComponent(JSON.stringify({ d: doc }))}`);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const s = r.loaded.initial;
    expect(s.links).toEqual([
      { linker: { objectId: r.loaded.objectIds.get('__proto__') }, object: s.players.p1.exile[0] },
    ]);
    expect(Object.isFrozen(Object.prototype)).toBe(false);
  });

  it('a Mountain and forty Mana Reflections, Lightning Bolt cast: a 200-character link plays at once', () => {
    const doc = {
      format: 'stackyard/scenario@1',
      title: 'Reflections',
      turn: { number: 3, active: 'p1', phase: 'main1' },
      players: {
        p1: {
          battlefield: ['Mountain', ...Array.from({ length: 40 }, () => 'Mana Reflection')],
          hand: ['Lightning Bolt'],
        },
      },
    };
    const payload = encodePayload(doc);
    expect(payload.length).toBeLessThan(200);
    const opened = openLinkPayload(payload);
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    const bolt = opened.loaded.initial.players.p1.hand[0] as string;
    const cast = engine.perform(opened.loaded.initial, { type: 'cast', player: 'p1', object: bolt, targets: ['p2'] });
    const resolved = engine.perform(cast.state, { type: 'pass' });
    expect(resolved.state.players.p2.life).toBe(17);
    expect(resolved.state.players.p1.manaPool).toEqual({ R: 2 ** 40 - 1 });
  });
});

describe('hostile card text carried by a link (issue 23, item 4)', () => {
  // A crafted link carries card data in its scenario's `cards` (the app's own links leave it out):
  // the card is compiled as the link opens, in work linear in its text, and stays text.
  for (const family of HOSTILE_FAMILIES) {
    it(`a link carrying a 5,000-character "${family.name}" card opens, the card's text left as text`, async () => {
      const text = hostileText(family, 1_000);
      const doc = {
        format: 'stackyard/scenario@1',
        turn: { number: 3, active: 'p1', phase: 'main1' },
        cards: [
          {
            name: 'Hostile Text',
            mana_cost: '{1}',
            type_line: 'Creature — Bear',
            oracle_text: text,
            power: '2',
            toughness: '2',
            layout: 'normal',
          },
        ],
        players: { p1: { battlefield: ['Hostile Text'] } },
      };
      const payload = `1L${lz.compressToEncodedURIComponent(JSON.stringify({ d: doc }))}`;
      // lz-string makes repeated text short (the link was 291 characters): a link anyone can paste.
      expect(payload.length).toBeLessThan(2_000);
      let resolved: ResolvedGameCards | undefined;
      const opened = await openLinkPayloadWith(payload, (request) => {
        resolved = resolveGameCardsSync(request, []);
        return Promise.resolve(resolved);
      });
      expect(opened.ok ? [] : opened.problems).toEqual([]);
      const def = resolved?.cards.engine.registry.get('Hostile Text');
      const work = lastCardWork();
      expect(def?.oracle).toBe(text);
      expect(def?.triggered ?? []).toEqual([]);
      expect(def?.statics ?? []).toEqual([]);
      expect(def?.unenforced?.map((u) => u.text)).toEqual([text]);
      // Compiled in work linear in the text (about 21 units a character for "and zz" as the grammar
      // has grown; the same at every length, linear.test.ts), far below its bound.
      expect(work.spent).toBeLessThan(30 * text.length);
      expect(work.spent).toBeLessThan(work.budget);
    });
  }
});
