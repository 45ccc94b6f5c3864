import { describe, expect, it } from 'vitest';
import { game } from '../../testing/harness';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };

describe('refusals name the rule that forbids the action', () => {
  it('106.7: a requested mana type the ability could not produce is refused, even when only one type is possible', () => {
    const g = game({ turn: main, players: { p1: { battlefield: ['Reflecting Pool', 'Forest'] } } }, [
      { activate: 'Reflecting Pool', mana: 'U' },
    ]);
    expect(g.error).toMatch(/can't produce \{U\} now: it could produce only \{G\}.*106\.7/);
    expect(g.get('Reflecting Pool').tapped).toBe(false);
    expect(g.state.players.p1.manaPool).toEqual({});
  });
  it('119.4: flashback that costs more life than the player has is refused for that reason', () => {
    const g = game(
      { turn: main, players: { p1: { life: 2, battlefield: ['Island', 'Island'], graveyard: ['Deep Analysis'] } } },
      [{ cast: 'Deep Analysis', alt: 'flashback' }],
    );
    expect(g.error).toMatch(/costs 3 life and p1 has 2.*119\.4/);
    expect(g.names('p1', 'graveyard')).toEqual(['Deep Analysis']);
  });
  it("302.6 on the opponent's turn: the creature has not been controlled continuously since its controller's most recent turn began", () => {
    const g = game(
      {
        turn: { number: 4, active: 'p2', phase: 'main1' },
        players: { p1: { battlefield: [{ card: 'Llanowar Elves', summoningSick: true }] } },
      },
      [{ activate: 'Llanowar Elves', player: 'p1' }],
    );
    expect(g.error).toMatch(
      /hasn't been under its controller's control continuously since their most recent turn began.*302\.6/,
    );
  });
  it('304.4 and 307.4: in sandbox mode an instant or a sorcery card is not put onto the battlefield; it stays where it was', () => {
    const g = game(
      {
        turn: main,
        options: { sandbox: true },
        players: { p1: { hand: ['Lightning Bolt', 'Divination', 'Grizzly Bears'] } },
      },
      [{ move: 'Lightning Bolt', to: 'battlefield' }],
    );
    expect(g.error).toMatch(/Lightning Bolt is an instant: it can't be put onto the battlefield.*304\.4/);
    expect(g.names('p1', 'hand')).toEqual(['Lightning Bolt', 'Divination', 'Grizzly Bears']);
    const s = game({ turn: main, options: { sandbox: true }, players: { p1: { hand: ['Divination'] } } }, [
      { move: 'Divination', to: 'battlefield' },
    ]);
    expect(s.error).toMatch(/Divination is a sorcery.*307\.4/);
    // A permanent card may be moved there, and an instant to any other zone.
    const ok = game(
      { turn: main, options: { sandbox: true }, players: { p1: { hand: ['Lightning Bolt', 'Grizzly Bears'] } } },
      [
        { move: 'Grizzly Bears', to: 'battlefield' },
        { move: 'Lightning Bolt', to: 'exile' },
      ],
    );
    expect(ok.error).toBeNull();
    expect(ok.names('p1', 'battlefield')).toEqual(['Grizzly Bears']);
  });
  it('a wrong answer to a decision cites the rule of that decision (616.1 for the order of replacement effects)', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: [{ id: 'f', card: 'Forest' }, 'Contamination', 'Mana Reflection'] } },
      },
      [{ activate: 'f' }],
    );
    const d = g.state.pendingDecision;
    expect(d?.rule).toBe('616.1');
    expect(() => g.perform({ type: 'decide', player: 'p1', answer: ['nonsense'] })).toThrow(/616\.1/);
    expect(g.state.pendingDecision?.rule).toBe('616.1');
  });
  it("400.3: even in sandbox mode a card goes only to its owner's graveyard, hand or library", () => {
    const g = game({ turn: main, options: { sandbox: true }, players: { p2: { battlefield: ['Plains'] } } }, [
      { move: 'Plains', to: 'graveyard', player: 'p1' },
    ]);
    expect(g.error).toMatch(/belongs to p2: a card goes only to its owner's graveyard.*400\.3/);
    expect(g.names('p2', 'battlefield')).toEqual(['Plains']);
    g.act({ move: 'Plains', to: 'graveyard', player: 'p2' });
    expect(g.names('p2', 'graveyard')).toEqual(['Plains']);
  });
});
