// Provoke (CR 702.39a): "Whenever this creature attacks, you may have target creature defending
// player controls untap and block this creature this combat if able" — one choice for the untap
// and the block requirement (509.1c, turn/block-requirements.ts). Goblin Grappler provokes a
// tapped Grizzly Bears: it untaps, and a declaration without it blocking the Grappler is refused;
// declined, the Bears stay tapped and need not block. Hunter Sliver gives provoke to a Sliver.
// A creature the requirement names that can't block the attacker (no flying or reach against
// Swooping Talon) is free. "All Cats gain provoke until end of turn" (The Cheetah Planet) stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const REMINDER =
  'Provoke (Whenever this creature attacks, you may have target creature defending player controls untap and block it if able.)';
const grappler = card('Goblin Grappler', '{R}', 'Creature — Goblin', REMINDER, '1/1');
const hunter = card(
  'Hunter Sliver',
  '{1}{R}',
  'Creature — Sliver',
  'All Sliver creatures have provoke. (Whenever a Sliver attacks, its controller may have target creature defending player controls untap and block it if able.)',
  '1/1',
);
const talon = card(
  'Swooping Talon',
  '{4}{W}{W}',
  'Creature — Bird Soldier',
  `Flying\n{1}: This creature loses flying until end of turn.\n${REMINDER}`,
  '2/6',
);
const CARDS = compiled(grappler, hunter, talon);

/** p1 attacks with `attacker` (a1) and Grizzly Bears (a2); p2 has a tapped Grizzly Bears (b1) and Llanowar Elves (b2). */
function provoke(attacker: string, yes: boolean) {
  const g = game(
    {
      turn: main,
      players: {
        p1: {
          battlefield: [
            { id: 'a1', card: attacker },
            { id: 'a2', card: 'Grizzly Bears' },
          ],
        },
        p2: {
          battlefield: [
            { id: 'b1', card: 'Grizzly Bears', tapped: true },
            { id: 'b2', card: 'Llanowar Elves' },
          ],
        },
      },
    },
    [{ advance: 'declareAttackers' }, { attack: ['a1', 'a2'] }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  if (g.state.pendingDecision) g.act({ decide: [g.get('b1').id] });
  expect(g.stack()).toEqual([`${attacker} ability`]);
  g.act({ pass: true });
  g.act({ decide: yes });
  expect(g.error).toBeNull();
  return g;
}

describe('provoke (CR 702.39a)', () => {
  it('Goblin Grappler provokes the tapped Bears: they untap and must block the Grappler', () => {
    const g = provoke('Goblin Grappler', true);
    expect(g.get('b1').tapped).toBe(false);
    expect(() => g.act({ block: {}, player: 'p2' })).toThrow(/Grizzly Bears must block Goblin Grappler if able/);
    expect(() => g.act({ block: { b1: 'a2' }, player: 'p2' })).toThrow(/509\.1c|must block/);
    g.act({ block: { b1: 'a1', b2: 'a2' }, player: 'p2' });
    g.act({ advance: 'end' });
    expect(g.names('p1', 'graveyard')).toEqual(['Goblin Grappler']);
    expect(g.names('p2', 'graveyard')).toEqual(['Llanowar Elves']);
  });

  it('declined: the Bears stay tapped and no block is required', () => {
    const g = provoke('Goblin Grappler', false);
    expect(g.get('b1').tapped).toBe(true);
    g.act({ block: {}, player: 'p2' });
    g.act({ advance: 'end' });
    expect(g.state.players.p2.life).toBe(17);
  });

  it('the requirement lasts this combat only: the next combat asks nothing', () => {
    const g = provoke('Goblin Grappler', true);
    g.act({ block: { b1: 'a1' }, player: 'p2' });
    g.act({ advance: 'end' });
    expect(g.state.effects.some((e) => e.mustBlock)).toBe(false);
  });

  it('Hunter Sliver gives a Sliver provoke: Hunter Sliver itself provokes', () => {
    const g = provoke('Hunter Sliver', true);
    expect(g.get('b1').tapped).toBe(false);
    expect(() => g.act({ block: {}, player: 'p2' })).toThrow(/must block Hunter Sliver/);
    g.act({ block: { b1: 'a1' }, player: 'p2' });
  });

  it("Swooping Talon (flying) provokes the Bears: untapped, but they can't block it, so no block is required", () => {
    const g = provoke('Swooping Talon', true);
    expect(g.get('b1').tapped).toBe(false);
    g.act({ block: {}, player: 'p2' });
    expect(g.error).toBeNull();
  });

  it('"All Cats gain provoke until end of turn" stays text', () => {
    const planet = card(
      'The Cheetah Planet',
      '',
      "Plane — Outside Mutter's Spiral",
      'Whenever chaos ensues, all Cats gain provoke until end of turn. (Whenever a Cat attacks, its controller may have target creature defending player controls untap and block it if able.)',
    );
    expect(unenforced(planet)).toHaveLength(1);
  });
});
