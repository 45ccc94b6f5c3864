// "put a +1/+1 counter on equipped creature if it's green" (CR 608.2c): "it" names the equipped
// creature just named, checked as the trigger resolves. Ring of Kalonia on Grizzly Bears gives it
// a counter at your upkeep; on a colorless creature, none. Wings of Hubris's "Sacrifice it at the
// beginning of the next end step" (the equipped creature, once the Equipment is gone) stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, pt, unenforced } from './compiled';

const ring = card(
  'Ring of Kalonia',
  '{2}',
  'Artifact — Equipment',
  "Equipped creature has trample. (It can deal excess combat damage to the player or planeswalker it's attacking.)\nAt the beginning of your upkeep, put a +1/+1 counter on equipped creature if it's green.\nEquip {1} ({1}: Attach to target creature you control. Equip only as a sorcery.)",
);
const golem = card('Bronze Golem', '{3}', 'Artifact Creature — Golem', '', '2/2');
const wings = card(
  'Wings of Hubris',
  '{2}',
  'Artifact — Equipment',
  "Equipped creature has flying.\nSacrifice this Equipment: Equipped creature can't be blocked this turn. Sacrifice it at the beginning of the next end step.\nEquip {1} ({1}: Attach to target creature you control. Equip only as a sorcery.)",
);
const CARDS = compiled(ring, golem);

function upkeep(creature: string) {
  return game(
    {
      turn: { number: 2, active: 'p2', phase: 'main1' },
      players: {
        p1: {
          library: ['Forest', 'Forest'],
          battlefield: [
            { id: 'c', card: creature },
            { id: 'ring', card: 'Ring of Kalonia', attachedTo: 'c' },
          ],
        },
      },
    },
    [],
    { cards: CARDS },
  );
}

describe('"if it\'s green" after "equipped creature" (CR 608.2c)', () => {
  it('a green equipped creature gets the counter', () => {
    const g = upkeep('Grizzly Bears');
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'main1' });
    expect(g.error).toBeNull();
    expect(pt(g, 'c')).toEqual([3, 3]);
  });

  it('a colorless equipped creature does not', () => {
    const g = upkeep('Bronze Golem');
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'main1' });
    expect(g.error).toBeNull();
    expect(pt(g, 'c')).toEqual([2, 2]);
  });

  it('Wings of Hubris: "Sacrifice it" after the Equipment is gone stays text', () => {
    expect(unenforced(wings)).toHaveLength(1);
  });
});
