// Conspire (CR 702.78a): "As an additional cost to cast this spell, you may tap two untapped
// creatures you control that each share a color with it" and "When you cast this spell, if its
// conspire cost was paid, copy it. If the spell has any targets, you may choose new targets for
// the copy." Real cards played.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt } from './compiled';

const burnTrail = card(
  'Burn Trail',
  '{3}{R}',
  'Sorcery',
  'Burn Trail deals 3 damage to any target.\nConspire (As you cast this spell, you may tap two untapped creatures you control that share a color with it. When you do, copy it and you may choose a new target for the copy.)',
);
const swiftspear = card(
  'Monastery Swiftspear',
  '{R}',
  'Creature — Human Monk',
  'Haste\nProwess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)',
  '1/2',
);
const goblin = card(
  'Raging Goblin',
  '{R}',
  'Creature — Goblin Berserker',
  'Haste (This creature can attack and {T} as soon as it comes under your control.)',
  '1/1',
);
const barkshell = card(
  'Barkshell Blessing',
  '{G/W}',
  'Instant',
  'Target creature gets +2/+2 until end of turn.\nConspire (As you cast this spell, you may tap two untapped creatures you control that share a color with it. When you do, copy it and you may choose a new target for the copy.)',
);
const lions = card('Savannah Lions', '{W}', 'Creature — Cat', '', '2/1');
const CARDS = compiled(burnTrail, swiftspear, goblin, barkshell, lions);
const MOUNTAINS = ['Mountain', 'Mountain', 'Mountain', 'Mountain'];

function cast(mine: ({ id: string; card: string; tapped?: boolean } | string)[]) {
  return game(
    {
      turn: main,
      players: {
        p1: { battlefield: [...MOUNTAINS, ...mine], hand: ['Burn Trail'] },
        p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
      },
    },
    [{ cast: 'Burn Trail', targets: ['p2'] }],
    { cards: CARDS },
  );
}

describe('conspire (CR 702.78a)', () => {
  it('two red creatures tapped: Burn Trail is copied (the copy is not cast: prowess once)', () => {
    const g = cast([
      { id: 'spear', card: 'Monastery Swiftspear' },
      { id: 'goblin', card: 'Raging Goblin' },
      { id: 'elves', card: 'Llanowar Elves' },
    ]);
    expect(g.state.pendingDecision).toMatchObject({ purpose: 'conspire', kind: 'may' });
    g.act({ decide: true });
    expect(g.error).toBeNull();
    // The only two red creatures are tapped; the green Llanowar Elves shares no color with it.
    expect([g.get('spear').tapped, g.get('goblin').tapped, g.get('elves').tapped]).toEqual([true, true, false]);
    g.act({ decide: ['1', '0'] });
    g.act({ pass: true });
    g.act({ decide: true });
    g.act({ decide: ['bears'] });
    expect(g.stack()).toEqual(['Burn Trail', 'Monastery Swiftspear ability', 'Burn Trail (copy)']);
    for (let i = 0; i < 3; i++) g.act({ pass: true });
    expect(g.state.stack).toEqual([]);
    expect(g.state.players.p2.life).toBe(17);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(pt(g, 'spear')).toEqual([2, 3]);
  });

  it('not asked without two untapped creatures sharing a color with it', () => {
    const oneRed = cast([
      { id: 'goblin', card: 'Raging Goblin' },
      { id: 'elves', card: 'Llanowar Elves' },
      { id: 'mybears', card: 'Grizzly Bears' },
    ]);
    expect(oneRed.state.pendingDecision).toBeNull();
    expect(oneRed.stack()).toEqual(['Burn Trail']);
    const tapped = cast([
      { id: 'goblin', card: 'Raging Goblin' },
      { id: 'goblin2', card: 'Raging Goblin', tapped: true },
    ]);
    expect(tapped.state.pendingDecision).toBeNull();
    expect(tapped.get('goblin').tapped).toBe(false);
    expect(tapped.stack()).toEqual(['Burn Trail']);
  });

  it('with three red creatures, exactly two are chosen', () => {
    const g = cast([
      { id: 'g1', card: 'Raging Goblin' },
      { id: 'g2', card: 'Raging Goblin' },
      { id: 'g3', card: 'Raging Goblin' },
    ]);
    g.act({ decide: true });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseObjects', min: 2, max: 2 });
    expect(() => g.act({ decide: ['g1'] })).toThrow();
    g.act({ decide: ['g1', 'g3'] });
    expect([g.get('g1').tapped, g.get('g2').tapped, g.get('g3').tapped]).toEqual([true, false, true]);
    expect(g.stack()).toEqual(['Burn Trail', 'Burn Trail ability']);
  });

  it('a green-white spell: a green and a white creature each share a color with it', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Forest',
              { id: 'elves', card: 'Llanowar Elves' },
              { id: 'lions', card: 'Savannah Lions' },
              { id: 'goblin', card: 'Raging Goblin' },
            ],
            hand: ['Barkshell Blessing'],
          },
        },
      },
      [{ cast: 'Barkshell Blessing', targets: ['lions'] }],
      { cards: CARDS },
    );
    g.act({ decide: true });
    expect(g.error).toBeNull();
    // The red Raging Goblin shares no color with it: the Elves and the Lions are the two tapped.
    expect([g.get('elves').tapped, g.get('lions').tapped, g.get('goblin').tapped]).toEqual([true, true, false]);
    g.act({ pass: true });
    g.act({ decide: false });
    g.act({ pass: true });
    g.act({ pass: true });
    // The original and the copy both gave the Lions +2/+2.
    expect(pt(g, 'lions')).toEqual([6, 5]);
  });
});
