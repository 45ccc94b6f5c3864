/**
 * Restrictions (a static's `cant`) whose code loads with the cards that have them: "You may choose
 * not to untap ~ during your untap step" (CR 502.3, turn/untap-optional.ts into turn/untap.ts's
 * UNTAP_OPTIONAL) and "You may have ~ assign its combat damage as though it weren't blocked"
 * (510.1c, turn/unblocked-damage.ts into turn/combat-damage.ts's LAZY_SPLIT). Before, neither is
 * installed; a card with only one of them makes its loader install it, and an untap step that
 * needs the missing choice is refused with a clear error rather than skipping it.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Ctx } from '../state/context';

describe('lazy restrictions not yet loaded', () => {
  it('"assign its combat damage as though it weren\'t blocked" (Thorn Elemental) installs LAZY_SPLIT.unblocked', async () => {
    vi.resetModules();
    const damage = await import('../turn/combat-damage');
    expect(damage.LAZY_SPLIT.unblocked).toBeUndefined();
    const ready = await import('../steps-ready');
    await ready.stepsReadyFor([{ name: 'Grizzly Bears', power: 2, toughness: 2 }]);
    expect(damage.LAZY_SPLIT.unblocked).toBeUndefined();
    await ready.stepsReadyFor([
      {
        name: 'Thorn Elemental',
        power: 7,
        toughness: 7,
        statics: [{ affects: { self: true }, cant: ['assignAsThoughUnblocked'] }],
      },
    ]);
    expect(typeof damage.LAZY_SPLIT.unblocked).toBe('function');
  });

  it('"You may choose not to untap ~" (Rubinia Soulsinger) installs UNTAP_OPTIONAL; missing, the untap step is refused', async () => {
    vi.resetModules();
    const untap = await import('../turn/untap');
    expect(untap.UNTAP_OPTIONAL.choose).toBeUndefined();
    const task: import('../turn/untap').UntapTask = {
      kind: 'untap',
      player: 'p1',
      waiting: [],
      optional: ['o1'],
      limits: [],
      at: 0,
      chosen: [],
    };
    expect(() => untap.runUntapTask({} as Ctx, task)).toThrow(
      /choosing not to untap can't be done: its part of the rules engine is not loaded \(CR 502\.3\)/,
    );
    const ready = await import('../steps-ready');
    await ready.stepsReadyFor([
      { name: 'Rubinia Soulsinger', statics: [{ affects: { self: true }, cant: ['untapOptional'] }] },
    ]);
    expect(typeof untap.UNTAP_OPTIONAL.choose).toBe('function');
  });

  it('the lazy restrictions are exactly the two', async () => {
    const { LAZY_RESTRICTIONS } = await import('../steps-ready');
    expect([...LAZY_RESTRICTIONS].sort()).toEqual(['assignAsThoughUnblocked', 'untapOptional']);
  });
});

/**
 * Code moved out of a lesson link's first load (2026-12-08): each part is installed by
 * every-step.ts, and a card that needs it makes its loader load it.
 */
