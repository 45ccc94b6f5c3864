// "If X is 4 or more, …" (CR 107.3, 608.2c): the X chosen as the spell was cast, checked where
// the sentence is written. Subterranean Tremors with X = 4 destroys artifacts, with X = 3 it
// doesn't; with X = 8 it also makes an 8/8 Lizard. Banefire's "can't be countered" stays text
// (Martial Coup's "If X is 5 or more, destroy all other creatures" is played in other-than-named.test.ts).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const tremors = card(
  'Subterranean Tremors',
  '{X}{R}',
  'Sorcery',
  'Subterranean Tremors deals X damage to each creature without flying. If X is 4 or more, destroy all artifacts. If X is 8 or more, create an 8/8 red Lizard creature token.',
);
const ornithopter = card('Ornithopter', '{0}', 'Artifact Creature — Thopter', 'Flying', '0/2');
const banefire = card(
  'Banefire',
  '{X}{R}',
  'Sorcery',
  "Banefire deals X damage to any target.\nIf X is 5 or more, this spell can't be countered and the damage can't be prevented.",
);
const CARDS = compiled(tremors, ornithopter);

function cast(x: number) {
  return game(
    {
      turn: main,
      players: {
        p1: { hand: ['Subterranean Tremors'], battlefield: Array<string>(x + 1).fill('Mountain') },
        p2: { battlefield: ['Ornithopter', 'Grizzly Bears'] },
      },
    },
    [{ cast: 'Subterranean Tremors', x }, { pass: true }, { pass: true }],
    { cards: CARDS },
  );
}

describe('"If X is N or more" (CR 107.3)', () => {
  it('X = 3: creatures without flying are dealt 3; the artifact stays', () => {
    const g = cast(3);
    expect(g.error).toBeNull();
    expect(g.names('p2', 'battlefield')).toEqual(['Ornithopter']);
  });

  it('X = 4: artifacts are destroyed too, and no Lizard', () => {
    const g = cast(4);
    expect(g.error).toBeNull();
    expect(g.names('p2', 'battlefield')).toEqual([]);
    expect(g.names('p1', 'battlefield').filter((n) => n.startsWith('Lizard'))).toHaveLength(0);
  });

  it('X = 8: an 8/8 Lizard as well', () => {
    const g = cast(8);
    expect(g.names('p1', 'battlefield').filter((n) => n.startsWith('Lizard'))).toHaveLength(1);
  });

  it('Banefire\'s "can\'t be countered" stays text', () => {
    expect(unenforced(banefire)).toContain(
      "If X is 5 or more, this spell can't be countered and the damage can't be prevented.",
    );
  });
});
