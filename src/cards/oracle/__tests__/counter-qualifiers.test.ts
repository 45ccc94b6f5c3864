// Object phrases that ask about counters on the object (CR 122.1): "each creature without a +1/+1
// counter on it" (Wave Goodbye), "target creature with a bounty counter on it" (Bounty Hunter),
// "target creature that has a -1/-1 counter on it" (Banewhip Punisher). Counters are a permanent's
// status: "exile … card from your graveyard with a memory counter on it" (Altaïr Ibn-La'Ahad) says
// what the instruction does with the card, and stays text.
import { describe, expect, it } from 'vitest';
import { game } from '../../../testing/harness';
import { card } from './card';
import { compiled, main, unenforced } from './compiled';

const waveGoodbye = card(
  'Wave Goodbye',
  '{2}{U}{U}',
  'Sorcery',
  "Return each creature without a +1/+1 counter on it to its owner's hand.",
);
const bountyHunter = card(
  'Bounty Hunter',
  '{2}{B}{B}',
  'Creature — Human Archer Minion',
  '{T}: Put a bounty counter on target nonblack creature.\n{T}: Destroy target creature with a bounty counter on it.',
  '2/2',
);
const banewhip = card(
  'Banewhip Punisher',
  '{2}{B}',
  'Creature — Human Warrior',
  'When this creature enters, you may put a -1/-1 counter on target creature.\n{B}, Sacrifice this creature: Destroy target creature that has a -1/-1 counter on it.',
  '2/2',
);
const altair = card(
  "Altaïr Ibn-La'Ahad",
  '{R}{W}{B}',
  'Legendary Creature — Human Assassin',
  "First strike\nWhenever Altaïr attacks, exile up to one target Assassin creature card from your graveyard with a memory counter on it. Then for each creature card you own in exile with a memory counter on it, create a tapped and attacking token that's a copy of it. Exile those tokens at end of combat.",
  '3/3',
);
const CARDS = compiled(waveGoodbye, bountyHunter, banewhip);
const islands = Array<string>(4).fill('Island');

describe('counters on it in an object phrase (CR 122.1)', () => {
  it('Wave Goodbye returns each creature without a +1/+1 counter; one with a counter stays', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: {
            hand: ['Wave Goodbye'],
            battlefield: [...islands, { id: 'b', card: 'Grizzly Bears', counters: { '+1/+1': 1 } }],
          },
          p2: {
            battlefield: [
              { id: 's', card: 'Llanowar Elves' },
              { id: 'e', card: 'Giant Spider', counters: { '-1/-1': 1 } },
            ],
          },
        },
      },
      [{ cast: 'Wave Goodbye' }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'battlefield')).toContain('Grizzly Bears');
    expect(g.names('p2', 'battlefield')).toEqual([]);
    expect(g.names('p2', 'hand').sort()).toEqual(['Giant Spider', 'Llanowar Elves']);
  });

  it("Bounty Hunter destroys a creature with a bounty counter; one without can't be targeted (CR 115.1)", () => {
    const doc = {
      turn: main,
      players: {
        p1: { battlefield: [{ id: 'h', card: 'Bounty Hunter' }] },
        p2: {
          battlefield: [
            { id: 'marked', card: 'Grizzly Bears', counters: { bounty: 1 } },
            { id: 's', card: 'Giant Spider' },
          ],
        },
      },
    };
    const bad = game(doc, [{ activate: 'h', ability: 1, targets: ['s'] }], { cards: CARDS });
    expect(bad.error).not.toBeNull();
    const g = game(doc, [{ activate: 'h', ability: 1, targets: ['marked'] }, { pass: true }, { pass: true }], {
      cards: CARDS,
    });
    expect(g.error).toBeNull();
    expect(g.names('p2', 'battlefield')).toEqual(['Giant Spider']);
    expect(g.names('p2', 'graveyard')).toEqual(['Grizzly Bears']);
  });

  it('Banewhip Punisher destroys a creature that has a -1/-1 counter on it', () => {
    const g = game(
      {
        turn: main,
        players: {
          p1: { battlefield: [{ id: 'p', card: 'Banewhip Punisher' }, 'Swamp'] },
          p2: { battlefield: [{ id: 's', card: 'Giant Spider', counters: { '-1/-1': 1 } }] },
        },
      },
      [{ activate: 'p', ability: 0, targets: ['s'] }, { pass: true }, { pass: true }],
      { cards: CARDS },
    );
    expect(g.error).toBeNull();
    expect(g.names('p1', 'graveyard')).toEqual(['Banewhip Punisher']);
    expect(g.names('p2', 'graveyard')).toEqual(['Giant Spider']);
  });

  it('"card from your graveyard with a memory counter on it" is not read as a filter of cards', () => {
    expect(unenforced(altair)).toHaveLength(1);
  });
});
