import fc from 'fast-check';
import { deflateSync, strToU8 } from 'fflate';
import lz from 'lz-string';
import { describe, expect, it } from 'vitest';
import { poolNames, restore } from '../pool';
import type { ScenarioDoc } from '../schema';
import { decodePayload, encodeLink, encodePayload, encodings, payloadOf, LINK_FILE_THRESHOLD } from './codec';
import { openLinkPayload } from './open-payload';
import voluteLesson from '../lessons/volute/copy-cast-from-graveyard.json';
import { allObjects } from '../../engine';

function restored(input: unknown): ScenarioDoc {
  const r = restore(input);
  if (!r.ok) throw new Error(JSON.stringify(r.problems));
  return r.scenario;
}

// Control and bidi-formatting characters are stripped by restore, so generated names avoid them.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/;
const LANDS = ['Island', 'Forest', 'Mountain', 'Plains', 'Swamp'];
const SPELLS = [
  'Lightning Bolt',
  'Shock',
  'Divination',
  'Counterspell',
  'Opt',
  'Fire // Ice',
  'Cremate',
  'Think Twice',
];
const CREATURES = ['Grizzly Bears', 'Llanowar Elves', 'Giant Spider', 'Birds of Paradise'];

/** A realistic board of `n` cards spread over both players' zones. */
function board(n: number): ScenarioDoc {
  const p1: Record<string, unknown[]> = { battlefield: [], hand: [], graveyard: [], library: [] };
  const p2: Record<string, unknown[]> = { battlefield: [], hand: [], graveyard: [], library: [] };
  for (let i = 0; i < n; i++) {
    const side = i % 2 ? p2 : p1;
    const k = i % 10;
    if (k < 4) (side.battlefield as unknown[]).push(LANDS[i % 5]);
    else if (k < 6)
      (side.battlefield as unknown[]).push(i % 4 === 0 ? { card: CREATURES[i % 4], tapped: true } : CREATURES[i % 4]);
    else if (k < 8) (side.hand as unknown[]).push(SPELLS[i % 8]);
    else if (k < 9) (side.graveyard as unknown[]).push(SPELLS[(i + 3) % 8]);
    else (side.library as unknown[]).push(LANDS[(i + 2) % 5]);
  }
  return restored({
    format: 'stackyard/scenario@1',
    title: `Board of ${n}`,
    turn: { number: 4, active: 'p1', phase: 'main1' },
    players: { p1, p2 },
  });
}

describe('share links: size (issue 5 targets)', () => {
  it('a 20-card board fits in 1,000 characters and a 60-card board in 2,000', () => {
    const base = 'https://stackyard.example/';
    const l20 = encodeLink(board(20), [], base);
    const l60 = encodeLink(board(60), [], base);
    expect(l20.length).toBeLessThanOrEqual(1000);
    expect(l60.length).toBeLessThanOrEqual(2000);
    console.log(`link sizes: 20 cards ${l20.length}, 60 cards ${l60.length} characters`);
  });
  it('keeps the shorter of lz-string and deflate', () => {
    const json = JSON.stringify(board(60));
    const { L, D } = encodings(json);
    const payload = encodePayload(board(60));
    expect(payload.length - 2).toBeLessThanOrEqual(Math.min(L.length, D.length) + 400); // compacted JSON is shorter still
    console.log(`plain JSON 60 cards: lz-string ${L.length}, deflate ${D.length}; compact payload ${payload.length}`);
  });
  it('flags links past 8,000 characters as file-sized', () => {
    expect(LINK_FILE_THRESHOLD).toBe(8000);
  });
});

