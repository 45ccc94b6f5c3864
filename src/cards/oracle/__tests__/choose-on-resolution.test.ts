// "Choose a creature type." / "Choose a color." as a spell resolves (CR 608.2d): its controller
// chooses, and "of the chosen type / color" in its later instructions reads that choice. Real cards.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const noFear = card(
  'And They Shall Know No Fear',
  '{1}{W}',
  'Instant',
  'Choose a creature type. Creatures you control of the chosen type get +1/+0 and gain indestructible until end of turn.',
);
const demise = card(
  'Sudden Demise',
  '{X}{R}',
  'Sorcery',
  'Choose a color. Sudden Demise deals X damage to each creature of the chosen color.',
);
const piker = card('Goblin Piker', '{1}{R}', 'Creature — Goblin Warrior', "This creature can't block.", '2/1');
const CARDS = compiled(noFear, demise, piker);

describe('a choice made as the spell resolves (CR 608.2d)', () => {
  it('And They Shall Know No Fear, Elf chosen: only the Elves get +1/+0', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Plains',
              'Plains',
              { id: 'elf', card: 'Llanowar Elves' },
              { id: 'bear', card: 'Grizzly Bears' },
            ],
            hand: ['And They Shall Know No Fear'],
          },
        },
      },
      [{ cast: 'And They Shall Know No Fear' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.state.pendingDecision).toMatchObject({ kind: 'chooseOption', purpose: 'creature-type', rule: '608.2d' });
    g.act({ decide: 'Elf' });
    expect(pt(g, 'elf')).toEqual([2, 1]);
    expect(pt(g, 'bear')).toEqual([2, 2]);
  });

  it('Sudden Demise for X = 2, green chosen: 2 damage to each green creature, not to the others', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Sudden Demise'] },
          p2: {
            battlefield: [
              { id: 'bear', card: 'Grizzly Bears' },
              { id: 'goblin', card: 'Goblin Piker' },
            ],
          },
        },
      },
      [{ cast: 'Sudden Demise', x: 2 }, { pass: true }, { decide: 'G' }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.get('goblin').damage).toBe(0);
    expect(g.names('p2', 'battlefield')).toEqual(['Goblin Piker']);
  });

  it('near miss: "the chosen type" in a target stays text (targets are chosen before the choice)', () => {
    const recall = card(
      'Tribal Recall',
      '{2}{B}',
      'Sorcery',
      'Choose a creature type. Return target creature card of the chosen type from your graveyard to your hand.',
    );
    expect(unenforced(recall)).toHaveLength(1);
  });
});
