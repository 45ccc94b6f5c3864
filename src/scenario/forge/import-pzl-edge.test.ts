import { describe, expect, it } from 'vitest';
import { importOk } from './test-helpers';

describe('importForgePuzzle: small inputs', () => {
  it('defaults life, turn and zones; no metadata means no title, description or lesson', () => {
    const { scenario, warnings } = importOk('[state]\n');
    expect(scenario).toEqual({
      format: 'stackyard/scenario@1',
      turn: { number: 1, active: 'p1', phase: 'main1' },
      options: { sandbox: true },
      players: {
        p1: { life: 20, library: [], hand: [], battlefield: [], graveyard: [], exile: [] },
        p2: { life: 20, library: [], hand: [], battlefield: [], graveyard: [], exile: [] },
      },
    });
    expect(warnings).toEqual([]);
  });

  it('strips control and bidi characters from names but keeps the rest', () => {
    const { scenario } = importOk('[state]\nhumanhand=Light\u0007ning\tBolt;\u202EKobold & <Co>\u0000\n');
    expect(scenario.players.p1?.hand).toEqual([{ card: 'Lightning Bolt' }, { proxy: { name: 'Kobold & <Co>' } }]);
  });

  it('without knownCardName, matching is exactly what isKnownCard says', () => {
    const { scenario } = importOk('[state]\nhumanhand=island;Island\n', { isKnownCard: (n) => n === 'Island' });
    expect(scenario.players.p1?.hand).toEqual([{ proxy: { name: 'island' } }, { card: 'Island' }]);
  });

  it('reads ExiledWith in either direction and AttachedTo to a card listed later or in another zone', () => {
    const { scenario } = importOk(
      '[state]\nhumanexile=Plains|ExiledWith:2\nhumangraveyard=Pacifism|AttachedTo:5\naibattlefield=Forest|Id:2\naihand=Island|Id:5\n',
    );
    expect(scenario.players.p1?.exile).toEqual([{ card: 'Plains', exiledWith: 'f2' }]);
    expect(scenario.players.p1?.graveyard).toEqual([{ card: 'Pacifism', attachedTo: 'f5' }]);
  });

  it('adds repeated counter kinds, drops zero counts and Damage:0 with a warning', () => {
    const { scenario, warnings } = importOk(
      '[state]\nhumanbattlefield=Forest|Counters:TIME=1, time=2,P1P1=0|Damage:0\n',
    );
    expect(scenario.players.p1?.battlefield).toEqual([{ card: 'Forest', counters: { time: 3 } }]);
    expect(warnings.map((w) => w.message)).toEqual([
      'line 2: p1 battlefield: Forest — Counters P1P1=0 has no effect; dropped',
      'line 2: p1 battlefield: Forest — Damage:0 has no effect; dropped',
    ]);
  });

  it('maps first-strike damage to combatDamage with a note', () => {
    const { scenario, warnings } = importOk('[state]\nactivephase=COMBAT_FIRST_STRIKE_DAMAGE\n');
    expect(scenario.turn?.phase).toBe('combatDamage');
    expect(warnings).toEqual([
      {
        kind: 'unknown-phase',
        line: 2,
        message:
          'line 2: activephase=COMBAT_FIRST_STRIKE_DAMAGE: Stackyard has no separate first-strike damage step; imported as combatDamage',
      },
    ]);
  });

  it('warns about a [state]-looking line outside [state] and text outside any section', () => {
    const { warnings } = importOk('hello\n[metadata]\nhumanlife=3\n[state]\n');
    expect(warnings.map((w) => w.message)).toEqual([
      'line 1: "hello" is outside any section; ignored',
      'line 3: "humanlife=3" looks like a [state] line but is not in [state]; ignored',
    ]);
  });

  it('shortens a title over 200 characters', () => {
    const { scenario, warnings } = importOk(`[metadata]\nName:${'x'.repeat(250)}\n[state]\n`);
    expect(scenario.title).toHaveLength(200);
    expect(warnings[0]?.kind).toBe('title-truncated');
  });
});
