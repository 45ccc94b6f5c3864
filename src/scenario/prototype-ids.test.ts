/**
 * Ids are outside input and may be any string the format allows, also the names of
 * `Object.prototype`'s properties ("__proto__", "constructor", "toString", ...). Every position
 * that holds an id — an entry's `id`, `attachedTo`, `copyOf`, `exiledWith`, and the script's
 * references (`cast`, `targets`, `activate`, `move`, `decide`, `attack`, `block`) — must mean
 * that entry and nothing else: the board builder and the reference resolver look ids up in
 * maps, never in plain objects (issue 14, item 2). Each case checks what the rules make of the
 * board, so a lookup that hit `Object.prototype` instead would show.
 */
import { describe, expect, it } from 'vitest';
import { getObject } from '../engine';
import { loadScenario } from './build';
import { openLinkPayload } from './link/open-payload';
import { encodePayload } from './link/codec';
import { engine, restoreText } from './pool';
import { FORBIDDEN_KEYS } from './sanitize';
import { replay } from './script';
import { summarize, type StateSummary } from './summary';

/** Every property name of Object.prototype: "__proto__", "constructor", "toString", "valueOf", ... */
const NAMES = Object.getOwnPropertyNames(Object.prototype);

const board = (p1: object, p2: object = {}, extra: object = {}) =>
  JSON.stringify({
    format: 'stackyard/scenario@1',
    turn: { number: 3, active: 'p1', phase: 'main1' },
    players: { p1, p2 },
    ...extra,
  });

interface Played {
  summary: StateSummary;
  error: string | null;
  state: ReturnType<typeof replay>['final'];
  objectIds: ReadonlyMap<string, string>;
}