describe('share links: round trip', () => {
  it('the Volute lesson survives scenario → link → scenario unchanged', () => {
    const doc = restored(voluteLesson);
    const dec = decodePayload(payloadOf(encodeLink(doc, [], 'http://x/')) ?? '');
    expect(dec.ok).toBe(true);
    if (dec.ok) expect(restored(dec.doc)).toEqual(doc);
  });
  it("a script's attack at a planeswalker survives the link (its attacker → planeswalker map keeps its keys)", () => {
    const doc = restored({
      format: 'stackyard/scenario@1',
      turn: { number: 3, active: 'p1', phase: 'main1' },
      players: { p1: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] } },
      script: [{ advance: 'declareAttackers' }, { attack: ['bears'], at: { bears: 'Lightning Bolt' } }],
    });
    const dec = decodePayload(payloadOf(encodeLink(doc, [], 'http://x/')) ?? '');
    expect(dec.ok).toBe(true);
    if (dec.ok)
      expect((dec.doc as { script: unknown[] }).script[1]).toEqual({
        attack: ['bears'],
        at: { bears: 'Lightning Bolt' },
      });
  });
  it('carries the actions taken so far and replays them to the same moment', () => {
    const doc = restored({ ...voluteLesson, script: undefined, lesson: undefined });
    const first = openLinkPayload(encodePayload(doc, []));
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const div = allObjects(first.loaded.initial).find((o) => o.def === 'Divination');
    const actions = [
      { type: 'cast' as const, player: 'p1' as const, object: div?.id ?? '' },
      { type: 'pass' as const },
      { type: 'decide' as const, player: 'p1' as const, answer: true },
    ];
    const opened = openLinkPayload(encodePayload(doc, actions));
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    expect(opened.steps.length).toBe(3);
    expect(opened.steps[2]?.state.pendingDecision?.purpose).toBe('targets');
  });
  it('property: any valid board round-trips exactly (fast-check)', () => {
    const names = poolNames.filter((n) => !n.includes('//'));
    const entry = fc.oneof(
      fc.constantFrom(...names),
      fc.record({ card: fc.constantFrom(...names), tapped: fc.boolean() }),
      fc.record({
        proxy: fc.record({
          name: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== '' && !UNSAFE_CHARS.test(s)),
          power: fc.integer({ min: 0, max: 9 }),
        }),
      }),
    );
    const zone = fc.array(entry, { maxLength: 6 });
    const player = fc.record({
      life: fc.integer({ min: -5, max: 40 }),
      hand: zone,
      graveyard: zone,
      exile: zone,
      library: zone,
    });
    fc.assert(
      fc.property(player, player, fc.string({ maxLength: 40 }), (p1, p2, title) => {
        const r = restore({ format: 'stackyard/scenario@1', title, players: { p1, p2 } });
        fc.pre(r.ok);
        if (!r.ok) return;
        const dec = decodePayload(encodePayload(r.scenario));
        expect(dec.ok).toBe(true);
        if (dec.ok) expect(restored(dec.doc)).toEqual(r.scenario);
      }),
      { numRuns: 150 },
    );
  });
});

