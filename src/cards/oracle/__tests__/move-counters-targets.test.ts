// "Move a +1/+1 counter from ~ onto target creature" / "… from target creature you control onto ~"
// (CR 122.1: the counter is removed from one permanent and put on the other; 115.1: the target
// is chosen as the ability is put on the stack). Real cards played.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const fluxmage = card(
  'Simic Fluxmage',
  '{2}{U}',
  'Creature — Merfolk Wizard',
  'Evolve (Whenever a creature you control enters, if that creature has greater power or toughness than this creature, put a +1/+1 counter on this creature.)\n{1}{U}, {T}: Move a +1/+1 counter from this creature onto target creature.',
  '1/2',
);
const rootKin = card(
  'Cytoplast Root-Kin',
  '{2}{G}{G}',
  'Creature — Elemental Mutant',
  'Graft 4 (This creature enters with four +1/+1 counters on it. Whenever another creature enters, you may move a +1/+1 counter from this creature onto it.)\nWhen this creature enters, put a +1/+1 counter on each other creature you control with a +1/+1 counter on it.\n{2}: Move a +1/+1 counter from target creature you control onto this creature.',
  '0/0',
);
const CARDS = compiled(fluxmage, rootKin);
const library = ['Island', 'Island', 'Island', 'Island', 'Island', 'Island'];

describe('moving a +1/+1 counter to or from a target (CR 122.1)', () => {
  it('Simic Fluxmage moves one of its counters onto the target creature', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'flux', card: 'Simic Fluxmage', counters: { '+1/+1': 2 } }, 'Island', 'Island'],
            library,
          },
          p2: { battlefield: ['Grizzly Bears'], library },
        },
      },
      [{ activate: 'flux', ability: 0, targets: ['Grizzly Bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('flux').counters['+1/+1']).toBe(1);
    expect(g.get('Grizzly Bears').counters['+1/+1']).toBe(1);
  });

  it('Cytoplast Root-Kin takes a counter from the creature you control it targets', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'kin', card: 'Cytoplast Root-Kin', counters: { '+1/+1': 1 } },
              { id: 'bears', card: 'Grizzly Bears', counters: { '+1/+1': 2 } },
              'Forest',
              'Forest',
            ],
            library,
          },
          p2: { library },
        },
      },
      [{ activate: 'kin', ability: 0, targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('kin').counters['+1/+1']).toBe(2);
    expect(g.get('bears').counters['+1/+1']).toBe(1);
  });

  it('near miss stays text: two targets ("onto a second target creature") are not read yet', () => {
    const daghatar = card(
      'Daghatar the Adamant',
      '{3}{W}',
      'Legendary Creature — Human Warrior',
      'Vigilance\nDaghatar enters with four +1/+1 counters on it.\n{1}{B/G}{B/G}: Move a +1/+1 counter from target creature onto a second target creature.',
      '0/0',
    );
    expect(unenforced(daghatar)).toEqual([
      '{1}{B/G}{B/G}: Move a +1/+1 counter from target creature onto a second target creature.',
    ]);
  });
});
