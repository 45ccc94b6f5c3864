// "Sacrifice it unless you discard a land card", "… unless you discard two cards", "Then discard
// two cards unless you discard an artifact card" (CR 701.9a, 118.12, 118.3): a discard of a kind
// of card is made only of cards of that kind; after "unless" it is a cost, paid in full or not at
// all, and if it isn't paid (declined, or not payable) the instruction happens. Real cards. Near
// miss: "unless you return two Forests you control to their owner's hand" stays text.
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const wurm = card(
  'Fallow Wurm',
  '{2}{G}',
  'Creature — Wurm',
  'When this creature enters, sacrifice it unless you discard a land card.',
  '4/4',
);
const avatar = card(
  'Avatar of Discord',
  '{B/R}{B/R}{B/R}',
  'Creature — Avatar',
  '({B/R} can be paid with either {B} or {R}.)\nFlying\nWhen this creature enters, sacrifice it unless you discard two cards.',
  '5/3',
);
const thirst = card(
  'Thirst for Knowledge',
  '{2}{U}',
  'Instant',
  'Draw three cards. Then discard two cards unless you discard an artifact card.',
);
const wrench = card(
  'Wrench Mind',
  '{B}{B}',
  'Sorcery',
  'Target player discards two cards unless they discard an artifact card.',
);
const ornithopter = card('Ornithopter', '{0}', 'Artifact Creature — Thopter', 'Flying', '0/2');
const CARDS = compiled(wurm, avatar, thirst, wrench, ornithopter);

/** Passes until a decision is asked or the stack is empty (CR 117.4). */
function passUntilAsked(g: Game): void {
  for (let i = 0; i < 8 && g.state.stack.length && !g.state.pendingDecision; i++) g.act({ pass: true });
}

/** Casts `name` with `lands` and `hand` (besides it), passing until its trigger or spell asks. */
function cast(name: string, lands: string[], hand: string[], library: string[] = []): Game {
  const g = game(
    { turn: main, players: { p1: { battlefield: lands, hand: [name, ...hand], library } } },
    [{ cast: name }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  passUntilAsked(g);
  return g;
}

describe('discarding a card of a kind, and "unless you discard …" as a cost', () => {
  it('Fallow Wurm: discarding a land card keeps it; only the land card can be discarded', () => {
    const g = cast('Fallow Wurm', ['Forest', 'Forest', 'Forest'], ['Lightning Bolt', 'Forest']);
    expect(g.state.pendingDecision?.kind).toBe('may');
    // The one land card in hand is the only card it can discard: no choice is asked (CR 701.9a).
    g.act({ decide: true });
    expect(g.state.pendingDecision).toBeNull();
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Fallow Wurm');
    expect(g.names('p1', 'graveyard')).toEqual(['Forest']);
    expect(g.names('p1', 'hand')).toEqual(['Lightning Bolt']);
  });

  it('Fallow Wurm: with no land card in hand, saying yes discards nothing and it is sacrificed', () => {
    const g = cast('Fallow Wurm', ['Forest', 'Forest', 'Forest'], ['Lightning Bolt']);
    if (g.state.pendingDecision?.kind === 'may') g.act({ decide: true });
    passUntilAsked(g);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Fallow Wurm']);
    expect(g.names('p1', 'hand')).toEqual(['Lightning Bolt']);
  });

  it('Avatar of Discord: two cards discarded keep it; with one card, none is discarded and it is sacrificed', () => {
    const paid = cast('Avatar of Discord', ['Swamp', 'Swamp', 'Swamp'], ['Lightning Bolt', 'Forest']);
    paid.act({ decide: true });
    if (paid.state.pendingDecision) paid.act({ decide: [paid.get('Lightning Bolt').id, paid.get('Forest').id] });
    expect(paid.error).toBeNull();
    expect(paid.names('p1', 'battlefield')).toContain('Avatar of Discord');
    expect(paid.names('p1', 'hand')).toEqual([]);
    expect([...paid.names('p1', 'graveyard')].sort()).toEqual(['Forest', 'Lightning Bolt']);

    const short = cast('Avatar of Discord', ['Swamp', 'Swamp', 'Swamp'], ['Lightning Bolt']);
    if (short.state.pendingDecision?.kind === 'may') short.act({ decide: true });
    passUntilAsked(short);
    expect(short.error).toBeNull();
    // A cost is paid in full or not at all (CR 118.3): the one card stays in hand.
    expect(short.names('p1', 'hand')).toEqual(['Lightning Bolt']);
    expect(short.names('p1', 'graveyard')).toEqual(['Avatar of Discord']);
  });

  it('Thirst for Knowledge: discarding the artifact card drawn means no other discard', () => {
    const g = cast('Thirst for Knowledge', ['Island', 'Island', 'Island'], [], ['Ornithopter', 'Forest', 'Shock']);
    expect(g.state.pendingDecision?.kind).toBe('may');
    g.act({ decide: true });
    if (g.state.pendingDecision) g.act({ decide: [g.get('Ornithopter').id] });
    passUntilAsked(g);
    expect(g.error).toBeNull();
    expect([...g.names('p1', 'graveyard')].sort()).toEqual(['Ornithopter', 'Thirst for Knowledge']);
    expect([...g.names('p1', 'hand')].sort()).toEqual(['Forest', 'Shock']);
  });

  it('Thirst for Knowledge: declining discards two cards', () => {
    const g = cast('Thirst for Knowledge', ['Island', 'Island', 'Island'], [], ['Ornithopter', 'Forest', 'Shock']);
    g.act({ decide: false });
    if (g.state.pendingDecision) g.act({ decide: [g.get('Forest').id, g.get('Shock').id] });
    passUntilAsked(g);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toEqual(['Ornithopter']);
    expect([...g.names('p1', 'graveyard')].sort()).toEqual(['Forest', 'Shock', 'Thirst for Knowledge']);
  });

  it('Wrench Mind: the target player chooses; discarding an artifact card spares the rest', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp'], hand: ['Wrench Mind'] },
          p2: { hand: ['Ornithopter', 'Forest', 'Lightning Bolt'] },
        },
      },
      [{ cast: 'Wrench Mind', targets: ['p2'] }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    passUntilAsked(g);
    expect(g.state.pendingDecision?.player).toBe('p2');
    g.act({ decide: true, player: 'p2' });
    if (g.state.pendingDecision) g.act({ decide: [g.get('Ornithopter').id], player: 'p2' });
    passUntilAsked(g);
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Ornithopter']);
    expect([...g.names('p2', 'hand')].sort()).toEqual(['Forest', 'Lightning Bolt']);
  });

  it('near miss: "unless you return two Forests you control to their owner\'s hand" stays text', () => {
    const elephant = card(
      'Bull Elephant',
      '{3}{G}',
      'Creature — Elephant',
      "When this creature enters, sacrifice it unless you return two Forests you control to their owner's hand.",
      '4/4',
    );
    expect(unenforced(elephant)).toHaveLength(1);
  });
});
