// Unearth [cost] (CR 702.84a): "[Cost]: Return this card from your graveyard to the battlefield. It
// gains haste. Exile it at the beginning of the next end step. If it would leave the battlefield,
// exile it instead of putting it anywhere else. Activate only as a sorcery."
import { describe, expect, it } from 'vitest';
import { RULE } from '../../../engine';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const reminder = (cost: string) =>
  `(${cost}: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step or if it would leave the battlefield. Unearth only as a sorcery.)`;
const zombie = card('Dregscape Zombie', '{1}{B}', 'Creature — Zombie', `Unearth {B} ${reminder('{B}')}`, '2/1');
const colossus = card(
  'Salvation Colossus',
  '{10}',
  'Artifact Creature — Construct',
  'Flying, vigilance, trample\nUnearth—Pay eight {E}. (Pay eight energy counters: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step or if it would leave the battlefield. Unearth only as a sorcery.)',
  '9/9',
);
const CARDS = compiled(zombie);

function unearthed() {
  const g = game(
    {
      turn: main,
      players: {
        p1: { battlefield: ['Swamp'], graveyard: [{ id: 'z', card: 'Dregscape Zombie' }] },
        p2: { battlefield: ['Mountain'], hand: ['Lightning Bolt'] },
      },
    },
    [{ activate: 'z' }, { pass: true }],
    { cards: CARDS },
  );
  expect(g.error).toBeNull();
  expect(g.names('p1', 'battlefield')).toContain('Dregscape Zombie');
  return g;
}

describe('unearth (CR 702.84a)', () => {
  it('Dregscape Zombie returns with haste, attacks the turn it returns, and is exiled at the next end step', () => {
    const g = unearthed();
    g.act({ advance: 'declareAttackers' });
    g.act({ attack: ['Dregscape Zombie'] });
    g.act({ block: {} });
    g.act({ advance: 'main2' });
    expect(g.state.players.p2.life).toBe(18);
    g.act({ advance: 'end' });
    g.act({ pass: true });
    expect(g.names('p1', 'battlefield')).not.toContain('Dregscape Zombie');
    expect(g.names('p1', 'exile')).toEqual(['Dregscape Zombie']);
  });

  it('destroyed while unearthed, it is exiled instead of going to the graveyard', () => {
    const g = unearthed();
    g.act({ pass: true }); // p1 passes priority; p2 answers at instant speed
    g.act({ cast: 'Lightning Bolt', player: 'p2', targets: ['Dregscape Zombie'] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toEqual([]);
    expect(g.names('p1', 'exile')).toEqual(['Dregscape Zombie']);
    expect(g.rules()).toContain(RULE.unearth);
  });

  it('only as a sorcery: not with a spell on the stack', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Swamp', 'Mountain'],
            hand: ['Shock'],
            graveyard: [{ id: 'z', card: 'Dregscape Zombie' }],
          },
        },
      },
      [{ cast: 'Shock', targets: ['p2'] }, { activate: 'z' }],
      { cards: CARDS },
    );
    expect(g.error).toMatch(/sorcery/);
  });

  it('near miss: unearth with a cost that is not mana (Salvation Colossus) stays text', () => {
    expect(unenforced(colossus)).toHaveLength(1);
  });
});
