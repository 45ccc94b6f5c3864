// An ability in quotation marks that names the permanent giving it (CR 113.7a, 613.1f): "Equipped
// creature has \"{T}, Sacrifice Blazing Torch: Blazing Torch deals 2 damage to any target.\"". The
// card's name there is that permanent, not the creature that has the ability: its cost sacrifices
// it (CR 701.21a) or unattaches it (701.3d), and its effect names it (the damage's source, read as
// it last existed once sacrificed, 608.2h). Real pool Equipment, played in the engine.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const torch = card(
  'Blazing Torch',
  '{1}',
  'Artifact — Equipment',
  'Equipped creature can\'t be blocked by Vampires or Zombies.\nEquipped creature has "{T}, Sacrifice Blazing Torch: Blazing Torch deals 2 damage to any target."\nEquip {1} ({1}: Attach to target creature you control. Equip only as a sorcery.)',
);
const bola = card(
  'Leonin Bola',
  '{1}',
  'Artifact — Equipment',
  'Equipped creature has "{T}, Unattach Leonin Bola: Tap target creature."\nEquip {1}',
);
const boomerang = card(
  'Trusty Boomerang',
  '{1}',
  'Artifact — Equipment',
  'Equipped creature has "{1}, {T}: Tap target creature. Return Trusty Boomerang to its owner\'s hand."\nEquip {1}',
);
const pole = card(
  'Fishing Pole',
  '{1}',
  'Artifact — Equipment',
  'Equipped creature has "{1}, {T}, Tap Fishing Pole: Put a bait counter on Fishing Pole."\nWhenever equipped creature becomes untapped, remove a bait counter from this Equipment. If you do, create a 1/1 blue Fish creature token.\nEquip {2}',
);
const CARDS = compiled(torch, bola, boomerang);
/** The first granted ability's number (derived/abilities.ts GRANTED_ABILITY_BASE). */
const GRANTED = 50;

/** p1's Grizzly Bears (`bears`) equipped with `equipment` (`eq`), two Islands; p2's Hill Giant stand-in Giant Spider. */
function equipped(equipment: string, also: string[] = []) {
  return game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [
            { id: 'bears', card: 'Grizzly Bears' },
            { id: 'eq', card: equipment, attachedTo: 'bears' },
            ...also,
            'Island',
            'Island',
          ],
        },
        p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
      },
    },
    [],
    { cards: CARDS },
  );
}

describe('quoted abilities naming the permanent that gives them (CR 113.7a)', () => {
  it('Blazing Torch: the creature taps and the Torch is sacrificed; the Torch deals 2 damage', () => {
    const g = equipped('Blazing Torch');
    const torchId = g.get('eq').id;
    g.act({ activate: 'bears', ability: GRANTED, targets: ['p2'] });
    // The cost is paid: the Torch is in the graveyard, the creature is tapped and stays.
    expect(g.names('p1', 'graveyard')).toEqual(['Blazing Torch']);
    expect(g.get('bears').tapped).toBe(true);
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(18);
    // Its source is the Torch as it last existed on the battlefield (CR 608.2h), not the creature.
    const damage = g.events.find((e) => e.type === 'DamageDealt');
    expect(damage && 'source' in damage ? damage.source : null).toBe(torchId);
  });

  it('Leonin Bola: the Bola is unattached (it stays on the battlefield) and the target is tapped', () => {
    const g = equipped('Leonin Bola');
    g.act({ activate: 'bears', ability: GRANTED, targets: ['spider'] });
    expect(g.get('eq').attachedTo).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Leonin Bola');
    g.act({ pass: true });
    expect(g.get('spider').tapped).toBe(true);
    // Unattached, the Bola gives the ability no more: the creature has none to activate.
    expect(() => g.act({ activate: 'bears', ability: GRANTED, targets: ['spider'] })).toThrow();
  });

  it("a Blazing Torch an opponent controls, attached to your creature, can't be sacrificed by you (CR 701.21a)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
          p2: { battlefield: [{ id: 'eq', card: 'Blazing Torch', attachedTo: 'bears' }] },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(g.get('eq').attachedTo).toBe(g.get('bears').id);
    expect(() => g.act({ activate: 'bears', ability: GRANTED, targets: ['p2'] })).toThrow(/only by its controller/);
    expect(g.names('p2', 'battlefield')).toEqual(['Blazing Torch']);
  });

  it("Trusty Boomerang: its ability returns the Boomerang (not the creature) to its owner's hand", () => {
    const g = equipped('Trusty Boomerang');
    g.act({ activate: 'bears', ability: GRANTED, targets: ['spider'] });
    g.act({ pass: true });
    expect(g.get('spider').tapped).toBe(true);
    expect(g.names('p1', 'hand')).toEqual(['Trusty Boomerang']);
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
  });

  it('near miss: "Tap Fishing Pole" as a cost stays text', () => {
    expect(unenforced(pole)).toContain(
      'Equipped creature has "{1}, {T}, Tap Fishing Pole: Put a bait counter on Fishing Pole."',
    );
  });
});
