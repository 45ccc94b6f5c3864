// "Target opponent reveals their hand. You choose a nonland card from it and exile that card."
// (Castigate), "… You choose a nonland card from it. Exile that card." (Night Terrors): the hand
// is revealed (CR 701.20a), the spell's controller chooses among the cards that match, and the
// card chosen is exiled (CR 406.2) — it is not discarded (701.9a), so it never reaches the
// graveyard. Brain Maggot's "Exile that card until this creature leaves the battlefield" (the
// card would come back to the hand, CR 610.3c) and Ghastlord of Fugue's "That player exiles that
// card" stay text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { compileCard } from '../compile';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const castigate = card(
  'Castigate',
  '{W}{B}',
  'Sorcery',
  'Target opponent reveals their hand. You choose a nonland card from it and exile that card.',
);
const nightTerrors = card(
  'Night Terrors',
  '{2}{B}',
  'Sorcery',
  'Target player reveals their hand. You choose a nonland card from it. Exile that card.',
);
const sinCollector = card(
  'Sin Collector',
  '{1}{W}{B}',
  'Creature — Human Cleric',
  'When this creature enters, target opponent reveals their hand. You choose an instant or sorcery card from it and exile that card.',
  '2/1',
);
const brainMaggot = card(
  'Brain Maggot',
  '{1}{B}',
  'Enchantment Creature — Insect',
  'When this creature enters, target opponent reveals their hand and you choose a nonland card from it. Exile that card until this creature leaves the battlefield.',
  '1/1',
);
const ghastlord = card(
  'Ghastlord of Fugue',
  '{U/B}{U/B}{U/B}{U/B}{U/B}',
  'Creature — Spirit Avatar',
  "This creature can't be blocked.\nWhenever this creature deals combat damage to a player, that player reveals their hand. You choose a card from it. That player exiles that card.",
  '4/4',
);

describe('"You choose a nonland card from it and exile that card" (CR 701.20a, 406.2)', () => {
  it('Castigate: the caster chooses among the nonland cards; the card is exiled, not discarded', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Plains', 'Swamp'], hand: ['Castigate'] },
          p2: { hand: ['Forest', { id: 'bears', card: 'Grizzly Bears' }, { id: 'bolt', card: 'Lightning Bolt' }] },
        },
      },
      [{ cast: 'Castigate', targets: ['p2'] }, { pass: true }],
      { cards: compiled(castigate) },
    );
    expect(g.error).toBeNull();
    expect(g.has('Revealed', '701.20a')).toBe(true);
    const d = g.state.pendingDecision;
    // The caster (p1) chooses, not the player whose hand it is; the land is not offered.
    expect(d).toMatchObject({ player: 'p1', kind: 'chooseObjects', min: 1, max: 1 });
    expect(d && 'candidates' in d ? [...d.candidates].sort() : []).toEqual(
      [g.get('bears').id, g.get('bolt').id].sort(),
    );
    g.act({ decide: [g.get('bears').id] });
    expect(g.names('p2', 'exile')).toEqual(['Grizzly Bears']);
    expect(g.names('p2', 'graveyard')).toEqual([]);
    expect(g.names('p2', 'hand').sort()).toEqual(['Forest', 'Lightning Bolt']);
  });

  it('Night Terrors ("… from it. Exile that card."): with only lands in hand, nothing is exiled', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Night Terrors'] },
          p2: { hand: ['Forest', 'Island'] },
        },
      },
      [{ cast: 'Night Terrors', targets: ['p2'] }, { pass: true }],
      { cards: compiled(nightTerrors) },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toBeNull();
    expect(g.has('Revealed', '701.20a')).toBe(true);
    expect(g.names('p2', 'hand').sort()).toEqual(['Forest', 'Island']);
    expect(g.names('p2', 'exile')).toEqual([]);
  });

  it('Sin Collector: its enters trigger offers only the instant or sorcery card, and exiles it', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Plains', 'Swamp', 'Swamp'], hand: ['Sin Collector'] },
          p2: { hand: ['Grizzly Bears', 'Lightning Bolt'] },
        },
      },
      [{ cast: 'Sin Collector' }, { pass: true }],
      { cards: compiled(sinCollector) },
    );
    expect(g.error).toBeNull();
    // The only opponent is the trigger's target; p1 chooses among the instant and sorcery cards.
    g.act({ pass: true });
    const d = g.state.pendingDecision;
    expect(d).toMatchObject({ player: 'p1', kind: 'chooseObjects', candidates: [g.get('Lightning Bolt').id] });
    g.act({ decide: [g.get('Lightning Bolt').id] });
    expect(g.error).toBeNull();
    expect(g.names('p2', 'exile')).toEqual(['Lightning Bolt']);
    expect(g.names('p2', 'hand')).toEqual(['Grizzly Bears']);
    expect(g.names('p2', 'graveyard')).toEqual([]);
  });

  it('near misses stay text: exile "until this creature leaves the battlefield", and "That player exiles that card"', () => {
    expect(compileCard(brainMaggot).status).toBe('none');
    expect(unenforced(ghastlord)).toEqual([
      'Whenever this creature deals combat damage to a player, that player reveals their hand. You choose a card from it. That player exiles that card.',
    ]);
  });
});
