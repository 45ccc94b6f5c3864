/**
 * "Whenever ~ deals (combat) damage", naming no recipient, triggers once for all the damage the
 * creature deals at once (CR 510.2: combat damage is dealt simultaneously; 603.2c; Armadillo
 * Cloak's ruling), with "that much" the total; "deals combat damage to a creature" still triggers
 * for each creature dealt damage.
 */
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, run } from './compiled';

const KATANA = card(
  'Quintessential Katana',
  '{W}',
  'Artifact — Equipment',
  'Equipped creature gets +1/+1 and has "Whenever this creature deals combat damage, untap it and you gain 2 life."\nEquip {2}',
);
const CLOAK = card(
  'Armadillo Cloak',
  '{1}{G}{W}',
  'Enchantment — Aura',
  'Enchant creature\nEnchanted creature gets +2/+2 and has trample.\nWhenever enchanted creature deals damage, you gain that much life.',
);
const TRAMPLER = card('Trampling Ox', '{3}{G}', 'Creature — Ox', 'Trample', '5/5');
const CUB = card('Lion Cub', '{W}', 'Creature — Cat', '', '1/1');
const CARDS = compiled(KATANA, CLOAK, TRAMPLER, CUB);

/** p1's Ox (with `extra` attached) attacks; p2 blocks with two 1/1 Lion Cubs; p1 assigns 1 to each, the rest tramples over. */
function attackThroughTwo(extra: string) {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [
            { id: 'ox', card: 'Trampling Ox' },
            { card: extra, attachedTo: 'ox' },
          ],
        },
        p2: {
          battlefield: [
            { id: 'a', card: 'Lion Cub' },
            { id: 'b', card: 'Lion Cub' },
          ],
        },
      },
    },
    [{ advance: 'declareAttackers' }, { attack: ['ox'] }, { advance: 'declareBlockers' }],
    { cards: CARDS },
  );
  g.act({ block: { a: 'ox', b: 'ox' }, player: 'p2' });
  g.act({ advance: 'main2' });
  // Lethal damage to each blocker, the rest to the player (CR 702.19c).
  for (let i = 0; i < 6 && g.state.pendingDecision?.kind === 'chooseNumber'; i++)
    g.act({ decide: 1, player: g.state.pendingDecision.player });
  run(g);
  return g;
}

describe('"Whenever ~ deals damage" with no recipient: one trigger for damage dealt at once (CR 510.2, 603.2c)', () => {
  it('Quintessential Katana: a trampler dealing damage to two blockers and the player gains 2 life once', () => {
    const g = attackThroughTwo('Quintessential Katana');
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard').sort()).toEqual(['Lion Cub', 'Lion Cub']);
    // 6 power (5 + Katana's 1): 1 to each Cub, 4 to the player.
    expect(g.state.players.p2.life).toBe(16);
    expect(g.state.players.p1.life).toBe(22);
    expect(g.get('ox').tapped).toBe(false);
  });

  it('Armadillo Cloak: the life gained is all the damage dealt at once (7 power: 1 + 1 + 5)', () => {
    const g = attackThroughTwo('Armadillo Cloak');
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(15);
    expect(g.state.players.p1.life).toBe(27);
  });
});
