// "You may return another permanent you control to its owner's hand" (CR 115.10: a choice, not a
// target, made as the ability resolves, 608.2d): any permanent the controller controls except
// the object itself. "If you do" reads whether one was returned; "sacrifice it unless you return
// another creature you control" sacrifices when none is returned (CR 118.12). Real pool cards.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const mechanic = card(
  'Aviary Mechanic',
  '{1}{W}',
  'Creature — Dwarf Artificer',
  "Flying\nWhen this creature enters, you may return another permanent you control to its owner's hand.",
  '1/1',
);
const attendant = card(
  'Indoctrination Attendant',
  '{3}{W}',
  'Creature — Phyrexian Cleric',
  'When this creature enters, you may return another permanent you control to its owner\'s hand. If you do, create a 1/1 colorless Phyrexian Mite artifact creature token with toxic 1 and "This token can\'t block."',
  '3/3',
);
const quickling = card(
  'Quickling',
  '{1}{U}',
  'Creature — Faerie Rogue',
  "Flash\nFlying\nWhen this creature enters, sacrifice it unless you return another creature you control to its owner's hand.",
  '2/2',
);
const CARDS = compiled(mechanic, attendant, quickling);

describe('"return another permanent you control to its owner\'s hand" (CR 115.10, 608.2d)', () => {
  it("Aviary Mechanic: another permanent you control, never itself nor an opponent's", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }, 'Plains', 'Plains'], hand: ['Aviary Mechanic'] },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
        },
      },
      [{ cast: 'Aviary Mechanic' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ decide: true });
    const d = g.state.pendingDecision;
    expect(d?.kind).toBe('chooseObjects');
    expect(d?.candidates).toContain(g.get('bears').id);
    expect(d?.candidates).not.toContain(g.get('Aviary Mechanic').id);
    expect(d?.candidates).not.toContain(g.get('spider').id);
    g.act({ decide: [g.get('bears').id] });
    expect(g.names('p1', 'hand')).toEqual(['Grizzly Bears']);
    expect(g.get('Aviary Mechanic').zone).toBe('battlefield');
  });

  it('Indoctrination Attendant: "If you do" makes a Mite only when a permanent was returned', () => {
    const board = (battlefield: string[]) => ({
      turn: main,
      players: { p1: { battlefield, hand: ['Indoctrination Attendant'] } },
    });
    const yes = game(
      board(['Grizzly Bears', 'Plains', 'Plains', 'Plains', 'Plains']),
      [{ cast: 'Indoctrination Attendant' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(yes.error).toBeNull();
    yes.act({ decide: true });
    yes.act({ decide: [yes.get('Grizzly Bears').id] });
    expect(yes.names('p1', 'hand')).toEqual(['Grizzly Bears']);
    expect(yes.names('p1', 'battlefield')).toContain('Phyrexian Mite Token (token)');
    const no = game(
      board(['Grizzly Bears', 'Plains', 'Plains', 'Plains', 'Plains']),
      [{ cast: 'Indoctrination Attendant' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    no.act({ decide: false });
    expect(no.names('p1', 'hand')).toEqual([]);
    expect(no.names('p1', 'battlefield')).not.toContain('Phyrexian Mite Token (token)');
  });

  it('Quickling: with no other creature to return, it is sacrificed', () => {
    const g = game(
      { turn: main, players: { p1: { battlefield: ['Island', 'Island'], hand: ['Quickling'] } } },
      [{ cast: 'Quickling' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    if (g.state.pendingDecision) g.act({ decide: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Quickling']);
  });

  it('near miss: "another permanent you control that shares a permanent type with it" stays text (Cloudstone Curio)', () => {
    const curio = card(
      'Cloudstone Curio',
      '{3}',
      'Artifact',
      "Whenever a nonartifact permanent you control enters, you may return another permanent you control that shares a permanent type with it to its owner's hand.",
    );
    expect(unenforced(curio)).toHaveLength(1);
  });
});
