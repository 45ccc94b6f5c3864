// "Reveal the top N cards of your library" (CR 701.20a: every player sees them) and the choices
// among them: "Put all Goblin cards revealed this way into your hand and the rest on the bottom
// of your library in any order" (every match, no choice; 401.4: the owner orders the rest), "You
// may put a creature or enchantment card from among them into your hand. Put the rest into your
// graveyard", "Put up to two creature cards with mana value 3 or less from among them onto the
// battlefield" (Collected Company, looked at). Real pool cards, played in the engine.
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const ringleader = card(
  'Goblin Ringleader',
  '{3}{R}',
  'Creature — Goblin',
  'When this creature enters, reveal the top four cards of your library. Put all Goblin cards revealed this way into your hand and the rest on the bottom of your library in any order.',
  '2/2',
);
const commune = card(
  'Commune with the Gods',
  '{1}{G}',
  'Sorcery',
  'Reveal the top five cards of your library. You may put a creature or enchantment card from among them into your hand. Put the rest into your graveyard.',
);
const cocoa = card(
  'Collected Company',
  '{3}{G}',
  'Instant',
  'Look at the top six cards of your library. Put up to two creature cards with mana value 3 or less from among them onto the battlefield. Put the rest on the bottom of your library in any order.',
);
const goblin = card('Goblin Piker', '{1}{R}', 'Creature — Goblin Warrior', "This creature can't block.", '2/1');
const CARDS = compiled(ringleader, commune, cocoa, goblin);

describe('reveal the top N cards (CR 701.20a)', () => {
  it('Goblin Ringleader: every Goblin of the four goes to the hand, no choice; the others go on the bottom in the order chosen', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'],
            hand: ['Goblin Ringleader'],
            library: [
              { id: 'g1', card: 'Goblin Piker' },
              { id: 'i1', card: 'Island' },
              { id: 'g2', card: 'Goblin Piker' },
              { id: 'b1', card: 'Lightning Bolt' },
              { id: 'x', card: 'Forest' },
            ],
          },
        },
      },
      [{ cast: 'Goblin Ringleader' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const revealed = g.events.find((e) => e.type === 'Revealed' && e.rule === RULE.reveal);
    expect(revealed?.objects).toHaveLength(4);
    // Only the order of the two others is asked (401.4).
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ kind: 'chooseOrder' });
    g.act({ decide: [g.get('b1').id, g.get('i1').id] });
    expect(g.names('p1', 'hand')).toEqual(['Goblin Piker', 'Goblin Piker']);
    expect(g.state.players.p1.library).toEqual([g.get('x').id, g.get('b1').id, g.get('i1').id]);
  });

  it('Commune with the Gods: a creature or enchantment card may go to the hand, the rest to the graveyard', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest', 'Forest'],
            hand: ['Commune with the Gods'],
            library: [
              { id: 'i1', card: 'Island' },
              { id: 'bear', card: 'Grizzly Bears' },
              { id: 'b1', card: 'Lightning Bolt' },
              { id: 'i2', card: 'Island' },
              { id: 'i3', card: 'Island' },
              { id: 'x', card: 'Forest' },
            ],
          },
        },
      },
      [{ cast: 'Commune with the Gods' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({
      kind: 'chooseObjects',
      min: 0,
      max: 1,
      candidates: [g.get('bear').id],
    });
    g.act({ decide: [g.get('bear').id] });
    expect(g.names('p1', 'hand')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'graveyard').sort()).toEqual([
      'Commune with the Gods',
      'Island',
      'Island',
      'Island',
      'Lightning Bolt',
    ]);
    expect(g.state.players.p1.library).toEqual([g.get('x').id]);
  });

  it('Collected Company: up to two creature cards with mana value 3 or less onto the battlefield', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest', 'Forest', 'Forest', 'Forest'],
            hand: ['Collected Company'],
            library: [
              { id: 'bear', card: 'Grizzly Bears' },
              { id: 'piker', card: 'Goblin Piker' },
              { id: 'ring', card: 'Goblin Ringleader' },
              'Island',
              'Island',
              'Island',
            ],
          },
        },
      },
      [{ cast: 'Collected Company' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    const d = g.state.pendingDecision;
    // Goblin Ringleader has mana value 4: no candidate; nothing is revealed by a look.
    expect(d).toMatchObject({ kind: 'chooseObjects', min: 0, max: 2 });
    expect([...(d?.candidates ?? [])].sort()).toEqual([g.get('bear').id, g.get('piker').id].sort());
    expect(g.events.some((e) => e.type === 'Revealed')).toBe(false);
    g.act({ decide: [g.get('bear').id, g.get('piker').id] });
    // The other four go on the bottom in the order chosen (401.4).
    const order = g.state.pendingDecision;
    expect(order).toMatchObject({ kind: 'chooseOrder' });
    expect(order?.options).toHaveLength(4);
    g.act({ decide: (order?.options ?? []).map((o) => o.value) });
    expect(g.get('bear').zone).toBe('battlefield');
    expect(g.get('piker').zone).toBe('battlefield');
  });

  it('near miss: "An opponent chooses a creature card from among them" stays text (another player chooses)', () => {
    const magnetism = card(
      'Animal Magnetism',
      '{4}{G}',
      'Sorcery',
      'Reveal the top five cards of your library. An opponent chooses a creature card from among them. Put that card onto the battlefield and the rest into your graveyard.',
    );
    expect(unenforced(magnetism)).toHaveLength(1);
  });
});
