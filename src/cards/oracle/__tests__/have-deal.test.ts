// "… unless that creature's controller has ~ deal 5 damage to them", "Target opponent may have ~
// deal 4 damage to them. If that player doesn't, …", "any opponent may have it deal 4 damage to
// them. If a player does, …" (CR 118.12, 118.12a): the one player named chooses whether to be
// dealt the damage; the instruction happens only if they don't. "Any player may …" (each player
// in turn may choose) stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const salvo = card(
  'Blazing Salvo',
  '{R}',
  'Instant',
  "Blazing Salvo deals 3 damage to target creature unless that creature's controller has Blazing Salvo deal 5 damage to them.",
);
const influence = card(
  'Molten Influence',
  '{1}{R}',
  'Instant',
  'Counter target instant or sorcery spell unless its controller has Molten Influence deal 4 damage to them.',
);
const risk = card(
  'Risk Factor',
  '{2}{R}',
  'Instant',
  "Target opponent may have Risk Factor deal 4 damage to them. If that player doesn't, you draw three cards.\nJump-start (You may cast this card from your graveyard by discarding a card in addition to paying its other costs. Then exile this card.)",
);
const devil = card(
  'Vexing Devil',
  '{R}',
  'Creature — Devil',
  'When this creature enters, any opponent may have it deal 4 damage to them. If a player does, sacrifice this creature.',
  '4/3',
);
const browbeat = card(
  'Browbeat',
  '{2}{R}',
  'Sorcery',
  'Any player may have Browbeat deal 5 damage to them. If no one does, target player draws three cards.',
);
const giant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const CARDS = compiled(salvo, influence, risk, devil, giant);
const mountains = (n: number) => Array<string>(n).fill('Mountain');

function salvoGame() {
  const g = game(
    {
      turn: main,
      players: {
        p1: { hand: ['Blazing Salvo'], battlefield: mountains(1) },
        p2: { battlefield: [{ id: 'giant', card: 'Hill Giant' }] },
      },
    },
    [],
    { cards: CARDS },
  );
  g.act({ cast: 'Blazing Salvo', targets: ['giant'] });
  g.act({ pass: true });
  expect(g.state.pendingDecision?.player).toBe('p2');
  return g;
}

describe('"unless [player] has ~ deal N damage to them" (CR 118.12a)', () => {
  it("Blazing Salvo: the creature's controller takes 5 damage, and the creature is dealt none", () => {
    const g = salvoGame();
    g.act({ decide: true, player: 'p2' });
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(15);
    expect(g.names('p2', 'battlefield')).toContain('Hill Giant');
  });

  it('Blazing Salvo: declining, the creature is dealt 3 damage and the player none', () => {
    const g = salvoGame();
    g.act({ decide: false, player: 'p2' });
    expect(g.state.players.p2.life).toBe(20);
    expect(g.names('p2', 'graveyard')).toContain('Hill Giant');
  });

  it("Molten Influence: the spell's controller chooses 4 damage, or their spell is countered", () => {
    const play = (take: boolean) => {
      const g = game(
        {
          turn: main,
          players: {
            p1: { hand: ['Lightning Bolt'], battlefield: mountains(1) },
            p2: { hand: ['Molten Influence'], battlefield: mountains(2) },
          },
        },
        [],
        { cards: CARDS },
      );
      g.act({ cast: 'Lightning Bolt', targets: ['p2'] });
      // p2 answers with the Bolt on the stack (the sandbox lets either player act).
      g.act({ cast: 'Molten Influence', player: 'p2', targets: [g.get('Lightning Bolt').id] });
      expect(g.error).toBeNull();
      g.act({ pass: true });
      expect(g.state.pendingDecision?.player).toBe('p1');
      g.act({ decide: take, player: 'p1' });
      if (g.stack().length) g.act({ pass: true });
      return g;
    };
    const took = play(true);
    expect(took.state.players.p1.life).toBe(16);
    expect(took.state.players.p2.life).toBe(17);
    const declined = play(false);
    expect(declined.state.players.p1.life).toBe(20);
    expect(declined.state.players.p2.life).toBe(20);
    expect(declined.names('p1', 'graveyard')).toContain('Lightning Bolt');
  });
});

describe('"[player] may have ~ deal N damage to them. If that player does / doesn\'t, …" (CR 118.12)', () => {
  const riskGame = () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Risk Factor'], battlefield: mountains(3), library: ['Island', 'Island', 'Island', 'Island'] },
          p2: {},
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Risk Factor', targets: ['p2'] });
    g.act({ pass: true });
    expect(g.state.pendingDecision?.player).toBe('p2');
    return g;
  };

  it('Risk Factor: the target opponent takes 4 damage, and you draw nothing', () => {
    const g = riskGame();
    g.act({ decide: true, player: 'p2' });
    expect(g.state.players.p2.life).toBe(16);
    expect(g.names('p1', 'hand')).toEqual([]);
  });

  it("Risk Factor: if that player doesn't, you draw three cards", () => {
    const g = riskGame();
    g.act({ decide: false, player: 'p2' });
    expect(g.state.players.p2.life).toBe(20);
    expect(g.names('p1', 'hand')).toEqual(['Island', 'Island', 'Island']);
  });

  it('Vexing Devil: the opponent takes 4 damage and it is sacrificed, or it stays', () => {
    const play = (take: boolean) => {
      const g = game(
        { turn: main, players: { p1: { hand: ['Vexing Devil'], battlefield: mountains(1) }, p2: {} } },
        [],
        { cards: CARDS },
      );
      g.act({ cast: 'Vexing Devil' });
      g.act({ pass: true });
      g.act({ pass: true });
      expect(g.state.pendingDecision?.player).toBe('p2');
      g.act({ decide: take, player: 'p2' });
      return g;
    };
    const took = play(true);
    expect(took.state.players.p2.life).toBe(16);
    expect(took.names('p1', 'graveyard')).toEqual(['Vexing Devil']);
    const declined = play(false);
    expect(declined.state.players.p2.life).toBe(20);
    expect(declined.names('p1', 'battlefield')).toContain('Vexing Devil');
  });

  it('Browbeat: "any player may …" (each player in turn may choose) stays text', () => {
    expect(unenforced(browbeat)).toHaveLength(1);
  });
});
