// "You may have this creature assign its combat damage as though it weren't blocked" (CR 510.1c):
// as the blocked creature assigns combat damage its controller chooses; yes, all of it goes to the
// player it attacks and none to its blockers, which still deal theirs to it; no, it is assigned to
// its blockers as usual. An unblocked one isn't asked. Indomitable Might's "Enchanted creature's
// controller may have it …" stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const thorn = card(
  'Thorn Elemental',
  '{5}{G}{G}',
  'Creature — Elemental',
  "You may have this creature assign its combat damage as though it weren't blocked.",
  '7/7',
);
const might = card(
  'Indomitable Might',
  '{3}{G}',
  'Enchantment — Aura',
  "Flash\nEnchant creature\nEnchanted creature gets +3/+3.\nEnchanted creature's controller may have it assign its combat damage as though it weren't blocked.",
);
const CARDS = compiled(thorn);

/** Thorn Elemental (t) attacks p2, who blocks with Grizzly Bears (gb) if `block`; on to combat damage. */
function attack(block: boolean) {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: [{ id: 't', card: 'Thorn Elemental' }] },
        p2: { battlefield: [{ id: 'gb', card: 'Grizzly Bears' }] },
      },
    },
    [{ advance: 'declareAttackers' }, { attack: ['t'] }, { advance: 'declareBlockers' }],
    { cards: CARDS },
  );
  g.act({ block: block ? { gb: 't' } : {}, player: 'p2' });
  g.act({ advance: 'main2' });
  expect(g.error).toBeNull();
  return g;
}

describe('"assign its combat damage as though it weren\'t blocked" (CR 510.1c)', () => {
  it('yes: 7 to p2, the Bears take none and deal 2 to it', () => {
    const g = attack(true);
    const d = g.state.pendingDecision;
    expect(d?.kind).toBe('may');
    expect(d?.player).toBe('p1');
    g.act({ decide: true });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(13);
    expect(g.get('gb').zone).toBe('battlefield');
    expect(g.get('gb').damage).toBe(0);
    expect(g.get('t').damage).toBe(2);
  });

  it('no: the Bears are assigned the damage and die; p2 stays at 20', () => {
    const g = attack(true);
    g.act({ decide: false });
    if (g.state.pendingDecision) g.act({ decide: 7 });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(20);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it('unblocked: no question, 7 to p2', () => {
    const g = attack(false);
    expect(g.state.pendingDecision).toBeNull();
    expect(g.state.players.p2.life).toBe(13);
  });

  it("near miss: Indomitable Might's version for the enchanted creature stays text", () => {
    expect(unenforced(might)).toEqual([
      "Enchanted creature's controller may have it assign its combat damage as though it weren't blocked.",
    ]);
  });
});
