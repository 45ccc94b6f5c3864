// Exchanging control (CR 701.12): real cards. Two permanents under different controllers swap
// controllers at once, indefinitely (701.12b, 611.2a); if the exchange can't be made in full — one
// is gone, or the same player controls both — none of it happens (701.12a, 701.12b).
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const switcheroo = card('Switcheroo', '{4}{U}', 'Sorcery', 'Exchange control of two target creatures.');
const totem = card(
  'Avarice Totem',
  '{1}',
  'Artifact',
  '{5}: Exchange control of this artifact and target nonland permanent.',
);
const trickery = card(
  'Political Trickery',
  '{2}{U}',
  'Sorcery',
  'Exchange control of target land you control and target land an opponent controls. (This effect lasts indefinitely.)',
);
const shifting = card(
  'Shifting Loyalties',
  '{5}{U}',
  'Sorcery',
  'Exchange control of two target permanents that share a card type. (Artifact, creature, enchantment, land, and planeswalker are card types.)',
);
const drake = card(
  'Gilded Drake',
  '{1}{U}',
  'Creature — Drake',
  "Flying\nWhen this creature enters, exchange control of this creature and up to one target creature an opponent controls. If you don't or can't make an exchange, sacrifice this creature. This ability still resolves if its target becomes illegal.",
  '3/3',
);
const CARDS = compiled(switcheroo, totem, trickery);
const islands = (n: number) => Array.from({ length: n }, () => 'Island');

describe('exchange control (CR 701.12)', () => {
  it("Switcheroo on p1's Grizzly Bears and p2's Giant Spider: each player controls the other's, and keeps it next turn", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [...islands(5), { id: 'bears', card: 'Grizzly Bears' }], hand: ['Switcheroo'] },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
        },
      },
      [{ cast: 'Switcheroo', targets: ['bears', 'spider'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('bears').controller).toBe('p2');
    expect(g.get('spider').controller).toBe('p1');
    // Indefinitely (611.2a): not undone at end of turn.
    g.act({ advance: 'end' });
    g.act({ advance: 'next-turn' });
    expect(g.get('bears').controller).toBe('p2');
    expect(g.get('spider').controller).toBe('p1');
  });

  it('Switcheroo on two creatures p2 controls: the same controller, so nothing happens (701.12b)', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: islands(5), hand: ['Switcheroo'] },
          p2: {
            battlefield: [
              { id: 'spider', card: 'Giant Spider' },
              { id: 'bears', card: 'Grizzly Bears' },
            ],
          },
        },
      },
      [{ cast: 'Switcheroo', targets: ['bears', 'spider'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('bears').controller).toBe('p2');
    expect(g.get('spider').controller).toBe('p2');
  });

  it("Avarice Totem: p1 pays {5}, and p2 controls the Totem while p1 controls p2's Giant Spider", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [...islands(5), { id: 'totem', card: 'Avarice Totem' }] },
          p2: { battlefield: [{ id: 'spider', card: 'Giant Spider' }] },
        },
      },
      [{ activate: 'totem', targets: ['spider'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('totem').controller).toBe('p2');
    expect(g.get('spider').controller).toBe('p1');
  });

  it("Political Trickery: p1's Island for p2's Forest", () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [...islands(3), { id: 'mine', card: 'Island' }], hand: ['Political Trickery'] },
          p2: { battlefield: [{ id: 'theirs', card: 'Forest' }] },
        },
      },
      [{ cast: 'Political Trickery', targets: ['mine', 'theirs'] }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.get('mine').controller).toBe('p2');
    expect(g.get('theirs').controller).toBe('p1');
  });

  it('near misses stay text: targets that must share a type, "up to one target" with a sacrifice', () => {
    expect(unenforced(shifting)).toEqual([shifting.oracle_text]);
    expect(unenforced(drake)).toHaveLength(1);
  });
});
