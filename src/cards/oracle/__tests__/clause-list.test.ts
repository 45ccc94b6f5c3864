// "Until end of turn, target creature gets +3/+3, up to one other target creature gets +2/+2, and
// up to one other target creature gets +1/+1. Those creatures gain vigilance until end of turn."
// A list of three or more instructions with their own subjects, commas and a last ", and", each
// followed in the order written (CR 608.2c), under the sentence's duration (611.2a); "those
// creatures" after it names every target the list named (115.1), not the last one. Real cards.
import { describe, expect, it } from 'vitest';
import { characteristics, readContext } from '../../../engine';
import { game, type Game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const cathars = card(
  'Arm the Cathars',
  '{1}{W}{W}',
  'Sorcery',
  'Until end of turn, target creature gets +3/+3, up to one other target creature gets +2/+2, and up to one other target creature gets +1/+1. Those creatures gain vigilance until end of turn.',
);
const tresserhorn = card(
  'Lord of Tresserhorn',
  '{1}{U}{B}{R}',
  'Legendary Creature — Zombie',
  'When Lord of Tresserhorn enters, you lose 2 life, you sacrifice two creatures, and target opponent draws two cards.\n{B}: Regenerate Lord of Tresserhorn.',
  '10/4',
);
const CARDS = compiled(cathars, tresserhorn);
const keywords = (g: Game, ref: string) =>
  characteristics(readContext(g.state, g.engine.registry), g.get(ref)).keywords;

describe('a list of three instructions with their own subjects', () => {
  const armed = (targets: string[]) =>
    game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              { id: 'a', card: 'Grizzly Bears' },
              { id: 'b', card: 'Grizzly Bears' },
              { id: 'c', card: 'Grizzly Bears' },
              { id: 'd', card: 'Grizzly Bears' },
              'Plains',
              'Plains',
              'Plains',
            ],
            hand: ['Arm the Cathars'],
          },
        },
      },
      [{ cast: 'Arm the Cathars', targets }, { pass: true }],
      { cards: CARDS },
    );

  it('Arm the Cathars: +3/+3, +2/+2, +1/+1 to the three targets, and all three gain vigilance', () => {
    const g = armed(['a', 'b', 'c']);
    expect(g.error).toBeNull();
    expect(pt(g, 'a')).toEqual([5, 5]);
    expect(pt(g, 'b')).toEqual([4, 4]);
    expect(pt(g, 'c')).toEqual([3, 3]);
    for (const id of ['a', 'b', 'c']) expect(keywords(g, id)).toContain('vigilance');
    expect(pt(g, 'd')).toEqual([2, 2]);
    expect(keywords(g, 'd')).not.toContain('vigilance');
    g.act({ advance: 'next-turn' });
    expect(pt(g, 'a')).toEqual([2, 2]);
    expect(keywords(g, 'a')).not.toContain('vigilance');
  });

  it('with one target only, that creature gets +3/+3 and vigilance', () => {
    const g = armed(['b']);
    expect(g.error).toBeNull();
    expect(pt(g, 'b')).toEqual([5, 5]);
    expect(keywords(g, 'b')).toContain('vigilance');
    expect(keywords(g, 'a')).not.toContain('vigilance');
  });

  it('Lord of Tresserhorn: you lose 2 life, sacrifice two creatures, and the opponent draws two', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            life: 20,
            battlefield: [
              { id: 'x', card: 'Grizzly Bears' },
              { id: 'y', card: 'Grizzly Bears' },
              'Island',
              'Swamp',
              'Mountain',
              'Island',
            ],
            hand: ['Lord of Tresserhorn'],
          },
          p2: { library: ['Island', 'Island', 'Island'] },
        },
      },
      [{ cast: 'Lord of Tresserhorn' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    // The life is lost first; then the two creatures to sacrifice are chosen (the Lord could be one).
    expect(g.state.players.p1.life).toBe(18);
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseObjects', min: 2, max: 2 });
    g.act({ decide: [g.get('x').id, g.get('y').id] });
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(18);
    expect(g.state.players.p2.hand).toHaveLength(2);
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears', 'Grizzly Bears']);
  });
});

describe('near miss', () => {
  it('a list whose last instruction has no ", and" stays text', () => {
    const c = card(
      'Arm the Cathars',
      '{1}{W}{W}',
      'Sorcery',
      'Until end of turn, target creature gets +3/+3, up to one other target creature gets +2/+2, up to one other target creature gets +1/+1.',
    );
    expect(unenforced(c)).toHaveLength(1);
  });
});
