// Reconfigure [cost] (CR 702.151): "[Cost]: Attach this permanent to another target creature you
// control. Activate only as a sorcery" and "[Cost]: Unattach this permanent. Activate only if this
// permanent is attached to a creature and only as a sorcery"; attached to a creature, the
// Equipment isn't a creature (702.151b). Real pool cards played in the engine.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const REMINDER =
  "({2}: Attach to target creature you control; or unattach from a creature. Reconfigure only as a sorcery. While attached, this isn't a creature.)";
const blades = card(
  'Lizard Blades',
  '{1}{R}',
  'Artifact Creature — Equipment Lizard',
  `Double strike\nEquipped creature has double strike.\nReconfigure {2} ${REMINDER}`,
  '1/1',
);
const ripper = card(
  'Razorfield Ripper',
  '{3}',
  'Artifact Creature — Equipment Rhino',
  "Whenever this creature or equipped creature attacks, you get {E} (an energy counter), then it gets +X/+X until end of turn, where X is the amount of {E} you have.\nReconfigure—Pay {2} or {E}{E}{E}. (Pay {2} or {E}{E}{E}: Attach to target creature you control; or unattach from a creature. Reconfigure only as a sorcery. While attached, this isn't a creature.)",
  '1/1',
);
const CARDS = compiled(blades);

function table() {
  return game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [
            { id: 'blades', card: 'Lizard Blades' },
            { id: 'bears', card: 'Grizzly Bears' },
            { id: 'm1', card: 'Mountain' },
            { id: 'm2', card: 'Mountain' },
            { id: 'm3', card: 'Mountain' },
            { id: 'm4', card: 'Mountain' },
          ],
          library: ['Mountain', 'Mountain'],
        },
        p2: { library: ['Mountain', 'Mountain'] },
      },
    },
    [],
    { cards: CARDS },
  );
}

function types(g: ReturnType<typeof table>, ref: string): string[] {
  return characteristics(readContext(g.state, g.engine.registry), g.get(ref)).types;
}
function keywords(g: ReturnType<typeof table>, ref: string): unknown[] {
  return characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords;
}

describe('reconfigure (CR 702.151)', () => {
  it('attached, it is no creature, and equipped creature has double strike; unattached, a creature again', () => {
    const g = table();
    expect(types(g, 'blades')).toEqual(['artifact', 'creature']);
    g.act({ activate: 'blades', ability: 0, targets: [g.get('bears').id] });
    g.act({ pass: true });
    expect(g.get('blades').attachedTo).toBe(g.get('bears').id);
    // CR 702.151b: it stops being a creature while attached; it is still an artifact and an Equipment.
    expect(types(g, 'blades')).toEqual(['artifact']);
    expect(keywords(g, 'bears')).toContain('double strike');
    g.act({ activate: 'blades', ability: 1 });
    g.act({ pass: true });
    expect(g.get('blades').attachedTo).toBeNull();
    expect(types(g, 'blades')).toEqual(['artifact', 'creature']);
    expect(pt(g, 'blades')).toEqual([1, 1]);
    expect(keywords(g, 'bears')).not.toContain('double strike');
  });

  it('equipped creature in combat: 2 first-strike and 2 regular damage', () => {
    const g = table();
    g.act({ activate: 'blades', ability: 0, targets: [g.get('bears').id] });
    g.act({ pass: true });
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['bears'] });
    g.act({ block: {}, player: 'p2' });
    g.act({ advance: 'main2' });
    expect(g.state.players.p2.life).toBe(16);
  });

  it('only as a sorcery, and unattach only while attached to a creature (CR 602.5b, 702.151a)', () => {
    const g = table();
    expect(() => g.act({ activate: 'blades', ability: 1 })).toThrow(/"activate only if" condition is not met/);
    g.act({ advance: 'declareAttackers' });
    expect(() => g.act({ activate: 'blades', ability: 0, targets: [g.get('bears').id] })).toThrow(/only as a sorcery/);
    expect(g.get('blades').attachedTo ?? null).toBeNull();
  });

  it('the equipped creature leaving the battlefield leaves it unattached: a creature again', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Lightning Bolt'],
            battlefield: [
              { id: 'blades', card: 'Lizard Blades' },
              { id: 'bears', card: 'Grizzly Bears' },
              'Mountain',
              'Mountain',
              'Mountain',
            ],
            library: ['Mountain'],
          },
          p2: { library: ['Mountain'] },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ activate: 'blades', ability: 0, targets: [g.get('bears').id] });
    g.act({ pass: true });
    g.act({ cast: 'Lightning Bolt', targets: [g.get('bears').id] });
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Grizzly Bears', 'Lightning Bolt']);
    expect(types(g, 'blades')).toEqual(['artifact', 'creature']);
  });

  it('near miss: a reconfigure cost that is not mana stays text', () => {
    expect(unenforced(ripper)).toContain(
      "Reconfigure—Pay {2} or {E}{E}{E}. (Pay {2} or {E}{E}{E}: Attach to target creature you control; or unattach from a creature. Reconfigure only as a sorcery. While attached, this isn't a creature.)",
    );
  });
});
