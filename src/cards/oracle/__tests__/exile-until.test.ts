// "When this enchantment enters, exile target nonland permanent an opponent controls until this
// enchantment leaves the battlefield" (CR 610.3): one ability. The card returns under its owner's
// control the moment the permanent leaves — no triggered ability — and if the permanent has
// already left by the time the ability resolves, nothing is exiled (the Banishing Light ruling).
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const light = card(
  'Banishing Light',
  '{2}{W}',
  'Enchantment',
  'When this enchantment enters, exile target nonland permanent an opponent controls until this enchantment leaves the battlefield.',
);
const hole = card(
  'Portable Hole',
  '{W}',
  'Artifact',
  'When this artifact enters, exile target nonland permanent an opponent controls with mana value 2 or less until this artifact leaves the battlefield.',
);
const warden = card(
  'Fairgrounds Warden',
  '{2}{W}',
  'Creature — Dwarf Soldier',
  'When this creature enters, exile target creature an opponent controls until this creature leaves the battlefield.',
  '1/3',
);

const CARDS = compiled(light, hole, warden);

describe('exile until this permanent leaves the battlefield (CR 610.3)', () => {
  it('Banishing Light exiles the creature; when it is destroyed the creature returns under its owner’s control, a new object', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Banishing Light'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }, 'Plains', 'Forest'], hand: ['Disenchant'] },
        },
      },
      [{ cast: 'Banishing Light' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'exile')).toEqual(['Grizzly Bears']);
    const exiled = g.get('bears').id;
    g.act({ cast: 'Disenchant', player: 'p2', targets: ['Banishing Light'] });
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Banishing Light']);
    expect(g.names('p2', 'exile')).toEqual([]);
    expect(g.names('p2', 'battlefield')).toEqual(['Plains', 'Forest', 'Grizzly Bears']);
    expect(g.get('bears').id).not.toBe(exiled);
    expect(g.get('bears').controller).toBe('p2');
    expect(g.has('ZoneChanged', RULE.exileUntil)).toBe(true);
    // The return is not a triggered ability: nothing went on the stack.
    expect(g.stack()).toEqual([]);
  });

  it('if Banishing Light leaves before its ability resolves, nothing is exiled', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Banishing Light'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }, 'Plains', 'Forest'], hand: ['Disenchant'] },
        },
      },
      [{ cast: 'Banishing Light' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Banishing Light ability']);
    g.act({ cast: 'Disenchant', player: 'p2', targets: ['Banishing Light'] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.stack()).toEqual([]);
    expect(g.names('p2', 'battlefield')).toEqual(['Grizzly Bears', 'Plains', 'Forest']);
    expect(g.names('p2', 'exile')).toEqual([]);
  });

  it('Portable Hole: only a nonland permanent with mana value 2 or less is a legal target', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Plains'], hand: ['Portable Hole'] },
          p2: {
            battlefield: [
              { id: 'spider', card: 'Giant Spider' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ cast: 'Portable Hole' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // The only legal target (the Spider's mana value is 4) is taken without asking.
    expect(g.names('p2', 'exile')).toEqual(['Grizzly Bears']);
    expect(g.names('p2', 'battlefield')).toEqual(['Giant Spider']);
  });

  it('Fairgrounds Warden dies: the exiled creature comes back', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Fairgrounds Warden'] },
          p2: { battlefield: ['Grizzly Bears', 'Mountain'], hand: ['Lightning Bolt'] },
        },
      },
      [{ cast: 'Fairgrounds Warden' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'exile')).toEqual(['Grizzly Bears']);
    g.act({ cast: 'Lightning Bolt', player: 'p2', targets: ['Fairgrounds Warden'] });
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual(['Fairgrounds Warden']);
    expect(g.names('p2', 'battlefield')).toEqual(['Mountain', 'Grizzly Bears']);
  });

  it('near misses stay text: a rider about the exiled card’s name', () => {
    expect(
      unenforced(
        card(
          "Ixalan's Binding",
          '{3}{W}',
          'Enchantment',
          "When this enchantment enters, exile target nonland permanent an opponent controls until this enchantment leaves the battlefield.\nYour opponents can't cast spells with the same name as the exiled card.",
        ),
      ),
    ).toEqual(["Your opponents can't cast spells with the same name as the exiled card."]);
  });
});
