// "When ~ is put into a graveyard from anywhere" (CR 603.6c: never a leaves-the-battlefield
// ability): the card itself, from the battlefield, a hand, anywhere; "it" is the card in the
// graveyard ("shuffle it into its owner's library", Serra Avatar; CR 701.20).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const avatar = card(
  'Serra Avatar',
  '{4}{W}{W}{W}',
  'Creature — Avatar',
  "Serra Avatar's power and toughness are each equal to your life total.\nWhen Serra Avatar is put into a graveyard from anywhere, shuffle it into its owner's library.",
  '*/*',
);
const kozilek = card(
  'Kozilek, Butcher of Truth',
  '{10}',
  'Legendary Creature — Eldrazi',
  'When you cast this spell, draw four cards.\nAnnihilator 4 (Whenever this creature attacks, defending player sacrifices four permanents of their choice.)\nWhen Kozilek is put into a graveyard from anywhere, its owner shuffles their graveyard into their library.',
  '12/12',
);
const rot = card('Mind Rot', '{2}{B}', 'Sorcery', 'Target player discards two cards.');
const CARDS = compiled(avatar, kozilek, rot);

/** Resolves the whole stack. */
function settle(g: ReturnType<typeof game>): void {
  for (let i = 0; i < 12 && g.state.stack.length; i++) g.act({ pass: true });
}

describe('"When ~ is put into a graveyard from anywhere" (CR 603.6c)', () => {
  it('Serra Avatar at 3 life dies to Lightning Bolt and is shuffled into its library', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            life: 3,
            hand: ['Lightning Bolt'],
            battlefield: ['Mountain', { id: 'av', card: 'Serra Avatar' }],
            library: ['Island'],
          },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Lightning Bolt', targets: ['av'] });
    settle(g);
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Lightning Bolt']);
    expect(g.names('p1', 'library')).toContain('Serra Avatar');
  });

  it('Serra Avatar discarded from a hand goes into its library too', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Mind Rot'], battlefield: ['Swamp', 'Swamp', 'Swamp'] },
          p2: { hand: ['Serra Avatar', 'Forest'], library: ['Island'] },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Mind Rot', targets: ['p2'] });
    settle(g);
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Forest']);
    expect(g.names('p2', 'library').sort()).toEqual(['Island', 'Serra Avatar']);
  });

  it('Kozilek discarded: its owner shuffles their graveyard into their library', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: ['Mind Rot'], battlefield: ['Swamp', 'Swamp', 'Swamp'] },
          p2: { hand: ['Kozilek, Butcher of Truth', 'Forest'], graveyard: ['Plains'], library: ['Island'] },
        },
      },
      [],
      { cards: CARDS },
    );
    g.act({ cast: 'Mind Rot', targets: ['p2'] });
    settle(g);
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual([]);
    expect(g.names('p2', 'library').sort()).toEqual(['Forest', 'Island', 'Kozilek, Butcher of Truth', 'Plains']);
  });

  it('near misses stay text', () => {
    const a = card(
      'Near Miss A',
      '{2}',
      'Creature — Test',
      "When this creature dies, shuffle it into its owner's library.",
      '2/2',
    );
    expect(unenforced(a)).toHaveLength(1);
    const b = card(
      'Near Miss B',
      '{2}',
      'Creature — Test',
      "When this creature is put into your graveyard from anywhere, shuffle it into its owner's library.",
      '2/2',
    );
    expect(unenforced(b)).toHaveLength(1);
  });
});
