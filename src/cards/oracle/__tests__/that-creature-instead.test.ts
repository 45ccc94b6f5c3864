// "If that creature is white or blue, ~ deals 4 damage to it instead" (Lightning Dart), "If that
// creature is a Human, put two +1/+1 counters on it instead" (Elder Cathar): a condition about the
// object an earlier instruction of the same effect targeted, checked once as the effect resolves
// (CR 608.2c), and a rider followed in place of the instruction before it — never both. "that
// land" is read only where the target it would name is a land: after "tap target creature",
// "If that land is an Island" (Guardian of Tazeem) names the land the event names, and stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const dart = card(
  'Lightning Dart',
  '{1}{R}',
  'Instant',
  'Lightning Dart deals 1 damage to target creature. If that creature is white or blue, Lightning Dart deals 4 damage to it instead.',
);
const bringLow = card(
  'Bring Low',
  '{3}{R}',
  'Instant',
  'Bring Low deals 3 damage to target creature. If that creature has a +1/+1 counter on it, Bring Low deals 5 damage to it instead.',
);
const cathar = card(
  'Elder Cathar',
  '{2}{W}',
  'Creature — Human Soldier',
  'When this creature dies, put a +1/+1 counter on target creature you control. If that creature is a Human, put two +1/+1 counters on it instead.',
  '2/2',
);
const angel = card('Serra Angel', '{3}{W}{W}', 'Creature — Angel', 'Flying\nVigilance', '4/4');
const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const ogre = card('Craw Wurm', '{4}{G}{G}', 'Creature — Wurm', '', '6/4');
const cadet = card('Eager Cadet', '{W}', 'Creature — Human Soldier', '', '1/1');
const guardian = card(
  'Guardian of Tazeem',
  '{3}{U}{U}',
  'Creature — Sphinx',
  "Flying\nLandfall — Whenever a land you control enters, tap target creature an opponent controls. If that land is an Island, that creature doesn't untap during its controller's next untap step.",
  '4/5',
);
const CARDS = compiled(dart, bringLow, cathar, angel, giant, ogre, cadet);

const lands = (land: string, n: number) => Array<string>(n).fill(land);

describe('"If that creature is …, … instead" (CR 608.2c)', () => {
  it('Lightning Dart deals 4 damage to a white creature (Serra Angel dies) and 1 to a red one', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Lightning Dart', 'Lightning Dart'], battlefield: lands('Mountain', 4) },
          p2: {
            battlefield: [
              { id: 'angel', card: 'Serra Angel' },
              { id: 'giant', card: 'Hill Giant' },
            ],
          },
        },
      },
      [
        { cast: 'Lightning Dart', targets: ['angel'] },
        { pass: true },
        { cast: 'Lightning Dart', targets: ['giant'] },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // 4 damage to a 4/4: destroyed (CR 704.5g); the red 3/3 has 1 damage, not 5.
    expect(g.names('p2', 'graveyard')).toEqual(['Serra Angel']);
    expect(g.get('giant').damage).toBe(1);
  });

  it('Bring Low deals 5 damage to a creature with a +1/+1 counter, 3 to one without', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Bring Low', 'Bring Low'], battlefield: lands('Mountain', 8) },
          p2: {
            battlefield: [
              { id: 'wurm', card: 'Craw Wurm', counters: { '+1/+1': 1 } },
              { id: 'wurm2', card: 'Craw Wurm' },
            ],
          },
        },
      },
      [
        { cast: 'Bring Low', targets: ['wurm'] },
        { pass: true },
        { cast: 'Bring Low', targets: ['wurm2'] },
        { pass: true },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // 7/5 with its counter: 5 damage destroys it; the plain 6/4 has 3 damage (not 3 + 5).
    expect(g.names('p2', 'graveyard')).toEqual(['Craw Wurm']);
    expect(g.get('wurm2').damage).toBe(3);
  });

  it('Elder Cathar dying puts two counters on a Human, one on a creature that is not', () => {
    for (const [target, counters] of [
      ['cadet', 2],
      ['bears', 1],
    ] as const) {
      const g = game(
        {
          turn: main,
          players: {
            p1: {
              hand: ['Lightning Bolt'],
              battlefield: [
                'Mountain',
                { id: 'cathar', card: 'Elder Cathar' },
                { id: 'cadet', card: 'Eager Cadet' },
                { id: 'bears', card: 'Grizzly Bears' },
              ],
            },
          },
        },
        [{ cast: 'Lightning Bolt', targets: ['cathar'] }, { pass: true }],
        { cards: CARDS },
      );
      expect(g.error).toBeNull();
      expect(g.names('p1', 'graveyard')).toContain('Elder Cathar');
      // The dies trigger asks for its target as it is put on the stack (CR 603.3d).
      expect(g.state.pendingDecision?.purpose).toBe('targets');
      g.act({ decide: [target] });
      g.act({ pass: true });
      expect(g.get(target).counters['+1/+1']).toBe(counters);
    }
  });

  it('"that land" after "tap target creature" is not read as the target (Guardian of Tazeem stays text)', () => {
    expect(unenforced(guardian)).toEqual([
      "Landfall — Whenever a land you control enters, tap target creature an opponent controls. If that land is an Island, that creature doesn't untap during its controller's next untap step.",
    ]);
  });
});
