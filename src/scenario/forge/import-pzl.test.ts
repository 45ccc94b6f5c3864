import { describe, expect, it } from 'vitest';
import { fixture, importOk } from './test-helpers';

describe('importForgePuzzle: aura-across.pzl', () => {
  const { scenario, warnings } = importOk(fixture('aura-across.pzl'));

  it('maps metadata to title, description and a Forge lesson', () => {
    const description =
      'Deal the last 3 damage this turn.\nThe bear is pacified.\n' +
      'Goal: Win · Turns: 1 · Difficulty: Easy\n' +
      'Source: https://example.test/puzzles/bolt-the-bear';
    expect(scenario.format).toBe('stackyard/scenario@1');
    expect(scenario.title).toBe('Test Grove - Bolt the Bear');
    expect(scenario.description).toBe(description);
    expect(scenario.lesson).toEqual({ card: 'Forge puzzles', ruling: description, rules: [], steps: [] });
    expect(scenario.options).toEqual({ sandbox: true });
    expect(scenario.turn).toEqual({ number: 4, active: 'p1', phase: 'declareAttackers' });
    expect(scenario.script).toBeUndefined();
  });

  it('builds p1 with ids, counters, flags, Aura across the table and library order', () => {
    expect(scenario.players.p1).toEqual({
      life: 7,
      library: [{ card: 'Island' }, { card: 'Forest' }, { card: 'Swamp' }],
      hand: [{ card: 'Lightning Bolt' }, { proxy: { name: 'Sparkling Kite' } }],
      battlefield: [
        { proxy: { name: 'Mountain Goatling' }, id: 'f3', tapped: true, counters: { '+1/+1': 2, '-1/-1': 1 } },
        { card: 'Pacifism', attachedTo: 'f7' },
        { card: 'Forest', tapped: true },
        { card: 'Forest' },
        { proxy: { name: 'Planeswalker Pip' }, summoningSick: true, counters: { loyalty: 4 } },
      ],
      graveyard: [{ card: 'Lightning Bolt' }, { card: 'Island' }],
      exile: [],
    });
  });

  it('builds p2 with damage, a token and exile links', () => {
    expect(scenario.players.p2).toEqual({
      life: 3,
      library: [],
      hand: [],
      battlefield: [
        { proxy: { name: 'Grizzled Testbear' }, id: 'f7', damage: 1 },
        { proxy: { name: 'Spirit Wisp' }, token: true, summoningSick: true },
        { card: 'Island' },
      ],
      graveyard: [{ card: 'Lightning Bolt' }],
      exile: [
        { proxy: { name: 'Hidden Scroll' }, id: 'f9', exiledWith: 'f7' },
        { card: 'Plains', exiledWith: 'f3' },
      ],
    });
  });

  it('warns about unknown keys, proxies, Set codes and the turn limit', () => {
    expect(warnings.filter((w) => w.kind !== 'unmodelled-modifier')).toEqual([
      {
        kind: 'unknown-state-key',
        line: 22,
        message: 'line 22: [state] key humancounters (value "POISON=2") is not supported by Stackyard; ignored',
      },
      {
        kind: 'unknown-state-key',
        line: 23,
        message: 'line 23: [state] key humanmanapool (value "R R") is not supported by Stackyard; ignored',
      },
      {
        kind: 'unknown-state-key',
        line: 24,
        message: 'line 24: [state] key humanprecast (value "Lightning Bolt") is not supported by Stackyard; ignored',
      },
      {
        kind: 'unknown-state-key',
        line: 25,
        message: 'line 25: [state] key aiprecast (value "Mighty Sprout") is not supported by Stackyard; ignored',
      },
      {
        kind: 'unknown-state-key',
        line: 26,
        message: 'line 26: [state] key removesummoningsickness (value "true") is not supported by Stackyard; ignored',
      },
      {
        kind: 'proxied-cards',
        message:
          '6 card names are not in Stackyard\'s card pool and became vanilla proxies: "Sparkling Kite", ' +
          '"Mountain Goatling", "Planeswalker Pip", "Grizzled Testbear", "Spirit Wisp", "Hidden Scroll"',
      },
      {
        kind: 'set-codes',
        message:
          'Set codes are cosmetic and were not imported: p1 library: Forest Set:M19; ' +
          'p1 battlefield: Forest Set:M19 ×2; p2 battlefield: Island Set:DOM',
      },
      {
        kind: 'unknown-metadata-key',
        message:
          "Turns:1 is before the puzzle's starting turn 4, so the limit is never reached (as in Forge, which checks it on turn 1 only); the goal has no turn limit",
      },
    ]);
  });

  it('says in one note which modifiers are not modelled, why, and on which cards', () => {
    expect(warnings.filter((w) => w.kind === 'unmodelled-modifier')).toEqual([
      {
        kind: 'unmodelled-modifier',
        message:
          'Modifiers not modelled — FaceDown: a face-down card outside the battlefield (CR 708) is not modelled: it is face up; on Hidden Scroll — p2 exile, line 28 | ' +
          "RememberedCards: Forge's remembered cards: its internal bookkeeping, no state of the rules; on Lightning Bolt (RememberedCards:3) — p2 graveyard, line 29",
      },
    ]);
  });
});

