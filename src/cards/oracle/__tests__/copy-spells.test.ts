// Copying a spell (CR 707.10): "Copy target instant or sorcery spell. You may choose new targets
// for the copy." The copy is put on the stack (not cast), controlled by the player who copied it,
// and keeps the original's targets unless that player chooses new ones (707.10c, 115.7d). In a
// cast trigger, "copy that spell" copies the spell whose casting triggered it. Real cards played.
import { describe, expect, it } from 'vitest';
import { getObject } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const leveler = (name: string, cost: string, type: string, text: string, ptBox: string) => ({
  ...card(name, cost, type, text, ptBox),
  layout: 'leveler',
});

const twincast = card(
  'Twincast',
  '{U}{U}',
  'Instant',
  'Copy target instant or sorcery spell. You may choose new targets for the copy.',
);
const dualcaster = card(
  'Dualcaster Mage',
  '{1}{R}{R}',
  'Creature — Human Wizard',
  'Flash\nWhen this creature enters, copy target instant or sorcery spell. You may choose new targets for the copy.',
  '2/2',
);
const cloven = card(
  'Cloven Casting',
  '{5}{U}{R}',
  'Enchantment',
  'Whenever you cast a multicolored instant or sorcery spell, you may pay {1}. If you do, copy that spell. You may choose new targets for the copy.',
);
const echoMage = leveler(
  'Echo Mage',
  '{1}{U}{U}',
  'Creature — Human Wizard',
  'Level up {1}{U} ({1}{U}: Put a level counter on this. Level up only as a sorcery.)\nLEVEL 2-3\n2/4\n{U}{U}, {T}: Copy target instant or sorcery spell. You may choose new targets for the copy.\nLEVEL 4+\n2/5\n{U}{U}, {T}: Copy target instant or sorcery spell twice. You may choose new targets for the copies.',
  '2/3',
);
const helixCard = card(
  'Lightning Helix',
  '{R}{W}',
  'Instant',
  'Lightning Helix deals 3 damage to any target and you gain 3 life.',
);
const drafna = card(
  'Drafna, Founder of Lat-Nam',
  '{1}{U}',
  'Legendary Creature — Human Artificer Advisor',
  "{1}{U}: Return target artifact you control to its owner's hand.\n{3}, {T}: Copy target artifact spell you control. (The copy becomes a token.)",
  '2/1',
);
const ornithopter = card('Ornithopter', '{0}', 'Artifact Creature — Thopter', 'Flying', '0/2');
const CARDS = compiled(twincast, dualcaster, cloven, echoMage, helixCard, drafna, ornithopter);

const ISLANDS = ['Island', 'Island'];
const MOUNTAINS = ['Mountain', 'Mountain', 'Mountain'];

describe('copy target instant or sorcery spell (CR 707.10)', () => {
  it("Twincast on the opponent's Shock: the copy is Twincast's controller's and may take a new target", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ISLANDS, hand: ['Twincast'] },
          p2: { battlefield: ['Mountain', { id: 'bears', card: 'Grizzly Bears' }], hand: ['Shock'] },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Shock', player: 'p2', targets: ['p1'] });
    g.act({ cast: 'Twincast', targets: ['Shock'] });
    expect(g.error).toBeNull();
    g.act({ pass: true });
    // Choose new targets: the Grizzly Bears (CR 707.10c).
    expect(g.state.pendingDecision).toMatchObject({ player: 'p1', purpose: 'new-targets' });
    g.act({ decide: true });
    g.act({ decide: ['bears'] });
    expect(g.stack()).toEqual(['Shock', 'Shock (copy)']);
    const copy = getObject(g.state, g.state.stack[1] as string)!;
    expect(copy.controller).toBe('p1');
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.state.stack).toEqual([]);
    expect(g.names('p2', 'graveyard')).toContain('Grizzly Bears');
    expect(g.state.players.p1.life).toBe(18);
    expect(g.state.players.p2.life).toBe(20);
  });

  it('no new targets: the copy keeps the original target (CR 707.10)', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: [...ISLANDS, 'Mountain'], hand: ['Twincast', 'Shock'] } },
      },
      [{ cast: 'Shock', targets: ['p2'] }],
      { cards: CARDS },
    );
    g.act({ cast: 'Twincast', targets: ['Shock'] });
    g.act({ pass: true });
    g.act({ decide: false });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(16);
  });

  it('Dualcaster Mage, flashed in: its enters trigger copies the spell', () => {
    const g = game(
      {
        turn: main,
        players: { p1: { battlefield: [...MOUNTAINS, 'Mountain'], hand: ['Dualcaster Mage', 'Shock'] } },
      },
      [{ cast: 'Shock', targets: ['p2'] }, { cast: 'Dualcaster Mage' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ pass: true });
    // The Mage entered; its trigger targets the Shock, the only spell on the stack (chosen for p1).
    expect(g.stack()).toEqual(['Shock', 'Dualcaster Mage ability']);
    g.act({ pass: true });
    g.act({ decide: false });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(16);
  });

  it('Echo Mage at level 4: "twice" makes two copies, each may take new targets', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'mage', card: 'Echo Mage', counters: { level: 4 } }, ...ISLANDS, 'Mountain'],
            hand: ['Shock'],
          },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Shock', targets: ['p2'] }],
      { cards: CARDS },
    );
    // Its level 4+ ability is the only copy ability it has now: its first granted one (CR 711.2a).
    g.act({ activate: 'mage', ability: 50, targets: ['Shock'] });
    expect(g.error).toBeNull();
    g.act({ pass: true });
    g.act({ decide: false });
    g.act({ decide: true });
    g.act({ decide: ['bears'] });
    expect(g.stack()).toEqual(['Shock', 'Shock (copy)', 'Shock (copy)']);
    for (let i = 0; i < 3; i++) g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(16);
    expect(g.names('p2', 'graveyard')).toContain('Grizzly Bears');
  });
});

