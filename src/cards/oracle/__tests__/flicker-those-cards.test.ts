// Zone changes and control read on real cards:
// - "Exile …, then return those cards to the battlefield under their owner's control" (Displace,
//   Ghostway's delayed return): "those cards" are the cards the exile put there, found again in
//   exile (CR 400.7j); each returns as a new object (400.7) under its owner's control (110.2).
// - "up to two target cards from graveyards" (Rooftop Percher): any graveyard (CR 404.1).
// - "Gain control of target creature for as long as this creature remains on the battlefield"
//   (Sower of Temptation, CR 611.2b): the effect ends once the source leaves the battlefield.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const displace = card(
  'Displace',
  '{2}{U}',
  'Instant',
  "Exile up to two target creatures you control, then return those cards to the battlefield under their owner's control.",
);
const ghostway = card(
  'Ghostway',
  '{2}{W}',
  'Instant',
  "Exile each creature you control. Return those cards to the battlefield under their owner's control at the beginning of the next end step.",
);
const percher = card(
  'Rooftop Percher',
  '{5}',
  'Creature — Shapeshifter',
  'Changeling (This card is every creature type.)\nFlying\nWhen this creature enters, exile up to two target cards from graveyards. You gain 3 life.',
  '3/3',
);
const sower = card(
  'Sower of Temptation',
  '{2}{U}{U}',
  'Creature — Faerie Wizard',
  'Flying\nWhen this creature enters, gain control of target creature for as long as this creature remains on the battlefield.',
  '2/2',
);
const reprieve = card(
  'Graceful Reprieve',
  '{1}{W}',
  'Instant',
  "When target creature dies this turn, return that card to the battlefield under its owner's control.",
);
const disappearance = card(
  'Sudden Disappearance',
  '{5}{W}',
  'Sorcery',
  "Exile all nonland permanents target player controls. Return the exiled cards to the battlefield under their owner's control at the beginning of the next end step.",
);
const CARDS = compiled(displace, ghostway, percher, sower, reprieve, disappearance);

describe('"return those cards" after an exile (CR 400.7j)', () => {
  it('Displace: both creatures come back as new objects, untapped, the tapped one too', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [
              'Island',
              'Island',
              'Island',
              { id: 'bears', card: 'Grizzly Bears', tapped: true },
              { id: 'spider', card: 'Giant Spider' },
            ],
            hand: ['Displace'],
          },
        },
      },
      [{ cast: 'Displace', targets: ['bears', 'spider'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'exile')).toEqual([]);
    expect(g.names('p1', 'battlefield').filter((n) => n !== 'Island')).toEqual(['Grizzly Bears', 'Giant Spider']);
    // A new object (CR 400.7): it enters untapped, as nothing says otherwise.
    expect(g.get('bears').zone).toBe('battlefield');
    expect(g.get('bears').tapped).toBe(false);
    expect(g.get('bears').controller).toBe('p1');
  });

  it('Ghostway: the creatures wait in exile and come back at the beginning of the next end step', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: ['Plains', 'Plains', 'Plains', 'Grizzly Bears', 'Giant Spider'], hand: ['Ghostway'] },
          p2: { battlefield: ['Grizzly Bears'] },
        },
      },
      [{ cast: 'Ghostway' }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'exile').sort()).toEqual(['Giant Spider', 'Grizzly Bears']);
    // Only the creatures p1 controlled.
    expect(g.names('p2', 'battlefield')).toEqual(['Grizzly Bears']);
    g.act({ advance: 'end' });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.names('p1', 'exile')).toEqual([]);
    expect(
      g
        .names('p1', 'battlefield')
        .filter((n) => n !== 'Plains')
        .sort(),
    ).toEqual(['Giant Spider', 'Grizzly Bears']);
  });
});

describe('"the exiled cards" of the same effect (CR 400.7j)', () => {
  it("Sudden Disappearance: the target player's nonland permanents return at the next end step, not the lands", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains'],
            hand: ['Sudden Disappearance'],
          },
          p2: { battlefield: ['Forest', 'Grizzly Bears', 'Giant Spider'] },
        },
      },
      [{ cast: 'Sudden Disappearance', targets: ['p2'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p2', 'battlefield')).toEqual(['Forest']);
    expect(g.names('p2', 'exile').sort()).toEqual(['Giant Spider', 'Grizzly Bears']);
    g.act({ advance: 'end' });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.names('p2', 'exile')).toEqual([]);
    expect(g.names('p2', 'battlefield').sort()).toEqual(['Forest', 'Giant Spider', 'Grizzly Bears']);
  });
});

