import { describe, expect, it } from 'vitest';
import { game } from '../../testing/harness';
import { allObjects } from '../../engine';

const main = { number: 3, active: 'p1' as const, phase: 'main1' as const };

describe('Spider-Verse — the legend rule', () => {
  it('two legendary Spiders with the same name both stay', () => {
    const g = game({
      turn: main,
      players: { p1: { battlefield: ['Spider-Verse', 'Spider-Man Noir', 'Spider-Man Noir'] } },
    });
    expect(g.names('p1', 'battlefield').filter((n) => n === 'Spider-Man Noir').length).toBe(2);
  });
  it('without Spider-Verse, the legend rule asks which one to keep', () => {
    const g = game({
      turn: main,
      players: {
        p1: {
          battlefield: [
            { id: 'a', card: 'Spider-Man Noir' },
            { id: 'b', card: 'Spider-Man Noir' },
          ],
        },
      },
    });
    expect(g.state.pendingDecision?.rule).toBe('704.5j');
    g.act({ decide: 'b' });
    expect(g.get('b').zone).toBe('battlefield');
    expect(g.names('p1', 'graveyard')).toEqual(['Spider-Man Noir']);
  });
  it('a Spider and a single non-Spider legend with the same name: neither goes (ruling)', () => {
    const g = game({
      turn: main,
      players: {
        p1: {
          battlefield: [
            'Spider-Verse',
            'Spider-Man Noir',
            {
              proxy: {
                name: 'Spider-Man Noir',
                typeLine: 'Legendary Creature — Human Detective',
                power: 4,
                toughness: 4,
              },
            },
          ],
        },
      },
    });
    expect(g.state.pendingDecision).toBeNull();
    expect(g.names('p1', 'battlefield').filter((n) => n === 'Spider-Man Noir').length).toBe(2);
  });
  it('several non-Spiders and a Spider with the same name: the rule applies to the non-Spiders only (ruling)', () => {
    const non = {
      proxy: { name: 'Spider-Man Noir', typeLine: 'Legendary Creature — Human Detective', power: 4, toughness: 4 },
    };
    const g = game({
      turn: main,
      players: {
        p1: {
          battlefield: [
            'Spider-Verse',
            { id: 'spider', card: 'Spider-Man Noir' },
            { id: 'n1', ...non },
            { id: 'n2', ...non },
          ],
        },
      },
    });
    expect(g.state.pendingDecision?.candidates).toEqual([g.get('n1').id, g.get('n2').id]);
    g.act({ decide: 'n2' });
    expect(g.get('spider').zone).toBe('battlefield');
    expect(g.get('n2').zone).toBe('battlefield');
    expect(g.get('n1').zone).toBe('graveyard');
  });
  it("the exemption is for Spiders you control: an opponent's Spider-Verse doesn't help", () => {
    const g = game({
      turn: main,
      players: { p1: { battlefield: ['Spider-Man Noir', 'Spider-Man Noir'] }, p2: { battlefield: ['Spider-Verse'] } },
    });
    expect(g.state.pendingDecision?.rule).toBe('704.5j');
  });
  it('when Spider-Verse leaves, the legend rule applies at the next check', () => {
    const g = game(
      {
        turn: main,
        options: { sandbox: true },
        players: { p1: { battlefield: ['Spider-Verse', 'Spider-Man Noir', 'Spider-Man Noir'] } },
      },
      [{ move: 'Spider-Verse', to: 'graveyard' }],
    );
    expect(g.state.pendingDecision?.rule).toBe('704.5j');
  });
});

describe('Spider-Verse — copying spells cast from anywhere but the hand', () => {
  const board = {
    turn: main,
    players: {
      p1: {
        battlefield: ['Spider-Verse', 'Mountain', 'Mountain', 'Island', 'Island', 'Island'],
        graveyard: [{ card: 'Lightning Bolt', castableFrom: true }, 'Think Twice'],
        hand: ['Shock'],
        library: ['Island', 'Island', 'Island'],
      },
      p2: { battlefield: ['Grizzly Bears'] },
    },
  };
  it('a spell cast from the hand does not trigger it', () => {
    const g = game(board, [{ cast: 'Shock', targets: ['p2'] }]);
    expect(g.stack()).toEqual(['Shock']);
  });
  it('a spell cast from a graveyard is copied, and new targets may be chosen (CR 707.10c)', () => {
    const g = game(board, [
      { cast: 'Lightning Bolt', targets: ['p2'] },
      { pass: true },
      { decide: true },
      { decide: true },
      { decide: 'Grizzly Bears' },
    ]);
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Lightning Bolt', 'Lightning Bolt (copy)']);
    expect(g.has('SpellCopied', '707.10')).toBe(true);
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });
  it('the copy is not cast, so it does not trigger Spider-Verse again', () => {
    const g = game(board, [
      { cast: 'Lightning Bolt', targets: ['p2'] },
      { pass: true },
      { decide: true },
      { decide: false },
    ]);
    expect(g.events.filter((e) => e.type === 'AbilityTriggered').length).toBe(1);
  });
  it('only once each turn: after a copy, it does not trigger again this turn', () => {
    const g = game(board, [
      { cast: 'Lightning Bolt', targets: ['p2'] },
      { pass: true },
      { decide: true },
      { decide: false },
      { pass: true },
      { pass: true },
      { cast: 'Think Twice', alt: 'flashback' },
    ]);
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Think Twice']);
  });
  it('declining to copy does not use up the turn', () => {
    const g = game(board, [
      { cast: 'Lightning Bolt', targets: ['p2'] },
      { pass: true },
      { decide: false },
      { pass: true },
      { cast: 'Think Twice', alt: 'flashback' },
    ]);
    expect(g.error).toBeNull();
    expect(g.stack()).toEqual(['Think Twice', 'Spider-Verse ability']);
  });
  it('instances already on the stack do nothing once a copy was made (ruling)', () => {
    const g = game(board, [
      { cast: 'Lightning Bolt', targets: ['p2'] },
      { cast: 'Think Twice', alt: 'flashback' },
    ]);
    expect(g.stack()).toEqual(['Lightning Bolt', 'Spider-Verse ability', 'Think Twice', 'Spider-Verse ability']);
    g.act({ pass: true });
    g.act({ decide: true });
    g.act({ pass: true }); // the copy of Think Twice
    g.act({ pass: true }); // Think Twice
    g.act({ pass: true }); // the first trigger: does nothing
    expect(g.has('NothingHappened', '603.2h')).toBe(true);
    expect(g.stack()).toEqual(['Lightning Bolt']);
  });
  it('a copied permanent spell becomes a token with haste, and keeps X (CR 608.3f, 707.10)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Spider-Verse', 'Forest', 'Forest'],
            graveyard: [{ card: 'Endless One', castableFrom: true }],
          },
        },
      },
      [{ cast: 'Endless One', x: 2 }, { pass: true }, { decide: true }, { pass: true }],
    );
    expect(g.error).toBeNull();
    const token = allObjects(g.state).find((o) => o.token);
    expect(token?.counters['+1/+1']).toBe(2);
    expect(token?.hasteGranted).toBe(true);
  });
});
