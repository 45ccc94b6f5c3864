// "Equip [quality] [cost]" (CR 702.6c, a variant of equip, 702.6a): "[Cost]: Attach this
// permanent to target [quality] creature you control. Activate only as a sorcery." It can target
// only a creature with that quality, even when the Equipment has another equip ability. Real
// cards played.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const blackblade = card(
  'Blackblade Reforged',
  '{2}',
  'Legendary Artifact — Equipment',
  'Equipped creature gets +1/+1 for each land you control.\nEquip legendary creature {3}\nEquip {7}',
);
const CARDS = compiled(blackblade);

function board() {
  return {
    turn: main,
    players: {
      p1: {
        battlefield: [
          { id: 'blade', card: 'Blackblade Reforged' },
          { id: 'dog', card: 'Isamaru, Hound of Konda' },
          { id: 'bears', card: 'Grizzly Bears' },
          'Plains',
          'Plains',
          'Plains',
        ],
      },
    },
  };
}

describe('equip [quality] (CR 702.6c)', () => {
  it('Blackblade Reforged: "Equip legendary creature {3}" attaches it to Isamaru (legendary) for {3}; 5/5 with three lands', () => {
    const g = game(board(), [{ activate: 'blade', ability: 0, targets: ['dog'] }, { pass: true }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(g.get('blade').attachedTo).toBe(g.get('dog').id);
    expect(pt(g, 'dog')).toEqual([5, 5]);
  });

  it('Grizzly Bears is not legendary: the {3} equip ability can not target it', () => {
    const g = game(board(), [{ activate: 'blade', ability: 0, targets: ['bears'] }], { cards: CARDS });
    expect(g.error).not.toBeNull();
    expect(g.get('blade').attachedTo).toBeNull();
  });

  it('near misses stay text: a list of creature types, "creature token"', () => {
    const robe = card(
      'Robe of the Archmagi',
      '{2}{U}',
      'Artifact — Equipment',
      'Whenever equipped creature deals combat damage to a player, you draw that many cards.\nEquip {4}\nEquip Shaman, Warlock, or Wizard {1}',
    );
    expect(unenforced(robe)).toContain('Equip Shaman, Warlock, or Wizard {1}');
    const pennant = card(
      'Team Pennant',
      '{1}',
      'Artifact — Equipment',
      'Equipped creature gets +1/+1 and has vigilance and trample.\nEquip creature token {1}\nEquip {3}',
    );
    expect(unenforced(pennant)).toEqual(['Equip creature token {1}']);
  });
});
