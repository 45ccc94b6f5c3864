// "Whenever you sacrifice …" / "an opponent sacrifices …" / "a player sacrifices …" on compiled
// real cards (CR 701.21a, 603.10a): only a permanent sacrificed, by whom the text names, matched
// as it last existed; a creature destroyed does not trigger them. Near miss: "one or more" (one
// trigger per batch) stays text.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const devil = card(
  'Mayhem Devil',
  '{1}{B}{R}',
  'Creature — Devil',
  'Whenever a player sacrifices a permanent, this creature deals 1 damage to any target.',
  '3/3',
);
const briar = card(
  'Bloodbriar',
  '{2}{G}',
  'Creature — Plant Elemental',
  'Whenever you sacrifice another permanent, put a +1/+1 counter on this creature.',
  '2/3',
);
const tracker = card(
  'Vengeful Tracker',
  '{2}{R}',
  'Creature — Human Rogue',
  'Whenever an opponent sacrifices an artifact, this creature deals 2 damage to them.',
  '3/2',
);
const vampire = card(
  'Bloodthrone Vampire',
  '{1}{B}',
  'Creature — Vampire',
  'Sacrifice a creature: This creature gets +2/+2 until end of turn.',
  '1/1',
);
const edict = card('Cruel Edict', '{1}{B}', 'Sorcery', 'Target opponent sacrifices a creature of their choice.');
const stone = card('Mind Stone', '{2}', 'Artifact', '{T}: Add {C}.\n{1}, {T}, Sacrifice this artifact: Draw a card.');
const CARDS = compiled(devil, briar, tracker, vampire, edict, stone);

/** Resolves the whole stack, both players passing each time (CR 117.4). */
function resolveAll(g: Game): void {
  for (let i = 0; i < 10 && g.state.stack.length > 0 && !g.state.pendingDecision; i++) g.act({ pass: true });
}

describe('sacrifice triggers (CR 701.21a)', () => {
  it('its controller sacrifices another creature: Bloodbriar gets a +1/+1 counter, Mayhem Devil deals 1', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'briar', card: 'Bloodbriar' },
              { id: 'vamp', card: 'Bloodthrone Vampire' },
              { id: 'devil', card: 'Mayhem Devil' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ activate: 'vamp' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ decide: [g.get('bears').id] });
    // Both trigger on the one sacrifice (CR 603.2); their controller orders them (603.3b).
    expect(g.state.pendingDecision?.kind).toBe('chooseOrder');
    g.act({ decide: ['0', '1'] });
    expect(g.state.pendingDecision?.purpose).toBe('targets');
    g.act({ decide: ['p2'] });
    resolveAll(g);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.get('briar').counters['+1/+1']).toBe(1);
    expect(pt(g, 'briar')).toEqual([3, 4]);
    expect(g.state.players.p2.life).toBe(19);
    expect(pt(g, 'vamp')).toEqual([3, 3]);
  });

  it('a permanent sacrificing itself sees itself leave (CR 603.10a): Mayhem Devil triggers; Bloodbriar does not for itself ("another")', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'vamp', card: 'Bloodthrone Vampire' },
              { id: 'devil', card: 'Mayhem Devil' },
              { id: 'briar', card: 'Bloodbriar' },
            ],
          },
        },
      },
      [{ activate: 'vamp' }],
      { cards: CARDS },
    );
    g.act({ decide: [g.get('devil').id] });
    // Both trigger: the Devil sees itself leave (603.10a), and it is another permanent to Bloodbriar.
    expect(g.state.pendingDecision?.kind).toBe('chooseOrder');
    g.act({ decide: ['0', '1'] });
    g.act({ decide: ['p2'] });
    resolveAll(g);
    expect(g.state.players.p2.life).toBe(19);
    expect(g.get('briar').counters['+1/+1']).toBe(1);

    // Now Bloodbriar itself is sacrificed: "another permanent" — no counter goes anywhere, no trigger.
    g.act({ activate: 'vamp' });
    g.act({ decide: [g.get('briar').id] });
    expect(g.state.pendingDecision).toBeNull();
    expect(g.state.stack.length).toBe(1);
  });

  it('an opponent sacrifices (Cruel Edict): Mayhem Devil triggers for any player, Bloodbriar ("you") does not', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Swamp', 'Swamp', { id: 'briar', card: 'Bloodbriar' }, { id: 'devil', card: 'Mayhem Devil' }],
            hand: [{ id: 'edict', card: 'Cruel Edict' }],
          },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'edict', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.state.pendingDecision?.purpose).toBe('targets');
    g.act({ decide: ['p2'] });
    resolveAll(g);
    expect(g.state.players.p2.life).toBe(19);
    expect(g.get('briar').counters['+1/+1'] ?? 0).toBe(0);
  });

  it('a creature destroyed is not sacrificed: no trigger', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', { id: 'devil', card: 'Mayhem Devil' }, { id: 'briar', card: 'Bloodbriar' }],
            hand: [{ id: 'bolt', card: 'Lightning Bolt' }],
          },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'bolt', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.state.pendingDecision).toBeNull();
    expect(g.state.stack).toEqual([]);
  });

  it('Vengeful Tracker: only an opponent sacrificing an artifact; "them" is that player', () => {
    const g = game(
      {
        turn: { ...main, active: 'p2' },
        players: {
          p1: {
            battlefield: [
              { id: 'tracker', card: 'Vengeful Tracker' },
              { id: 'mine', card: 'Mind Stone' },
            ],
          },
          p2: { battlefield: ['Island', { id: 'stone', card: 'Mind Stone' }], library: ['Island'] },
        },
      },
      [{ activate: 'stone', ability: 1 }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Mind Stone']);
    // The Tracker's trigger goes on the stack above the Stone's ability (CR 603.3).
    expect(g.state.stack.length).toBe(2);
    resolveAll(g);
    expect(g.state.players.p2.life).toBe(18);
    expect(g.state.players.p1.life).toBe(20);
    expect(g.names('p2', 'hand')).toEqual(['Island']);
  });

  // "them" after "Creatures you control get +1/+3" (Rally to Battle) is the group that instruction
  // pumped (CR 608.2c), never the spell itself: those-creatures-group.test.ts plays it.

  it('near miss: "Whenever you sacrifice one or more Foods" (one trigger per batch) stays text', () => {
    const c = card(
      'Gingerbrute Lover',
      '{1}{G}',
      'Creature — Human',
      'Whenever you sacrifice one or more Foods, put a +1/+1 counter on this creature.',
      '2/2',
    );
    expect(unenforced(c)).toEqual(['Whenever you sacrifice one or more Foods, put a +1/+1 counter on this creature.']);
  });
});
