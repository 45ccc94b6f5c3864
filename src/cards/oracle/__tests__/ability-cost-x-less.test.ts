// "This ability costs {X} less to activate, where X is the greatest power among Wurms you
// control" (CR 602.2b, 601.2f): {1} less that many times, counted as the total cost is
// determined; a reduction of generic mana only (118.7a).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const baru = card(
  'Baru, Wurmspeaker',
  '{2}{G}{G}',
  'Legendary Creature — Human Druid',
  'Wurms you control get +2/+2 and have trample.\n{7}{G}, {T}: Create a 4/4 green Wurm creature token. This ability costs {X} less to activate, where X is the greatest power among Wurms you control.',
  '3/3',
);
const crawWurm = card('Craw Wurm', '{4}{G}{G}', 'Creature — Wurm', '', '6/4');
const CARDS = compiled(baru, crawWurm);

const board = (mine: string[]) => ({
  turn: main,
  players: { p1: { battlefield: ['Baru, Wurmspeaker', 'Forest', ...mine] } },
});

describe('"This ability costs {X} less to activate, where X is …" (CR 602.2b, 601.2f)', () => {
  it('Craw Wurm (8/6 with Baru) makes the ability cost {G}: one Forest makes a Wurm', () => {
    const g = game(board(['Craw Wurm']), [{ activate: 'Baru, Wurmspeaker' }, { pass: true }], { cards: CARDS });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Wurm Token (token)');
  });

  it('no Wurm: {7}{G}, and one Forest is not enough', () => {
    const g = game(board([]), [{ activate: 'Baru, Wurmspeaker' }], { cards: CARDS });
    expect(g.error).toMatch(/no way to pay/);
  });

  it('an X the engine cannot count stays text', () => {
    const near = card(
      'Near Miss',
      '{3}',
      'Artifact Creature — Robot',
      '{10}, Sacrifice this creature: Draw three cards. This ability costs {X} less to activate, where X is the number of differently named lands you control.',
      '2/2',
    );
    expect(unenforced(near)).toHaveLength(1);
  });
});
