// Three classes of "full" cards that were enforced wrongly (issue 21, never wrong), each fixed
// at its root: {X} in an activated ability's cost is announced and paid (CR 602.2b → 601.2b,
// 107.3a); a stun counter replaces untapping (122.1d); an Aura cast as a spell enters attached
// (303.4f), and "it" after an intervening "if" names that condition's subject (Volition Reins).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { characteristics, readContext } from '../../../engine';
import { compiled, main, pt, unenforced } from './compiled';

const whip = card(
  'Demonspine Whip',
  '{B}{R}',
  'Artifact — Equipment',
  '{X}: Equipped creature gets +X/+0 until end of turn.\nEquip {1}',
);
const reins = card(
  'Volition Reins',
  '{3}{U}{U}{U}',
  'Enchantment — Aura',
  'Enchant permanent\nWhen this Aura enters, if enchanted permanent is tapped, untap it.\nYou control enchanted permanent.',
);
const tranquilize = card(
  'Tranquilize',
  '{1}{U}',
  'Sorcery',
  'Tap target creature an opponent controls and put three stun counters on it. (If a permanent with a stun counter would become untapped, remove one from it instead.)',
);

const boon = card(
  'Boon of Safety',
  '{W}',
  'Instant',
  'Put a shield counter on target creature. (If it would be dealt damage or destroyed, remove a shield counter from it instead.)\nScry 1.',
);
const doomBlade = card('Doom Blade', '{1}{B}', 'Instant', 'Destroy target nonblack creature.');
const wingIt = card(
  'Wing It',
  '{1}{W}',
  'Instant',
  'Target creature gets +2/+2 until end of turn. Put a flying counter on it. Scry 1.',
);
const rakshasa = card(
  'Rot-Curse Rakshasa',
  '{1}{B}',
  'Creature — Demon',
  "Trample\nDecayed (This creature can't block. When it attacks, sacrifice it at end of combat.)\nRenew — {X}{B}{B}, Exile this card from your graveyard: Put a decayed counter on each of X target creatures. Activate only as a sorcery.",
  '5/5',
);

const lands = (name: string, n: number) => Array.from({ length: n }, () => name);

describe("{X} in an activated ability's cost (CR 602.2b, 107.3a)", () => {
  const board = {
    turn: main,
    players: {
      p1: {
        battlefield: [
          ...lands('Swamp', 4),
          { id: 'bears', card: 'Grizzly Bears' },
          { id: 'whip', card: 'Demonspine Whip', attachedTo: 'bears' },
        ],
      },
    },
  };

  it('Demonspine Whip with X = 3: three mana is paid and the equipped creature gets +3/+0', () => {
    const cards = compiled(whip);
    const g = game(board, [{ activate: 'whip', x: 3 }], { cards });
    expect(g.error).toBeNull();
    expect(g.state.abilities[g.state.stack[0] ?? '']?.x).toBe(3);
    // X = 3 costs {3}: three of the four Swamps are tapped to pay it.
    expect(g.events.filter((e) => e.type === 'Tapped').length).toBe(3);
    g.act({ pass: true });
    expect(pt(g, 'bears')).toEqual([5, 2]);
  });

  it('without a given X the player is asked for it, and the answer is what is paid', () => {
    const cards = compiled(whip);
    const g = game(board, [{ activate: 'whip' }], { cards });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseNumber', purpose: 'x', player: 'p1' });
    g.act({ decide: 1 });
    expect(g.events.filter((e) => e.type === 'Tapped').length).toBe(1);
    g.act({ pass: true });
    expect(pt(g, 'bears')).toEqual([3, 2]);
  });

  it('X more than the mana available is refused and nothing changes', () => {
    const cards = compiled(whip);
    const g = game(board, [{ activate: 'whip', x: 5 }], { cards });
    expect(g.error).not.toBeNull();
    expect(g.state.stack).toEqual([]);
    expect(pt(g, 'bears')).toEqual([2, 2]);
  });

  it('an ability with no {X} in its cost refuses an X', () => {
    const cards = compiled(whip);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [...lands('Swamp', 2), { id: 'whip', card: 'Demonspine Whip' }, 'Grizzly Bears'] },
        },
      },
      [{ activate: 'whip', ability: 1, x: 2, targets: ['Grizzly Bears'] }],
      { cards },
    );
    expect(g.error).toMatch(/no X/);
  });
});

describe('stun counters (CR 122.1d)', () => {
  it('Tranquilize: the creature stays tapped through three untap steps, losing a stun counter each time, then untaps', () => {
    const cards = compiled(tranquilize);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: lands('Island', 2), hand: ['Tranquilize'], library: lands('Island', 5) },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }], library: lands('Island', 5) },
        },
      },
      [{ cast: 'Tranquilize', targets: ['bears'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.get('bears')).toMatchObject({ tapped: true, counters: { stun: 3 } });
    const stunAfterUntapSteps: (number | undefined)[] = [];
    for (let turn = 0; turn < 4; turn++) {
      g.act({ advance: 'next-turn' });
      if (g.state.turn.active === 'p2') stunAfterUntapSteps.push(g.get('bears').counters.stun);
    }
    // p2's two untap steps (turns 4 and 6) each remove one counter instead of untapping it.
    expect(stunAfterUntapSteps).toEqual([2, 1]);
    expect(g.get('bears').tapped).toBe(true);
    expect(g.has('CountersRemoved', '122.1d')).toBe(true);
  });

  it('the last stun counter goes in one untap step and the creature untaps in the next', () => {
    const g = game({
      turn: { number: 3, active: 'p1', phase: 'end' },
      players: {
        p1: { library: lands('Island', 5) },
        p2: {
          battlefield: [{ id: 'bears', card: 'Grizzly Bears', tapped: true, counters: { stun: 1 } }],
          library: lands('Island', 5),
        },
      },
    });
    g.act({ advance: 'next-turn' });
    expect(g.get('bears').tapped).toBe(true);
    expect(g.get('bears').counters.stun).toBeUndefined();
    g.act({ advance: 'next-turn' });
    g.act({ advance: 'next-turn' });
    expect(g.get('bears').tapped).toBe(false);
  });
});

