// Flavor words (CR 207.2d): italic words before an ability with no rules meaning, as ability
// words have none (207.2c). "Whirlwind — When this creature enters, …" is read as the triggered
// ability after the dash. Words that do mean something before a dash stay: max speed (702.178),
// a Case's "Solved" (719.3), a Saga's chapter numerals (714.2).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const airCult = card(
  'Air-Cult Elemental',
  '{4}{U}{U}',
  'Creature — Elemental',
  "Flying\nWhirlwind — When this creature enters, return up to one other target creature to its owner's hand.",
  '2/5',
);
const syphon = card(
  'Aether Syphon',
  '{1}{U}{U}',
  'Artifact',
  'Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)\n{2}, {T}: Draw a card.\nMax speed — Whenever you draw a card, each opponent mills two cards. (Each opponent puts the top two cards of their library into their graveyard.)',
);

describe('flavor words (CR 207.2d)', () => {
  it('Air-Cult Elemental: the Whirlwind trigger returns the chosen creature to its owner’s hand', () => {
    expect(unenforced(airCult)).toEqual([]);
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Air-Cult Elemental'], battlefield: Array<string>(6).fill('Island') },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Air-Cult Elemental' }, { pass: true }],
      { cards: compiled(airCult) },
    );
    expect(g.error).toBeNull();
    // The only other creature is the Bears: the one candidate.
    const d = g.state.pendingDecision as { candidates?: string[] } | null;
    expect(d?.candidates).toHaveLength(1);
    g.act({ decide: d?.candidates ?? [] });
    g.act({ pass: true });
    expect(g.names('p2', 'hand')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'battlefield')).toContain('Air-Cult Elemental');
  });

  it('"Max speed — Whenever …" is not a flavor word: the trigger works only at max speed (CR 702.178)', () => {
    expect(unenforced(syphon)).toEqual([]);
    const triggered = compiled(syphon)[0]?.triggered ?? [];
    expect(triggered.map((t) => t.while)).toEqual([{ maxSpeed: { ref: 'you' } }]);
  });
});
