/**
 * Any sequence of editor operations gives a document that the check either passes (and the
 * board then builds and starts) or reports problems about — never a crash, never a document the
 * schema refuses. An attachment the editor accepted is never one of the problems.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { open, poolNames } from '../pool';
import { ScenarioDoc } from '../schema';
import { PHASES, PLAYER_IDS, ZONES } from '../schema-primitives';
import { attachTo } from './attach';
import { emptyScenario, setLife, setTurn } from './board';
import { addCard, moveCard, removeCard, setCounter, updateCard, type EditResult } from './cards';
import { checkDoc } from './check';
import { setExiledWith } from './links';
import { allCards, type CardAt } from './locate';
import { ctx, reg } from './test-helpers';

const player = fc.constantFrom(...PLAYER_IDS);
const zone = fc.constantFrom(...ZONES);
const op = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    player,
    zone,
    name: fc.constantFrom(...poolNames, 'Spellweaver Volute', 'Pacifism', 'Lightning Bolt'),
  }),
  fc.record({ kind: fc.constant('proxy' as const), player, zone, aura: fc.boolean() }),
  fc.record({
    kind: fc.constant('move' as const),
    card: fc.nat(),
    player,
    zone,
    index: fc.option(fc.nat({ max: 5 }), { nil: undefined }),
  }),
  fc.record({ kind: fc.constant('remove' as const), card: fc.nat() }),
  fc.record({ kind: fc.constant('attach' as const), card: fc.nat(), host: fc.nat() }),
  fc.record({
    kind: fc.constant('flags' as const),
    card: fc.nat(),
    tapped: fc.boolean(),
    sick: fc.boolean(),
    castable: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('counter' as const),
    card: fc.nat(),
    counter: fc.constantFrom('+1/+1', '-1/-1', 'charge', 'Bad Kind'),
    n: fc.nat({ max: 3 }),
  }),
  fc.record({ kind: fc.constant('exile' as const), card: fc.nat(), link: fc.nat(), byName: fc.boolean() }),
  fc.record({
    kind: fc.constant('turn' as const),
    number: fc.integer({ min: 0, max: 9 }),
    active: player,
    phase: fc.constantFrom(...PHASES),
    life: fc.integer({ min: -5, max: 40 }),
  }),
);

describe('editor operations, at random', () => {
  it('always give a document that restores, or problems in words; accepted attachments are never a problem', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 25 }), (ops) => {
        let doc = emptyScenario();
        const attached: CardAt[] = [];
        const pick = (n: number): CardAt | undefined => {
          const cards = allCards(doc);
          return cards.length ? cards[n % cards.length]!.at : undefined;
        };
        const take = (r: EditResult) => {
          if (r.ok) doc = r.doc;
          return r;
        };
        for (const o of ops) {
          const at = 'card' in o ? pick(o.card) : undefined;
          if (o.kind === 'add') take(addCard(doc, o.player, o.zone, o.name));
          else if (o.kind === 'proxy')
            take(
              addCard(doc, o.player, o.zone, {
                proxy: {
                  name: o.aura ? 'Aura Proxy' : 'Bear Proxy',
                  typeLine: o.aura ? 'Enchantment — Aura' : 'Creature — Bear',
                  power: 2,
                  toughness: 2,
                },
              }),
            );
          else if (!at && o.kind !== 'turn') continue;
          else if (o.kind === 'move')
            take(
              moveCard(doc, at!, {
                player: o.player,
                zone: o.zone,
                ...(o.index !== undefined ? { index: o.index } : {}),
              }),
            );
          else if (o.kind === 'remove') doc = removeCard(doc, at!);
          else if (o.kind === 'attach') {
            const host = pick(o.host)!;
            const r = take(attachTo(doc, at!, { kind: 'card', at: host }, reg));
            if (r.ok && r.at) {
              attached.push(r.at);
              const path = `players.${r.at.player}.${r.at.zone}[${r.at.index}]`;
              expect(checkDoc(doc, ctx).problems.filter((p) => p.path === path)).toEqual([]);
            }
          } else if (o.kind === 'flags')
            doc = updateCard(doc, at!, { tapped: o.tapped, summoningSick: o.sick, castableFrom: o.castable });
          else if (o.kind === 'counter') take(setCounter(doc, at!, o.counter, o.n));
          else if (o.kind === 'exile')
            take(
              setExiledWith(
                doc,
                at!,
                o.byName ? { kind: 'name', name: 'Arcane Savant' } : { kind: 'object', at: pick(o.link)! },
              ),
            );
          else if (o.kind === 'turn') {
            take(setTurn(doc, { number: o.number, active: o.active, phase: o.phase }));
            take(setLife(doc, o.active, o.life));
          }
        }
        expect(ScenarioDoc.safeParse(doc).success).toBe(true);
        const { problems } = checkDoc(doc, ctx);
        for (const p of problems) expect(p.message).toEqual(expect.any(String));
        if (!problems.length) expect(open(doc).ok).toBe(true);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 150) },
    );
  }, 120_000);
});
