// "This spell can't be countered" (CR 113.6, 101.2): Counterspell resolves and does nothing to
// Abrupt Decay, which then resolves; a spell without the line is countered as before.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const decay = card(
  'Abrupt Decay',
  '{B}{G}',
  'Instant',
  "This spell can't be countered.\nDestroy target nonland permanent with mana value 3 or less.",
);
const putrefy = card(
  'Putrefy',
  '{1}{B}{G}',
  'Instant',
  "Destroy target artifact or creature. It can't be regenerated.",
);

const board = (spell: string) => ({
  turn: main,
  players: {
    p1: { battlefield: ['Swamp', 'Forest', 'Swamp'], hand: [spell] },
    p2: { battlefield: ['Island', 'Island', { id: 'bears', card: 'Grizzly Bears' }], hand: ['Counterspell'] },
  },
});

describe("can't be countered", () => {
  it('Abrupt Decay: Counterspell does nothing to it, and it destroys its target', () => {
    const cards = compiled(decay);
    const g = game(
      board('Abrupt Decay'),
      [
        { cast: 'Abrupt Decay', targets: ['bears'] },
        { cast: 'Counterspell', player: 'p2', targets: ['Abrupt Decay'] },
        { pass: true },
      ],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.has('SpellCountered')).toBe(false);
    expect(g.has('Note', '101.2')).toBe(true);
    expect(g.stack()).toEqual(['Abrupt Decay']);
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toContain('Grizzly Bears');
  });

  it('a spell without the line (Putrefy) is countered', () => {
    const cards = compiled(putrefy);
    const g = game(
      board('Putrefy'),
      [
        { cast: 'Putrefy', targets: ['bears'] },
        { cast: 'Counterspell', player: 'p2', targets: ['Putrefy'] },
        { pass: true },
      ],
      { cards },
    );
    expect(g.has('SpellCountered', '701.6')).toBe(true);
    expect(g.names('p1', 'graveyard')).toContain('Putrefy');
    expect(g.names('p2', 'battlefield')).toContain('Grizzly Bears');
  });

  it('near miss: "Creature spells you control can\'t be countered" (about other spells) stays text', () => {
    const c = card('Test Field', '{2}{G}', 'Enchantment', "Creature spells you control can't be countered.");
    expect(unenforced(c)).toEqual(["Creature spells you control can't be countered."]);
  });
});