describe('a copy of a permanent spell (CR 707.10f)', () => {
  it('Drafna copies an artifact spell you control: the copy resolves into a token, then the card', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [{ id: 'drafna', card: 'Drafna, Founder of Lat-Nam' }, 'Island', 'Island', 'Island'],
            hand: ['Ornithopter'],
          },
        },
      },
      [{ cast: 'Ornithopter' }],
      { cards: CARDS },
    );
    g.act({ activate: 'drafna', ability: 1, targets: ['Ornithopter'] });
    expect(g.error).toBeNull();
    g.act({ pass: true });
    expect(g.stack()).toEqual(['Ornithopter', 'Ornithopter (copy)']);
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield').filter((n) => n.startsWith('Ornithopter'))).toEqual([
      'Ornithopter (copy)',
      'Ornithopter',
    ]);
    // The copy became a token (CR 111.1); the card did not.
    const tokens = g.state.battlefield.map((id) => getObject(g.state, id)!).filter((o) => o.token);
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.copyOf).toBeTruthy();
  });
});

describe('copy that spell, in a cast trigger', () => {
  function helix(lands: string[]) {
    return game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Cloven Casting', ...lands],
            hand: ['Lightning Helix'],
          },
        },
      },
      [{ cast: 'Lightning Helix', targets: ['p2'] }],
      { cards: CARDS },
    );
  }

  it('Cloven Casting: pay {1}, the multicolored spell is copied (its copy is not cast)', () => {
    const g = helix(['Mountain', 'Plains', 'Mountain']);
    expect(g.stack()).toEqual(['Lightning Helix', 'Cloven Casting ability']);
    g.act({ pass: true });
    g.act({ decide: true });
    expect(g.error).toBeNull();
    g.act({ decide: false });
    expect(g.stack()).toEqual(['Lightning Helix', 'Lightning Helix (copy)']);
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(14);
    expect(g.state.players.p1.life).toBe(26);
  });

  it('Cloven Casting: not paid, no copy', () => {
    const g = helix(['Mountain', 'Plains', 'Mountain']);
    g.act({ pass: true });
    g.act({ decide: false });
    expect(g.stack()).toEqual(['Lightning Helix']);
    g.act({ pass: true });
    expect(g.state.players.p2.life).toBe(17);
  });
});

describe('near misses stay text', () => {
  it('a copy with an exception, or one returned to hand first', () => {
    const fork = card(
      'Fork',
      '{R}{R}',
      'Instant',
      'Copy target instant or sorcery spell, except that the copy is red. You may choose new targets for the copy.',
    );
    const narset = card(
      "Narset's Reversal",
      '{U}{U}',
      'Instant',
      "Copy target instant or sorcery spell, then return it to its owner's hand. You may choose new targets for the copy.",
    );
    expect(unenforced(fork)).toHaveLength(1);
    expect(unenforced(narset)).toHaveLength(1);
    // Copying an ability is read now (copy-abilities.test.ts); an ability from a source of one
    // kind only ("from a colorless source", Abstruse Archaic) is that file's near miss.
  });
});
