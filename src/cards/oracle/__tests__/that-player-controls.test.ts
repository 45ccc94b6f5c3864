// "Whenever this creature deals combat damage to a player, you may have it deal 3 damage to
// target creature that player controls": the player dealt combat damage by your creature is the
// defending player, an opponent (CR 510.1), so the target is a creature an opponent controls.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const thragg = card(
  'Snapping Thragg',
  '{4}{R}',
  'Creature — Beast',
  'Whenever this creature deals combat damage to a player, you may have it deal 3 damage to target creature that player controls.\nMorph {4}{R}{R} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)',
  '3/3',
);

describe('"target creature that player controls" after combat damage to a player', () => {
  it("Snapping Thragg: only the damaged player's creature may be targeted, and takes 3", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'st', card: 'Snapping Thragg' },
              { id: 'mine', card: 'Grizzly Bears' },
            ],
          },
          p2: { battlefield: [{ id: 'theirs', card: 'Grizzly Bears', tapped: true }] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['st'] }, { advance: 'combatDamage' }],
      { cards: compiled(thragg) },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(17);
    const ability = g.state.abilities[g.state.stack[0] ?? ''];
    expect(ability?.targets).toEqual([[g.get('theirs').id]]);
    g.act({ pass: true });
    g.act({ decide: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.get('mine').zone).toBe('battlefield');
  });

  it('"that player" after "target creature an opponent controls" is that opponent (two players, CR 102.2); "for each player, … that player controls" stays text', () => {
    // Breaking of the Fellowship: the second target is one of the same opponent's creatures.
    const breaking = card(
      'Breaking of the Fellowship',
      '{1}{R}',
      'Sorcery',
      'Target creature an opponent controls deals damage equal to its power to another target creature that player controls. The Ring tempts you.',
    );
    expect(unenforced(breaking)).toEqual([]);
    const junker = card(
      'Demonic Junker',
      '{6}{B}',
      'Artifact — Vehicle',
      'Affinity for artifacts (This spell costs {1} less to cast for each artifact you control.)\nWhen this Vehicle enters, for each player, destroy up to one target creature that player controls. If a creature you controlled was destroyed this way, put two +1/+1 counters on this Vehicle.\nCrew 2',
      '4/3',
    );
    expect(unenforced(junker)).toHaveLength(1);
  });
});
