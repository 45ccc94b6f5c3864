// Spree (CR 702.172a, 700.2h): "Choose one or more modes. As an additional cost to cast this
// spell, pay the costs of the modes chosen" — each mode printed "+ [cost] — …". The total cost
// is the mana cost plus the chosen modes' costs (601.2f); the chosen modes happen in printed
// order (700.2). Real cards played.
import { describe, expect, it } from 'vitest';
import { getObject } from '../../../engine';
import { NO_MORE_MODES } from '../../../engine/casting/modes';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const derailment = card(
  'Explosive Derailment',
  '{R}',
  'Instant',
  'Spree (Choose one or more additional costs.)\n+ {2} — Explosive Derailment deals 4 damage to target creature.\n+ {2} — Destroy target artifact.',
);
const raid = card(
  'Requisition Raid',
  '{W}',
  'Sorcery',
  'Spree (Choose one or more additional costs.)\n+ {1} — Destroy target artifact.\n+ {1} — Destroy target enchantment.\n+ {1} — Put a +1/+1 counter on each creature target player controls.',
);
const heist = card(
  'Great Train Heist',
  '{R}',
  'Instant',
  "Spree (Choose one or more additional costs.)\n+ {2}{R} — Untap all creatures you control. If it's your combat phase, there is an additional combat phase after this phase.\n+ {2} — Creatures you control get +1/+0 and gain first strike until end of turn.\n+ {R} — Choose target opponent. Whenever a creature you control deals combat damage to that player this turn, create a tapped Treasure token.",
);
const hillGiant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const ornithopter = card('Ornithopter', '{0}', 'Artifact Creature — Thopter', 'Flying', '0/2');
const CARDS = compiled(derailment, raid, hillGiant, ornithopter);
const lands = (name: string, n: number) => Array<string>(n).fill(name);

function derailmentWith(mountains: number) {
  return game(
    {
      turn: main,
      players: {
        p1: { battlefield: lands('Mountain', mountains), hand: ['Explosive Derailment'] },
        p2: {
          battlefield: [
            { id: 'giant', card: 'Hill Giant' },
            { id: 'thopter', card: 'Ornithopter' },
          ],
        },
      },
    },
    [{ cast: 'Explosive Derailment' }],
    { cards: CARDS },
  );
}

function tappedLands(g: ReturnType<typeof game>): number {
  return g.state.battlefield.map((id) => getObject(g.state, id)).filter((o) => o?.controller === 'p1' && o.tapped)
    .length;
}

describe('spree (CR 702.172a)', () => {
  it('Explosive Derailment with both modes costs {R}+{2}+{2}: 4 damage to Hill Giant and Ornithopter destroyed', () => {
    const g = derailmentWith(5);
    expect(g.state.pendingDecision?.purpose).toBe('mode');
    // One or more modes (700.2): "No more modes" only once one is chosen.
    expect(g.state.pendingDecision?.options.map((o) => o.value)).toEqual(['0', '1']);
    g.act({ decide: '0' });
    expect(g.state.pendingDecision?.options.map((o) => o.value)).toEqual(['1', NO_MORE_MODES]);
    g.act({ decide: '1' });
    for (let i = 0; i < 3 && g.state.pendingDecision?.purpose === 'targets'; i++)
      g.act({ decide: [/creature/.test(g.state.pendingDecision.prompt) ? g.get('giant').id : g.get('thopter').id] });
    expect(g.state.pendingDecision).toBeNull();
    expect(tappedLands(g)).toBe(5);
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard').sort()).toEqual(['Hill Giant', 'Ornithopter']);
  });

  it('one mode costs {R}+{2}: three Mountains, the artifact only', () => {
    const g = derailmentWith(3);
    g.act({ decide: '1' });
    g.act({ decide: NO_MORE_MODES });
    // Only the chosen mode's target (CR 601.2c): its one legal target, the artifact, is taken.
    expect(g.get('Explosive Derailment').spell?.targets.flat()).toEqual([g.get('thopter').id]);
    expect(g.state.pendingDecision).toBeNull();
    expect(tappedLands(g)).toBe(3);
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Ornithopter']);
    expect(g.names('p2', 'battlefield')).toContain('Hill Giant');
  });

  it("both modes can't be paid with four Mountains: the cast is refused and the card stays in hand", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: lands('Mountain', 4), hand: ['Explosive Derailment'] },
          p2: {
            battlefield: [
              { id: 'giant', card: 'Hill Giant' },
              { id: 'thopter', card: 'Ornithopter' },
            ],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(() =>
      g.perform({
        type: 'cast',
        player: 'p1',
        object: g.get('Explosive Derailment').id,
        modes: [0, 1],
        targets: [g.get('giant').id, g.get('thopter').id],
      }),
    ).toThrow();
    expect(g.names('p1', 'hand')).toEqual(['Explosive Derailment']);
    expect(tappedLands(g)).toBe(0);
  });

  it('Requisition Raid with its third mode only: {W}{1}, a +1/+1 counter on each creature the target player controls', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [...lands('Plains', 2), { id: 'bears', card: 'Grizzly Bears' }],
            hand: ['Requisition Raid'],
          },
          p2: { battlefield: [{ id: 'giant', card: 'Hill Giant' }] },
        },
      },
      [],
      { cards: CARDS },
    );
    g.perform({ type: 'cast', player: 'p1', object: g.get('Requisition Raid').id, modes: [2], targets: ['p1'] });
    expect(tappedLands(g)).toBe(2);
    g.act({ pass: true });
    expect(g.get('bears').counters).toEqual({ '+1/+1': 1 });
    expect(g.get('giant').counters ?? {}).toEqual({});
  });

  it('near miss: Great Train Heist (an additional combat phase) stays text', () => {
    expect(unenforced(heist)).toHaveLength(1);
  });
});
