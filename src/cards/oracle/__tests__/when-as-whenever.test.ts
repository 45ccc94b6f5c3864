// "When this creature becomes blocked", "When enchanted creature blocks" (CR 603.2): "When"
// triggers as "Whenever" does, each time the event happens. Real cards. Near miss: "When you play
// another land" (not an event the engine reads) stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const raider = card(
  'Saprazzan Raider',
  '{2}{U}',
  'Creature — Merfolk',
  "When this creature becomes blocked, return it to its owner's hand.",
  '1/2',
);
const dwindle = card(
  'Dwindle',
  '{2}{U}',
  'Enchantment — Aura',
  'Enchant creature\nEnchanted creature gets -6/-0.\nWhen enchanted creature blocks, destroy it. (The attacking creature remains blocked.)',
);
const CARDS = compiled(raider, dwindle);

describe('"When" trigger events read as "Whenever" (CR 603.2)', () => {
  it("Saprazzan Raider blocked by Giant Spider returns to its owner's hand", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'r', card: 'Saprazzan Raider' }] },
          p2: { battlefield: [{ id: 's', card: 'Giant Spider' }] },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['r'] }, { pass: true }, { block: { s: 'r' }, player: 'p2' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    for (let i = 0; i < 3 && !g.stack().length; i++) g.act({ pass: true });
    expect(g.stack()).toEqual(['Saprazzan Raider ability']);
    g.act({ pass: true });
    expect(g.names('p1', 'hand')).toEqual(['Saprazzan Raider']);
  });

  it('Dwindle on a blocker: when it blocks, it is destroyed', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
          p2: {
            battlefield: [
              { id: 's', card: 'Giant Spider' },
              { id: 'd', card: 'Dwindle', attachedTo: 's' },
            ],
          },
        },
      },
      [{ advance: 'declareAttackers' }, { attack: ['bears'] }, { pass: true }, { block: { s: 'bears' }, player: 'p2' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    for (let i = 0; i < 3 && !g.stack().length; i++) g.act({ pass: true });
    expect(g.stack()).toEqual(['Dwindle ability']);
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toContain('Giant Spider');
  });

  it('near miss: "When you play another land" stays text', () => {
    const c = card(
      'City of Traitors',
      '',
      'Land',
      'When you play another land, sacrifice this land.\n{T}: Add {C}{C}.',
    );
    expect(unenforced(c)).toEqual(['When you play another land, sacrifice this land.']);
  });
});