describe('"When target creature dies this turn, return that card …" (CR 603.7c, 400.7)', () => {
  it("Graceful Reprieve: the creature that died comes back under its owner's control as a new object", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Plains', 'Plains', 'Mountain', { id: 'bears', card: 'Grizzly Bears' }],
            hand: ['Graceful Reprieve', 'Lightning Bolt'],
          },
        },
      },
      [{ cast: 'Graceful Reprieve', targets: ['bears'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ cast: 'Lightning Bolt', targets: ['bears'] });
    g.act({ pass: true });
    // The delayed trigger goes on the stack and resolves.
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).not.toContain('Grizzly Bears');
    expect(g.get('bears').zone).toBe('battlefield');
    expect(g.get('bears').damage ?? 0).toBe(0);
  });

  it('the delayed trigger waits only this turn: a creature that dies next turn stays in the graveyard', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Plains', 'Plains', 'Mountain', { id: 'bears', card: 'Grizzly Bears' }],
            hand: ['Graceful Reprieve', 'Lightning Bolt'],
            library: ['Plains', 'Plains', 'Plains'],
          },
          p2: { library: ['Forest', 'Forest'] },
        },
      },
      [
        { cast: 'Graceful Reprieve', targets: ['bears'] },
        { pass: true },
        { advance: 'next-turn' },
        { advance: 'next-turn' },
        { advance: 'main1' },
      ],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    g.act({ cast: 'Lightning Bolt', targets: ['bears'] });
    g.act({ pass: true });
    g.act({ pass: true });
    expect(g.names('p1', 'graveyard')).toContain('Grizzly Bears');
  });
});

describe('"target cards from graveyards" (CR 404.1)', () => {
  it("Rooftop Percher exiles a card from each player's graveyard, then its controller gains 3 life", () => {
    const h = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains'],
            hand: ['Rooftop Percher'],
            graveyard: [{ id: 'mine', card: 'Grizzly Bears' }],
          },
          p2: { graveyard: [{ id: 'theirs', card: 'Lightning Bolt' }, 'Giant Spider'] },
        },
      },
      [{ cast: 'Rooftop Percher' }, { pass: true }, { decide: ['mine', 'theirs'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(h.error).toBeNull();
    expect(h.names('p1', 'exile')).toEqual(['Grizzly Bears']);
    expect(h.names('p2', 'exile')).toEqual(['Lightning Bolt']);
    expect(h.names('p2', 'graveyard')).toEqual(['Giant Spider']);
    expect(h.state.players.p1.life).toBe(23);
  });
});

describe('"for as long as this creature remains on the battlefield" (CR 611.2b)', () => {
  it('Sower of Temptation keeps the creature while it stays, and the creature goes back as it leaves', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Island', 'Island', 'Mountain'],
            hand: ['Sower of Temptation', 'Lightning Bolt'],
          },
          p2: { battlefield: [{ id: 'giant', card: 'Giant Spider' }] },
        },
      },
      [{ cast: 'Sower of Temptation' }, { pass: true }, { decide: ['giant'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('giant').controller).toBe('p1');
    // Unlike "until end of turn", the next turn doesn't end it.
    g.act({ advance: 'next-turn' });
    expect(g.get('giant').controller).toBe('p1');
  });

  it('the effect ends the moment Sower leaves the battlefield', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Island', 'Island', 'Island', 'Island', 'Mountain'],
            hand: ['Sower of Temptation', 'Lightning Bolt'],
          },
          p2: { battlefield: [{ id: 'giant', card: 'Giant Spider' }] },
        },
      },
      [{ cast: 'Sower of Temptation' }, { pass: true }, { decide: ['giant'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.get('giant').controller).toBe('p1');
    g.act({ cast: 'Lightning Bolt', targets: ['Sower of Temptation'] });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toContain('Sower of Temptation');
    expect(g.get('giant').controller).toBe('p2');
  });

  it('near misses stay text: an unless-payment, a duration on a sentence of its own', () => {
    expect(
      unenforced(
        card(
          'Scarwood Bandits',
          '{2}{G}{G}',
          'Creature — Human Rogue',
          'Forestwalk\n{2}{G}, {T}: Unless an opponent pays {2}, gain control of target artifact for as long as this creature remains on the battlefield.',
          '2/2',
        ),
      ),
    ).toHaveLength(1);
    expect(
      unenforced(
        card(
          'Ignorant Bliss',
          '{1}{R}',
          'Instant',
          'Exile all cards from your hand face down. At the beginning of the next end step, return those cards to your hand, then draw a card.',
        ),
      ),
    ).toHaveLength(1);
  });
});
