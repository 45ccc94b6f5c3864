// "You may have target opponent lose 1 life", "… have target player mill two cards", "… have target
// opponent sacrifice a creature of their choice" (CR 608.2d): the target is chosen as the ability is
// put on the stack (603.3d), its controller chooses as it resolves whether the player named does
// it, and that player makes the choices the instruction gives them. Also "… have it fight target
// creature you don't control" (701.14a) and "… have Ally creatures you control get +1/+0" (a
// group, 608.2h). "… have target creature block it this turn if able" stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const obNixilis = card(
  'Ob Nixilis, the Fallen',
  '{3}{B}{B}',
  'Legendary Creature — Demon',
  'Landfall — Whenever a land you control enters, you may have target player lose 3 life. If you do, put three +1/+1 counters on Ob Nixilis.',
  '3/3',
);
const demon = card(
  'Extractor Demon',
  '{4}{B}{B}',
  'Creature — Demon',
  'Flying\nWhenever another creature leaves the battlefield, you may have target player mill two cards.\nUnearth {2}{B} ({2}{B}: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step or if it would leave the battlefield. Unearth only as a sorcery.)',
  '5/5',
);
const nightstalker = card(
  'Predatory Nightstalker',
  '{3}{B}{B}',
  'Creature — Nightstalker',
  'When this creature enters, you may have target opponent sacrifice a creature of their choice.',
  '3/2',
);
const stag = card(
  'Somberwald Stag',
  '{3}{G}{G}',
  'Creature — Elk',
  "When this creature enters, you may have it fight target creature you don't control.",
  '4/3',
);
const battlesinger = card(
  'Akoum Battlesinger',
  '{1}{R}',
  'Creature — Human Berserker Ally',
  'Haste\nWhenever this creature or another Ally you control enters, you may have Ally creatures you control get +1/+0 until end of turn.',
  '1/1',
);
const beetle = card(
  'Giant Ambush Beetle',
  '{3}{B/G}{R}',
  'Creature — Insect',
  'Haste\nWhen this creature enters, you may have target creature block it this turn if able.',
  '4/3',
);
const hillGiant = card('Hill Giant', '{3}{R}', 'Creature — Giant', '', '3/3');
const ally = card('Kazandu Blademaster Test', '{W}', 'Creature — Human Soldier Ally', '', '1/1');

const CARDS = compiled(obNixilis, demon, nightstalker, stag, battlesinger, hillGiant, ally);

function landfall() {
  return game(
    {
      turn: main,
      players: { p1: { battlefield: [{ id: 'ob', card: 'Ob Nixilis, the Fallen' }], hand: ['Swamp'] }, p2: {} },
    },
    [{ cast: 'Swamp' }],
    { cards: CARDS },
  );
}

describe('"you may have target player / opponent …" (CR 608.2d)', () => {
  it('Ob Nixilis: the land enters, the opponent is targeted, yes: they lose 3 life and it gets three counters', () => {
    const g = landfall();
    expect(g.error).toBeNull();
    g.act({ decide: ['p2'] });
    g.act({ pass: true });
    expect(g.state.pendingDecision).toMatchObject({ kind: 'may', player: 'p1' });
    g.act({ decide: true });
    expect(g.state.players.p2.life).toBe(17);
    expect(g.state.players.p1.life).toBe(20);
    expect(g.get('ob').counters['+1/+1']).toBe(3);
  });

  it('Ob Nixilis: saying no: no life lost and no counters ("If you do")', () => {
    const g = landfall();
    g.act({ decide: ['p2'] });
    g.act({ pass: true });
    g.act({ decide: false });
    expect(g.state.players.p2.life).toBe(20);
    expect(g.get('ob').counters['+1/+1'] ?? 0).toBe(0);
  });

  it('Extractor Demon: a creature dies, the targeted player mills two cards', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Mountain', 'Extractor Demon'],
            hand: ['Lightning Bolt'],
          },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }], library: ['Island', 'Island', 'Island'] },
        },
      },
      [{ cast: 'Lightning Bolt', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ decide: ['p2'] });
    g.act({ pass: true });
    g.act({ decide: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears', 'Island', 'Island']);
    expect(g.names('p2', 'library')).toEqual(['Island']);
  });

  it('Predatory Nightstalker: the opponent sacrifices the creature they choose', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Predatory Nightstalker'] },
          p2: {
            battlefield: [
              { id: 'bears', card: 'Grizzly Bears' },
              { id: 'giant', card: 'Hill Giant' },
            ],
          },
        },
      },
      [{ cast: 'Predatory Nightstalker' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ pass: true });
    g.act({ decide: true });
    // The opponent chooses which creature (CR 701.21a): the Bears, not the Giant.
    expect(g.state.pendingDecision).toMatchObject({ player: 'p2' });
    g.act({ decide: [g.get('bears').id] });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.names('p2', 'battlefield')).toEqual(['Hill Giant']);
  });
});

describe('"you may have it fight …", "… have Ally creatures you control get +1/+0"', () => {
  it('Somberwald Stag enters and fights the Bears: each deals damage equal to its power to the other', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest'], hand: ['Somberwald Stag'] },
          p2: { battlefield: [{ id: 'bears', card: 'Grizzly Bears' }] },
        },
      },
      [{ cast: 'Somberwald Stag' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ pass: true });
    g.act({ decide: true });
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
    expect(g.get('Somberwald Stag').damage).toBe(2);
  });

  it('Akoum Battlesinger: another Ally enters, yes: each Ally you control gets +1/+0, the Giant does not', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Plains', { id: 'singer', card: 'Akoum Battlesinger' }, { id: 'giant', card: 'Hill Giant' }],
            hand: ['Kazandu Blademaster Test'],
          },
          p2: {},
        },
      },
      [{ cast: 'Kazandu Blademaster Test' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ pass: true });
    g.act({ decide: true });
    expect(pt(g, 'singer')).toEqual([2, 1]);
    expect(pt(g, 'giant')).toEqual([3, 3]);
  });

  it('near miss: "you may have target creature block it this turn if able" stays text', () => {
    expect(unenforced(beetle).length).toBeGreaterThan(0);
  });
});