describe('importForgePuzzle: prefixes-crlf.pzl (BOM, CRLF, p0/p1 prefixes)', () => {
  const text = fixture('prefixes-crlf.pzl');

  it('really is a CRLF file with a BOM', () => {
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain('\r\n');
  });

  it('maps p0 to p1 and p1 to p2, trims names, keeps library order', () => {
    const { scenario, warnings } = importOk(text);
    expect(scenario).toEqual({
      format: 'stackyard/scenario@1',
      title: 'Prefix check',
      turn: { number: 1, active: 'p2', phase: 'end' },
      options: { sandbox: true },
      players: {
        p1: {
          life: 12,
          library: [{ card: 'Plains' }, { card: 'Island' }, { card: 'Forest' }],
          hand: [{ card: 'Island' }, { card: 'Swamp' }],
          battlefield: [],
          graveyard: [],
          exile: [],
        },
        p2: {
          life: 9,
          library: [],
          hand: [],
          battlefield: [
            { card: 'Forest', tapped: true },
            { proxy: { name: 'Grizzled Testbear' }, summoningSick: true },
          ],
          graveyard: [],
          exile: [],
        },
      },
    });
    expect(warnings).toEqual([
      {
        kind: 'proxied-cards',
        message: '1 card name is not in Stackyard\'s card pool and became vanilla proxies: "Grizzled Testbear"',
      },
    ]);
  });
});

describe('importForgePuzzle: messy.pzl (case, whitespace, markup, unknown things)', () => {
  const { scenario, warnings } = importOk(fixture('messy.pzl'));

  it('keeps markup as plain text and canonicalises known names', () => {
    expect(scenario.title).toBe('Messy <b>input</b>');
    expect(scenario.description).toBe('Difficulty: Hard');
    expect(scenario.turn).toEqual({ number: 1, active: 'p1', phase: 'main1' });
    expect(scenario.players.p1).toEqual({
      life: 20,
      library: [],
      hand: [{ card: 'Lightning Bolt' }, { proxy: { name: '<script>alert(1)</script>' } }],
      battlefield: [{ proxy: { name: 'Moonlit Wolf' }, id: 'f4' }, { card: 'Lightning Bolt' }],
      graveyard: [{ card: 'Island' }],
      exile: [],
    });
  });

  it('warns about everything it ignored', () => {
    expect(warnings.map((w) => w.message)).toEqual([
      'line 12: section "[extras]" is not a Forge puzzle section; its lines were ignored',
      'line 4: metadata key "Tags" is not imported',
      'line 8: activephase="BEGINNING_OF_TIME" is not a known phase; main1 is used instead',
      'line 9: p1 hand: lightning bolt — Tapped only applies on the battlefield; dropped',
      "line 10: p1 battlefield: Moonlit Wolf — Transformed needs the card's back face, and the card is not known; dropped",
      'line 11: p1 graveyard: Island — Damage:2 only applies on the battlefield; dropped',
      '2 card names are not in Stackyard\'s card pool and became vanilla proxies: "<script>alert(1)</script>", "Moonlit Wolf"',
      'Modifiers not modelled — Flipped: not a modifier Stackyard knows; on Lightning Bolt — p1 battlefield, line 10 | ' +
        'ChosenColor: not a modifier Stackyard knows; on Island (ChosenColor:blue) — p1 graveyard, line 11',
    ]);
    expect(warnings.map((w) => w.kind)).toEqual([
      'unknown-section',
      'unknown-metadata-key',
      'unknown-phase',
      'dropped-modifier',
      'dropped-modifier',
      'dropped-modifier',
      'proxied-cards',
      'unmodelled-modifier',
    ]);
  });
});
