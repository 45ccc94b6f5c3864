// Ward with a cost other than mana (CR 702.21a): "Whenever this creature becomes the target of a
// spell or ability an opponent controls, counter it unless that player pays 3 life / discards a
// card." That player is asked only when they can pay in full (CR 118.3; life: 119.4). Real cards
// played against an opponent's Lightning Bolt.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, unenforced } from './compiled';

const shieldmage = card(
  'Owlin Shieldmage',
  '{3}{W}{B}',
  'Creature — Bird Warlock',
  'Flying\nWard—Pay 3 life. (Whenever this creature becomes the target of a spell or ability an opponent controls, counter it unless that player pays 3 life.)',
  '3/3',
);
const regent = card(
  'Westgate Regent',
  '{3}{B}{B}',
  'Creature — Vampire',
  'Flying\nWard—Discard a card. (Whenever this creature becomes the target of a spell or ability an opponent controls, counter it unless that player discards a card.)\nWhenever this creature deals combat damage to a player, put that many +1/+1 counters on it.',
  '4/4',
);
const CARDS = compiled(shieldmage, regent);

/** p2 (at `life`, holding `hand` besides the Bolt) casts Lightning Bolt at p1's `name`. */
function bolt(name: string, life = 20, hand: string[] = []) {
  const g = game(
    {
      turn: { number: 4, active: 'p2', phase: 'main1' },
      players: {
        p1: { battlefield: [{ id: 'it', card: name }] },
        p2: { life, battlefield: ['Mountain'], hand: ['Lightning Bolt', ...hand] },
      },
    },
    [{ cast: 'Lightning Bolt', targets: ['it'], player: 'p2' }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  expect(g.stack()).toEqual(['Lightning Bolt', `${name} ability`]);
  g.act({ pass: true });
  return g;
}

describe('ward with a life or discard cost (CR 702.21a)', () => {
  it("Owlin Shieldmage: the Bolt's caster pays 3 life and the Bolt resolves", () => {
    const g = bolt('Owlin Shieldmage');
    expect(g.state.pendingDecision).toMatchObject({ player: 'p2', kind: 'may' });
    g.act({ decide: true, player: 'p2' });
    expect(g.state.players.p2.life).toBe(17);
    expect(g.stack()).toEqual(['Lightning Bolt']);
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Owlin Shieldmage']);
  });

  it('Owlin Shieldmage: declining, the Bolt is countered and no life is paid', () => {
    const g = bolt('Owlin Shieldmage');
    g.act({ decide: false, player: 'p2' });
    expect(g.stack()).toEqual([]);
    expect(g.state.players.p2.life).toBe(20);
    expect(g.names('p2', 'graveyard')).toEqual(['Lightning Bolt']);
    expect(g.get('it').damage).toBe(0);
  });

  it('Owlin Shieldmage: at 2 life the caster is not asked (CR 119.4); the Bolt is countered', () => {
    const g = bolt('Owlin Shieldmage', 2);
    expect(g.state.pendingDecision).toBeNull();
    expect(g.stack()).toEqual([]);
    expect(g.state.players.p2.life).toBe(2);
    expect(g.names('p2', 'graveyard')).toEqual(['Lightning Bolt']);
  });

  it('Westgate Regent: the caster discards the card of their choice and the Bolt resolves', () => {
    const g = bolt('Westgate Regent', 20, ['Forest', 'Island']);
    expect(g.state.pendingDecision).toMatchObject({ player: 'p2', kind: 'may' });
    g.act({ decide: true, player: 'p2' });
    expect(g.state.pendingDecision).toMatchObject({ player: 'p2', kind: 'chooseObjects', min: 1, max: 1 });
    expect(g.state.pendingDecision?.candidates).toHaveLength(2);
    g.act({ decide: [g.state.pendingDecision?.candidates[0] as string], player: 'p2' });
    expect([...g.names('p2', 'graveyard'), ...g.names('p2', 'hand')].sort()).toEqual(['Forest', 'Island']);
    expect(g.names('p2', 'graveyard')).toHaveLength(1);
    expect(g.stack()).toEqual(['Lightning Bolt']);
    g.act({ pass: true });
    expect(g.get('it').damage).toBe(3);
  });

  it('Westgate Regent: with an empty hand the caster is not asked; the Bolt is countered', () => {
    const g = bolt('Westgate Regent');
    expect(g.state.pendingDecision).toBeNull();
    expect(g.stack()).toEqual([]);
    expect(g.names('p2', 'graveyard')).toEqual(['Lightning Bolt']);
  });

  it('near miss: "Ward—Sacrifice a creature." (Vein Ripper) stays text', () => {
    const ripper = card(
      'Vein Ripper',
      '{3}{B}{B}{B}',
      'Creature — Vampire Assassin',
      'Flying\nWard—Sacrifice a creature.\nWhenever a creature dies, target opponent loses 2 life and you gain 2 life.',
      '6/5',
    );
    expect(unenforced(ripper)).toEqual(['Ward—Sacrifice a creature.']);
  });
});
