// "If a creature dealt damage by this creature this turn would die, exile it instead" (Frostwielder,
// Kumano's Pupils, Incendiary Oracle; CR 614.1a, 700.4): a static replacement of the permanent,
// applying to any creature it dealt damage to this turn, whatever then makes that creature die.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const frostwielder = card(
  'Frostwielder',
  '{2}{R}{R}',
  'Creature — Human Shaman',
  'If a creature dealt damage by this creature this turn would die, exile it instead.\n{T}: This creature deals 1 damage to any target.',
  '1/2',
);
const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const CARDS = compiled(frostwielder, giant);

/** p1 (two Mountains, Frostwielder `fw`, two Lightning Bolts) plays `script`; p2 has Grizzly Bears and Hill Giant. */
function play(script: Parameters<typeof game>[1]) {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: ['Mountain', 'Mountain', { id: 'fw', card: 'Frostwielder' }],
          hand: ['Lightning Bolt', 'Lightning Bolt'],
        },
        p2: {
          battlefield: [
            { id: 'bears', card: 'Grizzly Bears' },
            { id: 'giant', card: 'Hill Giant' },
          ],
        },
      },
    },
    script,
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  return g;
}

describe('"If a creature dealt damage by ~ this turn would die, exile it instead" (CR 614.1a)', () => {
  it('Frostwielder pings Hill Giant, a Lightning Bolt kills it: the Giant is exiled', () => {
    expect(unenforced(frostwielder)).toEqual([]);
    const g = play([
      { activate: 'fw', targets: ['giant'] },
      { pass: true },
      { cast: 'Lightning Bolt', targets: ['giant'] },
      { pass: true },
    ]);
    expect(g.names('p2', 'exile')).toEqual(['Hill Giant']);
    expect(g.names('p2', 'graveyard')).toEqual([]);
    expect(g.has('ReplacementApplied', RULE.insteadReplacement)).toBe(true);
  });

  it('a creature Frostwielder dealt no damage to goes to the graveyard', () => {
    const g = play([
      { activate: 'fw', targets: ['giant'] },
      { pass: true },
      { cast: 'Lightning Bolt', targets: ['bears'] },
      { pass: true },
    ]);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p2', 'exile')).toEqual([]);
  });

  it('near miss: "dealt damage by enchanted creature" (Kumano\'s Blessing) stays text', () => {
    const blessing = card(
      "Kumano's Blessing",
      '{2}{R}',
      'Enchantment — Aura',
      'Flash\nEnchant creature\nIf a creature dealt damage by enchanted creature this turn would die, exile it instead.',
    );
    expect(unenforced(blessing)).toEqual([
      'If a creature dealt damage by enchanted creature this turn would die, exile it instead.',
    ]);
  });
});
