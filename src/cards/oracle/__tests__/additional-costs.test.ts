// Mandatory additional costs written as costs (CR 118.8, 601.2h): "pay 3 life", "sacrifice two
// creatures", "discard a card at random", "exile a creature card from your graveyard", "tap three
// untapped white creatures you control". They are paid as the spell is cast, after its targets;
// a spell whose additional cost can't be paid can't be cast (601.2h, 118.3).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const fumarole = card(
  'Fumarole',
  '{3}{B}{R}',
  'Sorcery',
  'As an additional cost to cast this spell, pay 3 life.\nDestroy target creature and target land.',
);
const bankruptInBlood = card(
  'Bankrupt in Blood',
  '{1}{B}',
  'Sorcery',
  'As an additional cost to cast this spell, sacrifice two creatures.\nDraw three cards.',
);
const sonicBurst = card(
  'Sonic Burst',
  '{1}{R}',
  'Instant',
  'As an additional cost to cast this spell, discard a card at random.\nSonic Burst deals 4 damage to any target.',
);
const stitchedDrake = card(
  'Stitched Drake',
  '{1}{U}{U}',
  'Creature — Zombie Drake',
  'As an additional cost to cast this spell, exile a creature card from your graveyard.\nFlying',
  '3/4',
);
const gazeOfJustice = card(
  'Gaze of Justice',
  '{W}',
  'Sorcery',
  'As an additional cost to cast this spell, tap three untapped white creatures you control.\nExile target creature.\nFlashback {5}{W} (You may cast this card from your graveyard for its flashback cost and any additional costs. Then exile it.)',
);

const lands = (name: string, n: number) => Array.from({ length: n }, () => name);

describe('additional costs paid as the spell is cast (CR 118.8)', () => {
  it('Fumarole: 3 life is paid as it is cast, before it resolves', () => {
    const cards = compiled(fumarole);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [...lands('Swamp', 3), ...lands('Mountain', 2)], hand: ['Fumarole'] },
          p2: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'land', card: 'Forest' },
            ],
          },
        },
      },
      [{ cast: 'Fumarole', targets: ['bears', 'land'] }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(17);
    g.act({ pass: true });
    expect(g.names('p2', 'graveyard').sort()).toEqual(['Forest', 'Grizzly Bears']);
  });

  it('with 2 life Fumarole can not be cast (a player pays life only up to their life total)', () => {
    const cards = compiled(fumarole);
    const g = game(
      {
        turn: main,
        players: {
          p1: { life: 2, battlefield: [...lands('Swamp', 3), ...lands('Mountain', 2)], hand: ['Fumarole'] },
          p2: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'land', card: 'Forest' },
            ],
          },
        },
      },
      [{ cast: 'Fumarole', targets: ['bears', 'land'] }],
      { cards },
    );
    expect(g.error).toMatch(/additional cost can't be paid: pay 3 life/);
    expect(g.names('p1', 'hand')).toEqual(['Fumarole']);
  });

  it('Bankrupt in Blood: the two chosen creatures are sacrificed; with one creature it can not be cast', () => {
    const cards = compiled(bankruptInBlood);
    const board = (creatures: number) => ({
      turn: main,
      players: {
        p1: {
          battlefield: [
            ...lands('Swamp', 2),
            ...Array.from({ length: creatures }, (_, i) => ({ id: `c${i}`, card: 'Grizzly Bears' })),
          ],
          hand: ['Bankrupt in Blood'],
          library: lands('Island', 4),
        },
      },
    });
    const g = game(board(3), [{ cast: 'Bankrupt in Blood' }], { cards });
    expect(g.error).toBeNull();
    expect(g.state.pendingDecision?.purpose).toBe('sacrifice');
    g.act({ decide: ['c0', 'c2'] });
    expect(g.names('p1', 'graveyard')).toEqual(['Grizzly Bears', 'Grizzly Bears']);
    expect(g.find('c1')?.zone).toBe('battlefield');
    g.act({ pass: true });
    expect(g.names('p1', 'hand')).toEqual(['Island', 'Island', 'Island']);
    const one = game(board(1), [{ cast: 'Bankrupt in Blood' }], { cards });
    expect(one.error).toMatch(/additional cost can't be paid: sacrifice two creatures/);
  });

  it('Sonic Burst discards a card at random from the rest of the hand', () => {
    const cards = compiled(sonicBurst);
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: lands('Mountain', 2), hand: ['Sonic Burst', 'Island'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Sonic Burst', targets: ['bears'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard').sort()).toEqual(['Island', 'Sonic Burst']);
    expect(g.has('ZoneChanged', '701.9b')).toBe(true);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it('Stitched Drake exiles a creature card from its caster’s graveyard; with none there it can not be cast', () => {
    const cards = compiled(stitchedDrake);
    const board = (graveyard: string[]) => ({
      turn: main,
      players: { p1: { battlefield: lands('Island', 3), hand: ['Stitched Drake'], graveyard } },
    });
    const g = game(board(['Forest', 'Grizzly Bears']), [{ cast: 'Stitched Drake' }, { pass: true }], { cards });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'exile')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'graveyard')).toEqual(['Forest']);
    expect(g.names('p1', 'battlefield')).toContain('Stitched Drake');
    const none = game(board(['Forest']), [{ cast: 'Stitched Drake' }], { cards });
    expect(none.error).toMatch(/additional cost can't be paid/);
  });

  it('Gaze of Justice taps three untapped white creatures; tapped ones or other colours do not count', () => {
    const cards = compiled(gazeOfJustice);
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Plains',
              { id: 'w1', card: 'Order of Whiteclay' },
              { id: 'w2', card: 'Order of Whiteclay', summoningSick: true },
              { id: 'w3', card: 'Order of Whiteclay' },
              { id: 'g1', card: 'Grizzly Bears' },
            ],
            hand: ['Gaze of Justice'],
          },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Gaze of Justice', targets: ['bears'] }, { pass: true }],
      { cards },
    );
    expect(g.error).toBeNull();
    expect(['w1', 'w2', 'w3'].every((r) => g.get(r).tapped)).toBe(true);
    expect(g.get('g1').tapped).toBe(false);
    expect(g.names('p2', 'exile')).toEqual(['Grizzly Bears']);
  });

  it('near miss: "If the modified creature was sacrificed" stays text', () => {
    const throwdown = card(
      'Lethal Throwdown',
      '{B}',
      'Sorcery',
      'As an additional cost to cast this spell, sacrifice a creature or sacrifice a modified creature. (Equipment, Auras you control, and counters are modifications.)\nDestroy target creature or planeswalker. If the modified creature was sacrificed, draw a card.',
    );
    // The cost is read now ("modified", CR 700.9); which creature was sacrificed is not.
    expect(unenforced(throwdown)).toEqual([
      expect.stringMatching(/^Destroy target creature or planeswalker\. If the modified creature was sacrificed/),
    ]);
  });
});
