// "If X is 4 or more, …" (CR 107.3, 608.2c): the X chosen as the spell was cast, checked where
// the sentence is written. Subterranean Tremors with X = 4 destroys artifacts, with X = 3 it
// doesn't; with X = 8 it also makes an 8/8 Lizard. Martial Coup's "destroy all other creatures"
// (other than the Soldiers it made) and Banefire's "can't be countered" stay text.
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
const coup = card(
  'Martial Coup',
  '{X}{W}{W}',
  'Sorcery',
  'Create X 1/1 white Soldier creature tokens. If X is 5 or more, destroy all other creatures.',
);
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

  it('Martial Coup\'s "all other creatures" and Banefire\'s "can\'t be countered" stay text', () => {
    expect(unenforced(coup)).toHaveLength(1);
    expect(unenforced(banefire)).toContain(
      "If X is 5 or more, this spell can't be countered and the damage can't be prevented.",
    );
  });
});
