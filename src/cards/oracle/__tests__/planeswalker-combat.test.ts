// Attacking planeswalkers (CR 506.3, 508.1b, 510.1a, 120.3c): each attacking creature attacks the
// defending player or a planeswalker that player controls, said as attackers are declared; the
// defending player blocks either kind; combat damage to a planeswalker removes loyalty counters,
// and a trampler's excess goes to the planeswalker it attacks (702.19b). A planeswalker that
// leaves combat leaves its attackers attacking nothing: unblocked, they deal no damage (506.4c).
import { describe, expect, it } from 'vitest';
import { RULE, type PlayerId } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled } from './compiled';

const garruk = {
  ...card(
    'Garruk Wildspeaker',
    '{2}{G}{G}',
    'Legendary Planeswalker — Garruk',
    '+1: Untap two target lands.\n−1: Create a 3/3 green Beast creature token.\n−4: Creatures you control get +3/+3 and gain trample until end of turn.',
  ),
  loyalty: '3',
};
const hillGiant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const dreadmaw = card(
  'Colossal Dreadmaw',
  '{4}{G}{G}',
  'Creature — Dinosaur',
  "Trample (This creature can deal excess combat damage to the player or planeswalker it's attacking.)",
  '6/6',
);
const CARDS = compiled(garruk, hillGiant, dreadmaw);

const combatTurn = { number: 3, active: 'p1' as const, phase: 'main1' as const };

/** P1 attacks with `attackers`; P2 controls Garruk (`loyalty`) and `blockers`. */
function board(attackers: string[], opts: { loyalty?: number; blockers?: string[]; p1?: object } = {}) {
  return {
    turn: combatTurn,
    players: {
      p1: { battlefield: attackers, library: ['Island'], ...opts.p1 },
      p2: {
        battlefield: [
          { id: 'garruk', card: 'Garruk Wildspeaker', counters: { loyalty: opts.loyalty ?? 4 } },
          ...(opts.blockers ?? []),
        ],
        library: ['Island'],
      },
    },
  };
}

function ruleOf(f: () => unknown): string | null {
  try {
    f();
    return null;
  } catch (e) {
    return (e as { rule?: string }).rule ?? 'no rule';
  }
}

const life = (g: Game, p: PlayerId) => g.state.players[p].life;

describe('attacking a planeswalker (CR 508.1b)', () => {
  it('3 combat damage to a 4-loyalty planeswalker leaves 1; the player takes none', () => {
    const g = game(
      board(['Hill Giant']),
      [{ advance: 'declareAttackers' }, { attack: ['Hill Giant'], at: { 'Hill Giant': 'garruk' } }, { advance: 'end' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('garruk').counters).toEqual({ loyalty: 1 });
    expect(life(g, 'p2')).toBe(20);
    expect(g.has('DamageDealt', RULE.damageToPlaneswalker)).toBe(true);
  });

  it('the declaration says which planeswalker each attacker attacks; the others attack the player', () => {
    const g = game(
      board(['Hill Giant', 'Grizzly Bears']),
      [
        { advance: 'declareAttackers' },
        { attack: ['Hill Giant', 'Grizzly Bears'], at: { 'Hill Giant': 'garruk' } },
        { advance: 'end' },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.events.find((e) => e.type === 'AttackersDeclared')?.text).toMatch(/Hill Giant \(attacking Garruk/);
    expect(life(g, 'p2')).toBe(18);
    expect(g.get('garruk').counters).toEqual({ loyalty: 1 });
  });

  it('3 damage to a 3-loyalty planeswalker: it goes to the graveyard (704.5i)', () => {
    const g = game(
      board(['Hill Giant'], { loyalty: 3 }),
      [{ advance: 'declareAttackers' }, { attack: ['Hill Giant'], at: { 'Hill Giant': 'garruk' } }, { advance: 'end' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Garruk Wildspeaker']);
  });

  it('the defending player may block a creature attacking their planeswalker; blocked, it deals no damage to it', () => {
    const g = game(
      board(['Hill Giant'], { blockers: ['Giant Spider'] }),
      [
        { advance: 'declareAttackers' },
        { attack: ['Hill Giant'], at: { 'Hill Giant': 'garruk' } },
        { block: { 'Giant Spider': 'Hill Giant' } },
        { advance: 'end' },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('garruk').counters).toEqual({ loyalty: 4 });
    expect(g.get('Giant Spider').damage).toBe(3);
  });

  it('a blocked trampler assigns its excess to the planeswalker it attacks, not the player (CR 702.19b)', () => {
    const g = game(
      board(['Colossal Dreadmaw'], { blockers: ['Grizzly Bears'], loyalty: 6 }),
      [
        { advance: 'declareAttackers' },
        { attack: ['Colossal Dreadmaw'], at: { 'Colossal Dreadmaw': 'garruk' } },
        { block: { 'Grizzly Bears': 'Colossal Dreadmaw' } },
        { advance: 'combatDamage' },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision?.prompt).toMatch(/assigned to Garruk Wildspeaker/);
    g.act({ decide: 2 });
    expect(g.get('garruk').counters).toEqual({ loyalty: 2 });
    expect(life(g, 'p2')).toBe(20);
  });

  it('a planeswalker that leaves the battlefield leaves its attacker attacking nothing: unblocked, it deals no damage (CR 506.4c)', () => {
    const g = game(
      board(['Hill Giant'], { loyalty: 3, p1: { battlefield: ['Hill Giant', 'Mountain'], hand: ['Lightning Bolt'] } }),
      [
        { advance: 'declareAttackers' },
        { attack: ['Hill Giant'], at: { 'Hill Giant': 'garruk' } },
        { cast: 'Lightning Bolt', targets: ['garruk'] },
        { pass: true },
        { advance: 'end' },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Garruk Wildspeaker']);
    expect(life(g, 'p2')).toBe(20);
    expect(g.has('Note', RULE.attackingNothing)).toBe(true);
  });

  it("a creature can't attack a planeswalker its own controller controls (CR 508.1b)", () => {
    const g = game(
      {
        turn: combatTurn,
        players: { p1: { battlefield: ['Hill Giant', { id: 'mine', card: 'Garruk Wildspeaker' }] } },
      },
      [{ advance: 'declareAttackers' }],
      { cards: CARDS },
    );
    const giant = g.get('Hill Giant').id;
    expect(
      ruleOf(() => g.perform({ type: 'attack', player: 'p1', attackers: [giant], at: { [giant]: g.get('mine').id } })),
    ).toBe(RULE.attackPlaneswalker);
  });

  it('the legal-action query lists the planeswalkers the attackers may attack', async () => {
    const { legalActions } = await import('../../../engine');
    const g = game(board(['Hill Giant']), [{ advance: 'beginCombat' }], { cards: CARDS });
    expect(legalActions(g.engine.registry, g.state, 'p1').attackablePlaneswalkers).toEqual([g.get('garruk').id]);
  });
});