describe('rarer rules code not yet loaded', () => {
  it.each([
    ['Walls-only evasion (Hunted Ghoul style)', { cant: [{ beBlockedExceptBy: { subtypes: ['Wall'] } }] }],
    ['"can block only creatures with flying"', { cant: [{ blockOnly: { keywords: ['flying'] } }] }],
    ['"can\'t be blocked by more than one creature"', { cant: [{ beBlockedByMoreThan: 1 }] }],
    ['"except by three or more creatures"', { cant: [{ beBlockedByAtLeast: 3 }] }],
    [
      '"can\'t attack unless defending player controls an Island"',
      { cant: [{ attackUnlessDefenderControls: { subtypes: ['Island'] } }] },
    ],
  ])('%s installs LAZY_RESTRICT (turn/combat-restrictions.ts)', async (_name, part) => {
    vi.resetModules();
    const combat = await import('../turn/combat');
    const continuous = await import('../resolution/steps/continuous');
    expect(combat.LAZY_RESTRICT.block).toBeUndefined();
    const ready = await import('../steps-ready');
    await ready.stepsReadyFor([{ name: 'Some Creature', statics: [{ affects: { self: true }, ...part }] }]);
    expect(typeof combat.LAZY_RESTRICT.attack).toBe('function');
    expect(typeof combat.LAZY_RESTRICT.block).toBe('function');
    expect(typeof combat.LAZY_RESTRICT.count).toBe('function');
    expect(continuous.restrictionWords({ beBlockedBy: {} })).toBe("can't be blocked by the creatures named");
  });

  it('"Skip your draw step" (Dragon Appeasement) installs SKIPPED_TURNS.step', async () => {
    vi.resetModules();
    const turn = await import('../turn/turn');
    expect(turn.SKIPPED_TURNS.step).toBeUndefined();
    const ready = await import('../steps-ready');
    await ready.stepsReadyFor([
      { name: 'Dragon Appeasement', statics: [{ affects: { players: 'you' }, skipsStep: 'draw' }] },
    ]);
    expect(typeof turn.SKIPPED_TURNS.step).toBe('function');
  });

  it('a token copy "except …" installs COPY_EXCEPTIONS; before, reading such a copy throws', async () => {
    vi.resetModules();
    const context = await import('../state/context');
    expect(() => context.copyExceptions()).toThrow(/a copy's exceptions are not loaded/);
    const ready = await import('../steps-ready');
    await ready.stepsReadyFor([
      {
        name: 'Some Spell',
        steps: [{ do: 'createTokenCopy', what: { ref: 'target', slot: 0 }, except: { power: 1, toughness: 1 } }],
      },
    ]);
    expect(typeof context.copyExceptions().apply).toBe('function');
  });

  it('a lesson document naming a predefined token installs PREDEFINED_TABLE; before, reading one throws', async () => {
    vi.resetModules();
    const rules = await import('../state/predefined-token-rules');
    expect(() => rules.predefinedToken('Treasure')).toThrow(/the predefined tokens are not loaded/);
    expect(rules.predefinedTokenRule('Treasure')).toBe('111.10a');
    const book = await import('../../scenario/registry-book');
    await book.lessonEngineReady([{ name: 'Grizzly Bears', typeLine: 'Creature — Bear', power: 2, toughness: 2 }], {
      players: { p1: { battlefield: [{ proxy: { name: 'Treasure Token', predefined: 'Treasure' } }] } },
    });
    expect(rules.predefinedToken('Treasure').typeLine).toBe('Token Artifact — Treasure');
  });

  it.each([
    ['changeling', { everyCreatureType: true }],
    ['"As ~ enters, choose a creature type"', { asEnters: 'chooseCreatureType' }],
    [
      'a type change replacing creature types',
      { statics: [{ affects: { self: true }, addTypes: { mode: 'creatureTypes', subtypes: ['Bird'] } }] },
    ],
  ])('%s installs the creature types; before, reading them throws', async (_name, part) => {
    vi.resetModules();
    const list = await import('../state/creature-type-list');
    expect(() => list.isCreatureType('Elf')).toThrow(/the creature types are not loaded/);
    const ready = await import('../steps-ready');
    await ready.stepsReadyFor([{ name: 'Some Creature', ...part }]);
    expect(list.isCreatureType('Elf')).toBe(true);
    expect(list.creatureTypes()).toContain('Shapeshifter');
  });

  it('prowl (Notorious Throng) installs its refusal in its own words', async () => {
    vi.resetModules();
    const alt = await import('../casting/alternative-cost');
    expect(alt.ALT_CONDITION_REFUSAL.of).toBeUndefined();
    const ready = await import('../steps-ready');
    await ready.stepsReadyFor([{ name: 'Notorious Throng', altCosts: [{ kind: 'prowl', mana: '{R}' }] }]);
    expect(alt.ALT_CONDITION_REFUSAL.of?.({ kind: 'prowl', mana: '{R}' } as never)?.reason).toMatch(
      /^prowl needs combat damage/,
    );
  });
});
