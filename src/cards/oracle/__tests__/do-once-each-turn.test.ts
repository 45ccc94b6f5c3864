// "Whenever you gain life, you may put that many +1/+1 counters on each creature you control. Do
// this only once each turn." (CR 603.2h): declining doesn't use it up; once done, the ability
// doesn't trigger again that turn; the next turn it may be done again.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const paragon = card(
  'Nykthos Paragon',
  '{4}{W}{W}',
  'Enchantment Creature — Human Soldier',
  'Whenever you gain life, you may put that many +1/+1 counters on each creature you control. Do this only once each turn.',
  '4/6',
);
const revitalize = card('Revitalize', '{1}{W}', 'Instant', 'You gain 3 life.\nDraw a card.');
const gremlin = card(
  'Irreverent Gremlin',
  '{1}{R}',
  'Creature — Gremlin',
  "Menace (This creature can't be blocked except by two or more creatures.)\nWhenever another creature you control with power 2 or less enters, you may discard a card. If you do, draw a card. Do this only once each turn.",
  '2/2',
);
// Near miss: "you may pay X life. If you do, …" is not one "you may" instruction the limit is read on.
const graha = card(
  "G'raha Tia, Scion Reborn",
  '{W}{U}{B}',
  'Legendary Creature — Cat Wizard',
  "Lifelink\nThrow Wide the Gates — Whenever you cast a noncreature spell, you may pay X life, where X is that spell's mana value. If you do, create a 1/1 colorless Hero creature token and put X +1/+1 counters on it. Do this only once each turn.",
  '2/3',
);

const plains = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `w${i}`, card: 'Plains' }));
const counters = (g: ReturnType<typeof game>, id: string) => g.get(id).counters?.['+1/+1'] ?? 0;

describe('Do this only once each turn (CR 603.2h)', () => {
  it('Nykthos Paragon: declined the first time, done the second, and not again that turn', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: [...plains(6), { id: 'np', card: 'Nykthos Paragon' }, { id: 'b', card: 'Grizzly Bears' }],
            hand: ['Revitalize', 'Revitalize', 'Revitalize'],
            library: ['Plains', 'Plains', 'Plains'],
          },
        },
      },
      [{ cast: 'Revitalize' }, { pass: true }, { pass: true }],
      { cards: compiled(paragon, revitalize) },
    );
    expect(g.error).toBeNull();
    g.act({ decide: false });
    expect(g.error).toBeNull();
    expect(counters(g, 'b')).toBe(0);
    g.act({ cast: 'Revitalize' });
    g.act({ pass: true });
    g.act({ pass: true });
    g.act({ decide: true });
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(26);
    expect(counters(g, 'b')).toBe(3);
    expect(counters(g, 'np')).toBe(3);
    g.act({ cast: 'Revitalize' });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.state.players.p1.life).toBe(29);
    expect(g.state.stack).toHaveLength(0);
    expect(g.state.pendingDecision).toBeNull();
    expect(counters(g, 'b')).toBe(3);
  });

  it('Irreverent Gremlin: the second creature that turn asks nothing', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Irreverent Gremlin'],
            hand: ['Grizzly Bears', 'Grizzly Bears', { id: 'rev', card: 'Revitalize' }],
            library: ['Plains', 'Plains'],
          },
        },
      },
      [{ cast: 'Grizzly Bears' }, { pass: true }, { pass: true }],
      { cards: compiled(gremlin, revitalize) },
    );
    expect(g.error).toBeNull();
    g.act({ decide: true });
    g.act({ decide: ['rev'] });
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Revitalize']);
    expect(g.names('p1', 'hand').sort()).toEqual(['Grizzly Bears', 'Plains']);
    g.act({ cast: 'Grizzly Bears' });
    g.act({ pass: true });
    expect(g.error).toBeNull();
    expect(g.state.stack).toHaveLength(0);
    expect(g.state.pendingDecision).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Revitalize']);
    expect(g.names('p1', 'hand')).toEqual(['Plains']);
  });

  it('near miss: G\'raha Tia\'s "you may pay X life. If you do, …" stays text', () => {
    expect(unenforced(graha)).toHaveLength(1);
  });
});
