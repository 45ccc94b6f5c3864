// "the greatest mana value among <objects>" (CR 202.3): the mana values of the permanents "you"
// control (or the cards in your graveyard) that match, read as the amount is used; 0 if there
// are none. Real cards: a spell's number (Rush of Knowledge, Torrent of Fire), a
// characteristic-defining power (Towering Gibbon, CR 604.3) and a cost reduction (Sunderflock,
// 601.2f). Objects attached to something ("among Equipment attached to it") stay text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, pt, unenforced } from './compiled';

const rush = card(
  'Rush of Knowledge',
  '{4}{U}',
  'Sorcery',
  'Draw cards equal to the greatest mana value among permanents you control.',
);
const torrent = card(
  'Torrent of Fire',
  '{3}{R}{R}',
  'Sorcery',
  'Torrent of Fire deals damage to any target equal to the greatest mana value among permanents you control.',
);
const gibbon = card(
  'Towering Gibbon',
  '{3}{G}',
  'Creature — Ape',
  "Reach\nTowering Gibbon's power is equal to the greatest mana value among creatures you control.",
  '*/4',
);
const sunderflock = card(
  'Sunderflock',
  '{7}{U}{U}',
  'Creature — Elemental',
  "This spell costs {X} less to cast, where X is the greatest mana value among Elementals you control.\nFlying\nWhen this creature enters, if you cast it, return all non-Elemental creatures to their owners' hands.",
  '5/5',
);
const wurm = card('Craw Wurm', '{4}{G}{G}', 'Creature — Wurm', '', '6/4');
const airElemental = card('Air Elemental', '{3}{U}{U}', 'Creature — Elemental', 'Flying', '4/4');
// Near miss: the Equipment attached to Tetsuo, not a set "you control".
const tetsuo = card(
  'Tetsuo, Imperial Champion',
  '{U}{B}{R}',
  'Legendary Creature — Human Samurai',
  "Whenever Tetsuo attacks, if it's equipped, choose one —\n• Tetsuo deals damage equal to the greatest mana value among Equipment attached to it to any target.\n• You may cast an instant or sorcery spell from your hand with mana value less than or equal to the greatest mana value among Equipment attached to Tetsuo without paying its mana cost.",
  '3/3',
);

const CARDS = compiled(rush, torrent, gibbon, sunderflock, wurm, airElemental);
const islands = (n: number) => Array<string>(n).fill('Island');

describe('"the greatest mana value among …" (CR 202.3)', () => {
  it('Rush of Knowledge with Giant Spider (4) and Grizzly Bears (2) draws four cards; lands count as 0', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: [{ id: 'rush', card: 'Rush of Knowledge' }],
            battlefield: [...islands(5), 'Giant Spider', 'Grizzly Bears'],
            library: islands(6),
          },
          // The opponent's bigger permanent is not "you control".
          p2: { battlefield: ['Craw Wurm'] },
        },
      },
      [{ cast: 'rush' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'hand')).toHaveLength(4);
  });

  it('Torrent of Fire with only lands deals 0 damage (the greatest among mana value 0 permanents)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { hand: [{ id: 't', card: 'Torrent of Fire' }], battlefield: Array<string>(5).fill('Mountain') },
        },
      },
      [{ cast: 't', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(20);
  });

  it('Torrent of Fire beside Craw Wurm (6) deals 6 damage', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: [{ id: 't', card: 'Torrent of Fire' }],
            battlefield: [...Array<string>(5).fill('Mountain'), 'Craw Wurm'],
          },
        },
      },
      [{ cast: 't', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.state.players.p2.life).toBe(14);
  });

  it("Towering Gibbon's power is its own mana value (4) alone, 6 beside Craw Wurm, and follows it leaving (CR 604.3, 611.3a)", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: [{ id: 'uns', card: 'Unsummon' }],
            battlefield: [{ id: 'gib', card: 'Towering Gibbon' }, { id: 'wurm', card: 'Craw Wurm' }, 'Island'],
          },
          p2: { battlefield: [{ id: 'wall', card: 'Giant Spider' }] },
        },
      },
      [],
      { cards: CARDS },
    );
    expect(pt(g, 'gib')).toEqual([6, 4]);
    g.act({ cast: 'uns', targets: ['wurm'] });
    g.act({ pass: true });
    expect(g.names('p1', 'hand')).toEqual(['Craw Wurm']);
    expect(pt(g, 'gib')).toEqual([4, 4]);
  });

  it('Sunderflock beside Air Elemental (5) costs {2}{U}{U}: four Islands cast it', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: [{ id: 'sf', card: 'Sunderflock' }],
            battlefield: [...islands(4), 'Air Elemental'],
          },
          p2: { battlefield: ['Grizzly Bears'] },
        },
      },
      [{ cast: 'sf' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Sunderflock');
    // Its enters trigger returned the non-Elemental Grizzly Bears.
    expect(g.names('p2', 'hand')).toEqual(['Grizzly Bears']);
    expect(g.names('p1', 'battlefield')).toContain('Air Elemental');
  });

  it('near miss: Tetsuo\'s "among Equipment attached to it" stays text', () => {
    expect(unenforced(tetsuo)).toHaveLength(1);
  });
});