/** Restores, builds and replays like the runner does; fails the test on any refusal. */
function play(text: string): Played {
  const restored = restoreText(text);
  if (!restored.ok) throw new Error(`refused: ${restored.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  const loaded = loadScenario(restored.scenario, engine);
  if (!loaded.ok) throw new Error(`not built: ${loaded.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  const rp = replay(engine, loaded.loaded);
  // The same scenario as a link opens to the same board.
  const link = openLinkPayload(encodePayload(restored.scenario));
  expect(link.ok).toBe(true);
  return {
    summary: summarize(rp.final, loaded.loaded, engine.registry, []),
    error: rp.error?.message ?? null,
    state: rp.final,
    objectIds: loaded.loaded.objectIds,
  };
}

const player = (s: StateSummary, p: 'p1' | 'p2') => s.players[p] as StateSummary['players'][string];
const bf = (s: StateSummary, p: 'p1' | 'p2') => player(s, p).battlefield;

describe.each(NAMES)('the id %j', (id) => {
  it('names its entry (summary id)', () => {
    const { summary } = play(board({ battlefield: [{ id, card: 'Grizzly Bears' }] }));
    expect(bf(summary, 'p1')).toMatchObject([{ name: 'Grizzly Bears', id }]);
  });

  it('attachedTo: Pacifism enchants that creature (CR 303.4)', () => {
    const { summary } = play(
      board({
        battlefield: [
          { id, card: 'Grizzly Bears' },
          { card: 'Pacifism', attachedTo: id },
        ],
      }),
    );
    expect(bf(summary, 'p1').find((c) => c.name === 'Pacifism')?.attachedTo).toBe('Grizzly Bears');
  });

  it('copyOf: a copy of that permanent (CR 707.2)', () => {
    const { summary } = play(
      board({
        battlefield: [
          { id, card: 'Grizzly Bears' },
          { card: 'Shock', copyOf: id },
        ],
      }),
    );
    expect(bf(summary, 'p1').map((c) => [c.name, c.copy])).toEqual([
      ['Grizzly Bears', false],
      ['Grizzly Bears', true],
    ]);
  });

  it('exiledWith: the card is linked to that object (CR 607.2n)', () => {
    const { state, objectIds } = play(
      board({ battlefield: [{ id, card: 'Arcane Savant' }], exile: [{ card: 'Shock', exiledWith: id }] }),
    );
    expect(state.links).toEqual([{ linker: { objectId: objectIds.get(id) }, object: state.players.p1.exile[0] }]);
  });

  it('cast and targets: the Bolt with that id, at the creature with that id (CR 601.2c)', () => {
    const { summary, error } = play(
      board(
        { hand: [{ id, card: 'Lightning Bolt' }], battlefield: ['Mountain'] },
        { battlefield: [{ id: `${id}-bears`, card: 'Grizzly Bears' }] },
        { script: [{ cast: id, targets: [`${id}-bears`] }, { pass: true }] },
      ),
    );
    expect(error).toBeNull();
    expect(player(summary, 'p2').graveyard).toMatchObject([{ name: 'Grizzly Bears', id: `${id}-bears` }]);
    expect(player(summary, 'p1').graveyard).toMatchObject([{ name: 'Lightning Bolt', id }]);
  });

  it('targets: a creature with that id dies to 3 damage (CR 704.5g)', () => {
    const { summary, error } = play(
      board(
        { hand: ['Lightning Bolt'], battlefield: ['Mountain'] },
        { battlefield: ['Grizzly Bears', { id, card: 'Giant Spider' }] },
        { script: [{ cast: 'Lightning Bolt', targets: [id] }, { pass: true }] },
      ),
    );
    expect(error).toBeNull();
    // Giant Spider is 2/4: it survives with 3 damage; the other creature is untouched.
    expect(bf(summary, 'p2').map((c) => [c.name, c.id ?? null])).toEqual([
      ['Grizzly Bears', null],
      ['Giant Spider', id],
    ]);
    expect(player(summary, 'p2').graveyard).toEqual([]);
  });

  it('activate: that land is tapped for mana (CR 605.3)', () => {
    const { summary, error } = play(
      board({ battlefield: ['Island', { id, card: 'Mountain' }] }, {}, { script: [{ activate: id }] }),
    );
    expect(error).toBeNull();
    expect(player(summary, 'p1').manaPool).toBe('R');
    expect(bf(summary, 'p1').map((c) => c.tapped)).toEqual([false, true]);
  });

  it('move: that card goes to the graveyard (sandbox)', () => {
    const { summary, error } = play(
      board(
        { battlefield: ['Mountain', { id, card: 'Mountain' }] },
        {},
        { options: { sandbox: true }, script: [{ move: id, to: 'graveyard' }] },
      ),
    );
    expect(error).toBeNull();
    expect(player(summary, 'p1').graveyard).toMatchObject([{ name: 'Mountain', id }]);
    expect(bf(summary, 'p1')).toHaveLength(1);
  });

  it('decide: the card with that id is the one copied (CR 608.2d)', () => {
    const { summary, error } = play(
      board(
        {
          battlefield: ['Island', 'Island', 'Island', 'Island', 'Island'],
          hand: ['Arcane Savant'],
          library: ['Island'],
          exile: [
            { id, card: 'Lightning Bolt', exiledWith: 'Arcane Savant' },
            { id: 'div', card: 'Divination', exiledWith: 'Arcane Savant' },
          ],
        },
        {},
        {
          script: [
            { cast: 'Arcane Savant' },
            { pass: true },
            { pass: true },
            { decide: id },
            { decide: true },
            { decide: 'p2' },
            { pass: true },
          ],
        },
      ),
    );
    expect(error).toBeNull();
    expect(player(summary, 'p2').life).toBe(17);
  });

  it('attack: that creature attacks (CR 508.1)', () => {
    const { state, error, objectIds } = play(
      board(
        { battlefield: ['Grizzly Bears', { id, card: 'Giant Spider' }] },
        {},
        { script: [{ advance: 'declareAttackers' }, { attack: [id] }] },
      ),
    );
    expect(error).toBeNull();
    const spider = objectIds.get(id) as string;
    expect(getObject(state, spider)?.tapped).toBe(true);
    expect(state.combat?.attackers).toEqual({ [spider]: 'p2' });
  });

  it('block: that creature blocks, or the key is refused with a clear message', () => {
    const text = board(
      { battlefield: [{ id: 'a', card: 'Grizzly Bears' }] },
      { battlefield: [{ id, card: 'Giant Spider' }] },
      { script: [{ advance: 'declareAttackers' }, { attack: ['a'] }, { block: { [id]: 'a' } }, { advance: 'end' }] },
    );
    if (FORBIDDEN_KEYS.has(id)) {
      const r = restoreText(text);
      expect(r.ok).toBe(false);
      if (!r.ok)
        expect(r.problems).toEqual([
          expect.objectContaining({
            path: 'script[2].block',
            message: `forbidden key "${id}"`,
            suggestion: expect.stringMatching(/blocker.*another id/),
          }),
        ]);
      return;
    }
    const { summary, error } = play(text);
    expect(error).toBeNull();
    // Blocked by a 2/4: no damage to p2 (CR 509.1h), the Bears die (2/2 takes 2).
    expect(player(summary, 'p2').life).toBe(20);
    expect(player(summary, 'p1').graveyard).toMatchObject([{ name: 'Grizzly Bears', id: 'a' }]);
  });
});

describe('Object.prototype names stay harmless', () => {
  it('no build leaves Object.prototype frozen or changed', () => {
    expect(Object.isFrozen(Object.prototype)).toBe(false);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual([...NAMES].sort());
  });
});