describe('Volition Reins: an Aura enters attached; "untap it" is the enchanted permanent (CR 303.4f, 603.4)', () => {
  const board = (tapped: boolean) => ({
    turn: main,
    players: {
      p1: { battlefield: lands('Island', 6), hand: ['Volition Reins'] },
      p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears', tapped }] },
    },
  });

  it("on a tapped creature: the trigger's condition is true as the Aura enters, and the creature untaps under p1's control", () => {
    const cards = compiled(reins);
    const g = game(board(true), [{ cast: 'Volition Reins', targets: ['bears'] }, { pass: true }], { cards });
    expect(g.error).toBeNull();
    expect(g.has('AbilityTriggered')).toBe(true);
    g.act({ pass: true });
    expect(g.get('bears')).toMatchObject({ tapped: false, controller: 'p1' });
    expect(g.get('Volition Reins').tapped).toBe(false);
  });

  it('on an untapped creature: the intervening "if" is false, so it never triggers', () => {
    const cards = compiled(reins);
    const g = game(board(false), [{ cast: 'Volition Reins', targets: ['bears'] }, { pass: true }], { cards });
    expect(g.error).toBeNull();
    expect(g.has('AbilityTriggered')).toBe(false);
    expect(g.get('bears').controller).toBe('p1');
  });
});

describe('counters with rules of their own (CR 122.1b–e)', () => {
  it('Boon of Safety: a shield counter replaces the next damage (Lightning Bolt), then the next Bolt kills', () => {
    const cards = compiled(boon);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [...lands('Plains', 1), ...lands('Mountain', 2), { id: 'bears', card: 'Grizzly Bears' }],
            hand: ['Boon of Safety', 'Lightning Bolt', 'Lightning Bolt'],
            library: lands('Plains', 3),
          },
        },
      },
      [{ cast: 'Boon of Safety', targets: ['bears'] }, { pass: true }],
      { cards },
    );
    if (g.state.pendingDecision) g.act({ decide: false }); // scry 1: keep the card on top
    expect(g.get('bears').counters.shield).toBe(1);
    g.act({ cast: 'Lightning Bolt', targets: ['bears'] });
    g.act({ pass: true });
    expect(g.get('bears')).toMatchObject({ zone: 'battlefield', damage: 0 });
    expect(g.get('bears').counters.shield).toBeUndefined();
    expect(g.has('CountersRemoved', '122.1c')).toBe(true);
    g.act({ cast: 'Lightning Bolt', targets: ['bears'] });
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toContain('Grizzly Bears');
  });

  it('a shield counter also replaces being destroyed (Doom Blade)', () => {
    const cards = compiled(doomBlade);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: lands('Swamp', 3), hand: ['Doom Blade'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears', counters: { shield: 2 } }] },
        },
      },
      [],
      { cards },
    );
    g.act({ cast: 'Doom Blade', targets: ['bears'] });
    g.act({ pass: true });
    expect(g.get('bears')).toMatchObject({ zone: 'battlefield', counters: { shield: 1 } });
  });

  it('Wing It: the flying counter keeps giving flying after the +2/+2 has ended', () => {
    const cards = compiled(wingIt);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [...lands('Plains', 2), { id: 'bears', card: 'Grizzly Bears' }],
            hand: ['Wing It'],
            library: lands('Plains', 5),
          },
          p2: { library: lands('Plains', 5) },
        },
      },
      [{ cast: 'Wing It', targets: ['bears'] }, { pass: true }],
      { cards },
    );
    if (g.state.pendingDecision) g.act({ decide: false });
    g.act({ advance: 'next-turn' });
    expect(g.get('bears').counters).toEqual({ flying: 1 });
    const ch = characteristics(readContext(g.state, g.engine.registry), g.get('bears'));
    expect([ch.power, ch.toughness]).toEqual([2, 2]);
    expect(ch.keywords).toContain('flying');
  });

  it('a finality counter: the creature that would die is exiled instead', () => {
    const g = game({
      turn: main,
      players: {
        p1: { battlefield: lands('Mountain', 1), hand: ['Lightning Bolt'] },
        p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears', counters: { finality: 1 } }] },
      },
    });
    g.act({ cast: 'Lightning Bolt', targets: ['bears'] });
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).not.toContain('Grizzly Bears');
    expect(g.names('p2', 'exile')).toContain('Grizzly Bears');
    expect(g.has('ReplacementApplied', '122.1e')).toBe(true);
  });

  it('near miss: a decayed counter (a keyword the engine lacks) stays text', () => {
    expect(unenforced(rakshasa).some((t) => t.startsWith('Renew'))).toBe(true);
  });
});