describe('share links: bad input gets a clear message and never throws', () => {
  const good = encodePayload(board(20));
  const cases: [string, string, RegExp][] = [
    ['empty', '', /nothing after/],
    ['truncated', good.slice(0, Math.floor(good.length / 2)), /damaged/],
    [
      'one character changed',
      good.slice(0, 40) + (good[40] === 'A' ? 'B' : 'A') + good.slice(41),
      /damaged|not valid|unknown card|problem|scenario/,
    ],
    [
      'a newer version (a number above ours, then a known encoding)',
      `9L${good.slice(2)}`,
      /made by a newer version of Stackyard \(link version 9; this one reads up to version 2\)/,
    ],
    [
      "not a version at all (the tester's #s=garbage)",
      'garbage',
      /^the link is damaged or incomplete: it does not begin as a Stackyard link does/,
    ],
    ['a version number without a known encoding', '3garbage', /^the link is damaged or incomplete/],
    ['unknown encoding', `1Q${good.slice(2)}`, /unknown encoding/],
    ['random bytes', '1D%%%%***', /damaged/],
    ['oversized', `1L${'A'.repeat(50_000)}`, /too long/],
  ];
  for (const [name, payload, msg] of cases) {
    it(`${name}: ${msg}`, () => {
      const r = openLinkPayload(payload);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.problems.map((p) => p.message).join(' | ')).toMatch(msg);
    });
  }
  const enc = (value: unknown) => `1L${lz.compressToEncodedURIComponent(JSON.stringify(value))}`;
  it('a deflate bomb is refused before it is expanded past 2,000,000 characters', () => {
    const bomb = deflateSync(strToU8(`{"d":{"t":"${'a'.repeat(3_000_000)}"}}`), { level: 9 });
    let bin = '';
    for (const b of bomb) bin += String.fromCharCode(b);
    const r = decodePayload(`1D${btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]?.message).toMatch(/2,000,000/);
  });
  it('unknown card names are listed with suggestions', () => {
    const r = openLinkPayload(enc({ d: { p: { p1: { b: ['Lightnig Bolt'] } } } }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]).toMatchObject({ path: 'scenario.players.p1.battlefield[0]' });
    if (!r.ok) expect(JSON.stringify(r.problems)).toMatch(/Lightning Bolt/);
  });
  it('__proto__ keys are reported and do not pollute Object.prototype', () => {
    const r = openLinkPayload(`1L${lz.compressToEncodedURIComponent('{"d":{"__proto__":{"polluted":1},"t":"x"}}')}`);
    expect(r.ok).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
  it('an Aura attached to something its enchant ability forbids is refused with the reason', () => {
    const r = openLinkPayload(
      enc({
        d: {
          p: {
            p1: {
              b: [
                { i: 'bears', c: 'Grizzly Bears' },
                { c: 'Spellweaver Volute', a: 'bears' },
              ],
            },
          },
        },
      }),
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]?.message).toMatch(/can't enchant Grizzly Bears/);
  });
  it('dangling ids and attachment cycles are refused', () => {
    const dangling = openLinkPayload(enc({ d: { p: { p1: { b: [{ c: 'Pacifism', a: 'nobody' }] } } } }));
    expect(dangling.ok).toBe(false);
    const cycle = openLinkPayload(
      enc({
        d: {
          p: {
            p1: {
              b: [
                { i: 'a', c: 'Pacifism', a: 'b' },
                { i: 'b', c: 'Rancor', a: 'a' },
              ],
            },
          },
        },
      }),
    );
    expect(cycle.ok).toBe(false);
  });
  it('markup in names stays text (and is just an unknown card)', () => {
    const r = openLinkPayload(enc({ d: { p: { p1: { h: ['<img src=x onerror=alert(1)>'] } } } }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]?.message).toContain('<img src=x onerror=alert(1)>');
  });
  it('a malformed action or an illegal one on replay is refused with its step number', () => {
    const doc = { d: { u: { n: 3, A: 'p1', P: 'main1' }, p: { p1: { h: ['Divination'] } } } };
    const malformed = openLinkPayload(enc({ ...doc, a: [{ type: 'c', player: 'p1', object: 'not-an-id' }] }));
    expect(malformed.ok).toBe(false);
    if (!malformed.ok) {
      expect(malformed.problems[0]?.path).toBe('link.actions[0].object');
      expect(malformed.problems[0]?.message).toBe(
        'not a valid action: expected an object id such as "o12", got text "not-an-id"',
      );
    }
    const unknownVerb = openLinkPayload(enc({ ...doc, a: [{ type: 'shuffle', player: 'p1' }] }));
    expect(unknownVerb.ok).toBe(false);
    if (!unknownVerb.ok) {
      expect(unknownVerb.problems[0]?.path).toBe('link.actions[0].type');
      expect(unknownVerb.problems[0]?.message).toMatch(
        /^not a valid action: expected one of "cast", .*"sandbox", "addMana", "draw" or "setLife", got text "shuffle"$/,
      );
    }
    const illegal = openLinkPayload(enc({ ...doc, a: [{ type: 'c', player: 'p1', object: 'o1' }] }));
    expect(illegal.ok).toBe(false);
    if (!illegal.ok) expect(illegal.problems[0]?.message).toMatch(/step 1 .* can't be replayed: .*601\.2h/);
  });
  it('random strings never throw (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) => {
        expect(() => openLinkPayload(s)).not.toThrow();
        expect(() => openLinkPayload(`1L${s}`)).not.toThrow();
        expect(() => openLinkPayload(`1D${s}`)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});
