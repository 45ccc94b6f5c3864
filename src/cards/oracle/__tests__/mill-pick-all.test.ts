// After "mill four cards", every card of a kind or up to N of them (CR 701.17a, 608.2c): "then put
// all Elf cards from among them into your hand" (Cantankerous Keepers: no choice, each milled Elf
// card moves, together), "then put up to two land cards from among them into your hand" (Silvan
// Rally), "then return up to two permanent cards from among them to your hand" (Rickety Gazebo).
// Near miss that stays text: Technomancer ("return any number of artifact creature cards with
// total mana value 6 or less from your graveyard": a total is not read).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, run, unenforced } from './compiled';

const keepers = card(
  'Cantankerous Keepers',
  '{5}{G}',
  'Creature — Elf Soldier',
  'Affinity for Elves (This spell costs {1} less to cast for each Elf you control.)\nWhen this creature enters, mill four cards, then put all Elf cards from among them into your hand.',
  '4/3',
);
// Silvan Rally's instruction, as a sorcery of its own (the Adventure's text).
const rally = card(
  'Silvan Rally',
  '{1}{G}',
  'Sorcery',
  'Mill four cards, then put up to two land cards from among them into your hand.',
);
const technomancer = card(
  'Technomancer',
  '{5}{B}{B}',
  'Artifact Creature — Necron Wizard',
  'When this creature enters, mill three cards, then return any number of artifact creature cards with total mana value 6 or less from your graveyard to the battlefield.',
  '5/1',
);
const CARDS = compiled(keepers, rally);

describe('mill, then every card of a kind or up to two of them (CR 701.17a)', () => {
  it('Cantankerous Keepers: both milled Elf cards go to the hand, the others stay milled', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: Array<string>(6).fill('Forest'),
            hand: ['Cantankerous Keepers'],
            library: ['Llanowar Elves', 'Forest', 'Llanowar Elves', 'Grizzly Bears', 'Island'],
          },
        },
      },
      [{ cast: 'Cantankerous Keepers' }],
      { cards: CARDS },
    );
    run(g);
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toBeFalsy();
    expect(g.names('p1', 'hand')).toEqual(['Llanowar Elves', 'Llanowar Elves']);
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Forest', 'Grizzly Bears']);
    expect(g.names('p1', 'library')).toEqual(['Island']);
  });

  it('Silvan Rally: up to two of the three milled lands are chosen', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest', 'Forest'],
            hand: ['Silvan Rally'],
            library: [{ id: 'f', card: 'Forest' }, { id: 'i', card: 'Island' }, 'Mountain', 'Grizzly Bears', 'Swamp'],
          },
        },
      },
      [{ cast: 'Silvan Rally' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseObjects', min: 0, max: 2 });
    expect(() => g.act({ decide: [g.get('f').id, g.get('i').id, g.find('Mountain')?.id ?? ''] })).toThrow();
    g.act({ decide: [g.get('f').id, g.get('i').id] });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand').sort()).toEqual(['Forest', 'Island']);
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Grizzly Bears', 'Mountain', 'Silvan Rally']);
    expect(g.names('p1', 'library')).toEqual(['Swamp']);
  });

  it('near miss: Technomancer (a total mana value) stays text', () => {
    expect(unenforced(technomancer)).toHaveLength(1);
  });
});
