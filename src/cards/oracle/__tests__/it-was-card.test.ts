// "Exile target card from a graveyard. If it was a creature card, …" (CR 608.2c): the card an
// instruction just moved from a graveyard to exile, read as the exiled card (a card's
// characteristics are its printed ones in both zones, CR 400.7, 109.2). Any other "it was a …
// card" (a card moved from the battlefield, or after another instruction named something else)
// stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const ooze = card(
  'Scavenging Ooze',
  '{1}{G}',
  'Creature — Ooze',
  '{G}: Exile target card from a graveyard. If it was a creature card, put a +1/+1 counter on this creature and you gain 1 life.',
  '2/2',
);
const enforcer = card(
  "General's Enforcer",
  '{W}{B}',
  'Creature — Human Soldier',
  'Legendary Humans you control have indestructible.\n{2}{W}{B}: Exile target card from a graveyard. If it was a creature card, create a 1/1 white Human Soldier creature token.',
  '2/3',
);

function oozeEats(target: string) {
  return game(
    {
      turn: main,
      players: {
        p1: { battlefield: [{ id: 'ooze', card: 'Scavenging Ooze' }, 'Forest'] },
        p2: {
          graveyard: [
            { id: 'bears', card: 'Grizzly Bears' },
            { id: 'bolt', card: 'Lightning Bolt' },
          ],
        },
      },
    },
    [{ activate: 'ooze', targets: [target] }, { pass: true }],
    { cards: compiled(ooze) },
  );
}

describe('"If it was a creature card" after exiling a card from a graveyard (CR 608.2c)', () => {
  it('Scavenging Ooze exiling Grizzly Bears: a +1/+1 counter and 1 life', () => {
    const g = oozeEats('bears');
    expect(g.error).toBeNull();
    expect(g.names('p2', 'exile')).toEqual(['Grizzly Bears']);
    expect(g.get('ooze').counters['+1/+1']).toBe(1);
    expect(g.state.players.p1.life).toBe(21);
  });

  it('Scavenging Ooze exiling Lightning Bolt: exiled, no counter, no life', () => {
    const g = oozeEats('bolt');
    expect(g.error).toBeNull();
    expect(g.names('p2', 'exile')).toEqual(['Lightning Bolt']);
    expect(g.get('ooze').counters['+1/+1'] ?? 0).toBe(0);
    expect(g.state.players.p1.life).toBe(20);
  });

  it("General's Enforcer exiling a creature card creates one Human Soldier; a land card, none", () => {
    const run = (target: string) =>
      game(
        {
          turn: main,
          players: {
            p1: {
              battlefield: [{ id: 'e', card: "General's Enforcer" }, 'Plains', 'Plains', 'Swamp', 'Swamp'],
              graveyard: [
                { id: 'bears', card: 'Grizzly Bears' },
                { id: 'land', card: 'Forest' },
              ],
            },
          },
        },
        [{ activate: 'e', targets: [target] }, { pass: true }],
        { cards: compiled(enforcer) },
      );
    const yes = run('bears');
    expect(yes.error).toBeNull();
    expect(yes.names('p1', 'battlefield').filter((n) => n.startsWith('Human Soldier Token'))).toHaveLength(1);
    const no = run('land');
    expect(no.error).toBeNull();
    expect(no.names('p1', 'exile')).toEqual(['Forest']);
    expect(no.names('p1', 'battlefield').filter((n) => n.startsWith('Human Soldier Token'))).toHaveLength(0);
  });

  it('near miss: "If it was a creature card" after returning a card from a graveyard stays text', () => {
    // "If it was an artifact" after returning a permanent is read now, from what it last was on the
    // battlefield (last-known-was.test.ts: Rescue, Pepper Potts is among its cards).
    const moved = card(
      'Test Returner',
      '{1}{W}',
      'Creature — Human',
      'When this creature enters, return target creature card from your graveyard to your hand. If it was a creature card, you gain 2 life.',
      '2/2',
    );
    expect(unenforced(moved)).toHaveLength(1);
  });
});
