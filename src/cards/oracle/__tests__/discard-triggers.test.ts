// Discard and cycling triggers on compiled real cards (CR 701.9, 702.29c, 702.29d): "When you
// cycle this card" triggers from the graveyard the card was cycled into; "Whenever you cycle
// another card" only for cycling; "Whenever you cycle or discard a card" once for a card cycled;
// "Whenever an opponent discards a card" once per card; a card filter ("a creature card") is
// matched in the card's new zone. Near miss: "one or more cards for the first time each turn" stays
// text ("one or more cards", one trigger per batch: discard-batch-triggers.test.ts).
import { describe, expect, it } from 'vitest';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const renewedFaith = card(
  'Renewed Faith',
  '{2}{W}',
  'Instant',
  'You gain 6 life.\nCycling {1}{W} ({1}{W}, Discard this card: Draw a card.)\nWhen you cycle this card, you may gain 2 life.',
);
const healer = card(
  'Drannith Healer',
  '{1}{W}',
  'Creature — Human Cleric',
  'Whenever you cycle another card, you gain 1 life.\nCycling {1} ({1}, Discard this card: Draw a card.)',
  '2/2',
);
const adept = card(
  'Flameblade Adept',
  '{R}',
  'Creature — Jackal Warrior',
  'Menace\nWhenever you cycle or discard a card, this creature gets +1/+0 until end of turn.',
  '1/2',
);
const constrictor = card(
  'Noose Constrictor',
  '{1}{G}',
  'Creature — Snake',
  'Reach\nDiscard a card: This creature gets +1/+1 until end of turn.',
  '2/2',
);
const megrim = card(
  'Megrim',
  '{2}{B}',
  'Enchantment',
  'Whenever an opponent discards a card, this enchantment deals 2 damage to that player.',
);
const mindRot = card('Mind Rot', '{2}{B}', 'Sorcery', 'Target player discards two cards.');
const greenGoblin = card(
  'Green Goblin, Nemesis',
  '{2}{B}{R}',
  'Legendary Creature — Goblin Human Villain',
  'Flying\nWhenever you discard a nonland card, put a +1/+1 counter on target Goblin you control.\nWhenever you discard a land card, create a tapped Treasure token.',
  '3/3',
);

/** Answers the order of one player's simultaneous triggers (CR 603.3b), as listed. */
function anyOrder(g: Game): void {
  const d = g.state.pendingDecision;
  if (d?.kind === 'chooseOrder') g.act({ decide: d.options.map((o) => o.value) });
}
const CARDS = compiled(renewedFaith, healer, adept, constrictor, megrim, mindRot);

describe('"When you cycle this card" (CR 702.29c)', () => {
  it('Renewed Faith cycled: its trigger, from the graveyard, gains 2 life; the cycling draws', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Plains', 'Plains'],
            hand: [{ id: 'faith', card: 'Renewed Faith' }],
            library: ['Island'],
          },
        },
      },
      [{ activate: 'faith' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Renewed Faith']);
    // The trigger resolves first (it went on the stack above the cycling ability): "you may".
    g.act({ decide: true });
    expect(g.state.players.p1.life).toBe(22);
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.names('p1', 'hand')).toEqual(['Island']);
  });

  it('Renewed Faith discarded another way (to a Noose Constrictor) is not cycled: no trigger', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'dog', card: 'Noose Constrictor' }],
            hand: [{ id: 'faith', card: 'Renewed Faith' }],
          },
        },
      },
      [{ activate: 'dog' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Renewed Faith']);
    // Only the Mongrel's ability is on the stack (the color choice comes as it resolves).
    expect(g.state.stack).toHaveLength(1);
  });
});

describe('"Whenever you cycle another card" and "cycle or discard" (CR 702.29d)', () => {
  it('cycling a card: Drannith Healer gains 1 life, Flameblade Adept triggers once', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Plains', 'Drannith Healer', { id: 'adept', card: 'Flameblade Adept' }],
            hand: [{ id: 'cycled', card: 'Drannith Healer' }],
            library: ['Island'],
          },
        },
      },
      [{ activate: 'cycled' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    anyOrder(g);
    // The cycling ability and two triggers: one each, not one per "cycle" and per "discard".
    expect(g.state.stack).toHaveLength(3);
    for (let i = 0; i < 6 && g.state.stack.length; i++) g.act({ pass: true });
    expect(g.state.players.p1.life).toBe(21);
    expect(pt(g, 'adept')).toEqual([2, 2]);
  });

  it('discarding without cycling (Noose Constrictor): the Adept triggers, the Healer does not', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Drannith Healer',
              { id: 'adept', card: 'Flameblade Adept' },
              { id: 'dog', card: 'Noose Constrictor' },
            ],
            hand: ['Island'],
          },
        },
      },
      [{ activate: 'dog' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(2);
    g.act({ pass: true });
    expect(pt(g, 'adept')).toEqual([2, 2]);
    expect(g.state.players.p1.life).toBe(20);
  });
});

describe('"Whenever an opponent discards a card" (CR 701.9)', () => {
  it('Megrim: Mind Rot makes the opponent discard two cards, 2 damage for each', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Megrim'], hand: ['Mind Rot'] },
          p2: { hand: ['Island', 'Forest'] },
        },
      },
      [{ cast: 'Mind Rot', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // One trigger for each card discarded (CR 603.2c), in an order Megrim's controller chooses.
    anyOrder(g);
    expect(g.names('p2', 'graveyard').sort()).toEqual(['Forest', 'Island']);
    expect(g.state.stack).toHaveLength(2);
    for (let i = 0; i < 4 && g.state.stack.length; i++) g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(16);
  });

  it('Megrim: its controller discarding triggers nothing', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: ['Megrim', { id: 'dog', card: 'Noose Constrictor' }], hand: ['Island'] } },
      },
      [{ activate: 'dog' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(1);
  });
});

describe('a discarded card of a kind (Green Goblin, Nemesis)', () => {
  const cards = [...CARDS, ...compiled(greenGoblin)];
  const board = (discarded: string) =>
    game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'goblin', card: 'Green Goblin, Nemesis' },
              { id: 'snake', card: 'Noose Constrictor' },
            ],
            hand: [{ id: 'it', card: discarded }, 'Plains'],
          },
        },
      },
      [{ activate: 'snake' }],
      { cards },
    );

  it('a nonland card discarded: a +1/+1 counter on the Goblin, no Treasure', () => {
    const g = board('Grizzly Bears');
    expect(g.error).toBeNull();
    g.act({ decide: ['it'] });
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears']);
    for (let i = 0; i < 4 && g.state.stack.length; i++) g.act({ pass: true });
    expect(g.get('goblin').counters['+1/+1']).toBe(1);
    expect(g.names('p1', 'battlefield')).not.toContain('Treasure Token (token)');
  });

  it('a land card discarded: a tapped Treasure, no counter', () => {
    const g = board('Swamp');
    g.act({ decide: ['it'] });
    expect(g.names('p1', 'graveyard')).toEqual(['Swamp']);
    for (let i = 0; i < 4 && g.state.stack.length; i++) g.act({ pass: true });
    expect(g.get('goblin').counters['+1/+1'] ?? 0).toBe(0);
    expect(g.names('p1', 'battlefield')).toContain('Treasure Token (token)');
  });

  it('near miss: "one or more cards for the first time each turn" stays text', () => {
    const raven = card(
      'Waste Not Test',
      '{1}{B}',
      'Enchantment',
      'Whenever you discard one or more cards for the first time each turn, you gain 1 life.',
    );
    expect(unenforced(raven)).toHaveLength(1);
  });
});
